"""TwinStar Valley property tests: random games at 2-4 players, conservation, replay."""

from __future__ import annotations

import pytest
from playthrough import assert_round_trips, assert_undo_to_start, random_game, state_of

import pygames
from pygames.twinstar import components as comp
from pygames.twinstar.rules import TwinStar
from pygames.twinstar.turn import Mining


def conserved(game: TwinStar) -> None:
    ed = game.ed
    n = game.players
    assert sum(game.credits) + game.bank == ed.bank
    drawn = len(game.step.drawn) if isinstance(game.step, Mining) else 0
    gems = (len(game.bag) + len(game.discard) + drawn
            + sum(len(v) for v in game.mines.values())
            + sum(sum(r.values()) for r in game.reserve))
    assert gems == 64
    for p in range(n):
        on_map = sum(owners.count(p) for owners in game.pieces.values())
        marks = sum(f.owner == p for f in game.factories.values())
        assert game.roads_left[p] + on_map + marks == ed.road_pieces
        on_board = sum(stack.count(p) for stack in game.board.values())
        assert game.pool[p] + game.spare[p] + on_board == ed.discs_total
        assert len(game.upgrades[p]) <= comp.UPGRADE_PAWNS
        assert min(game.reserve[p].values()) >= 0
    assert all(len(s) <= 2 for s in game.board.values())
    assert all(len(s) <= 2 for s in game.pieces.values())
    assert all(len(g) <= ed.mine_capacity for g in game.mines.values())
    used = {c: 0 for c in ed.colours}
    for f in game.factories.values():
        for c in f.spec:
            used[c] += 1
    assert all(game.spec_pawns[c] + used[c] == ed.spec_pawns_per_colour for c in ed.colours)
    sites = [game.site_of[h] for h in game.factories]
    assert len(sites) == len(set(sites))
    cards = [c for c in game.grid if c] + game.pile + [c for w in game.won for c in w]
    assert len(cards) == len(set(cards)) == 24
    if game.phase == "place" and not game.is_over:
        assert all(game.credits[p] >= 0 for p in range(n))
        assert all(sum(r.values()) <= ed.reserve_limit for r in game.reserve)
        assert not game.done[game.current]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_conserve(players, game_count):
    for seed in range(game_count):
        game = random_game("twinstar", players, seed, check=conserved)
        assert game.is_over and game.round == 2
        assert len(game.scores()) == players and game.winners()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_round_trip_and_same_seed(players, game_count):
    for seed in range(max(3, game_count // 10)):
        game = random_game("twinstar", players, 1000 + seed)
        assert_round_trips(game)
        again = random_game("twinstar", players, 1000 + seed)
        assert again.history == game.history and state_of(again) == state_of(game)


@pytest.mark.parametrize("players", [2, 4])
def test_undo_to_start(players):
    game = random_game("twinstar", players, 77)
    assert_undo_to_start(game)


def test_mid_game_round_trip():
    game = random_game("twinstar", 3, 5)
    history = game.history[: len(game.history) // 2]
    mid = pygames.new_game("twinstar", players=3, seed=5)
    for m in history:
        mid.play(m)
    assert_round_trips(mid)


def test_legal_moves_never_empty_and_explain_agrees():
    game = pygames.new_game("twinstar", players=2, seed=3)
    from pygames.core.rng import Rng

    rng = Rng(9)
    while not game.is_over:
        moves = game.legal_moves()
        assert moves
        for m in moves[:3]:
            assert game.explain(m) is None
        game.play(rng.choice(moves))


def test_determinize_keeps_what_players_see():
    game = pygames.new_game("twinstar", players=3, seed=12)
    for m in random_game("twinstar", 3, 12).history[:20]:
        game.play(m)
    from pygames.core.rng import Rng

    copy = game.clone()
    copy.determinize(Rng(99), 0)
    assert copy.pile[0] == game.pile[0] and sorted(copy.pile) == sorted(game.pile)
    assert [c[0] for c in copy.pile] == [c[0] for c in game.pile]  # B cards stay above C
    other = game.clone()
    rest = other.pile[1:]  # whatever the real hidden order within each deck
    with other.edit():
        other.pile[1:] = sorted(rest, key=lambda c: (c[0], -int(c[1:])))
    other.determinize(Rng(99), 0)
    assert other.pile == copy.pile
    assert copy.bag == game.bag and copy.legal_moves() == game.legal_moves()


@pytest.mark.parametrize("players,options", [
    (2, {"edition": "gems"}), (4, {"edition": "gems"}),
    (2, {"edition": "fruits", "mode": "basic"}), (4, {"edition": "fruits", "mode": "advanced"}),
    (1, {"edition": "fruits"})], ids=str)
def test_a_clone_played_to_the_end_leaves_the_game_as_it_was(players, options):
    """Clones are the bots' inner loop (each search iteration plays one out), made by a
    hand-built copy; whatever a clone plays, the game it came from keeps its state."""
    from pygames.core.rng import Rng

    for seed in range(2):
        game = pygames.new_game("twinstar", players=players, seed=seed, options=options)
        assert isinstance(game, TwinStar)
        rng = Rng(seed)
        while not game.is_over:
            if len(game.history) % 5 == 0:
                before, moves = state_of(game), game.legal_moves()
                clone = game.clone()
                clone.determinize(Rng(len(game.history)), game.current_player)
                while not clone.is_over:
                    legal = clone.legal_moves()
                    clone.play(legal[rng.below(len(legal))])
                assert state_of(game) == before
                assert game.legal_moves() == moves
            legal = game.legal_moves()
            game.play(legal[rng.below(len(legal))])
