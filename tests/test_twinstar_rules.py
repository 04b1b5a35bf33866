"""TwinStar Valley (gem edition): rulebook examples and unit tests for each rule."""

from __future__ import annotations

import pytest

import pygames
from pygames.core.errors import IllegalMove
from pygames.twinstar import components as comp
from pygames.twinstar import hexes, scenario
from pygames.twinstar.network import Route
from pygames.twinstar.readings import reading
from pygames.twinstar.rules import TwinStar
from pygames.twinstar.scenario import begin, discs, factory, flat_valley, items, road
from pygames.twinstar.texts import TEXTS
from pygames.twinstar.turn import Factory, Movement, Transport

ORANGE, WHITE, PURPLE, YELLOW = 0, 1, 2, 3


def new(players: int = 2, seed: int = 1, rules: int | None = None) -> TwinStar:
    game = pygames.new_game("twinstar", players=players, seed=seed, rules=rules)
    assert isinstance(game, TwinStar)
    return game


def reason(game: TwinStar, move: str) -> str:
    with pytest.raises(IllegalMove) as err:
        game.play(move)
    key = err.value.key
    assert key in TEXTS["en"] and key in TEXTS["ja"]
    return key.rsplit(".", 1)[1]


def name(game: TwinStar, h: tuple[int, int]) -> str:
    return game.names[h]


# ---------------------------------------------------------------------- transport examples
def example_one(mover: int) -> TwinStar:
    """Mine (0,0) with 4 gems, a road of orange/white pieces to an orange factory."""
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (5, 0): comp.SITE})
    items(g, {(0, 0): "BBGR"})
    factory(g, (5, 0), ORANGE, "BG")
    with g.edit():
        g.credits = [20, 20]
    return g


def test_example_orange_carries_two_of_four_and_pays_white_four():
    g = example_one(ORANGE)
    road(g, {(1, 0): ORANGE, (2, 0): WHITE, (3, 0): ORANGE, (4, 0): WHITE})
    begin(g, ORANGE, ["transport"])
    g.play("from " + name(g, (0, 0)))
    g.play("to " + name(g, (5, 0)))
    carries = [m for m in g.legal_moves() if m.startswith("carry")]
    assert max(len(m.split()[1]) for m in carries) == 2
    assert reason(g, "carry GBB") == "capacity"
    g.play("carry BB")
    assert g.credits == [20 - 4, 20 + 4]
    assert g.reserve[ORANGE]["B"] == 2
    assert g.mines[(0, 0)] == "GR"


def test_variation_white_four_pieces_pays_factory_owner_and_sells_red():
    g = example_one(WHITE)
    road(g, {(1, 0): WHITE, (2, 0): WHITE, (3, 0): WHITE, (4, 0): WHITE})
    begin(g, WHITE, ["transport"])
    g.play("from " + name(g, (0, 0)))
    g.play("to " + name(g, (5, 0)))
    g.play("carry RGBB")
    assert g.credits[ORANGE] == 20 + 4  # 1 credit per gem delivered at a rival factory
    assert g.credits[WHITE] == 20 - 4 + 1  # the red gem is sold unrefined for 1
    assert g.reserve[WHITE] == {"R": 0, "G": 1, "B": 2, "Y": 0}
    assert g.market == {c: comp.MARKET_START for c in "RGBY"}  # unrefined sale: no move
    assert g.discard == ["R"]


M1, M2, FA, FB, FC = (4, 4), (0, 0), (5, 0), (0, -4), (-4, 4)


def three_factories(bypass: dict | None = None, rules: int | None = None) -> TwinStar:
    """The rulebook's three-factory example (white's turn), laid out as corridors."""
    g = new(3, rules=rules)
    flat_valley(g, special={M1: comp.MINE, M2: comp.MINE, FA: comp.SITE, FB: comp.SITE,
                            FC: comp.SITE})
    items(g, {M1: "RRGB", M2: "RGBY"})
    factory(g, FA, WHITE, "RG")
    factory(g, FB, ORANGE, "BY")
    factory(g, FC, WHITE, "RB")
    road(g, {(1, 0): WHITE, (2, 0): ORANGE, (3, 0): WHITE, (4, 0): WHITE})  # M2-A
    road(g, {(0, -1): WHITE, (0, -2): WHITE, (0, -3): WHITE})  # M2-B
    road(g, {(-1, 1): WHITE, (-2, 2): ORANGE, (-3, 3): PURPLE})  # M2-C
    road(g, {(5, 1): WHITE, (5, 2): WHITE, (4, 3): WHITE})  # A-M1
    road(g, {(3, 5): WHITE, (2, 5): ORANGE, (1, 5): WHITE, (0, 5): PURPLE, (-1, 5): WHITE,
             (-2, 5): ORANGE, (-3, 5): WHITE, (-4, 5): WHITE})  # M1-C
    road(g, bypass or {})
    with g.edit():
        g.credits = [10, 30, 10]
    begin(g, WHITE, ["transport"])
    return g


def go(g: TwinStar, mine, fac) -> None:
    g.play("from " + name(g, mine))
    g.play("to " + name(g, fac))


def suggested(g: TwinStar) -> list[Route]:
    """The suggested routes of the movement being drawn (every distinct outcome here)."""
    step = g.step
    assert isinstance(step, Transport) and step.mine is not None and step.factory is not None
    return g.route_options(step.mine, g.current)[step.factory]


def draw(g: TwinStar, route: Route) -> None:
    """Draw ``route`` on from what is drawn already (a single way on draws itself)."""
    step = g.step
    assert isinstance(step, Transport) and route.path[: len(step.path)] == step.path
    for h in route.path[len(step.path):]:
        if h not in g.step.path:  # type: ignore[union-attr]
            g.play("via " + g.names[h])
    assert g.current_route() == route


def max_carry(g: TwinStar) -> int:
    return max(len(m.split()[1]) for m in g.legal_moves() if m.startswith("carry"))


def test_three_factories_option_1_mine1_to_a_three_gems():
    g = three_factories()
    go(g, M1, FA)
    assert max_carry(g) == 3  # only 3 white discs on the road; 4 gems present
    g.play("carry RRG")
    assert g.credits == [10, 30, 10]


def test_three_factories_option_2_mine1_to_c_pays_majority_orange_three_per_gem():
    reading("gems-tolls")
    g = three_factories()
    go(g, M1, FC)
    assert max_carry(g) == 4
    g.play("carry RRGB")
    assert g.credits[ORANGE] == 10 + 3 * 4
    assert g.credits[PURPLE] == 10


def test_three_factories_option_3_mine2_to_a_one_per_gem_to_orange():
    g = three_factories()
    go(g, M2, FA)
    assert max_carry(g) == 3
    g.play("carry RGB")
    assert g.credits[ORANGE] == 10 + 3


def test_three_factories_option_4_mine2_to_c_tied_rivals_split():
    reading("gems-tolls")
    g = three_factories()
    go(g, M2, FC)
    assert max_carry(g) == 1
    g.play("carry R")
    assert g.credits == [11, 28, 11]


def test_tied_majority_rivals_each_receive_the_toll_divided_rounded_up():
    """"this cost is divided equally between the tied players, rounded up": 5 rival pieces
    (orange 2, purple 2, yellow 1) cost 5 for one gem; orange and purple receive 3 each,
    yellow nothing."""
    reading("gems-tolls")
    g = new(4)
    flat_valley(g, special={(0, 0): comp.MINE, (8, 0): comp.SITE})
    items(g, {(0, 0): "R"})
    factory(g, (8, 0), WHITE, "RG")
    owners = [WHITE, ORANGE, ORANGE, PURPLE, PURPLE, YELLOW, WHITE]
    road(g, {(q, 0): o for q, o in enumerate(owners, start=1)})
    scenario.credits(g, [10, 10, 10, 10])
    begin(g, WHITE, ["transport"])
    go(g, (0, 0), (8, 0))
    g.play("carry R")
    assert g.credits == [13, 4, 13, 10]


def test_three_factories_option_5_mine2_to_rival_factory_b():
    g = three_factories()
    go(g, M2, FB)
    assert max_carry(g) == 3
    g.play("carry GBY")
    assert g.credits[ORANGE] == 10 + 3  # 1 per gem delivered at the orange factory
    assert g.credits[WHITE] == 30 - 3 + 1  # the green gem is not refinable there


def test_bypass_variation_four_gems_without_paying_rules_1():
    g = three_factories(bypass={(2, -1): WHITE, (3, -1): WHITE}, rules=1)
    go(g, M2, FA)
    assert g.phase == "carry"  # a single undominated route remains
    assert max_carry(g) == 4
    g.play("carry RGBY")
    assert g.credits[ORANGE] == 10


def test_bypass_variation_four_gems_without_paying():
    """Every distinct outcome is offered: the bypass pays nobody; the route that also passes
    the orange piece costs 1 per gem but counts a rival piece (for rival-pass contracts)."""
    g = three_factories(bypass={(2, -1): WHITE, (3, -1): WHITE})
    go(g, M2, FA)
    routes = suggested(g)
    assert [r.counts for r in routes] == [(0, 5, 0), (1, 5, 0)]
    draw(g, routes[0])
    assert max_carry(g) == 4
    g.play("carry RGBY")
    assert g.credits[ORANGE] == 10
    g = three_factories(bypass={(2, -1): WHITE, (3, -1): WHITE})
    go(g, M2, FA)
    draw(g, suggested(g)[1])
    g.play("carry RGBY")
    assert g.credits[ORANGE] == 10 + 4


def test_route_choice_offers_undominated_routes_and_draws_the_chosen_one_rules_1():
    g = three_factories(bypass={(2, -1): WHITE, (3, -1): PURPLE}, rules=1)
    go(g, M2, FA)
    assert g.legal_moves() == ["via 1", "via 2"]
    g.play("via 1")  # the 4-white route through the purple piece
    route = g.current_route()
    assert route is not None and route.counts == (0, 4, 1)
    assert (3, -1) in route.path and (2, 0) not in route.path
    assert max_carry(g) == 4
    g = three_factories(bypass={(2, -1): WHITE, (3, -1): PURPLE}, rules=1)
    go(g, M2, FA)
    g.play("via 2")  # the route over the orange piece, detouring by the new white one
    assert g.current_route().counts == (1, 4, 0)
    g.play("carry RGBY")
    assert g.credits[ORANGE] == 10 + 4


def test_route_choice_is_drawn_and_every_distinct_outcome_is_suggested():
    """The route is the player's: drawn hex by hex (any simple route), with every distinct
    outcome suggested for one tap."""
    reading("gems-routes")
    g = three_factories(bypass={(2, -1): WHITE, (3, -1): PURPLE})
    go(g, M2, FA)
    assert g.phase == "route" and all(m.startswith("via ") for m in g.legal_moves())
    routes = suggested(g)
    assert [r.counts for r in routes] == [(0, 4, 1), (1, 4, 0), (1, 4, 1)]
    draw(g, routes[0])  # the 4-white route through the purple piece
    route = g.current_route()
    assert route is not None and route.counts == (0, 4, 1)
    assert (3, -1) in route.path and (2, 0) not in route.path
    assert max_carry(g) == 4
    g = three_factories(bypass={(2, -1): WHITE, (3, -1): PURPLE})
    go(g, M2, FA)
    draw(g, suggested(g)[1])  # the route over the orange piece, detouring by the new white one
    assert g.current_route().counts == (1, 4, 0)
    g.play("carry RGBY")
    assert g.credits[ORANGE] == 10 + 4
    g = three_factories(bypass={(2, -1): WHITE, (3, -1): PURPLE})
    go(g, M2, FA)
    draw(g, suggested(g)[2])  # both rival pieces: dearer, but it passes 2 (rival-pass contracts)
    route = g.current_route()
    assert route.counts == (1, 4, 1) and {(2, 0), (3, -1)} <= set(route.path)
    g.play("carry RGBY")
    # 2 rival pieces x 4 gems, split by the tied rivals; B and Y are sold unrefined for 1 each
    assert g.credits == [10 + 4, 30 - 8 + 2, 10 + 4]


@pytest.mark.parametrize("index,claimable", [(0, False), (2, True)])
def test_rival_pass_counts_every_rivals_pieces_together(index, claimable):
    """"pass at least the listed amount of Road pieces of a rival color": one orange and one
    purple piece make 2 (contract b04); the route past the purple piece alone makes 1."""
    reading("gems-rival-pass")
    g = three_factories(bypass={(2, -1): WHITE, (3, -1): PURPLE})
    put_contract(g, "b04")
    go(g, M2, FA)
    draw(g, suggested(g)[index])
    g.play("carry RGBY")
    g.play("done")  # no sale
    assert ("claim 1" in g.legal_moves()) is claimable


def circular_route(rules: int | None = None) -> TwinStar:
    g = new(2, rules=rules)
    mine, fac = (0, 0), (3, 0)
    flat_valley(g, special={mine: comp.MINE, fac: comp.SITE})
    items(g, {mine: "RGB"})
    factory(g, fac, WHITE, "RG")
    road(g, {(-1, 1): WHITE, (0, 1): WHITE, (1, 0): WHITE, (2, 0): ORANGE, (1, 1): ORANGE,
             (2, 1): ORANGE})
    with g.edit():
        g.credits = [10, 10]
    begin(g, WHITE, ["transport"])
    go(g, mine, fac)
    return g


def test_circular_route_passes_three_own_pieces_rules_1():
    g = circular_route(rules=1)
    route = g.current_route()
    assert route is not None and route.counts == (1, 3)
    assert max_carry(g) == 3
    g.play("carry RGB")
    assert g.credits[ORANGE] == 10 + 3  # 3 gems x 1 road piece


def test_circular_route_passes_three_own_pieces():
    """The cheapest way round is first; the detours over more orange pieces are offered too
    (they count for rival-pass contracts)."""
    g = circular_route()
    routes = suggested(g)
    assert [r.counts for r in routes] == [(1, 3), (2, 3), (3, 3)]
    draw(g, routes[0])
    assert max_carry(g) == 3
    g.play("carry RGB")
    assert g.credits[ORANGE] == 10 + 3  # 3 gems x 1 road piece


def test_crossroad_counts_both_colours_for_majority():
    g = new(3)
    flat_valley(g, special={(0, 0): comp.MINE, (4, 0): comp.SITE})
    items(g, {(0, 0): "RR"})
    factory(g, (4, 0), WHITE, "RG")
    road(g, {(1, 0): WHITE, (2, 0): [ORANGE, PURPLE], (3, 0): [PURPLE, WHITE]})
    with g.edit():
        g.credits = [0, 10, 0]
    begin(g, WHITE, ["transport"])
    go(g, (0, 0), (4, 0))
    assert g.current_route().counts == (1, 2, 2)
    g.play("carry RR")
    # 3 rival pieces x 2 gems = 6, to purple (2 pieces) over orange (1)
    assert g.credits == [0, 4, 6]


def test_payment_from_this_turns_income_and_debt_must_be_sold_off():
    reading("gems-financing")
    g = example_one(WHITE)
    road(g, {(1, 0): WHITE, (2, 0): WHITE, (3, 0): WHITE, (4, 0): WHITE})
    with g.edit():
        g.credits = [0, 0]
        g.reserve[WHITE]["Y"] = 1  # worth 2 at the market
    begin(g, WHITE, ["transport"])
    go(g, (0, 0), (5, 0))
    # fee 1/gem; the red gem sells for 1; refined B/G and the Y can be sold this turn
    assert "carry RGBB" in g.legal_moves()
    g.play("carry RGBB")
    assert g.credits[WHITE] == -3
    assert g.phase == "sell"
    assert reason(g, "done") == "debt"
    assert "sell Y" not in g.legal_moves()  # 2 credits do not cover 3
    g.play("sell BY")
    assert g.credits[WHITE] == -3 + 2 * 2 + 2


def test_chief_logistics_two_movements_same_road():
    g = example_one(WHITE)
    road(g, {(1, 0): WHITE, (2, 0): WHITE, (3, 0): WHITE, (4, 0): WHITE})
    items(g, {(0, 0): "BBGG"})
    factory(g, (5, 0), WHITE, "BG")
    with g.edit():
        g.upgrades[WHITE] = {comp.CHIEF_LOGISTICS: 2}
    begin(g, WHITE, ["transport"])
    go(g, (0, 0), (5, 0))
    g.play("carry BB")
    assert g.phase == "from" and "done" in g.legal_moves()
    go(g, (0, 0), (5, 0))
    g.play("carry GG")
    assert g.reserve[WHITE] == {"R": 0, "G": 2, "B": 2, "Y": 0}


# ---------------------------------------------------------------------- sell
def test_sell_example_nine_credits_and_market_moves():
    g = new(2)
    with g.edit():
        g.market = {"R": 2, "G": 2, "B": 1, "Y": 1}  # prices R3 G3 B2 Y2
        g.reserve[0] = {"R": 1, "G": 0, "B": 0, "Y": 3}
        g.credits = [0, 0]
    begin(g, 0, [])
    assert g.phase == "sell"
    g.play("sell RY")
    assert g.credits[0] == 9  # 3x2 for the Sunstones + 1x3 for the Fire Opal
    assert {c: g.price(c) for c in "RGBY"} == {"R": 2, "G": 3, "B": 3, "Y": 1}
    assert g.discard.count("Y") == 3 and g.discard.count("R") == 1


def test_sell_track_limits_and_ties_rise_together():
    g = new(2)
    with g.edit():
        g.market = {"R": 0, "G": 0, "B": 0, "Y": 5}
        g.reserve[0] = {"R": 1, "G": 0, "B": 0, "Y": 1}
    begin(g, 0, [])
    g.play("sell RY")
    assert g.market == {"R": 0, "G": 1, "B": 1, "Y": 4}


def test_sell_is_once_per_turn():
    g = new(2)
    with g.edit():
        g.reserve[0]["R"] = 1
    begin(g, 0, [])
    g.play("sell R")
    assert g.phase != "sell"


def test_reserve_over_five_returns_gems_to_discard():
    reading("gems-reserve")
    g = new(2)
    with g.edit():
        g.reserve[0] = {"R": 4, "G": 3, "B": 0, "Y": 0}
    begin(g, 0, [])
    g.play("done")  # no sale
    assert g.phase == "drop"
    g.play("drop G")
    g.play("drop G")
    assert sum(g.reserve[0].values()) == 5 and g.discard == ["G", "G"]
    assert g.current == 1


# ---------------------------------------------------------------------- setup
@pytest.mark.parametrize("players,tiles,discs,side", [(2, 4, 9, 5), (3, 5, 7, 6), (4, 6, 6, 6)])
def test_setup_by_player_count(players, tiles, discs, side):
    for seed in range(15):
        g = new(players, seed)
        assert len(set(g.tile_of.values())) == tiles and len(g.terrain) == 19 * tiles
        assert hexes.tile_layout_ok(tile_positions(g))
        assert len(g.mines) == tiles and all(len(v) == 2 for v in g.mines.values())
        assert len(g.bag) == 64 - 2 * tiles
        assert g.pool == [discs] * players and g.size == side
        assert g.roads_left == [15] * players
        assert g.credits == [7, 8, 10, 12][:players]
        assert g.market == {c: comp.MARKET_START for c in "RGBY"} and g.price("R") == 2
        assert g.factory_slots == list(comp.FACTORY_COSTS)
        assert len(g.grid) == 8 and all(c.startswith("a") for c in g.grid)
        assert [c[0] for c in g.pile] == ["b"] * 8 + ["c"] * 8
        if players > 2:
            assert g.kind_at((0, 0)) == comp.FLOWER
        else:
            assert g.kind_at((2, 2)) == comp.UPGRADE  # the cogwheel


def test_every_mine_starts_with_two_blind_gems_and_the_first_seat_starts():
    """"Blindly draw 2 gems, and place them on a free Mine": at setup every mine is free, so
    each gets 2 from the bag; the Starting Player (7 credits) is the first seat."""
    reading("gems-start")
    drawn = set()
    for players in (2, 3, 4):
        for seed in range(5):
            g = new(players, seed)
            assert all(len(gems) == 2 for gems in g.mines.values())
            on_mines = "".join(g.mines.values())
            assert sorted(g.bag + list(on_mines)) == sorted("RGBY" * 16)
            assert g.current == 0 and g.credits[0] == 7
            drawn.add(tuple(sorted(g.mines.values())))
    assert len(drawn) > 1


def test_the_valley_is_laid_on_the_tile_lattice_as_the_seed_draws_it():
    """"Form a configuration of tiles that creates 1 continuous shape ... Each tile placed
    must touch at least 2 other tiles": tiles on their own lattice, without a hole; the seed
    draws which tiles go where and how they are turned."""
    reading("gems-valley")
    valleys = set()
    for seed in range(8):
        g = new(4, seed)
        assert hexes.tile_layout_ok(tile_positions(g))
        assert new(4, seed).terrain == g.terrain
        valleys.add(tuple(sorted(g.terrain.items())))
    assert len(valleys) == 8


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_action_boards_use_the_four_actions_the_rulebook_describes(players):
    """"There are 5 unique Main actions on each side of the Action board", but the rulebook
    describes four: both sides of every board hold exactly those four (and unused flowers)."""
    reading("gems-five-actions")
    g = new(players)
    assert g.board_kinds == list(comp.BOARD_2P[0] if players == 2 else comp.BOARD_34P[0])
    for side in g.ED.boards[players]:
        symbols = {kind for row in side for kind in row} - {comp.FLOWER}
        assert symbols == {comp.CONSTRUCT, comp.TRANSPORT, comp.MINE_ACTION, comp.UPGRADE}


def tile_positions(g: TwinStar) -> list[tuple[int, int]]:
    """Where the valley's tiles lie on the tile lattice."""
    cells: dict[int, list] = {}
    for h, t in g.tile_of.items():
        cells.setdefault(t, []).append(h)
    return [_lattice_pos(group) for group in cells.values()]


def _lattice_pos(cells):
    centre = (sum(h[0] for h in cells) // 19, sum(h[1] for h in cells) // 19)
    for a in range(-6, 7):
        for b in range(-6, 7):
            if hexes.tile_centre((a, b)) == centre:
                return (a, b)
    raise AssertionError(centre)


def test_tiles_have_one_mine_and_sites_of_two():
    for t in comp.TILES:
        assert len(t) == 19 and t.count(comp.MINE) == 1
        sites = [h for h, x in zip(hexes.disc(), t, strict=True) if x == comp.SITE]
        assert all(len(g) >= 2 for g in hexes.components(sites))
    assert sum(t.count(comp.LAKE) for t in comp.TILES) >= 6
    assert sum(t.count(comp.MOUNTAIN) for t in comp.TILES) >= 6


def test_some_valleys_merge_factory_sites_across_tiles():
    merged = 0
    for seed in range(40):
        g = new(4, seed)
        groups = {}
        for h, s in g.site_of.items():
            groups.setdefault(s, set()).add(g.tile_of[h])
        merged += any(len(v) > 1 for v in groups.values())
    assert merged > 0


def test_layout_rules():
    reading("gems-valley")
    assert not hexes.tile_layout_ok([(0, 0), (1, 0), (2, 0), (3, 0)])  # ends touch only 1
    ring = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
    assert not hexes.tile_layout_ok(ring)  # hole in the middle
    assert hexes.tile_layout_ok([(0, 0), (1, 0), (0, 1), (1, -1)])


# ---------------------------------------------------------------------- disc placement
def test_first_disc_on_edge_not_next_to_rival():
    g = new(2)
    assert reason(g, "place c3") == "edge"
    g.play("place a1")
    while g.current == 0:
        g.play("done" if "done" in g.legal_moves() else g.legal_moves()[0])
    assert reason(g, "place b1") == "rival_near"
    assert reason(g, "place a2") == "rival_near"
    assert reason(g, "place a1") == "occupied"
    assert "place c1" in g.legal_moves()


def test_flower_squares_never_used():
    g = new(3)
    assert reason(g, "place a1") == "flower"
    assert all(m != "place f6" for m in g.legal_moves())


def test_later_discs_orthogonally_adjacent_to_own():
    g = new(2)
    discs(g, {(0, 0): [0]})
    assert "place b1" in g.legal_moves() and "place a2" in g.legal_moves()
    assert reason(g, "place b2") == "not_adjacent"


def test_leapfrog_pays_rival_and_resolves_second_disc_only():
    reading("gems-leapfrog")
    g = new(2)
    discs(g, {(0, 0): [0], (0, 1): [1]})
    credits = list(g.credits)
    g.play("leap b1")
    assert g.credits == [credits[0] - 2, credits[1] + 2]
    assert g.board[(0, 1)] == [1, 0] and g.pool[0] == 8
    assert g.legal_moves() == ["place c1", "place b2"]
    g.play("place b2")
    assert g.pool[0] == 7 and g.turn.action == g.kind_at((1, 1))


def test_leapfrog_illegal_cases():
    reading("gems-leapfrog")
    g = new(2)
    discs(g, {(0, 0): [0], (0, 1): [1, 0], (1, 0): [1]})
    assert reason(g, "leap b1") == "leap_rival"  # top disc is mine
    discs(g, {(0, 0): [0], (0, 1): [0, 1], (1, 0): [1]})
    assert reason(g, "leap b1") == "leap_stacked"
    with g.edit():
        g.credits[0] = 1
    assert reason(g, "leap a2") == "leap_credits"
    with g.edit():
        g.credits[0] = 5
        g.pool[0] = 1
    assert reason(g, "leap a2") == "leap_discs"


def test_leapfrog_covers_a_disc_where_a_normal_disc_could_go():
    """A round's first disc never leapfrogs, and the covered disc must lie next to one of the
    player's top discs (a disc of theirs that a rival covered does not count)."""
    reading("gems-leapfrog")
    g = new(2)
    discs(g, {(0, 1): [WHITE]})
    assert reason(g, "leap b1") == "leap_first"
    discs(g, {(0, 0): [ORANGE], (2, 2): [WHITE]})
    assert reason(g, "leap c3") == "not_adjacent"
    discs(g, {(0, 0): [ORANGE, WHITE], (0, 1): [WHITE], (4, 4): [ORANGE]})
    assert reason(g, "leap b1") == "not_adjacent"
    assert not any(m.startswith("leap") for m in g.legal_moves())


def test_corporate_manager_uses_a_spare_disc_for_one_credit():
    reading("gems-leapfrog")
    g = new(2)
    discs(g, {(0, 0): [0], (0, 1): [1]})
    with g.edit():
        g.upgrades[0] = {comp.CORPORATE_MANAGER: 1}
    c0, c1 = g.credits
    g.play("leap b1")
    assert g.credits == [c0 - 1, c1 + 1] and g.pool[0] == 9 and g.spare[0] == 2


def test_two_by_two_ends_the_players_round_and_others_go_on():
    g = new(2)
    discs(g, {(0, 0): [0], (0, 1): [0], (1, 0): [0], (4, 4): [1]}, pool=[6, 8])
    g.play("place b2")
    while g.current == 0:
        g.play("done" if "done" in g.legal_moves() else g.legal_moves()[0])
    assert g.done == [True, False]
    assert g.current == 1
    g.play(g.legal_moves()[0])
    while g.current == 1 and g.phase != "place":
        g.play("done" if "done" in g.legal_moves() else g.legal_moves()[0])
    assert g.current == 1  # player 0 is skipped


def test_only_top_discs_count_for_two_by_two():
    g = new(2)
    discs(g, {(0, 0): [0], (0, 1): [0, 1], (1, 0): [0], (1, 1): [0]})
    assert not g.made_square(0, [(1, 1)])
    discs(g, {(0, 0): [0], (0, 1): [1, 0], (1, 0): [0], (1, 1): [0]})
    assert g.made_square(0, [(1, 1)])


def test_round_two_turns_board_and_starts_after_last_player():
    g = new(2)
    discs(g, {(0, 0): [1]}, pool=[0, 0])
    with g.edit():
        g.done = [True, False]
        g.credits[1] = 0
    begin(g, 1, [])
    assert g.round == 2 and g.side == 1 and g.board == {}
    assert g.pool == [9, 9] and g.spare == [3, 3]
    assert g.current == 0  # left of player 1, who finished round 1
    assert g.board_kinds == list(comp.BOARD_2P[1])


def test_game_ends_after_round_two():
    g = new(2)
    with g.edit():
        g.round = 2
        g.done = [True, False]
        g.pool = [0, 0]
    begin(g, 1, [])
    assert g.is_over and g.legal_moves() == []


def test_pass_when_no_placement_possible():
    reading("gems-pass")
    g = new(2)
    discs(g, {(0, 0): [0], (0, 1): [0, 1], (1, 0): [0, 1]})
    assert g.legal_moves() == ["pass"]
    g.play("pass")
    assert g.done[0]


# ---------------------------------------------------------------------- construct
def construct_game(rules: int | None = None) -> TwinStar:
    g = new(2, rules=rules)
    flat_valley(g, radius=4, special={(0, 0): comp.MINE, (1, 0): comp.LAKE, (2, 0): comp.MOUNTAIN,
                                      (0, 2): comp.SITE, (1, 2): comp.SITE, (-3, 0): comp.SITE})
    with g.edit():
        g.tile_of[(1, 2)] = 1  # the two pink hexes lie on two tiles but form one site
        g.credits = [20, 20]
    return g


def test_road_costs_and_terrain():
    g = construct_game()
    begin(g, 0, ["construct"])
    assert reason(g, "road " + name(g, (0, 0))) == "on_mine"
    assert reason(g, "road " + name(g, (0, 2))) == "on_site"
    assert reason(g, "road " + name(g, (2, 0))) == "mountain"
    g.play("road " + name(g, (1, 0)))  # bridge: 2
    g.play("road " + name(g, (0, 1)))  # plains: 1
    assert g.credits[0] == 17 and g.roads_left[0] == 13
    assert g.phase != "build"  # two pieces: the action ends


def test_bridge_architect_and_construction_master():
    g = construct_game()
    with g.edit():
        g.upgrades[0] = {comp.BRIDGE_ARCHITECT: 1, comp.CONSTRUCTION_MASTER: 1}
    begin(g, 0, ["construct"])
    g.play("road " + name(g, (1, 0)))
    g.play("road " + name(g, (2, 0)))
    g.play("road " + name(g, (-1, 0)))
    assert g.credits[0] == 17 and g.roads_left[0] == 12


def test_crossroad_once_per_round_pays_rival_four():
    g = construct_game()
    road(g, {(0, 1): 1, (-1, 1): 1})
    begin(g, 0, ["construct"])
    g.play("cross " + name(g, (0, 1)))
    assert g.credits == [16, 24] and g.pieces[(0, 1)] == [1, 0]
    assert reason(g, "cross " + name(g, (-1, 1))) == "cross_used"
    assert reason(g, "road " + name(g, (0, 1))) == "hex_taken"


def test_crossroad_on_a_mountain_rules_1_ignores_the_terrain():
    g = construct_game(rules=1)
    road(g, {(2, 0): 1})  # white's mountain road
    begin(g, 0, ["construct"])
    assert "cross " + name(g, (2, 0)) in g.legal_moves()


def test_crossroad_on_a_mountain_needs_bridge_architect():
    """"Mountains: These hexes can not be built on unless you unlock an upgrade": a
    crossroad is built there too."""
    g = construct_game()
    road(g, {(2, 0): 1})
    begin(g, 0, ["construct"])
    assert "cross " + name(g, (2, 0)) not in g.legal_moves()
    assert reason(g, "cross " + name(g, (2, 0))) == "mountain"
    with g.edit():
        g.upgrades[0] = {comp.BRIDGE_ARCHITECT: 1}
    begin(g, 0, ["construct"])
    g.play("cross " + name(g, (2, 0)))
    assert g.pieces[(2, 0)] == [1, 0] and g.credits == [16, 24]


def construct_and_transport(rules: int | None = None) -> TwinStar:
    g = construct_game(rules)
    factory(g, (0, 2), 0, "RG")
    road(g, {(0, 1): 0})
    items(g, {(0, 0): "RG"})
    return g


def test_done_at_once_rules_1():
    g = construct_and_transport(rules=1)
    begin(g, 0, ["construct"])
    assert "done" in g.legal_moves()
    g.play("done")
    assert g.phase != "build"
    begin(g, 0, ["transport"])
    assert g.legal_moves() == ["from " + name(g, (0, 0)), "done"]


def test_main_action_must_be_performed_when_possible():
    """"A player must always perform the Main action": ``done`` only after its first step,
    or when nothing of it can be done (the action is then skipped)."""
    g = construct_and_transport()
    begin(g, 0, ["construct"])
    assert "done" not in g.legal_moves()
    assert reason(g, "done") == "must_act"
    g.play("road " + name(g, (0, -1)))
    assert "done" in g.legal_moves()  # "up to 2": stopping after one is fine
    begin(g, 0, ["transport"])
    assert g.legal_moves() == ["from " + name(g, (0, 0))]
    assert reason(g, "done") == "must_act"
    with g.edit():
        g.credits[0] = 0
        g.roads_left[0] = 0
    begin(g, 0, ["construct"])
    assert g.phase != "build"  # nothing can be built: the action is skipped


def test_factory_top_left_cost_spec_and_one_per_merged_site():
    reading("gems-factory-piece")
    g = construct_game()
    begin(g, 0, ["construct"])
    g.play("factory " + name(g, (0, 2)))
    assert g.credits[0] == 20 - comp.FACTORY_COSTS[0] and g.roads_left[0] == 14
    assert "spec RG" in g.legal_moves() and "spec RR" not in g.legal_moves()
    g.play("spec RG")
    assert g.spec_pawns == {"R": 3, "G": 3, "B": 4, "Y": 4}
    begin(g, 1, ["construct"])
    assert reason(g, "factory " + name(g, (1, 2))) == "site_taken"
    g.play("factory " + name(g, (-3, 0)))
    assert g.credits[1] == 20 - comp.FACTORY_COSTS[1]


def test_the_factory_marker_is_a_road_piece_outside_every_route():
    """"a player places a Road piece of his color on top of the pink Factory disc": it comes
    from the owner's 15 pieces, but a route runs over road hexes only, so the marker adds no
    capacity; with no piece left, no factory."""
    reading("gems-factory-piece")
    g = construct_game()
    items(g, {(0, 0): "RG"})
    road(g, {(0, 1): ORANGE})
    begin(g, ORANGE, ["construct"])
    g.play("factory " + name(g, (0, 2)))
    g.play("spec RG")
    assert g.roads_left[ORANGE] == 14
    begin(g, ORANGE, ["transport"])
    go(g, (0, 0), (0, 2))
    route = g.current_route()
    assert route is not None and route.path == ((0, 1),) and route.counts == (1, 0)
    assert max_carry(g) == 1
    with g.edit():
        g.roads_left[WHITE] = 0
    begin(g, WHITE, ["construct"])
    assert g.phase != "build"  # 20 credits and a free site, but no piece to mark a factory


def test_factory_or_roads_not_both():
    g = construct_game()
    begin(g, 0, ["construct"])
    g.play("road " + name(g, (0, 1)))
    assert reason(g, "factory " + name(g, (0, 2))) == "factory_roads"


def test_specialisation_pawns_are_limited():
    g = construct_game()
    with g.edit():
        g.spec_pawns = {"R": 0, "G": 0, "B": 0, "Y": 1}
    begin(g, 0, ["construct"])
    assert reason(g, "factory " + name(g, (0, 2))) == "no_spec"


# ---------------------------------------------------------------------- mine / upgrade
def test_mine_action_two_draws_and_three_credits():
    g = construct_game()
    with g.edit():
        g.terrain[(3, -3)] = comp.MINE
        g.mines = {(0, 0): "", (3, -3): "RRB"}
    c = g.credits[0]
    bag = len(g.bag)
    begin(g, 0, ["mine", "mine", "mine_pay"])
    assert g.legal_moves() == ["onto " + name(g, (0, 0))]  # the mine holding 3 is full
    g.play(g.legal_moves()[0])
    g.play(g.legal_moves()[0])
    assert len(g.mines[(0, 0)]) == 4 and len(g.bag) == bag - 4
    assert g.credits[0] == c + 3
    assert g.turn.mined == g.mines[(0, 0)]


def test_mining_expert_keeps_two_of_four():
    g = construct_game()
    with g.edit():
        g.upgrades[0] = {comp.MINING_EXPERT: 1}
    begin(g, 0, ["mine", "mine", "mine_pay"])
    assert g.phase == "keep" and len(g.step.drawn) == 4
    bag = len(g.bag)
    g.play(g.legal_moves()[0])
    assert len(g.bag) == bag + 2


def test_mine_with_empty_bag_or_no_mine_still_pays():
    reading("gems-mine-draws")
    g = construct_game()
    items(g, {(0, 0): "RRR"})
    c = g.credits[0]
    begin(g, 0, ["mine", "mine", "mine_pay"])
    assert g.credits[0] == c + 3 and g.mines[(0, 0)] == "RRR"
    items(g, {(0, 0): ""})
    with g.edit():
        g.bag = []
    begin(g, 0, ["mine", "mine", "mine_pay"])
    assert g.mines[(0, 0)] == ""


def test_upgrades_chief_logistics_two_steps_and_four_pawns():
    g = new(2)
    begin(g, 0, ["upgrade"])
    assert g.legal_moves() == [f"upgrade {t}" for t in range(1, 6)]
    g.play("upgrade 3")
    assert not g.has_upgrade(0, comp.CHIEF_LOGISTICS)
    begin(g, 0, ["upgrade"])
    assert "upgrade 3" in g.legal_moves()
    g.play("upgrade 3")
    assert g.has_upgrade(0, comp.CHIEF_LOGISTICS) and g.turn.unlocked == 1
    with g.edit():
        g.upgrades[0] = {1: 1, 2: 1, 3: 2, 4: 1}
    begin(g, 0, ["upgrade"])
    assert g.phase != "upgrade"  # all 4 pawns placed, nothing to move
    with g.edit():
        g.upgrades[1] = {1: 1}
    begin(g, 1, ["upgrade"])
    assert "upgrade 1" not in g.legal_moves() and "upgrade 2" in g.legal_moves()


# ---------------------------------------------------------------------- contracts
def put_contract(g: TwinStar, cid: str, slot: int = 0) -> None:
    with g.edit():
        g.grid[slot] = cid


def test_claim_sell_contract_refills_from_pile_and_gives_bonus():
    g = new(2)
    put_contract(g, "a03")  # sell 2 gems, bonus upgrade
    with g.edit():
        g.reserve[0] = {"R": 2, "G": 0, "B": 0, "Y": 0}
    top = g.pile[0]
    begin(g, 0, [])
    g.play("sell R")
    assert "claim 1" in g.legal_moves()
    g.play("claim 1")
    assert g.won[0] == ["a03"] and g.grid[0] == top and len(g.pile) == 15
    assert g.phase == "upgrade"


def test_contract_needs_the_action_this_turn():
    reading("gems-contract-action")
    g = construct_game()
    put_contract(g, "b07")  # 2 bridges/mountain roads
    road(g, {(1, 0): 0, (2, 0): 0})
    begin(g, 0, ["construct"])
    g.play("road " + name(g, (0, 1)))
    g.play("road " + name(g, (-1, 1)))
    assert g.phase != "claim"  # built no bridge this turn
    with g.edit():
        g.upgrades[0] = {comp.BRIDGE_ARCHITECT: 1}
        del g.pieces[(2, 0)]
    begin(g, 0, ["construct"])
    g.play("road " + name(g, (2, 0)))
    g.play("done")
    assert "claim 1" in g.legal_moves()


@pytest.mark.parametrize("cid,setup", [
    ("a01", "transport"), ("a02", "transport"), ("a11", "transport_rival"),
    ("a04", "mine"), ("a06", "upgrade"), ("a09", "shape"), ("b02", "factory"),
    ("a03", "sell"), ("a07", "sale"), ("b09", "tile5"), ("b15", "pieces8"), ("b14", "spread"),
    ("a08", "mine_gems"), ("c15", "all_roads"), ("b13", "transport_red"), ("c11", "line4"),
])
def test_goal_types(cid, setup):
    g = construct_game()
    c = g.contract(cid)
    assert not g.goal_met(0, c)
    t = g.turn
    with g.edit():
        if setup == "transport":
            t.movements = [Movement(items="RG", matched="RG", own=2, rival=0)]
        elif setup == "transport_rival":
            t.movements = [Movement(items="R", matched="R", own=1, rival=1)]
        elif setup == "mine":
            t.action = comp.MINE_ACTION
            g.board = {(0, 0): [0], (0, 1): [0]}
            g.set_board(["MM" + "C" * 3] + ["C" * 5] * 4)
        elif setup == "upgrade":
            g.upgrades[0] = {1: 1}
            t.unlocked = 1
        elif setup == "shape":
            road(g, {(0, 1): 0, (1, 1): 0, (2, 1): 0})
            t.built = [(2, 1)]
        elif setup == "sell":
            t.sold = 2
        elif setup == "sale":
            t.did_sell, t.sale = True, 4
        elif setup in ("tile5", "pieces8"):
            road(g, {(q, 3): 0 for q in range(-3, 1)})
            road(g, {(q, -3): 0 for q in range(0, 4)})
            if setup == "tile5":
                for q in range(-3, 1):
                    g.tile_of[(q, 3)] = 1
                g.tile_of[(0, -3)] = 1
            t.built = [(0, 3)]
        elif setup == "spread":
            for i, h in enumerate([(0, 1), (0, 3), (1, 1), (1, 3), (2, 1), (2, 3), (3, -1),
                                   (3, -3)]):
                g.tile_of[h] = i // 2
                road(g, {h: 0})
            t.built = [(0, 1)]
        elif setup == "mine_gems":
            t.mined = "RRGY"
        elif setup == "all_roads":
            g.roads_left[0] = 0
            t.construct_roads = 1
        elif setup == "transport_red":
            t.movements = [Movement(items="RRB", matched="", own=3, rival=0)]
        elif setup == "line4":
            road(g, {(0, -1): 0, (0, -2): 0, (0, -3): 0, (0, -4): 0})
            t.built = [(0, -3)]
        elif setup == "factory":
            factory(g, (0, 2), 0, "RG")
            factory(g, (-3, 0), 0, "BY")
            t.factory = True
    assert g.goal_met(0, c)


def test_every_goal_and_bonus_kind_is_in_the_decks():
    assert {c.goal for c in comp.CONTRACTS} == set(comp.GOALS)
    assert {c.bonus for c in comp.CONTRACTS} - {""} == set(comp.BONUSES)
    assert all(c.points <= 2 for c in comp.CONTRACTS if c.bonus)
    assert [sum(c.deck == d for c in comp.CONTRACTS) for d in "ABC"] == [15, 15, 15]


def test_bonus_free_roads_and_credits():
    reading("gems-bonus")
    g = construct_game()
    put_contract(g, "a05")  # 1 bridge/mountain road, bonus 1 free road
    begin(g, 0, ["construct"])
    g.play("road " + name(g, (1, 0)))
    g.play("done")
    g.play("claim 1")
    assert g.phase == "build" and g.step.free
    c = g.credits[0]
    g.play("road " + name(g, (3, 0)))
    assert g.credits[0] == c


def test_bonus_pieces_build_no_crossroad_or_factory_and_obey_the_terrain():
    """"Position the listed amount of your Road pieces (1 or 2) in the Playing field, at no
    cost. Placement on mountain hexes requires the connected upgrade": roads, bridges and
    mountain roads only, free even without credits."""
    reading("gems-bonus")
    g = construct_game()
    road(g, {(0, 1): WHITE})
    with g.edit():
        g.credits = [0, 20]
    begin(g, ORANGE, ["roads:2"])
    assert g.phase == "build" and g.step.free
    assert not any(m.startswith(("factory", "cross")) for m in g.legal_moves())
    assert reason(g, "factory " + name(g, (0, 2))) == "factory_roads"
    assert reason(g, "cross " + name(g, (0, 1))) == "no_cross"
    assert reason(g, "road " + name(g, (2, 0))) == "mountain"
    g.play("road " + name(g, (1, 0)))  # a bridge: 2 credits when paid
    with g.edit():
        g.upgrades[ORANGE] = {comp.BRIDGE_ARCHITECT: 1}
    g.play("road " + name(g, (2, 0)))
    assert g.pieces[(1, 0)] == g.pieces[(2, 0)] == [ORANGE] and g.credits[ORANGE] == 0


def test_chief_logistics_gives_a_bonus_transport_two_movements():
    reading("gems-bonus")
    g = example_one(WHITE)
    road(g, {(1, 0): WHITE, (2, 0): WHITE, (3, 0): WHITE, (4, 0): WHITE})
    items(g, {(0, 0): "BBGG"})
    factory(g, (5, 0), WHITE, "BG")
    put_contract(g, "a07")  # a sale of 4; bonus: transport
    with g.edit():
        g.upgrades[WHITE] = {comp.CHIEF_LOGISTICS: 2}
        g.market["Y"] = 1  # 2 credits each
        g.reserve[WHITE] = {"R": 0, "G": 0, "B": 0, "Y": 2}
    begin(g, WHITE, [])
    g.play("sell Y")
    g.play("claim 1")
    go(g, (0, 0), (5, 0))
    g.play("carry BB")
    assert g.phase == "from"  # the second movement
    go(g, (0, 0), (5, 0))
    g.play("carry GG")
    assert g.reserve[WHITE] == {"R": 0, "G": 2, "B": 2, "Y": 0}


# ---------------------------------------------------------------------- scoring
def test_final_scoring_and_tiebreak():
    reading("gems-credits")
    g = new(2)
    with g.edit():
        g.won = [["c01", "a01"], ["b02"]]
        g.credits = [7, 9]
        g.mines = {(0, 0): "RRB", (1, 1): "GY"}
        g.factories = {(5, 5): Factory(owner=1, spec="RG", cost=4)}
    parts = g.score_breakdown()
    assert parts[0] == {"contracts": 5, "credits": 3, "factories": 0, "total": 8}
    assert parts[1] == {"contracts": 3, "credits": 4, "factories": 3, "total": 10}
    with g.edit():
        g.credits = [7, 5]  # 8 points each: the tie goes to the most contracts
        g.finish()
    assert g.scores() == [8, 8] and g.winners() == [0]


def test_the_credit_supply_never_runs_out_and_money_scores_half_rounded_down():
    """"60 credits in total": an empty supply still pays (what it paid out is counted);
    money scores credits ÷ 2 rounded down, never below 0."""
    reading("gems-credits")
    g = new(2)
    scenario.credits(g, [30, 30])
    assert g.bank == 0
    begin(g, ORANGE, ["mine", "mine", "mine_pay"])
    while g.phase in ("onto", "keep"):
        g.play(g.legal_moves()[0])
    assert g.credits == [33, 30] and g.bank == -3
    with g.edit():
        g.credits = [7, -1]
    assert [part["credits"] for part in g.score_breakdown()] == [3, 0]


def test_reasons_are_translated_for_unknown_and_wrong_phase():
    g = new(2)
    assert reason(g, "fly a1") == "unknown"
    assert reason(g, "sell R") == "not_now"


def test_near_misses_do_not_meet_goals():
    reading("gems-contract-action")
    g = construct_game()
    t = g.turn
    with g.edit():
        t.movements = [Movement(items="RB", matched="", own=2, rival=0)]
    assert not g.goal_met(0, g.contract("b13"))  # needs two Fire Opals
    with g.edit():
        t.mined = "RY"
    assert not g.goal_met(0, g.contract("a08"))  # needs R and G
    road(g, {(0, 1): 0, (1, 1): 0, (3, 1): 0})
    with g.edit():
        t.built = [(3, 1)]
    assert not g.goal_met(0, g.contract("a09"))  # gap in the line
    with g.edit():
        g.roads_left[0] = 0
    assert not g.goal_met(0, g.contract("c15"))  # not by a Construct this turn


def test_bonus_mine_draws_two_without_pay_and_bonus_transport():
    reading("gems-mine-draws")
    g = example_one(WHITE)
    road(g, {(1, 0): WHITE, (2, 0): WHITE, (3, 0): WHITE, (4, 0): WHITE})
    items(g, {(0, 0): ""})
    put_contract(g, "a04")  # bonus: mine
    c = g.credits[WHITE]
    with g.edit():
        g.upgrades[WHITE] = {comp.MINING_EXPERT: 1}  # 4 for the Mine action, not for a bonus
    begin(g, WHITE, ["mine:bonus"])
    assert g.phase == "onto" and len(g.step.drawn) == 2
    g.play("onto " + name(g, (0, 0)))
    assert len(g.mines[(0, 0)]) == 2 and g.credits[WHITE] == c
    put_contract(g, "a07")  # a sale of 4; bonus: transport
    with g.edit():
        g.market["Y"] = 1  # 2 credits each
        g.reserve[WHITE] = {"R": 0, "G": 0, "B": 0, "Y": 2}
    begin(g, WHITE, [])
    g.play("sell Y")
    assert g.turn.sale == 4
    g.play("claim 1")
    assert g.phase == "from"
    go(g, (0, 0), (5, 0))
    assert g.legal_moves()


def reason_keys() -> set[str]:
    """Every reason key the engine can give: what the reason functions (``*_reason`` in the
    rule modules, ``_reason`` in explain.py) return, dictionary keys (parameters) left out."""
    import ast
    import inspect

    from pygames.twinstar import (
        actions,
        construct,
        derived,
        discs,
        engine,
        explain,
        fruit_contracts,
        fruit_discs,
        fruits,
        gems,
        legacy,
        legacy_routes,
        rules,
        solo,
        solo_paths,
        start,
        transport,
    )

    keys: set[str] = set()
    for module in (start, derived, discs, engine, construct, transport, actions, rules, gems,
                   fruits, fruit_discs, fruit_contracts, solo, solo_paths, legacy,
                   legacy_routes, explain):
        tree = ast.parse(inspect.getsource(module))
        for fn in ast.walk(tree):
            if not isinstance(fn, ast.FunctionDef) or not fn.name.endswith("reason"):
                continue
            for ret in (n for n in ast.walk(fn) if isinstance(n, ast.Return) and n.value):
                params = {id(k) for d in ast.walk(ret.value) if isinstance(d, ast.Dict)
                          for k in d.keys}
                keys |= {c.value for c in ast.walk(ret.value)
                         if isinstance(c, ast.Constant) and isinstance(c.value, str) and c.value
                         and id(c) not in params}
    return keys


def test_every_reason_key_is_translated():
    keys = reason_keys()
    assert len(keys) > 30
    assert {"edge", "rival_near", "leap_credits", "on_mine", "site_taken", "no_demand_hex",
            "walk_needed", "leap_needed", "must_act", "capacity", "debt"} <= keys
    for key in keys:
        for lang in ("en", "ja"):
            assert "twinstar.illegal." + key in TEXTS[lang], key


def _simple_paths_exceed(mine, pieces, limit: int) -> bool:
    """Whether listing the simple paths from ``mine`` takes more than ``limit`` expansions
    (the budget rules version 1 gave its path search before it fell back)."""
    budget = [limit]
    on_path: set = set()

    def step(here) -> None:
        for nb in hexes.neighbours(here):
            if nb in pieces and nb not in on_path and budget[0] > 0:
                budget[0] -= 1
                on_path.add(nb)
                step(nb)
                on_path.discard(nb)

    step(mine)
    return budget[0] == 0


def dense_network(rules: int | None = None) -> TwinStar:
    """Every hex within 4 of the mine holds a road piece, the four seats' in turn: all 15
    pieces of each seat (orange's factory takes one of its own)."""
    g = new(4, rules=rules)
    flat_valley(g, radius=6, special={(0, 0): comp.MINE, (5, 0): comp.SITE})
    factory(g, (5, 0), 0, "RG")
    cells = [h for h in hexes.disc(4) if h != (0, 0)]
    road(g, {h: i % 4 for i, h in enumerate(cells) if i != 56})  # 56: orange's 15th
    assert sorted(sum(o == [q] for o in g.pieces.values()) for q in range(4)) == [14, 15, 15, 15]
    return g


def test_dense_networks_still_offer_long_own_routes_rules_1():
    from pygames.twinstar import legacy_routes

    g = dense_network(rules=1)
    assert _simple_paths_exceed((0, 0), g.pieces, legacy_routes.SEARCH_LIMIT)  # too many to list
    best = g.route_options((0, 0), 0)[(5, 0)][0]
    assert best.counts[0] >= 12
    assert len(set(best.path)) == len(best.path)
    assert all(hexes.is_adjacent(a, b) for a, b in zip(best.path, best.path[1:], strict=False))


def test_dense_networks_still_let_a_long_own_route_be_drawn():
    """The densest network a 4-player game can reach: a route of 12 or more own pieces (the
    best one rules version 1 found) is drawn hex by hex, each step legal, and carries."""
    from pygames.twinstar import legacy_routes

    best = legacy_routes.route_options_v1(dense_network(1), (0, 0), 0)[(5, 0)][0]
    assert best.counts[0] >= 12
    g = dense_network()
    items(g, {(0, 0): "RRGB"})
    with g.edit():
        g.credits = [100, 10, 10, 10]
    begin(g, ORANGE, ["transport"])
    go(g, (0, 0), (5, 0))
    for h in best.path:
        if h in g.step.path:  # type: ignore[union-attr]
            continue  # the only way on: drawn by itself
        move = "via " + name(g, h)
        assert move in g.legal_moves(), move
        g.play(move)
    route = g.current_route()
    assert route is not None and route.counts == best.counts
    assert max_carry(g) == 4


def test_shape_goals_agree_with_every_placement_of_the_shape_tried_plainly():
    """``shape_at`` (the ways of covering a new piece, as sets tested at once) against the
    shape laid every way over each new piece: rotated 6 ways, reflected or not, any of its
    cells on the piece, on random sets of pieces."""
    from pygames.core.rng import Rng
    from pygames.twinstar.gems import SHAPES, shape_at

    def plain(mine: set, built: list, shape: tuple) -> bool:
        for h in built:
            if h not in mine:
                continue
            for flip in (False, True):
                for rot in range(6):
                    cells = [hexes.rotate((b, a) if flip else (a, b), rot) for a, b in shape]
                    for aq, ar in cells:
                        if all((h[0] + q - aq, h[1] + r - ar) in mine for q, r in cells):
                            return True
        return False

    rng = Rng(11)
    met = 0
    for _ in range(3000):
        mine = {(rng.below(7) - 3, rng.below(7) - 3) for _ in range(1 + rng.below(9))}
        built = [sorted(mine)[rng.below(len(mine))], (9, 9)]
        for shape in SHAPES.values():
            assert shape_at(mine, built, shape) == plain(mine, built, shape)
            met += plain(mine, built, shape)
    assert met > 100
