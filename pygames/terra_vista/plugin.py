"""Terra Vista's plug-ins for the registry (:mod:`pygames.core.registry`)."""

from __future__ import annotations

from ..core.lessons import Lesson
from ..core.registry import BotKnowledge, RuleSet
from . import ending, presentation, readings, reference, view
from .catalogue import CATALOGUE
from .rules import TerraVista


def _bots() -> BotKnowledge:
    from .ai import KNOWLEDGE  # with the first bot move, not at start-up

    return KNOWLEDGE


def _round(game: TerraVista) -> int | None:
    return game.round


def _lessons() -> tuple[Lesson, ...]:
    from . import lessons  # with the first lesson, not at start-up

    return lessons.LESSONS


def _exercises() -> tuple[Lesson, ...]:
    from . import exercises

    return exercises.EXERCISES


RULE_SET: RuleSet[TerraVista] = RuleSet(
    round_of=_round,
    id="terra_vista", game_class=TerraVista, view=view, texts=CATALOGUE,
    reference=reference.REFERENCE, load_bots=_bots, result_lines=view.result_lines,
    tiebreak_words=ending.tiebreak_words, presentation=presentation.PRESENTATION,
    readings=readings.both,
    lessons=_lessons, exercises=_exercises)
