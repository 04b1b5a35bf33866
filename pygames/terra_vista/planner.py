"""How many lines a player still needs to finish: the hard bot's evaluation of Terra Vista.

The race is won by the first to bring all four horses to the goal line, one line a round, so
the natural measure of a map is the lines still missing. They are estimated greedily (a
Steiner-tree heuristic): take the cheapest connection a horse still needs (two markets of a
colour joined, or a fruit joined to any market), count the lines of its cheapest path,
pretend they are drawn, and repeat until every track's need is met. Lines shared by several
connections are counted once, which the nearness sum of :mod:`.ai` cannot see.

A missing line costs more the less often the game's dice allow its terrain pair: the odds
range from 1/18 (blue-blue, grey-grey) to 11/36 (green-yellow), so a plan through rare pairs
is a slow plan. Greedy bots judging by this estimate beat greedy bots judging by nearness
(``python -m pygames.arena``; the figures are in docs/bots.md).
"""

from __future__ import annotations

import heapq
from functools import cache

from .components import DICE, MAPS, TERRAINS
from .rules import TRACKS, Dice, TerraVista, pair_allowed


def _odds(ta: str, tb: str, dice: Dice = DICE) -> float:
    """The chance that one roll allows a line between terrains ``ta`` and ``tb``."""
    hits = sum(pair_allowed(ta, tb, (a, b), False) for a in dice[0] for b in dice[1])
    return hits / (len(dice[0]) * len(dice[1]))


@cache
def line_costs(dice: Dice) -> dict[tuple[str, str], float]:
    """A missing line's cost with these dice: 1 for a pair they allow one roll in nine (the
    typical odds), half a line more or less by rarity, between 0.75 and 2.5 (a pair only an
    extreme round allows)."""
    return {
        (ta, tb): 0.5 + 0.5 * min(4.0, max(0.5, 1 / (9 * p) if p else 4.0))
        for ta in TERRAINS for tb in TERRAINS for p in (_odds(ta, tb, dice),)
    }


#: The line costs with the current dice.
LINE_COST: dict[tuple[str, str], float] = line_costs(DICE)
UNREACHABLE = 40.0  # per step a track can no longer get (no path left on the map)


@cache
def _neighbours(map_id: int, unit: bool, dice: Dice = DICE
                ) -> tuple[tuple[tuple[int, int, float], ...], ...]:
    """Per space of map ``map_id``: (other space, line index, the line's cost if missing:
    :func:`line_costs` of ``dice``, or 1 with ``unit``)."""
    m = MAPS[map_id]
    costs = line_costs(dice)
    out: list[list[tuple[int, int, float]]] = [[] for _ in m.terrain]
    for k, (a, b) in enumerate(m.edges):
        cost = 1.0 if unit else costs[(m.terrain[a], m.terrain[b])]
        out[a].append((b, k, cost))
        out[b].append((a, k, cost))
    return tuple(tuple(n) for n in out)


def cheapest_paths(map_id: int, drawn: set[int], sources: set[int], unit: bool = False,
                   dice: Dice = DICE) -> tuple[dict[int, float], dict[int, tuple[int, int]]]:
    """Dijkstra from ``sources``: drawn lines are free, missing ones cost what
    :func:`line_costs` gives for ``dice`` (or 1 each with ``unit``: plain line counts, the
    quick evaluation's nearness).
    Returns the cost to every reached space and the (previous space, line) it came by."""
    links = _neighbours(map_id, unit, dice)
    cost = dict.fromkeys(sources, 0.0)
    came: dict[int, tuple[int, int]] = {}
    heap = [(0.0, s) for s in sources]
    heapq.heapify(heap)
    far = float("inf")
    while heap:
        d, s = heapq.heappop(heap)
        if d > cost[s]:
            continue
        for other, k, price in links[s]:
            step = d if k in drawn else d + price
            if step < cost.get(other, far):
                cost[other] = step
                came[other] = (s, k)
                heapq.heappush(heap, (step, other))
    return cost, came


def lines_to_finish(game: TerraVista, seat: int) -> float:
    """The estimated (odds-weighted) lines ``seat`` still has to draw to finish."""
    m = game.map_of(seat)
    board = game.board
    need = [max(0, board.goal_steps(t) - game.horses[seat][t]) for t in range(len(TRACKS))]
    drawn = set(game.lines[seat])
    markets = [c for c in range(len(m.markets)) if c not in game.scored_markets[seat]]
    fruits = [(s, t) for s, t in m.fruits if s not in game.scored_fruits[seat]]
    total = 0.0
    while any(need):
        best: tuple[float, int, int, dict[int, tuple[int, int]], set[int], int] | None = None
        if need[0] > 0:
            for colour in markets:
                x, y = m.markets[colour]
                cost, came = cheapest_paths(game.map_ids[seat], drawn, {x}, dice=game.DICE)
                if y in cost and (best is None or cost[y] < best[0]):
                    best = (cost[y], 0, colour, came, {x}, y)
        if any(need[1:]):
            sources = set(m.market_spaces)
            cost, came = cheapest_paths(game.map_ids[seat], drawn, sources, dice=game.DICE)
            for space, track in fruits:
                if need[track] > 0 and space in cost and (best is None or cost[space] < best[0]):
                    best = (cost[space], track, space, came, sources, space)
        if best is None:
            return total + UNREACHABLE * sum(need)
        value, track, what, came, sources, at = best
        total += value
        while at not in sources:  # the path's lines count as drawn from now on
            at, line = came[at]
            drawn.add(line)
        need[track] -= 1
        if track == 0:
            markets.remove(what)
        else:
            fruits.remove((what, track))
    return total
