"""TwinStar knowledge for the bots (see :mod:`pygames.core.bots.evaluation`).

The score if the game ended now, plus what is not scored yet but will turn into points:
refined gems (or fruits) in reserve sell for credits, and road pieces on the map carry later
deliveries. Playouts are short: a turn has many decisions and the score moves smoothly.
"""

from __future__ import annotations

from typing import Any

SCALE = 6.0
ROLLOUT_DEPTH = 8
ROOT_PRIOR = True  # the search starts from the normal bot's candidates


def evaluate(game: Any, seat: int) -> float:
    total = float(game.scores()[seat])
    if game.is_over:
        return total
    reserve = sum(game.reserve[seat].values())
    roads = sum(1 for owners in game.pieces.values() for owner in owners if owner == seat)
    return total + 1.0 * reserve + 0.25 * roads
