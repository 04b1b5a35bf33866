"""What is derived from the state and kept between moves, in one object, ``Derived``: the
valley's facts (shared by clones), the network index and its facts, the turn's facts, the
memo of one position and the moves a stage entry found. Its named points drop them:
``on_move`` (a move begins, or a step within one), ``on_moved`` (a move is done),
``on_turn`` (a stage is entered, a turn starts), ``on_network`` (a piece or factory is
built), ``on_valley`` (a valley is laid) and ``clear`` (an edit, undo or resampling).
The game holds one, ``game.derived``; the functions below are methods of
``rules.TwinStar``, written as functions of the game (``self``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .network_index import NetworkIndex

#: The memo key of the moves a stage entry found for the decision it waits on.
ENTRY_MOVES = "entry moves"


class Derived:
    """Every fact derived from a game's state and kept: each is a cache (a fresh
    ``Derived`` gives the same answers, see tests/test_twinstar_derived.py)."""

    __slots__ = ("memo", "turn", "network", "network_current", "valley")

    def __init__(self) -> None:
        #: Facts of this position (any key), dropped by every move.
        self.memo: dict[Any, Any] = {}
        #: Facts that stay true while the player to move places discs (placing a disc
        #: that does not resolve changes none of them): whether each action is performable.
        self.turn: dict[Any, Any] = {}
        #: The road network's index (see network_index.py), and whether it describes the
        #: pieces and factories as they are (checked on its next use when not).
        self.network: NetworkIndex | None = None
        self.network_current = False
        #: Facts derived from the valley alone (see valley_fact), shared by clones.
        self.valley: dict[Any, Any] = {}

    def copy(self) -> Derived:
        """A clone's: the memo anew, the turn's facts copied, the network index and the
        valley's facts shared (an index is replaced, never changed, when the network
        changes; its facts and the valley's hold for every clone)."""
        clone = Derived.__new__(Derived)
        clone.memo = {}
        clone.turn = self.turn.copy()
        clone.network = self.network
        clone.network_current = self.network_current
        clone.valley = self.valley
        return clone

    def on_move(self) -> None:
        """A move (or a step of a route within one) begins: the position's facts go."""
        self.memo = {}

    def on_moved(self) -> None:
        """A move is done: its position's facts go, except the moves its last stage entry
        found (those of the position it leaves)."""
        entry = self.memo.get(ENTRY_MOVES)
        self.memo = {} if entry is None else {ENTRY_MOVES: entry}

    def on_turn(self) -> None:
        """A stage is entered or a turn starts: the position's and the turn's facts go."""
        self.memo = {}
        self.turn = {}

    def on_network(self) -> None:
        """The pieces or factories changed: the network index is checked on its next use."""
        self.network_current = False

    def on_valley(self) -> None:
        """A valley is laid: everything derived from the old one goes."""
        self.valley = {}
        self.network = None
        self.network_current = False

    def clear(self) -> None:
        """An edit, an undo or a resampling: everything derived from the position goes (the
        network index is checked on its next use; the valley's facts stay)."""
        self.memo = {}
        self.turn = {}
        self.network_current = False


def valley_fact(self, key: Any, make: Callable[[], Any]) -> Any:
    """A fact derived from the valley alone (its terrain, sites and names), made once per
    valley and shared by its clones."""
    facts = self.derived.valley
    if key not in facts:
        facts[key] = make()
    return facts[key]


def forget(self) -> None:
    """Drop what was derived from the position (after changing it outside a move)."""
    self.derived.clear()


def network_fact(self, key: Any, make: Callable[[], Any]) -> Any:
    """A fact derived from the road network alone (its pieces and factories, and the
    valley), made once per network (kept with its index)."""
    facts = self.network_index().facts
    if key not in facts:
        facts[key] = make()
    return facts[key]


def factory_fact(self, key: Any, make: Callable[[], Any]) -> Any:
    """A fact derived from where the factories stand alone (and the valley), made once
    and kept until a factory is built (a road piece leaves it as it is)."""
    facts = self.network_index().factory_facts
    if key not in facts:
        facts[key] = make()
    return facts[key]


def entry_moves(self, make: Callable[[], list[str]]) -> list[str]:
    """The moves (``done`` aside) of the decision the current phase asks for, made now:
    its stage entry needs them to know whether the stage waits, and they are kept, for
    the phase, until the next move (legal_moves reads them with kept_moves)."""
    found = make()
    self.derived.memo[ENTRY_MOVES] = (self.phase, found)
    return found


def kept_moves(self, make: Callable[[], list[str]]) -> list[str]:
    """The moves entry_moves made for the current phase since the last move, else made
    now (every move, undo or change drops them; so does each later stage entry)."""
    kept = self.derived.memo.get(ENTRY_MOVES)
    if kept is not None and kept[0] == self.phase:
        return kept[1]
    return make()


def network_changed(self) -> None:
    """The pieces or factories changed: the network index is checked on its next use."""
    self.derived.on_network()


def network_index(self) -> NetworkIndex:
    """The index of the road network as it is now (see network_index.py)."""
    d = self.derived
    index = d.network
    if not d.network_current:
        if index is None:
            index = NetworkIndex(self.pieces, self.factories, self.seats, self.COUNTED,
                                 self.SUGGEST_BUDGET)
        elif not index.describes(self.pieces, self.factories):
            index = index.follow(self.pieces, self.factories)
        d.network = index
        d.network_current = True
    assert index is not None  # made above when there was none
    return index
