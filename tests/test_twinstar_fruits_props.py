"""TwinStar fruit edition property tests: random games per mode and player count (solo too),
conservation of money, fruits, route pieces and discs, address round trip, undo, same seed."""

from __future__ import annotations

import pytest
from playthrough import assert_round_trips, assert_undo_to_start, random_game, state_of

import pygames
from pygames.twinstar.rules import TwinStar
from pygames.twinstar.turn import Mining

CASES = [(1, "basic"), (2, "basic"), (3, "basic"), (4, "basic"), (2, "advanced"),
         (3, "advanced"), (4, "advanced")]


def options(mode: str) -> dict:
    return {"edition": "fruits", "mode": mode}


def conserved(game: TwinStar) -> None:
    ed = game.ed
    assert sum(game.credits) + game.bank == ed.bank
    drawn = len(game.step.drawn) if isinstance(game.step, Mining) else 0
    fruits = (len(game.bag) + len(game.discard) + drawn
              + sum(len(v) for v in game.mines.values())
              + sum(sum(r.values()) for r in game.reserve))
    assert fruits == len(ed.colours) * ed.per_colour
    for p in range(game.seats):
        on_map = sum(owners.count(p) for owners in game.pieces.values())
        assert game.roads_left[p] + on_map == ed.road_pieces
        on_board = sum(stack.count(p) for stack in game.board.values())
        assert game.pool[p] + on_board == ed.discs_by_players[game.seats]
        assert min(game.reserve[p].values()) >= 0
    assert all(len(s) <= 2 for s in game.board.values())
    assert all(len(s) == 1 for s in game.pieces.values())  # no crossroads
    assert all(len(g) <= ed.mine_capacity for g in game.mines.values())
    used = {c: 0 for c in ed.colours}
    for f in game.factories.values():
        for c in f.spec:
            used[c] += 1
    assert all(game.spec_pawns[c] + used[c] == ed.spec_pawns_per_colour for c in ed.colours)
    sites = [game.site_of[h] for h in game.factories]
    assert len(sites) == len(set(sites))
    cards = [c for c in game.grid if c] + game.pile + [c for w in game.won for c in w]
    assert len(cards) == len(set(cards)) == (24 if game.advanced else 0)
    if game.phase == "place" and not game.is_over:
        assert all(game.credits[p] >= 0 for p in range(game.players))
        assert not game.done[game.current]
    if game.solo:
        assert game.credits[1] >= 0
    if game.order_right:
        assert sorted(game.order_right) == sorted(game.order_left) == list(range(game.seats))


@pytest.mark.parametrize("players,mode", CASES)
def test_random_games_end_and_conserve(players, mode, game_count):
    for seed in range(max(6, game_count // 4)):
        game = random_game("twinstar", players, seed, options=options(mode), check=conserved)
        assert game.is_over and game.round == 2
        assert len(game.scores()) == players
        if players > 1:
            assert game.winners()


@pytest.mark.parametrize("players,mode", CASES)
def test_round_trip_and_same_seed(players, mode, game_count):
    for seed in range(max(2, game_count // 30)):
        game = random_game("twinstar", players, 500 + seed, options=options(mode))
        assert_round_trips(game)
        again = random_game("twinstar", players, 500 + seed, options=options(mode))
        assert state_of(again) == state_of(game)


@pytest.mark.parametrize("players,mode", [(1, "basic"), (3, "advanced")])
def test_undo_to_start(players, mode):
    from pygames.core.rng import Rng

    game = pygames.new_game("twinstar", players=players, seed=7, options=options(mode))
    chooser = Rng(3)
    for _ in range(40):
        if game.is_over:
            break
        game.play(chooser.choice(game.legal_moves()))
    assert_undo_to_start(game)


def test_gem_edition_refuses_one_player():
    with pytest.raises(ValueError):
        pygames.new_game("twinstar", players=1, seed=1)
