"""Harvest Valley view: legal choices marked on the board, texts in both languages."""

from __future__ import annotations

import ast
import pathlib

import pytest
from playthrough import random_game
from view_checks import (
    assert_areas,
    assert_buttons_named,
    assert_choices_framed,
    assert_no_codes,
    assert_parts_answer,
)

import pygames
from pygames.core.rng import Rng
from pygames.core.scene import moves_in, walk
from pygames.harvest_valley import view
from pygames.harvest_valley.part_help import help_for_part
from pygames.harvest_valley.reference import tries
from pygames.harvest_valley.texts import TEXTS

OPTIONS = {"sprinkler": "add", "well": "add", "locust": "add", "rabbit": "add", "cultivator": "add"}


def positions(count: int = 12):
    """Every position of several random games (all decision kinds appear)."""
    for seed in range(count):
        game = pygames.new_game("harvest_valley", 2 + seed % 4, seed=seed, options=OPTIONS)
        chooser = Rng(seed)
        while not game.is_over:
            yield game
            game.play(chooser.choice(game.legal_moves()))
        yield game


def test_board_marks_exactly_legal_moves_and_labels_the_rest() -> None:
    kinds = set()
    for game in positions():
        board = view.board(game, "en")
        on_board = moves_in(board)
        legal = game.legal_moves()
        assert len(on_board) == len(set(on_board)), "each choice appears once"
        assert set(on_board) <= set(legal)
        for move in set(legal) - set(on_board):
            assert view.move_label(game, move, "en")
        assert not game.is_over or on_board == []
        if game.pending:
            kinds.add(game.pending[0])
    assert kinds == {"R", "F", "P"}


def test_keys_are_unique_among_siblings() -> None:
    for game in list(positions(3))[::7]:
        for node in walk(view.board(game, "ja")):
            keys = [child.get("k") for child in node.get("c", []) if "k" in child]
            assert len(keys) == len(set(keys)), node.get("k")


def test_prompts_and_log_lines_in_both_languages() -> None:
    seen = set()
    for game in positions(6):
        for lang in ("en", "ja"):
            text = view.prompt(game, lang)
            assert game.is_over or (text and "{" not in text and not text.startswith("harvest_valley."))
            for move in game.legal_moves():
                line = view.describe_move(game, move, lang)
                assert line and "{" not in line and not line.startswith("harvest_valley."), line
                if move in ("N", "E", "S", "W"):
                    seen.add("push")
                elif move[0].islower() and move != "pass":
                    seen.add("cell")
                else:
                    seen.add(move)
    assert {"R1", "F", "cell", "push"} <= seen


def test_end_screen_parts_are_named_and_removed_cards_marked() -> None:
    game = random_game("harvest_valley", 3, 4, OPTIONS)
    for part, value in game.score_breakdown()[0].items():
        if isinstance(value, int) and part != "total":
            assert view.part_label(part, "ja") != f"harvest_valley.part.{part}"
    board = view.board(game, "en")
    removed = [n for n in walk(board) if "removed" in n.get("a", {}).get("class", "")]
    assert len(removed) == len(game.removed)


def test_same_keys_in_both_catalogues() -> None:
    assert set(TEXTS["en"]) == set(TEXTS["ja"])


def _raised_keys() -> set[str]:
    """Message keys of every reason the rule modules give (``illegal(key)``)."""
    keys = set()
    for path in pathlib.Path(pygames.__file__).parent.joinpath("harvest_valley").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "illegal":
                keys.add("harvest_valley." + ast.literal_eval(node.args[0]))
    return keys


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_illegal_move_reason_is_translated(lang: str) -> None:
    keys = _raised_keys()
    assert len(keys) > 15
    assert keys <= set(TEXTS[lang])


def test_areas_choices_framed_and_every_part_answers() -> None:
    """River and valley areas, every choice a framed group, every card and space with words of
    its own (a farmhouse: what it scores now), every "why not?" part on the board."""
    asked = 0
    for index, game in enumerate(positions(4)):
        if index % 5:
            continue
        board = view.board(game, "en")
        assert [s["a"]["data-area"] for s in assert_areas(board, "harvest_valley")] == \
            ["river", "valley"]
        assert_choices_framed(board)
        assert_no_codes(board, set())
        assert_buttons_named(board, game, view, "en")
        asked += assert_parts_answer(board, game, help_for_part)
        assert set(tries(game)) <= {n.get("k") for n in walk(board)}
    assert asked > 100
    game = next(g for g in positions(2) if len(g.valley) > 6)
    house = next(card for card in game.valley.values() if card.startswith("farmhouse"))
    title, body = help_for_part(game, f"card:{house}", "en")
    assert "Farmhouse" in title and "If the game ended now it would score" in body
