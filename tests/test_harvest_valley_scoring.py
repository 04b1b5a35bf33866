"""Harvest Valley scoring: the rulebook's two worked examples and every scoring rule."""

from __future__ import annotations

import pytest
from hv_layouts import build_valley

from pygames.harvest_valley.readings import reading
from pygames.harvest_valley.scoring import removals, score_valley

# Red is seat 0, yellow seat 1. Crow c4 removes the fruit tree at d2 (which red B would score);
# boar e2 removes the vegetable at e1 (next to no farmhouse).
TWO_PLAYER = """
W  W  W  T2 V1
T1 F0A F0B T1 B
P  M  P  C  W
V3 F1A V2 V4 F1B
X  V4 K  T2 V3
"""

# Seats clockwise: red 0, green 1, blue 2, yellow 3, purple 4 (6 rows × 5 columns).
# Boar c3 removes the vegetables at b3 (next to red and blue) and c4 (next to blue); crow e4
# removes the fruit tree at d4 (next to yellow).
FIVE_PLAYER = """
T2 M  W  P  T2
V3 F0A W F1A V2
V2 V4 B  M  P
V1 F2A V3 T1 C
T1 W  W  F3A W
X  T1 F4A K V1
"""


def breakdown(diagram: str, players: int) -> list[dict]:
    return score_valley(build_valley(diagram), players)


def house(entry: dict, letter: str) -> dict:
    return next(h for h in entry["details"]["farmhouses"] if h["card"].endswith(letter))


def test_two_player_example_farmhouse_lines() -> None:
    red, yellow = breakdown(TWO_PLAYER, 2)
    red_a, red_b = house(red, "A"), house(red, "B")
    yellow_a, yellow_b = house(yellow, "A"), house(yellow, "B")
    # Red (A): fruit trees 1, pond +1, wheat 3×3 = 9 → 11
    assert (red_a["fruit_trees"], red_a["ponds"], red_a["wheat"], red_a["total"]) == (1, 1, 9, 11)
    assert red_a["vegetables"] == 0
    # Red (B): fruit trees 2, wheat 9 → 11
    assert (red_b["fruit_trees"], red_b["wheat"], red_b["ponds"], red_b["total"]) == (2, 9, 0, 11)
    # Yellow (A): vegetables 3 + 4 + 2 = 9, ponds +2 → 11
    assert (yellow_a["vegetables"], yellow_a["ponds"], yellow_a["total"]) == (9, 2, 11)
    assert yellow_a["fruit_trees"] == yellow_a["wheat"] == 0
    # Yellow (B): vegetables 4 + 3 = 7, fruit trees 2, wheat 1 → 10
    assert (yellow_b["vegetables"], yellow_b["fruit_trees"], yellow_b["wheat"]) == (7, 2, 1)
    assert yellow_b["total"] == 10


def test_two_player_example_totals_and_winner() -> None:
    red, yellow = breakdown(TWO_PLAYER, 2)
    assert (red["total"], yellow["total"]) == (22, 21)
    assert red["neighbour"] == yellow["neighbour"] == 0


def test_two_player_example_removals() -> None:
    gone = removals(build_valley(TWO_PLAYER))
    assert {cell: card.kind for cell, card in gone.items()} == {(1, 3): "fruit", (0, 4): "vegetable"}


def test_five_player_example() -> None:
    red, green, blue, yellow, purple = breakdown(FIVE_PLAYER, 5)
    # Red: vegetables 3, fruit trees 2, wheat 2×2 → 9, + green (10) = 19
    assert (red["vegetables"], red["fruit_trees"], red["wheat"]) == (3, 2, 4)
    assert (red["neighbour"], red["total"]) == (10, 19)
    # Green: vegetables 2, ponds +2, fruit trees 2, wheat 4 → 10, + blue (6) = 16
    assert (green["vegetables"], green["ponds"], green["fruit_trees"], green["wheat"]) == (2, 2, 2, 4)
    assert (green["neighbour"], green["total"]) == (6, 16)
    # Blue: vegetables 1, fruit trees 1, wheat 4 → 6, + yellow (5) = 11
    assert (blue["vegetables"], blue["fruit_trees"], blue["wheat"]) == (1, 1, 4)
    assert (blue["neighbour"], blue["total"]) == (5, 11)
    # Yellow: wheat 1×1 + 2×2 = 5, + purple (5) = 10
    assert (yellow["wheat"], yellow["vegetables"], yellow["fruit_trees"]) == (5, 0, 0)
    assert (yellow["neighbour"], yellow["total"]) == (5, 10)
    # Purple: fruit trees 1, wheat 4 → 5, + red (9) = 14
    assert (purple["fruit_trees"], purple["wheat"]) == (1, 4)
    assert (purple["neighbour"], purple["total"]) == (9, 14)


def test_five_player_example_removals() -> None:
    gone = removals(build_valley(FIVE_PLAYER))
    assert {cell: card.kind for cell, card in gone.items()} == {
        (2, 1): "vegetable", (3, 2): "vegetable", (3, 3): "fruit",
    }


def one_house(diagram: str) -> dict:
    """Scores of the single farmhouse (seat 0, card A) in a small 2-player diagram."""
    return house(breakdown(diagram, 2)[0], "A")


def test_vegetables_score_orthogonally_only() -> None:
    h = one_house("V3 V4 .\n.  F0A V2\n.  .  .")
    assert h["vegetables"] == 4 + 2


def test_fruit_trees_score_diagonally_too() -> None:
    h = one_house("T2 T1 .\n.  F0A .\n. . T1")
    assert h["fruit_trees"] == 4


def test_pond_adds_one_per_adjacent_pond_per_card() -> None:
    # The vegetable 3 touches both ponds (+2); the fruit tree 1 touches one of them (+1).
    h = one_house("P  V3 P\nT1 F0A .\n.  .  .")
    assert (h["vegetables"], h["fruit_trees"], h["ponds"], h["total"]) == (3, 1, 3, 7)


def test_pond_next_to_farmhouse_alone_scores_nothing() -> None:
    assert one_house("P F0A P")["total"] == 0


def test_wheat_field_scores_size_squared_once_per_farmhouse() -> None:
    # A field of four touching the farmhouse on two sides scores 16 once, not twice.
    h = one_house("W  W  W\nW  F0A .")
    assert h["wheat"] == 16


def test_separate_wheat_fields_each_score() -> None:
    h = one_house("W  .  .\nW  F0A W\n.  .  .")
    assert h["wheat"] == 4 + 1


def test_diagonal_wheat_does_not_score() -> None:
    assert one_house("W . .\n. F0A .")["wheat"] == 0


def test_one_card_scores_for_several_farmhouses() -> None:
    red, yellow = breakdown("F0A V3 F1A", 2)
    assert red["vegetables"] == yellow["vegetables"] == 3


def test_crow_removes_orthogonal_and_diagonal_fruit_trees() -> None:
    # The crow at a1 removes the trees at b1 and a2; the one at c3 is out of its reach.
    h = one_house("C  T2 .\nT1 F0A .\n. . T2")
    assert h["fruit_trees"] == 2
    h = one_house(". T2 .\n. F0A .\n. . T1\n. . . C")
    assert h["fruit_trees"] == 2  # the crow at d4 removes c3 diagonally


def test_crow_does_not_remove_vegetables_boar_not_fruit() -> None:
    h = one_house("C V3 B\n. F0A T2")
    assert (h["vegetables"], h["fruit_trees"]) == (0, 2)  # the boar ate the vegetable


def test_boar_removes_only_orthogonal_vegetables() -> None:
    h = one_house("B . .\n. F0A V3\n. V4 .")
    assert h["vegetables"] == 7
    h = one_house("B V3 .\n. F0A .")
    assert h["vegetables"] == 0


def test_sprinkler_adds_one_diagonally() -> None:
    # The sprinkler at c2 is diagonal to the vegetable b1 and to the fruit tree b3 (+1 each);
    # the vegetable a2 is orthogonal to nothing but the farmhouse and gets no bonus.
    h = one_house(".  V3 .\nV2 F0A S\n.  T1 .")
    assert (h["vegetables"], h["fruit_trees"], h["sprinklers"]) == (5, 1, 2)
    assert h["ponds"] == 0


def test_well_scores_two_per_surrounding_animal() -> None:
    reading("well-orthogonal")
    h = one_house("C  B  H\nL  F0A .\nG  .  .")
    # the well at a2 has crow a1, boar b1 and locust a3 around it (rabbit c1 is too far): 6;
    # the rabbit is not next to the farmhouse either, so no penalty.
    assert (h["wells"], h["rabbits"]) == (6, 0)


def test_well_diagonal_to_farmhouse_does_not_score() -> None:
    reading("well-orthogonal")
    assert one_house("L C .\n. F0A .")["wells"] == 0


def test_locust_removes_orthogonal_wheat() -> None:
    reading("locusts-last")  # removed before the wheat field is scored
    h = one_house("G W .\nW F0A W\n. . .")
    # locust a1 removes b1 and a2; c2 remains
    assert h["wheat"] == 1


def test_rabbit_costs_two_per_adjacent_farmhouse() -> None:
    red, yellow = breakdown("F0A H F1A\nV3 . .", 2)
    assert red["rabbits"] == yellow["rabbits"] == -2
    assert red["total"] == 3 - 2


@pytest.mark.parametrize("players", [4, 5])
def test_neighbour_is_next_player_clockwise(players: int) -> None:
    reading("neighbour-clockwise")
    row = " ".join(f"F{seat}A V{seat % 4 + 1}" for seat in range(min(players, 4)))
    diagram = row if players == 4 else row + "\nF4A . . . . . . ."
    result = breakdown(diagram, players)
    for seat in range(players):
        own = sum(h["total"] for h in result[seat]["details"]["farmhouses"])
        nxt = sum(h["total"] for h in result[(seat + 1) % players]["details"]["farmhouses"])
        assert result[seat]["neighbour"] == nxt
        assert result[seat]["total"] == own + nxt
