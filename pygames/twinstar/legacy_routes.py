"""Rules version 1's movements (``legacy.py``), in both editions: the route offered only
when no other carried as much for no more rival pieces, found by a budgeted path search (a
label search finished dense networks), picked from a list (``via N``, asked only when
several are offered), then the load (``carry``)."""

from __future__ import annotations

from typing import Any

from .hexes import Hex, neighbours
from .network import Route
from .rules import TwinStar
from .turn import Transport


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


# ---------------------------------------------------------------------- version 1 routes
#: Path expansions explored per mine before the search stopped, and the budget and per-hex
#: profile cap of the label search that completed dense networks.
SEARCH_LIMIT = 20000
LABEL_LIMIT = 4000
LABELS_PER_HEX = 6
Found = dict[Hex, dict[tuple[int, ...], tuple[Hex, ...]]]
_ROUTES_V1 = RouteCache()


def _search(mine: Hex, pieces: dict[Hex, list[int]], factories: Any,
            players: int) -> tuple[Found, bool]:
    found: Found = {}
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


def _label_search(mine: Hex, pieces: dict[Hex, list[int]], factories: Any, players: int,
                  me: int, capacity_all: bool) -> Found:
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


def _options(profiles: dict[tuple[int, ...], tuple[Hex, ...]], factory: Hex, me: int,
             capacity_all: bool) -> list[Route]:
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


def route_options_v1(game: TwinStar, mine: Hex, p: int) -> dict[Hex, list[Route]]:
    cap_all = game.COUNTED.capacity_all
    key = (game.network_key(), mine, p, game.seats, cap_all)
    out = _ROUTES_V1.get(key)
    if out is not None:
        return out
    found, complete = _search(mine, game.pieces, game.factories, game.seats)
    if not complete:
        extra = _label_search(mine, game.pieces, game.factories, game.seats, p, cap_all)
        for f, profiles in extra.items():
            for counts, path in profiles.items():
                found.setdefault(f, {}).setdefault(counts, path)
    out = {f: _options(prof, f, p, cap_all) for f, prof in sorted(found.items())}
    _ROUTES_V1.put(key, out)
    return out


# ---------------------------------------------------------------------- listed routes
# Version 1's movements, in both editions: the route is picked from a list of options
# (``via N``, asked only when several are offered), then the load (``carry``). Functions of
# a version 1 game (``self``); the classes of legacy.py list them as their methods.


def route_options(self, mine: Hex, p: int | None = None,
                  prefix: tuple[Hex, ...] = ()) -> dict[Hex, list[Route]]:
    return route_options_v1(self, mine, self.current if p is None else p)


def _usable(self, mine: Hex, factory: Hex, routes: list[Route]) -> list[Route]:
    """The routes of a movement that some affordable load can use."""
    return [r for r in routes if self.carry_choices(mine, r)]


def mine_choices(self, p: int | None = None) -> dict[Hex, Any]:
    """Per mine with items, the factories and usable routes of a movement by p now."""
    p = self.current if p is None else p
    memo = self.derived.memo.get("mine_choices")
    if memo is not None and memo[0] == p:
        return memo[1]
    saved = self.current
    self.current = p
    try:
        out: dict[Hex, Any] = {}
        for m, items in self.mines.items():
            if not items:
                continue
            usable = {}
            for f, routes in self.route_options(m).items():
                if not self._pair_allowed(m, f):
                    continue
                ok = self._usable(m, f, routes)
                if ok:
                    usable[f] = ok
            if usable:
                out[m] = usable
    finally:
        self.current = saved
    self.derived.memo["mine_choices"] = (p, out)
    return out


def can_move(self, p: int) -> bool:
    saved = self.step
    self.step = Transport(left=1)
    try:
        return bool(self.mine_choices(p))
    finally:
        self.step = saved
        self.derived.memo.pop("mine_choices", None)


def _do_to(self, move: str) -> None:
    step = self.step
    assert isinstance(step, Transport)
    step.factory = self.by_name[move.split(" ")[1]]
    if len(self.usable_routes()) == 1:
        step.route = 0
        self.phase = "carry"
    else:
        self.phase = "via"


def usable_routes(self) -> list[Route]:
    """The route options of the movement being chosen (its mine and factory picked)."""
    step = self.step
    if not isinstance(step, Transport) or step.mine is None or step.factory is None:
        return []
    return list(self._mine_choices().get(step.mine, {}).get(step.factory, []))


def current_route(self) -> Route | None:
    step = self.step
    if not isinstance(step, Transport) or step.route is None:
        return None
    return self.usable_routes()[step.route]


def _moves_via(self) -> list[str]:
    return [f"via {i + 1}" for i in range(len(self.usable_routes()))]


def _do_via(self, move: str) -> None:
    step = self.step
    assert isinstance(step, Transport)
    step.route = int(move.split(" ")[1]) - 1
    self.phase = "carry"


def _moves_carry(self) -> list[str]:
    step = self.step
    route = self.current_route()
    assert isinstance(step, Transport) and step.mine is not None and route is not None
    return ["carry " + load for load in self.carry_choices(step.mine, route)]


def _do_carry(self, move: str) -> None:
    route = self.current_route()
    assert route is not None
    self._carry(route, move.split(" ")[1])


def listed_phases(phases: dict[str, Any]) -> dict[str, Any]:
    """A phase table with version 1's movements: ``via`` and ``carry`` for ``route``."""
    out = {k: v for k, v in phases.items() if k != "route"}
    out["to"] = (out["to"][0], _do_to)
    out["via"] = (_moves_via, _do_via)
    out["carry"] = (_moves_carry, _do_carry)
    return out
