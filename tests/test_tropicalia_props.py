"""Tropicalia property tests: random legal games at every player count, with and without
advanced markets; conservation of fruit, items, village tiles and workers; round trips."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from playthrough import (
    assert_clone_is_independent,
    assert_round_trips,
    assert_undo_to_start,
    random_game,
    state_of,
)

import pygames
from pygames.core.rng import Rng
from pygames.tropicalia import components as C
from pygames.tropicalia.readings import reading
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
    if g.step == "score":  # the last decision before scoring (asked of those holding fruit)
        assert g.phase == "score" and g.legal_moves()[0] == "keep"
        assert len(g.legal_moves()) == 1 + sum(1 for n in g.seats[g.turn].fruit if n)
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


@pytest.mark.parametrize(("players", "advanced"), [(2, False), (4, True)])
def test_random_games_on_rules_1_conserve_everything(players: int, advanced: bool,
                                                     game_count: int) -> None:
    """Games started before voluntary discards keep their rules (no discard of one's own
    will, no decision before scoring) and stay sound."""
    for seed in range(max(5, game_count // 4)):
        g = random_game("tropicalia", players, seed, {"advanced": advanced}, check=check,
                        rules=1)
        assert g.rules_version == 1 and g.round == C.ROUNDS + 1
        assert "keep" not in g.history


FREE_STEPS = ("place", "choose", "sell", "build", "score")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), advanced=st.booleans(), seed=st.integers(0, 10_000),
       plies=st.integers(0, 400), pick=st.integers(0, 2))
def test_a_discard_of_ones_own_will_changes_only_that_fruit(
        players: int, advanced: bool, seed: int, plies: int, pick: int) -> None:
    """At any decision that offers a discard of one's own will (readings:
    discard-any-time), putting a fruit back keeps the decision and the seat, moves that one
    fruit from the player to the bag, costs exactly its point, and undo restores it all.
    (The discards asked when over capacity are checked by the random games' invariants.)"""
    reading("discard-any-time")
    g = pygames.new_game("tropicalia", players=players, seed=seed,
                         options={"advanced": advanced})
    chooser = Rng(seed)
    while not g.is_over and len(g.history) < plies:
        g.play(chooser.choice(g.legal_moves()))
    while not g.is_over and (g.step == "discard" or not [
            m for m in g.legal_moves() if m.startswith("discard ")]):
        g.play(chooser.choice(g.legal_moves()))
    if g.is_over:
        return
    discards = [m for m in g.legal_moves() if m.startswith("discard ")]
    move = discards[pick % len(discards)]
    seat, step, before = g.turn, g.step, state_of(g)
    f = C.FRUITS.index(move.split()[1])
    held, bag, score = list(g.seats[seat].fruit), list(g.bag), g.scores()[seat]
    g.play(move)
    assert step in FREE_STEPS and g.step == step and g.turn == seat
    assert g.step_moves() == [m for m in g.legal_moves() if not m.startswith("discard ")]
    assert g.seats[seat].fruit[f] == held[f] - 1 and g.bag[f] == bag[f] + 1
    assert sum(g.seats[seat].fruit) == sum(held) - 1 and sum(g.bag) == sum(bag) + 1
    assert g.scores()[seat] == score - 1
    check(g)
    g.undo()
    assert state_of(g) == before


def test_random_games_take_voluntary_discards_and_last_decisions() -> None:
    """The sample games of this file reach the new choices: discards of one's own will at
    each kind of decision, and the decision before scoring."""
    steps: Counter[str] = Counter()
    for seed in range(12):
        g = pygames.new_game("tropicalia", players=2 + seed % 3, seed=seed,
                             options={"advanced": seed % 2 == 1})
        chooser = Rng(seed * 7919 + 17)
        while not g.is_over:
            move = chooser.choice(g.legal_moves())
            if move.startswith("discard ") and g.step != "discard":
                steps[g.step] += 1
            if move == "keep":
                steps["keep"] += 1
            g.play(move)
    assert set(steps) == {*FREE_STEPS, "keep"}, steps


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
    """Seed 947 (4 players, advanced, rules 1) builds an orchard tile whose fruit the bag
    lacks while its owner is over capacity: the substitute is asked first, the discards
    after. (Random games on rules 2 put fruit back so often that the bag never runs dry.)"""
    g = random_game("tropicalia", 4, 947, {"advanced": True}, check=check, rules=1)
    assert "take custard" in g.history or "take coconut" in g.history or "take mango" in g.history


@pytest.mark.parametrize(("players", "advanced", "back"), [(2, False, 20), (4, True, 60)])
def test_a_clone_is_independent_of_its_original(players: int, advanced: bool, back: int) -> None:
    """Seats (fruit, items flipped by use, village) and the island's per-tile lists are
    copied by hand for the bots: no part may be shared with the original."""
    assert_clone_is_independent(random_game("tropicalia", players, 11,
                                            options={"advanced": advanced}), back)
