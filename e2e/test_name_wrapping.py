"""Long names on a phone: a name of 24 "W" (the longest a name may be, and no space to wrap
at) never makes a 390 px screen scroll sideways, and is still shown (wrapped or cut with an
ellipsis). The name is typed in the setup as a player would, and it also arrives in a link
(names travel in the address): setup, every rule set's table with its player panels, who
are you, the news and the link to send, the end screen, the review, the saved games."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_a11y import RULE_SETS, open_address, positions
from test_app import open_page, settle, tap

import pygames

LONG = "W" * 24
PHONE = {"width": 390, "height": 844}

#: How far the page scrolls sideways, and the elements that reach past the viewport (to
#: say what to fix); and whether the long name is shown (wrapped or cut, not left out).
MEASURE = """(name) => {
    const page = document.scrollingElement;
    const width = page.clientWidth;
    const wide = [...document.querySelectorAll("#app *")].filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1;
    }).map((el) => el.tagName.toLowerCase() + "." + String(el.className.baseVal ?? el.className)
        .trim().split(/\\s+/).join(".") + " " + Math.round(el.getBoundingClientRect().right));
    const text = document.getElementById("app").innerText + " "
        + [...document.querySelectorAll("#app input")].map((el) => el.value).join(" ");
    return {scroll: page.scrollWidth - width, wide: wide.slice(0, 8),
            shown: text.includes(name.slice(0, 8))};
}"""


def _measure(page: object, where: str, problems: dict[str, dict], shots: Path,
             named: bool = True) -> None:
    """Whether the page scrolls sideways (or the name is missing where it is ``named``)."""
    page.wait_for_timeout(50)  # layout settles
    found = page.evaluate(MEASURE, LONG)
    page.screenshot(path=str(shots / f"long-name-{where}.png"), full_page=True)
    if found["scroll"] > 0 or (named and not found["shown"]):
        problems[where] = found


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_long_name_typed_in_the_setup_never_scrolls_the_phone_sideways(
        new_context: object, site: str, artifacts: Path, lang: str) -> None:
    page = open_page(new_context(**PHONE), site + "?bot_delay=0")
    problems: dict[str, dict] = {}
    if lang != "en":  # Japanese lines break by their own rules (app.css :lang(ja))
        _menu(page)
        tap(page, f'[data-action="lang"][data-value="{lang}"]')
        assert page.evaluate("document.documentElement.lang") == lang
    tap(page, '[data-action="pick"][data-value="harvest_valley"]')
    tap(page, '[data-action="seat"][data-value="1"]')  # two players on this device
    for index in (0, 1):
        field = page.locator(f'input[name="name{index}"]')
        field.fill(LONG)
        field.dispatch_event("change")
    page.wait_for_function("() => window.pygames.pending === 0")
    _measure(page, f"setup-{lang}", problems, artifacts)
    tap(page, '[data-action="start"]')
    settle(page)
    _measure(page, f"table-{lang}", problems, artifacts)
    _home(page)
    _measure(page, f"saved-games-{lang}", problems, artifacts, named=False)
    assert not problems, json.dumps(problems, indent=1)


def test_a_long_name_in_a_link_never_scrolls_the_phone_sideways(
        new_context: object, site: str, artifacts: Path) -> None:
    page = open_page(new_context(**PHONE), site + "?bot_delay=0")
    problems: dict[str, dict] = {}
    for name, (game_id, options) in RULE_SETS.items():
        middle, over = positions(game_id, options)
        players = pygames.load(middle).players
        names = {"names": [LONG] * players, "seats": ["human"] * players}
        open_address(page, _with(middle, names), "table")
        _measure(page, f"table-{name}", problems, artifacts)
        open_address(page, _with(over, names), "table")
        _measure(page, f"end-{name}", problems, artifacts)
    # the review of the finished game (its graphs and each seat's summary name the players)
    page.locator('.end [data-action="review"]').click()
    page.wait_for_selector(".review-seat .review-counts", timeout=60_000)
    _measure(page, "review", problems, artifacts)
    page.locator('[data-action="review_cancel"]').click()
    page.wait_for_selector(".review-status[data-state='paused']")
    page.locator('[data-action="review_close"]').click()
    page.wait_for_selector(".review", state="detached")
    settle(page)
    # play by link: who are you, then the news since this seat's move and the link to send
    game = pygames.load(positions("harvest_valley", {})[0])
    link = _with(game.to_url_fragment(), {"names": [LONG, LONG], "seats": ["human", "human"],
                                          "id": "longnames1"})
    open_address(page, link, "table")
    page.wait_for_selector("[data-who]")
    _measure(page, "who-are-you", problems, artifacts)
    tap(page, '[data-action="i_am"][data-value="1"]')
    _measure(page, "news", problems, artifacts)
    _home(page)
    _measure(page, "saved-games-link", problems, artifacts)
    assert not problems, json.dumps(problems, indent=1)


def _menu(page: object) -> None:
    """On a phone the toolbar folds into the menu: open it."""
    if page.locator(".menu-toggle").is_visible():
        tap(page, ".menu-toggle")


def _home(page: object) -> None:
    """Back to the games."""
    _menu(page)
    tap(page, '[data-action="home"]')


def _with(fragment: str, extra: dict) -> str:
    """The address of the same game with ``extra`` (names, seats, an id)."""
    return pygames.load(fragment).to_url_fragment(extra)
