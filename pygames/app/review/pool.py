"""The review workers' side of the app: the job the page's pool is given and the results it
sends back (web/bridge/review-pool.js, web/review-worker.js).

Where the page says at start-up that it can run review workers (``review_workers`` in
``init``), a review runs there instead of on this worker's ticks: the response's ``review``
key hands the pool the game's address and the decisions left, the pool reviews them
(:mod:`.decider`) and sends what it has in ``review`` events, which this module merges into
the review in order (:meth:`pygames.core.review.Review.merge`), so the graph grows as it did
step by step. This worker stays free for the table meanwhile. The workers start when a game
ends (``{"warm": true, "game"}``), so that their runtime is up and the game loaded by the
time Review is tapped; they review nothing before it is. Should the pool fail (no
worker could start, a result that does not read), the review goes on here on ticks from
where the merged results stand.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

from pygames.core import bounded_json
from pygames.core.review import Entry

from ..bridge.response import Response
from .session import ReviewSession, store_key

if TYPE_CHECKING:
    from ..state import AppState

#: The longest row a worker may send for one decision.
MAX_ROW = 1000


def start(c: AppState, session: ReviewSession, out: Response) -> None:
    """Run ``session`` on the page's workers where it has them: the job (the decisions not
    yet reviewed) goes in the response."""
    session.pooled = c.review_workers > 0 and c.table is not None
    if not session.pooled or c.table is None:
        return
    review = session.review
    plies = [p for p in range(review.ply, len(review.moves)) if p not in review.found]
    out.review = {"key": session.key, "game": c.table.game.to_url_fragment(), "plies": plies}


def warm(c: AppState, out: Response) -> None:
    """A game over at the table, not yet reviewed: the page starts its review workers (their
    runtime) now, unless a job or an order to stop is in the response already."""
    table = c.table
    if (out.review is not None or c.review_workers <= 0 or table is None or c.screen != "table"
            or not table.game.is_over or not table.game.history):
        return
    session = c.review
    if session is not None and session.matches(table.game):
        if session.review.done:
            return
    elif store_key(table.game) in c.store:
        return  # reviewed before (its stored review is shown, or resumed on ticks)
    out.review = {"warm": True, "game": table.game.to_url_fragment()}


def stop(session: ReviewSession, out: Response) -> None:
    """The pool stops handing out this review's decisions (the review pauses or goes)."""
    if session.pooled and session.running:
        out.review = {"key": session.key, "game": "", "plies": []}


def results(session: ReviewSession, event: dict[str, Any]) -> int | None:
    """Merge the decisions of a ``review`` event into ``session`` (a paused one keeps them
    for when it resumes): how many plies the review moved on by, or None when the pool
    failed or sent something unreadable (the review then goes on on ticks)."""
    if event.get("failed"):
        return None
    review = session.review
    found: dict[int, Entry | None] = {}
    try:
        for ply_text, text in (event.get("results") or {}).items():
            ply = int(ply_text) if ply_text.isascii() and ply_text.isdigit() else -1
            entry = None if text == "" else review.entry_of(bounded_json.loads(text, MAX_ROW))
            if not 0 <= ply < len(review.moves) or (entry is not None and entry.ply != ply):
                raise ValueError("a result of another decision")
            found[ply] = entry
    except ValueError:
        return None
    before = review.ply
    review.merge(found, take=session.running)
    return review.ply - before


def fall_back(c: AppState, session: ReviewSession | None) -> None:
    """No more pool in this page: the review (if any) steps on ticks from where it stands."""
    c.review_workers = 0
    if session is not None:
        session.pooled = False


def workers(value: object) -> int:
    """The ``review_workers`` of ``init`` as a count (0 where absent)."""
    count = 0
    with contextlib.suppress(TypeError, ValueError, OverflowError):
        count = max(0, int(value))  # type: ignore[call-overload]
    return count
