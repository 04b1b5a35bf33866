"""Guided lessons and rulebook exercises as data, and the player that checks them.

A :class:`Lesson` is a declarative script: a rule set, its options and players, a start
position (set with the rule set's ``scenario`` helpers), and :class:`Step` s. Each step names
the text of what to do and why, the target moves (the parts the app highlights, tapped in
order), the "what happened" text with the numbers a small function reads from the game before
and after the step, the nudge for a wrong tap, and the moves the other seats then play (scripted,
so a lesson goes the same way every time). An exercise is a lesson with a :class:`Source`: the
rulebook passage whose worked example it sets up, whose numbers the step's ``expect`` holds.

:func:`play` takes a lesson to its end in CPython by taking only the target and scripted moves,
and raises :class:`LessonError` (with the ``kind`` of check that failed) on an illegal move, a
number that differs from the game, a text missing in a language, a decision kind the lesson
promised but never asked for, or a lesson that does not end when it says it does.
"""

from __future__ import annotations

import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import registry
from .game import Game
from .i18n import LANGUAGES, Catalogue

#: What a step's "what happened" numbers are read from: the game before and after the step.
Numbers = Callable[[Game, Game], Mapping[str, object]]
#: The kind of decision a move is (for the coverage check): game before the move, the move.
DecisionKind = Callable[[Game, str], str]

#: The checks :func:`play` makes, as the ``kind`` of its :class:`LessonError`.
CHECKS = ("text", "seat", "illegal", "number", "coverage", "unfinished")


class LessonError(AssertionError):
    """A lesson that does not play as written: which check, in which step, and why."""

    def __init__(self, kind: str, lesson: str, step: int | None, message: str) -> None:
        where = f"{lesson} step {step + 1}" if step is not None else lesson
        super().__init__(f"{where}: {kind}: {message}")
        self.kind = kind
        self.lesson = lesson
        self.step = step


@dataclass(frozen=True)
class Step:
    """One step: ``text`` (what to do and why), the ``moves`` to tap (highlighted, in order),
    ``done`` (what happened, formatted with ``numbers(before, after)``, which must equal
    ``expect``), ``nudge`` (said after a wrong tap, with the rules' own reason) and ``bots``,
    the other seats' scripted moves after it (the numbers are read before them unless
    ``after_bots``). Texts are full catalogue keys."""

    text: str
    moves: tuple[str, ...]
    done: str
    nudge: str
    numbers: Numbers | None = None
    expect: Mapping[str, object] = field(default_factory=dict)
    bots: tuple[str, ...] = ()
    #: Read the numbers once the scripted moves are played too (a game that ends with them).
    after_bots: bool = False


@dataclass(frozen=True)
class Source:
    """The rulebook passage an exercise reproduces: file (under shared/rules), line, quote."""

    rulebook: str
    line: int
    quote: str


@dataclass(frozen=True)
class Lesson:
    """A guided game (or, with ``source``, a rulebook exercise) of one rule set and mode.

    ``setup`` sets the start position on a new game; ``seat`` is the learner's seat; ``covers``
    the decision kinds (named by ``decision``) its targets must include; ``ends``: whether the
    last step ends the game (a lesson ends with the scoring)."""

    id: str
    game_id: str
    players: int
    title: str
    intro: str
    outro: str
    setup: Callable[[Game], None]
    steps: tuple[Step, ...]
    catalogue: Catalogue
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 0
    seat: int = 0
    source: Source | None = None
    decision: DecisionKind | None = None
    covers: frozenset[str] = frozenset()
    ends: bool = True


@dataclass
class Played:
    """What :func:`play` saw: the finished game, each step's numbers, the decision kinds."""

    game: Game
    numbers: list[dict[str, object]]
    kinds: set[str]


def start(lesson: Lesson) -> Game:
    """The lesson's start position: a new game of its rule set, set up."""
    game = registry.rule_set(lesson.game_id).new_game(lesson.players, lesson.seed,
                                                      dict(lesson.options))
    lesson.setup(game)
    return game


def fields(template: str) -> set[str]:
    """The names a ``str.format`` template asks for."""
    return {name.split(".")[0].split("[")[0]
            for _, name, _, _ in string.Formatter().parse(template) if name}


def text_keys(lesson: Lesson) -> list[tuple[str, set[str]]]:
    """Every text key of a lesson with the numbers it may use (only "what happened" texts
    take numbers: the others are said before anything happens)."""
    keys: list[tuple[str, set[str]]] = [(lesson.title, set()), (lesson.intro, set()),
                                        (lesson.outro, set())]
    for step in lesson.steps:
        keys += [(step.text, set()), (step.nudge, set()), (step.done, set(step.expect))]
    return keys


def check_texts(lesson: Lesson) -> None:
    """Every text exists in every language (the Japanese in kana or kanji, not an English
    copy), and names only numbers its step gives."""
    for index, (key, allowed) in _indexed_keys(lesson):
        for lang in LANGUAGES:
            template = lesson.catalogue.get(lang, {}).get(key, "")
            if not template.strip():
                raise LessonError("text", lesson.id, index, f"no {lang} text for {key}")
            if lang == "ja" and not any("\u3040" <= ch <= "\u9fff" for ch in template):
                raise LessonError("text", lesson.id, index, f"{key} (ja) is not Japanese")
            unknown = fields(template) - allowed
            if unknown:
                raise LessonError("text", lesson.id, index,
                                  f"{key} ({lang}) names {sorted(unknown)}, not given by the game")


def _indexed_keys(lesson: Lesson) -> list[tuple[int | None, tuple[str, set[str]]]]:
    keys = text_keys(lesson)
    return [(None if i < 3 else (i - 3) // 3, entry) for i, entry in enumerate(keys)]


def say(lesson: Lesson, key: str, lang: str, numbers: Mapping[str, object] | None = None) -> str:
    """A lesson text in ``lang`` with its numbers filled in."""
    return lesson.catalogue[lang][key].format(**(numbers or {}))


def _take(lesson: Lesson, game: Game, index: int, move: str, learner: bool) -> None:
    seat = game.current_player
    if (seat == lesson.seat) != learner:
        who = "the learner" if learner else "a scripted seat"
        raise LessonError("seat", lesson.id, index, f"{move!r} is for {who}, but seat {seat} moves")
    reason = game.illegal_reason(move)
    if reason is not None:
        raise LessonError("illegal", lesson.id, index, f"{move!r}: {reason}")
    game.play(move)


def _check_numbers(lesson: Lesson, index: int, step: Step, before: Game,
                   after: Game) -> dict[str, object]:
    numbers = dict(step.numbers(before, after)) if step.numbers else {}
    if numbers != dict(step.expect):
        raise LessonError("number", lesson.id, index,
                          f"the game gives {numbers}, the lesson says {dict(step.expect)}")
    return numbers


def play(lesson: Lesson) -> Played:
    """Play a lesson to its end taking only its target and scripted moves, checking every
    text, move, number and promised decision kind (LessonError on the first that fails)."""
    check_texts(lesson)
    game = start(lesson)
    seen: list[dict[str, object]] = []
    kinds: set[str] = set()
    for index, step in enumerate(lesson.steps):
        before = game.clone()
        for move in step.moves:
            if lesson.decision is not None and game.current_player == lesson.seat:
                kinds.add(lesson.decision(game, move))
            _take(lesson, game, index, move, learner=True)
        if not step.after_bots:
            seen.append(_check_numbers(lesson, index, step, before, game))
        for move in step.bots:
            _take(lesson, game, index, move, learner=False)
        if step.after_bots:
            seen.append(_check_numbers(lesson, index, step, before, game))
    missing = lesson.covers - kinds
    if missing:
        raise LessonError("coverage", lesson.id, None, f"never asks for {sorted(missing)}")
    if lesson.ends and not game.is_over:
        raise LessonError("unfinished", lesson.id, None, "the game is not over after the last step")
    return Played(game, seen, kinds)


def position_at(lesson: Lesson, step: int, taps: int = 0) -> Game:
    """The game where a learner left a lesson (resuming it): every earlier step played with
    its scripted replies, then the first ``taps`` target moves of step ``step``. The app keeps
    only (lesson id, step, taps); the position is rebuilt from the script."""
    if not 0 <= step <= len(lesson.steps) or not 0 <= taps <= len(_moves_of(lesson, step)):
        raise ValueError(f"{lesson.id} has no step {step} tap {taps}")
    game = start(lesson)
    for earlier in lesson.steps[:step]:
        for move in earlier.moves + earlier.bots:
            game.play(move)
    for move in _moves_of(lesson, step)[:taps]:
        game.play(move)
    return game


def _moves_of(lesson: Lesson, step: int) -> tuple[str, ...]:
    return lesson.steps[step].moves if step < len(lesson.steps) else ()


def target(lesson: Lesson, step: int, taps: int) -> str | None:
    """The move to highlight (the part the app marks ``data-teach``) after ``taps`` taps of
    step ``step``; None once the step's targets are all taken."""
    moves = _moves_of(lesson, step)
    return moves[taps] if taps < len(moves) else None


# ---------------------------------------------------------------------- the catalogue
def _rule_set(game_id: str) -> registry.RuleSet[Any]:
    if game_id not in registry.PLUGINS:
        raise ValueError(f"unknown game {game_id!r}")
    return registry.rule_set(game_id)


def lessons_of(game_id: str) -> tuple[Lesson, ...]:
    """A rule set's guided first games (its plugin's ``lessons`` hook), one per mode,
    in the order its package lists them: what the app offers as "Learn to play"."""
    return tuple(_rule_set(game_id).lessons())


def exercises_of(game_id: str) -> tuple[Lesson, ...]:
    """A rule set's rulebook exercises (its plugin's ``exercises`` hook): what the app
    lists under the rules reference."""
    return tuple(_rule_set(game_id).exercises())


def find(lesson_id: str) -> Lesson | None:
    """The lesson or exercise ``lesson_id`` (the app keeps only this id, step and taps); its
    rule set is the id's first part."""
    game_id = lesson_id.partition(".")[0]
    if game_id not in registry.PLUGINS:
        return None
    return next((lesson for lesson in lessons_of(game_id) + exercises_of(game_id)
                 if lesson.id == lesson_id), None)


def for_options(lessons: tuple[Lesson, ...], options: Mapping[str, Any]) -> tuple[Lesson, ...]:
    """The lessons played with these options (a mode's own: TwinStar's edition and mode):
    each option a lesson sets has the given value (a solo lesson differs by ``players``)."""
    return tuple(lesson for lesson in lessons
                 if all(options.get(key) == value for key, value in lesson.options.items()))
