"""Harvest Valley's plug-ins for the registry (:mod:`pygames.core.registry`)."""

from __future__ import annotations

from ..core.lessons import Lesson
from ..core.registry import BotKnowledge, RuleSet
from . import ending, presentation, readings, reference, view
from .catalogue import CATALOGUE
from .rules import HarvestValley


def _bots() -> BotKnowledge:
    from .ai import KNOWLEDGE  # with the first bot move, not at start-up

    return KNOWLEDGE


def _lessons() -> tuple[Lesson, ...]:
    from . import lessons  # with the first lesson, not at start-up

    return lessons.LESSONS


def _exercises() -> tuple[Lesson, ...]:
    from . import exercises

    return exercises.EXERCISES


RULE_SET: RuleSet[HarvestValley] = RuleSet(
    id="harvest_valley", game_class=HarvestValley, view=view, texts=CATALOGUE,
    reference=reference.REFERENCE, load_bots=_bots,
    tiebreak_words=ending.tiebreak_words, presentation=presentation.PRESENTATION,
    readings=readings.both,
    lessons=_lessons, exercises=_exercises)
