"""The app's router: each event type to the feature that handles it, each tapped action to
its feature's handler table (closing the panels it does not keep).

The features (table/, setup/, rules/, replay/, review/, link/, arrival.py) change the state
(state.py); the screens (screens.py) draw it. The controller owns the game (the JavaScript
bridge holds no game knowledge). Each event returns a response (bridge/response.py), which
the page reads as::

    {"scene": Node, "hash": str | None, "announce": str,
     "tick": int | None, "lang": str, "page": dict, "push": bool (optional)}

``hash`` is None when unchanged and ``""`` to clear the address fragment. ``page`` names
the screen shown (see bridge/navigation.py), kept by the bridge as the browser history entry's
state; with ``push`` true it is a new history entry (a screen the player went to, a replay's
branch) instead of replacing the current one. Back and Forward come back as a ``history``
event with the entry's ``page`` and ``hash``. ``tick`` asks the bridge to send a ``tick``
event after that many milliseconds: bot moves are played one per tick so people can follow
them. An optional ``store`` ({key: value}) asks the bridge to keep those strings in the
browser (the solo records); the ``init`` event brings them back as ``store``. The optional
``saves`` and ``damaged`` ({key: text}, ``""`` to remove) are the saved games to keep and the
damaged ones set aside (see store/saving.py); ``init`` brings them back as ``saved`` and
``damaged`` (the newest only: ``unread`` counts the rest) with their revisions (``revs``).
With ``saves`` come ``revs`` ({key: the revision this tab knew}: the page writes by
compare-and-set and answers a refused save, or another tab's save, with a ``stored`` event);
``owned`` ({store key: saved game's key}) lists what belongs to a game and ``forget`` (keys)
removes all of it. Every game reaches the table through store/arrival.py.

Every event is checked against its type's schema first (bridge/events.py). An event that does not
fit, or whose handling fails, leaves the controller exactly as it was and answers with
``error`` ({"key", "text"}: why, in the player's language) and the unchanged scene; a
response without ``error`` tells the page that the last error is over.
"""

from __future__ import annotations

import contextlib
import copy
from collections.abc import Callable
from typing import Any

import pygames
from pygames.core.errors import AddressError
from pygames.core.i18n import LANGUAGES, pick_language

from . import screens
from .arrival import ACTIONS as ARRIVAL_ACTIONS
from .arrival import Arrival
from .bridge import events, navigation
from .bridge.response import Refusal, Response, Wire
from .learn import play as learning
from .learn import tips
from .link.play import ACTIONS as LINK_ACTIONS
from .replay.stepping import ACTIONS as REPLAY_ACTIONS
from .review import actions as reviewing
from .review import pool as review_pool
from .rules.actions import ACTIONS as RULES_ACTIONS
from .setup.form import ACTIONS as SETUP_ACTIONS
from .setup.form import BOT
from .state import HUMAN, Action, AppState
from .store import saving, tabs
from .table.play import ACTIONS as TABLE_ACTIONS

__all__ = ["BOT", "HUMAN", "Controller"]  # the seat kinds, for tests and tools


def _system_seed() -> int:
    """A fresh seed for a new game (``random`` loads only then: start-up time)."""
    import random

    return random.SystemRandom().randrange(1, 2**31)


def _system_id() -> str:
    """A fresh id for a new game (its saved-games key): 10 letters and digits."""
    import random

    chooser = random.SystemRandom()
    return "".join(chooser.choice("abcdefghijkmnpqrstuvwxyz23456789") for _ in range(10))


def _lang(c: Controller, value: object, out: Response) -> None:
    if value in LANGUAGES:
        c.lang = str(value)
        if c.table is not None:
            c.relog()


def _close_rules(c: AppState) -> None:
    c.rules = None
    c.help = None


def _close_selection(c: AppState) -> None:
    c.at_table.selection = None


def _close_notice(c: AppState) -> None:
    c.notice = None


def _close_qr(c: AppState) -> None:
    c.by_link.qr_open = False


def _close_undo(c: AppState) -> None:
    c.by_link.undo_asked = None


def _close_confirm(c: AppState) -> None:
    c.by_link.confirming = None


def _close_told(c: AppState) -> None:
    c.by_link.told = False


#: What is open over a screen, closed by any action that does not keep it (``Action.keeps``):
#: the rules reference and the help panel, the part picked on the board, the notice about
#: saving, the QR code, the question before undoing another player's move, and the move
#: for another player waiting for its confirmation.
PANELS: dict[str, Callable[[AppState], None]] = {
    "rules": _close_rules,
    "selection": _close_selection,
    "notice": _close_notice,
    "qr": _close_qr,
    "undo": _close_undo,
    "confirm": _close_confirm,
    "told": _close_told,
}
#: Every action (a tap on a ``data-action`` button) by name: each feature's table.
ACTIONS: dict[str, Action] = {
    **TABLE_ACTIONS, **SETUP_ACTIONS, **RULES_ACTIONS, **REPLAY_ACTIONS, **LINK_ACTIONS,
    **ARRIVAL_ACTIONS, **learning.ACTIONS, **tips.ACTIONS,
    "lang": Action(_lang, keeps=frozenset(PANELS)),  # another language changes nothing else
}


class Controller(Arrival):
    """Events in, responses out; one instance per page (it lives in the web worker)."""

    def __init__(self, new_seed: Callable[[], int] | None = None,
                 clock: Callable[[], int] | None = None,
                 new_id: Callable[[], str] | None = None) -> None:
        super().__init__()
        self._new_seed = new_seed or _system_seed
        self._new_id = new_id or _system_id
        if clock is not None:
            self.clock = clock

    # ------------------------------------------------------------------ events
    def handle(self, event: Any) -> Wire:
        """One event; the JSON object the page reads (see the module)."""
        return self.respond(event).wire()

    def respond(self, event: Any) -> Response:
        """One event; a refused or failed one leaves the state as it was (see the module)."""
        problem = events.check(event)
        if problem is not None:
            return self._refused(problem.key, problem.field, tick=True)
        before = self._checkpoint()
        try:
            return self._handle(event)
        except Exception:  # noqa: BLE001 - whatever fails, the app goes on as before the event
            self._rollback(before)
            return self._refused("event.failed", str(event.get("type")),
                                 tick=event.get("type") != "tick")

    def _refused(self, key: str, field: str, tick: bool) -> Response:
        """The answer to an event that changed nothing: why, and the scene as it was."""
        text = self.t(key, field=events.shorten(field, 40))
        out = Response(announce=text, lang=self.lang, error=Refusal(key, text))
        try:
            out.scene = screens.render(self)
        except Exception:  # noqa: BLE001 - the page keeps the scene it has
            out.scene = None
        out.tick = self.bot_delay if tick and self.bot_to_move() else None
        return out

    def _checkpoint(self) -> tuple[dict[str, Any], tuple[Any, ...] | None]:
        """What a failed event must find again: the attributes (their small mutable parts
        copied) and the table's lengths."""
        state = dict(self.__dict__)
        for name in ("setup", "store", "saved", "damaged", "by_link"):
            state[name] = copy.deepcopy(state[name])
        for name in ("at_table", "replaying"):  # fields only replaced, never changed in place
            state[name] = copy.copy(state[name])
        table = self.table
        marks = None if table is None else (table, len(table.game.history), len(table.movers),
                                            len(table.log), list(table.seats))
        return state, marks

    def _rollback(self, before: tuple[dict[str, Any], tuple[Any, ...] | None]) -> None:
        state, marks = before
        self.__dict__.clear()
        self.__dict__.update(state)
        if marks is None:
            return
        table, plies, movers, log, seat_kinds = marks
        del table.movers[movers:], table.log[log:]
        table.seats[:] = seat_kinds
        # the failure may have left the game half-changed: it is rebuilt from its own log
        # (which replayed before this event, so it replays again)
        game = table.game
        with contextlib.suppress(AddressError):
            table.game = pygames.load_record(game.record(moves=game.history[:plies]))
        self.replaying.positions = None

    def _handle(self, event: dict[str, Any]) -> Response:
        kind = event.get("type")
        out = Response()
        before = navigation.page(self)
        if kind not in ("tick", "review"):
            self.replaying.auto = False  # any other event takes the replay in hand
        if kind == "init":
            self._init(event, out)
        elif kind == "hash":
            self.rules = self.help = None  # another address: no reference or help left over
            self._open_hash(str(event.get("hash") or ""), out)
        elif self.screen == "learn" and kind in ("tap", "try") and event.get("move") is not None:
            learning.tap(self, str(event["move"]), out)  # a lesson's tap (learn/)
        elif kind == "tap" and event.get("move") is not None:
            self._human_move(str(event["move"]), out)
        elif kind == "tap":
            self._action(str(event.get("action") or ""), event.get("value"), out)
        elif kind == "input":
            self._input(str(event.get("name") or ""), event.get("value"), out)
        elif kind == "key":
            self._key(str(event.get("key") or ""), out)
        elif kind == "tick":
            self._tick(out)
        elif kind in ("help", "try"):
            self._help(kind, event, out)
        elif kind == "storage":
            saving.storage_failed(self, str(event.get("error")))
        elif kind == "history":
            self._show_entry(event.get("page"), str(event.get("hash") or ""), out)
        elif kind in ("saved", "stored"):
            self._saved_event(kind, event, out)
        elif kind == "review":
            reviewing.receive(self, event, out)
        reviewing.settle(self, out)
        tips.settle(self, str(kind), out)
        saving.label(self, out)
        navigation.follow(before, navigation.page(self), str(kind), out)
        out.scene = screens.render(self)
        out.title, out.alert = screens.turn_signal(self)
        out.lang = self.lang
        out.tick = (self.bot_delay if self.bot_to_move() or self.replaying.auto
                       else reviewing.tick_ms(self))
        return out

    def _init(self, event: dict[str, Any], out: Response) -> None:
        self.lang = pick_language(event.get("lang"))
        saving.restore(self, event.get("saved") or {}, event.get("damaged") or {}, out,
                       event.get("revs") or {})
        self.unread = int(event.get("unread") or 0)
        tz = event.get("tz")
        if isinstance(tz, int | float):
            self.tz_minutes = int(tz)
        delay = event.get("bot_delay")
        if isinstance(delay, int | float) and 0 <= delay <= 10000:
            self.bot_delay = int(delay)
        self.review_workers = review_pool.workers(event.get("review_workers"))
        hard_ms = event.get("hard_ms")
        if isinstance(hard_ms, int | float) and 50 <= hard_ms <= 30000:
            self.hard_seconds = hard_ms / 1000
        store = event.get("store")
        if isinstance(store, dict):
            self.store = {str(k): str(v) for k, v in store.items()}
            tips.restore(self)  # first-time tips can be remembered (learn/tips.py)
        base = event.get("base")
        if isinstance(base, str) and base.startswith(("https://", "http://")):
            self.by_link.base = base.split("#", 1)[0]
        self._show_entry(event.get("page"), str(event.get("hash") or ""), out)

    def _saved_event(self, kind: str, event: dict[str, Any], out: Response) -> None:
        """Older saved games read on demand (``saved``), or a saved game as stored now
        (``stored``: another tab's save, or the entry that made the page refuse this tab's)."""
        if kind == "saved":
            saving.add(self, event.get("saved") or {}, out, event.get("revs") or {})
            self.unread = int(event.get("unread") or 0)
        else:
            tabs.learn(self, str(event.get("key") or ""), str(event.get("text") or ""),
                       int(event.get("rev") or 0), out, refused=event.get("why") == "refused")

    def _action(self, action: str, value: object, out: Response) -> None:
        """An action of some feature (its table); the panels it does not keep close."""
        if action == "menu":
            self.at_table.menu_open = not self.at_table.menu_open
            return
        self.at_table.menu_open = False  # a tool chosen from the folded toolbar closes it
        found = ACTIONS.get(action)
        keeps = found.keeps if found is not None else frozenset()
        for panel, close in PANELS.items():
            if panel not in keeps:
                close(self)
        if found is not None:
            found.run(self, value, out)
