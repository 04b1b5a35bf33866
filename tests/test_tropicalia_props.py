"""Tropicalia property tests: random legal games at every player count, with and without
advanced markets; conservation of fruit, items, village tiles and workers; round trips."""

from __future__ import annotations

from collections import Counter

import pytest
from playthrough import (
    assert_clone_is_independent,
    assert_round_trips,
    assert_undo_to_start,
    random_game,
    state_of,
)

import pygames
from pygames.tropicalia import components as C
from pygames.tropicalia.rules import Tropicalia

CONFIGS = [(n, adv) for n in (2, 3, 4) for adv in (False, True)]
ALL_ITEMS = Counter(C.ITEM_COUNTS)
ALL_TILES = sorted(t.id for t in C.VILLAGE_TILES)


def check(g: Tropicalia) -> None:
    # fruit lies in the bag, on orchards or with players, and nowhere else
    for f in range(3):
        total = g.bag[f] + sum(x[f] for x in g.island_fruit) + sum(p.fruit[f] for p in g.seats)
        assert total == C.FRUIT_PER_TYPE
        assert g.bag[f] >= 0
    items = Counter(g.item_stack) + Counter(g.removed_items)
    for pile in g.island_items:
        items.update(pile)
    for p in g.seats:
        items.update(i.kind for i in p.items)
        items["basket"] += p.baskets
    assert items == ALL_ITEMS
    tiles = list(g.village_stack) + [t for t in g.board if t] + g.removed_tiles
    for p in g.seats:
        tiles += [t for t in p.village if t]
    assert sorted(tiles) == ALL_TILES
    island = Counter(s for occ in g.occupants for s in occ)
    frame = Counter(g.frame.values())
    for s, p in enumerate(g.seats):
        assert p.hand + frame[s] + island[s] + p.home == C.WORKERS
        assert p.shells >= 0 and p.baskets <= C.BASKET_SLOTS
        if not (g.step in ("discard", "take") and s == g.turn):  # asked to put some back
            assert sum(p.fruit) <= p.capacity
    for p in range(16):
        assert not (g.face_down[p] and g.occupants[p])
        if C.ISLAND_BY_ID[g.layout[p]].kind != "market":
            assert len(g.occupants[p]) <= 1
    if not g.is_over:
        assert g.legal_moves()


@pytest.mark.parametrize(("players", "advanced"), CONFIGS)
def test_random_games_conserve_everything(players: int, advanced: bool, game_count: int) -> None:
    for seed in range(game_count):
        g = random_game("tropicalia", players, seed, {"advanced": advanced}, check=check)
        assert g.round == C.ROUNDS + 1
        scores = g.scores()
        assert len(scores) == players and g.winners()
        for parts in g.score_breakdown():
            assert parts["total"] == sum(v for k, v in parts.items() if k != "total")


@pytest.mark.parametrize(("players", "advanced"), CONFIGS)
def test_round_trips_and_same_seed(players: int, advanced: bool, game_count: int) -> None:
    for seed in range(max(3, game_count // 10)):
        g = random_game("tropicalia", players, seed, {"advanced": advanced})
        assert_round_trips(g)
        again = random_game("tropicalia", players, seed, {"advanced": advanced})
        assert again.history == g.history and state_of(again) == state_of(g)


@pytest.mark.parametrize(("players", "advanced"), [(2, True), (4, False)])
def test_undo_to_start(players: int, advanced: bool) -> None:
    g = random_game("tropicalia", players, 5, {"advanced": advanced})
    assert_undo_to_start(g)


def test_undo_returns_each_previous_state() -> None:
    g = pygames.new_game("tropicalia", players=3, seed=9, options={"advanced": True})
    snaps = []
    for i in range(150):
        snaps.append(state_of(g.clone()))
        g.play(g.legal_moves()[(i * 7) % len(g.legal_moves())])
    for snap in reversed(snaps[-40:]):
        g.undo()
        assert state_of(g) == snap


def test_illegal_reasons_are_translated_everywhere() -> None:
    from pygames.tropicalia.texts import TEXTS

    probes = ["place Na", "place Q9", "sell 3", "sell 2 custard 1 mango", "sell x y",
              "worker Na", "worker W4", "to a1", "to d4 surf",
              "to b2 cart", "to c3 surf cart", "home", "sell 0", "sell 9", "sell 1 mango",
              "discard mango", "build 1", "build 5", "build 9", "pass", "at 1", "at 9",
              "take coconut", "take mango", "dance"]
    for seed in range(6):
        g = pygames.new_game("tropicalia", players=2 + seed % 3, seed=seed,
                             options={"advanced": bool(seed % 2)})
        k = 0
        while not g.is_over:
            for probe in probes:
                if not g.is_legal(probe):
                    err = g.illegal_reason(probe)
                    assert err.key in TEXTS["en"] and err.key in TEXTS["ja"], err.key
                    assert g.explain(probe) == str(err)
            moves = g.legal_moves()
            g.play(moves[(k * 31 + seed) % len(moves)])
            k += 1


def test_seed_where_the_bag_runs_out_of_a_fruit() -> None:
    """Seed 947 (4 players, advanced) builds an orchard tile whose fruit the bag lacks while
    its owner is over capacity: the substitute is asked first, the discards after."""
    g = random_game("tropicalia", 4, 947, {"advanced": True}, check=check)
    assert "take custard" in g.history or "take coconut" in g.history or "take mango" in g.history


@pytest.mark.parametrize(("players", "advanced", "back"), [(2, False, 20), (4, True, 60)])
def test_a_clone_is_independent_of_its_original(players: int, advanced: bool, back: int) -> None:
    """Seats (fruit, items flipped by use, village) and the island's per-tile lists are
    copied by hand for the bots: no part may be shared with the original."""
    assert_clone_is_independent(random_game("tropicalia", players, 11,
                                            options={"advanced": advanced}), back)
