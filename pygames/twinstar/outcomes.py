"""What a legal hex would lead to, from the rules (read-only): the valley draws the distinct
outcomes apart where most of the map is legal, and names each hex's consequence before the
tap (its cost, a toll and to whom).

While building, a hex may **connect** (a mine/orchard and a factory/market become linked by
roads for the first time: a new route), cost a **toll** (a crossroad pays its fee now to the
rival whose piece is there), **extend** (next to roads, a mine or a factory; roads holding
rivals' pieces are named: a route along them pays those rivals) or stand **open** (on its
own). While a route is drawn hex by hex, a hex with a
rival's piece costs a toll to that rival.
"""

from __future__ import annotations

from dataclasses import dataclass

from .components import MINE
from .hexes import Hex, components, neighbours
from .rules import TwinStar
from .turn import Build

#: The outcomes, most telling first (a hex shows the first that holds).
KINDS = ("connect", "toll", "extend", "open")
#: From this many legal hexes the valley draws the region quietly and the outcomes apart.
MANY = 16


@dataclass(frozen=True)
class Outcome:
    """A legal hex's outcome: its kind (``KINDS``), the credits it costs now, and the seats a
    toll goes to (now for a crossroad, on a route for roads joining rivals' pieces)."""

    kind: str
    cost: int = 0
    payees: tuple[int, ...] = ()
    now: bool = False  # the payees are paid now (a crossroad's fee), not on a later route


class _Network:
    """The road hexes in linked groups, and what each group touches."""

    def __init__(self, game: TwinStar) -> None:
        self.pieces = {h: tuple(o) for h, o in game.pieces.items() if o}
        self.mines = {h for h, t in game.terrain.items() if t == MINE}
        self.factories = set(game.factories)
        groups = components(self.pieces)
        self.group_of = {h: i for i, group in enumerate(groups) for h in group}
        self.touches = [self._touching(group) for group in groups]
        self.owners = [{o for h in group for o in self.pieces[h]} for group in groups]
        self.linked = {(m, f) for mines, factories in self.touches for m in mines
                       for f in factories}

    def _touching(self, cells: list[Hex]) -> tuple[set[Hex], set[Hex]]:
        near = {n for h in cells for n in neighbours(h)}
        return near & self.mines, near & self.factories

    def joined(self, h: Hex) -> set[int]:
        """The groups a piece on h belongs to or links."""
        found = {self.group_of[n] for n in neighbours(h) if n in self.group_of}
        if h in self.group_of:
            found.add(self.group_of[h])
        return found

    def connects(self, h: Hex, joined: set[int]) -> bool:
        """Whether a piece on h links a mine and a factory not linked before."""
        mines, factories = self._touching([h])
        for i in joined:
            mines |= self.touches[i][0]
            factories |= self.touches[i][1]
        return any((m, f) not in self.linked for m in mines for f in factories)


def build_outcomes(game: TwinStar) -> dict[str, Outcome]:
    """Per hex name, the outcome of the legal road piece or crossroad built there now."""
    step = game.step
    p = game.current
    if game.phase != "build" or not isinstance(step, Build) or p is None:
        return {}
    net: _Network | None = None
    out: dict[str, Outcome] = {}
    for move in game.legal_moves():
        verb, _, name = move.partition(" ")
        h = game.by_name.get(name)
        if verb not in ("road", "cross") or h is None:
            continue
        net = net or _Network(game)
        joined = net.joined(h)
        if verb == "cross":
            fee = game.ED.crossroad_fee
            out[name] = (Outcome("toll", fee, (game.pieces[h][0],), now=True) if fee
                         else Outcome("extend"))
            continue
        cost = 0 if step.free else game.build_cost(p, h) or 0
        rivals = tuple(sorted({o for i in joined for o in net.owners[i]} - {p}))
        if net.connects(h, joined):
            kind = "connect"
        elif joined or any(n in net.mines or n in net.factories for n in neighbours(h)):
            kind = "extend"
        else:
            kind = "open"
        out[name] = Outcome(kind, cost, rivals)
    return out


def route_outcomes(game: TwinStar) -> dict[str, Outcome]:
    """Per hex name, while a route is drawn hex by hex: a hex holding rivals' pieces costs a
    toll to them (paid with the movement)."""
    p = game.current
    if game.phase != "route" or p is None:
        return {}
    out: dict[str, Outcome] = {}
    for move in game.legal_moves():
        verb, _, name = move.partition(" ")
        h = game.by_name.get(name)
        if verb != "via" or h is None:
            continue
        rivals = tuple(sorted(set(game.pieces.get(h, [])) - {p}))
        out[name] = Outcome("toll" if rivals else "extend", 0, rivals)
    return out


def outcomes(game: TwinStar) -> dict[str, Outcome]:
    """The outcomes of the hexes that are legal now (building or drawing a route)."""
    return build_outcomes(game) or route_outcomes(game)
