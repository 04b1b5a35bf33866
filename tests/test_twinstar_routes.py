"""TwinStar routes: the player draws any simple route (「プレイヤーは最短ルートを選択する必要は
なく」), and the suggested routes are every distinct outcome where the search finishes.

``network.route_outcomes`` is checked against a plain enumeration of every simple path on
hundreds of random networks; the rulebook situations of issue 18 are played through the
rules: a longer route with rival pieces that a contract needs can be drawn (and is
suggested) beside a cheaper own route, in both editions, and a dense rival block next to the
mine hides no route.
"""

from __future__ import annotations

import collections

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.twinstar import components as comp
from pygames.twinstar import hexes, network, scenario
from pygames.twinstar.fruits import FruitsTwinStar
from pygames.twinstar.gems import GemsTwinStar
from pygames.twinstar.readings import reading
from pygames.twinstar.rules import TwinStar
from pygames.twinstar.turn import Transport

ME, RIVAL = 0, 1


def _random_network(seed: int, radius: int, fill: float, seats: int
                    ) -> tuple[hexes.Hex, dict[hexes.Hex, list[int]], set[hexes.Hex]]:
    rng = Rng(seed)
    cells = hexes.disc(radius)
    mine = cells[rng.below(len(cells))]
    factories: set[hexes.Hex] = set()
    while len(factories) < 2:
        f = cells[rng.below(len(cells))]
        if f != mine:
            factories.add(f)
    pieces: dict[hexes.Hex, list[int]] = {}
    for h in cells:
        if h == mine or h in factories or rng.below(100) >= fill * 100:
            continue
        owners = [rng.below(seats)]
        if rng.below(10) == 0 and (other := rng.below(seats)) != owners[0]:
            owners.append(other)  # a crossroad: both colours count
        pieces[h] = owners
    return mine, pieces, factories


def _outcomes(routes: list[network.Route], me: int, counted: network.Counted) -> set:
    return {(counted.features(r.counts, me), tuple(c for q, c in enumerate(r.counts) if q != me))
            for r in routes}


@pytest.mark.parametrize("counted", [GemsTwinStar.COUNTED, FruitsTwinStar.COUNTED],
                         ids=["gems", "fruits"])
@pytest.mark.parametrize("radius,fill,seeds", [(2, 0.8, range(250)), (3, 0.55, range(40))])
def test_route_outcomes_match_every_simple_path(counted, radius, fill, seeds) -> None:
    for seed in seeds:
        mine, pieces, factories = _random_network(seed, radius, fill, 3)
        every = network.all_outcomes(mine, pieces, factories, 3)
        for me in range(3):
            got, complete = network.route_outcomes(mine, pieces, factories, 3, me, counted)
            assert complete and set(got) == set(every), seed
            for f, routes in got.items():
                assert _outcomes(routes, me, counted) == network.pareto(every[f], me, counted), seed
                for r in routes:  # each option's example path is a real route with its counts
                    assert r.path and len(set(r.path)) == len(r.path)
                    assert hexes.is_adjacent(mine, r.path[0]) and hexes.is_adjacent(r.path[-1], f)
                    assert all(hexes.is_adjacent(a, b) for a, b in zip(r.path, r.path[1:],
                                                                       strict=False))
                    counts = [0] * 3
                    for h in r.path:
                        for o in pieces[h]:
                            counts[o] += 1
                    assert tuple(counts) == r.counts


def draw(game: TwinStar, route: network.Route) -> None:
    """Draw ``route`` on from what is drawn already (a single way on is drawn by itself)."""
    step = game.step
    assert isinstance(step, Transport) and route.path[: len(step.path)] == step.path
    for h in route.path[len(step.path):]:
        if h not in game.step.path:  # type: ignore[union-attr]
            game.play("via " + game.names[h])
    assert game.current_route() == network.Route(route.factory, route.counts, route.path)


def suggested(game: TwinStar) -> list[network.Route]:
    step = game.step
    assert isinstance(step, Transport) and step.mine is not None and step.factory is not None
    return game.route_options(step.mine, game.current)[step.factory]


def _fruit_delivery(rules: int, grid: list[str], own_route: dict, long_route: dict,
                    market: hexes.Hex) -> TwinStar:
    game = pygames.new_game("twinstar", players=2, seed=1,
                            options={"edition": "fruits", "mode": "advanced"}, rules=rules)
    scenario.flat_valley(game, special={(0, 0): comp.MINE, market: comp.SITE})
    scenario.items(game, {(0, 0): "AGLP"})
    scenario.factory(game, market, RIVAL, "GL")
    scenario.road(game, {**own_route, **long_route})
    scenario.contracts(game, grid)
    scenario.credits(game, [30, 30])
    scenario.begin(game, ME, ["transport"])
    game.play("from " + game.names[(0, 0)])
    game.play("to " + game.names[market])
    return game


#: Six own pieces straight to the market, and ten (eight own, two rival) the long way round.
SHORT = {(q, 0): ME for q in range(1, 7)}
LONG = {(-1, 1): ME, (-1, 2): ME, (0, 2): RIVAL, (1, 2): RIVAL, (2, 2): ME, (3, 2): ME,
        (4, 2): ME, (5, 2): ME, (6, 2): ME, (7, 1): ME}


def test_a_longer_route_with_rival_pieces_is_offered_for_the_eight_piece_contract() -> None:
    """「1回の配達アクションで、少なくとも8つのルートコマを使用します…自分のルートコマと対戦相手の
    ルートコマの両方で構成できます」: an orchard with 4 fruits, a 6-piece own route and a
    10-piece route (2 rival): both are offered, and the long one claims the contract."""
    reading("fruits-routes")
    game = _fruit_delivery(2, ["fb15"], SHORT, LONG, (7, 0))
    routes = suggested(game)
    assert [r.counts for r in routes] == [(6, 0), (8, 2)]
    assert game.legal_moves() == sorted("via " + game.names[h] for h in ((1, 0), (-1, 1)))
    draw(game, routes[1])
    game.play("carry AGLP")
    assert game.credits[ME] == 30 - 2 * 4 - 2 + 2  # 2 rival pieces × 4 fruits, 2 demanded
    game.play("done")  # no sale
    assert "claim 1" in game.legal_moves()
    game.play("claim 1")
    assert game.won[ME] == ["fb15"]


def test_rules_version_1_games_keep_their_pruned_route_options() -> None:
    game = _fruit_delivery(1, ["fb15"], SHORT, LONG, (7, 0))
    assert game.phase == "carry" and [r.counts for r in game.usable_routes()] == [(6, 0)]


def test_a_route_over_rival_pieces_is_offered_for_the_rival_pieces_contract() -> None:
    """Two 4-piece routes (all own / 2 own + 2 rival): both are offered, so a contract asking
    for 2 rival pieces in one delivery can be claimed (rules version 1 offered only the own
    route)."""
    own = {(1, 0): ME, (2, 0): ME, (3, 0): ME, (4, 0): ME}
    mixed = {(-1, 1): ME, (-1, 2): RIVAL, (0, 2): RIVAL, (1, 2): ME}
    game = pygames.new_game("twinstar", players=2, seed=1,
                            options={"edition": "fruits", "mode": "advanced"})
    scenario.flat_valley(game, special={(0, 0): comp.MINE, (5, 0): comp.SITE, (2, 1): comp.SITE})
    scenario.items(game, {(0, 0): "GGLL"})
    scenario.factory(game, (2, 1), RIVAL, "GL")
    scenario.road(game, {**own, **mixed})
    scenario.contracts(game, ["fb04"])
    scenario.credits(game, [30, 30])
    scenario.begin(game, ME, ["transport"])
    game.play("from " + game.names[(0, 0)])
    game.play("to " + game.names[(2, 1)])
    routes = suggested(game)
    counts = [r.counts for r in routes]
    assert (2, 2) in counts and any(c[RIVAL] == 0 for c in counts)
    draw(game, routes[counts.index((2, 2))])
    game.play("carry GGLL")
    game.play("done")  # no sale
    assert "claim 1" in game.legal_moves()


def _dense_gems(rules: int) -> TwinStar:
    """4 players; a rival packs 15 pieces next to the mine (reaching the factory the long way
    round) while seat 0 has a 3-piece route of its own."""
    game = pygames.new_game("twinstar", players=4, seed=1, options={"edition": "gems"},
                            rules=rules)
    scenario.flat_valley(game, special={(0, 0): comp.MINE, (-4, 0): comp.SITE})
    scenario.items(game, {(0, 0): "RRGB"})
    scenario.factory(game, (-4, 0), ME, "RG")
    blob: list[hexes.Hex] = []
    seen = {(0, 0)}
    queue = collections.deque([(1, 0)])
    while len(blob) < 15:
        h = queue.popleft()
        if h not in seen:
            seen.add(h)
            blob.append(h)
            queue.extend(n for n in hexes.neighbours(h) if n not in seen and n[0] > -1)
    scenario.road(game, {**{h: RIVAL for h in blob}, (-1, 0): ME, (-2, 0): ME, (-3, 0): ME,
                         (-1, -1): RIVAL, (-2, -1): RIVAL, (-3, -1): RIVAL})
    return game


def test_a_dense_rival_block_next_to_the_mine_hides_no_route() -> None:
    reading("gems-routes")
    game = _dense_gems(2)
    routes = game.route_options((0, 0), ME)[(-4, 0)]
    every = network.all_outcomes((0, 0), game.pieces, game.factories, 4)[(-4, 0)]
    counted = game.COUNTED
    assert _outcomes(routes, ME, counted) == network.pareto(every, ME, counted)
    assert routes[0].counts == (3, 0, 0, 0)  # the own route, cheapest, first
    assert {r.counts for r in routes} >= {(3, 1, 0, 0), (3, 2, 0, 0), (3, 3, 0, 0)}


def test_route_options_are_shared_by_clones_and_follow_the_network() -> None:
    game = _dense_gems(2)
    first = game.route_options((0, 0), ME)
    assert game.clone().route_options((0, 0), ME) is first  # one search per network
    scenario.road(game, {(-1, 1): ME})
    assert game.route_options((0, 0), ME) is not first
