"""Terra Vista properties over seeded random games at 1, 2, 4 and 6 players (and the night
side): games end without error, scores match the connections on the maps, addresses and
JSON round-trip, undo is exact, the same seed gives the same game."""

from __future__ import annotations

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
from pygames.core.game import Game
from pygames.core.rng import Rng
from pygames.terra_vista.components import TRACKS
from pygames.terra_vista.rules import TerraVista, face_terrains, parse_space

CONFIGS = [(1, "day"), (2, "day"), (4, "day"), (6, "day"), (2, "night")]


def check(game: Game) -> None:
    """Cheap invariants after every decision."""
    assert isinstance(game, TerraVista)
    for p in range(game.players):
        m = game.map_of(p)
        horses = game.horses[p]
        assert horses[0] == len(game.scored_markets[p])
        track_of = dict(m.fruits)
        for t in range(1, len(TRACKS)):
            assert horses[t] == sum(1 for s in game.scored_fruits[p] if track_of[s] == t)
        assert all(0 <= h <= game.board.length(t) for t, h in enumerate(horses))
    if not game.is_over:
        assert game.legal_moves(), "a player always has a decision (a forced pass at worst)"
        assert game.bonus_left >= 0 and (game.phase == "bonus") == (game.bonus_left > 0)


def check_networks(game: TerraVista) -> None:
    """At the end, what scored is exactly what the lines connect."""
    for p in range(game.players):
        m = game.map_of(p)
        market_nets = [game.network(p, s) for s in m.market_spaces]
        joined = {c for c, (a, b) in enumerate(m.markets) if b in game.network(p, a)}
        assert game.scored_markets[p] == joined
        fed = {s for s, _ in m.fruits if any(s in net for net in market_nets)}
        assert game.scored_fruits[p] == fed


@pytest.mark.parametrize(("players", "board"), CONFIGS)
def test_random_games_end_and_round_trip(players: int, board: str, game_count: int,
                                        soak: bool) -> None:
    # the default run halves the sample at 4 and 6 players to stay fast; --soak plays all
    count = game_count if soak or players < 4 else max(4, game_count // 2)
    for seed in range(count):
        game = random_game("terra_vista", players, seed, {"board": board}, check=check)
        assert isinstance(game, TerraVista)
        check_networks(game)
        finishers = [p for p in range(players) if game.finished(p)]
        assert finishers and set(game.winners()) <= set(finishers)
        assert game.current_player is None and game.legal_moves() == []
        # a finished round: every player drew (or passed) as often as the others
        assert game.turn == 0 and game.phase == "line"
        assert_round_trips(game)


@pytest.mark.parametrize("players", [1, 2, 4, 6])
def test_same_seed_same_game(players: int) -> None:
    a = random_game("terra_vista", players, 5)
    b = random_game("terra_vista", players, 5)
    assert a.history == b.history and state_of(a) == state_of(b)
    c = random_game("terra_vista", players, 6)
    assert c.history != a.history


@pytest.mark.parametrize("players", [1, 2, 6])
def test_undo_steps_back_exactly(players: int) -> None:
    """Undo returns exactly each state passed through (checked over the last moves)."""
    game = pygames.new_game("terra_vista", players=players, seed=11)
    chooser = Rng(42)
    snapshots = []
    while not game.is_over:
        snapshots.append(state_of(game.clone()))
        game.play(chooser.choice(game.legal_moves()))
    for expected in reversed(snapshots[-40:]):
        game.undo()
        assert state_of(game) == expected


def test_undo_to_start() -> None:
    game = random_game("terra_vista", 2, 3)
    assert_undo_to_start(game)


def test_determinize_resamples_only_the_future_dice() -> None:
    """The only hidden information is the future dice (the RNG): a determinised copy shows the
    same position and plays on legally, with its own rolls."""
    game = pygames.new_game("terra_vista", players=3, seed=8)
    chooser = Rng(3)
    for _ in range(30):
        game.play(chooser.choice(game.legal_moves()))
    copy = game.clone()
    copy.determinize(Rng(99))
    visible = {k: v for k, v in state_of(game).items() if k != "rng"}
    assert {k: v for k, v in state_of(copy).items() if k != "rng"} == visible
    assert copy.legal_moves() == game.legal_moves()
    again = game.clone()
    again.determinize(Rng(99))
    while not copy.is_over:
        move = chooser.choice(copy.legal_moves())
        copy.play(move)
        again.play(move)
    assert state_of(copy) == state_of(again), "same sampling seed, same future"


def test_a_clone_is_independent_of_its_original() -> None:
    assert_clone_is_independent(random_game("terra_vista", 3, 7))


@pytest.mark.parametrize(("players", "board"), [(2, "day"), (3, "night")])
def test_games_on_rules_1_keep_their_dice_and_board(players: int, board: str,
                                                    game_count: int) -> None:
    """Games started on rules 1 replay and end with their own dice and night side."""
    for seed in range(max(4, game_count // 6)):
        game = random_game("terra_vista", players, seed, {"board": board}, check=check, rules=1)
        assert isinstance(game, TerraVista) and game.rules_version == 1
        check_networks(game)
        assert set(game.winners()) <= {p for p in range(players) if game.finished(p)}


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(1, 4), board=st.sampled_from(["day", "night"]),
       seed=st.integers(0, 100_000))
def test_every_roll_allows_only_and_all_the_lines_of_its_pairs(players: int, board: str,
                                                               seed: int) -> None:
    """Over a random game, each ordinary round's lines are exactly the map's undrawn edges
    whose terrain pair the roll allows (readings: dice-order, wild-any-terrain)."""
    game = pygames.new_game("terra_vista", players=players, seed=seed, options={"board": board})
    assert isinstance(game, TerraVista)
    chooser = Rng(seed)
    while not game.is_over and game.round < 12:
        p = game.current_player
        assert p is not None
        if game.phase == "line" and game.selected is None and not game.extreme:
            a, b = (set(face_terrains(d)) for d in game.dice)
            m = game.map_of(p)
            expect = {m.line_names[k] for k, (x, y) in enumerate(m.edge_terrains)
                      if k not in game.lines[p]
                      and ((x in a and y in b) or (x in b and y in a))}
            assert {mv for mv in game.legal_moves() if "-" in mv} == expect
        game.play(chooser.choice([mv for mv in game.legal_moves() if "-" in mv]
                                 or game.legal_moves()))


@pytest.mark.parametrize(("rules", "drawn"), [(2, True), (1, False)])
def test_blue_blue_lines_in_ordinary_rounds(rules: int, drawn: bool) -> None:
    """Random games draw blue–blue lines in ordinary rounds (a wild face with blue or wild);
    on rules 1's dice only an extreme round or a bonus line could."""
    count = 0
    for seed in range(10):
        game = pygames.new_game("terra_vista", players=2, seed=seed, rules=rules)
        assert isinstance(game, TerraVista)
        chooser = Rng(seed)
        while not game.is_over:
            p = game.current_player
            assert p is not None
            move = chooser.choice([mv for mv in game.legal_moves() if "-" in mv]
                                  or game.legal_moves())
            if "-" in move and game.phase == "line" and not game.extreme:
                m = game.map_of(p)
                a, b = (parse_space(x) for x in move.split("-"))
                count += (m.terrain[a], m.terrain[b]) == ("blue", "blue")
            game.play(move)
    assert (count > 0) == drawn, count
