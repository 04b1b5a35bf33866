"""TwinStar in Chromium at 1024×768, 768×1024 and 390×844: every place a text names can be
found, and the valley's marking tells the outcomes apart where most of the map is legal.

- tapping a log line (and the last move) marks the hex or square it names (``data-marked``)
  and brings it into view;
- the Labels toggle shows on the board the labels the log uses (and is remembered on a
  reload);
- a Construct with many legal hexes draws them quietly, the outcomes apart, with a legend.

Screenshots: e2e/artifacts/twinstar-marks-<W>x<H>.png.
"""

from __future__ import annotations

from pathlib import Path

from table_check import SIZES, open_address
from test_app import wait_ready

import pygames
from pygames.core.rng import Rng
from pygames.twinstar.outcomes import MANY, build_outcomes


def _position() -> str:
    """A 3-player gems game some turns in, at a Construct where most of the map is legal and
    a hex would link a mine to a factory."""
    game = pygames.new_game("twinstar", players=3, seed=0, options={"edition": "gems"})
    rng = Rng(0)
    while not game.is_over:
        found = build_outcomes(game)
        if len(game.history) > 12 and len(found) >= MANY \
                and any(o.kind == "connect" for o in found.values()):
            return game.to_url_fragment()
        game.play(rng.choice(game.legal_moves()))
    raise AssertionError("no such position")


IN_VIEW = """el => { const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth; }"""


def _mark_from(page: object, line: object) -> list[str]:
    """Tap a text naming places; the places it names, each checked marked and one in view."""
    names = line.get_attribute("data-marks").split()
    line.click()
    for name in names:
        place = page.locator(f'#app .board-area [data-place="{name}"]')
        assert place.get_attribute("data-marked") == "1", name
    first = page.locator(f'#app .board-area [data-place="{names[0]}"]')
    page.wait_for_function(IN_VIEW, arg=first.element_handle(), timeout=5000)
    return names


def test_texts_mark_their_places_labels_and_outcomes(new_context: object, site: str,
                                                     artifacts: Path) -> None:
    fragment = _position()
    page = new_context(reduced_motion="reduce").new_page()
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        open_address(page, fragment)
        lines = page.locator("#app .log-list li[data-marks]")
        assert lines.count() >= 3, "log lines name their places"
        marked = set()
        for i in (0, 1, lines.count() - 1):  # the newest lines and the oldest shown
            marked.update(_mark_from(page, lines.nth(i)))
        assert {n for n in marked if n[0].isupper()} and {n for n in marked if n[0].islower()}, \
            "both hexes and action squares are marked"
        last = page.locator("#app .last-move[data-marks]")
        if last.count():
            _mark_from(page, last)

        # the labels: off at first, then every name the log uses is on the board as its label
        label = page.locator('#app .board-area [data-place="A1"] .place-label')
        assert not label.is_visible()
        page.locator("#app .labels-toggle").click()
        page.wait_for_selector("#app .board-area[data-labels]")
        for name in sorted(marked):
            shown = page.locator(f'#app .board-area [data-place="{name}"] > .place-label')
            assert shown.is_visible() and shown.text_content() == name
        page.screenshot(path=str(artifacts / f"twinstar-marks-{width}x{height}.png"))
        page.locator("#app .labels-toggle").click()  # off again for the next size
        page.wait_for_selector("#app .board-area:not([data-labels])")

        # many legal hexes: the region quiet (no dashes), the outcomes apart, a legend
        quiet = page.locator("#app .board-area .legal.quiet")
        assert quiet.count() >= MANY
        dash = quiet.first.evaluate("el => getComputedStyle(el.querySelector('.frame')).strokeDasharray")
        assert dash == "none"
        assert page.locator('#app .board-area [data-outcome="connect"] .o-connect').count() >= 1
        assert "new route" in page.locator("#app .board-area").inner_text()


def test_labels_are_remembered_on_this_device(new_context: object, site: str) -> None:
    page = new_context(reduced_motion="reduce").new_page()
    page.goto(site + "?bot_delay=0#" + _position())
    wait_ready(page)
    page.locator("#app .labels-toggle").click()
    page.wait_for_selector("#app .board-area[data-labels]")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#app .board-area[data-labels]")
    assert page.locator("#app .labels-toggle").get_attribute("aria-pressed") == "true"
