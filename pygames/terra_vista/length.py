"""How long a Terra Vista game can be: the bound on an address's log (``max_moves``).

A player draws each of a map's lines at most once and, with every line drawn, has every horse
at the goal (``tests/test_terra_vista_components.py`` checks every map and board), so the game
ends within the round of a player's last line. Seat 0 draws in every round where it can (a
pass is forced, never chosen): at most ``LINES`` rounds in which it draws, and the rounds in
which it cannot draw even with the extreme round's wild die. No structure bounds those: each
needs a roll that shows neither wild face nor a terrain of any line left, a chance of at most
``stuck_chance`` a round whatever came before. The bound allows as many such rounds as the
first ``LINES`` drawing rounds come with except with probability below 2⁻⁶⁴ (a negative
binomial tail), so a legal game is refused only with that probability.
"""

from __future__ import annotations

import math
from functools import lru_cache

from .components import MAPS, TERRAINS, WILD

#: The lines of a map (every map has the same grid).
LINES = len(MAPS[0].edges)
#: Per rules version 1 and 2: select and back steps allowed per line drawn, for addresses
#: from before those steps stopped being moves (a player who changes their mind a few times
#: a line; the rules never limited it).
INTERFACE_STEPS_PER_LINE = 8
_TAIL = 2.0 ** -64


def stuck_chance(dice: tuple[tuple[str, ...], ...]) -> float:
    """The most likely roll to leave a player without a line: the lines left all join spaces
    of one terrain, and neither die shows it or the wild face."""
    best = 0.0
    for terrain in TERRAINS:
        chance = 1.0
        for die in dice:
            chance *= sum(face not in (terrain, WILD) for face in die) / len(die)
        best = max(best, chance)
    return best


def more_stuck_than(stuck: int, stuck_p: float) -> float:
    """P(at least ``stuck`` stuck rounds before the ``LINES``-th drawing round)."""
    trials = stuck + LINES - 1
    total = 0.0
    for draws in range(LINES):
        total += math.exp(math.lgamma(trials + 1) - math.lgamma(draws + 1)
                          - math.lgamma(trials - draws + 1) + draws * math.log(1 - stuck_p)
                          + (trials - draws) * math.log(stuck_p))
    return total


@lru_cache(maxsize=4)
def max_rounds(dice: tuple[tuple[str, ...], ...]) -> int:
    """Rounds a game can last: ``LINES`` drawing rounds and the stuck rounds allowed."""
    stuck_p = stuck_chance(dice)
    stuck = 0
    while more_stuck_than(stuck, stuck_p) > _TAIL:
        stuck += 1
    return LINES + stuck


def max_moves(players: int, dice: tuple[tuple[str, ...], ...], interface_steps: bool) -> int:
    """Every player: at most ``LINES`` lines (bonus lines included) and one pass a round;
    with select and back as moves (rules 1 and 2) their allowance per line on top."""
    per_player = LINES + max_rounds(dice)
    if interface_steps:
        per_player += LINES * INTERFACE_STEPS_PER_LINE
    return players * per_player
