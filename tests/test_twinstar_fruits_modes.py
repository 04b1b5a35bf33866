"""TwinStar fruit edition: advanced mode (contracts, turn-order board) and solo mode (bot)."""

from __future__ import annotations

from test_twinstar_fruits_rules import begin, go, line_game, new, sq

from pygames.twinstar import bot, view
from pygames.twinstar import components as comp
from pygames.twinstar import components_fruits as fc

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
    g = new(4, 5, mode="advanced")
    g.order_left = [0, 1, 2, 3]
    g.order_right = [3, 2, 1, 0]
    g._move_order_marker(0, up=True)
    assert g.order_right == [3, 0, 2, 1]
    g._move_order_marker(3, up=False)
    assert g.order_right == [0, 2, 3, 1]
    g3 = new(3, 5, mode="advanced")
    g3.order_right = [2, 1, 0]
    g3._move_order_marker(0, up=True)
    assert g3.order_right == [2, 0, 1]
    # end of round: the left column copies the right one
    g.order_pos = 3
    assert g._next_seat(3) == 0 and g.order_left == [0, 2, 3, 1]


def test_grow_action_moves_marker():
    g = new(4, 5, mode="advanced")
    g.order_right = [3, 2, 1, 0]
    begin(g, 0, ["mine", "mine", "mine_pay"])
    while g.current == 0 and g.phase in ("onto", "keep"):
        g.play(g.legal_moves()[0])
    assert g.order_right.index(0) == 1


# ---------------------------------------------------------------------- contracts
def adv_line(contracts: list[str], fruits: str = "AGLL"):
    g = line_game([ORANGE] * 4, ORANGE, fruits=fruits)
    g.options = dict(g.options, mode="advanced")
    g.advanced = True
    g.grid = contracts + [None] * (8 - len(contracts))
    g.pile = ["fb05", "fb06"]
    return g


def deliver_all(g, fruits, finish: bool = True, to=(5, 0)):
    begin(g, ORANGE, ["transport"])
    g.stages.insert(g.stages.index("end"), "claim")
    go(g, (0, 0), to)
    g.play("carry " + fruits)
    if g.phase == "sell" and finish:
        g.play("done")


def test_claim_deliver_contract_with_free_route_bonus_refilled_at_turn_end():
    g = adv_line(["fa01"])  # deliver 2 fruits; bonus: 1 free route piece
    deliver_all(g, "AGLL")
    assert g.phase == "claim" and "claim 1" in g.legal_moves()
    g.play("claim 1")
    assert g.won[ORANGE] == ["fa01"]
    assert g.phase == "build" and g.ctx["free"] and g.ctx["limit"] == 1
    credits = g.credits[ORANGE]
    free = next(m for m in g.legal_moves() if m.startswith("road"))
    g.play(free)
    assert g.credits[ORANGE] == credits
    assert g.grid[0] == "fb05"  # refilled at the end of the turn


def test_one_claim_without_negotiator_two_with_it():
    for cn, expected in ((False, 1), (True, 2)):
        g = adv_line(["fa10", "fa13"], fruits="AGLL")
        g.mines[(0, 0)] = "LLGP"
        g.mines[(0, 1)] = ""
        if cn:
            g.upgrades[ORANGE] = {fc.NEGOTIATOR: 2}
        g.grid = ["fa10", "fa01"] + [None] * 6  # 2 lemons to a lemon market; any 2 fruits
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
    g = adv_line([], fruits="AAGP")
    g.upgrades[ORANGE] = {fc.NEGOTIATOR: 2}
    g.factories[(5, 0)]["spec"] = "AG"
    deliver_all(g, "AAGP", finish=False)
    from pygames.twinstar.components import Contract

    c1 = Contract("x1", "A", 1, "deliver", "GA")
    c2 = Contract("x2", "A", 1, "deliver", "PA")
    c3 = Contract("x3", "A", 1, "deliver", "PAA")
    assert g._goal_met_fruits(ORANGE, c1, commit=True)
    assert g._goal_met_fruits(ORANGE, c2)
    assert not g._goal_met_fruits(ORANGE, c3)


def test_goals_each_type():
    g = adv_line([], fruits="GGLL")
    C = comp.Contract
    g.market["G"] = 5
    deliver_all(g, "GGLL", finish=False)
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "own_pass", 4))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "own_pass", 5))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "rival_pass", 1))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "route8"))
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "deliver_match", "GGL"))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "deliver_match", "AG"))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "pieces", 4))  # no Construct
    g.turn["acts"].append(comp.CONSTRUCT)
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "pieces", 4))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "tile6"))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "markets", 2))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "terrain", "L1"))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "all_roads"))
    g.turn["sold"], g.turn["sale"] = 3, 15
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "sell", 3))
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "sale", 15))
    g.turn["grows"] = ["AGLP"]
    g.turn["acts"].append(comp.MINE_ACTION)
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "grow_fruits", "AG"))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "grow_fruits", "AA"))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "research", 1))
    assert set(fc.GOALS) == {c.goal for c in fc.CONTRACTS}
    assert set(fc.BONUSES) == {c.bonus for c in fc.CONTRACTS if c.bonus}


def test_bonus_grow_pays_nothing():
    g = adv_line(["fa03"])  # 2 discs on Grow; bonus Grow
    g.board = {sq("a1"): [ORANGE], sq("b1"): [ORANGE]}
    g.board_kinds = ["MMMMM"] * 5
    g.mines[(0, 0)] = ""
    begin(g, ORANGE, ["mine", "mine", "mine_pay"])
    g.stages.insert(g.stages.index("end"), "claim")
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


def test_advanced_score_and_tiebreaks():
    g = new(2, 1, mode="advanced")
    g.mines = {h: "" for h in g.mines}
    g.won = [["fa01"], []]
    g.credits = [10, 11]
    assert g.score_breakdown()[0] == {"credits": 10, "markets": 0, "contracts": 1, "total": 11}
    g.phase = "over"
    assert g.winners() == [ORANGE]  # more contracts


# ---------------------------------------------------------------------- solo
def test_solo_setup():
    g = new(1, 3)
    assert g.solo and g.credits == [12, 0] and g.grid == [] and g.current == 0
    assert sorted(g.solo_deck) == list(range(len(fc.SOLO_DECK)))


def test_solo_first_disc_example_tie_goes_to_the_centre():
    g = new(1, 3)
    g.board_kinds = ["TTTTT", "TTTTT", "TTTCT", "TTTTT", "TCTTT"]
    g.board = {sq("b1"): [0]}  # human on row 1, column b
    g.bot_first = [sq("b1")]
    # mirror point d5: c3 region spot d3 and b5 are both 2 away; d3 is nearer the centre
    assert bot.first_disc(g) == sq("d3")


def test_solo_priority_card_falls_back_to_next_action():
    g = new(1, 3)
    g.board_kinds = ["UCTMU"] * 5
    g.board = {sq("a1"): [1], sq("c2"): [0]}
    g.placed[1] = 1
    g.pool[1] = 5
    # Construct first on the card, but b1 (Construct) is reachable... block it
    g.board[sq("b1")] = [0]
    spot, kind, skipped = bot.choose_spot(g, ("CUTM", "CUTM", False))
    assert kind == comp.UPGRADE and spot == sq("a2") and skipped


def test_bot_turn_research_gives_three_and_logs_reasons():
    g = new(1, 3)
    g.board_kinds = ["UUUUU"] * 5
    g.board = {sq("c3"): [1], sq("a1"): [0]}
    g.placed[1] = 1
    g.solo_deck = [0]
    before = g.credits[1]
    bot.bot_turn(g)
    assert g.credits[1] == before + 3
    keys = [k for k, _ in g.bot_log]
    assert keys[-2:] == ["bot.place", "bot.research"] or "bot.research" in keys
    for key, params in g.bot_log:
        for lang in ("en", "ja"):
            assert view.t(key, lang, **params)


def test_bot_sells_fruits_worth_three_or_more():
    g = new(1, 3)
    g.reserve[1] = {"A": 2, "G": 1, "L": 0, "P": 0}
    g.market = {"A": 2, "G": 1, "L": 2, "P": 2}  # apple 3, grape 2
    bot.sell_high(g)
    assert g.credits[1] == 6 and g.reserve[1]["G"] == 1 and g.reserve[1]["A"] == 0


def test_bot_delivers_most_matching_fruits_avoiding_human_pieces():
    g = line_game([1, 1, 1], 1, fruits="AGLL")
    g.solo = True
    g.credits = [10, 0]
    bot.deliver(g)
    assert g.reserve[1] == {"A": 0, "G": 1, "L": 2, "P": 0}
    assert g.mines[(0, 0)] == "A"


def test_human_must_have_strictly_more_credits():
    g = new(1, 3)
    g.phase = "over"
    g.credits = [20, 20]
    assert g.winners() == []
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
    C = comp.Contract
    g = new(2, 1, mode="advanced")
    flat_valley_tiles = {(q, 0): comp.PLAINS for q in range(12)}
    flat_valley_tiles[(20, 0)] = comp.LAKE
    g.install_valley(flat_valley_tiles, {h: 0 for h in flat_valley_tiles})
    for q in range(6):
        g.pieces[(q, 0)] = [ORANGE]
    g.pieces[(20, 0)] = [ORANGE]
    g.factories = {(30, 0): {"owner": ORANGE, "spec": "AG", "cost": 0},
                   (31, 0): {"owner": ORANGE, "spec": "LP", "cost": 0}}
    g.upgrades[ORANGE] = {1: 1, 2: 1, 3: 2}
    g.board = {sq("a1"): [ORANGE], sq("a2"): [ORANGE]}
    g.board_kinds = ["MMMMM"] * 5
    g._start_turn()
    goals = [C("x", "A", 1, "markets", 2), C("x", "A", 1, "pieces", 7),
             C("x", "A", 1, "terrain", "L1"), C("x", "A", 1, "tile6")]
    assert not any(g._goal_met_fruits(ORANGE, c) for c in goals)
    g.turn["acts"].append(comp.CONSTRUCT)
    assert all(g._goal_met_fruits(ORANGE, c) for c in goals)
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "terrain", "X1"))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "all_roads"))
    g.roads_left[ORANGE] = 0
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "all_roads"))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "research", 3))
    g.turn["acts"].append(comp.UPGRADE)
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "research", 3))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "research", 4))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "grow_discs", 2))
    g.turn["acts"].append(comp.MINE_ACTION)
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "grow_discs", 2))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "grow_discs", 3))


def test_rival_pass_and_route8_goals():
    C = comp.Contract
    g = line_game([ORANGE, WHITE, WHITE, ORANGE, ORANGE, ORANGE, ORANGE, ORANGE], ORANGE)
    g.advanced = True
    deliver_all(g, "GL", finish=False, to=(9, 0))
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "rival_pass", 2))
    assert not g._goal_met_fruits(ORANGE, C("x", "A", 1, "rival_pass", 3))
    assert g._goal_met_fruits(ORANGE, C("x", "A", 1, "route8"))


def test_bonus_research_is_free_and_bonus_deliver_uses_drive_bot():
    g = adv_line(["fa02"], fruits="GGLL")  # sell 3 fruits; bonus research
    g.upgrades[WHITE] = {fc.SMART_ROUTE: 1}
    g.reserve[ORANGE] = {"A": 3, "G": 0, "L": 0, "P": 0}
    begin(g, ORANGE, [])
    g.stages.insert(g.stages.index("end"), "claim")
    g.play("sell A")
    credits = list(g.credits)
    g.play("claim 1")
    assert g.phase == "upgrade"
    g.play(f"upgrade {fc.SMART_ROUTE}")
    assert g.credits == credits  # a free research pays no fee
    g2 = adv_line(["fa05"], fruits="GGLL")  # research 1 unlocked; bonus deliver
    g2.upgrades[ORANGE] = {fc.DRIVE_BOT: 1}
    g2.mines[(0, 1)] = ""
    begin(g2, ORANGE, ["upgrade"])
    g2.stages.insert(g2.stages.index("end"), "claim")
    g2.play(f"upgrade {fc.DRIVE_BOT}")  # unlocks Drive Bot (second step)
    g2.play("claim 1")
    assert g2.phase == "from" and g2.ctx["left"] == 2


def test_determinize_reshuffles_hidden_solo_deck_only():
    from pygames.core.rng import Rng

    g = new(1, 3)
    before = (list(g.grid), g.solo_card, sorted(g.solo_deck))
    clone = g.clone()
    clone.determinize(Rng(9))
    assert (clone.grid, clone.solo_card, sorted(clone.solo_deck)) == before


def test_bot_builds_market_on_connected_site_with_most_matching_demand():
    g = new(1, 3)
    terrain = {(q, r): comp.PLAINS for q in range(-2, 8) for r in range(-2, 3)}
    terrain.update({(0, 0): comp.MINE, (3, 0): comp.SITE, (4, 0): comp.SITE})
    g.install_valley(terrain, {h: 0 for h in terrain})
    g.mines = {(0, 0): "LLGA"}
    g.pieces = {(1, 0): [1], (2, 0): [1]}
    plan = bot.construct_plan(g, 2)
    assert plan is not None and plan[0] == "market"
    bot.construct(g, 2)
    f = g.factories[(3, 0)]
    assert f["owner"] == 1 and "L" in f["spec"] and g.credits[1] == 0  # the bot pays nothing
    assert g.bot_log[-1][0] == "bot.market"


def test_bot_connects_shortest_site_and_blocks_the_bridge():
    g = new(1, 3)
    terrain = {(q, r): comp.MOUNTAIN for q in range(-2, 9) for r in range(-3, 4)}
    # orchard (0,0), site (4,0)-(5,0); two ways: plains (1,0)(2,0)(3,0) or via a lake
    terrain.update({(0, 0): comp.MINE, (4, 0): comp.SITE, (5, 0): comp.SITE,
                    (1, 0): comp.PLAINS, (2, 0): comp.LAKE, (3, 0): comp.PLAINS})
    g.install_valley(terrain, {h: 0 for h in terrain})
    g.mines = {(0, 0): "AG"}
    g.pieces = {}
    bot.construct(g, 2)
    assert g.bot_log[-1][0] == "bot.connect"
    built = {h for h, o in g.pieces.items() if o == [1]}
    assert len(built) == 2 and (2, 0) in built  # the bridge: the human cannot go round it


def test_bot_extends_its_shortest_connected_route():
    g = new(1, 3)
    terrain = {(q, r): comp.PLAINS for q in range(-3, 10) for r in range(-3, 4)}
    terrain.update({(0, 0): comp.MINE})
    g.install_valley(terrain, {h: 0 for h in terrain})
    g.mines = {(0, 0): "AG"}
    g.pieces = {(1, 0): [1]}
    bot.construct(g, 2)
    assert g.bot_log[-1][0] == "bot.extend"
    assert sum(o == [1] for o in g.pieces.values()) == 3


def test_bot_grows_on_orchard_with_most_bot_pieces():
    g = new(1, 3)
    terrain = {(q, r): comp.PLAINS for q in range(-6, 7) for r in range(-3, 4)}
    terrain.update({(-5, 0): comp.MINE, (5, 0): comp.MINE})
    g.install_valley(terrain, {h: 0 for h in terrain})
    g.mines = {(-5, 0): "", (5, 0): ""}
    g.pieces = {(4, 0): [1], (3, 0): [1], (-4, 0): [0]}
    before = g.credits[1]
    bot.grow(g)
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
    g.install_valley(terrain, {h: 0 for h in terrain})
    g.mines = {(-3, 0): "GG", (3, 0): "AA"}
    g.factories = {(0, 0): {"owner": 1, "spec": "AP", "cost": 0, "demand": (0, 1)}}
    plan = bot.construct_plan(g, 2)
    assert plan is not None and plan[0] == "connect"
    path, start, orchard = plan[1]
    assert start == (0, 0) and orchard == (3, 0)  # its market; the orchard of its apples


def test_solo_games_bot_never_leaps_and_every_reason_translates():
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
                text = view.t(key, lang, **params)
                assert text and "{" not in text
        assert sum(g.reserve[1].values()) == 0  # the bot sold everything at the end


def test_bonus_grow_and_bonus_deliver_move_the_turn_order_marker():
    g = new(4, 5, mode="advanced")
    g.order_right = [3, 2, 1, 0]
    g.current = 0
    g._start_turn()
    g.grid = ["fa03", "fa05"] + [None] * 6
    g.mines = {h: "" for h in g.mines}
    g.stages = ["mine:fbonus", "mine:fbonus", "mine_pay:bonus", "end"]
    g._next()
    while g.phase in ("onto", "keep"):
        g.play(g.legal_moves()[0])
    assert g.order_right.index(0) == 1  # up 2 at 4 players
    assert g.credits[0] == 8  # no 3 credits for a bonus grow


def test_bot_route_symbol_gives_a_one_piece_construct():
    g = new(1, 3)
    g.board_kinds = ["UUUUU"] * 5
    g.board = {sq("c3"): [1], sq("a1"): [0]}
    g.placed[1] = 1
    symbol_card = next(i for i, c in enumerate(fc.SOLO_DECK) if c[2])
    g.solo_deck = [symbol_card]
    pieces = g.roads_left[1]
    bot.bot_turn(g)
    keys = [k for k, _ in g.bot_log]
    assert "bot.symbol" in keys
    assert pieces - g.roads_left[1] <= 1


def test_year_two_poorest_tie_goes_clockwise_from_the_first_start_player():
    g = new(4, 2)
    g.start_player = 2
    g.credits = [5, 3, 9, 3]
    g.done = [True] * 4
    g._end_year()
    assert g.current == 3  # seats 1 and 3 tie; from seat 2 clockwise, 3 comes first


def test_hard_bot_ignores_the_hidden_solo_deck_order():
    from pygames.core.bots import Budget, decide
    from pygames.core.rng import Rng

    g = new(1, 6)
    rng = Rng(2)
    for _ in range(6):
        g.play(rng.choice(g.legal_moves()))
    other = g.clone()
    other.solo_deck = list(reversed(other.solo_deck))
    other.rng = Rng(12345)  # future draws differ too
    budget = Budget(iterations=24)
    assert decide(g, "hard", seed=3, budget=budget).move == \
        decide(other, "hard", seed=3, budget=budget).move
