"""Every part of the table answers, in Chromium, for Tropicalia, Terra Vista and Harvest
Valley: a long press on a part gives that part's own words (a market: what selling there now
would pay; a village tile: its effect and score; a map space: its terrain; a card: its effect),
the same words the rule set's ``help_for_part`` gives in CPython for that position; a tap on a
part that is no choice now says why (the rule set's reason).
"""

from __future__ import annotations

import pytest
import table_check
from test_app import wait_ready
from test_view_targets import positions

import pygames
from pygames.app.rules import reference as rules_help

#: (case of test_view_targets, step, the part to long-press: a CSS selector)
PRESSES = [
    ("tropicalia-advanced", "dest", '[data-help^="market:"]'),
    ("tropicalia-basic", "square", '[data-help^="vtile:"]'),
    ("tropicalia-basic", "build", '[data-help^="slot:"]'),
    ("terra_vista-2", "line", '.area[data-current] [data-help^="space:"]'),
    ("harvest_valley", "place", '[data-help^="card:"]'),
]
#: (case, step, a part that is no choice now: tapping it says why)
TRIES = [
    ("tropicalia-basic", "dest", "[data-try]:not([data-move])"),
    ("terra_vista-6", "line", "[data-try]:not([data-move])"),
    ("harvest_valley", "place", "[data-try]:not([data-move])"),
]


def _expected(fragment: str, part: str) -> tuple[str, str]:
    game = pygames.load(fragment)
    found = rules_help.help_for_part(game, part, "en")
    assert found is not None, part
    return found


def _page(new_context: object, site: str) -> object:
    page = new_context(reduced_motion="reduce").new_page()
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    return page


@pytest.mark.parametrize(("case", "step", "selector"), PRESSES)
def test_long_press_gives_the_parts_own_words(new_context: object, site: str, case: str,
                                              step: str, selector: str) -> None:
    fragment = positions(case)[step]
    if step == "square":  # the tile built onto the first square: a village tile to press
        game = pygames.load(fragment)
        game.play(game.legal_moves()[0])
        fragment = game.to_url_fragment(extra={"seats": ["human"] * game.players})
    page = _page(new_context, site)
    table_check.open_address(page, fragment)
    target = page.locator(f"#app .board-area {selector}").first
    part = target.get_attribute("data-help")
    title, body = _expected(fragment, part)
    target.scroll_into_view_if_needed()
    box = target.bounding_box()
    hash_before = page.evaluate("location.hash")
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_selector(".help-panel .help-title", timeout=60_000)
    page.mouse.up()
    assert page.locator(".help-panel .help-title").inner_text() == title
    shown = page.locator(".help-panel .help-body").inner_text()
    assert body in shown, (part, shown)
    page.wait_for_timeout(300)
    assert page.evaluate("location.hash") == hash_before, "the long press played a move"


@pytest.mark.parametrize(("case", "step", "selector"), TRIES)
def test_a_tap_on_a_part_that_is_no_choice_says_why(new_context: object, site: str, case: str,
                                                    step: str, selector: str) -> None:
    fragment = positions(case)[step]
    page = _page(new_context, site)
    table_check.open_address(page, fragment)
    target = page.locator(f"#app .board-area {selector}").first
    move = target.get_attribute("data-try")
    reason = rules_help.reason(pygames.load(fragment), move, "en")
    assert reason, move
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    target.scroll_into_view_if_needed()
    target.click()
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
    assert reason in page.locator(".help-panel").inner_text()
    assert page.evaluate("location.hash").lstrip("#") == fragment.lstrip("#")
