"""The bottom bar's panels fold, and the review's buttons stay at hand (issue 43, point 7), in
one column: 768×1024 and 390×844.

* In a game played by link, the news since the device's last move and a help text fold to
  their title line (a tap target of at least 44 px): open, then folded, then open again, no
  legal choice is covered (``elementFromPoint`` at each choice's centre hits it) and what
  the bar holds is lower folded than open; the news stays folded on this device when the
  table is drawn afresh. After the move the QR code opens and folds with its own button (44 px), covering
  no choice either way.
* In the review, with the page scrolled down to its end, the Previous / Next mistake buttons
  are in the viewport (44 px, reached by a tap at their centre); after each "Next mistake ▶"
  they still are, and the played choice and the bot's choice are both in view above them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import table_check
from test_app import settle, wait_ready
from test_review_taps import MARKS, open_review, still
from test_table_room import COVERED, _link_position, open_with_news_and_help

SIZES = [(768, 1024), (390, 844)]
IDS = [f"{w}x{h}" for w, h in SIZES]
#: rule sets with choices on the board and in the bar, a map game and the card market
GAMES = {"tropicalia": ("tropicalia", {}), "twinstar": ("twinstar", {}),
         "harvest_valley": ("harvest_valley", {})}

FOLDS = """() => [...document.querySelectorAll('#app details[data-fold]')].map((d) => {
    const r = d.querySelector(':scope > summary').getBoundingClientRect();
    return {fold: d.dataset.fold, open: d.open, h: r.height, w: r.width};
})"""

#: how tall what the bar holds is (the bar itself is capped, scrolling inside)
HOLDS = "() => document.querySelector('#app .decision').scrollHeight"


def _folds(page: object) -> dict[str, dict]:
    return {f["fold"]: f for f in page.evaluate(FOLDS)}


def _toggle(page: object, fold: str) -> None:
    """A tap on a panel's title line; waits for the bar to settle."""
    summary = page.locator(f'#app details[data-fold="{fold}"] > summary')
    was = page.evaluate(f"""() => document.querySelector('#app details[data-fold="{fold}"]').open""")
    summary.click()
    page.wait_for_function(f"""w => document.querySelector('#app details[data-fold="{fold}"]')
                               .open !== w""", arg=was)
    settle(page)
    page.wait_for_timeout(150)  # the bar's ResizeObserver, then the scroll it asks for
    table_check.settle_scroll(page)


def _check(page: object, problems: dict[str, object], where: str) -> dict:
    found = page.evaluate(COVERED)
    assert found["choices"] > 0, where
    if found["covered"]:
        problems[where] = (found["bar"], found["covered"][:5])
    return found


@pytest.mark.parametrize("name", list(GAMES))
@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_news_and_help_fold_and_cover_no_choice(new_context: object, site: str, artifacts: Path,
                                                 name: str, width: int, height: int) -> None:
    game_id, options = GAMES[name]
    page = new_context(reduced_motion="reduce").new_page()
    page.set_viewport_size({"width": width, "height": height})
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    fragment, seat = _link_position(game_id, options, f"fold{width}{name[:4]}")
    open_with_news_and_help(page, fragment, seat)
    where = f"{name}-{width}x{height}"
    problems: dict[str, object] = {}
    folds = _folds(page)
    assert folds["news"]["open"] and folds["help"]["open"], folds
    for fold in folds.values():
        assert fold["h"] >= 44 and fold["w"] >= 44, fold
    _check(page, problems, f"open {where}")
    opened = page.evaluate(HOLDS)
    # folded: the title lines only
    _toggle(page, "news")
    _toggle(page, "help")
    folds = _folds(page)
    assert not folds["news"]["open"] and not folds["help"]["open"], folds
    assert all(f["h"] >= 44 for f in folds.values()), folds
    page.screenshot(path=str(artifacts / f"bar-folded-{where}.png"))
    _check(page, problems, f"folded {where}")
    folded = page.evaluate(HOLDS)
    assert folded < opened - 40, (folded, opened)
    # open again, one at a time
    _toggle(page, "help")
    _check(page, problems, f"help reopened {where}")
    _toggle(page, "news")
    _check(page, problems, f"news reopened {where}")
    _toggle(page, "news")
    # this device keeps the news folded when the table is drawn afresh
    assert page.evaluate("() => localStorage.getItem('pygames.fold.news')") == "0"
    table_check.open_address(page, fragment)
    page.locator("#app [data-news]").wait_for()
    assert not _folds(page)["news"]["open"]
    _check(page, problems, f"news kept folded {where}")
    # the turn played (a choice at a time): the QR code opens and folds with its button
    qr = page.locator('#app [data-action="qr"]')
    for _ in range(16):
        if qr.count() or not page.locator("#app [data-move]").count():
            break
        page.locator("#app [data-move]").first.dispatch_event("click")
        settle(page)
    if qr.count():
        box = qr.first.bounding_box()
        assert box is not None and box["height"] >= 44, box
        for state in ("true", "false"):
            qr.first.click()
            page.wait_for_function(
                "s => document.querySelector('#app [data-action=\"qr\"]')"
                ".getAttribute('aria-expanded') === s", arg=state)
            settle(page)
            table_check.settle_scroll(page)
            if page.locator("#app [data-move]").count():
                _check(page, problems, f"qr {state} {where}")
    assert not problems, problems


@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_the_reviews_buttons_stay_in_view_after_a_jump(
        new_context: object, site: str, width: int, height: int) -> None:
    page = open_review(new_context, site, width, height)
    nav = """() => [...document.querySelectorAll('#app .review-nav .btn')].map((b) => {
        const r = b.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return {top: r.top, bottom: r.bottom, h: r.height, hit: !!hit && b.contains(hit),
                x: r.left + r.width / 2, y: r.top + r.height / 2};
    })"""
    for _ in range(3):
        # the player read on down the page (the log): the buttons are still at hand
        page.evaluate("() => window.scrollTo(0, document.documentElement.scrollHeight)")
        still(page)
        buttons = _in_view(page.evaluate(nav), height)
        before = page.evaluate("JSON.stringify(window.pygames.scene)")
        nxt = buttons[1]
        page.mouse.click(nxt["x"], nxt["y"])
        page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
        settle(page)
        still(page)
        _in_view(page.evaluate(nav), height)
        seen = page.evaluate(MARKS)  # (its bottom: the top of the bars stuck to the bottom)
        kinds = " ".join(m["cls"] for m in seen["marks"])
        assert "played" in kinds and "better" in kinds, seen
        for mark in seen["marks"]:
            assert mark["top"] >= 0 and mark["bottom"] <= seen["bottom"], seen


def _in_view(buttons: list[dict], height: int) -> list[dict]:
    """Previous and Next mistake inside the viewport, 44 px tall, each reached by a tap at
    its centre."""
    assert len(buttons) == 2, buttons
    for b in buttons:
        assert b["top"] >= 0 and b["bottom"] <= height + 0.5 and b["h"] >= 44, buttons
        assert b["hit"], buttons
    return buttons
