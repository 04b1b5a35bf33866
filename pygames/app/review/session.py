"""The game review in the app: the review of the table's game, how far it has got, whether it
runs, and where it is kept in the browser.

The review itself is :class:`pygames.core.review.Review`. Where the page runs review workers
(:mod:`.pool`), they review the decisions and this worker merges their results as they come
(``pooled``); otherwise, or once they fail, the app reviews one decision per ``tick`` (like a
bot move), so the table answers between two decisions. Its result is kept in
the browser store (the controller's ``store`` response key) under the hash of the game's
address, never in the address, so reopening the game shows it without computing it again.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from pygames.core.game import Game
from pygames.core.scene import Node

if TYPE_CHECKING:
    from pygames.core.review import Review

#: The browser-store key prefix of stored reviews (the bridge adds its own prefix).
STORE_PREFIX = "review."
#: Milliseconds between two review steps: enough for the page to paint and take a tap.
TICK_MS = 15
#: The review is written to the store every this many decisions while it runs (a reload
#: resumes from there), and when it stops or ends.
SAVE_EVERY = 10


def store_key(game: Game) -> str:
    """The key of a game's review: the hash of its address (moves, seed, options; seats do
    not change the review)."""
    digest = hashlib.sha256(game.to_url_fragment().encode()).hexdigest()
    return STORE_PREFIX + digest[:24]


@dataclass
class ReviewSession:
    """The review of the table's game: ``running`` while it steps on ticks, ``open`` while
    its panel is shown (over the replay)."""

    key: str
    review: Review
    running: bool = False
    open: bool = True
    #: Reviewed by the page's review workers (:mod:`.pool`), not on ticks.
    pooled: bool = False
    #: Sentences of the summary already worded: (language, ply) -> text (a cache of the
    #: drawing, not part of the state: a session equals another whatever it holds).
    words: dict[tuple[str, int], str] = field(default_factory=dict, compare=False)
    unsaved: int = 0
    #: The side column's part of the panel, drawn with it from the live table (the drawing's,
    #: not part of the state).
    aside: list[Node] = field(default_factory=list, compare=False)

    def matches(self, game: Game) -> bool:
        """Whether this is the review of ``game`` as it stands (same game, same moves)."""
        start = self.review.start
        return (game.game_id == start.game_id and game.seed == start.seed
                and game.players == start.players and game.history == self.review.moves)
