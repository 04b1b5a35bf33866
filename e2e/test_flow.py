"""The app's flow in Chromium: the browser's Back between the app's screens, Share's visible
confirmation, Play again, and a message panel that a played tap closes.

Back is the browser's own (``page.go_back()``); the tests wait for the scene it brings.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_app import open_page, play_moves, settle, tap

import pygames
from pygames.core import registry
from pygames.core.rng import Rng

GAME = "harvest_valley"
SIZES = ((1024, 768), (768, 1024), (390, 844))


def scene(page: object) -> str:
    return page.evaluate("JSON.stringify(window.pygames.scene)")


def screen(page: object) -> str:
    return page.evaluate("document.querySelector('#app > .screen').className")


def back(page: object) -> None:
    """The browser's Back, and the scene of the page it returns to."""
    before = scene(page)
    page.go_back()
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
    settle(page)


def to_setup(page: object, seed: int) -> None:
    tap(page, f'[data-action="pick"][data-value="{GAME}"]')
    page.fill("#seed-input", str(seed))
    page.locator("#seed-input").dispatch_event("change")
    page.wait_for_function("() => document.querySelector('#seed-input').value !== ''")
    settle(page)  # the seed's answer drawn: the next tap's "before" is the setup with it


def test_back_from_rules_and_setup_returns_to_the_previous_screen(context: object,
                                                                  site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    start = page.evaluate("history.length")
    # Rules from the catalogue: "Back" (no game), and the browser's Back to the catalogue
    tap(page, f'[data-action="rules"][data-value="{GAME}"]')
    assert "rules" in screen(page)
    assert page.inner_text('[data-action="rules_close"] >> nth=0') == "Back"
    back(page)
    assert "catalogue" in screen(page) and page.evaluate("location.hash") == ""
    # the setup, its rules, the in-app Back: no entries pile up
    to_setup(page, 5)
    for _ in range(2):
        tap(page, '[data-action="rules"]')
        tap(page, '[data-action="rules_close"] >> nth=0')
        assert "setup" in screen(page)
    page.wait_for_function(f"history.length <= {start + 2}")
    back(page)
    assert "catalogue" in screen(page)
    page.go_forward()
    page.wait_for_selector("#app .screen.setup")
    # the table, Rules over it, Back: the same position
    tap(page, '[data-action="start"]')
    settle(page)
    play_moves(page, Rng(3), limit=3)
    settle(page)
    address, here = page.evaluate("location.hash"), scene(page)
    tap(page, '[data-action="rules"]')
    assert page.inner_text('[data-action="rules_close"] >> nth=0') == "Back to the game"
    back(page)
    assert page.evaluate("location.hash") == address and scene(page) == here
    # Back from the table: the setup it was started from; Back again: the catalogue
    back(page)
    assert "setup" in screen(page) and page.evaluate("location.hash") == ""
    back(page)
    assert "catalogue" in screen(page)
    assert page.url.startswith(site)  # still the site


def test_end_screen_back_play_again_and_review(context: object, site: str,
                                               artifacts: Path) -> None:
    page = open_page(context, site + "?bot_delay=0")
    to_setup(page, 11)
    tap(page, '[data-action="start"]')
    settle(page)
    taps = play_moves(page, Rng(5), limit=600)
    assert page.locator(".screen.over").count() == 1, f"no end screen after {taps} taps"
    page.screenshot(path=str(artifacts / "flow-end-1024x768.png"), full_page=True)
    finished = page.evaluate("location.hash")
    old = pygames.decode_address(finished)
    # Play again: a new game, the same seats and options, another seed
    tap(page, '.end [data-action="again"]')
    settle(page)
    again = pygames.decode_address(page.evaluate("location.hash"))
    assert again.game_id == old.game_id and again.players == old.players
    assert again.extra["seats"] == old.extra["seats"] and again.options == old.options
    assert again.seed != old.seed and page.locator(".screen.over").count() == 0
    # Back: the end screen of the game before
    back(page)
    assert page.evaluate("location.hash") == finished
    assert page.locator(".screen.over .end").count() == 1
    # Review: the replay; Back to the end screen
    tap(page, '.end [data-action="replay"]')
    assert page.locator(".replay").count() == 1
    back(page)
    assert page.locator(".screen.over .end").count() == 1
    # Back from the end screen: the setup the game was started from
    back(page)
    assert "setup" in screen(page) and page.evaluate("location.hash") == ""


def test_share_shows_a_visible_confirmation(new_context: object, site: str) -> None:
    context = new_context(permissions=["clipboard-read", "clipboard-write"])
    page = open_page(context, site + "?bot_delay=0")
    to_setup(page, 61)
    tap(page, '[data-action="start"]')
    settle(page)
    page.evaluate("delete Navigator.prototype.share")  # the clipboard
    page.locator('[data-action="share"]').click()
    toast = page.locator("#toast")
    toast.wait_for(state="visible")
    assert toast.inner_text() == "Address copied to the clipboard"
    box = toast.bounding_box()
    assert box and box["y"] + box["height"] <= 768 and box["width"] > 100
    assert page.evaluate("navigator.clipboard.readText()") == page.url
    toast.wait_for(state="hidden", timeout=10_000)
    # where the browser has a share sheet: it opens with the address, then the confirmation
    tap(page, '[data-action="lang"][data-value="ja"]')
    page.evaluate("""() => { window.sharedWith = null;
        navigator.share = (data) => { window.sharedWith = data; return Promise.resolve(); }; }""")
    page.locator('[data-action="share"]').click()
    toast.wait_for(state="visible")
    assert toast.inner_text() == "ゲームを共有しました"
    assert page.evaluate("window.sharedWith.url") == page.url


def test_a_message_panel_closes_when_the_next_tap_plays(context: object, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    to_setup(page, 7)
    tap(page, '[data-action="start"]')
    settle(page)
    for _ in range(6):
        if page.locator("#app [data-try]").count():
            break
        play_moves(page, Rng(4), limit=1)
        settle(page)
    tap(page, "#app [data-try]")
    panel = page.locator(".help-panel")
    assert panel.count() == 1 and "Not possible now" in panel.inner_text()
    before = page.evaluate("location.hash")
    page.locator("#app [data-move]").first.click()
    page.wait_for_function("h => location.hash !== h", arg=before)
    settle(page)
    assert page.locator(".help-panel").count() == 0


#: Elements that cut their text off: wider content than box in a box that hides overflow.
CUT_JS = """() => Array.from(document.querySelectorAll(
    '#app button, #app span, #app p, #app legend, #app label, #app h1, #app h2')).filter(el => {
  const style = getComputedStyle(el);
  return el.offsetWidth > 0 && el.scrollWidth > el.clientWidth + 1
    && style.overflowX !== 'visible' && style.overflowX !== 'auto';
}).map(el => el.textContent.slice(0, 40))"""


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_catalogue_and_setup_fit_in_both_languages(new_context: object, site: str,
                                                   artifacts: Path, width: int,
                                                   height: int) -> None:
    page = open_page(new_context(width, height), site)
    for lang in ("en", "ja"):
        if page.evaluate("document.documentElement.lang") != lang:
            tap(page, f'[data-action="lang"][data-value="{lang}"]')
        page.screenshot(path=str(artifacts / f"flow-catalogue-{lang}-{width}x{height}.png"),
                        full_page=True)
        for game_id in registry.ids():
            tap(page, f'[data-action="pick"][data-value="{game_id}"]')
            assert page.evaluate("document.documentElement.scrollWidth") <= width
            assert page.evaluate(CUT_JS) == []
            page.screenshot(full_page=True, path=str(
                artifacts / f"flow-setup-{game_id}-{lang}-{width}x{height}.png"))
            tap(page, '[data-action="home"]')
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert page.evaluate(CUT_JS) == []
