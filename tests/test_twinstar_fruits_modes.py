"""TwinStar fruit edition: advanced mode (contracts, turn-order board) and solo mode (bot)."""

from __future__ import annotations

import pytest
from test_twinstar_fruits_rules import go, line_game, new, sq
from test_twinstar_solo_plans import plain_makes_square

from pygames.twinstar import components as comp
from pygames.twinstar import components_fruits as fc
from pygames.twinstar import scenario, solo
from pygames.twinstar.catalogue import t
from pygames.twinstar.components import Contract
from pygames.twinstar.readings import reading
from pygames.twinstar.scenario import begin, contracts, discs, factory, items, road, valley

ORANGE, WHITE, BLUE, YELLOW = 0, 1, 2, 3


# ---------------------------------------------------------------------- turn-order board
def test_turn_order_board_setup_reversed_and_used():
    g = new(4, 5, mode="advanced")
    assert g.order_right == g.order_left[::-1]
    assert g.current == g.order_left[0]
    assert len(g.grid) == 8 and len(g.pile) == 16
    assert all(c.startswith("fa") for c in g.grid)
    assert [c[1] for c in g.pile] == ["b"] * 8 + ["c"] * 8
    assert new(2, 5, mode="advanced").order_left == []


def test_grow_moves_marker_up_deliver_down_and_left_copies_right():
    reading("fruits-turn-order")
    g = new(4, 5, mode="advanced")
    with g.edit():
        g.order_left = [0, 1, 2, 3]
        g.order_right = [3, 2, 1, 0]
        g.move_order_marker(0, up=True)
    assert g.order_right == [3, 0, 2, 1]
    with g.edit():
        g.move_order_marker(3, up=False)
    assert g.order_right == [0, 2, 3, 1]
    g3 = new(3, 5, mode="advanced")
    with g3.edit():
        g3.order_right = [2, 1, 0]
        g3.move_order_marker(0, up=True)
    assert g3.order_right == [2, 0, 1]
    # end of round: the left column copies the right one
    with g.edit():
        g.order_pos = 3
        nxt = g.next_seat(3)
    assert nxt == 0 and g.order_left == [0, 2, 3, 1]


def test_the_left_column_copies_the_right_one_when_the_year_ends():
    """The last player of the year places their last disc: year 2 begins in the order of the
    right column (「左の列を右の列と同じ順に並び替え」)."""
    reading("fruits-turn-order")
    g = new(4, 5, mode="advanced")
    scenario.action_board(g, ["UUUUUU"] * 6, {"a1": [YELLOW]}, pool=[0, 0, 0, 1])
    with g.edit():
        g.order_left = [ORANGE, WHITE, BLUE, YELLOW]
        g.order_right = [BLUE, ORANGE, YELLOW, WHITE]
        g.order_pos = 3
        g.done = [True, True, True, False]
        g.current = YELLOW
    g.play("place b1")  # a Research
    g.play(g.legal_moves()[0])
    while g.round == 1:
        g.play("done")  # no contract claimed
    assert g.order_left == [BLUE, ORANGE, YELLOW, WHITE] and g.current == BLUE


def test_grow_action_moves_marker():
    g = new(4, 5, mode="advanced")
    with g.edit():
        g.order_right = [3, 2, 1, 0]
    begin(g, 0, ["mine", "mine", "mine_pay"])
    while g.current == 0 and g.phase in ("onto", "keep"):
        g.play(g.legal_moves()[0])
    assert g.order_right.index(0) == 1


# ---------------------------------------------------------------------- contracts
def adv_line(grid: list[str], fruits: str = "AGLL"):
    g = line_game([ORANGE] * 4, ORANGE, fruits=fruits, mode="advanced")
    contracts(g, grid, pile=["fb05", "fb06"])
    return g


def deliver_all(g, fruits, finish: bool = True, to=(5, 0)):
    assert g.advanced  # the turn ends with the optional claim
    begin(g, ORANGE, ["transport"])
    go(g, (0, 0), to)
    g.play("carry " + fruits)
    if g.phase == "sell" and finish:
        g.play("done")


def test_claim_deliver_contract_with_free_route_bonus_refilled_at_turn_end():
    reading("fruits-refill")
    g = adv_line(["fa01"])  # deliver 2 fruits; bonus: 1 free route piece
    deliver_all(g, "AGLL")
    assert g.phase == "claim" and "claim 1" in g.legal_moves()
    g.play("claim 1")
    assert g.won[ORANGE] == ["fa01"]
    assert g.phase == "build" and g.step.free and g.step.limit == 1
    credits = g.credits[ORANGE]
    free = next(m for m in g.legal_moves() if m.startswith("road"))
    g.play(free)
    assert g.credits[ORANGE] == credits
    assert g.grid[0] == "fb05"  # refilled at the end of the turn


def test_contracts_taken_with_the_negotiator_are_refilled_at_the_end_of_the_turn():
    """「グリッド内の空いた場所は、あなたのターンの終了時にのみ補充されます」: the first contract's
    place stays empty while the Negotiator claims a second one; both are refilled after."""
    reading("fruits-refill")
    g = adv_line(["fa10", "fa15"], fruits="LLGP")  # 2 lemons delivered; 3 own pieces passed
    with g.edit():
        g.upgrades[ORANGE] = {fc.NEGOTIATOR: 2}
    deliver_all(g, "GLLP")
    g.play("claim 1")
    assert g.grid[:2] == [None, "fa15"] and g.legal_moves() == ["claim 2", "done"]
    g.play("claim 2")
    assert g.current != ORANGE and g.won[ORANGE] == ["fa10", "fa15"]
    assert g.grid[:2] == ["fb05", "fb06"]


def test_one_claim_without_negotiator_two_with_it():
    for cn, expected in ((False, 1), (True, 2)):
        g = adv_line(["fa10", "fa01"], fruits="LLGP")  # 2 lemons to a lemon market; any 2
        if cn:
            with g.edit():
                g.upgrades[ORANGE] = {fc.NEGOTIATOR: 2}
        deliver_all(g, "GLLP")
        claims = 0
        assert g.phase == "claim"
        while g.current == ORANGE and g.phase == "claim" and g.legal_moves() != ["done"]:
            g.play(next(m for m in g.legal_moves() if m.startswith("claim")))
            claims += 1
            while g.current == ORANGE and g.phase not in ("claim", "place"):
                g.play(g.legal_moves()[-1])
        assert claims == expected
        assert len(g.won[ORANGE]) == claims


def test_disjoint_fruits_for_two_contracts_negotiator_example():
    reading("fruits-two-contracts")
    g = adv_line([], fruits="AAGP")
    with g.edit():
        g.upgrades[ORANGE] = {fc.NEGOTIATOR: 2}
        g.factories[(5, 0)].spec = "AG"
    deliver_all(g, "AAGP", finish=False)
    c1 = Contract("x1", "A", 1, "deliver", "GA")
    c2 = Contract("x2", "A", 1, "deliver", "PA")
    c3 = Contract("x3", "A", 1, "deliver", "PAA")
    assert g.goal_met(ORANGE, c1, commit=True)
    assert g.goal_met(ORANGE, c2)
    assert not g.goal_met(ORANGE, c3)


@pytest.mark.parametrize("sell,claims", [(False, ["claim 1"]), (True, ["claim 1", "claim 2"])])
def test_fruits_sold_on_delivery_count_for_the_sell_and_earn_goals(sell, claims):
    """「販売されたすべての果物は、あなたのサプライから販売しても、配達アクション中に販売しても、
    この合計に含まれます」: two apples and a pear sold at once on delivery (1 credit each) make
    "sell 3" (fa02); 3 credits more for the lemon from the supply make "earn 5" (fa07)."""
    reading("fruits-sales-count")
    g = adv_line(["fa02", "fa07"], fruits="AALP")
    deliver_all(g, "AALP", finish=not sell)
    if sell:
        g.play("sell L")
    assert g.phase == "claim"
    assert [m for m in g.legal_moves() if m.startswith("claim")] == claims


def test_goals_each_type():
    g = adv_line([], fruits="GGLL")
    C = comp.Contract
    with g.edit():
        g.market["G"] = 5
    deliver_all(g, "GGLL", finish=False)
    assert g.goal_met(ORANGE, C("x", "A", 1, "own_pass", 4))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "own_pass", 5))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "rival_pass", 1))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "route8"))
    assert g.goal_met(ORANGE, C("x", "A", 1, "deliver_match", "GGL"))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "deliver_match", "AG"))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "pieces", 4))  # no Construct
    with g.edit():
        g.turn.acts.append(comp.CONSTRUCT)
    assert g.goal_met(ORANGE, C("x", "A", 1, "pieces", 4))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "tile6"))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "markets", 2))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "terrain", "L1"))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "all_roads"))
    with g.edit():
        g.turn.sold, g.turn.sale = 3, 15
    assert g.goal_met(ORANGE, C("x", "A", 1, "sell", 3))
    assert g.goal_met(ORANGE, C("x", "A", 1, "sale", 15))
    with g.edit():
        g.turn.grows = ["AGLP"]
        g.turn.acts.append(comp.MINE_ACTION)
    assert g.goal_met(ORANGE, C("x", "A", 1, "grow_fruits", "AG"))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "grow_fruits", "AA"))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "research", 1))
    assert set(fc.GOALS) == {c.goal for c in fc.CONTRACTS}
    assert set(fc.BONUSES) == {c.bonus for c in fc.CONTRACTS if c.bonus}


def test_bonus_grow_pays_nothing():
    reading("fruits-bonus-grow")
    g = adv_line(["fa03"])  # 2 discs on Grow; bonus Grow
    discs(g, {sq("a1"): [ORANGE], sq("b1"): [ORANGE]})
    items(g, {(0, 0): ""})
    with g.edit():
        g.set_board(["MMMMM"] * 5)
    begin(g, ORANGE, ["mine", "mine", "mine_pay"])
    credits = g.credits[ORANGE]
    while g.phase in ("onto", "keep"):
        g.play(g.legal_moves()[0])
    assert g.credits[ORANGE] == credits + 3
    if g.phase == "sell":
        g.play("done")
    g.play("claim 1")
    while g.phase in ("onto", "keep"):
        g.play(g.legal_moves()[0])
    assert g.credits[ORANGE] == credits + 3


def test_a_bonus_grow_is_a_whole_grow_without_the_credits():
    """「生育アクションを実行します。 ただし、通常と異なり、プレイヤーは3クレジットを受け取りません」:
    two placements, GrowSafe drawing 4 to keep 2 each time, and no 3 credits."""
    reading("fruits-bonus-grow")
    g = new(2, mode="advanced")
    orchards = [(0, 0), (3, 0), (6, 0)]
    valley(g, {(q, r): comp.PLAINS for q in range(-1, 8) for r in range(-1, 2)}
           | {h: comp.MINE for h in orchards})
    contracts(g, ["fa03"])  # 2 discs on Grow; bonus: Grow
    discs(g, {sq("a1"): [ORANGE], sq("b1"): [ORANGE]})
    with g.edit():
        g.set_board(["MMMMM"] * 5)
        g.upgrades[ORANGE] = {fc.GROWSAFE: 1}
    begin(g, ORANGE, ["mine", "mine", "mine_pay"])
    while g.phase in ("keep", "onto"):
        g.play(g.legal_moves()[0])
    credits = g.credits[ORANGE]
    grown = sum(len(f) for f in g.mines.values())
    g.play("claim 1")
    draws = []
    while g.phase in ("keep", "onto"):
        if g.phase == "keep":
            draws.append(len(g.step.drawn))
        g.play(g.legal_moves()[0])
    assert draws == [4, 4]
    assert sum(len(f) for f in g.mines.values()) == grown + 4
    assert g.credits[ORANGE] == credits and g.current != ORANGE


def test_advanced_score_and_tiebreaks():
    g = new(2, 1, mode="advanced")
    items(g, {h: "" for h in g.mines})
    with g.edit():
        g.won = [["fa01"], []]
        g.credits = [10, 11]
    assert g.score_breakdown()[0] == {"credits": 10, "markets": 0, "contracts": 1, "total": 11}
    with g.edit():
        g.finish()
    assert g.winners() == [ORANGE]  # more contracts


# ---------------------------------------------------------------------- solo
def test_solo_setup():
    g = new(1, 3)
    assert g.solo and g.credits == [12, 0] and g.grid == [] and g.current == 0
    assert sorted(g.solo_deck) == list(range(len(fc.SOLO_DECK)))


def test_solo_play_ignores_the_mode_option():
    """「1) テーブル上に契約のグリッドが形成されません」: even with the advanced mode chosen, a solo
    game has no contracts and never offers research 6 (Contract Negotiator)."""
    reading("fruits-solo-mode")
    g = new(1, 3, mode="advanced")
    assert g.solo and not g.advanced
    assert g.grid == [] and g.pile == [] and g.order_left == []
    begin(g, 0, ["upgrade"])
    assert g.legal_moves() == [f"upgrade {track}" for track in range(1, 6)]
    assert "contracts" not in g.score_breakdown()[0]


def test_the_bots_first_disc_mirrors_the_humans_last_disc_of_the_turn():
    """The human walks over a1 and resolves b1: the bot's first disc goes on the Construct
    nearest the mirror point of b1 (d5), not of a1 (e5)."""
    reading("fruits-solo-first-disc")
    g = new(1, 3)
    with g.edit():
        g.set_board(["UUUUU", "UUUUU", "UUUUU", "UUUUU", "UUUCC"])
    g.play("walk a1")
    g.play("place b1")
    while g.current == 0 and g.phase != "place":
        g.play(g.legal_moves()[0])
    assert g.bot_log[0] == ["bot.first", {"sq": "d5"}]
    assert g.board[sq("d5")] == [solo.BOT] and sq("e5") not in g.board


def test_solo_first_disc_example_tie_goes_to_the_centre():
    reading("fruits-solo-first-disc")
    g = new(1, 3)
    discs(g, {sq("b1"): [0]})  # human on row 1, column b
    with g.edit():
        g.set_board(["TTTTT", "TTTTT", "TTTCT", "TTTTT", "TCTTT"])
        g.bot_first = [sq("b1")]
    # mirror point d5: c3 region spot d3 and b5 are both 2 away; d3 is nearer the centre
    assert solo.first_disc(g) == sq("d3")


def test_solo_priority_card_falls_back_to_next_action():
    g = new(1, 3)
    # Construct first on the card, but b1 (Construct) next to the bot's disc is taken
    discs(g, {sq("a1"): [1], sq("c2"): [0], sq("b1"): [0]}, pool=[7, 5])
    with g.edit():
        g.set_board(["UCTMU"] * 5)
    spot, kind, skipped = solo.choose_spot(g, ("CUTM", "CUTM", False))
    assert kind == comp.UPGRADE and spot == sq("a2") and skipped


def test_solo_bot_avoids_a_2x2_until_its_last_disc():
    reading("fruits-solo-square")
    g = new(1, 3)
    bot_discs = {sq("a1"): [1], sq("b1"): [1], sq("a2"): [1]}  # b2 would complete a 2x2
    with g.edit():
        g.set_board(["UUUUU", "UCUUU", "UUUUU", "UUUUU", "UUUUU"])  # b2: the only Construct

    def spot(board: dict, pool: list[int]) -> tuple:
        discs(g, board, pool=pool)
        return solo.choose_spot(g, ("CUTM", "CUTM", False))

    # Construct's only spot makes a 2x2: passed over for Research next to a bot disc
    rc, kind, skipped = spot(bot_discs, [7, 4])
    assert plain_makes_square(g, sq("b2")) and not plain_makes_square(g, rc)
    assert kind == comp.UPGRADE and rc in (sq("c1"), sq("a3")) and skipped
    # the last disc need not avoid it
    assert spot(bot_discs, [7, 1]) == (sq("b2"), comp.CONSTRUCT, False)
    # no spot without a 2x2 (the others taken by the human): it takes the 2x2
    assert spot({**bot_discs, sq("c1"): [0], sq("a3"): [0]}, [5, 4]) == (
        sq("b2"), comp.CONSTRUCT, False)


def test_bot_turn_research_gives_three_and_logs_reasons():
    reading("fruits-solo-costs")
    g = new(1, 3)
    discs(g, {sq("c3"): [1], sq("a1"): [0]})
    with g.edit():
        g.set_board(["UUUUU"] * 5)
        g.solo_deck = [0]
    before = g.credits[1]
    with g.edit():
        solo.bot_turn(g)
    assert g.credits[1] == before + 3 and g.upgrades[1] == {}
    keys = [k for k, _ in g.bot_log]
    assert keys[-2:] == ["bot.place", "bot.research"] or "bot.research" in keys
    for key, params in g.bot_log:
        for lang in ("en", "ja"):
            assert t(key, lang, "fruits", **params)


def test_the_solo_deck_is_reshuffled_when_it_runs_out():
    reading("fruits-solo-deck")
    g = new(1, 3)
    discs(g, {sq("c3"): [solo.BOT], sq("a1"): [solo.HUMAN]})
    with g.edit():
        g.set_board(["UUUUU"] * 5)
        g.solo_deck = []
        solo.bot_turn(g)
    assert "bot.card" in [key for key, _ in g.bot_log]
    assert len(g.solo_deck) == len(fc.SOLO_DECK) - 1
    assert sorted([*g.solo_deck, g.solo_card]) == list(range(len(fc.SOLO_DECK)))


def test_bot_sells_fruits_worth_three_or_more():
    g = new(1, 3)
    with g.edit():
        g.reserve[1] = {"A": 2, "G": 1, "L": 0, "P": 0}
        g.market = {"A": 2, "G": 1, "L": 2, "P": 2}  # apple 3, grape 2
        solo.sell_high(g)
    assert g.credits[1] == 6 and g.reserve[1]["G"] == 1 and g.reserve[1]["A"] == 0


def test_bot_delivers_most_matching_fruits_avoiding_human_pieces():
    reading("fruits-solo-delivery")
    g = line_game([1, 1, 1], 1, fruits="AGLL", players=1)
    assert g.solo
    with g.edit():
        g.credits = [10, 0]
        solo.deliver(g)
    assert g.reserve[1] == {"A": 0, "G": 1, "L": 2, "P": 0}
    assert g.mines[(0, 0)] == "A"


def test_the_bot_delivers_the_most_it_can_pay_for():
    """Its only route passes a human piece: each demanded fruit costs 1 credit. Without
    credits the bot does not deliver; with 2 it carries the 2 it can pay for (rules 2; rules 1
    gave up on the full load of 3); with 3 it delivers all three (the apple stays)."""
    reading("fruits-solo-delivery")
    for rules, with_two in ((2, "GL"), (1, "")):
        g = line_game([solo.BOT, solo.HUMAN, solo.BOT], solo.BOT, fruits="AGLL", players=1,
                      rules=rules)
        with g.edit():
            g.credits = [10, 0]
            solo.deliver(g)
        assert g.bot_log[-1][0] == "bot.no_deliver" and g.mines[(0, 0)] == "AGLL"
        with g.edit():
            g.credits = [10, 2]
            solo.deliver(g)
        assert "".join(c * n for c, n in g.reserve[solo.BOT].items()) == with_two, rules
    g = line_game([solo.BOT, solo.HUMAN, solo.BOT], solo.BOT, fruits="AGLL", players=1)
    with g.edit():
        g.credits = [10, 3]
        solo.deliver(g)
    assert g.reserve[solo.BOT] == {"A": 0, "G": 1, "L": 2, "P": 0} and g.mines[(0, 0)] == "A"
    assert g.credits == [13, 0]


@pytest.mark.parametrize("prices,first,spec", [
    ({"A": 1, "G": 2, "L": 1, "P": 1}, "G", "GP"),  # apple 2, grape 3
    ({"A": 1, "G": 1, "L": 1, "P": 1}, "A", "AG"),  # equal: the first in fruit order
])
def test_a_tie_for_the_bots_first_demand_colour_goes_to_the_dearest(prices, first, spec):
    """「同数の場合、プレイヤーはそれらの中から色を選択します」: the linked orchard holds an apple
    and a grape; the bot's market demands the dearer one first, then a colour unlike the
    nearest market's (apple, lemon)."""
    reading("fruits-solo-demand-tie")
    g = new(1, 3)
    terrain = {(q, r): comp.PLAINS for q in range(-2, 9) for r in range(-2, 3)}
    terrain.update({(0, 0): comp.MINE, (3, 0): comp.SITE, (4, 0): comp.SITE,
                    (6, 0): comp.SITE, (7, 0): comp.SITE})
    valley(g, terrain)
    items(g, {(0, 0): "AG"})
    road(g, {(1, 0): solo.BOT, (2, 0): solo.BOT})
    factory(g, (6, 0), solo.HUMAN, "AL", demand=(7, 0))
    with g.edit():
        g.market = dict(prices)
        solo.construct(g, 2)
    assert g.bot_log[-1] == ["bot.market", {"hex": g.names[(3, 0)], "fruits": spec,
                                           "first": first}]
    assert g.factories[(3, 0)].spec == spec


def test_human_must_have_strictly_more_credits():
    reading("fruits-solo-score")
    g = new(1, 3)
    items(g, {h: "AGLP" for h in g.mines})
    factory(g, (99, 99), solo.HUMAN, "AG")  # demanded fruits on the orchards score nothing
    with g.edit():
        g.finish()
        g.credits = [20, 20]
    assert g.score_breakdown() == [{"credits": 20, "total": 20}]
    assert g.winners() == []
    with g.edit():
        g.credits = [21, 20]
    assert g.winners() == [0]


def test_solo_human_starts_both_years_and_bot_plays():
    from pygames.core.rng import Rng

    g = new(1, 11)
    rng = Rng(5)
    while g.round == 1:
        assert g.current == 0
        g.play(rng.choice(g.legal_moves()))
    assert g.current == 0 and g.bot_log
    assert g.upgrades[1] == {}
    assert any(k == "bot.first" for k, _ in g.bot_log)


def test_long_term_goals_need_their_action():
    reading("fruits-contract-action")
    C = comp.Contract
    g = new(2, 1, mode="advanced")
    tiles = {(q, 0): comp.PLAINS for q in range(12)}
    tiles[(20, 0)] = comp.LAKE
    valley(g, tiles)
    road(g, {(q, 0): ORANGE for q in range(6)} | {(20, 0): ORANGE})
    factory(g, (30, 0), ORANGE, "AG")
    factory(g, (31, 0), ORANGE, "LP")
    discs(g, {sq("a1"): [ORANGE], sq("a2"): [ORANGE]})
    with g.edit():
        g.upgrades[ORANGE] = {1: 1, 2: 1, 3: 2}
        g.set_board(["MMMMM"] * 5)
        g.current = ORANGE
        g.start_turn()
    goals = [C("x", "A", 1, "markets", 2), C("x", "A", 1, "pieces", 7),
             C("x", "A", 1, "terrain", "L1"), C("x", "A", 1, "tile6")]
    assert not any(g.goal_met(ORANGE, c) for c in goals)
    with g.edit():
        g.turn.acts.append(comp.CONSTRUCT)
    assert all(g.goal_met(ORANGE, c) for c in goals)
    assert not g.goal_met(ORANGE, C("x", "A", 1, "terrain", "X1"))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "all_roads"))
    with g.edit():
        g.roads_left[ORANGE] = 0
    assert g.goal_met(ORANGE, C("x", "A", 1, "all_roads"))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "research", 3))
    with g.edit():
        g.turn.acts.append(comp.UPGRADE)
    assert g.goal_met(ORANGE, C("x", "A", 1, "research", 3))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "research", 4))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "grow_discs", 2))
    with g.edit():
        g.turn.acts.append(comp.MINE_ACTION)
    assert g.goal_met(ORANGE, C("x", "A", 1, "grow_discs", 2))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "grow_discs", 3))


def test_rival_pass_and_route8_goals():
    C = comp.Contract
    g = line_game([ORANGE, WHITE, WHITE, ORANGE, ORANGE, ORANGE, ORANGE, ORANGE], ORANGE,
                  mode="advanced")
    deliver_all(g, "GL", finish=False, to=(9, 0))
    assert g.goal_met(ORANGE, C("x", "A", 1, "rival_pass", 2))
    assert not g.goal_met(ORANGE, C("x", "A", 1, "rival_pass", 3))
    assert g.goal_met(ORANGE, C("x", "A", 1, "route8"))


def test_bonus_research_is_free_and_bonus_deliver_uses_drive_bot():
    g = adv_line(["fa02"], fruits="GGLL")  # sell 3 fruits; bonus research
    with g.edit():
        g.upgrades[WHITE] = {fc.SMART_ROUTE: 1}
        g.reserve[ORANGE] = {"A": 3, "G": 0, "L": 0, "P": 0}
    begin(g, ORANGE, [])
    g.play("sell A")
    credits = list(g.credits)
    g.play("claim 1")
    assert g.phase == "upgrade"
    g.play(f"upgrade {fc.SMART_ROUTE}")
    assert g.credits == credits  # a free research pays no fee
    g2 = adv_line(["fa05"], fruits="GGLL")  # research 1 unlocked; bonus deliver
    with g2.edit():
        g2.upgrades[ORANGE] = {fc.DRIVE_BOT: 1}
    begin(g2, ORANGE, ["upgrade"])
    g2.play(f"upgrade {fc.DRIVE_BOT}")  # unlocks Drive Bot (second step)
    g2.play("claim 1")
    assert g2.phase == "from" and g2.step.left == 2


def test_determinize_reshuffles_hidden_solo_deck_only():
    from pygames.core.rng import Rng

    g = new(1, 3)
    before = (list(g.grid), g.solo_card, sorted(g.solo_deck))
    clone = g.clone()
    clone.determinize(Rng(9))
    assert (clone.grid, clone.solo_card, sorted(clone.solo_deck)) == before


def test_bot_builds_market_on_connected_site_with_most_matching_demand():
    reading("fruits-solo-costs")
    g = new(1, 3)
    terrain = {(q, r): comp.PLAINS for q in range(-2, 8) for r in range(-2, 3)}
    terrain.update({(0, 0): comp.MINE, (3, 0): comp.SITE, (4, 0): comp.SITE})
    valley(g, terrain)
    items(g, {(0, 0): "LLGA"})
    road(g, {(1, 0): 1, (2, 0): 1})
    plan = solo.construct_plan(g, 2)
    assert plan is not None and plan[0] == "market"
    domes = list(g.factory_slots)
    with g.edit():
        solo.construct(g, 2)
    f = g.factories[(3, 0)]
    assert f.owner == 1 and "L" in f.spec and g.credits[1] == 0  # the bot pays nothing
    assert f.cost == domes[0] and g.factory_slots == domes[1:]  # for the top dome
    assert g.bot_log[-1][0] == "bot.market"


def test_bot_connects_shortest_site_and_blocks_the_bridge():
    g = new(1, 3)
    terrain = {(q, r): comp.MOUNTAIN for q in range(-2, 9) for r in range(-3, 4)}
    # orchard (0,0), site (4,0)-(5,0); two ways: plains (1,0)(2,0)(3,0) or via a lake
    terrain.update({(0, 0): comp.MINE, (4, 0): comp.SITE, (5, 0): comp.SITE,
                    (1, 0): comp.PLAINS, (2, 0): comp.LAKE, (3, 0): comp.PLAINS})
    valley(g, terrain)
    items(g, {(0, 0): "AG"})
    with g.edit():
        solo.construct(g, 2)
    assert g.bot_log[-1][0] == "bot.connect"
    built = {h for h, o in g.pieces.items() if o == [1]}
    assert len(built) == 2 and (2, 0) in built  # the bridge: the human cannot go round it


def test_bot_extends_its_shortest_connected_route():
    g = new(1, 3)
    terrain = {(q, r): comp.PLAINS for q in range(-3, 10) for r in range(-3, 4)}
    terrain.update({(0, 0): comp.MINE})
    valley(g, terrain)
    items(g, {(0, 0): "AG"})
    road(g, {(1, 0): 1})
    with g.edit():
        solo.construct(g, 2)
    assert g.bot_log[-1][0] == "bot.extend"
    assert sum(o == [1] for o in g.pieces.values()) == 3


@pytest.mark.parametrize("rules,pieces", [(1, 5), (2, 4)])
def test_bot_extends_a_route_up_to_four_bot_pieces(rules, pieces):
    """「最大4つのボットコマまで延長する」: a 3-piece route gets one more piece; rules version 1
    always added two."""
    g = new(1, 3, rules=rules)
    terrain = {(q, r): comp.PLAINS for q in range(-3, 10) for r in range(-3, 4)}
    terrain.update({(0, 0): comp.MINE})
    valley(g, terrain)
    items(g, {(0, 0): "AG"})
    road(g, {(1, 0): 1, (2, 0): 1, (3, 0): 1})
    with g.edit():
        solo.construct(g, 2)
    assert g.bot_log[-1][0] == "bot.extend"
    assert sum(o == [1] for o in g.pieces.values()) == pieces


def test_bot_grows_on_orchard_with_most_bot_pieces():
    g = new(1, 3)
    terrain = {(q, r): comp.PLAINS for q in range(-6, 7) for r in range(-3, 4)}
    terrain.update({(-5, 0): comp.MINE, (5, 0): comp.MINE})
    valley(g, terrain)
    road(g, {(4, 0): 1, (3, 0): 1, (-4, 0): 0})
    before = g.credits[1]
    with g.edit():
        solo.grow(g)
    assert len(g.mines[(5, 0)]) == 4 and g.mines[(-5, 0)] == ""
    assert g.credits[1] == before + 3


def test_bot_connect_prefers_site_with_market_then_orchard_matching_its_market():
    g = new(1, 3)
    terrain = {(q, r): comp.MOUNTAIN for q in range(-8, 9) for r in range(-3, 4)}
    # a free site and a human market site, each 2 plains from an orchard
    terrain.update({(-3, 0): comp.MINE, (3, 0): comp.MINE,
                    (0, 0): comp.SITE, (0, 1): comp.SITE,
                    (-6, 0): comp.SITE, (-7, 0): comp.SITE,
                    (1, 0): comp.PLAINS, (2, 0): comp.PLAINS,
                    (-1, 0): comp.PLAINS, (-2, 0): comp.PLAINS,
                    (-4, 0): comp.PLAINS, (-5, 0): comp.PLAINS})
    valley(g, terrain)
    items(g, {(-3, 0): "GG", (3, 0): "AA"})
    factory(g, (0, 0), 1, "AP", demand=(0, 1))
    plan = solo.construct_plan(g, 2)
    assert plan is not None and plan[0] == "connect"
    path, start, orchard = plan[1]
    assert start == (0, 0) and orchard == (3, 0)  # its market; the orchard of its apples


def test_solo_games_bot_never_leaps_and_every_reason_translates():
    reading("fruits-solo-costs")
    from pygames.core.rng import Rng

    for seed in range(4):
        g = new(1, 40 + seed)
        rng = Rng(seed)
        while not g.is_over:
            g.play(rng.choice(g.legal_moves()))
            assert all(s[-1] != 1 or len(s) == 1 for s in g.board.values())
            assert g.current == 0 or g.is_over
        assert g.bot_log[0][0] == "bot.first"
        for key, params in g.bot_log:
            for lang in ("en", "ja"):
                text = t(key, lang, "fruits", **params)
                assert text and "{" not in text
        assert sum(g.reserve[1].values()) == 0  # the bot sold everything at the end


def test_bonus_grow_and_bonus_deliver_move_the_turn_order_marker():
    g = new(4, 5, mode="advanced")
    with g.edit():
        g.order_right = [3, 2, 1, 0]
    contracts(g, ["fa03", "fa05"])
    items(g, {h: "" for h in g.mines})
    begin(g, 0, ["mine:fbonus", "mine:fbonus", "mine_pay:bonus"])
    while g.phase in ("onto", "keep"):
        g.play(g.legal_moves()[0])
    assert g.order_right.index(0) == 1  # up 2 at 4 players
    assert g.credits[0] == 8  # no 3 credits for a bonus grow


def test_bot_route_symbol_gives_a_one_piece_construct():
    g = new(1, 3)
    discs(g, {sq("c3"): [1], sq("a1"): [0]})
    symbol_card = next(i for i, c in enumerate(fc.SOLO_DECK) if c[2])
    with g.edit():
        g.set_board(["UUUUU"] * 5)
        g.solo_deck = [symbol_card]
    pieces = g.roads_left[1]
    with g.edit():
        solo.bot_turn(g)
    keys = [k for k, _ in g.bot_log]
    assert "bot.symbol" in keys
    assert pieces - g.roads_left[1] <= 1


def test_year_two_poorest_tie_goes_clockwise_from_the_first_start_player():
    g = new(4, 2)
    with g.edit():
        g.start_player = 2
        g.credits = [5, 3, 9, 3]
        g.done = [True] * 4
        g.end_year()
    assert g.current == 3  # seats 1 and 3 tie; from seat 2 clockwise, 3 comes first


def test_hard_bot_ignores_the_hidden_solo_deck_order():
    from pygames.core.bots import Budget, decide
    from pygames.core.rng import Rng

    g = new(1, 6)
    rng = Rng(2)
    for _ in range(6):
        g.play(rng.choice(g.legal_moves()))
    other = g.clone()
    with other.edit():
        other.solo_deck = list(reversed(other.solo_deck))
        other.rng = Rng(12345)  # future draws differ too
    budget = Budget(iterations=24)
    assert decide(g, "hard", seed=3, budget=budget).move == \
        decide(other, "hard", seed=3, budget=budget).move
