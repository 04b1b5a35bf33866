"""Every playable rule set through the app controller in CPython, as the browser drives it.

At each human decision the highlighted choices (board elements and buttons) must be exactly
the legal moves; bot seats move one per tick; the end screen's totals equal ``scores()`` of
the game rebuilt from the final address.
"""

from __future__ import annotations

import pytest

import pygames
from pygames.app import Controller
from pygames.app.state import catalogue
from pygames.core import scene
from pygames.core.rng import Rng

GAMES = [info.id for info in catalogue()]


def totals_of(node: scene.Node) -> list[int]:
    return [int(n["a"]["data-total"]) for n in scene.walk(node)
            if "data-total" in n.get("a", {})]


def play(game_id: str, seed: int, lang: str) -> None:
    c = Controller()
    c.handle({"type": "init", "hash": "", "lang": lang})
    c.handle({"type": "tap", "action": "pick", "value": game_id})
    for index, kind in enumerate(c.setup.seats):  # easy bots: the fast level (test_app_bots)
        if kind != "human":
            c.handle({"type": "tap", "action": "level", "value": f"{index}=easy"})
    c.handle({"type": "input", "name": "seed", "value": str(seed)})
    r = c.handle({"type": "tap", "action": "start"})
    chooser = Rng(seed)
    for _ in range(20000):
        game = c.table.game
        if game.is_over:
            break
        if r["tick"] is not None:
            assert scene.moves_in(r["scene"]) == []
            r = c.handle({"type": "tick"})
            continue
        shown = scene.moves_in(r["scene"])
        assert sorted(set(shown)) == sorted(game.legal_moves()), game.history
        r = c.handle({"type": "tap", "move": chooser.choice(shown)})
        assert r["hash"] is not None
    game = c.table.game
    assert game.is_over
    replay = pygames.load(r["hash"])
    assert replay.history == game.history
    assert totals_of(r["scene"]) == replay.scores() == game.scores()
    if game.players > 1:
        assert game.winners()


@pytest.mark.parametrize("game_id", GAMES)
def test_game_plays_to_the_end_screen_through_the_app(game_id: str, soak: bool) -> None:
    for seed in range(1, 40 if soak else 4):
        play(game_id, seed, "ja" if seed % 2 else "en")


def test_harvest_valley_is_in_the_catalogue() -> None:
    assert "harvest_valley" in GAMES
