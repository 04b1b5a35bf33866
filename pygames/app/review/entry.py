"""The way into the game review: its button on the end screen and in the replay bar."""

from __future__ import annotations

from pygames.core.i18n import translate
from pygames.core.scene import Node

from ..state import AppState
from ..widgets import button
from .texts import TEXTS


def review_button(c: AppState) -> Node:
    """Review: the hard bot's review of the moves so far (see :mod:`.reviewing`)."""
    return button("review", translate(TEXTS, "review.button", c.lang), "review",
                  cls="btn review-btn", title=translate(TEXTS, "review.button_title", c.lang))
