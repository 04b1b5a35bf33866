"""TwinStar's bot knowledge: the hard bot also weighs the actions still to come this round."""

from __future__ import annotations

import pytest

import pygames
from pygames.core.bots import Budget, decide
from pygames.core.bots.evaluation import knowledge
from pygames.core.bots.search import judge, options_of
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
    seat = next(s for s in range(2) if not game.done[s] and game.pool[s])
    before = ai.search_evaluate(game, seat)
    with game.edit():
        game.pool[seat] -= 1
    assert before - ai.search_evaluate(game, seat) == pytest.approx(ai.ACTION_VALUE[edition])
    assert ai.evaluate(game, seat) == ai.evaluate(position(edition, 3, 30), seat)  # quick: blind


def test_gem_money_and_refined_gems_at_their_exact_worth() -> None:
    game = position("gems", 3, 30)
    seat = 0
    with game.edit():
        game.credits[seat] = 7
    odd = ai.search_evaluate(game, seat)
    with game.edit():
        game.credits[seat] = 8
    assert ai.search_evaluate(game, seat) - odd == pytest.approx(0.5)  # not 0 or 1 by rounding
    colour = next(iter(game.reserve[seat]))
    before = ai.search_evaluate(game, seat)
    with game.edit():
        game.reserve[seat][colour] += 1
    assert ai.search_evaluate(game, seat) - before == pytest.approx(game.price(colour) / 2)
    before = ai.search_evaluate(game, seat)
    with game.edit():
        game.upgrades[seat][1] = game.upgrades[seat].get(1, 0) + 1
    assert ai.search_evaluate(game, seat) - before == pytest.approx(1.0 if game.round == 1
                                                                    else 0.5)


def test_a_seat_whose_round_is_over_has_no_actions_to_come() -> None:
    game = position("gems", 5, 0)
    while not any(game.done):  # play until a seat's round ends (2x2 square or last disc)
        game.play(Rng(len(game.history)).choice(game.legal_moves()))
    seat = game.done.index(True)
    before = ai.search_evaluate(game, seat)
    with game.edit():
        game.pool[seat] += 3  # discs in hand no longer count once the round is over for the seat
    assert ai.search_evaluate(game, seat) == before


def test_only_the_hard_bot_weighs_tempo_and_it_trusts_its_priors() -> None:
    know = knowledge("twinstar")
    assert know.evaluate is ai.evaluate and know.hard_evaluate is ai.search_evaluate
    assert know.ROLLOUT_DEPTH == 0 and know.ROOT_PRIOR and know.PRIOR_VISITS == 100


def test_hard_bot_ignores_the_hidden_bag_and_contract_pile() -> None:
    game = position("gems", 7, 25)
    moves = game.legal_moves()
    assert len(moves) > 1
    expected = decide(game, "hard", seed=4, budget=Budget(20))
    assert expected.move in moves
    for salt in range(2):
        other = game.clone()
        hidden = other.pile[1:]  # the top card is visible; each deck's order below is not
        for deck in {other.contract(c).deck for c in hidden}:
            slots = [i for i, c in enumerate(hidden) if other.contract(c).deck == deck]
            cards = [hidden[i] for i in slots]
            Rng(salt + 10).shuffle(cards)
            for i, c in zip(slots, cards, strict=True):
                hidden[i] = c
        with other.edit():
            Rng(salt).shuffle(other.bag)
            other.pile[1:] = hidden
            other.rng = Rng(777 + salt)
        assert other.pile != game.pile
        assert decide(other, "hard", seed=4, budget=Budget(20)) == expected


def _movers_in_search(monkeypatch: pytest.MonkeyPatch, game, iterations: int) -> set[int]:
    """The seats whose moves one hard-bot decision plays on its copies of the position."""
    movers: set[int] = set()
    play = type(game).play

    def recorded(state, move: str) -> None:
        movers.add(state.current_player)
        play(state, move)

    with monkeypatch.context() as patch:
        patch.setattr(type(game), "play", recorded)
        decide(game, "hard", seed=2, budget=Budget(iterations))
    return movers


def test_from_three_players_the_hard_bot_searches_its_own_turn_only(
        monkeypatch: pytest.MonkeyPatch) -> None:
    assert knowledge("twinstar").OWN_TURN_FROM == ai.OWN_TURN_FROM
    for players, edition in ((4, "gems"), (3, "fruits")):
        game = pygames.new_game("twinstar", players=players, seed=11, options={"edition": edition})
        chooser = Rng(11)
        while len(game.history) < 20:
            game.play(chooser.choice(game.legal_moves()))
        seat = game.current_player
        assert _movers_in_search(monkeypatch, game, 300) == {seat}
    # at two players the same search reaches into the rival's turn
    game = position("gems", 11, 12)
    assert _movers_in_search(monkeypatch, game, 300) == {0, 1}


def test_at_four_players_the_hard_bot_carries_out_the_plan_its_search_found() -> None:
    """A disc placed on the build action for a market: one decision ahead the market, its
    demand not chosen yet, looks poorer than a road, so it is not among the greedy
    candidates; the search of the whole turn finds it, and the next decision must keep it."""
    game = pygames.new_game("twinstar", players=4, seed=2, options={"edition": "fruits"})
    while len(game.history) < 22:
        game.play(decide(game, "normal", seed=len(game.history)).move)
    game.play("place a5")
    assert any(m.startswith("factory") for m in game.legal_moves())
    assert not decide(game, "normal", seed=3).move.startswith("factory")
    assert decide(game, "hard", seed=3, budget=Budget(2500)).move.startswith("factory")


def test_from_three_players_the_reviewed_move_is_searched_beyond_its_prior() -> None:
    """The game review asks for a move the bots never weigh themselves (a hex off every
    suggested route); the own-turn search must let it join the root and search it, not
    leave it at the value its prior gave it."""
    game = pygames.new_game("twinstar", players=4, seed=14, options={"edition": "gems"})
    chooser = Rng(14)
    while not (game.phase == "route" and len(game.legal_moves()) > len(options_of(game))):
        moves = [m for m in game.legal_moves() if m != "pass"] or game.legal_moves()
        game.play(moves[chooser.below(len(moves))])
    reviewed = next(m for m in game.legal_moves() if m not in options_of(game))
    prior = judge(game, seed=1, budget=Budget(0), played=reviewed).played_value
    searched = judge(game, seed=1, budget=Budget(300), played=reviewed).played_value
    assert prior is not None and searched is not None
    assert abs(searched - prior) > 1e-4


@pytest.mark.parametrize(("players", "seed"), [(4, 3), (2, 1)])
def test_the_hard_bot_builds_a_factory_the_greedy_candidates_leave_out(players: int,
                                                                        seed: int) -> None:
    """One decision ahead a factory whose goods are not chosen yet looks poorer than a road,
    so no factory is a greedy candidate with a prior. The root is open (from 3 players with
    the own-turn search, at 2 players by OPEN_ROOT), so the search finds the factory's
    worth; its visits are split over every site, and a road candidate starts with 100
    virtual visits, so the choice compares mean rewards (less their uncertainty), not
    visits: the factory wins over the road."""
    assert knowledge("twinstar").OPEN_ROOT
    game = pygames.new_game("twinstar", players=players, seed=seed, options={"edition": "gems"})
    while not (game.phase == "build" and any(m.startswith("factory") for m in game.legal_moves())):
        game.play(decide(game, "normal", seed=len(game.history)).move)
    assert decide(game, "normal", seed=3).move.startswith("road")
    assert decide(game, "hard", seed=3, budget=Budget(1500)).move.startswith("factory")


def test_at_an_open_root_the_hard_bot_plays_the_better_mean_not_the_longer_searched() -> None:
    """Two discs to choose from, both greedy candidates: e2 ends the turn at once (every
    playout 0.303), f3 leaves actions to come but its prior is lower (0.27). The search
    spends its first 537 visits on e2 before f3's real worth (0.57) shows, so at 1,000
    iterations e2 still has the more visits (637 to 563 with the priors); the bot must play
    f3, the move with the better mean reward less its uncertainty."""
    game = pygames.new_game("twinstar", players=4, seed=1, options={"edition": "gems"})
    for move in ("place f2", "onto D10", "onto A10", "claim 7", "place d1", "onto C10",
                 "onto F9", "claim 2", "road B14", "road B17", "place e6", "onto B11",
                 "onto E10", "place a4"):
        game.play(move)
    assert game.legal_moves() == ["place e2", "place f3"]
    assert decide(game, "normal", seed=14).move == "place e2"
    assert decide(game, "hard", seed=14, budget=Budget(1000)).move == "place f3"
