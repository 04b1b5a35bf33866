"""TwinStar's table in Chromium, both editions and every mode, at 1024×768, 768×1024 and
390×844: at several decisions of a seeded game every choice is in view without panning, big
enough to tap, framed unlike the parts that are no choice, the text legible, the prompt and
its buttons on screen (``table_check``); a tap on a part that is no choice says why, a long
press on a contract, an upgrade and a market gives that part's own text.

Screenshots: e2e/artifacts/twinstar-table-<mode>-<position>-<W>x<H>.png.
"""

from __future__ import annotations

from pathlib import Path

from table_check import SIZES, decision_positions, measure, open_address, problems, summary
from test_app import wait_ready

import pygames
from pygames.twinstar import components as comp
from pygames.twinstar.words import goal_text

MODES = {
    "gems-2": (2, {"edition": "gems"}, 3),
    "gems-4": (4, {"edition": "gems"}, 5),
    "fruits-basic-2": (2, {"edition": "fruits", "mode": "basic"}, 4),
    "fruits-advanced-3": (3, {"edition": "fruits", "mode": "advanced"}, 6),
    "fruits-solo": (1, {"edition": "fruits", "mode": "basic"}, 2),
}
POSITIONS = 4


def test_every_choice_in_view_framed_and_legible(new_context: object, site: str,
                                                 artifacts: Path) -> None:
    page = new_context(reduced_motion="reduce").new_page()
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    found_problems: dict[str, list[str]] = {}
    figures = []
    for mode, (players, options, seed) in MODES.items():
        for index, (kind, fragment) in enumerate(
                decision_positions("twinstar", players, options, seed=seed, limit=POSITIONS)):
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                open_address(page, fragment)
                found = measure(page)
                figures.append((mode, kind, width, summary(found)))
                issues = problems(found)
                if issues:
                    found_problems[f"{mode} {index} ({kind}) {width}x{height}"] = issues[:5]
                if index < 2:
                    page.screenshot(path=str(
                        artifacts / f"twinstar-table-{mode}-{index}-{width}x{height}.png"))
    assert len(figures) == len(MODES) * POSITIONS * len(SIZES)
    assert not found_problems, found_problems


def _help_text(page: object) -> str:
    panel = page.locator(".help-panel")
    panel.wait_for()
    return panel.inner_text()


def _tap_for_help(page: object, selector: str) -> str:
    """Tap a part and return the help panel's new text."""
    before = page.evaluate("() => document.querySelector('.help-panel')?.innerText || ''")
    page.locator(selector).click()
    page.wait_for_function("b => (document.querySelector('.help-panel')?.innerText || '') !== b",
                           arg=before)
    return _help_text(page)


def test_parts_answer_a_tap_and_a_long_press(new_context: object, site: str) -> None:
    game = pygames.new_game("twinstar", players=2, seed=4, options={"edition": "gems"})
    while game.phase != "build":  # a Construct: every hex a choice or a "why not?"
        game.play(game.legal_moves()[0])
    mountain = next(name for h, name in game.names.items() if game.terrain[h] == comp.MOUNTAIN)
    page = new_context(reduced_motion="reduce").new_page()
    page.goto(site + "?bot_delay=0#" + game.to_url_fragment())
    wait_ready(page)
    assert "Mountains need the Bridge Architect upgrade." in _tap_for_help(
        page, f'#app [data-help="hex:{mountain}"]')
    contract = page.locator('#app [data-help^="contract:"]').first
    cid = contract.get_attribute("data-help").split(":")[1]
    words = goal_text("gems", game.contract(cid), "en").replace("\u00a0", " ")
    contract.scroll_into_view_if_needed()  # under the valley, which fills the screen's height
    box = contract.bounding_box()  # a long press: its own goal, reward and progress
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.wait_for_timeout(800)
    page.mouse.up()
    text = _help_text(page).replace("\u00a0", " ")
    assert f"Goal: {words}." in text and "Player 1:" in text and "Player 2:" in text
    assert "3 road pieces per Construct" in _tap_for_help(page, '#app [data-help="upgrade:2"]')
    assert "Fire Opal market" in _tap_for_help(page, '#app [data-help="market:R"]')
