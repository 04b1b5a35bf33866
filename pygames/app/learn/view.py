"""The learn screen: a game's lessons and exercises, and a lesson being played (the board
with the step's target highlighted, everything else dimmed, the step's words beside it).

The target carries ``data-teach`` and the step's text as its accessible description
(``aria-describedby``), so tests and assistive technology find it the same way.
"""

from __future__ import annotations

from typing import Any

from pygames.core import registry, scene
from pygames.core.game import Game
from pygames.core.lessons import Lesson, target
from pygames.core.scene import Node, el

from ..rules import reference as rules_help
from ..state import AppState, playable
from ..table.chart import breakdown_chart
from ..widgets import button, header, screen
from .play import exercises_of, lessons_of, saved_step, text

#: The id of the step's text (the target's accessible description).
TEXT_ID = "teach-text"


def _title(c: AppState, game_id: str) -> str:
    info = playable(game_id)
    return (info.title.get(c.lang) or info.title["en"]) if info else game_id


def render(c: AppState) -> Node:
    lesson = c.learning.lesson
    if lesson is None or c.learning.game is None:
        return _list(c)
    return _lesson(c, lesson, c.learning.game)


# ---------------------------------------------------------------------- the list
def _entry(c: AppState, lesson: Lesson) -> Node:
    at = saved_step(c, lesson)
    buttons = [button("start", c.t("learn.start") if not at else c.t("learn.restart"),
                      "lesson", lesson.id, cls="btn primary" if not at else "btn")]
    if at:
        buttons.insert(0, button("resume", c.t("learn.resume", n=at + 1), "lesson",
                                 f"resume:{lesson.id}", cls="btn primary"))
    return el("li", lesson.id, {"class": "lesson-item", "data-lesson": lesson.id}, [
        el("p", "name", {"class": "lesson-name"}, text=text(c, lesson, lesson.title)),
        el("div", "go", {"class": "lesson-go"}, buttons),
    ])


def list_section(c: AppState, game_id: str, lessons: tuple[Lesson, ...], heading: str,
                 note: str | None = None) -> list[Node]:
    """A heading and a list of lessons (or exercises), each with Start (and Resume)."""
    if not lessons:
        return []
    return [el("section", f"list-{heading}", {"class": "lessons"}, [
        el("h2", "h", {}, text=c.t(heading)),
        *([el("p", "note", {"class": "field-note"}, text=c.t(note))] if note else []),
        el("ul", "items", {"class": "lesson-list"}, [_entry(c, one) for one in lessons]),
    ])]


def _list(c: AppState) -> Node:
    game_id = c.learning.game_id or ""
    lessons, exercises = lessons_of(game_id), exercises_of(game_id)
    body = [*list_section(c, game_id, lessons, "learn.lessons"),
            *list_section(c, game_id, exercises, "learn.exercises", "learn.exercises_note")]
    if not body:
        body = [el("p", "none", {}, text=c.t("learn.none"))]
    return screen("learn-list", [
        header(c, c.t("learn.title", title=_title(c, game_id)),
               [button("back", c.t("app.back"), "learn_leave")]),
        el("main", "main", {"class": "page learn-page"}, body),
    ])


# ---------------------------------------------------------------------- a lesson
def _teach(nodes: list[Node], wanted: str | None) -> bool:
    """Mark the target part (``data-teach``); every other choice stays tappable but dimmed
    (a tap on it is answered with why not). True if the board holds the target."""
    found = False
    for node in nodes:
        attrs = node.get("a")
        if not attrs or "data-move" not in attrs:
            continue
        if wanted is not None and attrs["data-move"] == wanted and not found:
            found = True
            attrs["data-teach"] = "1"
            attrs["aria-describedby"] = TEXT_ID
            attrs["class"] = (attrs.get("class", "") + " teach").strip()
        elif wanted is None:
            attrs["data-try"] = attrs.pop("data-move")  # nothing to play now
            attrs.pop("tabindex", None)
    return found


def _target_button(c: AppState, lesson: Lesson, game: Game, move: str) -> Node:
    """The target as a button where the board has no part for it (a pass, an end)."""
    view = registry.rule_set(lesson.game_id).view
    node = scene.legal(el("button", f"t-{move}", {"type": "button", "class": "btn choice teach"},
                          text=view.move_label(game, move, c.lang)),
                       move, view.describe_move(game, move, c.lang))
    node["a"]["data-teach"] = "1"
    node["a"]["aria-describedby"] = TEXT_ID
    return node


def _source(c: AppState, lesson: Lesson) -> list[Node]:
    """An exercise's rulebook passage, quoted beside the board."""
    if lesson.source is None:
        return []
    where = c.t("learn.rulebook_at", book=lesson.source.rulebook, line=lesson.source.line)
    return [el("figure", "source", {"class": "rulebook-quote", "lang": "ja"}, [
        el("figcaption", "cap", {"lang": c.lang}, text=f"{c.t('learn.rulebook')} ({where})"),
        el("p", "quote", {"class": "quote"}, text=lesson.source.quote),
    ])]


def _end_panel(c: AppState, lesson: Lesson) -> list[Node]:
    """The end: the last step's numbers, the outro, and "Play a real game now" (the scoring's
    breakdown stands beside it, above the board; a game not over keeps its plain scores)."""
    learning = c.learning
    assert learning.game is not None
    recap = [el("p", "recap", {"class": "teach-recap"}, text=learning.recap)] \
        if learning.recap else []
    return [el("h2", "step", {"class": "teach-step teach-end"}, text=c.t("learn.end")),
            *recap,
            el("p", TEXT_ID, {"class": "teach-text", "id": TEXT_ID},
               text=text(c, lesson, lesson.outro)),
            *([] if learning.game.is_over else _scores(c, lesson)),
            el("div", "next", {"class": "teach-actions"}, [
                button("real", c.t("learn.real_game"), "learn_real", cls="btn primary",
                       **{"data-teach": "1", "aria-describedby": TEXT_ID}),
                button("more", c.t("learn.more"), "learn_leave"),
            ])]


def _step_panel(c: AppState, lesson: Lesson, wanted: str | None) -> list[Node]:
    learning = c.learning
    total = len(lesson.steps)
    if learning.finished():
        return _end_panel(c, lesson)
    step = lesson.steps[learning.step]
    nodes = [el("p", "step", {"class": "teach-step"},
                text=c.t("learn.step", n=learning.step + 1, total=total))]
    if learning.done is None:
        nodes.append(el("p", TEXT_ID, {"class": "teach-text", "id": TEXT_ID},
                        text=text(c, lesson, step.text)))
        if learning.wrong:
            nodes.append(el("p", "wrong", {"class": "teach-wrong", "role": "status"},
                            text=learning.wrong))
        return nodes
    last = learning.step + 1 == total
    nodes += [el("h3", "h", {"class": "teach-happened"}, text=c.t("learn.happened")),
              el("p", TEXT_ID, {"class": "teach-text done", "id": TEXT_ID},
                 text=text(c, lesson, step.done, learning.done)),
              *[el("p", f"reply{i}", {"class": "teach-reply"}, text=c.t("learn.then", move=words))
                for i, words in enumerate(learning.replies)],
              el("div", "next", {"class": "teach-actions"}, [
                  button("next", c.t("learn.finish" if last else "learn.next"), "learn_next",
                         cls="btn primary", **{"data-teach": "1",
                                               "aria-describedby": TEXT_ID})])]
    return nodes


def _scores(c: AppState, lesson: Lesson) -> list[Node]:
    game = c.learning.game
    assert game is not None
    try:
        scores = game.scores()
    except Exception:  # noqa: BLE001 - a rule set may not score every position
        return []
    heading = "learn.scores" if game.is_over else "app.scores"
    return [el("section", "scored", {"class": "teach-scored"}, [
        el("h3", "sh", {}, text=c.t(heading)),
        el("ul", "scores", {"class": "teach-scores"}, [
            el("li", f"s{seat}", {}, text=c.t("learn.score_line",
                                              player=_seat(c, lesson, seat), score=score))
            for seat, score in enumerate(scores)])])]


def _breakdown(c: AppState, lesson: Lesson, game: Game) -> list[Node]:
    """A finished lesson's scoring on the end screen's own breakdown (the bars by part and
    the table of figures), above the board; the outro and the way on stand beside it."""
    if not (c.learning.finished() and game.is_over):
        return []
    return [el("section", "end", {"class": "end teach-breakdown"}, [
        el("h2", "h", {}, text=c.t("learn.scores")),
        el("h3", "sub", {"class": "sub"}, text=c.t("app.breakdown")),
        breakdown_chart(c, game, lambda seat: _seat(c, lesson, seat)),
    ])]


def _seat(c: AppState, lesson: Lesson, seat: int) -> str:
    from pygames.core.i18n import seat_name

    name = seat_name(seat, c.lang)
    return name if seat == lesson.seat else c.t("app.bot_name", seat=name)


def _lesson(c: AppState, lesson: Lesson, game: Game) -> Node:
    learning = c.learning
    view = registry.rule_set(lesson.game_id).view
    wanted = None if learning.done is not None or learning.finished() \
        else target(lesson, learning.step, learning.taps)
    board = view.board(game, c.lang)
    nodes = scene.walk(board)
    rules_help.annotate(game, board, nodes)
    on_board = _teach(nodes, wanted)
    attrs: dict[str, Any] = board.setdefault("a", {})
    if not attrs.get("aria-label"):
        attrs["aria-label"] = _title(c, lesson.game_id)
    if attrs.get("role") == "img":
        attrs["role"] = "group"
    panel = _step_panel(c, lesson, wanted)
    if wanted is not None and not on_board:
        panel.append(el("div", "choices", {"class": "choices", "role": "group"},
                        [_target_button(c, lesson, game, wanted)]))
    title = text(c, lesson, lesson.title)
    ending = _breakdown(c, lesson, game)
    return screen("table learn" + (" over" if ending else ""), [
        header(c, title, [button("leave", c.t("learn.leave"), "learn_leave")]),
        el("div", "layout", {"class": "layout"}, [
            el("div", "main", {"class": "main-col"}, [
                *ending,
                el("section", "board", {"class": "board-area teaching",
                                        "aria-label": c.t("app.board")}, [board])]),
            el("section", "decision", {"class": "decision teach-panel",
                                       "aria-label": c.t("app.decision")}, panel),
            el("aside", "side", {"class": "side"},
               [*_source(c, lesson), *([] if learning.finished() else _scores(c, lesson))]),
        ]),
    ])


def learn_button(c: AppState, game_id: str) -> Node:
    """"Learn to play" on a catalogue card and in the setup."""
    return button("learn", c.t("learn.open"), "learn", game_id, cls="btn learn-link",
                  **{"aria-label": c.t("learn.open_of", title=_title(c, game_id))})
