"""Transport routes: the distinct ways a movement can go from a mine to a factory.

A route is a simple path of road hexes (each road piece used once per movement) from a
mine to a factory hex. What a route *means* for the mover is its profile: how many road
pieces of each seat it passes (both colours of a crossroad count). Players choose among
profiles, not paths: we offer every profile that no other profile dominates (at least the
same capacity and at most as many pieces of every rival), each with one example path.
"""

from __future__ import annotations

from dataclasses import dataclass

from .hexes import Hex, neighbours

#: Path expansions explored per mine before the search stops (keeps dense networks fast;
#: with 15 pieces a player the limit is far above what play produces).
SEARCH_LIMIT = 20000
#: Budget and per-hex profile cap of the complementary label search (dense networks only).
LABEL_LIMIT = 4000
LABELS_PER_HEX = 6


@dataclass(frozen=True)
class Route:
    """One route option: pieces passed per seat and an example path (mine side first)."""

    factory: Hex
    counts: tuple[int, ...]
    path: tuple[Hex, ...]


Found = dict[Hex, dict[tuple[int, ...], tuple[Hex, ...]]]


def search(mine: Hex, pieces: dict[Hex, list[int]], factories: set[Hex] | dict,
           players: int) -> tuple[Found, bool]:
    """Every profile reachable from ``mine`` per factory, with the first path found for it,
    and whether the search was complete (False when it ran out of its expansion budget)."""
    found: dict[Hex, dict[tuple[int, ...], tuple[Hex, ...]]] = {}
    counts = [0] * players
    path: list[Hex] = []
    on_path: set[Hex] = set()
    budget = [SEARCH_LIMIT]

    def step(here: Hex) -> None:
        for nb in neighbours(here):
            if nb in factories:
                if path:
                    found.setdefault(nb, {}).setdefault(tuple(counts), tuple(path))
            elif nb in pieces and nb not in on_path and budget[0] > 0:
                budget[0] -= 1
                on_path.add(nb)
                path.append(nb)
                for owner in pieces[nb]:
                    counts[owner] += 1
                step(nb)
                for owner in pieces[nb]:
                    counts[owner] -= 1
                path.pop()
                on_path.discard(nb)

    step(mine)
    return found, budget[0] > 0


def label_search(mine: Hex, pieces: dict[Hex, list[int]], factories: set[Hex] | dict,
                 players: int, me: int, capacity_all: bool) -> Found:
    """Routes for dense networks: a path search that keeps, per hex, only the profiles that
    no other profile reaching that hex dominates. Not exhaustive (a dominated partial route
    may have been the only way round), so it complements the budgeted full search."""

    def better(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
        cap_a = sum(a) if capacity_all else a[me]
        cap_b = sum(b) if capacity_all else b[me]
        return cap_a >= cap_b and all(a[p] <= b[p] for p in range(players) if p != me)

    found: Found = {}
    labels: dict[Hex, list[tuple[int, ...]]] = {}
    stack: list[tuple[Hex, tuple[int, ...], tuple[Hex, ...]]] = [(mine, (0,) * players, ())]
    steps = 0
    while stack and steps < LABEL_LIMIT:
        here, counts, path = stack.pop()
        steps += 1
        for nb in neighbours(here):
            if nb in factories:
                if path:
                    found.setdefault(nb, {}).setdefault(counts, path)
            elif nb in pieces and nb not in path:
                c = list(counts)
                for owner in pieces[nb]:
                    c[owner] += 1
                new = tuple(c)
                known = labels.get(nb, [])
                if any(better(old, new) for old in known):
                    continue
                kept = [old for old in known if not better(new, old)] + [new]
                if len(kept) > LABELS_PER_HEX:
                    kept.sort(key=lambda x: (-(sum(x) if capacity_all else x[me]), sum(x) - x[me]))
                    if new not in kept[:LABELS_PER_HEX]:
                        labels[nb] = kept[:LABELS_PER_HEX]
                        continue
                    kept = kept[:LABELS_PER_HEX]
                labels[nb] = kept
                stack.append((nb, new, (*path, nb)))
    return found


def options(profiles: dict[tuple[int, ...], tuple[Hex, ...]], factory: Hex, me: int,
            capacity_all: bool) -> list[Route]:
    """The undominated profiles as routes, best capacity first, then cheapest."""

    def capacity(c: tuple[int, ...]) -> int:
        return sum(c) if capacity_all else c[me]

    keys = list(profiles)
    keep = []
    for a in keys:
        dominated = False
        for b in keys:
            if b == a:
                continue
            if capacity(b) >= capacity(a) and all(
                b[p] <= a[p] for p in range(len(a)) if p != me
            ) and (capacity(b) > capacity(a) or any(b[p] < a[p] for p in range(len(a)) if p != me)):
                dominated = True
                break
        if not dominated:
            keep.append(a)
    keep.sort(key=lambda c: (-capacity(c), sum(c) - c[me], c))
    return [Route(factory, c, profiles[c]) for c in keep]
