"""TwinStar Valley through the app controller (CPython): a complete 2-player game, one human
tapping highlighted choices and one random bot, reaches the end screen; a mid-game address
reopens the same position."""

from __future__ import annotations

from typing import Any

import pygames
from pygames.app import Controller
from pygames.app.controller import BOT, HUMAN
from pygames.core import scene
from pygames.core.rng import Rng


def _start(c: Controller, seed: int) -> dict[str, Any]:
    c.handle({"type": "init", "hash": "", "saved": None, "lang": "en"})
    c.handle({"type": "tap", "action": "pick", "value": "twinstar"})
    setup = c.setup
    assert setup is not None
    if setup.seats[1] != BOT:
        c.handle({"type": "tap", "action": "seat", "value": "1"})
    if setup.seats[0] != HUMAN:
        c.handle({"type": "tap", "action": "seat", "value": "0"})
    c.handle({"type": "input", "name": "seed", "value": str(seed)})
    return c.handle({"type": "tap", "action": "start"})


def test_complete_two_player_game_human_against_bot() -> None:
    c = Controller()
    response = _start(c, seed=8)
    table = c.table
    assert table is not None and table.game.players == 2
    assert list(table.seats) == [HUMAN, BOT]
    chooser = Rng(3)
    human_moves = 0
    mid_hash = None
    for _ in range(5000):
        game = table.game
        if game.is_over:
            break
        if response["tick"] is not None:
            response = c.handle({"type": "tick"})
            continue
        moves = scene.moves_in(response["scene"])
        assert sorted(set(moves)) == sorted(game.legal_moves()), "board + buttons = legal moves"
        response = c.handle({"type": "tap", "move": chooser.choice(moves)})
        human_moves += 1
        if human_moves == 15:
            mid_hash = (response["hash"], list(table.game.history))
    game = table.game
    assert game.is_over and human_moves > 5
    assert game.winners()
    replay = pygames.load(response["hash"])
    assert replay.history == game.history and replay.scores() == game.scores()
    assert mid_hash is not None
    mid = pygames.load(mid_hash[0])
    assert mid.history == mid_hash[1]
