"""What a review worker runs (web/review-worker.js): the review of one decision of a game,
given by its address and ply, as the row the app merges (:mod:`.pool`).

Each decision's search is seeded by the game's seed and its ply and reads nothing of the
others (:func:`pygames.core.review.decision`), so the workers of the page's pool may each
take any decisions and the merged review equals the one the app would step through itself.
A worker is handed increasing plies of one game, so it keeps the position it reached and
plays on from there instead of replaying the game for every decision.
"""

from __future__ import annotations

import json

import pygames
from pygames.core import bounded_json
from pygames.core.game import Game
from pygames.core.review import Review, assess, forced, row


class Decider:
    """The review worker's game: its address, its review, the position reached."""

    def __init__(self) -> None:
        self.address = ""
        self.review: Review | None = None
        self.position: Game | None = None
        self.at = 0

    def _review(self, address: str) -> Review:
        if self.review is None or address != self.address:
            self.review = Review.of(pygames.load(address))
            self.address, self.position = address, None
        return self.review

    def prepare(self, address: str) -> None:
        self._review(address)

    def decide(self, address: str, ply: int) -> str:
        """The decision at ``ply`` of the game at ``address``: its entry's row as JSON
        (:func:`pygames.core.review.row`), "" where it was forced; ValueError for a ply the
        game does not have."""
        review = self._review(address)
        if not 0 <= ply < len(review.moves):
            raise ValueError(f"no decision {ply} in this game")
        if self.position is None or self.at > ply:
            self.position, self.at = review.start.clone(), 0
        while self.at < ply:
            self.position.play(review.moves[self.at])
            self.at += 1
        move = review.moves[ply]
        if forced(self.position, move):
            return ""
        entry = assess(self.position, move, review.iterations, review.quick)
        return json.dumps(row(entry), separators=(",", ":"))


DECIDER = Decider()
#: The most characters of the wheel list the worker is started with (a few dozen names).
MAX_WHEEL_LIST = 1 << 16


def decide(address: str, ply: int) -> str:
    """The worker's entry point (one decider per worker)."""
    return DECIDER.decide(address, ply)


def prepare(address: str) -> None:
    """Before the first decision is asked for: the game loaded (its rule set imported)."""
    DECIDER.prepare(address)


def start(wheels: str) -> None:
    """Set the worker up as the page's worker is (web/worker.py): a rule set's wheel is
    fetched when its package is first imported (a start from the snapshot has them all)."""
    import site
    import sys

    import js as page  # type: ignore[import-not-found]  # Pyodide's module of the worker's globals

    from pygames.app.rule_set_wheels import RuleSetWheels

    def fetch_now(url: str) -> bytes:
        request = page.XMLHttpRequest.new()
        request.open("GET", url, False)
        request.responseType = "arraybuffer"
        request.send()
        if request.status != 200:
            raise OSError(f"HTTP {request.status}")
        return bytes(request.response.to_bytes())

    listed = bounded_json.loads(wheels, MAX_WHEEL_LIST)  # (the build's list, read bounded all the same)
    sys.meta_path.insert(0, RuleSetWheels(listed, fetch_now, site.getsitepackages()[0]))
