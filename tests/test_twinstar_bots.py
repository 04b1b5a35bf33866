"""TwinStar's bot knowledge: the hard bot also weighs the actions still to come this round."""

from __future__ import annotations

import pytest

import pygames
from pygames.core.bots import Budget, decide
from pygames.core.bots.evaluation import knowledge
from pygames.core.rng import Rng
from pygames.twinstar import ai


def position(edition: str, seed: int, moves: int):
    game = pygames.new_game("twinstar", players=2, seed=seed, options={"edition": edition})
    chooser = Rng(seed)
    while len(game.history) < moves and not game.is_over:
        game.play(chooser.choice(game.legal_moves()))
    return game


@pytest.mark.parametrize("edition", ["gems", "fruits"])
def test_each_disc_left_this_round_is_an_action_to_come(edition: str) -> None:
    game = position(edition, 3, 30)
    for seat in range(2):
        extra = ai.search_evaluate(game, seat) - ai.evaluate(game, seat)
        expected = 0 if game.done[seat] else ai.ACTION_VALUE[edition] * game.pool[seat]
        assert extra == pytest.approx(expected)
    assert any(not game.done[s] and game.pool[s] for s in range(2))  # the test saw some


def test_a_seat_whose_round_is_over_has_no_actions_to_come() -> None:
    game = position("gems", 5, 0)
    while not any(game.done):  # play until a seat's round ends (2x2 square or last disc)
        game.play(Rng(len(game.history)).choice(game.legal_moves()))
    seat = game.done.index(True)
    assert game.pool[seat] >= 0
    assert ai.search_evaluate(game, seat) == ai.evaluate(game, seat)


def test_only_the_hard_bot_weighs_tempo_and_it_trusts_its_priors() -> None:
    know = knowledge("twinstar")
    assert know.evaluate is ai.evaluate and know.hard_evaluate is ai.search_evaluate
    assert know.rollout_depth == 0 and know.root_prior and know.prior_visits == 30


def test_hard_bot_ignores_the_hidden_bag_and_contract_pile() -> None:
    game = position("gems", 7, 25)
    moves = game.legal_moves()
    assert len(moves) > 1
    expected = decide(game, "hard", seed=4, budget=Budget(20))
    assert expected.move in moves
    for salt in range(2):
        other = game.clone()
        Rng(salt).shuffle(other.bag)
        hidden = other.pile[1:]  # the top card is visible; each deck's order below is not
        for deck in {other.contract(c).deck for c in hidden}:
            slots = [i for i, c in enumerate(hidden) if other.contract(c).deck == deck]
            cards = [hidden[i] for i in slots]
            Rng(salt + 10).shuffle(cards)
            for i, c in zip(slots, cards, strict=True):
                hidden[i] = c
        other.pile[1:] = hidden
        assert other.pile != game.pile
        other.rng = Rng(777 + salt)
        assert decide(other, "hard", seed=4, budget=Budget(20)) == expected
