"""The road network's route facts, derived once per network and carried over as it grows.

Almost every decision asks route questions: may this seat move something from this mine to
this factory (Transport offers the pairs; the fruit edition's "performable" rule asks it for
every disc placement), which hexes can the route being drawn go on to, which routes to
suggest. The answers depend on the network (the pieces and the factories) and, for whether
a load is affordable, on the money of the moment. An index holds the network's part:

* each mine's **region** (the road hexes it reaches) and the factories next to it, so a
  factory out of reach is answered at once (kept while no factory is built and no new
  piece lies next to the mine or its region), and the seats with pieces on it (where only
  the mover's own pieces carry, a mine with none of them is answered at once too);
* per mine, seat and route drawn so far, the **route outcomes** (:func:`network.route_outcomes`:
  every undominated per-seat count of a simple route to each factory, within the search
  budget), from which the rules answer "can a movement be made" by trying a few outcomes
  against the money of the moment instead of searching routes. That is exact when the
  search completed: a route that dominates another carries at least as much (up to the
  most a mine holds) and passes no more pieces of any rival, so no toll or fee is higher
  on it, and any load affordable on the other is affordable on it;
* per mine, factory and route drawn so far, the hexes the route can go on to
  (:func:`network.route_steps`), and per mine and factory a route with the fewest hexes
  (:func:`network.shortest_route`, the one tried before a search);
* ``facts``: whatever else the rules derive from the network alone (the free land hexes
  by terrain, the hexes a road piece may go on), made on first use (a network grown by
  new pieces keeps the earlier one's facts at hand, ``earlier_facts``, to make its own
  from them);
* ``factory_facts``: what the rules derive from where the factories stand alone (the sites
  taken, where a market puts its demand, the free sites), made on first use and carried
  over to every index that follows while no factory is built.

An index is never changed once made, only its caches fill, so a game's clones share it. A
new road piece makes a new index (:meth:`NetworkIndex.follow`) that keeps the route facts
of every mine whose region the piece does not touch: the region and the pieces on it are
the same, and so is every route from the mine. A new factory renews them all.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .hexes import Hex, neighbours
from .network import Counted, Route, road_region, route_outcomes, route_steps, shortest_route

#: Per factory, the suggested routes; and whether the search finished within its budget.
Outcomes = tuple[dict[Hex, list[Route]], bool]
Pieces = dict[Hex, tuple[int, ...]]


class NetworkIndex:
    """Route facts of one network for one edition's counting (``counted``), number of seats
    and search budget (``budget``: see :func:`network.route_outcomes`). Each fact is made
    on first use."""

    #: Cached answers for routes drawn part of the way, before they are dropped (a player
    #: draws one route at a time; a bot's search draws many over one network).
    DRAWN_LIMIT = 512

    def __init__(self, pieces: dict[Hex, list[int]], factories: Iterable[Hex], seats: int,
                 counted: Counted, budget: int) -> None:
        self.pieces: Pieces = dict(zip(pieces, map(tuple, pieces.values()), strict=True))
        self.factories = frozenset(factories)
        self.seats = seats
        self.counted = counted
        self.budget = budget
        #: Per mine: its region (the road hexes linked to it) and the factories next to it.
        self._regions: dict[Hex, tuple[frozenset[Hex], frozenset[Hex]]] = {}
        self._reached: dict[Hex, list[Hex]] = {}
        self._seats_on: dict[Hex, frozenset[int]] = {}
        self._outcomes: dict[tuple[Any, ...], Outcomes] = {}
        self._steps: dict[tuple[Hex, Hex, tuple[Hex, ...]], list[Hex]] = {}
        self._shortest: dict[tuple[Hex, Hex], Route | None] = {}
        #: Other facts of this network the rules derive (see the module docstring).
        self.facts: dict[Any, Any] = {}
        #: Facts of where the factories stand (see the module docstring).
        self.factory_facts: dict[Any, Any] = {}
        #: When this network grew from an earlier one by pieces on new hexes (``added``;
        #: else None): that network's facts, from which some facts are made cheaply.
        self.earlier_facts: dict[Any, Any] | None = None
        self.added: frozenset[Hex] = frozenset()

    def _region(self, mine: Hex) -> tuple[frozenset[Hex], frozenset[Hex]]:
        found = self._regions.get(mine)
        if found is None:
            region = frozenset(road_region(mine, self.pieces))
            near = frozenset(f for h in region for f in neighbours(h) if f in self.factories)
            found = self._regions[mine] = (region, near)
        return found

    def region(self, mine: Hex) -> frozenset[Hex]:
        """The road hexes linked to ``mine`` through road hexes."""
        return self._region(mine)[0]

    # ------------------------------------------------------------------ keeping current
    def describes(self, pieces: dict[Hex, list[int]], factories: Iterable[Hex]) -> bool:
        """Whether this index is of the network ``pieces`` and ``factories``."""
        mine = self.pieces
        return len(pieces) == len(mine) and self.factories == frozenset(factories) \
            and all(mine.get(h) == tuple(owners) for h, owners in pieces.items())

    def follow(self, pieces: dict[Hex, list[int]], factories: Iterable[Hex]) -> NetworkIndex:
        """The index of a changed network, keeping the route facts of every mine whose
        region and its pieces are the same, and the factory facts while the factories are
        the same. A new factory renews them all: a route search
        tries the hexes nearest any factory first, which decides the example path kept for
        each outcome."""
        new = NetworkIndex(pieces, factories, self.seats, self.counted, self.budget)
        grown = self.pieces.keys() <= new.pieces.keys()
        if grown:
            new.added = frozenset(new.pieces.keys() - self.pieces.keys())
            new.earlier_facts = self.facts
        if new.factories == self.factories:
            new.factory_facts = self.factory_facts
            new._regions = self._regions_kept(new.added) if grown else {}
            known = {k[0] for k in self._outcomes} | {k[0] for k in self._steps} \
                | {k[0] for k in self._shortest}
            kept = {m for m in known if self._unchanged_for(m, new)}
            new._outcomes = {k: v for k, v in self._outcomes.items() if k[0] in kept}
            new._steps = {k: v for k, v in self._steps.items() if k[0] in kept}
            new._shortest = {k: v for k, v in self._shortest.items() if k[0] in kept}
        return new

    def _regions_kept(self, added: frozenset[Hex]) -> dict[Hex, tuple[frozenset[Hex],
                                                                     frozenset[Hex]]]:
        """The regions (and the factories next to them) that the pieces on hexes ``added``
        leave as they are: those next to neither the mine nor its region."""
        touched = {nb for h in added for nb in neighbours(h)}
        return {mine: found for mine, found in self._regions.items()
                if mine not in touched and touched.isdisjoint(found[0])}

    def _unchanged_for(self, mine: Hex, new: NetworkIndex) -> bool:
        region = self.region(mine)
        return new.region(mine) == region and all(new.pieces[h] == self.pieces[h] for h in region)

    # ------------------------------------------------------------------ questions
    def reaches(self, mine: Hex, factory: Hex) -> bool:
        """Whether some road links ``mine`` to ``factory`` (a route may exist)."""
        return factory in self._region(mine)[1]

    def seats_on(self, mine: Hex) -> frozenset[int]:
        """The seats with a piece on the road hexes linked to ``mine`` (every route from it
        passes only those)."""
        found = self._seats_on.get(mine)
        if found is None:
            pieces = self.pieces
            found = self._seats_on[mine] = frozenset(
                q for h in self._region(mine)[0] for q in pieces[h])
        return found

    def reached(self, mine: Hex) -> list[Hex]:
        """The factories some road links ``mine`` to, in hex order."""
        found = self._reached.get(mine)
        if found is None:
            found = self._reached[mine] = sorted(self._region(mine)[1])
        return found

    def searched(self, mine: Hex, seat: int, drawn: tuple[Hex, ...] = ()) -> bool:
        """Whether the route outcomes of ``seat`` from ``mine`` (on from ``drawn``) are made."""
        return (mine, seat, drawn) in self._outcomes

    def outcomes(self, mine: Hex, seat: int, drawn: tuple[Hex, ...] = (),
                 counted: Counted | None = None) -> Outcomes:
        """The route outcomes of ``seat`` from ``mine`` (on from the route ``drawn`` so far)
        per factory, and whether the search completed (then they are exact); ``counted``:
        what they tell apart, when it is less than the index's (a bot that weighs less)."""
        key = (mine, seat, drawn) if counted is None else (mine, seat, drawn, counted)
        found = self._outcomes.get(key)
        if found is None:
            if drawn and len(self._outcomes) >= self.DRAWN_LIMIT:
                self._outcomes = {k: v for k, v in self._outcomes.items() if not k[2]}
            region, near = self._region(mine)
            if near:
                found = route_outcomes(mine, self.pieces, self.factories, self.seats, seat,
                                       counted or self.counted, self.budget, drawn, region)
            else:  # no factory next to the mine's roads: no route at all
                found = ({}, True)
            self._outcomes[key] = found
        return found

    def shortest(self, mine: Hex, factory: Hex) -> Route | None:
        """A route from ``mine`` to ``factory`` with the fewest hexes
        (:func:`network.shortest_route`), None when there is none."""
        key = (mine, factory)
        if key not in self._shortest:
            self._shortest[key] = shortest_route(mine, factory, self.pieces, self.seats) \
                if self.reaches(mine, factory) else None
        return self._shortest[key]

    def steps(self, mine: Hex, factory: Hex, drawn: tuple[Hex, ...]) -> list[Hex]:
        """The hexes the route ``drawn`` so far can go on to towards ``factory``."""
        key = (mine, factory, drawn)
        found = self._steps.get(key)
        if found is None:
            if len(self._steps) >= self.DRAWN_LIMIT:
                self._steps = {}
            found = self._steps[key] = route_steps(mine, factory, self.pieces, drawn)
        return found
