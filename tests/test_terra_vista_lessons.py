"""Terra Vista's guided lessons name each round's dice in their step texts; the dice come from
the lesson's seed, so these tests check that every round of each lesson rolls what
``lessons.ROUND_DICE`` (the script's record of the texts' dice) says."""

from __future__ import annotations

import dataclasses

import pytest

from pygames.core.lessons import Lesson, start
from pygames.terra_vista import lessons
from pygames.terra_vista.rules import TerraVista


def rolled(lesson: Lesson) -> dict[int, tuple[str, str]]:
    """Each round's dice as the lesson plays (round 1 is set by the lesson's setup)."""
    game = start(lesson)
    assert isinstance(game, TerraVista)
    seen = {game.round: game.dice}
    for step in lesson.steps:
        for move in step.moves + step.bots:
            game.play(move)
            seen.setdefault(game.round, game.dice)
    return seen


@pytest.mark.parametrize("lesson", lessons.LESSONS, ids=[x.id for x in lessons.LESSONS])
def test_every_round_rolls_the_dice_its_texts_name(lesson: Lesson) -> None:
    side = lesson.options["board"]
    seen = rolled(lesson)
    assert seen.pop(1) == ("red", "yellow")
    assert seen == lessons.ROUND_DICE[side]


def test_the_check_fails_with_another_seed() -> None:
    """The dice are the seed's: the same first round under another seed rolls other dice."""
    other = dataclasses.replace(lessons.DAY, seed=lessons.DAY.seed + 1)
    game = start(other)
    first = other.steps[0]
    for move in first.moves + first.bots:
        game.play(move)
    assert isinstance(game, TerraVista) and game.round == 2
    assert game.dice != lessons.ROUND_DICE["day"][2]
