"""The end screen's words on Tropicalia's tie-break: among players tied on the top score, the
most shells left wins, then the most fruit left (the rulebook's two steps)."""

from __future__ import annotations

from ..core.tiebreak import TieStep, tiebreak_lines
from .rules import Tropicalia

SHELLS = {"en": "most shells left", "ja": "残った貝殻が多い"}
FRUIT = {"en": "most fruit left", "ja": "残ったフルーツが多い"}


def tiebreak_words(game: Tropicalia, lang: str) -> list[str]:
    steps = [TieStep(SHELLS, lambda seat: game.seats[seat].shells),
             TieStep(FRUIT, lambda seat: sum(game.seats[seat].fruit))]
    return tiebreak_lines(game, steps, lang)
