"""Games started under rules version 1 (addresses of format 1) keep those rules.

Version 2 fixed readings that took options away from players or let them skip a main
action; a game shared before keeps playing exactly as it began. What version 1 did:

* gem edition: ``done`` could end a Construct or Transport before its first step; a
  crossroad could go on a mountain without Bridge Architect;
* both editions: a route was offered only when no other carried as much for no more rival
  pieces, found by a budgeted path search (a label search finished dense networks), and
  the fruit edition dropped routes longer than the orchard's fruits when a cheaper one
  moved as many;
* fruit edition: a turn reached further only by leapfrogs (no free symbol covered without
  resolving it); year 2 began with the player holding the fewest credits; the reconstructed
  tiles had one or two lakes a side, and two contracts asked for 3 markets and 3 bridges;
* solo: the bot always extended a route by two pieces, even past four bot pieces, and
  skipped a delivery it could not pay for in full instead of carrying fewer fruits.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from .components import Contract
from .components_fruits import CONTRACTS, FRUITS_EDITION
from .components_fruits import tile as _tile_string
from .fruits import FruitsTwinStar
from .gems import GemsTwinStar
from .hexes import Hex, neighbours
from .network import Route, RouteCache
from .rules import TwinStar, square_name
from .solo import BOT, SoloTwinStar
from .turn import Square, Transport

# ---------------------------------------------------------------------- version 1 data
TILE_SIDES_V1: tuple[tuple[str, str], ...] = (
    (_tile_string(M="8,10", F="0,1,16,17", L="13", X="5"),
     _tile_string(M="4,14", F="7,12,6,11", L="9", X="17")),
    (_tile_string(M="9", F="0,1,17,18", L="5,13", X="8"),
     _tile_string(M="9", F="3,7,15,11", L="4,14", X="12")),
    (_tile_string(M="10", F="2,6,12,16", L="8,5", X="17"),
     _tile_string(M="8", F="4,5,17,18", L="10,15", X="3,7")),
    (_tile_string(M="9", F="3,7,13,14", L="5,6", X="17"),
     _tile_string(M="14", F="0,1,12,16", L="9,10", X="6")),
    (_tile_string(M="9", F="2,6,16,17", L="4,13", X="11,12"),
     _tile_string(M="13", F="0,3,11,15", L="5,9", X="18")),
)
_CHANGED: dict[str, Contract] = {"fc02": replace(FRUITS_EDITION.contract("fc02"), param=3),
                                 "fc07": replace(FRUITS_EDITION.contract("fc07"), param="L3")}
FRUITS_EDITION_V1 = replace(
    FRUITS_EDITION,
    tiles=tuple(side for pair in TILE_SIDES_V1 for side in pair),
    tile_sides=TILE_SIDES_V1,
    contracts=tuple(_CHANGED.get(c.id, c) for c in CONTRACTS),
)

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
# a version 1 game , each class below lists them as its methods.


def route_options(self, mine: Hex, p: int | None = None,
                  prefix: tuple[Hex, ...] = ()) -> dict[Hex, list[Route]]:
    return route_options_v1(self, mine, self.current if p is None else p)


def _usable(self, mine: Hex, factory: Hex, routes: list[Route]) -> list[Route]:
    """The routes of a movement that some affordable load can use."""
    return [r for r in routes if self.carry_choices(mine, r)]


def mine_choices(self, p: int | None = None) -> dict[Hex, Any]:
    """Per mine with items, the factories and usable routes of a movement by p now."""
    p = self.current if p is None else p
    memo = self._memo.get("mine_choices")
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
    self._memo["mine_choices"] = (p, out)
    return out


def can_move(self, p: int) -> bool:
    saved = self.step
    self.step = Transport(left=1)
    try:
        return bool(self.mine_choices(p))
    finally:
        self.step = saved
        self._memo.pop("mine_choices", None)


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


# ---------------------------------------------------------------------- the fruit edition
# Version 1 of the fruit edition (and so of its solo mode): functions of the game, each
# fruit class below lists them as its methods.


def _usable_fruits(self, mine: Hex, factory: Hex, routes: list[Route]) -> list[Route]:
    """Routes longer than the orchard's fruits were dropped when a cheaper one carried
    as many."""
    limit = len(self.mines[mine])
    p = self.current

    def key(r: Route) -> tuple[int, list[int]]:
        return min(self.capacity(r, p), limit), [c for q, c in enumerate(r.counts) if q != p]

    kept = []
    for r in routes:
        cap, rivals = key(r)
        beaten = False
        for o in routes:
            if o is r:
                continue
            cap2, rivals2 = key(o)
            if cap2 >= cap and all(a <= b for a, b in zip(rivals2, rivals, strict=True)) \
                    and (cap2 > cap or rivals2 != rivals):
                beaten = True
                break
        if not beaten:
            kept.append(r)
    return _usable(self, mine, factory, kept)


def _year_two_start(self) -> int:
    seats = [(self.start_player + i) % self.seats for i in range(self.seats)]
    return min(seats, key=lambda q: self.credits[q])


def _leap_distances(self, p: int, tops: set[Square]) -> dict[Square, int]:
    dist = {rc: 0 for rc in tops}
    frontier = sorted(tops)
    d = 0
    while frontier:
        d += 1
        nxt = []
        for rc in frontier:
            for x in self.orth(rc):
                if x not in dist and self.leapable(p, x):
                    dist[x] = d
                    nxt.append(x)
        frontier = sorted(nxt)
    return dist


def reach_v1(self, p: int, extra: Square | None = None) -> dict[Square, int]:
    """Free squares p can still take a final disc on this turn, with the leaps needed."""
    if self.placed[p] == 0:
        return {(r, c): 0 for r in range(self.size) for c in range(self.size)
                if self.placement_reason(p, (r, c)) is None}
    tops = {rc for rc, s in self.board.items() if s[-1] == p}
    if extra is not None:
        tops.add(extra)
    out: dict[Square, int] = {}
    for rc, d in _leap_distances(self, p, tops).items():
        for x in self.orth(rc):
            if x not in self.board and d + 1 <= self.pool[p]:
                out[x] = min(out.get(x, 99), d)
    return out


def targets_v1(self, p: int, extra: Square | None = None) -> dict[Square, int]:
    reach = reach_v1(self, p, extra)
    full = reach_v1(self, p) if extra is not None else reach
    if any(self.performable(p, self.kind_at(rc)) for rc in full):
        return {rc: d for rc, d in reach.items() if self.performable(p, self.kind_at(rc))}
    return reach


def _leap_ok(self, p: int, rc: Square) -> bool:
    if self.placed[p] == 0 or not self.leapable(p, rc) or self.pool[p] < 2:
        return False
    if not any(self.top(x) == p for x in self.orth(rc)):
        return False
    self.pool[p] -= 1
    try:
        return bool(targets_v1(self, p, extra=rc))
    finally:
        self.pool[p] += 1


def _moves_place(self) -> list[str]:
    """Placing discs: leapfrogs only."""
    p = self.current
    tg = targets_v1(self, p)
    moves = ["place " + square_name(rc) for rc in sorted(tg) if tg[rc] == 0]
    for r in range(self.size):
        for c in range(self.size):
            if _leap_ok(self, p, (r, c)):
                moves.append("leap " + square_name((r, c)))
    return moves or ["pass"]


def targets(self, p: int) -> dict[Square, int]:
    return targets_v1(self, p)


def chains(self, p: int, target: Square) -> list[list[str]]:
    return []


def disc_reason(self, p: int, verb: str, rc: Square) -> str:
    if verb != "place" or not self.square_ok(rc) or rc in self.board or self.placed[p] == 0:
        return FruitsTwinStar.disc_reason(self, p, verb, rc)
    reach = reach_v1(self, p)
    if rc not in reach:
        return "not_adjacent"
    return "leap_needed" if reach[rc] > 0 else "unperformable"


# ---------------------------------------------------------------------- the version 1 classes
class GemsV1(GemsTwinStar, edition="gems", rules=1):
    """The gem edition under rules version 1: listed routes, and the overrides below."""

    def _done_allowed(self, built_any: bool) -> bool:
        """``done`` could end a Construct or Transport before its first step."""
        return True

    def crosses_mountains(self, p: int) -> bool:
        """A crossroad could go on a mountain without Bridge Architect."""
        return True

    # ---- listed routes
    route_options = route_options
    _usable = _usable
    mine_choices = mine_choices
    can_move = can_move
    _do_to = _do_to
    usable_routes = usable_routes
    current_route = current_route
    _moves_via, _do_via, _moves_carry, _do_carry = _moves_via, _do_via, _moves_carry, _do_carry
    PHASES = listed_phases(GemsTwinStar.PHASES)


class FruitsV1(FruitsTwinStar, edition="fruits", rules=1):
    """The fruit edition under rules version 1: its components, listed routes, leapfrogs
    only, and the overrides below."""

    ED = FRUITS_EDITION_V1
    WALKS = False

    # ---- listed routes (routes longer than the orchard's fruits dropped: _usable)
    route_options = route_options
    _usable = _usable_fruits
    mine_choices = mine_choices
    can_move = can_move
    _do_to = _do_to
    usable_routes = usable_routes
    current_route = current_route
    _moves_via, _do_via, _moves_carry, _do_carry = _moves_via, _do_via, _moves_carry, _do_carry
    # ---- placing discs: leapfrogs only; the second year's start
    _moves_place = _moves_place
    targets = targets
    chains = chains
    disc_reason = disc_reason
    _year_two_start = _year_two_start
    PHASES = {**listed_phases(FruitsTwinStar.PHASES),
              "place": (_moves_place, FruitsTwinStar.PHASES["place"][1])}


class SoloV1(SoloTwinStar, edition="fruits", solo=True, rules=1):
    """The solo mode under rules version 1: the fruit edition's version 1 (the same
    functions as FruitsV1), and the bot's overrides below."""

    ED = FRUITS_EDITION_V1
    WALKS = False
    route_options = route_options
    _usable = _usable_fruits
    mine_choices = mine_choices
    can_move = can_move
    _do_to = _do_to
    usable_routes = usable_routes
    current_route = current_route
    _moves_via, _do_via, _moves_carry, _do_carry = _moves_via, _do_via, _moves_carry, _do_carry
    _moves_place = _moves_place
    targets = targets
    chains = chains
    disc_reason = disc_reason
    _year_two_start = _year_two_start
    PHASES = FruitsV1.PHASES

    def bot_routes(self, m: Hex) -> dict[Hex, list[Route]]:
        """The routes a movement of the bot's could take (a full load or none)."""
        return self.route_options(m, BOT)

    def smaller_load(self, take: str) -> str:
        """A delivery the bot could not pay for in full was skipped."""
        return ""

    def extension(self, own: int, limit: int) -> int:
        return min(2, limit)


#: The classes whose movements pick a listed route (``via``, ``carry``): version 1's.
ListedRoutes = (GemsV1, FruitsV1, SoloV1)
