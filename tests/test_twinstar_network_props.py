"""TwinStar property: the network index (``network_index.py``) and the facts the rules keep
(disc placement on bit sets, network facts) agree with the plain searches on every position
of random games of both editions at 1, 2 and 4 players; ``--soak`` plays thousands.

* In every network a game reaches, the suggested route options are exactly the undominated
  outcomes of every simple route (``network.route_outcomes`` against a plain enumeration;
  its budget is never reached in play), for every mine and every seat; the index the game
  carried over from earlier networks answers as one made afresh, and each mine's region is
  the road hexes a plain walk reaches (and the factories it lists, those a plain walk links),
  and the route with the fewest hexes it keeps per mine and factory is the plain one.
* On every position, whether the player to move can make a movement from each mine to each
  factory (what Transport/Deliver offers and "performable" asks), answered from the index
  (or from the one route tried before searching), equals the plain route search; while a
  route is drawn, the hexes it may go on to equal the plain ``route_steps`` kept by that
  search; the route tried first is a route with the fewest hexes, as a plain walk finds.
* On every Construct decision the build moves equal those of the per-hex reasons
  (``road_reason``, ``factory_reason``, ``cross_reason`` over every hex).
* On every fruit-edition placement the reachable squares, the targets and the moves equal
  those of a plain breadth-first search over squares; on every gem-edition placement the
  moves are those the per-square reasons allow; the performable squares kept for the turn
  equal the per-square answers, and whether Construct is performable (the first open
  terrain p can pay for) equals the plain intersection of the terrains.
* On every position the legal moves equal those a clone finds afresh (a clone keeps no
  stage entry's moves, so the build and claim moves kept from the entry are checked).
* In every fruit-edition network, each hex's demand hex (kept until a market is built, from
  each site hex's neighbours kept per valley) equals the plain walk over its neighbours.
"""

from __future__ import annotations

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.twinstar import hexes, network
from pygames.twinstar.components import CONSTRUCT, SITE
from pygames.twinstar.fruits import FruitsTwinStar
from pygames.twinstar.gems import GemsTwinStar
from pygames.twinstar.network_index import NetworkIndex
from pygames.twinstar.rules import TwinStar, square_name
from pygames.twinstar.turn import Build, Transport

CONFIGS = [(2, {"edition": "gems"}), (4, {"edition": "gems"}),
           (2, {"edition": "fruits", "mode": "basic"}), (4, {"edition": "fruits", "mode": "advanced"}),
           (1, {"edition": "fruits"})]


def assert_routes_exact(game: TwinStar) -> int:
    """Every mine's options for every seat equal the undominated outcomes, and whether the
    player to move can make a movement to each factory (what Transport/Deliver offers and
    "performable" asks) equals whether some simple route can carry an affordable load;
    checks made."""
    checks = 0
    for mine in game.mines:
        every = network.all_outcomes(mine, game.pieces, game.factories, game.seats)
        if game.current is not None and game.mines[mine]:
            for factory in game.factories:
                usable = any(game.carry_choices(mine, network.Route(factory, counts, ()))
                             for counts in every.get(factory, ()))
                assert game.route_exists(mine, factory, game.current) == usable
                checks += 1
        for seat in range(game.seats):
            options = game.route_options(mine, seat)
            assert set(options) == set(every)
            for factory, routes in options.items():
                have = {(game.COUNTED.features(r.counts, seat),
                         tuple(c for q, c in enumerate(r.counts) if q != seat)) for r in routes}
                assert have == network.pareto(every[factory], seat, game.COUNTED)
                checks += 1
    return checks


def assert_index_as_made_afresh(game: TwinStar) -> int:
    """The game's index (carried over from earlier networks) answers as a fresh one."""
    kept = game.network_index()
    fresh = NetworkIndex(game.pieces, game.factories, game.seats, game.COUNTED,
                         game.SUGGEST_BUDGET)
    assert kept.describes(game.pieces, game.factories)
    checks = 0
    for mine in game.mines:
        assert kept.region(mine) == network.road_region(mine, game.pieces)
        assert kept.seats_on(mine) == {q for h in network.road_region(mine, game.pieces)
                                       for q in game.pieces[h]}
        for factory in game.factories:
            assert kept.reaches(mine, factory) == network.connected(mine, factory, game.pieces)
            assert kept.shortest(mine, factory) \
                == network.shortest_route(mine, factory, game.pieces, game.seats)
        assert kept.reached(mine) == sorted(f for f in game.factories
                                            if network.connected(mine, f, game.pieces))
        for seat in range(game.seats):
            assert kept.outcomes(mine, seat) == fresh.outcomes(mine, seat)
            checks += 1
    return checks


def assert_movements_as_searched(game: TwinStar) -> int:
    """Whether a movement can be made, from the index, against the plain route search; and
    the hexes a route being drawn may go on to."""
    p = game.current
    assert p is not None
    checks = 0
    for mine, items in game.mines.items():
        if items:
            for factory in game.factories:
                assert game.route_exists(mine, factory, p) == game.route_search(mine, factory, p, ())
                checks += assert_shortest_route_plain(game, mine, factory)
    step = game.step
    if game.phase == "route" and isinstance(step, Transport) and step.mine and step.factory:
        plain = [h for h in network.route_steps(step.mine, step.factory, game.pieces, step.path)
                 if game.route_search(step.mine, step.factory, p, (*step.path, h))]
        assert game.route_next() == plain
        checks += assert_shortest_route_plain(game, step.mine, step.factory, step.path)
    return checks


def _fewest_hexes(start: tuple[int, int], factory: tuple[int, int], pieces: dict,
                  used: set) -> int | None:
    """Hexes on the shortest road from next to ``start`` to next to ``factory`` avoiding
    ``used``, by a plain breadth-first walk (None: no road)."""
    dist = {h: 1 for h in hexes.neighbours(start) if h in pieces and h not in used}
    queue = sorted(dist)
    for h in queue:
        if hexes.is_adjacent(h, factory):
            return dist[h]
        for n in hexes.neighbours(h):
            if n in pieces and n not in used and n not in dist:
                dist[n] = dist[h] + 1
                queue.append(n)
    return None


def assert_shortest_route_plain(game: TwinStar, mine, factory, prefix: tuple = ()) -> int:
    """The route tried before a search (``network.shortest_route``) is a route a mover may
    take, on from ``prefix``, with its pieces counted, and no route has fewer hexes."""
    route = network.shortest_route(mine, factory, game.pieces, game.seats, prefix)
    if prefix and hexes.is_adjacent(prefix[-1], factory):
        assert route is not None and route.path == prefix
    else:
        fewest = _fewest_hexes(prefix[-1] if prefix else mine, factory, game.pieces, set(prefix))
        assert (route is None) == (fewest is None)
        if route is None:
            return 1
        assert len(route.path) == len(prefix) + fewest
    path = route.path
    assert path[:len(prefix)] == prefix and len(set(path)) == len(path)
    assert all(h in game.pieces for h in path) and hexes.is_adjacent(mine, path[0])
    assert all(hexes.is_adjacent(a, b) for a, b in zip(path, path[1:], strict=False))
    assert hexes.is_adjacent(path[-1], factory) and route.factory == factory
    assert route.counts == tuple(sum(game.pieces[h].count(q) for h in path)
                                 for q in range(game.seats))
    return 1


def assert_build_moves_by_reasons(game: TwinStar) -> int:
    """The build moves are those the per-hex reasons allow, in the moves' order."""
    p = game.current
    step = game.step
    assert p is not None and isinstance(step, Build)
    sites, land = game.build_sites()
    by_name = sorted(game.pieces, key=game.names.__getitem__)
    plain = ([f"factory {game.names[h]}" for h in sites if game.factory_reason(p, h) is None]
             + [f"road {game.names[h]}" for h in land if game.road_reason(p, h) is None]
             + [f"cross {game.names[h]}" for h in by_name if game.cross_reason(p, h) is None])
    moves = [m for m in game.legal_moves() if m != "done"]
    assert moves == plain
    return 1


def assert_moves_as_made_afresh(game: TwinStar) -> int:
    """The legal moves equal those of a clone, which keeps none of the moves a stage entry
    found (what can be built, the contracts that can be claimed) and finds them again."""
    assert game.legal_moves() == game.clone().legal_moves()
    return 1


def assert_demand_hexes_plain(game: FruitsTwinStar) -> int:
    """Where a market on each hex would put its demand: the first free hex of its site next
    to it by name, as the plain walk over the valley finds it."""
    for h in game.terrain:
        site = game.site_of.get(h)
        plain = next((nb for nb in sorted(hexes.neighbours(h), key=lambda x: game.names.get(x, ""))
                      if game.terrain.get(nb) == SITE and game.site_of.get(nb) == site
                      and nb not in game.factories), None)
        assert game.demand_hex(h) == plain
    return 1


def _plain_spread(game: FruitsTwinStar, starts: list, p: int) -> dict:
    dist = {rc: 1 for rc in starts}
    frontier = list(starts)
    while frontier:
        nxt = []
        for rc in frontier:
            for x in game.orth(rc):
                if x not in dist and game.passable(p, x):
                    dist[x] = dist[rc] + 1
                    nxt.append(x)
        frontier = nxt
    return dist


def assert_placement_as_spread(game: FruitsTwinStar) -> int:
    """Disc placement (bit sets) against a plain breadth-first search over squares."""
    p = game.current
    assert p is not None
    board, pool = game.board, game.pool[p]
    if game.placed[p] == 0:
        entries = [rc for rc in game.shape.squares if rc in game.shape.edge and rc not in board
                   and game.first_disc_reason(p, rc) is None]
    else:
        entries = sorted({x for rc, s in board.items() if s[-1] == p for x in game.orth(rc)
                          if game.passable(p, x)})
    reach = _plain_spread(game, entries, p)
    assert game.disc_reach(p) == reach
    finals = {rc: d for rc, d in reach.items() if rc not in board and d <= pool}
    assert game.finals(p) == finals
    able = {rc: d for rc, d in finals.items() if game.performable(p, game.kind_at(rc))}
    targets = able or finals
    assert game.targets(p) == targets
    moves = [f"place {square_name(rc)}" for rc in sorted(targets) if targets[rc] == 1]
    if pool >= 2:
        for rc in entries:
            if not game.WALKS and rc not in board:
                continue
            after = _plain_spread(game, [x for x in game.orth(rc) if game.passable(p, x)], p)
            if game.placed[p]:
                for x, d in reach.items():
                    after[x] = min(after.get(x, d), d)
            if any(x != rc and x not in board and d <= pool - 1
                   and (not able or game.performable(p, game.kind_at(x)))
                   for x, d in after.items()):
                moves.append(("leap " if rc in board else "walk ") + square_name(rc))
    assert game.legal_moves() == (moves or ["pass"])
    # Construct is performable with a piece on an open terrain p can pay for, or a market
    plain_construct = bool(game.roads_left[p] and game.road_terrains(p, free=False)
                           & game.open_terrains()) \
        or (game.factory_affordable(p) and bool(game.factory_sites(p)))
    assert game.performable(p, CONSTRUCT) == plain_construct
    # the performable squares kept for the turn (asked about a few squares, then more)
    bits = game.shape.bits
    for rcs in (list(finals), list(reach), game.shape.squares):
        asked = sum(bits.bit(rc) for rc in set(rcs))
        plain = sum(bits.bit(rc) for rc in set(rcs) if game.performable(p, game.kind_at(rc)))
        assert game.performable_bits(p, asked) == plain
    return 1


def assert_gem_placement_by_reasons(game: TwinStar) -> int:
    """The gem edition's disc moves are those the per-square reasons allow."""
    p = game.current
    assert p is not None
    squares = [(r, c) for r in range(game.size) for c in range(game.size)]
    moves = [f"place {square_name(rc)}" for rc in squares if game.placement_reason(p, rc) is None]
    moves += [f"leap {square_name(rc)}" for rc in squares if game.leap_reason(p, rc) is None]
    assert game.legal_moves() == (moves or ["pass"])
    return 1


@pytest.mark.parametrize("players,options", CONFIGS, ids=lambda v: str(v))
def test_route_options_are_exact_in_every_network_of_random_games(players, options, game_count):
    checks = 0
    for seed in range(max(4, game_count // 6)):
        game = pygames.new_game("twinstar", players=players, seed=seed, options=options)
        assert isinstance(game, TwinStar)
        rng = Rng(seed)
        seen = None
        while not game.is_over:
            if game.network_key() != seen:
                seen = game.network_key()
                checks += assert_routes_exact(game)
                checks += assert_index_as_made_afresh(game)
                if isinstance(game, FruitsTwinStar):
                    checks += assert_demand_hexes_plain(game)
            checks += assert_movements_as_searched(game)
            checks += assert_moves_as_made_afresh(game)
            if game.phase == "build":
                checks += assert_build_moves_by_reasons(game)
            if game.phase == "place" and isinstance(game, FruitsTwinStar):
                checks += assert_placement_as_spread(game)
            elif game.phase == "place" and isinstance(game, GemsTwinStar):
                checks += assert_gem_placement_by_reasons(game)
            moves = game.legal_moves()
            game.play(moves[rng.below(len(moves))])
    assert checks > 0
