"""What is derived from the state and kept between moves: the valley's facts (shared by
clones), the network index and its facts, the turn's facts, the memo of one position and
the moves a stage entry found; and the named points that drop them (a move, a change).
Methods of ``rules.TwinStar``, written as functions of the game (``self``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .network_index import NetworkIndex

#: The ``_memo`` key of the moves a stage entry found for the decision it waits on.
ENTRY_MOVES = "entry moves"


def valley_fact(self, key: Any, make: Callable[[], Any]) -> Any:
    """A fact derived from the valley alone (its terrain, sites and names), made once per
    valley and shared by its clones."""
    facts = self._valley_facts
    if key not in facts:
        facts[key] = make()
    return facts[key]


def forget(self) -> None:
    """Drop what was derived from the position (after changing it outside a move)."""
    self._memo = {}
    self._turn_facts = {}
    self.network_changed()


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


def snapshot(self) -> dict[str, Any]:
    """The game's state: its attributes without what is derived from them and kept
    across moves (the network index, the turn's facts)."""
    return {k: v for k, v in vars(self).items() if k not in self._KEPT}


def entry_moves(self, make: Callable[[], list[str]]) -> list[str]:
    """The moves (``done`` aside) of the decision the current phase asks for, made now:
    its stage entry needs them to know whether the stage waits, and they are kept, for
    the phase, until the next move (legal_moves reads them with kept_moves)."""
    found = make()
    self._memo[ENTRY_MOVES] = (self.phase, found)
    return found


def kept_moves(self, make: Callable[[], list[str]]) -> list[str]:
    """The moves entry_moves made for the current phase since the last move, else made
    now (every move, undo or change drops them; so does each later stage entry)."""
    kept = self._memo.get(ENTRY_MOVES)
    if kept is not None and kept[0] == self.phase:
        return kept[1]
    return make()


def network_changed(self) -> None:
    """The pieces or factories changed: the network index is checked on its next use."""
    self._network_current = False


def network_index(self) -> NetworkIndex:
    """The index of the road network as it is now (see network_index.py)."""
    index = self._network
    if not self._network_current:
        if index is None:
            index = NetworkIndex(self.pieces, self.factories, self.seats, self.COUNTED,
                                 self.SUGGEST_BUDGET)
        elif not index.describes(self.pieces, self.factories):
            index = index.follow(self.pieces, self.factories)
        self._network = index
        self._network_current = True
    assert index is not None  # made above when there was none
    return index
