"""Tropicalia knowledge for the bots (see :mod:`pygames.core.bots.evaluation`).

The score if the game ended now, with shells valued above their end-game rate (half a point)
while there are rounds left to build with them, plus what each of the seat's workers waiting
on the frame can still reach: the best free tile of its line (an orchard's fruit, a plaza's
items, a market's sale of the fruit the seat holds), discounted as rivals may take it first.
"""

from __future__ import annotations

from .rules import FRUITS, LINES, Tropicalia

SCALE = 8.0
ROLLOUT_DEPTH = 10
GREEDY_EXPANSION = True  # rivals meet their strongest replies first in the tree
ROOT_PRIOR = True  # the search starts from the normal bot's candidates
ROUNDS = 5


def _tile_value(game: Tropicalia, p: int, seat: int, shell: float) -> float:
    tile = game.tile(p)
    if tile.kind == "orchard":
        return float(sum(game.island_fruit[p]))
    if tile.kind == "plaza":
        return 1.2 * len(game.island_items[p])
    if tile.kind == "market" and tile.fruit:
        held = game.seats[seat].fruit[FRUITS.index(tile.fruit)]
        return max(0.0, held * (tile.price * shell - 1.0))
    return 0.5


def evaluate(game: Tropicalia, seat: int) -> float:
    parts = game.score_of(seat)
    if game.is_over:
        return float(parts["total"])
    rounds_left = max(0, ROUNDS - game.round)
    shell = 0.5 + 0.1 * rounds_left
    pl = game.seats[seat]
    value = parts["total"] - parts["shells"] + shell * pl.shells
    for space, owner in game.frame.items():
        if owner != seat:
            continue
        best = max((_tile_value(game, p, seat, shell) for p in LINES[space]
                    if not game.face_down[p] and not game.occupants[p]), default=0.0)
        value += 0.7 * max(best, 0.5)
    return value
