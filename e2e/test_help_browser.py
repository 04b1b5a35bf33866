"""Rules at hand in Chromium, for every rule set.

From a mid-game address (all seats human): open the rules reference from the table and come
back to the same position; long-press a highlighted choice and read its help; tap a part of
the board that is not a legal choice and read why. Screenshots of the reference in both
languages at 390×844 and 768×1024 go to e2e/artifacts/ (help-<game>-<lang>-<size>.png).
"""

from __future__ import annotations

import pytest

import pygames
from pygames.app.rules import reference as rules_help
from pygames.core.rng import Rng

BOOT_MS = 120_000
CASES = {
    "harvest_valley": (2, {}),
    "terra_vista": (2, {}),
    "tropicalia": (2, {"advanced": True}),
    "twinstar": (2, {"edition": "gems"}),
}
SIZES = ((390, 844), (768, 1024))


def _address(game_id: str) -> tuple[str, list[str]]:
    """A mid-game address whose board offers "why not?" parts, and those candidate moves."""
    players, options = CASES[game_id]
    game = pygames.new_game(game_id, players, seed=7, options=options)
    chooser = Rng(7)
    ref = rules_help.reference(game_id)
    for _ in range(40):
        tries = [m for m in ref.tries(game).values() if not game.is_legal(m)]
        if tries and len(game.history) >= 2:
            break
        game.play(chooser.choice(game.legal_moves()))
    return game.to_url_fragment(extra={"seats": ["human"] * players}), tries


def _scene(page: object) -> str:
    return page.evaluate("JSON.stringify(window.pygames.scene)")


def _tap(page: object, selector: str) -> None:
    before = _scene(page)
    page.locator(selector).first.click()
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)


def _moves(page: object) -> list[str]:
    return page.eval_on_selector_all("#app [data-move]",
                                     "els => els.map(e => e.getAttribute('data-move'))")


@pytest.mark.parametrize("game_id", list(CASES))
def test_rules_help_and_why_not(new_context: object, site: str, artifacts: object,
                                game_id: str) -> None:
    fragment, _ = _address(game_id)
    context = new_context(*SIZES[1])
    page = context.new_page()
    page.goto(f"{site}#{fragment}")
    page.wait_for_selector("html[data-ready]", timeout=BOOT_MS)
    page.wait_for_selector(".screen.table")
    hash_before, moves_before = page.evaluate("location.hash"), _moves(page)
    assert moves_before

    # the reference, from the table, and back to the same position
    _tap(page, '.screen.table [data-action="rules"]')
    page.wait_for_selector(f'[data-rules="{game_id}"] section h2')
    assert page.evaluate("location.hash") == hash_before
    for lang in ("en", "ja"):
        if page.locator(f'[data-action="lang"][data-value="{lang}"][aria-pressed="false"]').count():
            _tap(page, f'[data-action="lang"][data-value="{lang}"]')
        page.wait_for_selector(f'[data-rules="{game_id}"][lang="{lang}"]')
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(path=str(artifacts / f"help-{game_id}-{lang}-{width}x{height}.png"),
                            full_page=True)
        # readable on a phone: nothing wider than the screen
        page.set_viewport_size({"width": 390, "height": 844})
        overflow = page.evaluate("document.documentElement.scrollWidth")
        assert overflow <= 392, f"the reference scrolls sideways ({overflow}px) in {lang}"
    _tap(page, '[data-action="lang"][data-value="en"]')
    page.set_viewport_size({"width": SIZES[1][0], "height": SIZES[1][1]})
    _tap(page, '[data-action="rules_close"]')
    page.wait_for_selector(".screen.table")
    assert page.evaluate("location.hash") == hash_before
    assert _moves(page) == moves_before

    # long press on a highlighted choice: its help, nothing played
    target = page.locator("#app .board-area [data-move]").first
    if not target.count():
        target = page.locator("#app [data-move]").first
    target.scroll_into_view_if_needed()
    box = target.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_selector(".help-panel .help-body", timeout=60_000)
    page.mouse.up()
    body = page.locator(".help-panel .help-body").inner_text()
    assert len(body) > 20
    page.wait_for_timeout(300)
    assert page.evaluate("location.hash") == hash_before, "the long press played a move"

    # a tap on a part that is not a legal choice: one line saying why
    _tap(page, '[data-action="help_close"]')
    tries = page.locator("#app [data-try]:not([data-move])")
    assert tries.count()
    before = _scene(page)
    tries.first.dispatch_event("click")
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
    assert page.locator(".help-panel .help-title").inner_text() == "Not possible now"
    reason = page.locator(".help-panel .help-body").inner_text()
    assert reason and "." in reason
    assert page.evaluate("location.hash") == hash_before
    page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate("document.querySelector('.help-panel').scrollIntoView()")
    page.screenshot(path=str(artifacts / f"help-{game_id}-why-not-390x844.png"))
