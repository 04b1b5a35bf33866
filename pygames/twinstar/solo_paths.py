"""What the solo bot (``solo.py``) reads of the valley and the board: the network an
orchard's roads reach, the sites and their markets, the cheapest chains of pieces between
hexes (new pieces first, then human pieces passed), the free squares next to its discs;
and the pieces it puts down. Chains are kept with the network, what depends on the valley
alone with the valley."""

from __future__ import annotations

import heapq
from collections.abc import Iterator
from typing import Any

from . import hexes
from .board_bits import singles
from .components import LAKE, PLAINS, SITE
from .fruits import FruitsTwinStar
from .hexes import Hex
from .turn import Square

BOT, HUMAN = 1, 0


def network(game: FruitsTwinStar, start: Hex) -> frozenset[Hex]:
    """Route-piece hexes connected to ``start`` (an orchard or market hex) through pieces."""
    return game.network_index().region(start)


def next_to(region: frozenset[Hex], h: Hex) -> bool:
    """Whether hex ``h`` lies next to a hex of ``region``: with an orchard's network
    (``network``), whether something on ``h`` is linked to the orchard."""
    return any(nb in region for nb in hexes.neighbours(h))


def site_hexes(game: FruitsTwinStar) -> dict[int, list[Hex]]:
    """Each site's hexes by name, the sites in order (the valley's: made once, kept with
    the valley; read only)."""
    def make() -> dict[int, list[Hex]]:
        out: dict[int, list[Hex]] = {}
        for h in sorted(game.site_of, key=lambda h: game.names[h]):
            out.setdefault(game.site_of[h], []).append(h)
        return dict(sorted(out.items()))

    return game.valley_fact("site hexes", make)


def _site_markets(game: FruitsTwinStar) -> dict[int, Hex]:
    """The market on each site that has one (kept while the factories stand)."""
    def make() -> dict[int, Hex]:
        out: dict[int, Hex] = {}
        for f in game.factories:
            site = game.site_of.get(f)
            if site is not None:
                out.setdefault(site, f)
        return out

    return game.factory_fact("site markets", make)


def _buildable(game: FruitsTwinStar, h: Hex) -> bool:
    return h not in game.pieces and game.terrain.get(h) in (PLAINS, LAKE)


def _matching(game: FruitsTwinStar, spec: str, orchard: Hex) -> int:
    return sum(g in spec for g in game.mines[orchard])


Chain = tuple[tuple[int, int], list[Hex], Hex, Hex]


def shortest_chain(game: FruitsTwinStar, starts: list[Hex], goals: set[Hex],
              blocked_owner: int | None = None) -> Chain | None:
    """Cheapest chain of hexes from next to a start hex to next to a goal hex: cost is
    (new pieces needed, human pieces used); pieces of ``blocked_owner`` are impassable.
    Returns (cost, chain, start, goal)."""
    ordered = sorted(goals, key=lambda x: game.names[x])
    for cost, chain, s, h in _settled(game, starts, blocked_owner):
        for g in ordered:
            if hexes.is_adjacent(h, g):
                return cost, _chain_hexes(game, chain), s, g
    return None


def _cheapest_each(game: FruitsTwinStar, starts: list[Hex], goals: list[Hex],
                   bound: int | None = None) -> dict[Hex, Chain]:
    """shortest_chain to each goal on its own, of those that need the fewest new pieces (at least
    one) and, with ``bound``, no more than that many: a chain needing more cannot be the
    bot's choice, which weighs new pieces first. One search for all of them, stopping past
    those chains (the cheapest chains come first, so the ones it finds are the ones the
    whole search finds); the same network gives the same chains, so they are kept with it."""
    def make() -> dict[Hex, Chain]:
        left = set(goals)
        found: dict[Hex, Chain] = {}
        most = bound
        for cost, chain, s, h in _settled(game, starts, None):
            if most is not None and cost[0] > most:
                break
            for g in [g for g in hexes.neighbours(h) if g in left]:
                found[g] = (cost, _chain_hexes(game, chain), s, g)
                left.discard(g)
                if cost[0] > 0:
                    most = cost[0]
            if not left:
                break
        return found

    return dict(game.network_fact(("cheapest chains", tuple(starts), tuple(goals), bound),
                                  make))


def _name_ranks(game: FruitsTwinStar) -> tuple[dict[Hex, bytes], list[Hex]]:
    """Each hex's place in name order as one byte, and the hexes in that order (kept with
    the valley; a valley has fewer than 256 hexes): chains written as those bytes compare
    as the names along them do."""
    def make() -> tuple[dict[Hex, bytes], list[Hex]]:
        ordered = sorted(game.names, key=game.names.__getitem__)
        assert len(ordered) < 256
        return {h: bytes((i,)) for i, h in enumerate(ordered)}, ordered

    return game.valley_fact("name ranks", make)


def _chain_hexes(game: FruitsTwinStar, chain: bytes) -> list[Hex]:
    """The hexes of a chain written as their places in name order."""
    ordered = _name_ranks(game)[1]
    return [ordered[i] for i in chain]


#: A chain's cost as one number while searching: new pieces times this plus the human
#: pieces passed (a valley has far fewer hexes), so the numbers order as the pairs do.
_NEW_PIECE = 1 << 16


def _settled(game: FruitsTwinStar, starts: list[Hex], blocked_owner: int | None
             ) -> Iterator[tuple[tuple[int, int], bytes, Hex, Hex]]:
    """Dijkstra from next to the start hexes: each hex reached, cheapest first (ties by the
    names along the chain), with its cost (new pieces, human pieces passed), chain (its
    hexes' places in name order: see _chain_hexes) and start."""
    rank = _name_ranks(game)[0]
    neighbours = hexes.neighbours
    push, pop = heapq.heappush, heapq.heappop
    steps: dict[Hex, int | None] = {}  # each hex's step cost, made on first use

    heap: list[tuple[int, bytes, Hex, Hex]] = []
    for s in starts:
        for nb in neighbours(s):
            step = steps[nb] = _step(game, nb, blocked_owner)
            if step is not None:
                push(heap, (step, rank[nb], nb, s))
    best: set[Hex] = set()
    while heap:
        cost, chain, h, s = pop(heap)
        if h in best:
            continue
        best.add(h)
        yield divmod(cost, _NEW_PIECE), chain, s, h
        for nb in neighbours(h):
            if nb in best:
                continue
            step = steps[nb] if nb in steps else steps.setdefault(
                nb, _step(game, nb, blocked_owner))
            if step is not None:
                push(heap, (cost + step, chain + rank[nb], nb, s))


def _step(game: FruitsTwinStar, h: Hex, blocked_owner: int | None) -> int | None:
    """The cost of a chain's step onto h (see _NEW_PIECE); None where no chain goes."""
    owners = game.pieces.get(h)
    if owners:
        if blocked_owner is not None and blocked_owner in owners:
            return None
        return 1 if HUMAN in owners else 0
    if _buildable(game, h):
        return _NEW_PIECE
    return None


def orchard_pref(game: FruitsTwinStar, orchard: Hex) -> int:
    """Fruits matching the bot's markets minus those matching the human's markets."""
    score = 0
    for f in game.factories.values():
        n = _matching(game, f.spec, orchard)
        score += n if f.owner == BOT else -n
    return score


def valley_centre(game: FruitsTwinStar) -> tuple[float, float]:
    xs = [hexes.pixel(x, 1.0) for x in game.terrain]
    return sum(p[0] for p in xs) / len(xs), sum(p[1] for p in xs) / len(xs)


def centre_distance(centre: tuple[float, float], h: Hex) -> float:
    x, y = hexes.pixel(h, 1.0)
    return round((x - centre[0]) ** 2 + (y - centre[1]) ** 2, 6)


def _human_detour(game: FruitsTwinStar, a: list[Hex], b: set[Hex]) -> int:
    """New pieces the human needs to link a and b without touching the bot's pieces."""
    found = shortest_chain(game, a, b, blocked_owner=BOT)
    return 99 if found is None else found[0][0]


def _nearest_goal(game: FruitsTwinStar, ends: list[Hex]) -> list[Hex]:
    goals = [h for h in game.terrain if game.terrain[h] == SITE and h not in game.factories]
    goals += list(game.mines)

    def d(h: Hex) -> int:
        return min((hexes.distance(h, g) for g in goals), default=0)

    return sorted(ends, key=lambda h: (d(h), game.names[h]))


# ---------------------------------------------------------------------- the action board


def _centre_d(game: FruitsTwinStar, rc: Square) -> float:
    c = (game.size - 1) / 2
    return (rc[0] - c) ** 2 + (rc[1] - c) ** 2


def free_near_bot(game: FruitsTwinStar) -> int:
    """The free squares next to a bot disc, as a bit set of the board's squares."""
    bits = game.shape.bits
    occupied = bits.mask(game.board)
    tops = game.top_bits(BOT)
    return ~occupied & bits.orth(tops)


def adjacent_spots(game: FruitsTwinStar, kind: str, free_near: int | None = None
                   ) -> list[Square]:
    """The free squares of an action next to a bot disc, nearest the centre first
    (``free_near``: free_near_bot, when known)."""
    if free_near is None:
        free_near = free_near_bot(game)
    spots = game.shape.bits.squares_of(game.shape.kind_bits.get(kind, 0) & free_near)
    return sorted(spots, key=lambda rc: (_centre_d(game, rc), rc))


def square_makers(game: FruitsTwinStar, squares: int) -> int:
    """Those of the given free squares (a bit set) where a bot disc would complete a 2x2
    of bot discs."""
    bits = game.shape.bits
    own = game.top_bits(BOT)
    out = 0
    for low in singles(squares):
        if bits.blocks(own | low) & low:
            out |= low
    return out


# ---------------------------------------------------------------------- building and growing


def _orchard_links(game: FruitsTwinStar, orchards: list[Hex]
                   ) -> tuple[dict[Hex, frozenset[Hex]], frozenset[Hex]]:
    """Per orchard, the hexes next to its network (what stands there is linked to it:
    ``next_to``), and those of all orchards together."""
    by_region: dict[frozenset[Hex], frozenset[Hex]] = {}  # orchards often share one
    links = {}
    for o in orchards:
        region = network(game, o)
        found = by_region.get(region)
        if found is None:
            found = by_region[region] = frozenset(nb for h in region
                                                  for nb in hexes.neighbours(h))
        links[o] = found
    return links, frozenset().union(*by_region.values())


def _place_blocking(game: FruitsTwinStar, todo: list[Hex], a: list[Hex], b: set[Hex],
                    limit: int) -> list[Hex]:
    """Place up to ``limit`` of the path's missing pieces, preferring the hexes that force
    the human into the longest detour (the rulebook's bridge/mountain example)."""
    placed = []
    for _ in range(min(limit, game.roads_left[BOT])):
        if not todo:
            break
        scored = []
        for h in todo:
            game.pieces[h] = [BOT]
            scored.append((-_human_detour(game, a, b), todo.index(h), h))
            del game.pieces[h]
        scored.sort()
        h = scored[0][2]
        todo.remove(h)
        _put_piece(game, h)
        placed.append(h)
    return placed


def _put_piece(game: FruitsTwinStar, h: Hex) -> None:
    game.pieces[h] = [BOT]
    game.roads_left[BOT] -= 1
    game.network_changed()


def _orchard_rank(game: FruitsTwinStar, o: Hex) -> tuple[Any, ...]:
    net = network(game, o)
    bot_pieces = sum(1 for h in net if BOT in game.pieces[h])
    bot_markets = [f for f, v in game.factories.items() if v.owner == BOT]
    reached = any(any(nb in net for nb in hexes.neighbours(f)) for f in bot_markets)
    dist = min((hexes.distance(o, f) for f in bot_markets), default=99)
    return (-bot_pieces, 0 if reached else 1, dist if not reached else 0, game.names[o])
