"""Layouts: every rule set's table at phone, tablet portrait/landscape and desktop
sizes. Screenshots go to e2e/artifacts/layout-<game>-<W>x<H>.png (look at them); the test
asserts what can be measured: no control reaches past the viewport's sides, the page never
scrolls sideways, and HTML touch targets (buttons, [data-move]) are at least 44 CSS px. On
phones the wide boards keep a legible size and pan inside the board area (a choice there is
measured by that area, which must fit the viewport).

One page boots once; each game opens from a mid-game address (made in CPython, all seats
human, so the board shows legal choices) and is measured at the four sizes.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from test_a11y import RULE_SETS, open_address, positions
from test_app import wait_ready

SIZES = ((390, 844), (768, 1024), (1024, 768), (1440, 900))
TARGET = 44

MEASURE = """(target) => {
    const width = document.documentElement.clientWidth;
    const seen = (el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden";
    };
    const name = (el) => el.tagName.toLowerCase() + (el.id ? "#" + el.id : "")
        + (el.getAttribute("data-move") != null ? `[data-move="${el.getAttribute("data-move")}"]` : "")
        + (el.getAttribute("data-action") != null ? `[data-action="${el.getAttribute("data-action")}"]` : "")
        + (typeof el.className === "string" && el.className
           ? "." + el.className.trim().split(/\\s+/).join(".") : "");
    const controls = [...document.querySelectorAll(
        "#app button, #app [data-move], #app input, #app select, #app a[href]")].filter(seen);
    // a choice on a board that pans inside its scrolling area is measured by that area
    const boxOf = (el) => (el.closest(".board-area") || el).getBoundingClientRect();
    const outside = controls.filter((el) => {
        const r = boxOf(el);
        return r.left < -1 || r.right > width + 1;
    }).map((el) => name(el) + " " + Math.round(el.getBoundingClientRect().left) + ".."
                    + Math.round(el.getBoundingClientRect().right));
    const small = controls.filter((el) => !(el instanceof SVGElement)
            && (el.matches("button, [data-move]"))).filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width < target - 0.5 || r.height < target - 0.5;
    }).map((el) => name(el) + " " + Math.round(el.getBoundingClientRect().width) + "x"
                    + Math.round(el.getBoundingClientRect().height));
    return {outside, small, scroll: document.documentElement.scrollWidth - width,
            controls: controls.length};
}"""


@pytest.fixture(scope="module")
def addresses() -> dict[str, str]:
    return {name: positions(gid, options)[0] for name, (gid, options) in RULE_SETS.items()}


def test_tables_at_four_sizes(context: object, site: str, artifacts: Path,
                              addresses: dict[str, str]) -> None:
    page = context.new_page()
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    problems: dict[str, dict] = {}
    for game_id, middle in addresses.items():
        open_address(page, middle, "table")
        for width, height in SIZES:
            page.set_viewport_size({"width": width, "height": height})
            page.wait_for_timeout(100)  # layout and the board's scaling settle
            page.screenshot(path=str(artifacts / f"layout-{game_id}-{width}x{height}.png"),
                            full_page=True)
            found = page.evaluate(MEASURE, TARGET)
            assert found["controls"] > 0
            if found["outside"] or found["small"] or found["scroll"] > 0:
                problems[f"{game_id} {width}x{height}"] = found
    assert not problems, problems
