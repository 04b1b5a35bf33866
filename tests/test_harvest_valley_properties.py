"""Harvest Valley property tests: many seeded random games per player count and option set."""

from __future__ import annotations

import pytest
from playthrough import (
    assert_clone_is_independent,
    assert_round_trips,
    assert_undo_to_start,
    random_game,
    state_of,
)

import pygames
from pygames.core.grid import box_size
from pygames.harvest_valley import components as cp
from pygames.harvest_valley.rules import HarvestValley, capacity, fits

OPTION_SETS = [
    {},
    {"sprinkler": "add"},
    {"sprinkler": "replace"},
    {"well": "add"},
    {"locust": "add"},
    {"rabbit": "add"},
    {"cultivator": "add"},
    {"cultivator": "replace"},
    {"sprinkler": "add", "well": "add", "locust": "add", "rabbit": "add", "cultivator": "add"},
]


def all_cards(game: HarvestValley) -> set[str]:
    ids = {card.id for card in cp.deck_for(game.options)}
    ids.update(card.id for seat in cp.farmhouses(game.players) for card in seat)
    return ids


def check_invariants(game: HarvestValley) -> None:
    where = game.card_locations()
    # every card in exactly one place: the location map must cover each id once
    places = (len(game.deck) + sum(1 for c in game.river if c) + len(game.valley)
              + len(game.removed) + sum(len(s) for s in game.farmhouses))
    assert places == len(where) == len(all_cards(game))
    assert set(where) == all_cards(game)
    cells = set(game.valley) | set(game.removed)
    assert fits(cells, game.players), box_size(cells)
    assert len(game.river) == 3


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize(
    "options", OPTION_SETS, ids=lambda o: "+".join(f"{k}-{v}" for k, v in o.items()) or "base"
)
def test_random_games_keep_every_invariant(players: int, options: dict, game_count: int) -> None:
    count = max(8, game_count // 5)
    stalls = 0
    for seed in range(count):
        game = random_game("harvest_valley", players, seed, options, check=check_invariants)
        assert isinstance(game, HarvestValley)
        if game.passes >= players:
            stalls += 1
        else:
            cells = set(game.valley) | set(game.removed)
            assert len(cells) == capacity(players), "the grid is full at the end"
        assert game.pending is None
        assert len(game.scores()) == players
        assert game.winners()
        assert_round_trips(game)
    assert stalls <= count // 10, "stalls by passing stay rare"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_undo_back_to_the_start_retraces_every_state(players: int, game_count: int) -> None:
    for seed in range(max(3, game_count // 20)):
        game = random_game("harvest_valley", players, 1000 + seed)
        replay = pygames.new_game("harvest_valley", players, seed=1000 + seed)
        states = [state_of(replay)]
        for move in game.history:
            replay.play(move)
            states.append(state_of(replay))
        for expected in reversed(states[:-1]):
            game.undo()
            assert state_of(game) == expected
        assert_undo_to_start(game)


@pytest.mark.parametrize("players", [2, 5])
def test_same_seed_and_moves_give_the_same_game(players: int) -> None:
    a = random_game("harvest_valley", players, 77, {"cultivator": "add"})
    b = random_game("harvest_valley", players, 77, {"cultivator": "add"})
    assert a.history == b.history and state_of(a) == state_of(b)
    c = pygames.new_game("harvest_valley", players, seed=77, options={"cultivator": "add"})
    for move in a.history:
        c.play(move)
    assert state_of(c) == state_of(a)


@pytest.mark.parametrize("options", [{}, OPTION_SETS[-1]], ids=["base", "every module"])
@pytest.mark.parametrize("players", [2, 5])
def test_a_clone_is_independent(players, options):
    """Clones are built by hand (the bots make one per search iteration)."""
    for seed in (11, 12):
        assert_clone_is_independent(random_game("harvest_valley", players, seed, options=options))
