"""TwinStar's guided lessons ask for every kind of decision their mode has (issue 46).

The kinds are the rule set's move kinds (``reference.MOVE_KINDS``, what the first-time tips
name), with ``done`` split by what it ends (the lessons' ``decision``). Left out, each for a
stated reason: ``pass`` (only ever the one legal move: no disc can be placed), ``drop`` (the gem
reserve limit: a forced discard, and in the last round a kept gem scores nothing), declining an
optional sale or claim and a second Chief Logistics movement (``done`` elsewhere than in a
Construct). The fruit edition has no crossroad and no reserve limit, its basic and solo modes no
contracts; only it places discs without resolving them (``walk``).
"""

from __future__ import annotations

import pytest

from pygames.core.lessons import Lesson, play, position_at
from pygames.twinstar import lessons, reference

NEVER = {"pass", "drop", "done"}
ALL = (set(reference.MOVE_KINDS) - NEVER) | {"done build"}
MODES = {
    "twinstar.gems": ALL - {"walk"},
    "twinstar.fruits_basic": ALL - {"cross", "claim"},
    "twinstar.fruits_advanced": ALL - {"cross"},
    "twinstar.solo": ALL - {"cross", "claim"},
}


@pytest.mark.parametrize("lesson", lessons.LESSONS, ids=[x.id for x in lessons.LESSONS])
def test_lesson_asks_for_every_decision_of_its_mode(lesson: Lesson) -> None:
    assert lesson.covers == MODES[lesson.id]
    assert MODES[lesson.id] <= play(lesson).kinds


def test_a_construct_stopped_early_is_its_own_kind() -> None:
    """``done`` in a Construct is "done build"; the same word declining a sale is not."""
    gems = lessons.GEMS_LESSON
    decision = gems.decision
    assert decision is not None
    stop = next(i for i, step in enumerate(gems.steps) if step.moves == ("done",))
    sale = next(i for i, step in enumerate(gems.steps) if step.moves[0].startswith("sell"))
    assert decision(position_at(gems, stop), "done") == "done build"
    assert decision(position_at(gems, sale), "done") == "done sell"
