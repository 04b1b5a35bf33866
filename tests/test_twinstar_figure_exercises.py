"""The exercises of the fruit rulebook's contract and solo-bot figures teach what their
passages say, and the figure cards they put in the grid stay out of real games: with one
apple the Negotiator's second card cannot be claimed, a market of other kinds meets only the
first card of the second example, the gem edition's rule (a new bridge) would fail line 262,
and the bot takes the bridge because it blocks, not because of the order of its chain."""

from __future__ import annotations

from typing import Any

import pytest

from pygames.core import registry
from pygames.core.lessons import play, position_at
from pygames.twinstar import solo_paths
from pygames.twinstar.components_fruits import CONTRACTS, FIGURE_CONTRACTS, FRUITS_EDITION
from pygames.twinstar.exercises import EXERCISES
from pygames.twinstar.exercises_claims import negotiator_setup

BY_ID = {lesson.id: lesson for lesson in EXERCISES}
FIGURES = {c.id for c in FIGURE_CONTRACTS}


def _claims_after_delivery(stock: str, spec: str, cards: list[str], load: str) -> list[str]:
    game: Any = registry.rule_set("twinstar").new_game(
        2, 1, {"edition": "fruits", "mode": "advanced"})
    negotiator_setup(stock, spec, cards)(game)
    for move in ("from A136", "to A141", "carry " + load, "done"):
        game.play(move)
    while game.current_player == 0 and game.phase == "claim":
        claims = [m for m in game.legal_moves() if m.startswith("claim ")]
        if not claims:
            break
        game.play(claims[0])
    return list(game.won[0])


def test_each_fruit_serves_one_contract_so_one_apple_wins_one_card() -> None:
    assert _claims_after_delivery("AAGP", "GL", ["fx1", "fx2"], "AAGP") == ["fx1", "fx2"]
    assert _claims_after_delivery("AAGP", "GL", ["fx1", "fx2"], "AGP") == ["fx1"]


def test_the_second_card_needs_a_grape_market() -> None:
    assert _claims_after_delivery("GGGL", "AG", ["fx3", "fx4"], "GGGL") == ["fx3", "fx4"]
    assert _claims_after_delivery("GGGL", "AL", ["fx3", "fx4"], "GGGL") == ["fx3"]
    assert _claims_after_delivery("GGGL", "AG", ["fx3", "fx4"], "GGL") == ["fx3"]


def test_the_figure_cards_are_never_dealt_nor_listed() -> None:
    assert FIGURES.isdisjoint(c.id for c in CONTRACTS)
    assert FIGURES.isdisjoint(c.id for c in FRUITS_EDITION.contracts)
    assert FIGURES.issubset(FRUITS_EDITION.contracts_by_id)
    for seed in range(20):
        game: Any = registry.rule_set("twinstar").new_game(
            2, seed, {"edition": "fruits", "mode": "advanced"})
        assert FIGURES.isdisjoint(game.grid + game.pile)


def test_three_bridges_needs_the_construct_not_a_new_bridge() -> None:
    lesson = BY_ID["twinstar.exercise.fruits_three_bridges"]
    card = FRUITS_EDITION.contract("fx5")
    game: Any = position_at(lesson, 0, 0)  # the turn not begun: no action yet
    assert not game.goal_met(0, card)  # 3 bridges, but no Construct performed yet
    game = position_at(lesson, 0, 3)  # a plains piece built, done: the claim is offered
    assert game.goal_met(0, card) and "claim 1" in game.legal_moves()


def test_the_bot_takes_the_bridge_because_it_blocks(monkeypatch: pytest.MonkeyPatch) -> None:
    lesson = BY_ID["twinstar.exercise.solo_block"]
    assert play(lesson).numbers[0]["hex"] == "A39"
    # a bot blind to the human's detour takes its chain's first missing hex: the plains one
    monkeypatch.setattr(solo_paths, "_human_detour", lambda game, a, b: 0)
    game: Any = position_at(lesson, 0, len(lesson.steps[0].moves))
    built = [game.names[h] for h, owners in game.pieces.items() if owners == [1]]
    assert built == ["A38"]
