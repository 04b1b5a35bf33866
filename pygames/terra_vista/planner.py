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
import math
from collections.abc import Iterable
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


_FAR = float("inf")
_Links = tuple[tuple[tuple[int, int, float], ...], ...]
#: A search's result: the cost to every space, and the space and line each came by (-1 none).
_Tree = tuple[list[float], list[int], list[int]]


def _search(links: _Links, free: list[bool], sources: Iterable[int], targets: set[int],
            bound: float, nearest: bool = False) -> _Tree:
    """:func:`cheapest_paths`, stopped as soon as every target is settled or the nearest open
    space costs more than ``bound`` (lowered to the first target's cost with ``nearest``).
    It settles spaces in the same (cost, space) order and improves a cost only when strictly
    lower, so every target within the bound gets the same cost and path."""
    cost = [_FAR] * len(links)
    prev = [-1] * len(links)
    via = [-1] * len(links)
    heap = []
    for s in sources:
        cost[s] = 0.0
        heap.append((0.0, s))
    heapq.heapify(heap)
    left = len(targets)
    pop, push = heapq.heappop, heapq.heappush
    while heap:
        d, s = pop(heap)
        if d > bound:
            break
        if d > cost[s]:
            continue
        if s in targets:
            left -= 1
            if not left:
                break
            if nearest:
                bound = d
        for other, k, price in links[s]:
            step = d if free[k] else d + price
            if step < cost[other]:
                cost[other] = step
                prev[other] = s
                via[other] = k
                push(heap, (step, other))
    return cost, prev, via


#: The cheapest connection found: its cost, track, market colour or fruit space, the search
#: it came from, that search's sources and the space its path ends at.
_Best = tuple[float, int, int, _Tree, set[int], int]


def _cheapest_need(links: _Links, free: list[bool], need: list[int],
                   markets: list[tuple[int, int, int]], fruits: list[tuple[int, int]],
                   market_spaces: set[int]) -> _Best | None:
    """The cheapest connection a horse still needs, the first in order among equals (markets
    by colour, then fruits), as the plain searches of every market and fruit would find it.
    The nearest fruit is found first: no market dearer than it needs its search finished."""
    wanted = {space for space, track in fruits if need[track] > 0}
    nearest, fruit_tree = _FAR, None
    if wanted:
        fruit_tree = _search(links, free, market_spaces, wanted, _FAR, nearest=True)
        nearest = min(fruit_tree[0][space] for space in wanted)
    best: _Best | None = None
    if need[0] > 0:
        for colour, x, y in markets:  # a later market must be strictly cheaper to win
            limit = nearest if best is None else min(nearest, math.nextafter(best[0], -_FAR))
            tree = _search(links, free, (x,), {y}, limit)
            if tree[0][y] <= limit and tree[0][y] < _FAR:
                best = (tree[0][y], 0, colour, tree, {x}, y)
    if fruit_tree is None or nearest == _FAR or (best is not None and best[0] <= nearest):
        return best
    space, track = next(f for f in fruits if need[f[1]] > 0 and fruit_tree[0][f[0]] == nearest)
    return (nearest, track, space, fruit_tree, market_spaces, space)


#: A greedy step already taken from the same state (the lines drawn or pretended, the
#: connections still wanted): its cost, track, market colour or fruit space and its path's
#: lines. Positions a search compares share most of their greedy steps.
_STEPS: dict[tuple[object, ...], tuple[float, int, int, tuple[int, ...]] | None] = {}


def clear_cache() -> None:
    """Forget the greedy steps taken (a benchmark times decisions from a cold cache)."""
    _STEPS.clear()


def _step(links: _Links, free: list[bool], drawn: int, need: list[int],
          markets: list[tuple[int, int, int]], fruits: list[tuple[int, int]],
          market_spaces: set[int]) -> tuple[float, int, int, tuple[int, ...]] | None:
    """The cheapest connection still needed and its path's lines (cached by ``drawn``, the
    lines as a bit set, and what is still wanted)."""
    wanted = tuple(f for f in fruits if need[f[1]] > 0)
    key = (id(links), drawn, tuple(markets) if need[0] > 0 else (), wanted)
    if key in _STEPS:
        return _STEPS[key]
    best = _cheapest_need(links, free, need, markets, fruits, market_spaces)
    found = None
    if best is not None:
        value, track, what, (_, prev, via), sources, at = best
        path = []
        while at not in sources:
            path.append(via[at])
            at = prev[at]
        found = (value, track, what, tuple(path))
    if len(_STEPS) > 200_000:
        _STEPS.clear()
    _STEPS[key] = found
    return found


def lines_to_finish(game: TerraVista, seat: int) -> float:
    """The estimated (odds-weighted) lines ``seat`` still has to draw to finish."""
    m = game.map_of(seat)
    board = game.board
    need = [max(0, board.goal_steps(t) - game.horses[seat][t]) for t in range(len(TRACKS))]
    links = _neighbours(game.map_ids[seat], False, game.DICE)
    free = [False] * len(m.edges)
    drawn = 0
    for line in game.lines[seat]:
        free[line] = True
        drawn |= 1 << line
    markets = [(c, *m.markets[c]) for c in range(len(m.markets))
               if c not in game.scored_markets[seat]]
    fruits = [(s, t) for s, t in m.fruits if s not in game.scored_fruits[seat]]
    market_spaces = set(m.market_spaces)
    total = 0.0
    while any(need):
        found = _step(links, free, drawn, need, markets, fruits, market_spaces)
        if found is None:
            return total + UNREACHABLE * sum(need)
        value, track, what, path = found
        total += value
        for line in path:  # the path's lines count as drawn from now on
            free[line] = True
            drawn |= 1 << line
        need[track] -= 1
        if track == 0:
            markets = [c for c in markets if c[0] != what]
        else:
            fruits.remove((what, track))
    return total
