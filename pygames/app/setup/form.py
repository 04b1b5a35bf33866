"""The new-game form: the rule set picked, its players, seats, options, names and seed, and
the game it starts."""

from __future__ import annotations

from collections.abc import Callable

import pygames
from pygames.core.numbers import is_number, number

from .. import names
from ..bridge.response import Response
from ..link import play as link
from ..replay import stepping as replay
from ..state import HUMAN, Action, Setup
from ..store import arrival
from ..table import seats
from ..table.play import TablePlay, _count

#: The kind of a new bot seat (its level); see seats.py for every kind, "bot" included.
BOT = seats.DEFAULT_LEVEL


class SetupForm(TablePlay):
    """The app state with the new-game form."""

    #: A fresh seed for a new game.
    _new_seed: Callable[[], int]

    def _pick(self, game_id: str) -> None:
        info = self._info(game_id)
        if info is None:
            return
        players = max(info.min_players, min(2, info.max_players))
        self.setup = Setup(game_id, players, [HUMAN] + [BOT] * (players - 1), info.defaults(),
                           names=[""] * players)
        self._leave_table()
        self.screen = "setup"
        self.table = None

    def _set_players(self, players: int) -> None:
        assert self.setup is not None
        info = self._info(self.setup.game_id)
        if info is None:
            return
        lo, hi = info.player_range(self.setup.options)
        if not lo <= players <= hi:
            return
        seats = self.setup.seats[:players]
        seats += [BOT] * (players - len(seats))
        self.setup.players = players
        self.setup.seats = seats
        self.setup.names = self._names_for(players, self.setup.names)

    @staticmethod
    def _names_for(players: int, given: list[str]) -> list[str]:
        """One name per seat: those given, cut or padded with "" to ``players``."""
        return (list(given) + [""] * players)[:players]

    def _set_option(self, name: str, choice: str) -> None:
        assert self.setup is not None
        info = self._info(self.setup.game_id)
        option = next((o for o in info.options if o.name == name), None) if info else None
        if option is None:
            return
        for value in option.values:
            if str(value) == choice or (isinstance(value, bool) and choice == str(value).lower()):
                self.setup.options[name] = value
        assert info is not None
        lo, hi = info.player_range(self.setup.options)
        if not lo <= self.setup.players <= hi:  # e.g. an edition without a solo mode
            self._set_players(min(max(self.setup.players, lo), hi))

    def _input(self, name: str, value: object, out: Response) -> None:
        if name == "replay":
            replay.go(self, value, out)
        elif name == "seed" and self.setup is not None:
            text = str(value or "").strip()
            self.setup.seed = text if is_number(text) and len(text) <= 12 else ""
        elif name.startswith("name") and is_number(name[4:]) and self.setup is not None:
            index = int(name[4:])
            if index < self.setup.players:
                self.setup.names = self._names_for(self.setup.players, self.setup.names)
                self.setup.names[index] = names.clean(value)

    def _start(self, out: Response) -> None:
        assert self.setup is not None
        setup = self.setup
        seed = number(setup.seed) if setup.seed else None
        game = pygames.new_game(setup.game_id, players=setup.players,
                                seed=self._new_seed() if seed is None else seed,
                                options=dict(setup.options))
        extra: dict[str, object] = {"seats": list(setup.seats), "id": self._new_id()}
        given = names.to_extra(self._names_for(game.players, setup.names))
        if given is not None:
            extra["names"] = given
        arrival.arrive(self, game.record(extra), arrival.Way.START, self._reopen, out)
        self.at_table.new_record = False
        self.screen = "table"
        link.started(self, setup.apart, out)
        out.hash = self.address()
        out.announce = self.prompt_text()


def _pick(c: SetupForm, value: object, out: Response) -> None:
    c._pick(str(value))


def _players(c: SetupForm, value: object, out: Response) -> None:
    if c.setup is not None:
        players = _count(value)
        if players is not None:
            c._set_players(players)


def _seat(c: SetupForm, value: object, out: Response) -> None:
    if c.setup is not None:
        index = _count(value)
        if index is not None and index < len(c.setup.seats):
            c.setup.seats[index] = BOT if c.setup.seats[index] == HUMAN else HUMAN


def _level(c: SetupForm, value: object, out: Response) -> None:
    if c.setup is not None:
        index_text, _, level = str(value).partition("=")
        if is_number(index_text) and int(index_text) < len(c.setup.seats) \
                and level in seats.LEVELS:
            c.setup.seats[int(index_text)] = level


def _apart(c: SetupForm, value: object, out: Response) -> None:
    if c.setup is not None:
        c.setup.apart = value in ("1", 1)


def _option(c: SetupForm, value: object, out: Response) -> None:
    if c.setup is not None:
        name, _, choice = str(value).partition("=")
        c._set_option(name, choice)


def _start(c: SetupForm, value: object, out: Response) -> None:
    if c.setup is not None:
        c._start(out)


def _new(c: SetupForm, value: object, out: Response) -> None:
    if c.table is not None:
        c._pick(c.table.game.game_id)
    else:
        c.screen = "catalogue"
    out.hash = ""


#: The form's actions (each closes whatever panel is open).
ACTIONS = {
    "pick": Action(_pick),
    "players": Action(_players),
    "seat": Action(_seat),
    "level": Action(_level),
    "apart": Action(_apart),
    "option": Action(_option),
    "start": Action(_start),
    "new": Action(_new),
}
