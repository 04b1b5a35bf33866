"""Harvest Valley view: legal choices marked on the board, texts in both languages."""

from __future__ import annotations

import ast
import pathlib

import pytest
from playthrough import random_game

import pygames
from pygames.core.rng import Rng
from pygames.core.scene import moves_in, walk
from pygames.harvest_valley import view
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
