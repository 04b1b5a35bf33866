"""The end screen's words on TwinStar Valley's tie-breaks, edition by edition, and the solo
bot's credits (the player beats it by strictly more).

Gems: most contracts claimed, then most contract points. Fruits: most research unlocked;
in the advanced mode most contracts, then contract points, then research (both rulebooks'
steps, as ``_tiebreak`` of each edition's rules applies them)."""

from __future__ import annotations

from ..core.tiebreak import TieStep, tiebreak_lines
from .fruits import FruitsTwinStar
from .rules import TwinStar

CONTRACTS = {"en": "most contracts claimed", "ja": "結んだ契約が多い"}
CONTRACT_POINTS = {"en": "most points from contracts", "ja": "契約で得たポイントが多い"}
UPGRADES = {"en": "most upgrades unlocked", "ja": "アンロックしたアップグレードが多い"}
RESEARCH = {"en": "most research unlocked", "ja": "アンロックした研究が多い"}
#: The solo bot's seat in the credits (the player is seat 0).
SOLO_BOT = 1


def tiebreak_words(game: TwinStar, lang: str) -> list[str]:
    if game.players == 1:
        return []  # solo: the bot wins a tie on credits (the end screen says so)
    contracts = TieStep(CONTRACTS, lambda seat: len(game.won[seat]))
    points = TieStep(CONTRACT_POINTS, game.contract_points)
    if isinstance(game, FruitsTwinStar):
        research = TieStep(RESEARCH, game.unlocked)
        steps = [contracts, points, research] if game.advanced else [research]
    else:
        steps = [contracts, points]
    return tiebreak_lines(game, steps, lang)


def solo_rival(game: TwinStar) -> int | None:
    """The solo bot's credits at the end of a solo game."""
    if game.players != 1 or len(game.credits) <= SOLO_BOT:
        return None
    return int(game.credits[SOLO_BOT])
