"""Issue 9 in Chromium: replay with "play from here", a keyboard-only game, board zoom."""

from __future__ import annotations

from pathlib import Path

from test_a11y import axe_violations, open_address, positions
from test_app import open_page, play_moves, settle, start_game, tap

import pygames
from pygames.core.rng import Rng

FOCUSED_CHOICE = "!!document.activeElement && document.activeElement.matches('#app [data-move]')"


def test_replay_steps_back_and_plays_from_here(context: object, site: str, artifacts: Path) -> None:
    page = open_page(context, site + "?bot_delay=0")
    start_game(page, seed=23)
    play_moves(page, Rng(8), limit=6)
    settle(page)
    moves = pygames.decode_address(page.evaluate("location.hash")).moves
    tap(page, '[data-action="replay"]')
    slider = page.locator(".replay-slider")
    assert slider.get_attribute("max") == str(len(moves))
    assert page.locator("#app [data-move]").count() == 0  # a past position plays nothing
    tap(page, '[data-action="replay_step"][data-value="-1"]')
    assert f"Move {len(moves) - 1} of {len(moves)}" in page.inner_text(".replay-where")
    slider.fill("3")  # dragging the slider
    page.wait_for_function("document.querySelector('.replay-where').textContent.startsWith('Move 3 ')")
    page.wait_for_function("document.getElementById('announce').textContent.includes('Move 3 of')")
    assert page.evaluate("location.hash") and len(
        pygames.decode_address(page.evaluate("location.hash")).moves) == len(moves)
    page.screenshot(path=str(artifacts / "replay-1024x768.png"))
    assert axe_violations(page) == []
    # keys step through it too
    page.locator('[data-action="replay_exit"]').focus()
    page.keyboard.press("ArrowLeft")
    page.wait_for_function("document.querySelector('.replay-where').textContent.startsWith('Move 2 ')")
    page.keyboard.press("ArrowRight")
    page.wait_for_function("document.querySelector('.replay-where').textContent.startsWith('Move 3 ')")
    before = page.evaluate("location.hash")
    tap(page, '[data-action="branch"]')
    page.wait_for_function("h => location.hash !== h", arg=before)
    settle(page)
    branch = pygames.decode_address(page.evaluate("location.hash"))
    assert branch.moves[:3] == moves[:3] and len(branch.moves) >= 3
    assert page.locator(".replay").count() == 0
    # the browser's Back returns to the line the branch left
    page.go_back()
    page.wait_for_function("h => location.hash === h", arg=before)
    settle(page)
    assert pygames.decode_address(page.evaluate("location.hash")).moves == moves
    assert page.locator(".screen.table").count() == 1
    page.go_forward()
    page.wait_for_function("h => location.hash !== h", arg=before)
    settle(page)
    # the branch is a game like any other: it reopens from its address
    fresh = open_page(context, site + "?bot_delay=0" + page.evaluate("location.hash"))
    settle(fresh)
    assert pygames.decode_address(fresh.evaluate("location.hash")).moves == branch.moves


def test_a_whole_game_with_the_keyboard_only(context: object, site: str) -> None:
    """Tab to a choice, arrows between choices, Enter to play: to the end screen."""
    page = open_page(context, site + "?bot_delay=0")
    start_game(page, seed=31)
    chooser = Rng(3)
    for turn in range(400):
        settle(page)
        if page.locator(".screen.over").count():
            break
        for _ in range(200):
            page.keyboard.press("Tab")
            if page.evaluate(FOCUSED_CHOICE):
                break
        assert page.evaluate(FOCUSED_CHOICE), f"no choice reachable with Tab at turn {turn}"
        for _ in range(chooser.below(3)):
            page.keyboard.press(chooser.choice(["ArrowRight", "ArrowDown", "ArrowLeft"]))
            assert page.evaluate(FOCUSED_CHOICE), "an arrow key left the choices"
        name = page.evaluate("document.activeElement.getAttribute('aria-label')")
        assert name, "a choice without an accessible name"
        before = page.evaluate("location.hash")
        page.keyboard.press("Enter")
        page.wait_for_function("h => location.hash !== h", arg=before)
    assert page.locator(".screen.over").count() == 1
    totals = [int(t) for t in page.eval_on_selector_all(
        "[data-total]", "els => els.map(e => e.getAttribute('data-total'))")]
    assert totals == pygames.load(page.evaluate("location.hash")).scores()
    assert page.evaluate("document.getElementById('announce').getAttribute('aria-live')") == "polite"
    assert "Game over" in page.inner_text("#announce")


def test_board_zooms_with_buttons_and_two_fingers(new_context: object, site: str,
                                                   artifacts: Path) -> None:
    context = new_context(390, 844, has_touch=True)
    page = open_page(context, site + "?bot_delay=0")
    middle, _ = positions("twinstar")
    open_address(page, middle, "table")
    # the board's (first) picture: a board of areas draws one per area
    width = ("(document.querySelector('.board-area [data-area] > svg')"
             " || document.querySelector('.board-area > svg')).getBoundingClientRect().width")
    start = page.evaluate(width)
    page.locator('[data-zoom="in"]').click()
    assert page.evaluate(width) > start * 1.4
    assert page.inner_text(".zoom-level") == "150%"
    page.screenshot(path=str(artifacts / "zoom-twinstar-390x844.png"))
    page.locator('[data-zoom="fit"]').click()
    assert abs(page.evaluate(width) - start) < 1
    # a two-finger spread on the board zooms in around the fingers
    page.evaluate("""() => {
        const area = document.querySelector('.board-area');
        const box = area.getBoundingClientRect();
        const y = box.top + 120, x = box.left + box.width / 2;
        const fire = (type, id, dx) => area.dispatchEvent(new PointerEvent(type, {
            pointerId: id, pointerType: 'touch', clientX: x + dx, clientY: y, bubbles: true}));
        fire('pointerdown', 1, -20); fire('pointerdown', 2, 20);
        fire('pointermove', 1, -60); fire('pointermove', 2, 60);
        fire('pointerup', 1, -60); fire('pointerup', 2, 60);
    }""")
    assert page.evaluate(width) > start * 2.5
    assert page.inner_text(".zoom-level") == "300%"
    # the page itself never scrolls sideways: the board pans inside its area
    assert page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth") <= 0
    # zoom, pinch, long press and taps share the app root: one listener per event type there
    cdp = context.new_cdp_session(page)
    app = cdp.send("Runtime.evaluate", {"expression": "document.getElementById('app')"})
    listeners = cdp.send("DOMDebugger.getEventListeners",
                         {"objectId": app["result"]["objectId"]})["listeners"]
    types = [listener["type"] for listener in listeners]
    assert {"pointerdown", "pointermove", "pointerup", "click"} <= set(types)
    assert len(types) == len(set(types)), sorted(types)
