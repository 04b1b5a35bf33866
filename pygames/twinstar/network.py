"""Routes through the valley's road network.

A movement goes from a mine (orchard) to a factory (market) along a simple path of road
hexes: each road piece is used at most once per movement, and a crossroad hex counts the
pieces of both its colours. The mover draws the route hex by hex (``route_steps``: the next
hexes that can still lead on to the factory, ``finish_exists``: whether a route so far can
end in a usable one), so every simple path is a route a player can take, exactly as the
rulebook allows, at the cost of a few small searches per step.

Listing every distinct route *outcome* (the pieces it passes per seat) is a search over
simple paths, exponential in dense networks; it serves as suggestions — the routes a player
can take in one tap and the bots weigh — within a budget of expansions
(``route_outcomes``). Where it finishes (every network of ordinary play) it is exact:
it offers each outcome that differs in anything a rule or contract counts, with one example
path for the map:

* what it can carry (own pieces in the gem edition, every piece in the fruit edition, up to
  the most a mine holds), own pieces passed, rival pieces passed and all pieces passed (each
  up to the largest number a contract asks for: :class:`Counted`), and
* how many pieces of each rival it passes (what each rival is paid).

An outcome is left out only when another carries and counts at least as much in every
respect and passes no more pieces of any rival: it would cost more and give nothing more.

The search is a depth-first walk over simple paths that cuts a partial path only when no
way of finishing it (bounded by the pieces still reachable without revisiting a hex) can
give an outcome that the outcomes already found do not dominate. Results depend only on the
network, so they are kept per network in a small cache shared by every game and clone (a
bot's search asks for the same network many times).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from operator import le
from typing import Any

from .board_bits import spread
from .hexes import Hex, distance, neighbours

#: Who has a piece on each road hex (a crossroad: two seats): the game's lists or the
#: network index's tuples, only read.
RoadPieces = Mapping[Hex, Sequence[int]]


@dataclass(frozen=True)
class Route:
    """One route option: the pieces passed per seat and an example path (mine side first)."""

    factory: Hex
    counts: tuple[int, ...]
    path: tuple[Hex, ...]

    def own(self, seat: int) -> int:
        return self.counts[seat]

    def rivals(self, seat: int) -> int:
        return sum(self.counts) - self.counts[seat]


@dataclass(frozen=True)
class Counted:
    """What an edition's rules and contracts count about a route, and up to how many.

    ``capacity_all``: the carrying capacity counts every piece of the route (fruit edition)
    instead of the mover's own pieces (gem edition). ``items``: the most a mine holds, so the
    most a movement can carry. ``own``/``rivals``/``total``: the largest own-piece,
    rival-piece and all-piece counts a contract asks for (0: nothing counts it).
    """

    capacity_all: bool
    items: int
    own: int
    rivals: int
    total: int

    def features(self, counts: tuple[int, ...] | list[int], me: int) -> tuple[int, int, int, int]:
        """The counted values of a route for the mover ``me`` (more is better in each)."""
        own = counts[me]
        total = sum(counts)
        return self.features_of(total if self.capacity_all else own, own, total)

    def features_of(self, capacity: int, own: int, total: int) -> tuple[int, int, int, int]:
        """The counted values of a route's carrying capacity, own pieces and all pieces
        (each capped where nothing counts more)."""
        items, most_own, rivals, most_total = self.items, self.own, self.rivals, self.total
        return (capacity if capacity < items else items, own if own < most_own else most_own,
                total - own if total - own < rivals else rivals,
                total if total < most_total else most_total)


    @classmethod
    def by_contracts(cls, contracts: Iterable[Any], capacity_all: bool, items: int,
                     total: int) -> Counted:
        """What an edition counts: its contracts' largest own- and rival-piece goals."""
        cards = list(contracts)

        def largest(goal: str) -> int:
            return max((int(c.param) for c in cards if c.goal == goal), default=0)

        return cls(capacity_all, items, largest("own_pass"), largest("rival_pass"), total)


Outcome = tuple[tuple[int, int, int, int], tuple[int, ...]]


def _dominates(a: Outcome, b: Outcome) -> bool:
    """Whether outcome a is at least as good as b in every respect."""
    (a0, a1, a2, a3), rivals_a = a  # the four counted features (Counted.features)
    (b0, b1, b2, b3), rivals_b = b
    return a0 >= b0 and a1 >= b1 and a2 >= b2 and a3 >= b3 and all(map(le, rivals_a, rivals_b))


class _Search:
    """One search for one mover from a mine, or on from a route drawn so far (``prefix``);
    ``budget``: the most partial paths it extends (None: no limit, the search is exact)."""

    def __init__(self, mine: Hex, pieces: RoadPieces, factories: Iterable[Hex],
                 seats: int, me: int, counted: Counted, budget: int | None = None,
                 prefix: tuple[Hex, ...] = (), region: Iterable[Hex] | None = None) -> None:
        fac = set(factories)
        start = prefix[-1] if prefix else mine
        allowed = {h: o for h, o in pieces.items() if h not in prefix} if prefix else pieces
        nodes = _useful(start, allowed, fac, None if prefix else region)
        self.index = {h: i for i, h in enumerate(nodes)}
        self.nodes = nodes
        self.owners = [tuple(pieces[h]) for h in nodes]
        # cheap hexes nearest a factory first: strong outcomes early make the bound cut
        # sooner, and a search cut short by its budget has found the cheap routes
        index = self.index
        rank = [(len(owners) - (me in owners), min([distance(h, f) for f in fac], default=0), i)
                for i, (h, owners) in enumerate(zip(nodes, self.owners, strict=True))]
        self.adj = [sorted((index[n] for n in neighbours(h) if n in index), key=rank.__getitem__)
                    for h in nodes]
        self.facs = [tuple(sorted(f for f in neighbours(h) if f in fac)) for h in nodes]
        self.starts = [self.index[n] for n in neighbours(start) if n in self.index]
        self.seats, self.me, self.counted = seats, me, counted
        self.rival_seats = tuple(q for q in range(seats) if q != me)
        self.found: dict[Hex, list[tuple[Outcome, tuple[int, ...], tuple[Hex, ...]]]] = {}
        self.counts = [0] * seats
        for h in prefix:
            for o in pieces[h]:
                self.counts[o] += 1
        self.prefix = prefix
        self.end_factories = tuple(sorted(f for f in neighbours(start) if f in fac)) \
            if prefix else ()
        self.path: list[int] = []
        self.left = budget
        self.complete = True
        # bit sets (bit i: node i): the nodes visited, and for the bound the nodes next to
        # each node (``adj`` lists them in the order they are tried), per seat the nodes
        # holding its pieces (one set per piece of it on a hex), and per factory the nodes
        # next to it
        self.adj_bits = [sum(1 << j for j in a) for a in self.adj]
        self.visited_bits = 0
        self.seat_bits = [0] * seats
        self.more_bits: list[tuple[int, int]] = []  # (seat, node): a seat twice on a hex
        for i, owners in enumerate(self.owners):
            for k, q in enumerate(owners):
                if q in owners[:k]:
                    self.more_bits.append((q, 1 << i))
                else:
                    self.seat_bits[q] |= 1 << i
        touching: dict[Hex, int] = {}
        for i, near_facs in enumerate(self.facs):
            for f in near_facs:
                touching[f] = touching.get(f, 0) | 1 << i
        self.factory_bits = sorted(touching.items())

    def run(self) -> dict[Hex, list[Route]]:
        for f in self.end_factories:  # the route drawn so far already ends here
            self._record(f)
        for s in self.starts:
            self._enter(s)
        out: dict[Hex, list[Route]] = {}
        for f, kept in sorted(self.found.items()):
            routes = [Route(f, counts, path) for _, counts, path in kept]
            routes.sort(key=lambda r: (-self.counted.features(r.counts, self.me)[0],
                                       r.rivals(self.me), -r.counts[self.me], r.counts, r.path))
            out[f] = routes
        return out

    def _outcome(self, counts: list[int]) -> Outcome:
        return (self.counted.features(counts, self.me),
                tuple([counts[q] for q in self.rival_seats]))

    def _record(self, factory: Hex, outcome: Outcome | None = None) -> None:
        if outcome is None:
            outcome = self._outcome(self.counts)
        kept = self.found.setdefault(factory, [])
        for o, _, _ in kept:
            if _dominates(o, outcome):
                return
        kept[:] = [k for k in kept if not _dominates(outcome, k[0])]
        kept.append((outcome, tuple(self.counts),
                     self.prefix + tuple([self.nodes[i] for i in self.path])))

    def _hopeless(self, here: int) -> bool:
        """Whether no way of finishing the current path can add an undominated outcome:
        the best any finish could count (every piece still reachable added) is dominated at
        every factory it could reach, its rival counts being at least today's."""
        # the nodes reachable from here without revisiting one: a breadth-first spread
        seen = spread(self.adj_bits, self.adj_bits[here], self.visited_bits)
        ends = seen | 1 << here
        reachable = [f for f, bits in self.factory_bits if bits & ends]
        if not reachable:
            return True
        found = self.found
        for f in reachable:
            if not found.get(f):  # nothing kept there yet: any finish there is new
                return False
        extra = [(seen & bits).bit_count() for bits in self.seat_bits]
        for q, bit in self.more_bits:
            extra[q] += (seen & bit).bit_count()
        # the best any finish could count: every piece still reachable added, the rivals'
        # pieces only to what is counted of them (the rival counts stay today's)
        counts, me, counted = self.counts, self.me, self.counted
        own = counts[me] + extra[me]
        total = sum(counts) + sum(extra)
        capacity = total if counted.capacity_all else own
        bound = counted.features_of(capacity, own, total), \
            tuple([counts[q] for q in self.rival_seats])
        for f in reachable:  # hopeless: at every factory in reach a kept outcome dominates
            for o, _, _ in found.get(f, ()):
                if _dominates(o, bound):
                    break
            else:
                return False
        return True

    def _enter(self, i: int) -> None:
        if self.left is not None:
            if self.left <= 0:
                self.complete = False
                return
            self.left -= 1
        self.visited_bits |= 1 << i
        self.path.append(i)
        for o in self.owners[i]:
            self.counts[o] += 1
        if self.facs[i]:
            outcome = self._outcome(self.counts)
            for f in self.facs[i]:
                self._record(f, outcome)
        if self.adj_bits[i] & ~self.visited_bits and not self._hopeless(i):
            for j in self.adj[i]:
                if not self.visited_bits >> j & 1:
                    self._enter(j)
        for o in self.owners[i]:
            self.counts[o] -= 1
        self.path.pop()
        self.visited_bits &= ~(1 << i)


def road_region(start: Hex, pieces: RoadPieces) -> set[Hex]:
    """The road hexes linked to hex ``start`` (a mine, say) through road hexes."""
    seen = {n for n in neighbours(start) if n in pieces}
    stack = list(seen)
    while stack:
        for n in neighbours(stack.pop()):
            if n in pieces and n not in seen:
                seen.add(n)
                stack.append(n)
    return seen


def _useful(mine: Hex, pieces: RoadPieces, factories: set[Hex],
            region: Iterable[Hex] | None = None) -> list[Hex]:
    """The road hexes that can lie on a route from ``mine``: connected to it (its
    ``region``, when known), and not a dead end (a hex with at most one way on, that is not
    next to a factory, is never passed)."""
    start = [n for n in neighbours(mine) if n in pieces]
    seen = road_region(mine, pieces) if region is None else set(region)
    degree = {h: sum(n in seen for n in neighbours(h)) + (1 if h in start else 0)
              for h in seen}
    stack = [h for h in seen if degree[h] <= 1 and not any(f in factories for f in neighbours(h))]
    while stack:
        h = stack.pop()
        if h not in seen:
            continue
        seen.discard(h)
        for n in neighbours(h):
            if n in seen:
                degree[n] -= 1
                if degree[n] <= 1 and not any(f in factories for f in neighbours(n)):
                    stack.append(n)
    return sorted(seen)


def route_outcomes(mine: Hex, pieces: RoadPieces, factories: Iterable[Hex],
                   seats: int, me: int, counted: Counted, budget: int | None = None,
                   prefix: tuple[Hex, ...] = (), region: Iterable[Hex] | None = None
                   ) -> tuple[dict[Hex, list[Route]], bool]:
    """Per factory reachable from ``mine`` (on from the route ``prefix`` drawn so far), the
    route options of seat ``me``, best carrying capacity first, then fewest rival pieces,
    then most own pieces; and whether the search finished within ``budget`` (then the
    options are every undominated outcome). ``region``: the mine's (road_region), when
    known."""
    search = _Search(mine, pieces, factories, seats, me, counted, budget, prefix, region)
    found = search.run()
    return found, search.complete


def shortest_route(mine: Hex, factory: Hex, pieces: RoadPieces,
                   seats: int, prefix: tuple[Hex, ...] = ()) -> Route | None:
    """A route from ``mine`` to ``factory`` (on from the route ``prefix`` drawn so far) with
    the fewest hexes, the first a breadth-first walk finds; None when there is none. Any
    such simple path is a route a mover may take: one to try before searching them all."""
    if prefix and factory in neighbours(prefix[-1]):
        chain: tuple[Hex, ...] = prefix
    else:
        used = set(prefix)
        parent: dict[Hex, Hex | None] = {}
        frontier = []
        for n in neighbours(prefix[-1] if prefix else mine):
            if n in pieces and n not in used and n not in parent:
                parent[n] = None
                frontier.append(n)
        end = None
        while frontier and end is None:
            nxt = []
            for h in frontier:
                if factory in neighbours(h):
                    end = h
                    break
                for n in neighbours(h):
                    if n in pieces and n not in used and n not in parent:
                        parent[n] = h
                        nxt.append(n)
            frontier = nxt
        if end is None:
            return None
        back = [end]
        while (up := parent[back[-1]]) is not None:
            back.append(up)
        chain = prefix + tuple(reversed(back))
    counts = [0] * seats
    for h in chain:
        for o in pieces[h]:
            counts[o] += 1
    return Route(factory, tuple(counts), chain)


def route_steps(mine: Hex, factory: Hex, pieces: RoadPieces,
                path: tuple[Hex, ...]) -> list[Hex]:
    """The hexes a route drawn so far (``path``, mine side first) can go on to: road hexes
    next to its end, not on it yet, from which the factory can still be reached."""
    end = path[-1] if path else mine
    used = set(path)
    out = []
    for h in neighbours(end):
        if h in pieces and h not in used and _leads_to(h, factory, pieces, used):
            out.append(h)
    return sorted(out)


def _leads_to(start: Hex, factory: Hex, pieces: RoadPieces, used: set[Hex]) -> bool:
    """Whether a road from ``start`` can reach a hex next to ``factory`` avoiding ``used``."""
    seen = {start}
    stack = [start]
    while stack:
        h = stack.pop()
        if factory in neighbours(h):
            return True
        for n in neighbours(h):
            if n in pieces and n not in used and n not in seen:
                seen.add(n)
                stack.append(n)
    return False


def finish_exists(mine: Hex, factory: Hex, pieces: RoadPieces, seats: int,
                  path: tuple[Hex, ...], usable: Callable[[tuple[int, ...]], bool],
                  hopeless: Callable[[tuple[int, ...], tuple[int, ...]], bool],
                  me: int = 0) -> bool:
    """Whether the route drawn so far can be finished (itself or longer) into a route at
    ``factory`` that ``usable`` accepts (its per-seat piece counts).

    ``hopeless(counts, reachable)`` may cut a partial route: True when no route going on from
    it can be usable, given its counts and the pieces per seat still reachable (both only
    grow as a route goes on). Depth first, trying the mover's (``me``) pieces and the hexes
    nearest the factory first, and stopping at the first usable finish.
    """
    near = {h: distance(h, factory) for h in pieces}
    adj = {h: sorted((n for n in neighbours(h) if n in pieces),
                     key=lambda n: (len(pieces[n]) - (me in pieces[n]), near[n], n))
           for h in pieces}
    goal = {n for n in neighbours(factory) if n in pieces}
    counts = [0] * seats
    for h in path:
        for o in pieces[h]:
            counts[o] += 1
    used = set(path)

    def walk(end: Hex | None) -> bool:
        if end is not None and end in goal and usable(tuple(counts)):
            return True
        start = adj[end] if end is not None else sorted(
            (n for n in neighbours(mine) if n in pieces),
            key=lambda n: (len(pieces[n]) - (me in pieces[n]), near[n], n))
        # what is still reachable without a piece used twice, and whether the factory is
        extra = [0] * seats
        seen = {n for n in start if n not in used}
        stack = list(seen)
        found = False
        while stack:
            h = stack.pop()
            found = found or h in goal
            for o in pieces[h]:
                extra[o] += 1
            for n in adj[h]:
                if n not in used and n not in seen:
                    seen.add(n)
                    stack.append(n)
        if not found or hopeless(tuple(counts), tuple(extra)):
            return False
        for h in start:
            if h in used:
                continue
            used.add(h)
            for o in pieces[h]:
                counts[o] += 1
            ok = walk(h)
            for o in pieces[h]:
                counts[o] -= 1
            used.discard(h)
            if ok:
                return True
        return False

    return walk(path[-1] if path else None)


def all_outcomes(mine: Hex, pieces: RoadPieces, factories: Iterable[Hex],
                 seats: int) -> dict[Hex, set[tuple[int, ...]]]:
    """Every per-seat count of every simple route (exponential: the reference the tests
    check :func:`route_outcomes` against on small networks)."""
    fac = set(factories)
    found: dict[Hex, set[tuple[int, ...]]] = {}
    counts = [0] * seats
    on_path: set[Hex] = set()

    def walk(here: Hex) -> None:
        for n in neighbours(here):
            if n in fac and here != mine:
                found.setdefault(n, set()).add(tuple(counts))
            elif n in pieces and n not in on_path:
                on_path.add(n)
                for o in pieces[n]:
                    counts[o] += 1
                walk(n)
                for o in pieces[n]:
                    counts[o] -= 1
                on_path.discard(n)

    walk(mine)
    return found


def pareto(counts: Iterable[tuple[int, ...]], me: int, counted: Counted) -> set[Outcome]:
    """The undominated outcomes among route counts (reference for tests)."""
    outcomes = {(counted.features(c, me), tuple(x for q, x in enumerate(c) if q != me))
                for c in counts}
    return {o for o in outcomes if not any(p != o and _dominates(p, o) for p in outcomes)}


def connected(a: Hex, b: Hex, pieces: RoadPieces) -> bool:
    """Whether hexes a and b (a mine and a factory) are linked by road hexes."""
    start = [n for n in neighbours(a) if n in pieces]
    goal = set(neighbours(b))
    seen = set(start)
    stack = list(start)
    while stack:
        h = stack.pop()
        if h in goal:
            return True
        for n in neighbours(h):
            if n in pieces and n not in seen:
                seen.add(n)
                stack.append(n)
    return False
