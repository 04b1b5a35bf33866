"""Replay in the controller: stepping, the slider, keys, and "play from here"."""

from __future__ import annotations

import json
from typing import Any

import pygames
from pygames.app.controller import Controller
from pygames.core import scene
from pygames.core.codec import decode


def _table(game_id: str = "harvest_valley", seed: int = 5, moves: int = 12) -> Controller:
    """A pass-and-play table (every seat human) after ``moves`` first legal moves."""
    c = Controller(new_seed=lambda: seed)
    c.handle({"type": "init", "hash": ""})
    c.handle({"type": "tap", "action": "pick", "value": game_id})
    for index in range(1, len(c.setup.seats)):
        c.setup.seats[index] = "human"
    c.handle({"type": "tap", "action": "start"})
    for _ in range(moves):
        c.handle({"type": "tap", "move": c.table.game.legal_moves()[0]})
    return c


def _find(node: dict[str, Any], key: str) -> dict[str, Any] | None:
    return next((n for n in scene.walk(node) if n.get("k") == key), None)


def test_replay_shows_each_past_position_and_plays_nothing() -> None:
    c = _table()
    history = list(c.table.game.history)
    out = c.handle({"type": "tap", "action": "replay"})
    assert out["announce"].startswith(f"Move {len(history)} of {len(history)}")
    for ply in (0, 1, 7, len(history) - 1):
        out = c.handle({"type": "input", "name": "replay", "value": str(ply)})
        expected = pygames.new_game("harvest_valley", players=2, seed=5)
        for move in history[:ply]:
            expected.play(move)
        board = pygames.view_module("harvest_valley").board(expected, "en")
        shown = out["scene"]
        # the same pieces as the position after ``ply`` moves, and nothing to tap
        pieces = {n["k"] for n in scene.walk(board) if n.get("k")}
        assert pieces <= {n["k"] for n in scene.walk(shown) if n.get("k")}
        assert list(scene.moves_in(shown)) == []
        slider = _find(shown, "slider")
        assert slider is not None and slider["a"]["value"] == str(ply)
        assert slider["a"]["max"] == str(len(history))
        assert out["hash"] is None  # the address still holds the whole game
    assert c.table.game.history == history  # the live game is untouched


def test_previous_next_keys_and_bounds() -> None:
    c = _table(moves=4)
    c.handle({"type": "tap", "action": "replay"})
    c.handle({"type": "tap", "action": "replay_step", "value": "-1"})
    assert c.replay == 3
    c.handle({"type": "key", "key": "ArrowLeft"})
    c.handle({"type": "key", "key": "ArrowUp"})
    assert c.replay == 1
    c.handle({"type": "key", "key": "Home"})
    out = c.handle({"type": "tap", "action": "replay_step", "value": "-1"})
    assert c.replay == 0 and out["announce"] == ""  # already at the start: nothing happens
    assert c.handle({"type": "key", "key": "ArrowRight"})["announce"].startswith("Move 1 of 4")
    assert c.replay == 1
    c.handle({"type": "key", "key": "End"})
    assert c.replay == 4
    c.handle({"type": "tap", "action": "replay_to", "value": "99"})
    assert c.replay == 4
    c.handle({"type": "key", "key": "Escape"})
    assert c.replay is None
    assert list(scene.moves_in(c.handle({"type": "key", "key": "x"})["scene"]))


def test_play_from_here_branches_and_the_address_follows() -> None:
    c = _table(moves=10)
    original = list(c.table.game.history)
    c.handle({"type": "tap", "action": "replay"})
    c.handle({"type": "input", "name": "replay", "value": "4"})
    out = c.handle({"type": "tap", "action": "branch"})
    assert c.replay is None
    assert c.table.game.history == original[:4]
    assert decode(out["hash"]).moves == original[:4] and out["push"] is True
    (entry,) = out["saves"].values()
    assert decode(json.loads(entry)["address"]).moves == original[:4]
    assert decode(out["hash"]).extra["seats"] == ["human", "human"]
    # a different move from here makes a new line of play
    other = [m for m in c.table.game.legal_moves() if m != original[4]]
    if other:
        out = c.handle({"type": "tap", "move": other[0]})
        assert decode(out["hash"]).moves == original[:4] + [other[0]]


def test_moves_undo_and_bots_wait_while_replaying() -> None:
    c = Controller(new_seed=lambda: 9)
    c.handle({"type": "init", "hash": ""})
    c.handle({"type": "tap", "action": "pick", "value": "tropicalia"})
    c.handle({"type": "tap", "action": "start"})  # seat 2 is a bot
    while c.bot_to_move() or len(c.table.game.history) < 3:
        if c.bot_to_move():
            c.handle({"type": "tick"})
        else:
            c.handle({"type": "tap", "move": c.table.game.legal_moves()[0]})
    history = list(c.table.game.history)
    c.handle({"type": "tap", "action": "replay"})
    c.handle({"type": "tap", "action": "replay_step", "value": "-1"})
    out = c.handle({"type": "tap", "move": c.table.game.legal_moves()[0]})
    assert c.table.game.history == history and out["hash"] is None
    c.handle({"type": "tap", "action": "undo"})
    assert c.table.game.history == history
    assert c.handle({"type": "tick"})["tick"] is None


def test_language_switch_keeps_the_replay_position() -> None:
    c = _table(moves=6)
    c.handle({"type": "tap", "action": "replay"})
    c.handle({"type": "input", "name": "replay", "value": "2"})
    out = c.handle({"type": "tap", "action": "lang", "value": "ja"})
    assert c.replay == 2
    where = _find(out["scene"], "where")
    assert where is not None and "6手中2手目" in where["x"]


def test_replay_of_a_finished_game_from_an_address() -> None:
    game = pygames.new_game("terra_vista", players=2, seed=3)
    while not game.is_over:
        game.play(game.legal_moves()[0])
    c = Controller()
    c.handle({"type": "init", "hash": game.to_url_fragment()})
    c.handle({"type": "tap", "action": "replay"})
    assert c.replay == len(game.history)
    out = c.handle({"type": "input", "name": "replay", "value": "1"})
    assert "Move 1 of" in out["announce"]
    c.handle({"type": "tap", "action": "branch"})
    assert c.table.game.history == game.history[:1] and not c.table.game.is_over
