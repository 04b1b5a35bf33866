"""Routes through the valley's road network: every distinct outcome of a movement, exactly.

A movement goes from a mine (orchard) to a factory (market) along a simple path of road
hexes: each road piece is used at most once per movement, and a crossroad hex counts the
pieces of both its colours. What a route means for the mover is not its path but its
*outcome*: the pieces it passes per seat. The mover chooses among outcomes, so this module
offers each outcome that differs in anything a rule or contract counts, with one example
path for the map:

* what it can carry (own pieces in the gem edition, every piece in the fruit edition, up to
  the most a mine holds), own pieces passed, rival pieces passed and all pieces passed (each
  up to the largest number a contract asks for: :class:`Counted`), and
* how many pieces of each rival it passes (what each rival is paid).

An outcome is left out only when another carries and counts at least as much in every
respect and passes no more pieces of any rival: it would cost more and give nothing more.

The search is exact: a depth-first walk over simple paths that cuts a partial path only
when no way of finishing it (bounded by the pieces still reachable without revisiting a
hex) can give an outcome that the outcomes already found do not dominate. Results depend
only on the network, so they are kept per network in a small cache shared by every game
and clone (a bot's search asks for the same network many times).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .hexes import Hex, neighbours


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
        capacity = total if self.capacity_all else own
        return (min(capacity, self.items), min(own, self.own), min(total - own, self.rivals),
                min(total, self.total))


Outcome = tuple[tuple[int, int, int, int], tuple[int, ...]]


def _dominates(a: Outcome, b: Outcome) -> bool:
    """Whether outcome a is at least as good as b in every respect."""
    return all(x >= y for x, y in zip(a[0], b[0], strict=True)) and \
        all(x <= y for x, y in zip(a[1], b[1], strict=True))


class _Search:
    """One exact search from a mine for one mover (see the module docstring)."""

    def __init__(self, mine: Hex, pieces: dict[Hex, list[int]], factories: Iterable[Hex],
                 seats: int, me: int, counted: Counted) -> None:
        fac = set(factories)
        nodes = _useful(mine, pieces, fac)
        self.index = {h: i for i, h in enumerate(nodes)}
        self.nodes = nodes
        self.owners = [tuple(pieces[h]) for h in nodes]
        # own pieces first: strong outcomes early make the bound cut sooner
        self.adj = [sorted((self.index[n] for n in neighbours(h) if n in self.index),
                           key=lambda j: (me not in self.owners[j], len(self.owners[j]), j))
                    for h in nodes]
        self.facs = [tuple(sorted(f for f in neighbours(h) if f in fac)) for h in nodes]
        self.starts = [self.index[n] for n in neighbours(mine) if n in self.index]
        self.seats, self.me, self.counted = seats, me, counted
        self.rival_seats = tuple(q for q in range(seats) if q != me)
        self.found: dict[Hex, list[tuple[Outcome, tuple[int, ...], tuple[Hex, ...]]]] = {}
        self.counts = [0] * seats
        self.visited = [False] * len(nodes)
        self.path: list[int] = []

    def run(self) -> dict[Hex, list[Route]]:
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
                tuple(counts[q] for q in self.rival_seats))

    def _record(self, factory: Hex) -> None:
        outcome = self._outcome(self.counts)
        kept = self.found.setdefault(factory, [])
        if any(_dominates(o, outcome) for o, _, _ in kept):
            return
        kept[:] = [k for k in kept if not _dominates(outcome, k[0])]
        kept.append((outcome, tuple(self.counts), tuple(self.nodes[i] for i in self.path)))

    def _hopeless(self, here: int) -> bool:
        """Whether no way of finishing the current path can add an undominated outcome:
        the best any finish could count (every piece still reachable added) is dominated at
        every factory it could reach, its rival counts being at least today's."""
        seen = {here}
        stack = [here]
        extra = [0] * self.seats
        reachable: set[Hex] = set(self.facs[here])
        while stack:
            x = stack.pop()
            for y in self.adj[x]:
                if not self.visited[y] and y not in seen:
                    seen.add(y)
                    stack.append(y)
                    reachable.update(self.facs[y])
                    for o in self.owners[y]:
                        extra[o] += 1
        if not reachable:
            return True
        me = self.me
        best = list(self.counts)
        # the mover's own pieces, and every piece, only add to what is counted
        best[me] += extra[me]
        features = list(self.counted.features(best, me))
        rivals_now = sum(self.counts) - self.counts[me]
        total_best = sum(self.counts) + sum(extra)
        features[2] = min(rivals_now + sum(extra) - extra[me], self.counted.rivals)
        features[3] = min(total_best, self.counted.total)
        if self.counted.capacity_all:
            features[0] = min(total_best, self.counted.items)
        bound: Outcome = (tuple(features), tuple(self.counts[q] for q in self.rival_seats))  # type: ignore[assignment]
        return all(any(_dominates(o, bound) for o, _, _ in self.found.get(f, ()))
                   for f in reachable)

    def _enter(self, i: int) -> None:
        self.visited[i] = True
        self.path.append(i)
        for o in self.owners[i]:
            self.counts[o] += 1
        for f in self.facs[i]:
            self._record(f)
        if not self._hopeless(i):
            for j in self.adj[i]:
                if not self.visited[j]:
                    self._enter(j)
        for o in self.owners[i]:
            self.counts[o] -= 1
        self.path.pop()
        self.visited[i] = False


def _useful(mine: Hex, pieces: dict[Hex, list[int]], factories: set[Hex]) -> list[Hex]:
    """The road hexes that can lie on a route from ``mine``: connected to it, and not a dead
    end (a hex with at most one way on, that is not next to a factory, is never passed)."""
    start = [n for n in neighbours(mine) if n in pieces]
    seen = set(start)
    stack = list(start)
    while stack:
        for n in neighbours(stack.pop()):
            if n in pieces and n not in seen:
                seen.add(n)
                stack.append(n)
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


def route_outcomes(mine: Hex, pieces: dict[Hex, list[int]], factories: Iterable[Hex],
                   seats: int, me: int, counted: Counted) -> dict[Hex, list[Route]]:
    """Per factory reachable from ``mine``, the route options of seat ``me`` (best carrying
    capacity first, then fewest rival pieces, then most own pieces)."""
    return _Search(mine, pieces, factories, seats, me, counted).run()


def all_outcomes(mine: Hex, pieces: dict[Hex, list[int]], factories: Iterable[Hex],
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


def connected(a: Hex, b: Hex, pieces: dict[Hex, list[int]]) -> bool:
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


class RouteCache:
    """Route options per (network, mine, mover), shared by every game and its clones.

    The network key is the pieces and factories as a sorted tuple: networks change only when
    something is built, far less often than positions, so a game recomputes a mine's routes
    once per network. Bounded: cleared when full (a bot's search revisits few networks).
    """

    LIMIT = 256

    def __init__(self) -> None:
        self._entries: dict[tuple[object, ...], dict[Hex, list[Route]]] = {}

    def get(self, key: tuple[object, ...]) -> dict[Hex, list[Route]] | None:
        return self._entries.get(key)

    def put(self, key: tuple[object, ...], value: dict[Hex, list[Route]]) -> None:
        if len(self._entries) >= self.LIMIT:
            self._entries.clear()
        self._entries[key] = value


ROUTES = RouteCache()
