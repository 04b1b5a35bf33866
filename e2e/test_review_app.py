"""The game review in Chromium: a game finished against the easy bot, reviewed from the end
screen; the graph, a point tapped (both choices marked on the board), cancel and resume, and
the review still there after an offline reload (kept in the browser, nothing recomputed)."""

from __future__ import annotations

import json

from test_a11y import axe_violations
from test_app import open_page, play_moves, settle, tap, wait_ready

import pygames
from pygames.core.review import Review
from pygames.core.rng import Rng

GAME = "harvest_valley"
POINTS = ".review-graph [data-action='review_to']"


def _stored_review(page: object) -> tuple[str, str]:
    """The one review kept in localStorage: (key, JSON)."""
    found = page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('pygames.store.review.'))
        .map(k => [k, localStorage.getItem(k)])""")
    assert len(found) == 1, found
    return found[0][0], found[0][1]


def test_review_a_game_against_the_easy_bot(context: object, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # offline later
    tap(page, f'[data-action="pick"][data-value="{GAME}"]')
    tap(page, '[data-action="level"][data-value="1=easy"]')
    page.fill("#seed-input", "23")
    page.locator("#seed-input").dispatch_event("change")
    page.wait_for_function("() => document.querySelector('#seed-input').value !== ''")
    tap(page, '[data-action="start"]')
    settle(page)
    play_moves(page, Rng(5), limit=200)
    settle(page)
    assert page.locator(".screen.over").count() == 1
    game = pygames.load(page.evaluate("location.hash"))
    assert game.is_over

    # Review from the end screen; cancel while it runs, then resume
    page.locator('.end [data-action="review"]').click()
    page.wait_for_selector(POINTS, timeout=30_000)
    page.locator('[data-action="review_cancel"]').click()
    page.wait_for_selector(".review-status[data-state='paused']")
    paused = page.locator(POINTS).count()
    page.wait_for_timeout(600)
    assert page.locator(POINTS).count() == paused  # nothing reviewed while paused
    assert paused > 0
    page.locator('[data-action="review_resume"]').click()
    page.wait_for_selector(".review-status[data-state='done']", timeout=300_000)
    settle(page)
    points = page.locator(POINTS).count()
    assert points > paused
    assert page.locator(".review-graph").count() == 2  # one graph per seat

    # the same review as CPython's, from the same game (seeded by it)
    key, text = _stored_review(page)
    assert text == Review.of(game).run().to_json()

    # tap a point where the bot prefers another choice: both are marked on the board
    mistake = page.locator(", ".join(f".review-graph [data-mark='{mark}']:not(.current)"
                                     for mark in ("inaccuracy", "mistake", "blunder"))).first
    ply = int(mistake.get_attribute("data-value"))
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    mistake.click()
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
    played = page.locator(".board-area .played").first.get_attribute("data-review-move")
    better = page.locator(".board-area .better").first.get_attribute("data-review-move")
    assert played == game.history[ply] and better != played
    entry = next(e for e in json.loads(text)["e"] if e[0] == ply)
    assert better == entry[2]
    assert page.locator(".review-detail .review-mark").inner_text()
    found = axe_violations(page)
    assert found == [], [v["targets"] for v in found]
    page.screenshot(path="e2e/artifacts/review-harvest_valley-1024x768.png", full_page=True)

    # next mistake moves on; back to the game
    page.locator('[data-action="review_next"]').click()
    page.locator('[data-action="review_close"]').click()
    page.wait_for_selector(".review", state="detached")

    # reload offline: the review is still there, shown without computing
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    page.locator('.end [data-action="review"]').click()
    page.wait_for_selector(".review-status[data-state='done']")
    assert page.locator(POINTS).count() == points
    assert page.evaluate("document.documentElement.dataset.busy") != "bot"
    assert _stored_review(page) == (key, text)
    context.set_offline(False)


def test_a_finished_games_review_is_shown_whole(context: object, site: str) -> None:
    """Every part of the review is on the allow-list (its summary's headings once were not:
    the page left them out and showed the "could not be shown safely" banner): once each
    seat's summary is drawn, nothing was refused and the banner stays hidden."""
    game = pygames.new_game(GAME, players=2, seed=4)
    chooser = Rng(8)
    while not game.is_over:
        game.play(chooser.choice(game.legal_moves()))
    page = open_page(context, site + "?bot_delay=0#"
                     + game.to_url_fragment({"seats": ["human", "easy"]}))
    assert page.locator(".screen.over").count() == 1
    page.locator('.end [data-action="review"]').click()
    page.wait_for_function("""() => [...document.querySelectorAll('.review-seat')]
        .filter((seat) => seat.querySelector('.review-counts')).length === 2""", timeout=60_000)
    page.locator('[data-action="review_cancel"]').click()
    page.wait_for_selector(".review-status[data-state='paused']")
    settle(page)
    assert page.evaluate("window.pygames.refused") == []
    boot = page.locator("#boot")
    assert boot.get_attribute("data-stage") != "refused" and not boot.is_visible()
    headings = page.locator(".review-seat").filter(has=page.locator(".review-counts"))
    for index in range(2):  # each seat: its name, and the heading over its costliest choices
        seat = headings.nth(index)
        assert seat.get_by_text("Costliest decisions", exact=True).count() == 1
