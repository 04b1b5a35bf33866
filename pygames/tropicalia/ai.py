"""Tropicalia knowledge for the bots (see :mod:`pygames.core.bots.evaluation`).

The score if the game ended now, with shells valued above their end-game rate (half a point)
while there are rounds left to build with them, plus what each of the seat's workers waiting
on the frame can still reach: the best free tile of its line (an orchard's fruit, a plaza's
items, a market's sale of the fruit the seat holds), discounted as rivals may take it first.

The hard bot's playouts follow a cheap policy (``playout_move``) instead of uniformly random
moves, which sell nothing, pass on builds and send workers home as often as they do anything
useful; the policy wins more games against the normal bot than random playouts or none
(``python -m pygames.arena``; the figures are in docs/bots.md). Extra evaluation terms
(treasures' future counts, open fountain halves, the next event's value, dearer shells, fruit
at market price, empty squares) are left out: none made a greedy bot measurably stronger.
"""

from __future__ import annotations

from ..core.registry import BotKnowledge
from ..core.rng import Rng
from .components import ROUNDS
from .island import LINES, POS_INDEX
from .rules import FRUITS, Tropicalia

SCALE = 8.0
ROLLOUT_DEPTH = 10
GREEDY_EXPANSION = True  # rivals meet their strongest replies first in the tree
ROOT_PRIOR = True  # the search starts from the normal bot's candidates


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


def shell_value(game: Tropicalia) -> float:
    """A shell's worth in points: half a point at the end, more while rounds remain to build."""
    return 0.5 + 0.1 * max(0, ROUNDS - game.round)


def evaluate(game: Tropicalia, seat: int) -> float:
    parts = game.score_of(seat)
    if game.is_over:
        return float(parts["total"])
    shell = shell_value(game)
    pl = game.seats[seat]
    value = parts["total"] - parts["shells"] + shell * pl.shells
    for space, owner in game.frame.items():
        if owner != seat:
            continue
        best = max((_tile_value(game, p, seat, shell) for p in LINES[space]
                    if not game.face_down[p] and not game.occupants[p]), default=0.0)
        value += 0.7 * max(best, 0.5)
    return value


def playout_move(game: Tropicalia, moves: list[str], rng: Rng) -> str:
    """The hard bot's playout policy: a sensible move, cheaply (no clone, no evaluation).

    Uniformly random playouts sell nothing, send workers home and pass on builds as often as
    they do anything useful, so ten random moves say little about a position. Here a worker
    goes to the tile of most value to it (items spent count against it), a market sells the
    sale worth most, and a seat that can build does; one move in four stays random.
    """
    if len(moves) == 1 or rng.below(4) == 0:
        return moves[rng.below(len(moves))]
    step = game.step
    if step == "sell":
        sales = game.sales()
        return max((m for m in moves if m in sales), key=lambda m: sales[m][1])
    if step == "build":
        builds = [m for m in moves if m.startswith("build")]
        return builds[rng.below(len(builds))] if builds else "pass"
    if step == "dest":
        return max(moves, key=lambda m: destination_value(game, m))
    return moves[rng.below(len(moves))]


def bot_moves(game: Tropicalia, moves: list[str]) -> list[str]:
    """The moves bots weigh: a fruit put back of one's own will only where it can pay, at a
    "fewest" market whose price it can raise (so many fruit held that a discard or more
    leaves the fewest, one at least to sell). Elsewhere such a discard only loses a point;
    the discards asked when over capacity are all kept."""
    if game.step == "discard":
        return moves
    return [m for m in moves if not m.startswith("discard ") or _discard_pays(game, m[8:])]


def _discard_pays(game: Tropicalia, fruit: str) -> bool:
    if game.step != "sell" or game.advanced[game.arrived] != "fewest5":
        return False
    f = FRUITS.index(fruit)
    held = game.seats[game.turn].fruit[f]
    fewest_other = min(pl.fruit[f] for s, pl in enumerate(game.seats) if s != game.turn)
    return held >= fewest_other >= 2


def destination_value(game: Tropicalia, move: str) -> float:
    """What a day move (``to b3 [surf] [cart]`` or ``home``) is worth to the seat moving, in
    the playout policy: the tile's value less half a point per item spent."""
    if move == "home":
        return 0.3
    words = move.split()
    return _tile_value(game, POS_INDEX[words[1]], game.turn, shell_value(game)) - 0.5 * (len(words) - 2)


#: What the bots know of this rule set (the registry loads it with the first bot move).
KNOWLEDGE = BotKnowledge(
    evaluate=evaluate, SCALE=SCALE, ROLLOUT_DEPTH=ROLLOUT_DEPTH,
    GREEDY_EXPANSION=GREEDY_EXPANSION, ROOT_PRIOR=ROOT_PRIOR, playout_move=playout_move,
    bot_moves=bot_moves)
