"""What the app answers to one event: the typed response every feature fills in, and the
JSON object the page reads from it (web/bridge/responses.js and history.js).

The wire form keeps the keys the page has always read: ``hash``, ``announce``, ``scene``,
``lang`` and ``tick`` are always there (``null`` where unset); ``page`` is there once the
event was handled (not on a refused one); ``push`` only when true; ``saves``, ``damaged``,
``store``, ``revs``, ``owned``, ``forget``, ``more_saves`` and ``review`` only when they hold
something;
``error`` only on a refused event.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from pygames.core.scene import Node

#: A history entry's page (navigation.py): the screen, and the rule set where it is about one.
Page = dict[str, str]
#: The JSON object the page receives.
Wire = dict[str, object]


@dataclass
class Refusal:
    """Why an event changed nothing: the text key and the text in the player's language."""

    key: str
    text: str


@dataclass
class Response:
    """One event's answer, filled in by the features that handle it."""

    #: The address to show: None leaves it as it is, "" clears the fragment.
    hash: str | None = None
    #: What a screen reader says (the live region).
    announce: str = ""
    scene: Node | None = None
    lang: str = "en"
    #: Milliseconds until the page sends a ``tick`` (a bot move, a review step), or None.
    tick: int | None = None
    #: The page shown (the history entry's state), and whether it is a new entry.
    page: Page | None = None
    push: bool = False
    #: Saved games to keep ({key: entry text, "" to remove}), damaged ones set aside
    #: ({key: raw text}) and the browser store's strings ({key: value}).
    saves: dict[str, str] = field(default_factory=dict)
    damaged: dict[str, str] = field(default_factory=dict)
    store: dict[str, str] = field(default_factory=dict)
    #: Compare-and-set: {saved key: the revision this tab knew} for each of ``saves`` (the
    #: page writes only over that revision, store/saving.py); what each stored string
    #: belongs to ({store key: saved key}); the saved games whose every string the page
    #: removes (Forget); where the page should go on reading older saved games from.
    revs: dict[str, int] = field(default_factory=dict)
    owned: dict[str, str] = field(default_factory=dict)
    forget: list[str] = field(default_factory=list)
    more_saves: int | None = None
    error: Refusal | None = None
    #: The tab's title ("Your turn · TwinStar"; "" leaves it), and where this device turned
    #: the turn alert on: whether a human here is to move (the page beeps or vibrates once
    #: as it becomes true; None: the alert is off).
    title: str = ""
    alert: bool | None = None
    #: The review workers' job (review/pool.py): {"key", "game", "plies"}, no plies to stop.
    review: dict[str, object] | None = None

    def wire(self) -> Wire:
        """The JSON object the page reads (see the module for which keys are there)."""
        out: Wire = {"hash": self.hash, "announce": self.announce}
        if self.error is not None:  # a refused event: nothing else changed
            out["lang"] = self.lang
            out["error"] = {"key": self.error.key, "text": self.error.text}
            out["scene"] = self.scene
            out["tick"] = self.tick
            return out
        if self.saves:
            out["saves"] = self.saves
        if self.damaged:
            out["damaged"] = self.damaged
        if self.store:
            out["store"] = self.store
        if self.revs:
            out["revs"] = self.revs
        if self.owned:
            out["owned"] = self.owned
        if self.forget:
            out["forget"] = self.forget
        if self.more_saves is not None:
            out["more_saves"] = self.more_saves
        if self.page is not None:
            out["page"] = self.page
        if self.push:
            out["push"] = True
        if self.title:
            out["title"] = self.title
        if self.alert is not None:
            out["alert"] = self.alert
        if self.review is not None:
            out["review"] = self.review
        out["scene"] = self.scene
        out["lang"] = self.lang
        out["tick"] = self.tick
        return out
