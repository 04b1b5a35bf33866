"""Harvest Valley rules: setup, turns, placement limits, weeds, tractor, cultivator, the end."""

from __future__ import annotations

import pytest
from hv_layouts import build_valley

import pygames
from pygames import IllegalMove
from pygames.core.grid import cell_name, parse_cell
from pygames.harvest_valley import components as cp
from pygames.harvest_valley import scenario
from pygames.harvest_valley.readings import reading
from pygames.harvest_valley.rules import CENTRE, HarvestValley


def new(players: int = 2, seed: int = 1, **options: str) -> HarvestValley:
    game = pygames.new_game("harvest_valley", players=players, seed=seed, options=options)
    assert isinstance(game, HarvestValley)
    return game


def arrange(game: HarvestValley, diagram: str, river: list[str | None], origin=(3, 3)) -> None:
    """Put a valley (diagram as in hv_layouts) and a river of card ids in place."""
    valley = build_valley(diagram, origin, strict=False)
    scenario.arrange(game, {cell: card.id for cell, card in valley.items()}, river)


def river_card(kind: str, value: int = 0, skip: int = 0) -> str:
    cards = [c for c in cp.REGULAR_DECK + cp.SPECIAL_CARDS if c.kind == kind and c.value == value]
    return cards[skip].id


def c(name: str):
    cell = parse_cell(name)
    assert cell is not None
    return cell


# ------------------------------------------------------------------ setup
@pytest.mark.parametrize("players,per", [(2, 2), (3, 2), (4, 1), (5, 1)])
def test_setup_farmhouses_deck_and_river(players: int, per: int) -> None:
    game = new(players)
    assert [len(f) for f in game.farmhouses] == [per] * players
    assert len(game.river) == 3 and all(game.river)
    assert len(game.deck) == 27 - 3
    assert game.valley == {}
    assert game.current_player == game.first_player


def test_first_player_is_seeded_random_and_turns_go_clockwise() -> None:
    reading("first-player")
    firsts = {new(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    game = new(3, 5)
    first = game.current_player
    game.play("F")
    game.play("f6")
    assert game.current_player == (first + 1) % 3


def test_same_seed_same_setup_different_seed_differs() -> None:
    assert new(3, 9).deck == new(3, 9).deck
    assert new(3, 9).deck != new(3, 10).deck


@pytest.mark.parametrize("option,mode,kind,replaced", [
    ("sprinkler", "replace", cp.SPRINKLER, cp.POND),
    ("cultivator", "replace", cp.CULTIVATOR, cp.TRACTOR),
])
def test_special_card_replacing(option: str, mode: str, kind: str, replaced: str) -> None:
    game = new(2, 3, **{option: mode})
    cards = [cp.CARDS[i] for i in game.deck + game.river]
    assert len(cards) == 27
    assert sum(card.kind == kind for card in cards) == 1
    regular = sum(card.kind == replaced for card in cp.REGULAR_DECK)
    assert sum(card.kind == replaced for card in cards) == regular - 1


@pytest.mark.parametrize("option", ["sprinkler", "well", "locust", "rabbit", "cultivator"])
def test_special_card_added(option: str) -> None:
    game = new(2, 3, **{option: "add"})
    cards = [cp.CARDS[i] for i in game.deck + game.river]
    assert len(cards) == 28
    assert sum(card.kind == option for card in cards) == 1


def test_first_game_deck_has_no_special_cards() -> None:
    cards = [cp.CARDS[i] for i in new(5).deck + new(5).river]
    assert not any(card.kind in {cp.SPRINKLER, cp.WELL, cp.LOCUST, cp.RABBIT, cp.CULTIVATOR}
                   for card in cards)


def test_bad_options_and_player_counts_are_refused() -> None:
    with pytest.raises(ValueError, match="2–5 players"):
        new(6)
    with pytest.raises(ValueError, match="cannot be"):
        new(2, 1, well="replace")


# ------------------------------------------------------------------ a turn
def test_turn_choices_are_river_slots_and_farmhouse() -> None:
    game = new(2, 4)
    arrange(game, "", [river_card(cp.WHEAT), river_card(cp.POND), river_card(cp.METEOR)])
    assert game.legal_moves() == ["R1", "R2", "R3", "F"]


def test_first_card_goes_to_the_centre() -> None:
    game = new(2, 4)
    game.play("F")
    assert game.legal_moves() == [cell_name(CENTRE)] == ["f6"]
    with pytest.raises(IllegalMove, match="middle of the table") as err:
        game.play("a1")
    assert err.value.key == "harvest_valley.illegal.first_in_centre"


def test_taking_a_river_card_refills_from_the_deck() -> None:
    game = new(2, 4)
    arrange(game, "F0A", [river_card(cp.WHEAT), river_card(cp.POND), river_card(cp.METEOR)])
    top = game.deck[0]
    game.play("R2")
    game.play("e4")
    assert game.card_at(c("e4")).kind == cp.POND
    assert game.river[1] == top
    assert game.deck[0] != top


def test_no_refill_once_the_deck_is_empty() -> None:
    game = new(2, 4)
    arrange(game, "F0A", [river_card(cp.WHEAT), river_card(cp.POND), None])
    game.deck = []
    game.play("R1")
    game.play("e4")
    assert game.river == [None, river_card(cp.POND), None]
    assert "R1" not in game.legal_moves() and "R3" not in game.legal_moves()
    with pytest.raises(IllegalMove, match="slot 3 is empty"):
        game.play("R3")


def test_farmhouse_card_played_then_gone() -> None:
    game = new(2, 4)
    seat = game.current_player
    game.play("F")
    game.play("f6")
    assert game.card_at(CENTRE).owner == seat and game.card_at(CENTRE).id.endswith("A")
    game.play("F")
    game.play("f7")
    game.play("F")  # seat's second farmhouse, card B
    game.play("f5")
    assert game.card_at(c("f5")).id.endswith("B") and game.card_at(c("f5")).owner == seat
    game.play("F")
    game.play("f4")
    assert game.farmhouses == [[], []]
    with pytest.raises(IllegalMove, match="no farmhouse card left"):
        game.play("F")


def test_four_players_hold_one_farmhouse() -> None:
    game = new(4, 2)
    game.play("F")
    game.play("f6")
    for _ in range(3):
        game.play("F")
        game.play(game.legal_moves()[0])
    assert "F" not in game.legal_moves()


# ------------------------------------------------------------------ placement
def test_placement_must_touch_a_card_orthogonally() -> None:
    game = new(2, 4)
    arrange(game, "F0A", [river_card(cp.WHEAT), river_card(cp.POND), river_card(cp.METEOR)])
    game.play("R1")
    assert game.legal_moves() == ["d3", "c4", "e4", "d5"]
    with pytest.raises(IllegalMove, match="does not touch") as err:
        game.play("e5")  # diagonal only
    assert err.value.key == "harvest_valley.illegal.not_adjacent"
    with pytest.raises(IllegalMove, match="already taken"):
        game.play("d4")


@pytest.mark.parametrize("players,long,short", [(2, 5, 5), (4, 5, 5), (3, 6, 5), (5, 6, 5)])
def test_valley_limits(players: int, long: int, short: int) -> None:
    game = new(players, 4)
    row = " ".join(["M", "M"] + ["W"] * (long - 2))
    arrange(game, row, [river_card(cp.POND), river_card(cp.WHEAT), river_card(cp.VEGETABLE, 2)],
            origin=(5, 2))
    game.play("R1")
    moves = set(game.legal_moves())
    assert cell_name((5, 1)) not in moves and cell_name((5, 2 + long)) not in moves
    with pytest.raises(IllegalMove, match=f"larger than {short}×{long}") as err:
        game.play(cell_name((5, 1)))
    assert err.value.key == "harvest_valley.illegal.too_large"
    # the other direction may still grow to the short side (5)
    assert cell_name((4, 2)) in moves


def test_three_player_orientation_stays_open_until_fixed() -> None:
    game = new(3, 4)
    # a 5-long row may become 6 wide, and a 5-high column 6 high
    arrange(game, "M M W W W", [river_card(cp.POND), None, None], origin=(5, 3))
    game.play("R1")
    assert cell_name((5, 2)) in game.legal_moves() and cell_name((5, 8)) in game.legal_moves()
    arrange(game, "W\nW\nW\nW\nW", [river_card(cp.POND), None, None], origin=(3, 3))
    game.play("R1")
    assert cell_name((2, 3)) in game.legal_moves() and cell_name((8, 3)) in game.legal_moves()
    # once the valley is 6 wide it may only be 5 high, and once 6 high only 5 wide
    arrange(game, "W W W W W W\nW\nW\nW\nW", [river_card(cp.POND), None, None], origin=(3, 2))
    game.play("R1")
    assert cell_name((8, 2)) not in game.legal_moves()  # a sixth row
    assert cell_name((2, 2)) not in game.legal_moves()
    assert cell_name((7, 3)) in game.legal_moves()  # inside the 5×6 box
    with pytest.raises(IllegalMove, match="larger than 5×6"):
        game.play(cell_name((8, 2)))


# ------------------------------------------------------------------ weeds
def test_weeds_replace_a_land_card_which_returns_to_the_river_without_draw() -> None:
    reading("weeds-targets")  # the covered card goes back to the weeds' slot
    game = new(2, 4)
    weeds = river_card(cp.WEEDS)
    arrange(game, "F0A W", [river_card(cp.POND), weeds, river_card(cp.METEOR)])
    wheat = game.valley[c("e4")]
    deck = list(game.deck)
    game.play("R2")
    assert game.legal_moves() == ["e4"]
    game.play("e4")
    assert game.valley[c("e4")] == weeds
    assert game.river[1] == wheat
    assert game.deck == deck  # nothing drawn this turn


def test_weeds_never_on_farmhouse_empty_space_or_weeds() -> None:
    reading("weeds-targets")
    game = new(2, 4)
    arrange(game, "F0A X W", [river_card(cp.WEEDS), None, None])  # the valley's weeds: a copy
    game.play("R1")
    assert game.legal_moves() == ["f4"]
    for cell, reason, key in [("d4", "onto a farmhouse", "harvest_valley.illegal.weeds_farmhouse"),
                              ("e4", "onto weeds", "harvest_valley.illegal.weeds_on_weeds"),
                              ("d5", "onto a land card", "harvest_valley.illegal.weeds_empty")]:
        with pytest.raises(IllegalMove, match=reason) as err:
            game.play(cell)
        assert err.value.key == key


def test_weeds_with_no_target_cannot_be_taken() -> None:
    game = new(2, 4)
    arrange(game, "F0A", [river_card(cp.WEEDS), river_card(cp.POND), None])
    assert "R1" not in game.legal_moves()
    with pytest.raises(IllegalMove, match="nowhere to go"):
        game.play("R1")


# ------------------------------------------------------------------ tractor
def test_tractor_pushes_a_card_into_an_adjacent_empty_space() -> None:
    game = new(2, 4)
    tractor = river_card(cp.TRACTOR)
    arrange(game, "F0A V3", [tractor, river_card(cp.POND), None])
    vegetable = game.valley[c("e4")]
    game.play("R1")
    assert game.legal_moves() == ["e4"]  # not the farmhouse
    game.play("e4")
    assert game.legal_moves() == ["N", "E", "S"]  # west is the farmhouse
    before = game.current_player
    game.play("E")
    assert game.valley[c("e4")] == tractor and game.valley[c("f4")] == vegetable
    assert game.current_player != before


def test_tractor_may_go_onto_weeds_or_another_tractor() -> None:
    reading("tractor-targets")
    game = new(2, 4)
    arrange(game, "F0A X\n.   K", [river_card(cp.TRACTOR), None, None])
    game.play("R1")
    assert game.legal_moves() == ["e4", "e5"]  # the weeds, the tractor; not the farmhouse
    game.play("e4")
    assert "E" in game.legal_moves()


def test_tractor_cannot_go_on_farmhouse_or_meteor_or_empty() -> None:
    reading("tractor-targets")
    game = new(2, 4)
    arrange(game, "F0A M V3", [river_card(cp.TRACTOR), None, None])
    game.play("R1")
    assert game.legal_moves() == ["f4"]
    with pytest.raises(IllegalMove, match="meteor can never be pushed") as err:
        game.play("e4")
    assert err.value.key == "harvest_valley.illegal.unpushable"
    with pytest.raises(IllegalMove, match="farmhouse can never be pushed"):
        game.play("d4")
    with pytest.raises(IllegalMove, match="onto a land card"):
        game.play("d5")


def test_tractor_push_must_stay_within_the_limits() -> None:
    game = new(2, 4)
    arrange(game, "M M M M V3", [river_card(cp.TRACTOR), None, None], origin=(5, 1))
    game.play("R1")
    game.play(cell_name((5, 5)))
    assert "E" not in game.legal_moves()
    with pytest.raises(IllegalMove, match="larger than 5×5") as err:
        game.play("E")
    assert err.value.key == "harvest_valley.illegal.push_too_large"


def test_tractor_only_pushes_into_empty_space() -> None:
    game = new(2, 4)
    arrange(game, "W V3 W\n. W .", [river_card(cp.TRACTOR), None, None])
    game.play("R1")
    game.play("e4")
    assert game.legal_moves() == ["N"]
    with pytest.raises(IllegalMove, match="empty space only"):
        game.play("E")


def test_tractor_with_no_push_space_is_not_a_target() -> None:
    game = new(2, 4)
    arrange(game, "M M M M M\nM M M M M\nM M V3 M M\nM M M M M\nM M M W W", [
        river_card(cp.TRACTOR), river_card(cp.POND), None], origin=(3, 3))
    del game.valley[(7, 7)]
    game.play("R1")
    assert game.legal_moves() == [cell_name((7, 6))]  # the vegetable is walled in by meteors
    with pytest.raises(IllegalMove, match="no space to be pushed") as err:
        game.play("f6")
    assert err.value.key == "harvest_valley.illegal.no_push_space"


# ------------------------------------------------------------------ cultivator
def test_cultivator_pushes_a_whole_line() -> None:
    reading("cultivator-run")
    game = new(2, 4, cultivator="add")
    cultivator = river_card(cp.CULTIVATOR)
    arrange(game, "W V3 T1 .", [cultivator, None, None])
    line = [game.valley[c(n)] for n in ("d4", "e4", "f4")]
    game.play("R1")
    game.play("d4")
    assert "E" in game.legal_moves()
    game.play("E")
    assert game.valley[c("d4")] == cultivator
    assert [game.valley[c(n)] for n in ("e4", "f4", "g4")] == line


def test_cultivator_cannot_push_a_line_holding_a_farmhouse_or_meteor() -> None:
    reading("cultivator-run")
    game = new(2, 4, cultivator="add")
    arrange(game, "W V3 F0A\nW M .", [river_card(cp.CULTIVATOR), None, None])
    game.play("R1")
    game.play("d4")
    assert "E" not in game.legal_moves()
    with pytest.raises(IllegalMove, match="never be pushed") as err:
        game.play("E")
    assert err.value.key == "harvest_valley.illegal.line_unpushable"
    assert "S" in game.legal_moves()  # the wheat d4 pushes the wheat d5 into d6


def test_cultivator_never_pushes_off_the_grid() -> None:
    game = new(2, 4, cultivator="add")
    arrange(game, "W V3 T1 W V2", [river_card(cp.CULTIVATOR), None, None], origin=(5, 1))
    game.play("R1")
    game.play(cell_name((5, 1)))
    assert "E" not in game.legal_moves()
    assert "W" not in game.legal_moves()


# ------------------------------------------------------------------ stalls and the end
def test_pass_only_without_legal_move_and_game_ends_after_a_round_of_passes() -> None:
    reading("no-move-pass")
    game = new(2, 4)
    arrange(game, "F0A F0B F1A F1B", [river_card(cp.WEEDS), river_card(cp.TRACTOR), None])
    game.farmhouses = [[], []]
    game.deck = []
    assert game.legal_moves() == ["pass"]
    game.play("pass")
    assert not game.is_over
    game.play("pass")
    assert game.is_over and game.current_player is None


def test_pass_refused_when_a_move_exists() -> None:
    game = new(2, 4)
    with pytest.raises(IllegalMove, match="only pass when") as err:
        game.play("pass")
    assert err.value.key == "harvest_valley.illegal.cannot_pass"


def test_game_ends_when_the_grid_is_full_and_animals_remove_cards() -> None:
    game = new(2, 4)
    full = "\n".join(["C T2 W W W"] + ["M M M M M"] * 3 + ["M M M M ."])
    arrange(game, full, [river_card(cp.WHEAT, skip=4), None, None], origin=(3, 3))
    game.play("R1")
    game.play(cell_name((7, 7)))
    assert game.is_over
    assert game.legal_moves() == []
    assert {cp.CARDS[i].kind for i in game.removed.values()} == {cp.FRUIT}
    with pytest.raises(IllegalMove, match="game is over"):
        game.play("R1")


def test_winner_and_fruit_tree_tie_break() -> None:
    reading("tiebreak-printed-trees")
    game = new(2, 4)
    # Red: fruit trees 2 + vegetables 2 = 4. Yellow: vegetables 4 = 4. Tie → red (more fruit).
    arrange(game, "T2 F0A V2\nM  M  M\nV4 F1A M", [None, None, None])
    game.over = True
    assert game.scores() == [4, 4]
    assert game.winners() == [0]
    arrange(game, "T1 F0A V3\nM  M  M\nT1 F1A V3", [None, None, None])
    game.over = True
    assert game.scores() == [4, 4]
    assert game.winners() == [0, 1]  # same fruit points: a shared win
    arrange(game, "T1 F0A V3\nM  M  M\nT1 F1A V4", [None, None, None])
    game.over = True
    assert game.winners() == [1]


def test_tie_break_counts_printed_fruit_trees_without_pond_bonuses() -> None:
    """Red: 1 tree (+1 for the pond next to it) and 2 vegetables; yellow: 2 trees and 2
    vegetables. 4 all; yellow's trees score more (red's pond point is not a tree's)."""
    reading("tiebreak-printed-trees")
    game = new(2, 4)
    arrange(game, "P T1 F0A V2\nM M  M   M\n. T2 F1A V2", [None, None, None])
    game.over = True
    parts = game.score_breakdown()
    assert game.scores() == [4, 4] and parts[0]["ponds"] == 1
    assert [p["details"]["fruit_points"] for p in parts] == [1, 2]
    assert game.winners() == [1]


def test_unknown_and_out_of_turn_moves_explain_themselves() -> None:
    game = new(2, 4)
    with pytest.raises(IllegalMove, match="not a Harvest Valley move"):
        game.play("R9")
    with pytest.raises(IllegalMove, match="First take a card"):
        game.play("f6")
    game.play("F")
    with pytest.raises(IllegalMove, match="Choose a space"):
        game.play("zz")
