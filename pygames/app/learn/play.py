"""Playing a lesson or an exercise: opening a game's lessons, starting or resuming one,
the learner's taps (the target plays; anything else gets its "why not" and the nudge), the
scripted replies of the other seats, "what happened" with the numbers, and the way out.

Every step goes as the script says (:mod:`pygames.core.lessons`); the only state kept on the
device is the next step of each lesson left half-way (the browser store, ``learn.<id>``).
"""

from __future__ import annotations

from typing import Any

from pygames.core import registry
from pygames.core.lessons import Lesson, position_at, say, start, target

from ..bridge.response import Response
from ..rules import reference as rules_help
from ..setup.form import ACTIONS as SETUP_ACTIONS
from ..setup.form import BOT
from ..state import Action, AppState, playable
from .state import PROGRESS, Learning


# ---------------------------------------------------------------------- the registry's lessons
def lessons_of(game_id: str) -> tuple[Lesson, ...]:
    """The rule set's guided lessons (none where it has none, or is not on the site)."""
    found = registry.available(game_id)
    return () if found is None else tuple(found.lessons())


def exercises_of(game_id: str) -> tuple[Lesson, ...]:
    """The rule set's rulebook exercises."""
    found = registry.available(game_id)
    return () if found is None else tuple(found.exercises())


def find(lesson_id: str) -> Lesson | None:
    """A lesson or exercise by its id (``<rule set>.…``)."""
    game_id = lesson_id.split(".", 1)[0]
    if playable(game_id) is None:
        return None
    return next((lesson for lesson in lessons_of(game_id) + exercises_of(game_id)
                 if lesson.id == lesson_id), None)


def saved_step(c: AppState, lesson: Lesson) -> int:
    """The step a lesson was left at on this device (0: not begun, or finished)."""
    text = c.store.get(PROGRESS + lesson.id, "")
    step = int(text) if text.isdigit() else 0
    return step if 0 < step < len(lesson.steps) else 0


def text(c: AppState, lesson: Lesson, key: str, numbers: dict[str, Any] | None = None) -> str:
    return say(lesson, key, c.lang, numbers)


# ---------------------------------------------------------------------- moving through a lesson
def begin(c: AppState, lesson: Lesson, step: int, back: str) -> None:
    """Show ``lesson`` at the start of ``step`` (its position rebuilt from the script)."""
    game = start(lesson) if step == 0 else position_at(lesson, step)
    c.learning = Learning(game_id=lesson.game_id, lesson=lesson, game=game,
                          before=game.clone(), step=step, back=back)
    c.screen = "learn"


def _remember(c: AppState, lesson: Lesson, step: int, out: Response) -> None:
    """Keep the step to resume at in the browser store ("" once the lesson is done)."""
    key = PROGRESS + lesson.id
    value = str(step) if 0 < step < len(lesson.steps) else ""
    if c.store.get(key, "") == value:
        return
    if value:
        c.store[key] = value
    else:
        c.store.pop(key, None)
    out.store[key] = value


def tap(c: AppState, move: str, out: Response) -> None:
    """A tap on the learn screen: the step's target plays; anything else explains itself."""
    learning = c.learning
    lesson, game = learning.lesson, learning.game
    if lesson is None or game is None or learning.done is not None or learning.finished():
        return
    wanted = target(lesson, learning.step, learning.taps)
    if move != wanted:
        why = rules_help.reason(game, move, c.lang)
        first = c.t("learn.wrong", reason=why) if why else c.t("learn.wrong_legal")
        learning.wrong = f"{first} {text(c, lesson, lesson.steps[learning.step].nudge)}"
        out.announce = learning.wrong
        return
    learning.wrong = None
    game.play(move)
    learning.taps += 1
    if target(lesson, learning.step, learning.taps) is None:
        _finish_step(c, lesson, out)
    else:
        out.announce = text(c, lesson, lesson.steps[learning.step].text)


def _finish_step(c: AppState, lesson: Lesson, out: Response) -> None:
    """The step's last tap: its numbers, then the other seats' scripted replies."""
    learning = c.learning
    game, before = learning.game, learning.before
    assert game is not None and before is not None
    step = lesson.steps[learning.step]
    numbers = None if step.after_bots or step.numbers is None else dict(step.numbers(before, game))
    view = registry.rule_set(lesson.game_id).view
    learning.replies = []
    for move in step.bots:
        learning.replies.append(view.describe_move(game, move, c.lang))
        game.play(move)
    if numbers is None:
        numbers = dict(step.numbers(before, game)) if step.numbers is not None else {}
    learning.done = numbers
    _remember(c, lesson, learning.step + 1, out)
    out.announce = text(c, lesson, step.done, numbers)


def _next(c: AppState, value: object, out: Response) -> None:
    learning = c.learning
    lesson = learning.lesson
    if lesson is None or learning.done is None or learning.game is None:
        return
    if learning.step + 1 == len(lesson.steps):
        learning.recap = text(c, lesson, lesson.steps[learning.step].done, learning.done)
    learning.step += 1
    learning.taps = 0
    learning.done = None
    learning.replies = []
    learning.before = learning.game.clone()
    if learning.finished():
        out.announce = text(c, lesson, lesson.outro)
    else:
        out.announce = text(c, lesson, lesson.steps[learning.step].text)


# ---------------------------------------------------------------------- actions
def _came_from(c: AppState) -> str:
    """The screen a lesson returns to: the catalogue, the setup or the table it came from."""
    return c.screen if c.screen in ("catalogue", "setup", "table") else "catalogue"


def _open(c: AppState, value: object, out: Response) -> None:
    """The game's lessons and exercises (from a catalogue card or the setup)."""
    game_id = str(value)
    if playable(game_id) is None:
        return
    c.learning = Learning(game_id=game_id, back=_came_from(c))
    c.screen = "learn"


def _lesson(c: AppState, value: object, out: Response) -> None:
    """Start a lesson or exercise from its beginning (``resume:<id>``: where it was left)."""
    name = str(value)
    resume = name.startswith("resume:")
    lesson = find(name.removeprefix("resume:"))
    if lesson is None:
        return
    back = c.learning.back if c.screen == "learn" else _came_from(c)
    begin(c, lesson, saved_step(c, lesson) if resume else 0, back)
    if not resume:
        _remember(c, lesson, 0, out)
    out.announce = text(c, lesson, lesson.intro)


def _leave(c: AppState, value: object, out: Response) -> None:
    """From a lesson back to the game's list; from the list back where it was opened."""
    learning = c.learning
    if learning.lesson is not None:
        c.learning = Learning(game_id=learning.game_id, back=learning.back)
        return
    kept = {"setup": c.setup is not None, "table": c.table is not None}
    c.screen = learning.back if kept.get(learning.back) else "catalogue"
    c.learning = Learning()


def _real_game(c: Any, value: object, out: Response) -> None:
    """The setup of a real game of the lesson's rule set, mode and players, bots opposite."""
    lesson = c.learning.lesson
    game_id = lesson.game_id if lesson is not None else c.learning.game_id
    if game_id is None:
        return
    c.learning = Learning()
    c.screen = "catalogue"
    SETUP_ACTIONS["pick"].run(c, game_id, out)
    if lesson is not None and c.setup is not None:
        c.setup.options.update(lesson.options)
        c.setup.players = lesson.players
        c.setup.seats = ["human"] + [BOT] * (lesson.players - 1)
        c.setup.names = [""] * lesson.players


ACTIONS = {
    "learn": Action(_open),
    "lesson": Action(_lesson),
    "learn_next": Action(_next),
    "learn_leave": Action(_leave),
    "learn_real": Action(_real_game),
}
