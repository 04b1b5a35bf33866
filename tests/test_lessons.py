"""Lessons and rulebook exercises are data: every one plays to its end in CPython taking only
its target (and scripted) moves, every number it states matches the game, every text exists in
English and Japanese; and each of these checks can fail (broken copies below)."""

from __future__ import annotations

import dataclasses
import pathlib
from typing import Any

import pytest

from pygames.core.i18n import LANGUAGES
from pygames.core.lessons import (
    CHECKS,
    Lesson,
    LessonError,
    fields,
    play,
    position_at,
    say,
    start,
    target,
)
from pygames.harvest_valley import exercises as hv_exercises
from pygames.harvest_valley import lessons as hv_lessons
from pygames.terra_vista import exercises as terra_vista_exercises
from pygames.terra_vista import lessons as terra_vista_lessons
from pygames.tropicalia import exercises as tropicalia_exercises
from pygames.tropicalia import lessons as tropicalia_lessons
from pygames.twinstar import exercises as twinstar_exercises
from pygames.twinstar import lessons as twinstar_lessons

LESSONS: tuple[Lesson, ...] = (hv_lessons.LESSONS + tropicalia_lessons.LESSONS
                               + terra_vista_lessons.LESSONS + twinstar_lessons.LESSONS)
EXERCISES: tuple[Lesson, ...] = (hv_exercises.EXERCISES + tropicalia_exercises.EXERCISES
                                 + terra_vista_exercises.EXERCISES
                                 + twinstar_exercises.EXERCISES)
ALL = LESSONS + EXERCISES
RULES = pathlib.Path("/work/shared/rules")


def ids(lessons: tuple[Lesson, ...]) -> list[str]:
    return [lesson.id for lesson in lessons]


@pytest.mark.parametrize("lesson", ALL, ids=ids(ALL))
def test_plays_to_its_end_with_the_numbers_it_states(lesson: Lesson) -> None:
    played = play(lesson)
    assert played.game.is_over == lesson.ends
    assert played.numbers == [dict(step.expect) for step in lesson.steps]
    for lang in LANGUAGES:
        for step, numbers in zip(lesson.steps, played.numbers, strict=True):
            text = say(lesson, step.done, lang, numbers)
            assert "{" not in text and all(str(v) in text for v in numbers.values())


@pytest.mark.parametrize("lesson", LESSONS, ids=ids(LESSONS))
def test_lesson_covers_every_decision_and_ends_with_the_scoring(lesson: Lesson) -> None:
    played = play(lesson)
    assert lesson.covers and lesson.covers <= played.kinds
    assert played.game.is_over and played.game.winners()


@pytest.mark.parametrize("lesson", LESSONS, ids=ids(LESSONS))
def test_lesson_takes_five_to_ten_minutes(lesson: Lesson) -> None:
    """The issue's 5–10 minutes, by ``bench/lesson_length.py``'s estimate (what the lesson
    shows read at a learner's pace, its taps and the replies watched), in both languages."""
    import lesson_length

    for lang, minutes in zip(("en", "ja"), lesson_length.minutes(lesson), strict=True):
        assert 5 <= minutes <= 10, (lesson.id, lang, round(minutes, 1))


@pytest.mark.parametrize("lesson", LESSONS, ids=ids(LESSONS))
def test_lesson_targets_are_among_several_choices(lesson: Lesson) -> None:
    """A lesson teaches choices: at least three steps in four start with one of several legal
    moves (a forced step, such as a worker whose line is full going home, is allowed)."""
    game = start(lesson)
    choices = 0
    for step in lesson.steps:
        choices += len(game.legal_moves()) >= 2
        for move in step.moves + step.bots:
            game.play(move)
    assert 4 * choices >= 3 * len(lesson.steps)


@pytest.mark.parametrize("lesson", EXERCISES, ids=ids(EXERCISES))
def test_exercise_quotes_its_rulebook_passage(lesson: Lesson) -> None:
    source = lesson.source
    assert source is not None and source.quote and source.line > 0
    path = RULES / source.rulebook
    if not path.exists():
        pytest.skip(f"{path} is not on this machine")
    lines = path.read_text(encoding="utf-8").splitlines()
    passage = " ".join(lines[source.line - 1:source.line + 7])  # a passage's next few lines
    parts = source.quote.split(" … ")
    assert parts[0] in lines[source.line - 1], (source.line, parts[0])
    for part in parts[1:]:
        assert part in passage, (source.line, part)


def test_lesson_ids_are_unique_and_texts_name_no_unknown_numbers() -> None:
    assert len(set(ids(ALL))) == len(ALL)
    for lesson in ALL:
        for step in lesson.steps:
            en = fields(lesson.catalogue["en"][step.done])
            assert en == fields(lesson.catalogue["ja"][step.done]) == set(step.expect)


# ------------------------------------------------------------------ every check can fail
def broken_step(lesson: Lesson, index: int, **changes: object) -> Lesson:
    steps = list(lesson.steps)
    steps[index] = dataclasses.replace(steps[index], **changes)  # type: ignore[arg-type]
    return dataclasses.replace(lesson, steps=tuple(steps))


def failure(lesson: Lesson) -> str:
    with pytest.raises(LessonError) as caught:
        play(lesson)
    assert caught.value.kind in CHECKS
    return caught.value.kind


@pytest.mark.parametrize("lesson", ALL, ids=ids(ALL))
def test_an_illegal_target_fails(lesson: Lesson) -> None:
    first = lesson.steps[0]
    assert failure(broken_step(lesson, 0, moves=("z99",) + first.moves[1:])) == "illegal"


@pytest.mark.parametrize("lesson", ALL, ids=ids(ALL))
def test_a_wrong_number_fails(lesson: Lesson) -> None:
    last = len(lesson.steps) - 1
    expect = dict(lesson.steps[last].expect)
    name = sorted(expect)[0]
    expect[name] = int(expect[name]) + 1  # type: ignore[call-overload]
    assert failure(broken_step(lesson, last, expect=expect)) == "number"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson", ALL, ids=ids(ALL))
def test_a_missing_text_fails(lesson: Lesson, lang: str) -> None:
    key = lesson.steps[-1].nudge
    catalogue = {code: {k: v for k, v in table.items() if not (code == lang and k == key)}
                 for code, table in lesson.catalogue.items()}
    assert failure(dataclasses.replace(lesson, catalogue=catalogue)) == "text"


def test_a_text_naming_a_number_the_game_does_not_give_fails() -> None:
    lesson = hv_lessons.BASIC
    key = lesson.steps[0].done
    catalogue = {lang: dict(table) for lang, table in lesson.catalogue.items()}
    catalogue["ja"][key] += "{toll}"
    assert failure(dataclasses.replace(lesson, catalogue=catalogue)) == "text"


def test_an_english_text_in_the_japanese_catalogue_fails() -> None:
    lesson = hv_lessons.BASIC
    key = lesson.steps[2].text
    catalogue = {lang: dict(table) for lang, table in lesson.catalogue.items()}
    catalogue["ja"][key] = catalogue["en"][key]
    assert failure(dataclasses.replace(lesson, catalogue=catalogue)) == "text"


def test_a_move_for_the_wrong_seat_fails() -> None:
    lesson = hv_lessons.BASIC
    assert failure(broken_step(lesson, 0, bots=())) == "seat"
    assert failure(broken_step(lesson, 0, moves=lesson.steps[0].moves + ("R1",))) == "seat"


def test_a_lesson_that_stops_before_the_scoring_fails() -> None:
    lesson = hv_lessons.BASIC
    short = dataclasses.replace(lesson, steps=lesson.steps[:-1], covers=frozenset())
    assert failure(short) == "unfinished"


def test_a_promised_decision_never_asked_for_fails() -> None:
    lesson = hv_lessons.BASIC
    assert failure(dataclasses.replace(lesson, covers=lesson.covers | {"pass"})) == "coverage"


def test_harvest_valley_lesson_taps_every_move_kind_of_the_notation() -> None:
    """The guided game asks for every kind of move the rules reference names (river card,
    farmhouse, cell, push), except ``pass``, which a 2-player game never leaves as the only
    move; and the game it ends is a full valley."""
    from pygames.harvest_valley import reference
    from pygames.harvest_valley.rules import capacity

    lesson = hv_lessons.BASIC
    tapped = {reference.move_kind(move) for step in lesson.steps for move in step.moves}
    assert tapped == set(reference.MOVE_KINDS) - {"pass"}
    game: Any = play(lesson).game
    assert len(game.valley) + len(game.removed) == capacity(lesson.players)


def _score_after(game: Any, moves: tuple[str, ...]) -> int:
    trial = game.clone()
    for move in moves:
        trial.play(move)
    while trial.current_player == 0 and trial.step in ("take", "discard"):
        trial.play(trial.legal_moves()[0])
    return int(trial.score_of(0)["total"])


@pytest.mark.parametrize("lesson", tropicalia_lessons.LESSONS, ids=ids(tropicalia_lessons.LESSONS))
def test_tropicalia_lesson_builds_gain_the_most_at_once(lesson: Lesson) -> None:
    """A lesson's advice is sound: every build it asks for gains at least as many points at
    once as any other build (tile and square) the rules allow then, or building nothing."""
    game: Any = start(lesson)
    builds = 0
    for step in lesson.steps:
        if step.moves[0].startswith("build"):
            builds += 1
            options = [("pass",)] + [
                (build, square) for build in game.legal_moves() if build.startswith("build")
                for square in _squares(game, build)]
            best = max(_score_after(game, option) for option in options)
            assert _score_after(game, step.moves) == best, step.text
        for move in step.moves + step.bots:
            game.play(move)
    assert builds >= 3


def _squares(game: Any, build: str) -> list[str]:
    trial = game.clone()
    trial.play(build)
    return [move for move in trial.legal_moves() if move.startswith("at ")]


@pytest.mark.parametrize("lesson", LESSONS, ids=ids(LESSONS))
def test_a_lesson_left_at_any_tap_resumes_where_it_was(lesson: Lesson) -> None:
    played = play(lesson).game
    history: list[str] = []
    for index, step in enumerate(lesson.steps):
        for taps in range(len(step.moves) + 1):
            game = position_at(lesson, index, taps)
            assert game.history == history + list(step.moves[:taps])
            assert target(lesson, index, taps) == (step.moves + (None,))[taps]
        history += list(step.moves + step.bots)
    assert position_at(lesson, len(lesson.steps)).history == played.history == history
    with pytest.raises(ValueError):
        position_at(lesson, 0, len(lesson.steps[0].moves) + 1)


# ------------------------------------------------------------------ the app's catalogue
def test_every_rule_set_lists_its_lessons_and_exercises_for_the_app() -> None:
    from pygames.core import lessons as catalogue
    from pygames.core import registry

    listed = [lesson for game_id in registry.ids() for lesson in
              catalogue.lessons_of(game_id) + catalogue.exercises_of(game_id)]
    assert sorted(ids(tuple(listed))) == sorted(ids(ALL))
    for lesson in listed:
        assert catalogue.find(lesson.id) is lesson
        assert lesson.id.partition(".")[0] == lesson.game_id
    assert catalogue.find("twinstar.no_such_lesson") is None
    assert catalogue.find("no_such_game.basic") is None
    with pytest.raises(ValueError):
        catalogue.lessons_of("no_such_game")
    twinstar = catalogue.lessons_of("twinstar")
    gems = catalogue.for_options(twinstar, {"edition": "gems"})
    assert gems and all(lesson.options["edition"] == "gems" for lesson in gems)
    assert len(gems) == 1 < len(twinstar)
    fruits = catalogue.for_options(twinstar, {"edition": "fruits", "mode": "basic"})
    assert sorted(lesson.players for lesson in fruits) == [1, 2]  # solo and two players
