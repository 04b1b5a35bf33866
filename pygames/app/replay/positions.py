"""The positions of a game's log, rebuilt on demand for the replay.

Checkpoints every ``STRIDE`` moves bound the work of one step: dragging the replay's slider
back and forth over a long game replays at most ``STRIDE`` moves per position.
"""

from __future__ import annotations

import pygames
from pygames.core.game import Game

STRIDE = 16


class Positions:
    """Positions of one game's log, rebuilt on demand from checkpoints."""

    def __init__(self, game: Game) -> None:
        self.moves = list(game.history)
        self.record = game.record(moves=[])
        self.checkpoints: dict[int, Game] = {}

    def matches(self, game: Game) -> bool:
        return self.moves == game.history and self.record.game_id == game.game_id \
            and self.record.seed == game.seed

    def at(self, ply: int) -> Game:
        ply = max(0, min(ply, len(self.moves)))
        base = max((p for p in self.checkpoints if p <= ply), default=None)
        if base is None:
            start = pygames.load_record(self.record)
            self.checkpoints[0] = start.clone()
            base = 0
        game = self.checkpoints[base].clone()
        for index in range(base, ply):
            game.play(self.moves[index])
            if (index + 1) % STRIDE == 0 and index + 1 not in self.checkpoints:
                self.checkpoints[index + 1] = game.clone()
        return game
