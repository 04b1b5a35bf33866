"""TwinStar Valley's plug-ins for the registry (:mod:`pygames.core.registry`)."""

from __future__ import annotations

from ..core.i18n import Texts
from ..core.lessons import Lesson
from ..core.registry import BotKnowledge, Reference, RuleSet
from . import ending, help_texts, parts, presentation, readings, reference, texts, view
from .fruits import FruitsTwinStar
from .gems import GemsTwinStar
from .legacy import FruitsV1, GemsV1, SoloV1
from .rules import TwinStar
from .solo import SoloTwinStar

#: The classes ``TwinStar.variant`` chooses from: each edition, its solo mode, and the games
#: still played under rules version 1.
VARIANTS = (GemsTwinStar, FruitsTwinStar, SoloTwinStar, GemsV1, FruitsV1, SoloV1)


def _bots() -> BotKnowledge:
    from . import ai

    return BotKnowledge(evaluate=ai.evaluate, SCALE=ai.SCALE, ROLLOUT_DEPTH=ai.ROLLOUT_DEPTH,
                        ROOT_PRIOR=ai.ROOT_PRIOR, PRIOR_VISITS=ai.PRIOR_VISITS,
                        OWN_TURN_FROM=ai.OWN_TURN_FROM, OPEN_ROOT=ai.OPEN_ROOT,
                        search_evaluate=ai.search_evaluate, bot_moves=ai.bot_moves)


def _round(game: TwinStar) -> int | None:
    return game.round


def _lessons() -> tuple[Lesson, ...]:
    from . import lessons  # with the first lesson, not at start-up

    return lessons.LESSONS


def _exercises() -> tuple[Lesson, ...]:
    from . import exercises

    return exercises.EXERCISES


RULE_SET: RuleSet[TwinStar] = RuleSet(
    round_of=_round,
    id="twinstar",
    game_class=TwinStar,  # type: ignore[type-abstract]  # variant() picks the concrete class
    view=view,
    texts=Texts("twinstar.", texts.TEXTS, help_texts.TEXTS),
    reference=Reference(sections=reference.sections, move_kind=reference.move_kind,
                        own_help_key=reference.help_key, tries=parts.tries,
                        decisions_left=reference.decisions_left, PARTS=reference.PARTS,
                        MOVE_KINDS=reference.MOVE_KINDS, help_for_part=parts.help_for_part),
    load_bots=_bots,
    readings=readings.of_options,
    tiebreak_words=ending.tiebreak_words,
    solo_rival=ending.solo_rival,
    presentation=presentation.PRESENTATION,
    offers=view.offers,
    lessons=_lessons, exercises=_exercises)
