"""TwinStar Valley, fruit edition (Japanese rulebook): rulebook examples and rule unit tests."""

from __future__ import annotations

import pytest
from test_twinstar_rules import draw, suggested

import pygames
from pygames.core.errors import IllegalMove
from pygames.core.rng import Rng
from pygames.twinstar import components as comp
from pygames.twinstar import components_fruits as fc
from pygames.twinstar import hexes, scenario
from pygames.twinstar.readings import reading
from pygames.twinstar.rules import TwinStar, parse_square
from pygames.twinstar.scenario import begin, discs, factory, flat_valley, items, road
from pygames.twinstar.texts import TEXTS
from pygames.twinstar.turn import Factory

ORANGE, WHITE, BLUE = 0, 1, 2


def new(players: int = 2, seed: int = 1, mode: str = "basic",
        rules: int | None = None) -> TwinStar:
    game = pygames.new_game("twinstar", players=players, seed=seed,
                            options={"edition": "fruits", "mode": mode}, rules=rules)
    assert isinstance(game, TwinStar)
    return game


def market(game: TwinStar, h, owner: int, spec: str) -> None:
    factory(game, h, owner, spec)


def reason(game: TwinStar, move: str) -> str:
    with pytest.raises(IllegalMove) as err:
        game.play(move)
    key = err.value.key
    assert key in TEXTS["en"] and key in TEXTS["ja"]
    return key.rsplit(".", 1)[1]


def go(g: TwinStar, orchard, mkt) -> None:
    g.play("from " + g.names[orchard])
    g.play("to " + g.names[mkt])


def choose(g: TwinStar, pick) -> None:
    """Draw the first suggested route satisfying ``pick``."""
    want = [r for r in suggested(g) if pick(r)]
    assert want
    draw(g, want[0])


def max_carry(g: TwinStar) -> int:
    return max(len(m.split()[1]) for m in g.legal_moves() if m.startswith("carry"))


# ---------------------------------------------------------------------- delivery examples
def line_game(owners: list[int], market_owner: int, fruits: str = "AGLL", players: int = 2,
              mode: str = "basic", rules: int | None = None) -> TwinStar:
    g = new(players, mode=mode, rules=rules)
    n = len(owners)
    flat_valley(g, special={(0, 0): comp.MINE, (n + 1, 0): comp.SITE})
    items(g, {(0, 0): fruits})
    market(g, (n + 1, 0), market_owner, "GL")
    road(g, {(i + 1, 0): o for i, o in enumerate(owners)})
    with g.edit():
        g.credits = [20, 20]
    return g


def test_example_orange_delivers_four_and_pays_white_two_per_fruit():
    reading("fruits-capacity")
    g = line_game([ORANGE, WHITE, ORANGE, WHITE], ORANGE)
    begin(g, ORANGE, ["transport"])
    go(g, (0, 0), (5, 0))
    assert max_carry(g) == 4  # every route piece counts, whoever built it
    g.play("carry AGLL")
    assert g.credits[WHITE] == 20 + 8  # 4 fruits x 2 white pieces
    assert g.credits[ORANGE] == 20 - 8 + 1  # the apple is sold at once for 1
    assert g.reserve[ORANGE] == {"A": 0, "G": 1, "L": 2, "P": 0}
    assert g.market == {c: fc.MARKET_START for c in fc.FRUITS}  # that sale moves no price


def test_example_white_pays_three_at_orange_market():
    g = line_game([WHITE] * 4, ORANGE)
    begin(g, WHITE, ["transport"])
    go(g, (0, 0), (5, 0))
    g.play("carry AGLL")
    assert g.credits[ORANGE] == 20 + 3  # 1 per matching fruit (lemons, grape) only
    assert g.credits[WHITE] == 20 - 3 + 1


M1, M2, FA, FB, FC = (4, 4), (0, 0), (5, 0), (0, -4), (-4, 4)


def three_markets(rules: int | None = None) -> TwinStar:
    """The three-market example (white's turn) laid out as corridors."""
    g = new(3, rules=rules)
    flat_valley(g, special={M1: comp.MINE, M2: comp.MINE, FA: comp.SITE, FB: comp.SITE,
                            FC: comp.SITE})
    items(g, {M1: "AGLP", M2: "AAPG"})
    market(g, FA, WHITE, "AG")
    market(g, FB, ORANGE, "AP")
    market(g, FC, WHITE, "GL")
    road(g, {(5, 1): WHITE, (5, 2): WHITE, (4, 3): WHITE})  # orchard 1 - A: 3 pieces
    road(g, {(1, 0): WHITE, (2, 0): ORANGE, (3, 0): WHITE, (4, 0): WHITE})  # orchard 2 - A
    road(g, {(0, -1): WHITE, (0, -2): WHITE, (0, -3): WHITE})  # orchard 2 - B
    # orchard 2 - C: 4 pieces (orange 2, blue 1) or 3 avoiding one orange piece
    road(g, {(-1, 1): WHITE, (-2, 2): ORANGE, (-2, 1): ORANGE, (-3, 2): ORANGE,
             (-3, 3): BLUE})
    # orchard 1 - C: 2 orange and 1 blue among 8 pieces
    road(g, {(3, 5): WHITE, (2, 5): ORANGE, (1, 5): WHITE, (0, 5): BLUE, (-1, 5): WHITE,
             (-2, 5): ORANGE, (-3, 5): WHITE, (-4, 5): WHITE})
    with g.edit():
        g.credits = [10, 40, 10]
    begin(g, WHITE, ["transport"])
    return g


def test_three_markets_option_1_orchard1_to_a_at_most_three():
    g = three_markets()
    go(g, M1, FA)
    assert max_carry(g) == 3


def test_three_markets_option_2_orchard1_to_c_pays_orange_two_blue_one_per_fruit():
    g = three_markets()
    go(g, M1, FC)
    g.play("carry AGLP")
    assert (g.credits[ORANGE], g.credits[BLUE]) == (10 + 8, 10 + 4)


def test_three_markets_option_3_orchard2_to_a_pays_orange_one_per_fruit():
    g = three_markets()
    go(g, M2, FA)
    assert max_carry(g) == 4
    g.play("carry AAGP")
    assert g.credits[ORANGE] == 10 + 4


def option_4(via: str | int, fruits: str, rules: int | None = None) -> tuple[int, int, int]:
    """Orchard 2 to market C along route option ``via`` (rules 1: the move; rules 2: the
    suggested route's index): the most fruits it carries, and orange's and blue's credits
    once ``fruits`` are carried."""
    g = three_markets(rules)
    go(g, M2, FC)
    if isinstance(via, str):
        assert g.phase == "via"
        g.play(via)
    else:
        draw(g, suggested(g)[via])
    most = max_carry(g)
    g.play("carry " + fruits)
    return most, g.credits[ORANGE], g.credits[BLUE]


def test_three_markets_option_4_two_routes_to_c_rules_1():
    # 4 fruits over 2 orange + 1 blue, or 3 avoiding an orange
    assert option_4("via 1", "AAGP", rules=1) == (4, 10 + 8, 10 + 4)
    assert option_4("via 2", "AAG", rules=1) == (3, 10 + 3, 10 + 3)


def test_three_markets_option_4_routes_to_c():
    """The example's two routes (4 fruits over 2 orange + 1 blue, or 3 avoiding an orange),
    and the 5-piece detour over all three orange pieces (more pieces used, dearer)."""
    g = three_markets()
    go(g, M2, FC)
    assert [r.counts for r in suggested(g)] == [(2, 1, 1), (3, 1, 1), (1, 1, 1)]
    assert option_4(0, "AAGP") == (4, 10 + 8, 10 + 4)
    assert option_4(2, "AAG") == (3, 10 + 3, 10 + 3)
    assert option_4(1, "AAGP") == (4, 10 + 12, 10 + 4)


def test_three_markets_option_5_orchard2_to_b_pays_orange_per_apple_or_pear():
    g = three_markets()
    go(g, M2, FB)
    assert max_carry(g) == 3
    g.play("carry AGP")
    assert g.credits[ORANGE] == 10 + 2  # apple and pear match orange's market
    assert g.credits[WHITE] == 40 - 2 + 1  # the grape is sold for 1


def test_bypass_lets_white_deliver_without_paying_orange():
    g = line_game([WHITE, ORANGE, WHITE, WHITE], WHITE)
    road(g, {(1, 1): WHITE, (2, 1): WHITE})  # two extra pieces round orange's
    begin(g, WHITE, ["transport"])
    go(g, (0, 0), (5, 0))
    choose(g, lambda r: r.counts[ORANGE] == 0 and sum(r.counts) >= 4)
    g.play("carry AGLL")
    assert g.credits[ORANGE] == 20


def test_circular_route_four_pieces_pays_four():
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (2, 0): comp.SITE})
    items(g, {(0, 0): "AGLL"})
    market(g, (2, 0), WHITE, "GL")
    # the short way (1,0) is orange; white's loop round the orchard uses 4 pieces, 1 orange
    road(g, {(1, 0): ORANGE, (-1, 1): WHITE, (0, 1): WHITE, (1, 1): WHITE})
    with g.edit():
        g.credits = [20, 20]
    begin(g, WHITE, ["transport"])
    go(g, (0, 0), (2, 0))
    choose(g, lambda r: sum(r.counts) == 4 and r.counts[ORANGE] == 1)
    g.play("carry AGLL")
    assert g.credits[ORANGE] == 20 + 4  # 4 fruits x 1 orange piece


def test_payment_may_come_from_this_turns_income():
    g = line_game([ORANGE, WHITE, ORANGE, WHITE], ORANGE, fruits="GGLL")
    with g.edit():
        g.credits = [0, 0]
        g.market["G"] = 5  # value 6
    begin(g, ORANGE, ["transport"])
    go(g, (0, 0), (5, 0))
    g.play("carry GGLL")  # owes 8, sells after
    assert g.credits[ORANGE] == -8
    assert "done" not in g.legal_moves()
    g.play("sell GL")
    assert g.credits[ORANGE] == -8 + 12 + 6


# ---------------------------------------------------------------------- sell example
def test_sell_example_ten_credits_and_lemon_pear_rise():
    g = new(2)
    with g.edit():
        g.market = {"A": 3, "G": 1, "L": 2, "P": 2}  # apple 4, grape 2, lemon 3, pear 3
        g.reserve[ORANGE] = {"A": 1, "G": 3, "L": 0, "P": 0}
        g.credits = [0, 0]
    begin(g, ORANGE, [])
    g.play("sell AG")
    assert g.credits[ORANGE] == 10
    assert {c: g.price(c) for c in "AGLP"} == {"A": 3, "G": 1, "L": 4, "P": 4}
    assert sorted(g.discard) == ["A", "G", "G", "G"]


# ---------------------------------------------------------------------- setup
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_setup(players):
    for seed in range(6):
        g = new(players, seed)
        seats = max(players, 2)
        tiles = [t for t, _ in g.tiles_used]
        assert len(tiles) == max(players, 2)
        assert (fc.TILE_SIDES and 0 in tiles) == (players <= 2)
        assert all(len(f) == 2 for f in g.mines.values())
        assert len(g.mines) == seats + (1 if players <= 2 else 0)
        assert all(v == 2 for v in g.market.values()) and g.price("A") == 3
        assert (2 in g.factory_slots) == (players == 4)
        assert g.factory_slots == sorted(g.factory_slots, reverse=True)
        assert g.pool == [{2: 9, 3: 7, 4: 6}[seats]] * seats
        assert g.credits == ([12, 0] if players == 1 else [8] * players)
        # no two market sites of different tiles touch
        assert not any(g.terrain.get(nb) == comp.SITE and g.tile_of[nb] != g.tile_of[h]
                       for h, t in g.terrain.items() if t == comp.SITE for nb in hexes.neighbours(h))
        assert g.size == (5 if seats == 2 else 6)


def test_start_player_is_random():
    assert len({new(3, s).current for s in range(12)}) > 1


def test_tile_data_constraints():
    for i, pair in enumerate(fc.TILE_SIDES):
        for side in pair:
            assert len(side) == 19
            assert side.count(comp.MINE) == (2 if i == fc.TILE_SIDES.index(pair) == 0 else 1)
            cells = hexes.disc()
            sites = [cells[j] for j, t in enumerate(side) if t == comp.SITE]
            assert all(len(grp) == 2 for grp in hexes.components(sites))
    for board in (fc.BOARD_2P, fc.BOARD_34P):
        for side in board:
            assert {c for row in side for c in row} == set("CTMU")


def test_contracts_and_lakes_as_the_rulebook_shows_them():
    """「少なくとも2つの市場を建設します」 and the 「5つの橋」 card; three lakes on every tile side,
    so a 2-player valley holds five. Rules version 1 kept its reconstructed 3 markets, 3
    bridges and one or two lakes a side."""
    ed = new(2).ED
    assert ed.contract("fc02").param == 2 and ed.contract("fc07").param == "L5"
    assert all(side.count(comp.LAKE) == 3 for pair in ed.tile_sides for side in pair)
    for seed in range(6):
        g = new(2, seed)
        assert sum(t == comp.LAKE for t in g.terrain.values()) >= 5
    old = new(2, rules=1).ED
    assert old.contract("fc02").param == 3 and old.contract("fc07").param == "L3"
    assert {side.count(comp.LAKE) for pair in old.tile_sides for side in pair} == {1, 2}


# ---------------------------------------------------------------------- discs
def sq(text: str) -> tuple[int, int]:
    rc = parse_square(text)
    assert rc is not None
    return rc


def test_first_disc_on_edge_not_next_to_rival():
    g = new(2, 3)
    p = g.current
    discs(g, {sq("b1"): [1 - p]})
    moves = g.legal_moves()
    assert "place c3" not in moves  # not on the edge
    assert "place a1" not in moves and "place c2" not in moves  # touch the rival (diagonal)
    assert "place e5" in moves or "place e1" in moves


def test_leapfrog_costs_a_disc_and_only_the_last_resolves():
    g = new(2, 3)
    p = g.current
    q = 1 - p
    discs(g, {sq("a1"): [p], sq("b1"): [q], sq("a2"): [q], sq("b2"): [q]},
          pool=[3 if s == p else 9 for s in range(2)])
    assert "leap b1" in g.legal_moves()
    credits = list(g.credits)
    g.play("leap b1")
    assert g.board[sq("b1")] == [q, p] and g.pool[p] == 2 and g.credits == credits
    assert g.phase == "place"  # the turn goes on: another leap or the final disc
    assert "place c1" in g.legal_moves()
    assert "leap b2" in g.legal_moves()
    g.play("leap b2")
    assert g.pool[p] == 1
    assert all(m.startswith("place") for m in g.legal_moves())  # no leap without a disc left


def test_no_leapfrog_without_discs_to_reach_an_action():
    g = new(2, 3)
    p = g.current
    q = 1 - p
    discs(g, {sq("a1"): [p], sq("b1"): [q], sq("a2"): [q]},
          pool=[1 if s == p else 9 for s in range(2)])
    assert g.legal_moves() == ["pass"]
    assert reason(g, "leap b1") == "leap_reach"


def test_stack_of_two_cannot_be_leapt():
    g = new(2, 3)
    p = g.current
    q = 1 - p
    discs(g, {sq("a1"): [p], sq("b1"): [p, q], sq("a2"): [q, p]},
          pool=[4 if s == p else 9 for s in range(2)])
    assert not any(m.startswith("leap") for m in g.legal_moves())


def test_unperformable_action_is_refused_unless_nothing_else():
    g = new(2, 3)
    p = g.current
    discs(g, {sq("c3"): [p]})
    items(g, {h: "" for h in g.mines})  # nothing to deliver anywhere
    kinds = {m.split()[1]: g.kind_at(sq(m.split()[1])) for m in g.legal_moves()
             if m.startswith("place")}
    assert kinds and comp.TRANSPORT not in kinds.values()
    # with only Deliver spots around, the disc may go there and does nothing
    with g.edit():
        g.set_board(["TTTTT"] * 5)
    assert g.legal_moves()
    credits = list(g.credits)
    g.play(g.legal_moves()[0])
    assert g.credits == credits


def test_two_by_two_ends_the_year_unless_free_flex():
    for flex in (False, True):
        g = new(2, 3)
        p = g.current
        discs(g, {sq("a1"): [p], sq("b1"): [p], sq("a2"): [p]})
        with g.edit():
            if flex:
                g.upgrades[p][fc.FREE_FLEX] = 1
            g.set_board(["MMMMM"] * 5)
        g.play("place b2")
        while g.current == p and g.phase != "place":
            g.play("done" if "done" in g.legal_moves() else g.legal_moves()[0])
        assert g.done[p] is (not flex)


def walk_position(rules: int | None = None) -> tuple[TwinStar, int]:
    """Orange's disc on a1, b1 a free Construct, c1 a Deliver with a delivery ready."""
    g = line_game([ORANGE] * 4, ORANGE, fruits="GGLL", rules=rules)
    p = ORANGE
    with g.edit():
        g.set_board(["MCTMM", "MMMMM", "MMMMM", "MMMMM", "MMMMM"])
    discs(g, {sq("a1"): [p]})
    with g.edit():
        g.current = p
        g.start_turn()
    assert g.phase == "place" and g.current == p
    return g, p


def test_a_turn_reaches_further_only_by_leapfrogs_rules_1():
    g, _ = walk_position(rules=1)
    assert g.legal_moves() == ["place b1", "place a2"]
    assert not g.is_legal("walk b1")


def test_discs_on_free_symbols_reach_an_action():
    """「1枚以上のアクションディスクを…空いているシンボル上に配置します」… only the last disc
    resolves: walking over the free Construct on b1 reaches the Deliver on c1."""
    g, p = walk_position()
    assert g.legal_moves()[:2] == ["place b1", "place a2"]
    assert "walk b1" in g.legal_moves()
    assert g.chains(p, sq("c1")) == [["walk b1", "place c1"]]
    g.play("walk b1")
    assert g.board[sq("b1")] == [p] and g.pool[p] == 8 and g.phase == "place"
    assert g.turn.action == ""  # the walked-over Construct does not resolve
    g.play("place c1")
    assert g.turn.action == comp.TRANSPORT and g.phase == "from"
    assert g.turn.squares == [sq("b1"), sq("c1")]


# ---------------------------------------------------------------------- construct
def test_market_takes_most_expensive_dome_and_two_demand_fruits():
    reading("fruits-market-demand")
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (3, 0): comp.SITE, (4, 0): comp.SITE})
    with g.edit():
        g.credits = [20, 20]
    begin(g, ORANGE, ["construct"])
    top = g.factory_slots[0]
    g.play("factory " + g.names[(3, 0)])
    assert g.credits[ORANGE] == 20 - top and g.roads_left[ORANGE] == 15
    assert g.factories[(3, 0)].demand == (4, 0)
    g.play("spec GL")
    assert g.factories[(3, 0)].spec == "GL"


def test_one_market_per_site_and_single_hex_site_refused():
    reading("fruits-market-demand")
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (3, 0): comp.SITE, (4, 0): comp.SITE,
                            (-3, 0): comp.SITE})
    market(g, (3, 0), WHITE, "AG")
    with g.edit():
        g.credits = [20, 20]
    begin(g, ORANGE, ["construct"])
    assert reason(g, "factory " + g.names[(4, 0)]) == "site_taken"
    assert reason(g, "factory " + g.names[(-3, 0)]) == "no_demand_hex"


def test_route_costs_smart_route_and_eco_road():
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (1, 0): comp.LAKE, (2, 0): comp.MOUNTAIN})
    with g.edit():
        g.credits = [20, 20]
    begin(g, ORANGE, ["construct"])
    assert reason(g, "road " + g.names[(2, 0)]) == "mountain"
    assert reason(g, "cross " + g.names[(1, 0)]) == "no_cross"  # no crossroads here
    g.play("road " + g.names[(1, 0)])
    assert g.credits[ORANGE] == 18
    with g.edit():
        g.upgrades[ORANGE] = {fc.SMART_ROUTE: 1, fc.ECO_ROAD: 1}
        g.credits = [20, 20]
        del g.pieces[(1, 0)]
    begin(g, ORANGE, ["construct"])
    assert g.step.limit == 3
    g.play("road " + g.names[(1, 0)])
    g.play("road " + g.names[(2, 0)])
    assert g.credits[ORANGE] == 20 - 1 - 2


def test_a_market_puts_its_demand_pieces_on_the_first_free_site_hex_by_name():
    """「市場自体の隣の空いている建築サイトのヘクスにそれらを重ねて配置します」: of the two free
    hexes of the site next to the market, the demand pieces go on the first by name."""
    reading("fruits-market-demand")
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (4, 0): comp.SITE, (5, -1): comp.SITE,
                            (3, 1): comp.SITE})
    scenario.credits(g, [20, 20])
    begin(g, ORANGE, ["construct"])
    g.play("factory " + g.names[(4, 0)])
    assert g.names[(5, -1)] < g.names[(3, 1)]
    assert g.factories[(4, 0)].demand == (5, -1)


# ---------------------------------------------------------------------- grow, research
def test_grow_two_draws_and_three_credits():
    g = new(2)
    with g.edit():
        g.credits = [0, 0]
    first = sorted(g.mines)[0]
    items(g, {h: "" if h == first else "AGLP" for h in g.mines})
    begin(g, ORANGE, ["mine", "mine", "mine_pay"])
    g.play("onto " + g.names[first])
    assert len(g.mines[first]) == 2
    g.play("onto " + g.names[first])  # holding 2: may take 2 more
    assert len(g.mines[first]) == 4 and g.credits[ORANGE] == 3


def test_grow_second_draw_skipped_when_every_orchard_holds_three():
    g = new(2)
    first = sorted(g.mines)[0]
    items(g, {h: "A" if h == first else "AGL" for h in g.mines})
    begin(g, ORANGE, ["mine", "mine", "mine_pay"])
    g.play("onto " + g.names[first])
    assert g.phase == "sell" or g.current != ORANGE or g.phase == "place"


def test_growsafe_draws_four_keeps_two():
    g = new(2)
    with g.edit():
        g.upgrades[ORANGE] = {fc.GROWSAFE: 1}
    items(g, {h: "" for h in g.mines})
    bag = len(g.bag)
    begin(g, ORANGE, ["mine", "mine", "mine_pay"])
    assert g.phase == "keep" and len(g.step.drawn) == 4
    g.play(g.legal_moves()[0])
    assert len(g.bag) == bag - 2


@pytest.mark.parametrize("players,fees", [(2, {WHITE: 2}), (3, {WHITE: 1, BLUE: 1})])
def test_research_fee(players, fees):
    g = new(players)
    with g.edit():
        for q in fees:
            g.upgrades[q] = {fc.SMART_ROUTE: 1}
        g.credits = [10] * players
    begin(g, ORANGE, ["upgrade"])
    g.play(f"upgrade {fc.SMART_ROUTE}")
    assert g.credits[ORANGE] == 10 - sum(fees.values())
    for q, amount in fees.items():
        assert g.credits[q] == 10 + amount


def test_two_step_research_pays_once_to_either_slot():
    g = new(3)
    with g.edit():
        g.upgrades[WHITE] = {fc.DRIVE_BOT: 2}
        g.upgrades[BLUE] = {fc.DRIVE_BOT: 1}
        g.credits = [10, 10, 10]
    begin(g, ORANGE, ["upgrade"])
    g.play(f"upgrade {fc.DRIVE_BOT}")
    assert g.credits == [8, 11, 11] and not g.has_upgrade(ORANGE, fc.DRIVE_BOT)
    begin(g, ORANGE, ["upgrade"])
    g.play(f"upgrade {fc.DRIVE_BOT}")
    assert g.credits == [8, 11, 11] and g.has_upgrade(ORANGE, fc.DRIVE_BOT)


def research_game(track: int) -> TwinStar:
    """Orange with research ``track`` unlocked: an orchard of 4 fruits linked to its market by
    2 pieces, an empty orchard, a mountain, an action board of Grow only."""
    g = new(2, mode="advanced")
    flat_valley(g, special={(0, 0): comp.MINE, (-3, 0): comp.MINE, (3, 0): comp.SITE,
                            (0, 2): comp.MOUNTAIN})
    items(g, {(0, 0): "GGLL"})
    market(g, (3, 0), ORANGE, "GL")
    road(g, {(1, 0): ORANGE, (2, 0): ORANGE})
    scenario.credits(g, [20, 20])
    scenario.action_board(g, ["MMMMM"] * 5, {"a1": [ORANGE], "b1": [ORANGE], "a2": [ORANGE]})
    with g.edit():
        g.upgrades[ORANGE] = {track: g.ED.upgrade_steps[track]}
        g.current = ORANGE
    return g


def research_effects(g: TwinStar) -> set[str]:
    """Which research effects orange has: Smart Route (mountains), Eco Road (3 pieces),
    Drive Bot (2 deliveries), GrowSafe (draw 4), Free Flex (a 2×2 goes on), Negotiator."""
    effects = set()
    begin(g, ORANGE, ["construct"])
    if "road " + g.names[(0, 2)] in g.legal_moves():
        effects.add("smart route")
    if g.step.limit == 3:
        effects.add("eco road")
    begin(g, ORANGE, ["transport"])
    if g.step.left == 2:
        effects.add("drive bot")
    begin(g, ORANGE, ["mine", "mine", "mine_pay"])
    if len(g.step.drawn) == 4:
        effects.add("growsafe")
    if g.claim_limit(ORANGE) == 2:
        effects.add("negotiator")
    with g.edit():
        g.current = ORANGE
        g.start_turn()
    g.play("place b2")  # a Grow making a 2×2
    while g.current == ORANGE and g.phase != "place":
        g.play(g.legal_moves()[0])
    if not g.done[ORANGE]:
        effects.add("free flex")
    return effects


def test_research_numbers_follow_the_gem_upgrades_they_mirror():
    """「3番目と6番目の研究オプションをアンロックするには2つのステップが必要です」: research 3
    (Drive Bot) and 6 (Contract Negotiator) take two steps; 1 Smart Route, 2 Eco Road,
    4 GrowSafe and 5 Free Flex keep the numbers of the gem upgrades they mirror."""
    reading("fruits-research-numbers")
    assert new(2).ED.upgrade_steps == {1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 2}
    names = {1: "smart route", 2: "eco road", 3: "drive bot", 4: "growsafe", 5: "free flex",
             6: "negotiator"}
    for track, effect in names.items():
        assert research_effects(research_game(track)) == {effect}, track


def test_negotiator_only_in_advanced_mode():
    assert f"upgrade {fc.NEGOTIATOR}" not in new(2).research_moves(ORANGE, free=False)
    assert f"upgrade {fc.NEGOTIATOR}" in new(2, mode="advanced").research_moves(ORANGE, False)


def test_drive_bot_second_delivery_elsewhere():
    reading("fruits-drive-bot")
    g = line_game([ORANGE] * 4, ORANGE, fruits="GGLL")
    with g.edit():
        g.upgrades[ORANGE] = {fc.DRIVE_BOT: 2}
    begin(g, ORANGE, ["transport"])
    go(g, (0, 0), (5, 0))
    g.play("carry GG")
    assert g.phase != "from" or "from " + g.names[(0, 0)] not in g.legal_moves()


def test_drive_bot_may_deliver_from_the_same_orchard_to_another_market():
    """「2つの異なる果樹園から、および/または2つの異なる市場に向けて」: the second delivery may
    leave the same orchard for another market; only the same pair is refused."""
    reading("fruits-drive-bot")
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (3, 0): comp.SITE, (-3, 0): comp.SITE})
    items(g, {(0, 0): "GGLL"})
    market(g, (3, 0), ORANGE, "GL")
    market(g, (-3, 0), ORANGE, "GL")
    road(g, {(1, 0): ORANGE, (2, 0): ORANGE, (-1, 0): ORANGE, (-2, 0): ORANGE})
    with g.edit():
        g.upgrades[ORANGE] = {fc.DRIVE_BOT: 2}
    begin(g, ORANGE, ["transport"])
    go(g, (0, 0), (3, 0))
    g.play("carry GG")
    g.play("from " + g.names[(0, 0)])
    assert g.legal_moves() == ["to " + g.names[(-3, 0)]]
    g.play("to " + g.names[(-3, 0)])
    g.play("carry LL")
    assert g.reserve[ORANGE] == {"A": 0, "G": 2, "L": 2, "P": 0}


# ---------------------------------------------------------------------- years, scoring
def test_year_two_starts_with_least_capital():
    g = new(3, 2)
    with g.edit():
        g.credits = [9, 3, 5]
        g.done = [True, True, True]
        g.end_year()
    assert g.round == 2 and g.current == WHITE and g.size == 6


@pytest.mark.parametrize("mode", ["basic", "advanced"])
@pytest.mark.parametrize("rules,start", [(1, ORANGE), (2, WHITE)])
def test_year_two_starts_with_the_lowest_capital_as_the_mode_counts_it(mode, rules, start):
    """「資本が最も低いプレイヤー」, capital being what the mode scores: credits plus market
    points (plus contract points in advanced mode). Rules version 1 counted credits only."""
    g = new(2, 2, mode=mode, rules=rules)
    with g.edit():
        g.credits = [3, 5]
        if mode == "advanced":
            g.pile.remove("fc01")
            g.won = [["fc01"], []]  # 4 points
        else:
            g.mines = {h: "" for h in g.mines}
            g.mines[sorted(g.mines)[0]] = "GGLA"
            g.factories[(99, 99)] = Factory(owner=ORANGE, spec="GL")  # 3 market points
        g.done = [True, True]
    assert g.score_breakdown()[ORANGE]["total"] == (7 if mode == "advanced" else 6)
    with g.edit():
        g.end_year()
    assert g.round == 2 and g.current == start


def test_basic_score_credits_plus_market_demand_and_research_tiebreak():
    g = new(2)
    first = sorted(g.mines)[0]
    items(g, {h: "GGLA" if h == first else "" for h in g.mines})
    market(g, (99, 99), ORANGE, "GL")
    with g.edit():
        g.credits = [10, 13]
    assert g.score_breakdown()[0] == {"credits": 10, "markets": 3, "total": 13}
    with g.edit():
        g.upgrades[WHITE] = {1: 1}
        g.finish()
    assert g.winners() == [WHITE]


# ---------------------------------------------------------------------- reasons
def fruit_reason(game: TwinStar, move: str) -> str:
    with pytest.raises(IllegalMove) as err:
        game.play(move)
    key = err.value.key
    assert key in TEXTS["en"] and key in TEXTS["ja"], key
    return key


@pytest.mark.parametrize("rules,further", [(1, "leap_needed"), (2, "walk_needed")])
def test_disc_reasons_in_fruit_wording(rules, further):
    """A final disc two discs away: rules version 1 reached it by leapfrogs only; now by
    discs placed on the way (leapfrogs or free symbols), either way not with one disc."""
    g = new(2, 3, rules=rules)
    p = g.current
    q = 1 - p
    discs(g, {sq("b1"): [q]})
    assert fruit_reason(g, "place c3") == "twinstar.fruits.illegal.edge"
    assert fruit_reason(g, "place a1") == "twinstar.illegal.rival_near"
    assert fruit_reason(g, "leap b1") == "twinstar.fruits.illegal.leap_first"
    discs(g, {sq("a1"): [p], sq("b1"): [q], sq("a2"): [q], sq("e5"): [q, p]},
          pool=[1 if s == p else 9 for s in range(2)])
    assert fruit_reason(g, "leap b1") == "twinstar.illegal.leap_reach"
    assert fruit_reason(g, "leap e5") == "twinstar.fruits.illegal.leap_rival"
    assert fruit_reason(g, "place c1") == "twinstar.illegal.not_adjacent"
    with g.edit():
        g.pool[p] = 3
    assert fruit_reason(g, "place c1") == "twinstar.illegal." + further
    assert fruit_reason(g, "place a1") == "twinstar.illegal.occupied"


def test_unperformable_reason():
    g = new(2, 3)
    p = g.current
    discs(g, {sq("c3"): [p]})
    items(g, {h: "" for h in g.mines})
    with g.edit():
        g.set_board(["MMMMM", "MMMMM", "MMMTM", "MMTMM", "MMMMM"])
    assert fruit_reason(g, "place c4") == "twinstar.illegal.unperformable"


def test_construct_reasons_in_fruit_wording():
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (1, 0): comp.MOUNTAIN, (3, 0): comp.SITE,
                            (4, 0): comp.SITE})
    with g.edit():
        g.credits = [20, 20]
    begin(g, ORANGE, ["construct"])
    assert fruit_reason(g, "road " + g.names[(0, 0)]) == "twinstar.fruits.illegal.on_mine"
    assert fruit_reason(g, "road " + g.names[(1, 0)]) == "twinstar.fruits.illegal.mountain"
    assert fruit_reason(g, "road " + g.names[(3, 0)]) == "twinstar.fruits.illegal.on_site"
    with g.edit():
        g.credits[ORANGE] = 0
    assert fruit_reason(g, "factory " + g.names[(3, 0)]) == "twinstar.illegal.credits"


def test_research_fee_must_be_affordable():
    g = new(2)
    with g.edit():
        g.upgrades[WHITE] = {fc.SMART_ROUTE: 1}
        g.credits = [1, 10]
    begin(g, ORANGE, ["upgrade"])
    assert f"upgrade {fc.SMART_ROUTE}" not in g.legal_moves()
    assert fruit_reason(g, f"upgrade {fc.SMART_ROUTE}") == "twinstar.fruits.illegal.upgrade"
    g.play(f"upgrade {fc.ECO_ROAD}")  # nobody on it: free
    assert g.credits == [1, 10]


def test_drive_bot_two_deliveries_from_different_orchards():
    reading("fruits-drive-bot")
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (0, 2): comp.MINE, (3, 0): comp.SITE})
    items(g, {(0, 0): "GG", (0, 2): "LL"})
    market(g, (3, 0), ORANGE, "GL")
    road(g, {(1, 0): ORANGE, (2, 0): ORANGE, (1, 1): ORANGE})
    with g.edit():
        g.upgrades[ORANGE] = {fc.DRIVE_BOT: 2}
        g.credits = [5, 5]
    begin(g, ORANGE, ["transport"])
    go(g, (0, 0), (3, 0))
    g.play("via " + g.names[(2, 0)])  # the short way (the long one carries more)
    g.play("carry G")
    assert g.phase == "from"
    assert "from " + g.names[(0, 0)] not in g.legal_moves()  # same orchard, same market
    go(g, (0, 2), (3, 0))
    g.play("via " + g.names[(2, 0)])
    g.play("carry LL")
    assert g.reserve[ORANGE] == {"A": 0, "G": 1, "L": 2, "P": 0}


def test_main_action_must_be_performed_when_possible():
    g = line_game([ORANGE] * 4, ORANGE, fruits="GGLL")
    begin(g, ORANGE, ["transport"])
    assert "done" not in g.legal_moves()
    assert fruit_reason(g, "done") == "twinstar.illegal.must_act"
    g2 = new(2)
    with g2.edit():
        g2.credits = [5, 5]
    begin(g2, ORANGE, ["construct"])
    assert "done" not in g2.legal_moves()
    g2.play(next(m for m in g2.legal_moves() if m.startswith("road")))
    assert "done" in g2.legal_moves()  # "up to 2": stopping after one is fine


def test_connection_counts_from_the_dome_not_the_demand_hex():
    g = new(2)
    flat_valley(g, special={(0, 0): comp.MINE, (3, 0): comp.SITE, (3, 1): comp.SITE})
    items(g, {(0, 0): "GL"})
    factory(g, (3, 0), ORANGE, "GL", demand=(3, 1))
    # the route reaches the demand hex (3,1), not the dome (3,0)
    road(g, {(0, 1): ORANGE, (1, 1): ORANGE, (1, 2): ORANGE, (2, 2): ORANGE})
    assert not g.performable(ORANGE, comp.TRANSPORT)
    road(g, {(2, 1): ORANGE})  # now next to the dome
    assert g.performable(ORANGE, comp.TRANSPORT)


def test_grow_skips_second_draw_and_still_pays():
    g = new(2)
    first = sorted(g.mines)[0]
    items(g, {h: "A" if h == first else "AGL" for h in g.mines})
    with g.edit():
        g.credits = [0, 0]
    bag = len(g.bag)
    begin(g, ORANGE, ["mine", "mine", "mine_pay"])
    g.play("onto " + g.names[first])  # now every orchard holds 3 or more
    assert len(g.bag) == bag - 2 and g.credits[ORANGE] == 3
    assert g.phase not in ("onto", "keep")


# An address recorded with the gem-only engine (commit ec432e6), before the fruit edition.
OLD_GEM_ADDRESS = (
    "1.ZVFBbsMgEPwK4uyDwVA1vcW21HuvUQ9boJElx1g2VRWF_L20y0KknhjtjGZ3hhMP39OyB9h4I5sbd3YKk1_4Cz-7"
    "y87vTdvwdQbjGHQRwYeOn2CC367sKOK-OsNee-K6uHmwiVAEnolS0S_Bs160CMYErF8c8TJ-recNrGMimhmmC6ONkM"
    "1GiW-f3GcH668nKkwBGs0HIRAcD7jkT59YlFmNTkN2HLNhCQkyDyQNBAGdd5PUdOVwWTVo-5QPJq2r3Q3igOW99bXY"
    "rHpIQ9Y0sqpGyIA6pyyaqm9rO8ikUjKlH1tRNUn5q_Kf_7Ip3tzu7z8"
)


def test_gem_addresses_from_before_the_fruit_edition_still_replay():
    game = pygames.load(OLD_GEM_ADDRESS)
    assert game.options == {"edition": "gems", "mode": "basic"}
    assert game.is_over and game.scores() == [4, 16]


def test_sites_merge_before_laying_is_the_check_on_the_laid_valley():
    """Setup rejects a layout from the tiles before laying them: the answer is the one the
    laid valley's terrain gives, for random layouts of every player count."""
    rng = Rng(9)
    g = new(4, 0)
    seen = set()
    sides = fc.TILE_SIDES
    for _ in range(300):
        k = 2 + rng.below(4)
        positions = [(0, 0)]
        while len(positions) < k:
            positions.append(rng.choice(hexes.frontier(frozenset(positions))))
        if not hexes.tile_layout_ok(positions):
            continue
        tiles = [(pos, rng.below(6), sides[rng.below(len(sides))][rng.below(2)]) for pos in positions]
        terrain: dict = {}
        tile_of: dict = {}
        for slot, (pos, rotation, tile) in enumerate(tiles):
            g.lay_tile(terrain, tile_of, slot, pos, rotation, tile)
        plain = any(terrain.get(nb) == comp.SITE and tile_of[nb] != tile_of[h]
                    for h, t in terrain.items() if t == comp.SITE for nb in hexes.neighbours(h))
        assert g.sites_merge(tiles) == plain
        seen.add(plain)
    assert seen == {True, False}
