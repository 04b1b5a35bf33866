"""Tropicalia: each rule of the rulebook, legal and illegal cases with their reasons."""

from __future__ import annotations

import pytest
from test_tropicalia_helpers import LAYOUT, day, force, new

from pygames.core.errors import IllegalMove
from pygames.core.rng import Rng
from pygames.tropicalia import components as C
from pygames.tropicalia.island import POS_INDEX
from pygames.tropicalia.readings import reading
from pygames.tropicalia.rules import fountains
from pygames.tropicalia.scenario import give_items
from pygames.tropicalia.texts import TEXTS


def reason(game, move: str) -> str:
    with pytest.raises(IllegalMove) as err:
        game.play(move)
    assert err.value.key in TEXTS["en"] and err.value.key in TEXTS["ja"]
    return err.value.key


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize(("players", "down"), [(2, 3), (3, 2), (4, 0)])
def test_setup_face_down_tiles(players: int, down: int) -> None:
    reading("face-down-tiles")
    for seed in range(5):
        g = new(players, seed)
        assert sorted(g.layout) == sorted(t.id for t in C.ISLAND_TILES)
        assert sum(g.face_down) == down
        flipped = {g.layout[p] for p in range(16) if g.face_down[p]}
        assert flipped == {t.id for t in C.ISLAND_TILES if players in t.off}


def test_setup_components_and_start() -> None:
    for seed in range(8):
        g = new(4, seed)
        assert len(g.board) == 5 and all(g.board)
        assert len(g.village_stack) == len(C.VILLAGE_TILES) - 5
        first = g.first_player
        assert g.turn == first and g.phase == "morning" and g.round == 1
        assert g.seats[first].first_tiles == [1]
        assert [g.seats[(first + i) % 4].shells for i in range(4)] == [0, 1, 2, 3]
        for p, tid in enumerate(g.layout):
            kind = C.ISLAND_BY_ID[tid].kind
            assert sum(g.island_fruit[p]) == (3 if kind == "orchard" else 0)
            assert len(g.island_items[p]) == (2 if kind == "plaza" else 0)
        assert sum(g.bag) == 60 - 18
        assert all(pl.hand == 4 and pl.fruit == [0, 0, 0] for pl in g.seats)


def test_start_player_is_random_and_shells_clockwise_at_three() -> None:
    firsts = {new(3, seed).first_player for seed in range(30)}
    assert firsts == {0, 1, 2}
    g = new(3, 4)
    f = g.first_player
    assert [g.seats[(f + i) % 3].shells for i in range(3)] == [0, 1, 2]


def test_refill_in_reading_order() -> None:
    g = new(4, 3)
    state = g.rng.state
    with g.edit():
        g.island_fruit, g.bag = [[0, 0, 0] for _ in range(16)], [7, 7, 7]
        g.island_items = [[] for _ in range(16)]
        g.refill()
    # replay the same draws by hand: orchards in reading order, three fruits each
    rng, bag = Rng(state), [7, 7, 7]
    expected = {}
    for p, tid in enumerate(g.layout):
        if C.ISLAND_BY_ID[tid].kind == "orchard":
            got = [0, 0, 0]
            for _ in range(3):
                r = rng.below(sum(bag))
                f = 0 if r < bag[0] else (1 if r < bag[0] + bag[1] else 2)
                bag[f] -= 1
                got[f] += 1
            expected[p] = got
    assert {p: g.island_fruit[p] for p in expected} == expected
    assert g.bag == bag


# ------------------------------------------------------------------ morning
def test_morning_placement_order_and_ends() -> None:
    g = new(2, 5)
    f = g.first_player
    g.play("place Na")
    assert g.turn == 1 - f
    assert reason(g, "place Na") == "tropicalia.frame_taken"
    assert reason(g, "place Zz") == "tropicalia.unknown_space"
    g.play("place W1")
    g.play("place Sa")  # both ends of column a for the same player
    assert g.frame == {"Na": f, "W1": 1 - f, "Sa": f}
    for space in ("E1", "Nb", "Sb", "Nc", "Sc"):
        g.play(f"place {space}")
    assert g.phase == "day" and g.turn == f and g.step == "choose"
    assert g.legal_moves() == ["worker Na", "worker Nb", "worker Nc", "worker Sa"]


def test_four_players_fill_the_whole_frame() -> None:
    g = new(4, 2)
    for _ in range(16):
        g.play(g.legal_moves()[0])
    assert len(g.frame) == 16 and g.phase == "day"


# ------------------------------------------------------------------ day movement
def test_move_in_line_jumping_over_workers() -> None:
    # worker on Na faces column a: a1 (O1) occupied, a2 (Mu3) free, a3 (P3), a4 (O5)
    g = day(frame={"Na": 0, "Nb": 1}, occupants={"a1": [1]})
    g.play("worker Na")
    assert g.legal_moves() == ["to a2", "to a3", "to a4", "home"]
    g.play("to a3")  # jumps over the worker on a1
    assert g.occupants[POS_INDEX["a3"]] == [0] and "Na" not in g.frame


def test_jump_over_occupied_tiles_to_far_end() -> None:
    g = day(frame={"W2": 0}, occupants={"a2": [1], "b2": [1], "c2": [0]})
    g.play("worker W2")
    assert g.legal_moves() == ["to d2", "home"]


def test_illegal_destinations_have_reasons() -> None:
    g = day(frame={"Na": 0}, occupants={"a1": [1], "b1": [1], "a2": [1]})
    g.play("worker Na")
    assert reason(g, "to a1") == "tropicalia.occupied"
    assert reason(g, "to a2") == "tropicalia.need_cart"
    assert reason(g, "to c3") == "tropicalia.not_in_line"
    assert reason(g, "to a3 surf") == "tropicalia.surf_unneeded"
    assert reason(g, "to c3 surf") == "tropicalia.no_surfboard"
    assert reason(g, "to a2 cart") == "tropicalia.no_cart"
    assert reason(g, "to a3 cart") == "tropicalia.cart_unneeded"
    assert reason(g, "place Nb") == "tropicalia.not_now"
    assert reason(g, "fly away") == "tropicalia.unknown"


def test_face_down_tiles_cannot_be_entered() -> None:
    # at 2 players O6 (d4), Mc2 (b3) and P4 (c4) are face down
    g = day(frame={"E4": 0}, face_down=True)
    g.play("worker E4")
    assert g.legal_moves() == ["to a4", "to b4", "home"]
    assert reason(g, "to d4") == "tropicalia.face_down"
    give_items(g, 0, "surfboard")
    assert "to b3 surf" not in g.legal_moves()


def test_worker_with_full_line_can_only_go_home() -> None:
    g = day(frame={"W1": 0}, occupants={"a1": [1], "b1": [1], "c1": [1], "d1": [1]})
    g.play("worker W1")
    # c1 is a market (Mc3) but without a cart it stays closed
    assert g.legal_moves() == ["home"]


def test_surfboard_reaches_any_free_tile_and_flips() -> None:
    g = day(frame={"W1": 0}, occupants={"a1": [1], "b1": [1], "c1": [1], "d1": [1]})
    give_items(g, 0, "surfboard")
    g.play("worker W1")
    moves = g.legal_moves()
    assert moves == [f"to {n} surf" for n in
                     ("a2", "b2", "c2", "d2", "a3", "b3", "c3", "d3", "a4", "b4", "c4", "d4")] \
        + ["home"]
    g.island_fruit[POS_INDEX["c3"]] = [1, 0, 2]
    g.play("to c3 surf")
    assert g.seats[0].items[0].used and g.seats[0].fruit == [1, 0, 2]


def test_surfboard_example_leaves_a_market_for_an_orchard() -> None:
    """Rulebook: the only free tile of the line is a custard market and red has no custard
    apple; with a surfboard he goes to an orchard elsewhere instead."""
    g = day(frame={"W2": 0, "Na": 1}, occupants={"b2": [1], "c2": [1], "d2": [1]})
    g.seats[0].fruit = [2, 0, 0]
    assert g.play("worker W2") is None and g.legal_moves() == ["to a2", "home"]
    give_items(g, 0, "surfboard")
    assert "to c3 surf" in g.legal_moves() and "to a2" in g.legal_moves()
    g.island_fruit[POS_INDEX["c3"]] = [0, 3, 0]
    g.play("to c3 surf")
    assert g.seats[0].fruit == [2, 3, 0] and g.seats[0].items[0].used


def test_cart_joins_occupied_market_in_line() -> None:
    # c1 is the coconut-3 market; any number of workers may share it through carts
    g = day(frame={"Nc": 0}, occupants={"c1": [1, 0], "c2": [1], "c3": [1], "c4": [1]})
    give_items(g, 0, "cart")
    g.seats[0].fruit = [2, 0, 0]
    g.play("worker Nc")
    assert g.legal_moves() == ["to c1 cart", "home"]
    g.play("to c1 cart")
    assert g.occupants[POS_INDEX["c1"]] == [1, 0, 0]
    assert g.seats[0].items[0].used and g.step == "sell"
    g.play("sell 2")
    assert g.seats[0].shells == 6 and g.seats[0].fruit == [0, 0, 0]


def test_surfboard_and_cart_together_reach_any_occupied_market() -> None:
    reading("items-where-needed")
    g = day(frame={"W1": 0}, occupants={"a1": [1], "b1": [1], "c1": [1], "d1": [1],
                                          "d3": [1]})
    give_items(g, 0, "cart", "surfboard")
    g.play("worker W1")
    moves = g.legal_moves()
    assert "to c1 cart" in moves  # in line: the cart alone
    assert "to d3 surf cart" in moves  # custard-2 market elsewhere: both
    assert "to c1 surf cart" not in moves
    g.play("to d3 surf cart")
    assert all(i.used for i in g.seats[0].items)
    assert not g.seats[0].has_item("cart")


def test_used_items_are_not_offered_again() -> None:
    g = day(frame={"W1": 0}, occupants={"a1": [1], "b1": [1], "c1": [1], "d1": [1]})
    give_items(g, 0, "surfboard")
    g.seats[0].items[0].used = True
    g.play("worker W1")
    assert g.legal_moves() == ["home"]


def test_going_home_draws_one_fruit_or_nothing() -> None:
    reading("home-any-time")
    g = day(frame={"Na": 0, "Nb": 1, "Nc": 0})
    g.bag = [0, 0, 4]
    g.play("worker Na")
    assert "to a1" in g.legal_moves() and "home" in g.legal_moves()  # free tiles: home too
    g.play("home")
    assert g.seats[0].fruit == [0, 0, 1] and g.seats[0].home == 1 and g.bag == [0, 0, 3]
    g.bag = [0, 0, 0]
    g.play("worker Nb")
    g.play("home")
    assert g.seats[1].fruit == [0, 0, 0] and g.seats[1].home == 1


def test_day_turns_skip_players_without_frame_workers() -> None:
    g = day(3, frame={"Na": 0, "Nb": 0, "Nc": 2})
    g.play("worker Na")
    g.play("home")
    assert g.turn == 2
    g.play("worker Nc")
    g.play("home")
    assert g.turn == 0


# ------------------------------------------------------------------ actions
def test_orchard_takes_all_fruit_and_overflow_asks_discards() -> None:
    g = day(frame={"Na": 0, "Nb": 1})
    g.seats[0].fruit = [2, 2, 0]
    g.island_fruit[POS_INDEX["a1"]] = [1, 0, 2]
    g.play("worker Na")
    g.play("to a1")
    assert g.seats[0].fruit == [3, 2, 2] and g.island_fruit[0] == [0, 0, 0]
    assert g.step == "discard"
    assert g.legal_moves() == ["discard coconut", "discard custard", "discard mango"]
    bag = list(g.bag)
    g.play("discard mango")
    assert g.step == "discard"
    assert reason(g, "discard durian") == "tropicalia.unknown"
    g.play("discard mango")
    assert g.seats[0].fruit == [3, 2, 0] and g.bag[2] == bag[2] + 2
    assert g.turn == 1 and g.step == "choose"  # nothing affordable to build: the turn ended
    assert reason(g, "discard mango") == "tropicalia.not_held"  # seat 1 holds none


def test_basket_tiles_raise_capacity() -> None:
    g = day(frame={"Na": 0, "Nb": 1})
    g.seats[0].baskets = 2
    g.seats[0].fruit = [3, 2, 0]
    g.island_fruit[POS_INDEX["a1"]] = [0, 0, 2]
    g.play("worker Na")
    g.play("to a1")
    assert sum(g.seats[0].fruit) == 7 and g.seats[0].capacity == 7 and g.turn == 1


def test_plaza_gives_items_and_baskets_fill_leftmost_slots() -> None:
    g = day(frame={"Nb": 0, "Na": 1})
    g.island_items[POS_INDEX["b1"]] = ["cart", "basket"]
    g.play("worker Nb")
    g.play("to b1")
    pl = g.seats[0]
    assert [i.kind for i in pl.items] == ["cart"] and pl.baskets == 1
    assert g.island_items[POS_INDEX["b1"]] == []


def test_items_from_a_plaza_serve_from_the_next_turn() -> None:
    reading("items-next-turn")
    g = day(frame={"Nb": 0, "W1": 0, "Sd": 1}, occupants={"a1": [1], "c1": [1], "d1": [1]})
    g.island_items[POS_INDEX["b1"]] = ["surfboard", "cart"]
    g.play("worker Nb")
    assert "to b1" in g.legal_moves() and not any("surf" in m for m in g.legal_moves())
    g.play("to b1")
    g.play("worker Sd")
    g.play("home")
    g.play("worker W1")  # row 1 is now full: the new surfboard opens the island
    assert "to a2 surf" in g.legal_moves() and "to c1 cart" in g.legal_moves()


def test_basket_with_no_free_slot_leaves_the_game() -> None:
    g = day(frame={"Nb": 0, "Na": 1})
    g.seats[0].baskets = C.BASKET_SLOTS
    g.island_items[POS_INDEX["b1"]] = ["basket", "surfboard"]
    g.play("worker Nb")
    g.play("to b1")
    assert g.seats[0].baskets == C.BASKET_SLOTS and g.removed_items == ["basket"]
    assert [i.kind for i in g.seats[0].items] == ["surfboard"]


def test_market_sells_any_number_at_its_price() -> None:
    g = day(frame={"E2": 0, "Na": 1})  # row 2: Mu3 a2, O3, P2, Mm4 d2
    g.seats[0].fruit = [1, 0, 3]
    g.play("worker E2")
    g.play("to d2")
    assert g.step_moves() == ["sell 0", "sell 1", "sell 2", "sell 3"]
    assert reason(g, "sell 4") == "tropicalia.not_enough_fruit"
    assert reason(g, "sell 1 mango") == "tropicalia.fixed_sale"
    assert reason(g, "sell many") == "tropicalia.unknown"
    bag = list(g.bag)
    g.play("sell 2")
    assert g.seats[0].shells == 8 and g.seats[0].fruit == [1, 0, 1]
    assert g.bag == [bag[0], bag[1], bag[2] + 2]


def test_market_without_its_fruit_asks_nothing() -> None:
    reading("build-after-every-turn")
    g = day(frame={"E2": 0, "Na": 1})
    g.seats[0].fruit = [2, 0, 0]
    g.play("worker E2")
    g.play("to d2")
    assert g.turn == 1 and g.seats[0].shells == 0


# ------------------------------------------------------------------ building
def setup_build(shells: int, slot_tile: str, slot: int = 3) -> object:
    g = day(frame={"Na": 0, "Nb": 1})
    board = [t for t in ("B11", "B12", "V01", "T01", "R01") if t != slot_tile]
    board = board[:4]
    board.insert(slot, slot_tile)
    force(g, board=board)
    g.seats[0].shells = shells
    return g


def test_building_example_from_the_rulebook() -> None:
    """8 + 3 = 11 shells; one mango from the orchard tile; two fountains, two fruits."""
    g = setup_build(11, "R10", slot=3)
    g.seats[0].village[1] = "B02"  # above the new tile: fountain half on its S edge
    g.seats[0].village[3] = "B01"  # left of it: fountain half on its E edge
    assert C.VILLAGE_BY_ID["R10"].cost == 8 and C.SURCHARGES[3] == 3
    assert g.cost(3) == 11
    top = g.village_stack[-1]
    bag = sum(g.bag)
    g.play("worker Na")
    g.play("home")  # empty-handed trip home draws one fruit
    before = list(g.seats[0].fruit)
    assert "build 4" in g.legal_moves()
    g.play("build 4")
    assert g.legal_moves() == [f"at {k}" for k in (1, 3, 5, 6, 7, 8, 9)]
    g.play("at 5")
    pl = g.seats[0]
    assert pl.shells == 0 and pl.village[4] == "R10"
    assert fountains(pl.village) == 2
    gained = [a - b for a, b in zip(pl.fruit, before, strict=True)]
    assert sum(gained) == 3 and gained[2] >= 1
    assert sum(g.bag) == bag - 1 - 3
    # the board slid left and a new tile came in under "+4"
    assert g.board == ["B11", "B12", "V01", "T01", top]


def test_build_costs_include_surcharge_and_affordability() -> None:
    reading("build-after-every-turn")  # going home is a day turn too
    g = setup_build(5, "B01", slot=0)  # B01 costs 4 + 0
    g.play("worker Na")
    g.play("home")
    legal = g.step_moves()
    assert legal == ["build 1", "pass"]
    assert reason(g, "build 2") == "tropicalia.cannot_afford"
    g.board[1] = ""
    force(g)
    assert reason(g, "build 2") == "tropicalia.empty_slot"
    g.play("pass")
    assert g.turn == 1 and g.seats[0].shells == 5


def test_cannot_build_a_tenth_tile_or_on_a_used_square() -> None:
    g = setup_build(50, "B01", slot=0)
    g.seats[0].village = ["B11"] * 8 + [""]
    g.play("worker Na")
    g.play("home")
    g.play("build 1")
    assert g.legal_moves() == ["at 9"]
    assert reason(g, "at 1") == "tropicalia.square_taken"
    g.play("at 9")
    assert "" not in g.seats[0].village
    g2 = setup_build(50, "B01", slot=0)
    g2.seats[0].village = ["B11"] * 9
    g2.play("worker Na")
    g2.play("home")
    assert g2.turn == 1  # a full village skips the build step


def test_orchard_tile_substitute_fruit_when_bag_lacks_it() -> None:
    reading("orchard-tile-substitute")
    g = setup_build(20, "R12", slot=0)  # mango x2
    g.play("worker Na")
    g.play("home")
    g.bag = [3, 2, 0]
    g.play("build 1")
    g.play("at 1")
    assert g.step == "take"
    assert g.legal_moves() == ["take coconut", "take custard"]
    assert reason(g, "take mango") == "tropicalia.bag_lacks"
    g.play("take custard")
    g.play("take custard")
    assert g.seats[0].fruit[1] >= 2 and g.bag[1] == 0 and g.turn == 1


def test_substitute_first_then_the_discards_when_over_capacity() -> None:
    g = setup_build(20, "R12", slot=0)  # mango x2
    g.seats[0].fruit = [2, 1, 1]
    g.play("worker Na")
    g.play("home")  # a fifth fruit: full, not over
    assert sum(g.seats[0].fruit) == 5 and g.step == "build"
    g.bag = [3, 2, 0]
    g.play("build 1")
    g.play("at 1")
    assert g.step == "take"
    g.play("take coconut")
    g.play("take coconut")
    assert g.step == "discard" and sum(g.seats[0].fruit) == 7
    g.play("discard coconut")
    g.play("discard coconut")
    assert g.turn == 1 and sum(g.seats[0].fruit) == 5


def test_orchard_tile_with_one_or_no_type_left() -> None:
    reading("orchard-tile-substitute")
    g = setup_build(20, "R12", slot=0)
    g.play("worker Na")
    g.play("home")
    fruit = list(g.seats[0].fruit)
    g.bag = [1, 0, 0]
    g.play("build 1")
    g.play("at 1")
    assert g.seats[0].fruit[0] == fruit[0] + 1 and g.bag == [0, 0, 0] and g.turn == 1


def test_fountain_fruit_comes_after_the_orchard_tiles_own() -> None:
    """The rulebook's example: the mango of the orchard tile, then the fountains' draws. With
    one mango left in the bag, the tile's mango is certain and the fountains draw the rest."""
    reading("fountains-after-orchard")
    g = setup_build(11, "R10", slot=3)
    g.seats[0].village[1] = "B02"
    g.seats[0].village[3] = "B01"
    g.play("worker Na")
    g.play("home")
    g.bag = [5, 5, 1]
    before = list(g.seats[0].fruit)
    g.play("build 4")
    g.play("at 5")
    gained = [a - b for a, b in zip(g.seats[0].fruit, before, strict=True)]
    assert gained[2] == 1 and sum(gained) == 3 and g.bag[2] == 0
    assert g.turn == 1  # no substitute was asked: the mango was there


def test_shells_are_not_capped() -> None:
    reading("shells-uncapped")
    g = day(frame={"E2": 0, "Na": 1})
    g.seats[0].shells = 95
    g.seats[0].fruit = [0, 0, 3]
    g.play("worker E2")
    g.play("to d2")
    g.play("sell 3")
    assert g.seats[0].shells == 107


def test_fountains_count_matching_halves_only() -> None:
    v = [""] * 9
    v[0], v[1] = "B01", "B03"  # E meets W
    assert fountains(v) == 1
    v[3] = "B05"  # N under a tile without S
    assert fountains(v) == 1
    v[4] = "T11"  # NESW: meets B03? B03 has W only; left B05 has N only
    assert fountains(v) == 1
    v[5] = "B03"  # T11's E meets B03's W
    assert fountains(v) == 2


def test_build_board_slides_and_empties_when_stack_runs_out() -> None:
    g = setup_build(50, "B01", slot=2)
    g.village_stack = []
    g.play("worker Na")
    g.play("home")
    old = list(g.board)
    g.play("build 3")
    g.play("at 1")
    assert g.board == old[:2] + old[3:] + [""]


# ------------------------------------------------------------------ round end
def finish_round(g) -> None:
    while g.phase == "day":
        g.play(g.legal_moves()[0] if g.step != "dest" else "home")


def test_round_end_two_players_and_cleanup() -> None:
    g = day(frame={"Na": 0, "Nb": 1}, occupants={"d4": [1]})
    force(g, first_player=0)
    g.island_items[POS_INDEX["c2"]] = ["cart", "basket"]
    g.island_fruit[POS_INDEX["d1"]] = [1, 1, 1]
    left, board, top = g.board[0], list(g.board), g.village_stack[-1]
    bag = sum(g.bag)
    g.play("worker Na")
    g.play("home")
    g.play("worker Nb")
    g.play("home")
    assert g.round == 2 and g.phase == "morning"
    assert g.removed_tiles == [left] and g.board == board[1:] + [top]
    assert g.removed_items == ["cart", "basket"]
    assert g.occupants == [[] for _ in range(16)] and g.frame == {}
    assert all(pl.hand == 4 and pl.home == 0 for pl in g.seats)
    # leftover fruit went back (3), two home draws left, orchards refilled for round 2
    held = sum(sum(p.fruit) for p in g.seats)
    assert sum(g.bag) + sum(map(sum, g.island_fruit)) == bag + 3 - held
    assert sum(map(sum, g.island_fruit)) == 3 * sum(
        1 for t in LAYOUT if C.ISLAND_BY_ID[t].kind == "orchard")


def test_round_end_three_players_keeps_build_board() -> None:
    g = day(3, frame={"Na": 0})
    board = list(g.board)
    g.play("worker Na")
    g.play("home")
    assert g.round == 2 and g.board == board and g.removed_tiles == []


def test_brown_sign_plaza_takes_first_player_tile() -> None:
    g = day(3, frame={"Na": 0}, occupants={"b1": [2]})  # b1 = P1, the brown sign
    force(g, first_player=0)
    g.play("worker Na")
    g.play("home")
    assert g.first_player == 2 and g.seats[2].first_tiles == [2] and g.turn == 2


def test_without_brown_sign_worker_first_player_keeps_it() -> None:
    g = day(3, frame={"Na": 1}, turn=1, occupants={"c2": [2]})
    force(g, first_player=1)
    g.seats[1].first_tiles = [1]
    for pl in (g.seats[0], g.seats[2]):
        pl.first_tiles = []
    g.play("worker Na")
    g.play("home")
    assert g.first_player == 1 and g.seats[1].first_tiles == [1, 2]


def test_brown_sign_has_no_effect_in_round_five_and_game_ends() -> None:
    g = day(2, frame={"Na": 0}, occupants={"b1": [1]})
    force(g, first_player=0, round=5)
    tiles = [list(p.first_tiles) for p in g.seats]
    board = list(g.board)
    g.play("worker Na")
    g.play("home")
    reading("last-round-removal")  # 2 players, yet the build board stays after round 5
    assert g.board == board and g.removed_tiles == []
    assert g.first_player == 0 and [p.first_tiles for p in g.seats] == tiles
    assert g.step == "score" and g.turn == 0  # the fruit drawn: a last decision, then over
    g.play("keep")
    assert g.is_over and g.first_player == 0
    assert [p.first_tiles for p in g.seats] == tiles
    assert g.legal_moves() == []
    with pytest.raises(IllegalMove):
        g.play("home")


# ------------------------------------------------------------------ scoring
@pytest.mark.parametrize(("events", "points"), [(0, 0), (1, 7), (2, 15), (3, 24), (4, 34),
                                                (5, 45)])
def test_event_table(events: int, points: int) -> None:
    reading("events-beyond-five")
    assert len(C.EVENTS) == len(C.EVENT_POINTS) - 1 == 5
    g = new(2)
    tiles = ["V01", "V04", "V07", "V09", "V11"][:events]
    g.seats[0].village = tiles + ["V02"] * (1 if events else 0) + [""] * (8 - events)
    assert g.score_of(0)["events"] == points  # a second music event adds nothing


def test_score_parts() -> None:
    g = new(2)
    pl = g.seats[0]
    # B06 (7 pts, ES) at 1, R07 (2 pts, E) at 2; T11 fountain treasure (NESW) at 4:
    pl.village = ["B06", "R07", "", "T11", "", "", "", "", ""]
    pl.fruit = [1, 2, 0]
    pl.shells = 7
    pl.baskets = 2
    give_items(g, 0, "cart", "surfboard", "surfboard")
    pl.items[1].used = True
    parts = g.score_of(0)
    assert fountains(pl.village) == 1  # B06's S meets T11's N
    assert parts == {
        "buildings": 7, "events": 0, "orchards": 2, "treasures": 2, "missing": -4,
        "fruit": 3, "shells": 3, "items": 2, "total": 15,
    }


@pytest.mark.parametrize(("treasure", "setup", "count"), [
    ("T01", {"items": ["surfboard", "surfboard"]}, 2),
    ("T03", {"village": ["R01", "R02", "R03"]}, 3),
    ("T05", {"village": ["B01"]}, 1),
    ("T07", {"village": ["V01", "V02"]}, 2),
    ("T09", {"baskets": 4}, 4),
])
def test_treasure_counts(treasure: str, setup: dict, count: int) -> None:
    g = new(2)
    pl = g.seats[0]
    tiles = [treasure, *setup.get("village", [])]
    pl.village = tiles + [""] * (9 - len(tiles))
    pl.baskets = setup.get("baskets", 0)
    give_items(g, 0, *setup.get("items", []))
    for item in pl.items:
        item.used = True  # used or not, a surfboard counts
    assert g.score_of(0)["treasures"] == 2 * count


def test_missing_kinds() -> None:
    g = new(2)
    assert g.score_of(0)["missing"] == -16
    g.seats[0].village = ["B01", "V01", "R01", "T01"] + [""] * 5
    assert g.score_of(0)["missing"] == 0


def test_ties_go_to_most_shells_then_most_fruit() -> None:
    g = force(new(2), phase="over")
    a, b = g.seats
    a.shells, a.fruit = 4, [0, 0, 0]  # 2 + 0
    b.shells, b.fruit = 3, [1, 0, 0]  # 1 + 1
    assert g.scores()[0] == g.scores()[1] and g.winners() == [0]
    a.shells, a.fruit = 3, [0, 0, 1]  # 1 + 1, same shells: fruit decides... equal
    assert g.winners() == [0, 1]
    a.shells, a.fruit = 2, [0, 1, 1]  # 1 + 2
    b.shells, b.fruit = 3, [1, 1, 0]  # 1 + 2, more shells
    assert g.scores()[0] == g.scores()[1] and g.winners() == [1]
    a.shells, a.fruit = 2, [0, 1, 1]
    b.shells, b.fruit = 2, [1, 0, 0]
    b.items.append(__import__("pygames.tropicalia.rules", fromlist=["Item"]).Item("cart"))
    assert g.scores()[0] == g.scores()[1] and g.winners() == [0]  # same shells, more fruit


def test_determinize_resamples_only_hidden_order() -> None:
    g = new(3, 2)
    for _ in range(30):
        g.play(g.legal_moves()[0])
    clone = g.clone()
    clone.determinize(Rng(77))
    assert sorted(clone.item_stack) == sorted(g.item_stack)
    assert sorted(clone.village_stack) == sorted(g.village_stack)
    assert clone.item_stack != g.item_stack or clone.village_stack != g.village_stack
    assert clone.legal_moves() == g.legal_moves() and clone.board == g.board
    assert clone.seats == g.seats and clone.bag == g.bag
