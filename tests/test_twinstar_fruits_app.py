"""TwinStar fruit edition through the app controller (CPython): a solo game against the
official bot and a 3-player advanced game (human + easy bots) reach the end screen, and
their addresses replay."""

from __future__ import annotations

from typing import Any

import pytest

import pygames
from pygames.app import Controller
from pygames.app.controller import HUMAN
from pygames.core import scene
from pygames.core.rng import Rng


def _start(c: Controller, players: int, mode: str, seed: int) -> dict[str, Any]:
    c.handle({"type": "init", "hash": "", "saved": None, "lang": "ja"})
    c.handle({"type": "tap", "action": "pick", "value": "twinstar"})
    c.handle({"type": "tap", "action": "option", "value": "edition=fruits"})
    c.handle({"type": "tap", "action": "option", "value": f"mode={mode}"})
    c.handle({"type": "tap", "action": "players", "value": players})
    setup = c.setup
    assert setup is not None and setup.players == players
    if setup.seats[0] != HUMAN:
        c.handle({"type": "tap", "action": "seat", "value": "0"})
    for seat in range(1, players):  # easy bots keep the test fast
        c.handle({"type": "tap", "action": "level", "value": f"{seat}=easy"})
    c.handle({"type": "input", "name": "seed", "value": str(seed)})
    return c.handle({"type": "tap", "action": "start"})


@pytest.mark.parametrize("players,mode", [(1, "basic"), (3, "advanced")])
def test_complete_game_in_the_app(players: int, mode: str) -> None:
    c = Controller()
    response = _start(c, players, mode, seed=4)
    table = c.table
    assert table is not None and table.game.players == players
    assert table.seats[0] == HUMAN and all(s != HUMAN for s in table.seats[1:])
    assert table.game.options == {"edition": "fruits", "mode": mode}
    chooser = Rng(2)
    for _ in range(5000):
        game = table.game
        if game.is_over:
            break
        if response["tick"] is not None:
            response = c.handle({"type": "tick"})
            continue
        moves = scene.moves_in(response["scene"])
        singles = [m for m in moves if scene.SEQUENCE not in m]
        leads = scene.leads_in(response["scene"])  # discs on the way: shown once asked for
        assert sorted(set(singles) | set(leads)) == sorted(game.legal_moves()), \
            "board + buttons + what a pick shows = legal moves"
        assert not set(singles) & set(leads)
        if leads:
            shown = c.handle({"type": "tap", "action": "select", "value": "walk"})
            assert set(leads) <= set(scene.moves_in(shown["scene"]))
            c.handle({"type": "tap", "action": "select", "value": "walk"})
        for chain in set(moves) - set(singles):  # a far target: its discs, in turn
            trial = game.clone()
            for step in chain.split(scene.SEQUENCE):
                trial.play(step)
        response = c.handle({"type": "tap", "move": chooser.choice(moves)})
    game = table.game
    assert game.is_over
    replay = pygames.load(response["hash"])
    assert replay.history == game.history and replay.scores() == game.scores()
    if players == 1:
        assert replay.bot_log == game.bot_log  # the bot's turns replay exactly
