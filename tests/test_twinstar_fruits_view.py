"""TwinStar fruit edition view: every legal move marked or labelled, texts in both languages,
the solo bot's card and reasons on the board."""

from __future__ import annotations

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.core.scene import moves_in, walk
from pygames.twinstar import view


def positions(players: int, mode: str, seed: int, every: int = 2):
    game = pygames.new_game("twinstar", players=players, seed=seed,
                            options={"edition": "fruits", "mode": mode})
    rng = Rng(seed + 99)
    i = 0
    while not game.is_over:
        if i % every == 0:
            yield game
        game.play(rng.choice(game.legal_moves()))
        i += 1
    yield game


@pytest.mark.parametrize("players,mode", [(1, "basic"), (2, "basic"), (3, "advanced"),
                                          (4, "advanced")])
def test_every_legal_move_is_marked_or_labelled_and_described(players, mode):
    kinds = set()
    for game in positions(players, mode, 3):
        node = view.board(game, "en")
        marked = set(moves_in(node))
        for move in game.legal_moves():
            kinds.add(move.split()[0])
            for lang in ("en", "ja"):
                text = view.describe_move(game, move, lang)
                assert text and "twinstar." not in text
                if move not in marked:
                    assert view.move_label(game, move, lang)
        for lang in ("en", "ja"):
            p = view.prompt(game, lang)
            assert p and "twinstar." not in p
            assert all(a and b for a, b in view.player_stats(game, 0, lang))
    assert {"place", "onto"} <= kinds


def test_solo_board_shows_card_and_bot_reasons():
    game = next(g for g in positions(1, "basic", 4, every=1) if len(g.bot_log) > 3)
    texts = [str(n.get("x", "")) for n in walk(view.board(game, "ja"))]
    assert any("ボット" in t for t in texts)
    assert any(k for k, _ in game.bot_log)
    assert ("ボットのクレジット", str(game.credits[1])) in view.player_stats(game, 0, "ja")


def test_fruit_wording_and_parts():
    game = pygames.new_game("twinstar", players=2, seed=1, options={"edition": "fruits"})
    assert view.t("fruits", "action.T", "en") == "Deliver"
    assert view.t("gems", "action.T", "en") != "Deliver"
    texts = [str(n.get("x", "")) for n in walk(view.board(game, "en"))]
    assert not any("Transport" in x for x in texts)
    for part in game.score_breakdown()[0]:
        assert view.part_label(part, "ja")


def test_bot_lines():
    game = next(g for g in positions(1, "basic", 4, every=1) if len(g.bot_log) > 3)
    lines = view.bot_lines(game, "en")
    assert lines and all(line.startswith("Bot:") for line in lines)
    two = pygames.new_game("twinstar", players=2, seed=1, options={"edition": "fruits"})
    assert view.bot_lines(two, "en") == []
