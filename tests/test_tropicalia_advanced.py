"""Tropicalia advanced markets: setup and all twelve effects as the rulebook words them."""

from __future__ import annotations

import pytest
from test_tropicalia_helpers import day, new

from pygames.core.errors import IllegalMove
from pygames.tropicalia import components as C
from pygames.tropicalia.island import POS_INDEX
from pygames.tropicalia.readings import reading
from pygames.tropicalia.scenario import give_items


def test_three_advanced_tiles_cover_the_named_markets() -> None:
    seen = set()
    for seed in range(40):
        g = new(4, seed, advanced=True)
        covered = {g.layout[p]: e for p, e in enumerate(g.advanced) if e}
        assert set(covered) == set(C.ADVANCED_COVERS)
        tiles = [next(i for i, t in enumerate(C.ADVANCED_TILES) if e in t)
                 for e in covered.values()]
        assert len(set(tiles)) == 3  # three different double-sided tiles
        seen.update(covered.values())
    assert seen == set(C.ADVANCED_EFFECTS)  # every side shows up in some game
    assert not any(new(4, 3).advanced)


def at_market(effect: str, fruit: list[int], players: int = 2,
              occupants: dict[str, list[int]] | None = None,
              others: list[list[int]] | None = None, cart: bool = False):
    """Seat 0 moves from Nc to c1 (coconut-3 market covered by ``effect``)."""
    g = day(players, frame={"Nc": 0, "Na": 1}, occupants=occupants, advanced={"c1": effect})
    g.seats[0].fruit = list(fruit)
    for seat, counts in enumerate(others or [], start=1):
        g.seats[seat].fruit = list(counts)
    if cart:
        give_items(g, 0, "cart")
    g.play("worker Nc")
    g.play("to c1 cart" if cart else "to c1")
    return g


def sell(g, move: str) -> int:
    before = g.seats[0].shells
    bag = sum(g.bag)
    held = sum(g.seats[0].fruit)
    g.play(move)
    assert sum(g.bag) - bag == held - sum(g.seats[0].fruit)  # sold fruit back to the bag
    return g.seats[0].shells - before


@pytest.mark.parametrize(("effect", "fruit", "sets", "each"), [
    ("pair_cu", [3, 2, 0], 2, 5),
    ("pair_cm", [2, 0, 3], 2, 6),
    ("pair_um", [0, 1, 3], 1, 6),
    ("triple", [2, 2, 1], 1, 9),
])
def test_fixed_sets(effect: str, fruit: list[int], sets: int, each: int) -> None:
    g = at_market(effect, fruit)
    assert g.step_moves() == ["sell 0"] + [f"sell {k}" for k in range(1, sets + 1)]
    with pytest.raises(IllegalMove):
        g.play(f"sell {sets + 1}")
    assert sell(g, f"sell {sets}") == sets * each


def test_any_fruit_two_each() -> None:
    g = at_market("any2", [1, 0, 2])
    assert g.step_moves() == ["sell 0", "sell 1 mango", "sell 2 mango", "sell 1 coconut",
                               "sell 1 coconut 1 mango", "sell 1 coconut 2 mango"]
    assert sell(g, "sell 1 coconut 2 mango") == 6
    assert g.seats[0].fruit == [0, 0, 0]


def test_one_fruit_for_five() -> None:
    g = at_market("one5", [2, 0, 1])
    assert g.step_moves() == ["sell 0", "sell 1 coconut", "sell 1 mango"]
    with pytest.raises(IllegalMove) as err:
        g.play("sell 2 coconut")
    assert err.value.key == "tropicalia.bad_sale"
    for move, key in (("sell 2 mango", "not_enough_fruit"), ("sell 1", "name_fruit")):
        with pytest.raises(IllegalMove) as err:
            g.play(move)
        assert err.value.key == f"tropicalia.{key}"
    assert sell(g, "sell 1 coconut") == 5


def test_four_of_a_kind_sets() -> None:
    g = at_market("four13", [5, 0, 8])
    assert g.step_moves() == ["sell 0", "sell 4 mango", "sell 8 mango", "sell 4 coconut",
                               "sell 4 coconut 4 mango", "sell 4 coconut 8 mango"]
    assert sell(g, "sell 4 coconut 8 mango") == 39


def test_any_five_sets() -> None:
    g = at_market("five13", [3, 1, 6])
    moves = g.step_moves()
    assert "sell 2 coconut 1 custard 2 mango" in moves
    assert "sell 3 coconut 1 custard 6 mango" in moves
    assert all(sum(int(w) for w in m.split()[1::2]) % 5 == 0 for m in moves[1:])
    assert "sell 1 coconut 1 mango" not in moves
    assert sell(g, "sell 3 coconut 1 custard 6 mango") == 26


def test_most_of_that_fruit_four_each() -> None:
    reading("most-fewest")
    g = at_market("most4", [1, 0, 3], players=3, others=[[2, 0, 2], [0, 0, 1]])
    assert g.unit_price("most4", 2) == 4  # 3 mangoes > 2 and 1
    assert g.unit_price("most4", 0) == 2  # 1 coconut, not more than 2
    assert sell(g, "sell 2 mango") == 8
    g = at_market("most4", [0, 0, 2], players=3, others=[[0, 0, 2], [0, 0, 0]])
    assert sell(g, "sell 2 mango") == 4  # a tie is not "more than anyone"


def test_fewest_of_that_fruit_five_each() -> None:
    g = at_market("fewest5", [0, 1, 2], players=3, others=[[0, 2, 2], [0, 3, 4]])
    assert g.unit_price("fewest5", 1) == 5
    assert g.unit_price("fewest5", 2) == 2  # 2 mangoes is not fewer than 2
    assert sell(g, "sell 1 custard") == 5


def test_workers_on_all_markets_not_counting_the_arrival() -> None:
    reading("markets-market")
    occ = {"b3": [1], "d3": [1], "a1": [1], "c1": [1]}  # two other markets, an orchard
    g = at_market("markets", [0, 2, 0], occupants=occ, cart=True)
    assert g.occupants[POS_INDEX["c1"]] == [1, 0]
    assert g.unit_price("markets", 1) == 3  # c1's first worker, b3, d3
    assert sell(g, "sell 2 custard") == 6


def test_markets_worth_nothing_when_alone() -> None:
    g = at_market("markets", [2, 0, 0])
    assert g.unit_price("markets", 0) == 0
    assert sell(g, "sell 2 coconut") == 0


def test_workers_in_this_row_and_column_not_counting_the_arrival() -> None:
    reading("line-market")
    # c1: row 1 (a1 b1 c1 d1) and column c (c2 c3 c4); b3 is neither
    occ = {"a1": [1], "c3": [1], "b3": [1], "c1": [1]}
    g = at_market("line", [0, 0, 3], occupants=occ, cart=True)
    assert g.unit_price("line", 2) == 3  # a1, c3 and the earlier worker on c1
    assert sell(g, "sell 3 mango") == 9
