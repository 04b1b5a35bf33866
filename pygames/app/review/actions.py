"""The game review's events: open it, step it on ticks, cancel and resume it, jump to a
decision or to the previous / next mistake, close it; merge what the page's review workers
send (:mod:`.pool`).

The review opens over the replay (:mod:`.replay`): the board shows the position before the
decision looked at, with the played choice and the bot's choice marked
(:mod:`.review_screen`). Bots wait meanwhile, as in any replay. The review goes on one
decision per ``tick`` while it runs; leaving the replay pauses it, and the next Review
resumes it. Its state goes to the browser store as it progresses (:mod:`.review_session`).
"""

from __future__ import annotations

import contextlib

from pygames.core.i18n import translate

from ..bridge.response import Response
from ..replay import stepping as replay
from ..state import AppState
from . import pool
from .session import SAVE_EVERY, TICK_MS, ReviewSession, store_key
from .texts import TEXTS

#: The ``data-action`` values of the review's controls.
ACTIONS = ("review", "review_cancel", "review_resume", "review_to", "review_prev",
           "review_next", "review_close")


def rt(c: AppState, key: str, **params: object) -> str:
    """A text of the review's catalogue in the app's language."""
    return translate(TEXTS, key, c.lang, **params)


def current(c: AppState) -> ReviewSession | None:
    """The review of the table's game as it stands, if one is open or under way."""
    session = c.review
    if session is None or c.table is None or not session.matches(c.table.game):
        return None
    return session


def action(c: AppState, name: str, value: object, out: Response) -> None:
    if name == "review":
        open_review(c, out)
        return
    session = current(c)
    if session is None or not session.open:
        return
    if name == "review_cancel":
        pool.stop(session, out)
        session.running = False
        save(c, session, out)
        out.announce = rt(c, "review.paused", n=session.review.ply,
                             total=len(session.review.moves))
    elif name == "review_resume" and not session.review.done:
        out.announce = rt(c, "review.resumed")
        run(c, session, out)
    elif name == "review_to":
        go(c, session, value, out)
    elif name in ("review_prev", "review_next"):
        jump(c, session, -1 if name == "review_prev" else 1, out)
    elif name == "review_close":
        close(c, out)


def open_review(c: AppState, out: Response) -> None:
    """Open the review of the table's game over the replay (where the replay stands, else at
    the set-up): the stored one where this game has one (finished or not), else a new one;
    it runs until every decision is reviewed."""
    from pygames.core.review import Review

    table = c.table
    if table is None or c.screen != "table" or not table.game.history:
        return
    game = table.game
    session = current(c)
    if session is None:
        key = store_key(game)
        review = Review.of(game)
        stored = c.store.get(key)
        if stored:
            with contextlib.suppress(ValueError):  # a damaged review is computed again
                review = Review.from_json(stored, review.start, review.moves)
        session = c.review = ReviewSession(key, review)
    session.open = True
    out.announce = rt(c, "review.ready" if session.review.done else "review.running")
    if not session.review.done:
        run(c, session, out)
    if c.replay is None:
        c.replay = 0  # from the set-up, so "next mistake" walks the whole game


def run(c: AppState, session: ReviewSession, out: Response) -> None:
    """The review runs again: what the workers sent while it was paused is taken first, the
    rest goes to them (or to ticks)."""
    session.running = True
    before = session.review.ply
    session.review.merge({})
    if session.review.ply > before:
        progressed(c, session, session.review.ply - before, out)
    if session.running:
        pool.start(c, session, out)


def tick(c: AppState, out: Response) -> None:
    """Review the next decision of a running review."""
    session = current(c)
    if session is None or not session.running or session.pooled:
        return
    session.review.step()
    progressed(c, session, 1, out)


def receive(c: AppState, event: dict[str, object], out: Response) -> None:
    """Decisions the page's review workers reviewed (or their failure: the review goes on
    here on ticks)."""
    session = current(c)
    if event.get("failed"):
        pool.fall_back(c, session)
        return
    if session is None or event.get("key") != session.key:
        return
    moved = pool.results(session, event)
    if moved is None:
        pool.fall_back(c, session)
    elif moved:
        progressed(c, session, moved, out)


def progressed(c: AppState, session: ReviewSession, plies: int, out: Response) -> None:
    """The review moved on by ``plies``: kept every SAVE_EVERY decisions, and when done."""
    session.unsaved += plies
    if session.review.done:
        session.running = False
        save(c, session, out)
        out.announce = rt(c, "review.finished")
    elif session.unsaved >= SAVE_EVERY:
        save(c, session, out)


def tick_ms(c: AppState) -> int | None:
    """When the bridge should send the next tick for the review (None: no review runs)."""
    session = current(c)
    return TICK_MS if session is not None and session.running and not session.pooled else None


def save(c: AppState, session: ReviewSession, out: Response) -> None:
    """Keep the review so far in the browser (and in the state's copy of the store)."""
    text = session.review.to_json()
    c.store[session.key] = text
    out.store[session.key] = text
    session.unsaved = 0


def go(c: AppState, session: ReviewSession, value: object, out: Response) -> None:
    """Show the decision played after ``value`` moves (a point of the graph)."""
    if not isinstance(value, str | int | float):
        return
    try:
        ply = int(value)
    except ValueError:
        return
    if 0 <= ply <= len(session.review.moves):
        c.replay = ply
        out.announce = replay.announcement(c)


def jump(c: AppState, session: ReviewSession, direction: int, out: Response) -> None:
    """To the previous or next decision marked inaccuracy, mistake or blunder."""
    from pygames.core.review import MISTAKES

    here = c.replay if c.replay is not None else 0
    plies = [e.ply for e in session.review.entries if e.mark in MISTAKES]
    found = ([p for p in plies if p > here][:1] if direction > 0
             else [p for p in plies if p < here][-1:])
    if found:
        go(c, session, found[0], out)
    else:
        out.announce = rt(c, "review.no_more")


def close(c: AppState, out: Response) -> None:
    """Back to the game: the review pauses (the next Review resumes it)."""
    session = current(c)
    if session is not None:
        if session.unsaved:
            save(c, session, out)
        pool.stop(session, out)
        session.open = session.running = False
    c.replay = None
    out.announce = c.t("app.replay_left")


def settle(c: AppState, out: Response) -> None:
    """After any event: a review of another game (or of fewer moves) is dropped, and one
    whose replay was left pauses; at a game's end the page's review workers start."""
    session = c.review
    if session is None:
        pool.warm(c, out)
        return
    mine = current(c) is not None
    if session.unsaved and (not mine or c.replay is None):
        save(c, session, out)
    if not mine or c.replay is None:
        pool.stop(session, out)
    if not mine:
        c.review = None
    elif c.replay is None:
        session.open = session.running = False
    pool.warm(c, out)
