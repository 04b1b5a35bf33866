"""Construct: road pieces, crossroads, factories (markets) and their sites, and the free
road pieces of a bonus; the ``build`` and ``spec`` phases. Methods of ``rules.TwinStar``,
written as functions of the game (``self``)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import chain, combinations

from .components import LAKE, MINE, MOUNTAIN, PLAINS, SITE
from .hexes import Hex
from .turn import Build, Factory, Spec

#: The terrains a road piece may go on (at a price: see terrain_cost).
LAND = (PLAINS, LAKE, MOUNTAIN)



# ------------------------------------------------------------------ construct


def enter_construct(self, arg: str) -> bool:
    self.phase = "build"
    self.step = Build(limit=self._build_limit(self.current))
    return self._can_build()


def _build_limit(self, p: int) -> int:
    return 2


def enter_roads(self, arg: str) -> bool:
    self.phase = "build"
    self.step = Build(limit=int(arg), free=True)
    return self._can_build()


def build_cost(self, p: int, h: Hex) -> int | None:
    """Credits for p to build a road piece on empty hex h (None if not allowed there)."""
    return self.terrain_cost(p, self.terrain.get(h))


def terrain_cost(self, p: int, t: str | None) -> int | None:
    """Credits for p to build a road piece on a hex of terrain t (None if not allowed)."""
    ed = self.ED
    architect = self.has_upgrade(p, 1)
    if t == PLAINS:
        return ed.road_cost
    if t == LAKE:
        return ed.bridge_cost_architect if architect else ed.bridge_cost
    if t == MOUNTAIN and architect:
        return ed.mountain_cost_architect
    return None


def road_reason(self, p: int, h: Hex | None) -> str | None:
    """Why p may not build a road piece (road, bridge, mountain road) on h now."""
    step = self.step
    assert isinstance(step, Build)
    if h is None:
        return "hex"
    if step.built >= step.limit:
        return "build_limit"
    if self.roads_left[p] == 0:
        return "no_roads"
    if h in self.pieces:
        return "hex_taken"
    cost = self.build_cost(p, h)
    if cost is None:
        return {MINE: "on_mine", SITE: "on_site"}.get(self.terrain.get(h, ""), "mountain")
    if not step.free and self.credits[p] < cost:
        return "credits"
    return None


def road_terrains(self, p: int, free: bool) -> frozenset[str]:
    """The terrains p may build a road piece on now, priced and paid for (unless the
    pieces are ``free``): road_reason of a free hex of that terrain, the supply and the
    build limit aside."""
    key = ("road terrains", p, free)
    found = self.derived.memo.get(key)
    if found is None:
        found = self.derived.memo[key] = frozenset(
            t for t in LAND if (cost := self.terrain_cost(p, t)) is not None
            and (free or self.credits[p] >= cost))
    return found


def open_terrains(self) -> frozenset[str]:
    """The terrains of the land hexes no piece is on yet."""
    def make() -> frozenset[str]:
        found: set[str] = set()
        pieces, terrain = self.pieces, self.terrain
        for h in self.land_hexes:
            if h not in pieces:
                found.add(terrain[h])
                if len(found) == len(LAND):  # every land terrain: no need to look on
                    break
        return frozenset(found)

    return self.network_fact("open terrains", make)


def _road_moves(self, terrains: frozenset[str]) -> tuple[str, ...]:
    """A road piece on each land hex of these terrains no piece is on yet, by name."""
    key = ("road moves", terrains)

    def make() -> tuple[str, ...]:
        index = self.network_index()
        earlier = index.earlier_facts.get(key) if index.earlier_facts is not None else None
        if earlier is not None:  # the earlier network's moves less those on new pieces
            moves: tuple[str, ...] = earlier
            for h in index.added:
                move = "road " + self.names[h]
                if move in moves:
                    i = moves.index(move)
                    moves = moves[:i] + moves[i + 1:]
            return moves
        pieces = self.pieces
        return tuple([move for h, move in self._land_moves(terrains) if h not in pieces])

    return self.network_fact(key, make)


def _land_moves(self, terrains: frozenset[str]) -> tuple[tuple[Hex, str], ...]:
    """Each hex of these terrains a road may ever go on, in name order, with its move."""
    return self.valley_fact(("land moves", terrains), lambda: tuple(
        (h, "road " + self.names[h]) for h in self.build_sites()[1]
        if self.terrain[h] in terrains))


def factory_affordable(self, p: int) -> bool:
    """What a factory needs wherever it goes: a factory left, its price, its pieces and a
    free pair of specialities (factory_reason, the site aside)."""
    return bool(self.factory_slots) and self.credits[p] >= self.factory_slots[0] \
        and self.roads_left[p] >= self.FACTORY_PIECES and bool(self.spec_pairs())


def cross_reason(self, p: int, h: Hex | None) -> str | None:
    """Why p may not build a crossroad on h now (gem edition)."""
    return "no_cross"


def crossroad_reason(self, p: int) -> str | None:
    """Why p may build no crossroad anywhere now (None: it may where cross_reason
    allows)."""
    return "no_cross"


def factory_reason(self, p: int, h: Hex | None) -> str | None:
    """Why p may not build a factory (market) on h now."""
    step = self.step
    assert isinstance(step, Build)
    if h is None:
        return "hex"
    if step.free or step.built > 0:
        return "factory_roads"
    if self.terrain.get(h) != SITE:
        return "not_site"
    if self.site_of[h] in self.taken_sites():
        return "site_taken"
    if not self.factory_slots:
        return "no_factory"
    if self.credits[p] < self.factory_slots[0]:
        return "credits"
    if self.roads_left[p] < self.FACTORY_PIECES:
        return "no_roads"
    reason = self._factory_piece_reason(h)
    if reason:
        return reason
    if not self.spec_pairs():
        return "no_spec"
    return None


def factory_sites(self, p: int) -> list[Hex]:
    """The hexes where p could build a factory, in name order: factory_reason of a hex,
    what factory_affordable checks and the Construct's first step aside (a free site
    that the edition's factory fits; the same for every player)."""
    def make() -> list[Hex]:
        taken = self.taken_sites()
        return [h for h in self.build_sites()[0]
                if self.site_of[h] not in taken and self._factory_piece_reason(h) is None]

    return self.factory_fact("factory sites", make)


def taken_sites(self) -> frozenset[int]:
    """The sites (by number) holding a factory."""
    return self.factory_fact("taken sites", lambda: frozenset(
        self.site_of[f] for f in self.factories))


def _factory_piece_reason(self, h: Hex) -> str | None:
    """What the edition's factory needs of free site h besides its price and pieces: the
    same for every player, read from where the factories stand and the valley alone
    (factory_sites keeps it)."""
    return None


def spec_pairs(self) -> list[str]:
    """The pairs of specialities a new factory may take (both pawns left)."""
    found = self.derived.memo.get("spec_pairs")
    if found is None:
        avail = [c for c in self.ED.colours if self.spec_pawns[c] > 0]
        found = self.derived.memo["spec_pairs"] = ["".join(pair) for pair in combinations(avail, 2)]
    return list(found)


def _done_allowed(self, built_any: bool) -> bool:
    """``done`` ends a main action only after its first step (or when it cannot be
    performed at all: the rulebook's "a player must always perform the Main action")."""
    return built_any


def moves_build(self) -> list[str]:
    step = self.step
    assert isinstance(step, Build)
    moves = self.kept_moves(self._build_moves)
    if moves and not self._done_allowed(step.built > 0):
        return moves
    return moves + ["done"]


def _build_moves(self) -> list[str]:
    return list(chain.from_iterable(self._build_options()))


def _can_build(self) -> bool:
    """Whether the Construct (or the bonus pieces) can build anything more now (the
    moves are kept for legal_moves: every caller's stage waits when there are any)."""
    return bool(self.entry_moves(self._build_moves))


def _build_options(self) -> Iterator[Sequence[str]]:
    """What can be built now, in the order of the moves, a group at a time (a group
    may be empty): factories, road pieces (each by name), crossroads."""
    p = self.current
    step = self.step
    assert isinstance(step, Build)
    names = self.names
    if not step.free and step.built == 0 and self.factory_affordable(p):
        yield ["factory " + names[h] for h in self.factory_sites(p)]
    if step.built < step.limit and self.roads_left[p]:
        yield self._road_moves(self.road_terrains(p, step.free))
    if self.crossroad_reason(p) is None:
        yield ["cross " + names[h] for h in self.cross_sites(p)]


def crossable(self, p: int) -> list[Hex]:
    """The hexes holding a single rival piece, by name (kept with the network)."""
    names = self.names
    return self.network_fact(("crossable", p), lambda: sorted(
        (h for h, o in self.pieces.items() if len(o) == 1 and o[0] != p),
        key=names.__getitem__))


def cross_sites(self, p: int) -> list[Hex]:
    """The hexes where p may build a crossroad now, by name, when crossroad_reason
    allows one at all: those cross_reason allows."""
    return [h for h in self.crossable(p) if self.cross_reason(p, h) is None]


def do_build(self, move: str) -> None:
    p = self.current
    step = self.step
    assert isinstance(step, Build)
    if move == "done":
        self._next()
        return
    verb, name = move.split(" ")
    h = self.by_name[name]
    if verb == "factory":
        cost = self.factory_slots.pop(0)
        self.pay(p, cost)
        self.roads_left[p] -= self.FACTORY_PIECES
        self.factories[h] = self._new_factory(p, h, cost)
        self.network_changed()
        self.phase = "spec"
        self.step = Spec(factory=h)
        return
    if verb == "road":
        price = self.build_cost(p, h)
        assert price is not None
        if not step.free:
            self.pay(p, price)
            self.turn.construct_roads += 1
        self.pieces[h] = [p]
    else:
        rival = self.pieces[h][0]
        self.pay(p, self.ED.crossroad_fee, rival)
        self.pieces[h].append(p)
        self.crossroad_used[p] = True
        self.turn.construct_roads += 1
    self.network_changed()
    self.roads_left[p] -= 1
    step.built += 1
    self.turn.built.append(h)
    if self.terrain[h] in (LAKE, MOUNTAIN):
        self.turn.bridge = True
    if not self._can_build():
        self._next()


def build_sites(self) -> tuple[list[Hex], list[Hex]]:
    """The valley's factory-site hexes and the hexes a road may ever go on (plains, lakes,
    mountains), each in name order (the order of the build moves)."""
    return self.site_hexes, self.land_hexes


def _new_factory(self, p: int, h: Hex, cost: int) -> Factory:
    return Factory(owner=p, cost=cost)


def moves_spec(self) -> list[str]:
    return ["spec " + pair for pair in self.spec_pairs()]


def do_spec(self, move: str) -> None:
    pair = move.split(" ")[1]
    step = self.step
    assert isinstance(step, Spec)
    self.factories[step.factory].spec = pair
    for c in pair:
        self.spec_pawns[c] -= 1
    self.turn.factory = True
    self._next()
