"""Tropicalia's bot knowledge: the hard bot's playouts play sensible moves, cheaply."""

from __future__ import annotations

import pygames
from pygames.core.bots.evaluation import knowledge
from pygames.core.bots.search import options_of
from pygames.core.rng import Rng
from pygames.tropicalia import ai


def test_the_hard_bot_plays_out_with_the_policy() -> None:
    assert knowledge("tropicalia").playout_move is ai.playout_move


def test_policy_games_end_legally_and_sell_build_and_travel_sensibly() -> None:
    """Whole games played by the policy alone: every move legal, every game ends, and where
    it decides (not the random one move in four) it sells for the most shells, builds when it
    can and sends its worker where it is worth most."""
    decided = {"sell": [0, 0], "build": [0, 0], "dest": [0, 0]}
    for seed in range(6):
        game = pygames.new_game("tropicalia", players=2 + seed % 3, seed=seed,
                                options={"advanced": seed % 2 == 1})
        rng = Rng(seed)
        while not game.is_over:
            moves = options_of(game)  # what the search hands the policy
            move = ai.playout_move(game, moves, rng)
            assert move in moves
            step = game.step
            if step in decided and len(moves) > 1:
                if step == "sell":
                    sales = game.sales()
                    good = move in sales and sales[move][1] == max(
                        sales[m][1] for m in moves if m in sales)
                elif step == "build":
                    good = move != "pass"
                else:
                    values = [ai.destination_value(game, m) for m in moves]
                    good = ai.destination_value(game, move) == max(values)
                decided[step][0] += good
                decided[step][1] += 1
            game.play(move)
        assert len(game.history) < 2000
    for step, (good, total) in decided.items():
        assert total > 20, step
        assert good / total > 0.7, (step, good, total)  # a random move in four, not more
