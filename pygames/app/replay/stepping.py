"""Replay: step through any game move by move, and branch a new game from any point.

The controller keeps the live table untouched; replay only chooses which position is drawn
(``AppState.replay`` is the number of moves shown, 0 = the set-up), rebuilt from the log by
:class:`~.positions.Positions`. "Play from here" (the controller's ``branch``) replaces the
game with its first ``ply`` moves (seats kept) and the address follows, so the branch can be
shared like any game; it is a new browser history entry, so Back returns to the old line.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from pygames.core.numbers import number
from pygames.core.scene import Node, el

from ..bridge.response import Response
from ..review.entry import review_button
from ..state import Action, AppState, Table
from ..widgets import button
from .positions import Positions


def positions(c: AppState) -> Positions:
    assert c.table is not None
    cached = c.replaying.positions
    if cached is None or not cached.matches(c.table.game):
        cached = c.replaying.positions = Positions(c.table.game)
    return cached


def last_ply(c: AppState) -> int:
    return 0 if c.table is None else len(c.table.game.history)


# ---------------------------------------------------------------------- events
def enter(c: AppState, out: Response) -> None:
    """Open replay at the live position (stepping back shows the moves before it)."""
    if c.table is None or c.screen != "table" or not c.table.game.history:
        return
    c.replay = last_ply(c)
    out.announce = announcement(c)


def go(c: AppState, ply: object, out: Response) -> None:
    if c.replay is None or c.table is None:
        return
    if isinstance(ply, bool) or not isinstance(ply, int | str):
        return  # (a slider or button sends its value as text, a key as a whole number)
    target = ply if isinstance(ply, int) else number(ply.strip(), limit=10**9)
    if target is None:
        return
    target = max(0, min(target, last_ply(c)))
    if target != c.replay:
        c.replay = target
        out.announce = announcement(c)


def step(c: AppState, delta: int, out: Response) -> None:
    if c.replay is not None:
        go(c, c.replay + delta, out)


def play_from(c: AppState, ply: int, out: Response) -> None:
    """Replay the moves from ``ply`` on by themselves, one a tick, then the live table."""
    enter(c, out)
    if c.replay is not None:
        go(c, ply, out)
        c.replaying.auto = True


def auto_step(c: AppState, out: Response) -> None:
    """One tick of a replay that steps on by itself: the next move, or the live table."""
    if c.replay is None or c.replay >= last_ply(c):
        c.replaying.auto = False
        leave(c, out)
    else:
        step(c, 1, out)


def leave(c: AppState, out: Response) -> None:
    if c.replay is not None:
        c.replay = None
        out.announce = c.t("app.replay_left")


def key(c: AppState, name: str, out: Response) -> bool:
    """Arrow keys, Home and End step through the replay; Escape leaves it."""
    moves = {"ArrowLeft": -1, "ArrowUp": -1, "ArrowRight": 1, "ArrowDown": 1}
    if c.replay is None:
        return False
    if name in moves:
        step(c, moves[name], out)
    elif name == "Home":
        go(c, 0, out)
    elif name == "End":
        go(c, last_ply(c), out)
    elif name == "Escape":
        leave(c, out)
    else:
        return False
    return True


# ---------------------------------------------------------------------- texts and scene
def move_line(c: AppState, ply: int, total: int) -> str:
    """Where the replay stands, in words (``total``: moves in the whole game)."""
    assert c.table is not None
    if ply == 0:
        return c.t("app.replay_start")
    mover = c.table.movers[ply - 1]
    words = c.moved_text(max(mover, 0), c.table.log[ply - 1])
    return c.t("app.replay_move", n=ply, total=total, move=words)


def announcement(c: AppState) -> str:
    return move_line(c, c.replay or 0, last_ply(c))


@contextmanager
def shown(c: AppState) -> Iterator[Table]:
    """The table as it was after ``c.replay`` moves, put in place while the scene is drawn."""
    live = c.table
    assert live is not None and c.replay is not None
    ply = c.replay
    past = Table(game=positions(c).at(ply), seats=live.seats, movers=live.movers[:ply],
                 log=live.log[:ply])
    c.table = past
    try:
        yield past
    finally:
        c.table = live


def bar(c: AppState, ply: int, total: int) -> Node:
    """Slider, previous / next and the two ways out, above the board."""
    at_start, at_end = ply <= 0, ply >= total
    off = {True: "disabled", False: None}
    return el("section", "replay", {"class": "replay", "aria-label": c.t("app.replay")}, [
        el("p", "where", {"class": "replay-where"}, text=move_line(c, ply, total)),
        el("div", "controls", {"class": "replay-controls"}, [
            button("first", "«", "replay_to", 0, cls="btn icon", disabled=off[at_start],
                   title=c.t("app.replay_first"), **{"aria-label": c.t("app.replay_first")}),
            button("prev", "◀", "replay_step", -1, cls="btn icon", disabled=off[at_start],
                   title=c.t("app.replay_prev"), **{"aria-label": c.t("app.replay_prev")}),
            el("input", "slider", {"type": "range", "name": "replay", "class": "replay-slider",
                                   "min": "0", "max": str(total), "step": "1", "value": str(ply),
                                   "aria-label": c.t("app.replay_slider"),
                                   "aria-valuetext": c.t("app.replay_of", n=ply, total=total)}),
            button("next", "▶", "replay_step", 1, cls="btn icon", disabled=off[at_end],
                   title=c.t("app.replay_next"), **{"aria-label": c.t("app.replay_next")}),
            button("last", "»", "replay_to", total, cls="btn icon", disabled=off[at_end],
                   title=c.t("app.replay_last"), **{"aria-label": c.t("app.replay_last")}),
        ]),
        el("div", "exits", {"class": "replay-exits"}, [
            button("branch", c.t("app.play_from_here"), "branch", cls="btn primary",
                   disabled=off[at_end]),
            button("leave", c.t("app.replay_back"), "replay_exit"),
            *([] if c.review is not None and c.review.open else [review_button(c)]),
        ]),
    ])


def _enter(c: AppState, value: object, out: Response) -> None:
    enter(c, out)


def _step(c: AppState, value: object, out: Response) -> None:
    if value in ("-1", "1", -1, 1):
        step(c, int(str(value)), out)


def _go(c: AppState, value: object, out: Response) -> None:
    go(c, value, out)


def _leave(c: AppState, value: object, out: Response) -> None:
    leave(c, out)


#: The replay's actions: open it, a step back or on, a move chosen on the slider, back to
#: the live table.
ACTIONS = {
    "replay": Action(_enter),
    "replay_step": Action(_step),
    "replay_to": Action(_go),
    "replay_exit": Action(_leave),
}
