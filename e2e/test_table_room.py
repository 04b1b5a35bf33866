"""Room on the table for what the game is about, at 1024×768, 768×1024 and 390×844.

* TwinStar's valley is the table's centre: in every mode each hex is at least 44 CSS px
  across on the tablets and 32 on the phone (measured on screen with getBoundingClientRect,
  flat side to flat side), the valley comes first and is the largest area (on the phone,
  where every area is as wide as the screen, the widest). Screenshots of
  each mode go to ``e2e/artifacts/room-<mode>-<W>x<H>.png`` (looked at beside the way Board
  Game Arena shows a map game: the map central and large, the player boards compact
  around it).
* The bottom bar never covers a legal choice: in a game played by link, with the news since
  the device's last move and a help panel open (and, after the move, the QR code of the
  link), every choice of every rule set is inside the viewport after the app's own scroll,
  and ``elementFromPoint`` at its centre hits it; on the phone the bar with the QR code open
  takes at most half the screen.

A phone may zoom a wide map (four players' gems) with the zoom bar's + to reach 32 px; the
zoom is put back (fit) before the next position.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import table_check
from test_a11y import RULE_SETS
from test_app import settle, wait_ready

import pygames
from pygames.core.rng import Rng

#: mode -> (players, options, seed of the seeded game)
MODES = {
    "gems-2": (2, {"edition": "gems"}, 3),
    "gems-4": (4, {"edition": "gems"}, 5),
    "fruits-basic-2": (2, {"edition": "fruits", "mode": "basic"}, 4),
    "fruits-advanced-3": (3, {"edition": "fruits", "mode": "advanced"}, 6),
    "fruits-solo": (1, {"edition": "fruits", "mode": "basic"}, 2),
}
#: The least a hex measures across, flat side to flat side, on the tablets and the phone.
HEX_TABLET, HEX_PHONE = 44.0, 32.0

HEXES = """() => {
    const valley = document.querySelector('#app .area[data-area="valley"]');
    const areas = [...document.querySelectorAll('#app .board.areas > .area')].map((a) => {
        const r = a.getBoundingClientRect();
        return {name: a.getAttribute('data-area'), size: r.width * r.height, width: r.width};
    });
    const across = [...valley.querySelectorAll('g.hex > polygon:first-child')].map((p) => {
        const r = p.getBoundingClientRect();
        return Math.min(r.width, r.height);
    });
    return {across, areas};
}"""

#: Every choice of the decision: inside the viewport, and the point at its centre reaches it.
COVERED = """() => {
    const vw = document.documentElement.clientWidth, vh = window.innerHeight;
    const out = [];
    for (const el of document.querySelectorAll("#app [data-move], #app .legal[data-action='select']")) {
        const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
        if (!r.width || !r.height || cs.visibility === "hidden" || cs.display === "none") continue;
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        const inside = r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
        const hit = inside ? document.elementFromPoint(x, y) : null;
        if (!inside || !hit || !(hit === el || el.contains(hit))) {
            const name = el.getAttribute("data-move") || el.getAttribute("data-value");
            const by = hit ? hit.tagName + "." + (hit.getAttribute("class") || "") : "outside";
            out.push(name + " @" + Math.round(x) + "," + Math.round(y) + " " + by);
        }
    }
    const bar = document.querySelector("#app .decision").getBoundingClientRect();
    return {covered: out, bar: Math.round(bar.height), height: vh,
            choices: document.querySelectorAll("#app [data-move]").length};
}"""


def _hexes_least(found: dict) -> float:
    return min(found["across"])


def test_the_valley_is_the_centre_with_large_hexes(new_context: object, site: str,
                                                   artifacts: Path) -> None:
    page = new_context(reduced_motion="reduce").new_page()
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    problems: dict[str, str] = {}
    figures: dict[str, float] = {}
    for mode, (players, options, seed) in MODES.items():
        fragment = table_check.decision_positions("twinstar", players, options, seed=seed,
                                                  limit=2)[1][1]
        for width, height in table_check.SIZES:
            page.set_viewport_size({"width": width, "height": height})
            table_check.open_address(page, fragment)
            if page.evaluate("document.documentElement.dataset.zoomed === '1'"):
                page.locator('#app [data-zoom="fit"]').click()
                page.wait_for_timeout(100)
            found = page.evaluate(HEXES)
            least = HEX_PHONE if table_check.is_phone(width) else HEX_TABLET
            smallest = _hexes_least(found)
            for _ in range(3):  # a phone may zoom a wide map (the zoom bar's +)
                if smallest >= least or not table_check.is_phone(width):
                    break
                page.locator('#app [data-zoom="in"]').click()
                page.wait_for_timeout(100)
                smallest = _hexes_least(page.evaluate(HEXES))
            figures[f"{mode} {width}x{height}"] = round(smallest, 1)
            if smallest < least - 0.05:
                problems[f"{mode} {width}x{height}"] = f"hexes {smallest:.1f} px (< {least})"
            first, key = found["areas"][0], "width" if table_check.is_phone(width) else "size"
            if first["name"] != "valley" or first[key] < max(a[key] for a in found["areas"]) - 1:
                problems[f"{mode} {width}x{height} areas"] = f"not first and largest: {found['areas']}"
            if not table_check.is_phone(width):
                page.evaluate("() => scrollTo(0, 0)")
                page.screenshot(path=str(artifacts / f"room-{mode}-{width}x{height}.png"))
    (artifacts / "room-hexes.json").write_text(json.dumps(
        {"least_hex_px": figures, "problems": problems}, indent=1))
    assert len(figures) == len(MODES) * len(table_check.SIZES)
    assert not problems, (problems, figures)


# ---------------------------------------------------------------------- the bottom bar
#: rule sets played by link (two people or more), the ones with modes once per mode
BY_LINK = {**RULE_SETS,
           "tropicalia-advanced": ("tropicalia", {"advanced": True}),
           "twinstar-fruits-advanced": ("twinstar", {"edition": "fruits", "mode": "advanced"})}
#: The one-column sizes where the bar sticks to the bottom, and the landscape tablet.
BAR_SIZES = table_check.SIZES


def _link_position(game_id: str, options: dict, tag: str) -> tuple[str, int]:
    """A game half-way through between people apart, as a link opened by the seat to move
    after the others moved: (address with the id ``tag``, that seat)."""
    info = pygames.game_class(game_id).info
    players = max(2, info.min_players)
    game = pygames.new_game(game_id, players=players, seed=5, options=options)
    chooser = Rng(17)
    movers: list[int] = []
    for _ in range(400):
        seat = game.current_player
        if len(movers) > 12 and seat in movers and movers[-1] != seat \
                and game.legal_moves() and len(game.legal_moves()) > 1:
            break
        movers.append(seat)
        game.play(chooser.choice(game.legal_moves()))
    extra = {"seats": ["human"] * players, "id": tag}
    return game.to_url_fragment(extra=extra), game.current_player


def open_with_news_and_help(page: object, fragment: str, seat: int) -> None:
    """Open a link's position, claim its seat to move, wait for the news, and long-press the
    first choice so that a help text is open too (the bar at its fullest)."""
    table_check.open_address(page, fragment)
    page.locator(f'#app [data-action="i_am"][data-value="{seat}"]').click()
    page.locator("#app [data-news]").wait_for()
    settle(page)
    _long_press_first_choice(page)
    table_check.settle_scroll(page)


def _long_press_first_choice(page: object) -> None:
    """A long press (the bridge's own) on the board's first choice: its help opens."""
    target = page.locator("#app .board-area [data-move]").first
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    target.dispatch_event("pointerdown", {"clientX": 1, "clientY": 1, "bubbles": True})
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before,
                           timeout=30_000)
    target.dispatch_event("pointerup", {"bubbles": True})
    target.dispatch_event("click")
    settle(page)
    page.locator("#app .help-panel").wait_for()


@pytest.mark.parametrize("name", list(BY_LINK))
def test_the_bar_covers_no_choice(new_context: object, site: str, artifacts: Path,
                                  name: str) -> None:
    game_id, options = BY_LINK[name]
    page = new_context(reduced_motion="reduce").new_page()
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    problems: dict[str, object] = {}
    for index, (width, height) in enumerate(BAR_SIZES):
        fragment, seat = _link_position(game_id, options, f"room{index}x{list(BY_LINK).index(name)}")
        page.set_viewport_size({"width": width, "height": height})
        open_with_news_and_help(page, fragment, seat)
        where = f"{name}-{width}x{height}"
        page.screenshot(path=str(artifacts / f"room-bar-news-{where}.png"))
        found = page.evaluate(COVERED)
        assert found["choices"] > 0
        if found["covered"]:
            problems[f"news+help {where}"] = (found["bar"], found["covered"][:5])
        # the turn played (a choice at a time): the link to send and its QR code
        qr = page.locator('#app [data-action="qr"]')
        for _ in range(16):
            if qr.count() or not page.locator("#app [data-move]").count():
                break
            page.locator("#app [data-move]").first.dispatch_event("click")
            settle(page)
        if qr.count():
            qr.first.click()
            page.locator("#app [data-qr]").wait_for()
            settle(page)
            table_check.settle_scroll(page)
            page.screenshot(path=str(artifacts / f"room-bar-qr-{where}.png"))
            found = page.evaluate(COVERED)
            if found["covered"]:
                problems[f"qr {where}"] = (found["bar"], found["covered"][:5])
            if table_check.is_phone(width) and found["bar"] > height / 2:
                problems[f"qr {where} bar"] = f"{found['bar']} of {height} px"
    (artifacts / f"room-bar-{name}.json").write_text(json.dumps(problems, indent=1))
    assert not problems, problems
