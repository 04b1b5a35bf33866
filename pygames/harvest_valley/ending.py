"""The end screen's words on Harvest Valley's tie-break: among players tied on the top score,
the most points from fruit trees wins (the rulebook's only step)."""

from __future__ import annotations

from ..core.tiebreak import TieStep, tiebreak_lines
from .rules import HarvestValley

FRUIT = {"en": "most points from fruit trees", "ja": "果樹の得点が多い"}


def tiebreak_words(game: HarvestValley, lang: str) -> list[str]:
    def fruit(seat: int) -> int:
        return int(game.score_breakdown()[seat]["details"]["fruit_points"])

    return tiebreak_lines(game, [TieStep(FRUIT, fruit)], lang)
