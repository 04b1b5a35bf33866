"""Lessons and first-time tips in Chromium, tapping only what the app marks.

Every lesson of every rule set and mode is played to its end at 1024×768 and 390×844, in
English and in Japanese, tapping nothing but the part marked ``data-teach``: each target is
checked to be on screen, not covered, at least 32 px (tablet) or 24 px (phone) across, and to
carry the step's text as its accessible description. One lesson per rule set is
photographed at both sizes in both languages (e2e/artifacts/learn-<game>-<lang>-<size>.png,
then after two taps and at the end with its score breakdown). A wrong tap is answered on the
page with the rules' reason or the nudge, and plays nothing. The tips: shown once per kind of
decision on a device (a reload does not show it again), and not at all once turned off.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import ARTIFACTS
from test_app import open_page, settle

from pygames.app.learn import play as learning
from pygames.app.learn.texts import LEARN_TEXTS
from pygames.app.rules import reference as rules_help
from pygames.core import registry
from pygames.core.lessons import Lesson, position_at, say
from pygames.core.lessons import play as play_lesson

LESSONS: list[Lesson] = [lesson for game_id in registry.ids()
                         for lesson in learning.lessons_of(game_id)]
SIZES = {"tablet": (1024, 768, 32), "phone": (390, 844, 24)}
#: The most taps a lesson may take (a loop that never ends fails instead).
MAX_TAPS = 200


def click(page: object, selector: str) -> None:
    """Tap ``selector`` and wait for the answer drawn (and any scripted bot moves)."""
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    page.locator(selector).first.click()
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
    settle(page)


def _check_target(page: object, least: int, where: str) -> None:
    """The one [data-teach] part: described by the step's text, big enough, on screen and
    not covered by anything else."""
    target = page.locator("[data-teach]")
    assert target.count() == 1, f"{where}: {target.count()} targets"
    page.evaluate("""() => document.querySelector('[data-teach]')
        .scrollIntoView({block: 'center', inline: 'center'})""")  # as a person scrolls to it
    page.wait_for_timeout(50)
    found = page.evaluate("""least => {
        const t = document.querySelector('[data-teach]');
        const r = t.getBoundingClientRect();
        const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
        const hit = document.elementFromPoint(cx, cy);
        const desc = document.getElementById(t.getAttribute('aria-describedby'));
        return {w: r.width, h: r.height, on: r.left >= -1 && r.top >= -1
                && r.right <= innerWidth + 1 && r.bottom <= innerHeight + 1,
                free: !!hit && (hit === t || t.contains(hit) || hit.contains(t)
                                || !!hit.closest('[data-teach]')),
                text: desc ? desc.textContent : '', y: [r.top, r.bottom, scrollY],
                hit: hit ? hit.outerHTML.slice(0, 60) : null,
                scrolled: [...document.querySelectorAll('*')].filter(e => e.scrollTop > 0)
                    .map(e => e.tagName + '.' + e.className + ':' + e.scrollTop + '/' + e.clientHeight)};
    }""", least)
    assert min(found["w"], found["h"]) >= least, f"{where}: target {found['w']}×{found['h']}"
    if not (found["on"] and found["free"]):
        page.screenshot(path=str(ARTIFACTS / "learn-failed.png"))
    assert found["on"] and found["free"], f"{where}: target off screen or covered {found}"
    assert found["text"].strip(), f"{where}: the target has no description"


def _play(page: object, lesson: Lesson, least: int, shots: Path | None) -> None:
    click(page, f'[data-action="learn"][data-value="{lesson.game_id}"]')
    click(page, f'[data-action="lesson"][data-value="{lesson.id}"]')
    for taps in range(MAX_TAPS):
        where = f"{lesson.id} tap {taps + 1}"
        _check_target(page, least, where)
        if page.locator('[data-teach][data-action="learn_real"]').count():
            break
        if shots is not None and taps in (0, 2):
            suffix = "" if taps == 0 else f"-{taps}"
            page.screenshot(path=str(shots.with_name(f"{shots.name}{suffix}.png")))
        click(page, "[data-teach]")
    else:
        pytest.fail(f"{lesson.id}: no end after {MAX_TAPS} taps")
    _check_the_end(page, lesson)
    if shots is not None:  # from the top: the bar stuck to the bottom stands at its place
        page.evaluate("() => scrollTo(0, 0)")
        page.screenshot(path=str(shots.with_name(f"{shots.name}-end.png")), full_page=True)
    click(page, '[data-action="learn_leave"]')  # more lessons
    click(page, '[data-action="learn_leave"]')  # back to the catalogue


def _check_the_end(page: object, lesson: Lesson) -> None:
    """The end scores the game on the end screen's own breakdown: each seat's total as the
    game counts it (the lesson played in CPython), the chart shown, the outro beside it."""
    totals = page.locator(".teach-breakdown .breakdown [data-total]").evaluate_all(
        "found => found.map(e => Number(e.dataset.total))")
    assert totals == play_lesson(lesson).game.scores(), f"{lesson.id}: the breakdown's totals"
    assert page.locator(".teach-breakdown .chart").is_visible()
    outro = page.evaluate("() => document.getElementById('teach-text').textContent")
    assert outro.strip(), f"{lesson.id}: no outro beside the breakdown"


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("size", list(SIZES))
def test_every_lesson_plays_to_its_end_by_its_marked_parts(
        new_context: object, site: str, artifacts: Path, size: str, lang: str) -> None:
    width, height, least = SIZES[size]
    # (reduced motion: the page's own scrolling to the decision does not glide while measured)
    page = open_page(new_context(width, height, reduced_motion="reduce"), site + "?bot_delay=0")
    if lang == "ja":
        click(page, '[data-action="lang"][data-value="ja"]')
    shot_games: set[str] = set()
    for lesson in LESSONS:
        shots = None
        if lesson.game_id not in shot_games:
            shot_games.add(lesson.game_id)
            shots = artifacts / f"learn-{lesson.game_id}-{lang}-{size}"
        _play(page, lesson, least, shots)
    assert page.locator(".screen.catalogue").count() == 1


def _shown(page: object) -> dict[str, object]:
    """The step's words, the wrong tap's answer, the live region, the target and what the
    bridge left out of the scene."""
    return page.evaluate("""() => ({
        step: document.querySelector('.teach-step').textContent,
        wrong: (document.querySelector('.teach-wrong') || {}).textContent || null,
        live: document.getElementById('announce').textContent,
        target: document.querySelector('[data-teach]').getAttribute('data-move'),
        refused: window.pygames.refused.length})""")


def test_a_wrong_tap_is_answered_with_why_not_and_the_nudge_and_plays_nothing(
        new_context: object, site: str) -> None:
    """Another choice the rules allow: "this step is about something else" and the nudge; a
    part the rules forbid: their reason and the nudge. Neither plays; the target still does."""
    lesson = learning.find("tropicalia.basic")
    assert lesson is not None
    page = open_page(new_context(1024, 768, reduced_motion="reduce"), site + "?bot_delay=0")
    click(page, '[data-action="learn"][data-value="tropicalia"]')
    click(page, f'[data-action="lesson"][data-value="{lesson.id}"]')
    first = _shown(page)
    assert first["wrong"] is None and first["target"] == lesson.steps[0].moves[0]
    nudge = say(lesson, lesson.steps[0].nudge, "en")
    other = page.locator("[data-move]:not([data-teach])").first.get_attribute("data-move")
    click(page, f'[data-move="{other}"]:not([data-teach])')
    shown = _shown(page)
    assert shown["wrong"] == f"{LEARN_TEXTS['en']['learn.wrong_legal']} {nudge}"
    assert shown["live"] == shown["wrong"] and shown["refused"] == 0
    assert (shown["step"], shown["target"]) == (first["step"], first["target"])  # nothing played
    forbidden = page.locator("[data-try]").first.get_attribute("data-try")
    why = rules_help.reason(position_at(lesson, 0), forbidden, "en")
    assert why
    click(page, f'[data-try="{forbidden}"]')
    shown = _shown(page)
    said = LEARN_TEXTS["en"]["learn.wrong"].format(reason=why)
    assert shown["wrong"] == f"{said} {nudge}" and shown["live"] == shown["wrong"]
    assert (shown["step"], shown["target"], shown["refused"]) == (first["step"], first["target"], 0)
    click(page, "[data-teach]")  # the target still plays: what happened, then the next step
    assert page.locator(".teach-wrong").count() == 0
    click(page, "[data-teach]")
    assert _shown(page)["step"] == f"Step 2 of {len(lesson.steps)}"


def _tip(page: object) -> str | None:
    found = page.locator("[data-tip]")
    return found.first.get_attribute("data-tip") if found.count() else None


def _new_game(page: object, game_id: str = "harvest_valley") -> None:
    if page.locator('[data-action="home"]').count():
        click(page, '[data-action="home"]')
    click(page, f'[data-action="pick"][data-value="{game_id}"]')
    click(page, '[data-action="start"]')


def test_tips_come_once_per_kind_and_never_once_turned_off(
        new_context: object, site: str) -> None:
    context = new_context()
    page = open_page(context, site + "?bot_delay=0")
    _new_game(page)
    assert _tip(page) == "river"
    click(page, '[data-action="tip_show"]')
    assert page.locator(".tip-show[data-move]").count() >= 1
    click(page, '[data-move^="R"]')
    assert _tip(page) == "cell"
    # the same device after a reload: neither kind is explained again
    page.close()
    page = open_page(context, site + "?bot_delay=0")
    _new_game(page)
    assert _tip(page) not in ("river", "cell")
    click(page, '[data-move^="R"]')
    assert _tip(page) != "cell"
    # turned off in the catalogue's setting: a game with kinds never seen shows none
    click(page, '[data-action="home"]')
    click(page, '[data-action="tip_off"]')
    page.close()
    page = open_page(context, site + "?bot_delay=0")
    if page.locator('[data-action="home"]').count():
        click(page, '[data-action="home"]')
    assert page.locator('[data-action="tips_on"]').count() == 1
    _new_game(page, "tropicalia")
    assert page.locator("[data-move]").count() and _tip(page) is None
