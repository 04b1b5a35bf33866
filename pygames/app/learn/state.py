"""What a lesson or exercise holds while it is played, and the first-time tip on the table.

The app keeps only (lesson id, step) in the browser store to resume a lesson: the position is
rebuilt from the script (:func:`pygames.core.lessons.position_at`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pygames.core.game import Game
from pygames.core.lessons import Lesson

#: Browser-store keys (bridge storage, per device): a lesson's next step, the decision kinds
#: whose tip was shown, and whether tips are off.
PROGRESS = "learn."
TIPS_SEEN = "tips.seen"
TIPS_OFF = "tips.off"


@dataclass
class Learning:
    """A lesson being played (or the list of a game's lessons), and the table's tip."""

    #: The rule set whose lessons are listed (the learn screen without a lesson).
    game_id: str | None = None
    lesson: Lesson | None = None
    game: Game | None = None
    #: The position at the start of the step (the "what happened" numbers compare with it).
    before: Game | None = None
    step: int = 0
    taps: int = 0
    #: After the step's last tap: its numbers and the scripted replies in words.
    done: dict[str, Any] | None = None
    replies: list[str] = field(default_factory=list)
    #: The last step's "what happened", kept on the end screen beside the scoring.
    recap: str | None = None
    #: A wrong tap's reason (the rules' "why not", or that another move is for later).
    wrong: str | None = None
    #: The screen to return to on Leave.
    back: str = "catalogue"

    def finished(self) -> bool:
        return self.lesson is not None and self.step >= len(self.lesson.steps)


@dataclass
class Tips:
    """First-time tips on this device: the kinds of decision explained already and whether
    tips are off (read from the browser store at start-up, written back to it), and the tip
    of the table's position."""

    #: Whether the page brought its browser store (``init``): tips are shown only where the
    #: kinds seen can be remembered, else every load would repeat them.
    ready: bool = False
    seen: set[str] = field(default_factory=set)
    off: bool = False
    #: The tip shown: (decision kind, ply it came up at), and whether "show me" is on.
    tip: tuple[str, int] | None = None
    showing: bool = False
