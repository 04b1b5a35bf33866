"""Tropicalia in the app controller (CPython): one human and two random bots play a whole
3-player game by tapping what the scene marks, and reach the end screen with the breakdown."""

from __future__ import annotations

from pygames.app import Controller
from pygames.app.controller import BOT, HUMAN
from pygames.core import codec, scene
from pygames.core.rng import Rng


def test_three_player_game_with_two_bots_reaches_the_end_screen() -> None:
    c = Controller()
    c.handle({"type": "init", "hash": "", "saved": None, "lang": "ja"})
    c.handle({"type": "tap", "action": "pick", "value": "tropicalia"})
    c.handle({"type": "tap", "action": "players", "value": "3"})
    c.handle({"type": "tap", "action": "option", "value": "advanced=True"})
    assert c.setup is not None
    for seat, want in enumerate([HUMAN, BOT, BOT]):
        if c.setup.seats[seat] != want:
            c.handle({"type": "tap", "action": "seat", "value": str(seat)})
    c.handle({"type": "input", "name": "seed", "value": "21"})
    response = c.handle({"type": "tap", "action": "start"})
    record = codec.decode(response["hash"])
    assert (record.game_id, record.players, record.extra["seats"]) == (
        "tropicalia", 3, [HUMAN, BOT, BOT])
    chooser = Rng(3)
    for _ in range(5000):
        assert c.table is not None
        if c.table.game.is_over:
            break
        if response["tick"] is not None:
            response = c.handle({"type": "tick"})
            continue
        moves = scene.moves_in(response["scene"])
        assert sorted(moves) == sorted(c.table.game.legal_moves())
        response = c.handle({"type": "tap", "move": chooser.choice(moves)})
    assert c.table is not None and c.table.game.is_over
    texts = " ".join(n["x"] for n in scene.walk(response["scene"]) if "x" in n)
    assert "果樹園タイル" in texts and "ない種類" in texts  # the breakdown's part labels
    assert c.table.game.options == {"advanced": True}
