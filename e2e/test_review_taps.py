"""The game review made to be tapped and followed (issue 43), at 1024×768, 768×1024 and
390×844, on a finished three-player Harvest Valley game whose review (computed here by
CPython, as the page would) is already in the browser's store: each graph point's tap zone
measured on screen (≥ 32 px on tablets, ≥ 24 on the phone, points as far apart), the graph's
words readable (≥ 12 px on screen) with the current point in view, every seat's line told
apart without colour (its own dash, and a stroke of contrast ≥ 3 against the graph), and
"Next mistake ▶" bringing the played choice and the bot's choice into the viewport, above any
bar stuck to the bottom."""

from __future__ import annotations

import functools
import json

import pytest
from test_app import open_page, settle, tap

import pygames
from pygames.app.review.session import store_key
from pygames.core.bots import decide
from pygames.core.review import Review

SIZES = [(1024, 768), (768, 1024), (390, 844)]
IDS = [f"{w}x{h}" for w, h in SIZES]
POINTS = ".review-graph .pt"
DONE = ".review-status[data-state='done']"


@functools.cache
def reviewed_game() -> tuple[str, str, str]:
    """A finished three-player game: (address, store key, its review as JSON)."""
    game = pygames.new_game("harvest_valley", players=3, seed=3, options={})
    while not game.is_over:
        game.play(decide(game, "easy", seed=game.seed).move)
    review = Review.of(game).run()
    address = game.to_url_fragment(extra={"seats": ["human", "normal", "normal"]})
    return address, "pygames.store." + store_key(game), review.to_json()


def open_review(new_context: object, site: str, width: int, height: int) -> object:
    """The finished game's review, open and whole (read from the store, nothing computed)."""
    address, key, text = reviewed_game()
    context = new_context(width, height)
    context.add_init_script(  # (frames without storage are left alone)
        f"try {{ if (!localStorage.getItem({json.dumps(key)}))"
        f" localStorage.setItem({json.dumps(key)}, {json.dumps(text)}); }} catch {{}}")
    page = open_page(context, site + "?bot_delay=0#" + address)
    settle(page)
    tap(page, '.end [data-action="review"]')
    page.wait_for_selector(DONE)
    settle(page)
    # the first decision's marks are brought into view once the pieces stopped sliding (at
    # most 600 ms, web/bridge/areas.js): a scroll begun after this returns would move the page
    page.wait_for_timeout(700)
    still(page)
    return page


def still(page: object) -> None:
    """Wait until the page and every scroller inside it stopped moving (smooth scrolls)."""
    page.wait_for_function("""() => new Promise((done) => {
        const at = () => JSON.stringify([scrollX, scrollY, ...[...document.querySelectorAll('*')]
            .filter((e) => e.scrollLeft || e.scrollTop).map((e) => [e.scrollLeft, e.scrollTop])]);
        const sliding = () => document.getAnimations().some((a) => a.playState === 'running'
            && Number.isFinite(a.effect.getComputedTiming().endTime));
        const first = at();
        setTimeout(() => done(!sliding() && at() === first), 400);
    })""", timeout=10_000)
    page.wait_for_timeout(100)


ZONES = """() => [...document.querySelectorAll('.review-graph')].map((svg) =>
    [...svg.querySelectorAll('.pt')].map((pt) => {
        const r = pt.querySelector('.pt-hit').getBoundingClientRect();
        return {w: r.width, h: r.height, x: r.left + r.width / 2};
    }))"""


@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_each_point_has_a_tap_zone_big_enough_and_apart(
        new_context: object, site: str, width: int, height: int) -> None:
    page = open_review(new_context, site, width, height)
    least = 24 if width < 600 else 32
    graphs = page.evaluate(ZONES)
    assert len(graphs) == 3 and all(len(points) >= 5 for points in graphs), graphs
    for points in graphs:
        for point in points:
            assert point["w"] >= least and point["h"] >= least, (least, point)
        gaps = [b["x"] - a["x"] for a, b in zip(points, points[1:], strict=False)]
        assert min(gaps) >= least, (least, gaps)
    # a tap on a point's zone away from its mark still shows that decision
    point = page.locator(POINTS + ":not(.current)").nth(2)
    ply = point.get_attribute("data-value")
    # in the middle of the screen, clear of any bar stuck to its top or bottom
    point.evaluate("e => e.scrollIntoView({block: 'center', inline: 'center'})")
    still(page)  # (a smooth scroll still sliding would move the point under the click)
    box = point.locator(".pt-hit").bounding_box()
    assert box is not None
    x, y = box["x"] + box["width"] / 2, box["y"] + 2
    under = page.evaluate("([x, y]) => { const e = document.elementFromPoint(x, y);"
                          " const pt = e && e.closest('.pt');"
                          " return pt ? pt.getAttribute('data-value')"
                          " : e && e.outerHTML.slice(0, 160); }", [x, y])
    assert under == ply, (ply, under)  # nothing else lies over the point's zone
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    page.mouse.click(x, y)
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
    assert page.locator(POINTS + ".current").first.get_attribute("data-value") == ply


READABLE = """() => [...document.querySelectorAll(
        '.review-graphs text, .review-graphs .graph-name')].map((t) => {
    const size = parseFloat(getComputedStyle(t).fontSize);
    const svg = t.closest('svg');
    const scale = svg && svg.getScreenCTM() ? svg.getScreenCTM().a : 1;
    return {text: t.textContent, px: size * scale};
})"""

CURRENT_IN_VIEW = """() => [...document.querySelectorAll('.review-graph .pt.current')].map((pt) => {
    const r = pt.querySelector('.pt-hit').getBoundingClientRect();
    let box = {left: 0, right: document.documentElement.clientWidth};
    for (let e = pt.closest('svg').parentElement; e; e = e.parentElement) {
        if (!/(auto|scroll|hidden)/.test(getComputedStyle(e).overflowX)) continue;
        const s = e.getBoundingClientRect();
        box = {left: Math.max(box.left, s.left), right: Math.min(box.right, s.right)};
    }
    return {left: r.left, right: r.right, min: box.left, max: box.right};
})"""


@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_the_graphs_words_are_readable_and_the_current_point_in_view(
        new_context: object, site: str, width: int, height: int) -> None:
    page = open_review(new_context, site, width, height)
    words = page.evaluate(READABLE)
    assert any(w["text"].endswith("%") for w in words), words  # the scale is labelled
    small = [w for w in words if w["px"] < 12]
    assert not small, small
    # a jump to the last mistakes: the point on the board is also in view in its graph
    for _ in range(12):
        tap(page, '[data-action="review_next"]')
        if page.locator(POINTS + ".current").count():
            break
    still(page)
    shown = page.evaluate(CURRENT_IN_VIEW)
    assert len(shown) == 1, shown
    for box in shown:
        assert box["min"] - 1 <= box["left"] and box["right"] <= box["max"] + 1, box


LINES = """() => {
    const rgb = (text) => (text.match(/[\\d.]+/g) || []).slice(0, 4).map(Number);
    const lum = ([r, g, b]) => {
        const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a, b) => (Math.max(lum(a), lum(b)) + 0.05) / (Math.min(lum(a), lum(b)) + 0.05);
    const background = (e) => {
        for (; e; e = e.parentElement) {
            const c = rgb(getComputedStyle(e).backgroundColor);
            if (c.length === 3 || (c.length === 4 && c[3] > 0)) return c.slice(0, 3);
        }
        return [255, 255, 255];
    };
    return [...document.querySelectorAll('.review-graph')].map((svg) => {
        const lines = [...svg.querySelectorAll('.graph-after')];
        const bg = background(svg);
        return {
            seat: svg.dataset.seat,
            contrast: Math.max(0, ...lines.map((l) => ratio(rgb(getComputedStyle(l).stroke), bg))),
            dash: lines.map((l) => getComputedStyle(l).strokeDasharray).join('|'),
        };
    });
}"""


@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_every_seats_line_is_told_apart(
        new_context: object, site: str, width: int, height: int) -> None:
    page = open_review(new_context, site, width, height)
    lines = page.evaluate(LINES)
    assert len(lines) == 3, lines
    for line in lines:
        assert line["contrast"] >= 3, line
    assert len({line["dash"] for line in lines}) == 3, lines


MARKS = """() => {
    let bottom = innerHeight;
    for (const bar of document.querySelectorAll('#app *')) {
        const cs = getComputedStyle(bar);
        const r = bar.getBoundingClientRect();
        if ((cs.position === 'sticky' || cs.position === 'fixed') && cs.bottom !== 'auto'
            && r.height && r.bottom >= innerHeight - 1) bottom = Math.min(bottom, r.top);
    }
    return {bottom, marks: [...document.querySelectorAll('#app .played, #app .better')]
        .filter((m) => !m.closest('.review-legend, .review-detail'))
        .map((m) => { const r = m.getBoundingClientRect();
                      return {cls: m.getAttribute('class'), top: r.top, bottom: r.bottom}; })};
}"""


@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_next_mistake_brings_both_marks_into_view(
        new_context: object, site: str, width: int, height: int) -> None:
    page = open_review(new_context, site, width, height)
    for _ in range(3):
        page.evaluate("() => window.scrollTo(0, 0)")
        tap(page, '[data-action="review_next"]')
        still(page)
        seen = page.evaluate(MARKS)
        kinds = " ".join(m["cls"] for m in seen["marks"])
        assert "played" in kinds and "better" in kinds, seen
        for mark in seen["marks"]:
            assert mark["top"] >= 0 and mark["bottom"] <= seen["bottom"], seen
