"""Harvest Valley positions set by hand: for tests and rulebook examples (see ``Game.edit``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..core.grid import Cell
from .rules import HarvestValley


def arrange(game: HarvestValley, valley: Mapping[Cell, str],
            river: Sequence[str | None]) -> HarvestValley:
    """The start of a turn with this valley (card ids by cell) and river (card ids by slot,
    None for an empty slot); the deck, farmhouses and the player to move are kept."""
    with game.edit():
        game.valley = dict(valley)
        game.river = list(river)
        game.pending = None
    return game
