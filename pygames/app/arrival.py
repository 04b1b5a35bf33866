"""How a game reaches the table and is kept: an address opened (start-up, a link, Back and
Forward), an older or diverging link asked about, Continue, Play again, Play from here, a
saved game forgotten, and saving after each change.

Each of these ways passes through the one rule of store/arrival.py (``arrive``): what
arrives is compared with the saved game of it, and only a newer line replaces a save without
asking. Another tab's save is taken in by store/tabs.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pygames.core.codec import decode as decode_address
from pygames.core.errors import AddressError

from .bridge import navigation
from .bridge.response import Response
from .link import play as link
from .replay import stepping as replay
from .setup.form import BOT, SetupForm
from .state import Action, Setup
from .store import arrival, saved, saving, tabs
from .table import seats
from .texts import TEXTS


class Arrival(SetupForm):
    """The app state with the ways a game arrives and is kept."""

    def _open_hash(self, fragment: str, out: Response) -> None:
        """Open the game of an address by the one way in (store/arrival.py: an older or
        diverging line of a saved game asks); a bad one shows the error screen and leaves
        the game that was open (and every saved game) as it was."""
        if not fragment.strip().lstrip("#"):
            self._leave_table()
            self.screen = "catalogue"
            self.table = None
            return
        try:
            arrival.arrive(self, decode_address(fragment), arrival.Way.LINK, self._reopen, out,
                           self._new_id)
        except AddressError as err:
            self.screen = "error"
            self.error_key = err.key if err.key in TEXTS["en"] else "address.damaged"
            return
        self.screen = "table"
        link.opened(self)
        out.hash = self.address()

    def _older_answer(self, action: str, out: Response) -> None:
        """Open the older or diverging link as a branch of its own (a new id, so the saved
        game stays as it is), or stay on the saved game."""
        fragment, self.older = self.older, None
        if action != "older_branch" or fragment is None:
            return
        arrival.arrive(self, decode_address(fragment), arrival.Way.BRANCH, self._reopen, out,
                       self._new_id)
        link.opened(self)
        self.screen = "table"
        out.hash = self.address()
        out.push = True  # Back returns to the saved game

    def _show_entry(self, kept: Any, fragment: str, out: Response) -> None:
        """Show the page of a browser history entry (Back, Forward, a reload): ``kept`` is
        the page the bridge kept with the entry, ``fragment`` the entry's address, which
        arrives by the one way in like any link (an older line asks, store/arrival.py)."""
        target = navigation.parse(kept)
        self.rules = self.help = None
        self.at_table.selection = None
        self.help_mode = False
        fragment = fragment.strip().lstrip("#")
        if fragment:
            if self.table is None or self.screen != "table" or fragment != self.address():
                self.at_table.new_record = False  # another game: its record was not set just now
                self._open_hash(fragment, out)
            if self.screen == "error" or target is None:
                return
        screen = "table" if target is None else target["screen"]
        under = target.get("under", screen) if target is not None else screen
        if under in navigation.GAME_SCREENS and self.table is not None and fragment:
            self.screen = "table"
            self.replay = None
            if under == "replay":
                replay.enter(self, Response())
        elif under == "setup" and target is not None and not fragment:
            if self.setup is None or self.setup.game_id != target["game"]:
                self._pick(target["game"])
            self.screen = "setup"
            self.table = None
        elif not fragment:
            self.screen = "catalogue"
            self.table = None
            self.replay = None
        if target is not None and screen == "rules":
            self._rules_action("rules", target["game"])

    def _play_again(self, out: Response) -> None:
        """The same rule set, seats and options again with a new seed (the end screen)."""
        if self.table is None:
            return
        game = self.table.game
        kinds = [BOT if kind == seats.RANDOM_BOT else kind for kind in self.table.seats]
        self.setup = Setup(game.game_id, game.players, kinds, dict(game.options),
                           names=self._names_for(game.players, self.table.names),
                           apart=self.by_link.me is not None)
        self.replay = None
        self._start(out)
        out.push = True  # another game: Back returns to this one's end

    def _behind_answer(self, action: str, out: Response) -> None:
        """Another tab saved a newer line: load it, or keep this tab's as a branch."""
        tabs.answer(self, action, self._reopen, self._new_id, out)

    def _save(self, out: Response) -> None:
        """Keep the table's game among the saved games (finished ones too, for review)."""
        saving.keep(self, self.address(), out)

    def _continue(self, value: Any, out: Response) -> None:
        """Open a saved game (the most recent one when none is named); one that cannot be
        opened any more is set aside as damaged, with a word on the catalogue."""
        found = self.saved.get(value) if isinstance(value, str) else \
            max(self.saved.values(), key=lambda g: g.played, default=None)
        if found is None:
            return
        try:
            arrival.arrive(self, decode_address(found.address), arrival.Way.CONTINUE,
                           self._reopen, out, key=found.key)
        except AddressError:
            saving.set_aside(self, found.key, saved.entry(found.address, found.played,
                                                          found.over), out)
            self.screen = "catalogue"
            return
        self.screen = "table"
        link.opened(self)
        out.hash = self.address()
        out.push = True  # Back returns to the catalogue

    def _forget(self, action: str, value: Any, out: Response) -> None:
        """Delete a saved game: asked once (``forget``), then done (``forget_yes``)."""
        if action == "forget_no" or not isinstance(value, str):
            self.forgetting = None
        elif action == "forget" and (value in self.saved or value in self.damaged):
            self.forgetting = value
        elif action == "forget_yes" and value == self.forgetting:
            saving.forget(self, value, out)

    def _branch(self, out: Response) -> None:
        """Play from here: the game becomes its first ``replay`` moves, seats kept."""
        if self.replay is None or self.table is None:
            return
        ply = self.replay
        game = self.table.game
        # a line of its own (a new id): Back to the old line never saves it over this one
        arrival.arrive(self, self.record(moves=game.history[:ply]), arrival.Way.BRANCH,
                       self._reopen, out, self._new_id)
        self.screen = "table"
        self.at_table.new_record = False
        out.hash = self.address()
        out.push = True  # a new history entry: the browser's Back returns to the old line
        out.announce = self.t("app.branched", n=ply)


def _older(action: str) -> Callable[[Arrival, object, Response], None]:
    def run(c: Arrival, value: object, out: Response) -> None:
        c._older_answer(action, out)
    return run


def _forgetting(action: str) -> Callable[[Arrival, object, Response], None]:
    def run(c: Arrival, value: object, out: Response) -> None:
        c._forget(action, value, out)
    return run


def _continue(c: Arrival, value: object, out: Response) -> None:
    c._continue(value, out)


def _again(c: Arrival, value: object, out: Response) -> None:
    c._play_again(out)


def _branch(c: Arrival, value: object, out: Response) -> None:
    c._branch(out)


def _more(c: Arrival, value: object, out: Response) -> None:
    saving.more(c, out)


def _tab_answer(action: str) -> Callable[[Arrival, object, Response], None]:
    def run(c: Arrival, value: object, out: Response) -> None:
        c._behind_answer(action, out)
    return run


#: The saved games' actions and the answers to an older link (each closes every panel).
ACTIONS = {
    "older_branch": Action(_older("older_branch")),
    "older_keep": Action(_older("older_keep")),
    "continue": Action(_continue),
    "forget": Action(_forgetting("forget")),
    "forget_yes": Action(_forgetting("forget_yes")),
    "forget_no": Action(_forgetting("forget_no")),
    "again": Action(_again),
    "branch": Action(_branch),
    "saved_more": Action(_more),
    **{action: Action(_tab_answer(action)) for action in tabs.ACTIONS},
}
