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

from .components import Contract
from .components_fruits import CONTRACTS, FRUITS_EDITION
from .components_fruits import tile as _tile_string
from .fruits import FruitsTwinStar
from .gems import GemsTwinStar
from .hexes import Hex
from .legacy_routes import (
    _do_carry,
    _do_to,
    _do_via,
    _moves_carry,
    _moves_via,
    _usable,
    can_move,
    current_route,
    listed_phases,
    mine_choices,
    route_options,
    usable_routes,
)
from .network import Route
from .rules import square_name
from .solo import BOT, SoloTwinStar
from .turn import Square

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

    __slots__ = ()  # the state: state.TwinStarState

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

    __slots__ = ()  # the state: state.TwinStarState

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

    __slots__ = ()  # the state: state.TwinStarState

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
