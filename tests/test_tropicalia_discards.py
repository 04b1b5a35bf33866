"""Tropicalia: 「いつでもボードからフルーツを捨てることができます」 — putting fruit back of one's own
will, at every decision where it can matter, and the last decision before scoring."""

from __future__ import annotations

import pytest
from test_tropicalia_advanced import at_market, sell
from test_tropicalia_helpers import day, force, new

import pygames
from pygames.core.bots import search
from pygames.core.errors import IllegalMove
from pygames.core.scene import walk
from pygames.tropicalia import ai, view
from pygames.tropicalia.readings import reading
from pygames.tropicalia.rules import Tropicalia


def key_of(game: Tropicalia, move: str) -> str:
    with pytest.raises(IllegalMove) as err:
        game.play(move)
    return err.value.key


def rules_1(players: int = 2, seed: int = 1) -> Tropicalia:
    cls = Tropicalia.variant(2, {"advanced": False}, 1)
    game = cls(players=players, seed=seed, options={"advanced": False}, rules=1)
    assert isinstance(game, Tropicalia)
    return game


def test_discarding_a_mango_first_turns_a_six_shell_sale_into_ten() -> None:
    """The rulebook's "fewest" market: 2 shells a fruit, 5 when you hold fewer of it than
    anyone. Holding 3 mangoes against 3, selling them earns 6; one mango put back first
    leaves 2 against 3, which sell for 10."""
    reading("discard-any-time")
    reading("most-fewest")
    g = at_market("fewest5", [0, 0, 3], others=[[0, 0, 3]])
    assert g.step == "sell"
    assert g.sales()["sell 3 mango"] == ((0, 0, 3), 6)
    assert "discard mango" in g.legal_moves()
    bag = g.bag[2]
    g.play("discard mango")
    assert g.step == "sell" and g.turn == 0  # still the same decision: now sell
    assert g.seats[0].fruit == [0, 0, 2] and g.bag[2] == bag + 1
    assert g.step_moves() == ["sell 0", "sell 1 mango", "sell 2 mango"]
    assert sell(g, "sell 2 mango") == 10


def test_the_same_market_without_discarding_pays_six() -> None:
    g = at_market("fewest5", [0, 0, 3], others=[[0, 0, 3]])
    assert sell(g, "sell 3 mango") == 6


@pytest.mark.parametrize("step", ["place", "choose", "sell", "build", "score"])
def test_every_decision_where_it_matters_offers_a_discard(step: str) -> None:
    """The decisions of one's own: the morning placement, the start of a day turn, the
    market before the sale, the build decision and the last one before scoring."""
    reading("discard-any-time")
    g = _at_step(step)
    assert g.step == step
    held = g.seats[g.turn].fruit
    offered = [m for m in g.legal_moves() if m.startswith("discard ")]
    assert offered == [f"discard {f}" for f, n in zip(("coconut", "custard", "mango"), held,
                                                      strict=True) if n]
    assert offered and all(m not in g.step_moves() for m in offered)
    seat, before = g.turn, list(held)
    g.play(offered[-1])
    assert g.step == step and g.turn == seat  # the decision is still to take
    assert sum(g.seats[seat].fruit) == sum(before) - 1


def _at_step(step: str) -> Tropicalia:
    if step == "place":
        g = new(2, 3)
        g.seats[g.turn].fruit = [1, 0, 2]
        return force(g)
    if step == "choose":
        g = day(frame={"Na": 0, "Nb": 1})
        g.seats[0].fruit = [0, 2, 0]
        return force(g)
    if step == "sell":
        return at_market("most4", [1, 0, 2], others=[[0, 0, 1]])
    if step == "build":
        g = day(frame={"Na": 0, "Nb": 1})
        g.seats[0].fruit = [2, 0, 0]
        g.seats[0].shells = 40
        g.play("worker Na")
        g.play("to a1")  # an empty orchard: nothing gained, then the build decision
        return g
    g = day(frame={"Na": 0})
    force(g, round=5, first_player=0)
    g.seats[0].fruit = [0, 0, 2]
    g.play("worker Na")
    g.play("to a1")
    return g


@pytest.mark.parametrize("step", ["dest", "square", "take"])
def test_steps_inside_a_move_offer_no_discard(step: str) -> None:
    """Choosing the tile, the square or a substitute fruit follows a decision that offered
    the discard already; nothing happens in between that a discard could change."""
    g = day(frame={"Na": 0, "Nb": 1})
    g.seats[0].fruit = [1, 1, 1]
    g.seats[0].shells = 40
    force(g)
    if step == "dest":
        g.play("worker Na")
    else:
        g.play("worker Na")
        g.play("home")
        assert g.step == "build"
        g.play("build 1")
        if step == "take":
            force(g, step="take", take_fruit="mango", bag=[1, 1, 0], take_left=1)
    assert g.step == step
    assert not [m for m in g.legal_moves() if m.startswith("discard")]
    assert key_of(g, "discard coconut") == "tropicalia.not_now"


def test_last_decision_before_scoring_in_turn_from_the_first_player() -> None:
    """After the last day turn every player holding fruit, from the first player clockwise,
    may put fruit back, then keeps the rest; those without fruit are not asked."""
    reading("discard-any-time")
    g = day(3, frame={"Na": 1}, turn=1)
    force(g, round=5, first_player=2)
    g.seats[0].fruit = [1, 0, 0]
    g.seats[1].fruit = [0, 0, 0]
    g.seats[2].fruit = [0, 2, 1]
    bag = list(g.bag)
    g.play("worker Na")
    g.play("to a1")  # seat 1 takes an empty orchard: still no fruit
    assert not g.is_over and g.step == "score" and g.turn == 2
    assert g.legal_moves() == ["keep", "discard custard", "discard mango"]
    assert key_of(g, "sell 1") == "tropicalia.not_now"
    before = g.scores()[2]
    g.play("discard mango")
    assert g.scores()[2] == before - 1 and g.bag[2] == bag[2] + 1
    g.play("keep")
    assert g.turn == 0 and g.step == "score"  # seat 1 holds no fruit: skipped
    assert g.winners() == []
    g.play("keep")
    assert g.is_over and g.current_player is None and g.winners()
    assert g.seats[2].fruit == [0, 2, 0] and g.seats[0].fruit == [1, 0, 0]


def test_nobody_holding_fruit_ends_the_game_at_once() -> None:
    g = day(2, frame={"Na": 0})
    force(g, round=5, first_player=0)
    g.seats[0].fruit = [0, 0, 0]
    g.seats[1].fruit = [0, 0, 0]
    g.play("worker Na")
    g.play("to a1")
    assert g.is_over


def test_keep_is_only_the_decision_before_scoring() -> None:
    g = day(frame={"Na": 0, "Nb": 1})
    assert key_of(g, "keep") == "tropicalia.not_now"
    assert key_of(g, "discard mango") == "tropicalia.not_held"


def test_games_on_rules_1_keep_their_discards_and_end() -> None:
    """An address made before this reading keeps its rules: fruit goes back only when over
    capacity, and the game is scored right after the last day turn."""
    g = rules_1()
    assert g.rules_version == 1 and not g.DISCARD_ANY_TIME
    g.seats[g.turn].fruit = [1, 0, 2]
    force(g)
    assert not [m for m in g.legal_moves() if m.startswith("discard")]
    assert Tropicalia.RULES_VERSION == 2
    assert type(pygames.new_game("tropicalia", 2, seed=1, rules=1)) is type(g)
    assert type(pygames.new_game("tropicalia", 2, seed=1)) is Tropicalia


def test_rules_1_games_end_without_the_last_decision() -> None:
    g = rules_1()
    while not g.is_over:
        moves = g.legal_moves()
        assert "keep" not in moves
        g.play(moves[len(g.history) * 7 % len(moves)])
    assert g.round == 6 and g.phase == "over"


# ---------------------------------------------------------------------- the table shows it
def test_putting_fruit_back_of_ones_own_will_and_keep_are_buttons() -> None:
    """Fruit put back of one's own will is a button beside the prompt (always in view, as
    the decision on the board goes on); the fruit held is marked on the board only when some
    must go back."""
    g = _at_step("choose")
    marked = {n["a"]["data-move"] for n in walk(view.board(g, "en"))
              if "data-move" in n.get("a", {})}
    assert "worker Na" in marked and "discard custard" not in marked
    assert "discard custard" in g.legal_moves()
    for lang in ("en", "ja"):
        assert "{" not in view.move_label(g, "discard custard", lang)
    g = _at_step("score")
    for lang in ("en", "ja"):
        assert view.move_label(g, "keep", lang) and "{" not in view.prompt(g, lang)
        assert view.describe_move(g, "keep", lang) != "keep"
    marked = {n["a"]["data-move"] for n in walk(view.board(g, "en"))
              if "data-move" in n.get("a", {})}
    assert not marked and {"keep", "discard mango"} <= set(g.legal_moves())


# ---------------------------------------------------------------------- bots
def test_bots_weigh_a_discard_only_where_it_can_pay() -> None:
    g = at_market("fewest5", [0, 0, 3], others=[[0, 0, 3]])
    assert search.options_of(g) == [*g.step_moves(), "discard mango"]
    g = at_market("most4", [1, 0, 2], others=[[0, 0, 1]])
    assert search.options_of(g) == g.step_moves()  # a discard here only loses a point
    g = _at_step("score")
    assert search.options_of(g) == ["keep"]
    g = _at_step("choose")
    assert all(not m.startswith("discard") for m in search.options_of(g))
    assert ai.bot_moves(g, g.legal_moves()) == g.step_moves()


def test_the_normal_bot_puts_a_mango_back_to_sell_for_ten() -> None:
    g = at_market("fewest5", [0, 0, 3], others=[[0, 0, 3]])
    assert search.decide(g, "normal", seed=1).move == "discard mango"
    g.play("discard mango")
    assert search.decide(g, "normal", seed=1).move == "sell 2 mango"


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bot_games_end(level: str) -> None:
    """Bots never circle on discards: whole games end, each decision a legal move."""
    g = pygames.new_game("tropicalia", players=2, seed=4, options={"advanced": True})
    while not g.is_over:
        g.play(search.decide(g, level, seed=4).move)
        assert len(g.history) < 600
    assert g.winners()
