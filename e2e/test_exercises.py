"""The rulebooks' worked examples in Chromium: every exercise of every rule set tapped through.

One page per rule set at 1024×768 in English: from the game's list of lessons and exercises,
each exercise is opened, tapped through by nothing but the part marked ``data-teach``, and
left for the next one by the app's own "More lessons" (no page load between exercises).
Each shows its rulebook passage beside the board (not over it); each step's "what happened"
gives the numbers the exercise expects (the rulebook's); no console error (the context's
watch). The exercises come from the rule sets' own hook, so a new one is played here too.
"""

from __future__ import annotations

import pytest
from test_app import open_page
from test_learn import MAX_TAPS, click

from pygames.app.learn import play as learning
from pygames.core import registry
from pygames.core.lessons import Lesson, say

GAMES = [game_id for game_id in registry.ids() if learning.exercises_of(game_id)]


def _quote_beside_the_board(page: object, lesson: Lesson) -> None:
    """The passage is on screen, word for word, and does not cover the board."""
    assert lesson.source is not None
    found = page.evaluate("""() => {
        const q = document.querySelector('.rulebook-quote');
        const b = document.querySelector('.board-area');
        if (!q || !b) return null;
        const r = q.getBoundingClientRect(), s = b.getBoundingClientRect();
        const apart = r.left >= s.right - 1 || r.right <= s.left + 1
                      || r.top >= s.bottom - 1 || r.bottom <= s.top + 1;
        return {quote: q.querySelector('.quote').textContent, apart,
                shown: r.width > 0 && r.height > 0 && r.left >= 0 && r.right <= innerWidth};
    }""")
    assert found is not None, f"{lesson.id}: no rulebook passage beside the board"
    assert found["quote"] == lesson.source.quote, f"{lesson.id}: another passage"
    assert found["shown"] and found["apart"], f"{lesson.id}: the passage is hidden or covers {found}"


def _happened(page: object) -> str:
    return page.evaluate("() => document.getElementById('teach-text').textContent")


def _play(page: object, lesson: Lesson) -> None:
    """Open the exercise from the list, tap it through, check each step's numbers, and go
    back to the list."""
    click(page, f'[data-action="lesson"][data-value="{lesson.id}"]')
    _quote_beside_the_board(page, lesson)
    step = 0
    for _ in range(MAX_TAPS):
        teach = page.locator("[data-teach]")
        assert teach.count() == 1, f"{lesson.id}: {teach.count()} targets"
        action = teach.get_attribute("data-action")
        if action == "learn_real":
            break
        if action == "learn_next":  # what happened: the rulebook's numbers
            done = lesson.steps[step]
            assert _happened(page) == say(lesson, done.done, "en", done.expect), \
                f"{lesson.id} step {step + 1}"
            step += 1
        click(page, "[data-teach]")
    else:
        pytest.fail(f"{lesson.id}: no end after {MAX_TAPS} taps")
    assert step == len(lesson.steps), f"{lesson.id}: {step} of {len(lesson.steps)} steps shown"
    last = lesson.steps[-1]
    recap = page.locator(".teach-recap").text_content()
    assert recap == say(lesson, last.done, "en", last.expect), f"{lesson.id}: the end's numbers"
    _quote_beside_the_board(page, lesson)
    click(page, '[data-action="learn_leave"]')  # More lessons: the game's list again


@pytest.mark.parametrize("game_id", GAMES)
def test_every_exercise_reproduces_its_rulebook_numbers_by_its_marked_parts(
        new_context: object, site: str, game_id: str) -> None:
    page = open_page(new_context(1024, 768, reduced_motion="reduce"), site + "?bot_delay=0")
    click(page, f'[data-action="learn"][data-value="{game_id}"]')
    exercises = learning.exercises_of(game_id)
    for lesson in exercises:
        _play(page, lesson)
    listed = page.locator('[data-action="lesson"]').evaluate_all(
        "found => found.map(e => e.dataset.value)")
    assert {x.id for x in exercises} <= set(listed)
