"""Transport/Deliver: which mine can reach which factory, the route drawn hex by hex, the
load and what it costs; the ``from``, ``to`` and ``route`` phases. Methods of
``rules.TwinStar``, written as functions of the game (``self``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from . import hexes
from .board import multisets
from .components import TRANSPORT
from .hexes import Hex
from .network import Route, finish_exists, shortest_route
from .turn import Movement, Transport

# ------------------------------------------------------------------ transport


def enter_transport(self, arg: str) -> bool:
    self.phase = "from"
    self.step = Transport(left=self._movements(self.current))
    return self.can_move(self.current)


def _movements(self, p: int) -> int:
    return 1


def network_key(self) -> tuple[Any, ...]:
    """The road network as a value: the pieces and the factories (routes depend on it
    alone)."""
    key = self.derived.memo.get("network")
    if key is None:
        key = (tuple(sorted((h, tuple(o)) for h, o in self.pieces.items())),
               tuple(sorted(self.factories)))
        self.derived.memo["network"] = key
    return key


def route_options(self, mine: Hex, p: int | None = None,
                  prefix: tuple[Hex, ...] = ()) -> dict[Hex, list[Route]]:
    """Suggested routes of seat p from a mine (on from the route ``prefix`` drawn so
    far), per factory: each distinct outcome the search finds within its budget (all of
    them in any ordinary network; see network.py), best capacity first."""
    p = self.current if p is None else p
    return self.network_index().outcomes(mine, p, prefix)[0]


def capacity(self, route: Route, p: int) -> int:
    """How many items seat p may move along the route."""
    return sum(route.counts) if self.COUNTED.capacity_all else route.counts[p]


def payments(self, route: Route, items: str, p: int) -> dict[int, int]:
    """Credits p pays to each rival for moving ``items`` along ``route``."""
    pay = self.tolls(route, len(items), p)
    fac = self.factories[route.factory]
    if fac.owner != p:
        fee = self.factory_fee(fac, items)
        if fee:
            pay[fac.owner] = pay.get(fac.owner, 0) + fee
    return pay


def sale_value(self, items: dict[str, int]) -> int:
    return sum(n * self.price(c) for c, n in items.items())


def affordable(self, route: Route, items: str, p: int | None = None) -> bool:
    """Whether p (the current player) can pay for this movement within the turn: now, or
    with the sale of the refined items that is still to come this turn."""
    p = self.current if p is None else p
    spec = self.factories[route.factory].spec
    cost = sum(self.payments(route, items, p).values())
    income = sum(item not in spec for item in items)
    after = self.credits[p] - cost + income
    if after >= 0:
        return True
    if self.turn.did_sell or self.turn.sell_passed:
        return False
    held = dict(self.reserve[p])
    for item in items:
        if item in spec:
            held[item] += 1
    return after + self.sale_value(held) >= 0


def carry_choices(self, mine: Hex, route: Route) -> list[str]:
    """The loads the current player may move along a route from a mine."""
    return list(self._loads(mine, route, self.current))


def can_carry(self, mine: Hex, route: Route, p: int) -> bool:
    """Whether p may move some load along a route from a mine."""
    return next(self._loads(mine, route, p), None) is not None


def _loads(self, mine: Hex, route: Route, p: int) -> Iterator[str]:
    items = self.mines[mine]
    cap = min(self.capacity(route, p), len(items))
    for k in range(1, cap + 1):
        for load in multisets(items, k, self.ED.colours):
            if self.affordable(route, load, p):
                yield load


def _pair_allowed(self, mine: Hex, factory: Hex) -> bool:
    """Whether this movement may use this mine and factory (a second movement of the
    fruit edition's Drive Bot may not repeat the first one's pair)."""
    return True


def _money_bound(self, p: int) -> int:
    """The most p could spend on one movement this turn: credits, a sold item's credit,
    and the sale still to come of the reserve and a refined item."""
    money = self.credits[p] + 1
    if not (self.turn.did_sell or self.turn.sell_passed):
        money += self.sale_value(self.reserve[p]) + max(self.price(c) for c in self.ED.colours)
    return money


def _route_hopeless(self, mine: Hex, factory: Hex, p: int
                    ) -> Callable[[tuple[int, ...], tuple[int, ...]], bool]:
    """A cut for route searches: no finish can carry (no piece that would give capacity
    is left) or the rival pieces so far already cost more than p could pay."""
    money = self._money_bound(p)
    fee = self.factories[factory].owner != p and self.FACTORY_FEE_ALWAYS

    def hopeless(counts: tuple[int, ...], extra: tuple[int, ...]) -> bool:
        room = sum(counts) + sum(extra) if self.COUNTED.capacity_all else counts[p] + extra[p]
        if room == 0:
            return True
        return sum(counts) - counts[p] + fee > money

    return hopeless


def route_exists(self, mine: Hex, factory: Hex, p: int, path: tuple[Hex, ...] = ()) -> bool:
    """Whether p can finish the route ``path`` (empty: start one) from mine to factory
    into a route some affordable load can use: tried on the network index's route
    outcomes (exact when its search completed and the mine holds no more than a route
    is counted for; see network_index.py), else by a route search."""
    index = self.network_index()
    if not index.reaches(mine, factory):
        return False
    if not self.COUNTED.capacity_all and p not in index.seats_on(mine):
        return False  # only the mover's own pieces carry, and none lies on these roads
    if not index.searched(mine, p, path):
        # one route tried first: when it carries a load, no search is needed
        route = shortest_route(mine, factory, self.pieces, self.seats, path) if path \
            else index.shortest(mine, factory)
        if route is not None and self.can_carry(mine, route, p):
            return True
    found, complete = index.outcomes(mine, p, path)
    if complete and len(self.mines[mine]) <= self.COUNTED.items:
        return any(self.can_carry(mine, route, p) for route in found.get(factory, ()))
    return self.route_search(mine, factory, p, path)


def route_search(self, mine: Hex, factory: Hex, p: int, path: tuple[Hex, ...]) -> bool:
    """route_exists by a search over the routes themselves (stopping at the first one
    some affordable load can use)."""

    def usable(counts: tuple[int, ...]) -> bool:
        return self.can_carry(mine, Route(factory, counts, ()), p)

    return finish_exists(mine, factory, self.pieces, self.seats, path, usable,
                         self._route_hopeless(mine, factory, p), p)


def can_move(self, p: int) -> bool:
    """Whether p could make a movement now (a Transport's first: any mine and factory)."""
    index = self.network_index()
    return any(self.route_exists(m, f, p)
               for m, items in self.mines.items() if items for f in index.reached(m))


def mine_choices(self, p: int | None = None) -> dict[Hex, list[Hex]]:
    """Per mine with items, the factories p can move something to now (by some route)."""
    p = self.current if p is None else p
    memo = self.derived.memo.get("mine_choices")
    if memo is not None and memo[0] == p:
        return memo[1]
    out: dict[Hex, list[Hex]] = {}
    index = self.network_index()
    for m, items in self.mines.items():
        if not items:
            continue
        reach = [f for f in index.reached(m)
                 if self._pair_allowed(m, f) and self.route_exists(m, f, p)]
        if reach:
            out[m] = reach
    self.derived.memo["mine_choices"] = (p, out)
    return out


def _mine_choices(self) -> dict[Hex, Any]:
    return self.mine_choices(self.current)


def moves_from(self) -> list[str]:
    step = self.step
    assert isinstance(step, Transport)
    moves = sorted("from " + self.names[m] for m in self._mine_choices())
    if moves and not self._done_allowed(not step.first):
        return moves
    return moves + ["done"]


def do_from(self, move: str) -> None:
    step = self.step
    assert isinstance(step, Transport)
    if move == "done":
        self._next()
        return
    step.mine = self.by_name[move.split(" ")[1]]
    self.phase = "to"


def moves_to(self) -> list[str]:
    step = self.step
    assert isinstance(step, Transport) and step.mine is not None
    usable = self._mine_choices().get(step.mine, {})
    return sorted("to " + self.names[f] for f in usable)


def do_to(self, move: str) -> None:
    step = self.step
    assert isinstance(step, Transport)
    step.factory = self.by_name[move.split(" ")[1]]
    step.path = ()
    self.phase = "route"
    self._settle_route()


# ---- drawing the route


def route_next(self) -> list[Hex]:
    """The hexes the route being drawn can go on to (each leading on to a usable
    route)."""
    step = self.step
    if not isinstance(step, Transport) or step.mine is None or step.factory is None:
        return []
    key = ("route_next", step.path)
    found = self.derived.memo.get(key)
    if found is None:
        found = [h for h in self.network_index().steps(step.mine, step.factory, step.path)
                 if self.route_exists(step.mine, step.factory, self.current,
                                      (*step.path, h))]
        self.derived.memo[key] = found
    return list(found)


def current_route(self) -> Route | None:
    """The route drawn so far, when it reaches its factory and something can be moved
    along it (the load is chosen next)."""
    step = self.step
    if not isinstance(step, Transport) or step.mine is None or step.factory is None \
            or not step.path or step.factory not in hexes.neighbours(step.path[-1]):
        return None
    counts = [0] * self.seats
    for h in step.path:
        for o in self.pieces[h]:
            counts[o] += 1
    route = Route(step.factory, tuple(counts), step.path)
    return route if self.carry_choices(step.mine, route) else None


def route_reason(self, h: Hex | None) -> str:
    """Why the route being drawn cannot go on to hex h."""
    step = self.step
    assert isinstance(step, Transport) and step.mine is not None and step.factory is not None
    end = step.path[-1] if step.path else step.mine
    if h is None or h not in self.pieces:
        return "route_no_road"
    if h in step.path:
        return "route_again"
    if h not in hexes.neighbours(end):
        return "route_not_next"
    return "route_dead_end"


def _settle_route(self) -> None:
    """Draw on by itself while the route has one way on and cannot end yet."""
    step = self.step
    assert isinstance(step, Transport)
    while self.current_route() is None:
        nxt = self.route_next()
        if len(nxt) != 1:
            return
        step.path = (*step.path, nxt[0])


def moves_route(self) -> list[str]:
    step = self.step
    route = self.current_route()
    assert isinstance(step, Transport) and step.mine is not None
    moves = sorted("via " + self.names[h] for h in self.route_next())
    if route is not None:
        moves += ["carry " + load for load in self.carry_choices(step.mine, route)]
    return moves


def do_route(self, move: str) -> None:
    verb, arg = move.split(" ")
    step = self.step
    assert isinstance(step, Transport)
    if verb == "via":
        step.path = (*step.path, self.by_name[arg])
        self.derived.on_move()
        self._settle_route()
        return
    route = self.current_route()
    assert route is not None
    self._carry(route, arg)


def _carry(self, route: Route, items: str) -> None:
    """Move ``items`` along ``route`` from the movement's mine, paying and refining."""
    p = self.current
    step = self.step
    assert isinstance(step, Transport) and step.mine is not None
    m = step.mine
    left = list(self.mines[m])
    for item in items:
        left.remove(item)
    self.mines[m] = "".join(left)
    for q, amount in sorted(self.payments(route, items, p).items()):
        self.pay(p, amount, q)
    spec = self.factories[route.factory].spec
    for item in items:
        if item in spec:
            self.reserve[p][item] += 1
        else:
            self.gain(p, 1)
            self.discard.append(item)
    own = route.counts[p]
    self.turn.movements.append(Movement(
        items=items, matched="".join(item for item in items if item in spec), own=own,
        rival=sum(route.counts) - own))
    self._after_movement(step)
    self.derived.on_move()
    left_moves = step.left - 1
    self.step = Transport(left=left_moves, first=False, previous=(m, route.factory))
    if left_moves > 0 and self._mine_choices():
        self.phase = "from"
    else:
        self._next()


def _after_movement(self, step: Transport) -> None:
    """What the edition does after a movement (the fruit edition's turn-order board)."""
    if step.first:
        self.turn.acts.append(TRANSPORT)
