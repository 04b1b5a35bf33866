"""Harvest Valley knowledge for the bots (see :mod:`pygames.core.bots.evaluation`).

The position is worth the score the valley gives now, plus a little for each farmhouse still
in hand while there is room to build around it (a farmhouse never played scores nothing, so
the bonus fades as the valley fills). Playouts are short: the score of a valley changes
smoothly, so a few random decisions and then the evaluation beat long noisy playouts.
"""

from __future__ import annotations

from ..core.registry import BotKnowledge
from .rules import HarvestValley, capacity

SCALE = 6.0
ROLLOUT_DEPTH = 6


def evaluate(game: HarvestValley, seat: int) -> float:
    score = float(game.scores()[seat])
    if game.is_over:
        return score
    room = 1 - (len(game.valley) / capacity(game.players))
    return score + 3.0 * room * len(game.farmhouses[seat])


#: What the bots know of this rule set (the registry loads it with the first bot move).
KNOWLEDGE = BotKnowledge(
    evaluate=evaluate, SCALE=SCALE, ROLLOUT_DEPTH=ROLLOUT_DEPTH)
