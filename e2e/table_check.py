"""Measuring a table as a player sees it: the targets every rule set's table meets.

At 1024×768, 768×1024 (tablets) and 390×844 (phone), for the current decision:

* every choice (``[data-move]``, and a pick-first part ``.legal[data-action="select"]``) is
  inside the viewport and not covered by anything else (the sticky decision bar included)
  without the player panning: the bridge brings the area of the decision into view;
* its box is at least 32×32 CSS px on the tablets and 24×24 on the phone (WCAG 2.2 target
  size);
* a choice looks different from the same kind of part that is no choice (its frame's stroke,
  its outline or its filter differ), so the marking is seen, not only tapped;
* no text on the table renders below 11 CSS px on the tablets;
* the prompt and its buttons are inside the viewport.

:func:`measure` takes these numbers in the page as it is, :func:`problems` turns them into
sentences, :func:`decision_positions` makes addresses of positions at different decisions of
a seeded game; :func:`list_screens` and :func:`out_of_reach` check a long list of choices
seen whole, untouched, on the phone (English and Japanese) and both tablets. The acceptance
tests import them; ``python e2e/table_check.py`` runs them by hand against a built site
(``PYGAMES_DIST``), prints the numbers and saves screenshots to ``e2e/artifacts/``::

    PYGAMES_DIST=$PWD/dist-e2e python e2e/table_check.py twinstar --option edition=fruits \\
        --players 3 --seed 4 --positions 6
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
#: (width, height) of the screens the targets are measured at.
SIZES = ((1024, 768), (768, 1024), (390, 844))
PHONE_MAX = 600
TABLET_TARGET = 32
PHONE_TARGET = 24
MIN_TEXT = 11
BOOT_MS = 120_000

MEASURE = r"""() => {
    const vw = document.documentElement.clientWidth, vh = window.innerHeight;
    const shown = (el) => {
        const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && cs.visibility !== "hidden" && cs.display !== "none";
    };
    const inside = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= vw + 0.5 && r.bottom <= vh + 0.5;
    const name = (el) => el.getAttribute("data-move") || el.getAttribute("data-value")
        || el.getAttribute("aria-label") || (el.textContent || "").trim().slice(0, 40);
    // what a tap at the part's middle (or, for a ring, a little inside its box) would reach
    const reachable = (el, r) => {
        const points = [[r.left + r.width / 2, r.top + r.height / 2],
                        [r.left + r.width * 0.3, r.top + r.height / 2],
                        [r.left + r.width * 0.7, r.top + r.height / 2]];
        return points.some(([x, y]) => {
            if (x < 0 || y < 0 || x > vw || y > vh) return false;
            const hit = document.elementFromPoint(x, y);
            return hit && (hit === el || el.contains(hit));
        });
    };
    const table = document.querySelector("#app .screen.table");
    const choices = [...document.querySelectorAll(
        "#app [data-move], #app .legal[data-action='select']")].filter(shown);
    const out = {width: vw, height: vh, choices: [], texts: [], same: [], prompt: null,
                 buttons: [], current: null};
    for (const el of choices) {
        const r = el.getBoundingClientRect();
        out.choices.push({name: name(el), svg: el instanceof SVGElement,
                          w: Math.round(r.width * 10) / 10, h: Math.round(r.height * 10) / 10,
                          inside: inside(r), reachable: reachable(el, r)});
    }
    // a choice differs from a part of the same kind that is no choice (tag and first class)
    const look = (el) => {
        const frame = el.querySelector(":scope > .frame") || el;
        const a = getComputedStyle(el), f = getComputedStyle(frame);
        return [a.outlineStyle, a.outlineColor, a.filter, f.stroke, f.strokeWidth,
                f.strokeDasharray].join("|");
    };
    const kindOf = (el) => el.tagName + "." + ((el.getAttribute("class") || "").split(/\s+/)[0]);
    const kinds = new Map();
    for (const el of document.querySelectorAll("#app .board-area [class]")) {
        if (!shown(el)) continue;
        const kind = kindOf(el);
        if (!kinds.has(kind)) kinds.set(kind, {legal: [], plain: []});
        const legal = el.classList.contains("legal");
        kinds.get(kind)[legal ? "legal" : "plain"].push(el);
    }
    for (const [kind, {legal, plain}] of kinds) {
        if (!legal.length || !plain.length) continue;
        const plainLooks = new Set(plain.map(look));
        const alike = legal.filter((el) => plainLooks.has(look(el)));
        if (alike.length) out.same.push(kind + " " + alike.slice(0, 3).map(name).join(", "));
    }
    // text: SVG text by its size on screen, HTML text by its computed size
    if (table) {
        const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
        const seen = new Set();
        while (walker.nextNode()) {
            const node = walker.currentNode;
            const el = node.parentElement;
            if (!el || seen.has(el) || !node.textContent.trim() || el.closest(".sr-only")) continue;
            seen.add(el);
            if (!shown(el)) continue;
            let px = parseFloat(getComputedStyle(el).fontSize);
            if (el instanceof SVGElement) {
                const m = el.getScreenCTM();
                if (m) px *= Math.hypot(m.a, m.b);
            }
            out.texts.push({text: el.textContent.trim().slice(0, 40), px: Math.round(px * 10) / 10});
        }
    }
    const prompt = document.querySelector("#app .prompt");
    if (prompt && shown(prompt)) out.prompt = {text: prompt.textContent,
                                               inside: inside(prompt.getBoundingClientRect())};
    for (const el of document.querySelectorAll("#app .decision button")) {
        if (shown(el)) out.buttons.push({name: name(el), inside: inside(el.getBoundingClientRect())});
    }
    const current = document.querySelector("#app [data-current]");
    if (current) out.current = current.getAttribute("data-area");
    return out;
}"""


def is_phone(width: int) -> bool:
    return width <= PHONE_MAX


def target_size(width: int) -> int:
    return PHONE_TARGET if is_phone(width) else TABLET_TARGET


def measure(page: Any) -> dict[str, Any]:
    """The numbers of the page as it is now (see the module's docstring)."""
    return page.evaluate(MEASURE)


def problems(found: dict[str, Any]) -> list[str]:
    """What misses the targets in a :func:`measure` report, one sentence each."""
    width = found["width"]
    least = target_size(width)
    out = []
    for c in found["choices"]:
        if not c["inside"]:
            out.append(f"choice {c['name']!r} is outside the viewport")
        elif not c["reachable"]:
            out.append(f"choice {c['name']!r} is covered")
        if c["w"] < least - 0.5 or c["h"] < least - 0.5:
            out.append(f"choice {c['name']!r} is {c['w']}×{c['h']} px (< {least})")
    out.extend(f"choices look like other parts: {same}" for same in found["same"])
    if not is_phone(width):
        out.extend(f"text {t['text']!r} is {t['px']} px" for t in found["texts"]
                   if t["px"] < MIN_TEXT - 0.05)
    if found["prompt"] is not None and not found["prompt"]["inside"]:
        out.append("the prompt is outside the viewport")
    out.extend(f"button {b['name']!r} is outside the viewport" for b in found["buttons"]
               if not b["inside"])
    return out


def summary(found: dict[str, Any]) -> dict[str, Any]:
    """The figures worth printing: how many choices, the smallest, the smallest text."""
    boxes = [min(c["w"], c["h"]) for c in found["choices"]]
    sizes = [t["px"] for t in found["texts"]]
    return {"choices": len(boxes), "smallest": min(boxes) if boxes else None,
            "outside": sum(not c["inside"] for c in found["choices"]),
            "covered": sum(c["inside"] and not c["reachable"] for c in found["choices"]),
            "text_min": min(sizes) if sizes else None, "area": found["current"]}


# ---------------------------------------------------------------------- positions
def decision_positions(game_id: str, players: int, options: dict[str, Any] | None = None,
                       seed: int = 1, per_kind: int = 1, limit: int = 12,
                       chooser_seed: int = 17) -> list[tuple[str, str]]:
    """Addresses of positions of one seeded game (all seats human), one per kind of decision
    (the set of move kinds offered) and up to ``per_kind`` each, at most ``limit``: (kind,
    address fragment) in the order they come."""
    import pygames
    from pygames.core.rng import Rng

    game = pygames.new_game(game_id, players=players, seed=seed, options=dict(options or {}))
    chooser = Rng(chooser_seed)
    seen: dict[str, int] = {}
    out: list[tuple[str, str]] = []
    while not game.is_over and len(out) < limit and len(game.history) < 5000:
        moves = game.legal_moves()
        kind = " ".join(sorted({m.split(" ", 1)[0] for m in moves}))
        if seen.get(kind, 0) < per_kind:
            seen[kind] = seen.get(kind, 0) + 1
            out.append((kind, game.to_url_fragment()))
        game.play(chooser.choice(moves))
    return out


def open_address(page: Any, fragment: str) -> None:
    """Open a game's address in the booted page and wait for its table (through the
    catalogue when a table is shown, so the table is drawn afresh)."""
    if fragment and page.locator("#app .screen.table").count():
        open_address(page, "")
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    page.evaluate("h => { location.hash = h; }", fragment)
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before,
                           timeout=60_000)
    if fragment:
        page.wait_for_function("document.documentElement.dataset.busy !== 'bot'")
    settle_scroll(page)


def settle_scroll(page: Any) -> None:
    """Wait until the page and the board area stop scrolling (the current area comes into
    view, smoothly unless reduced motion is asked for)."""
    page.evaluate("""() => new Promise((resolve) => {
        const where = () => [scrollX, scrollY, ...[...document.querySelectorAll(".board-area")]
            .flatMap((a) => [a.scrollLeft, a.scrollTop])].join();
        let last = where(), still = 0;
        const tick = () => {
            const now = where();
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 6) resolve(); else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
    })""")


# ---------------------------------------------------------------------- long lists
#: Where a long list of choices is seen and tapped whole without scrolling the decision: the
#: phone, both tablets, and the phone again in Japanese (its words are wider; the page keeps
#: the language, so it comes last).
LIST_SCREENS = (("en", SIZES[2]), ("en", SIZES[0]), ("en", SIZES[1]), ("ja", SIZES[2]))


def list_screens(page: Any, fragment: str, shots: Path) -> Iterator[tuple[str, dict[str, Any]]]:
    """Open ``fragment`` at each of :data:`LIST_SCREENS`, keep its screenshot as
    ``<shots>-<lang>-<W>x<H>.png`` and yield (``<lang>-<W>x<H>``, its :func:`measure`)."""
    for lang, (width, height) in LIST_SCREENS:
        page.set_viewport_size({"width": width, "height": height})
        open_address(page, fragment)
        if lang == "ja":  # from the phone's menu
            before = page.evaluate("JSON.stringify(window.pygames.scene)")
            page.locator("#app .menu-toggle").click()
            page.locator('[data-action="lang"][data-value="ja"]').first.click()
            page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
            settle_scroll(page)
        where = f"{lang}-{width}x{height}"
        page.screenshot(path=f"{shots}-{where}.png")
        yield where, measure(page)


def out_of_reach(found: dict[str, Any], names: set[str], target: float) -> list[str]:
    """The choices among ``names`` that lie outside the viewport, are covered or are smaller
    than ``target`` CSS px either way, then the table's :func:`problems`."""
    return [f"{c['name']} {c['w']}x{c['h']} inside={c['inside']} reachable={c['reachable']}"
            for c in found["choices"] if c["name"] in names
            and (not (c["inside"] and c["reachable"]) or min(c["w"], c["h"]) < target - 0.5)
            ] + problems(found)


# ---------------------------------------------------------------------- by hand
def _positions_from_args(args: argparse.Namespace) -> list[tuple[str, str]]:
    if args.address:
        return [("address", fragment.lstrip("#")) for fragment in args.address]
    options = dict(pair.split("=", 1) for pair in args.option)
    return decision_positions(args.game, args.players, options, seed=args.seed,
                              per_kind=args.per_kind, limit=args.positions)


def _pages(args: argparse.Namespace) -> Iterator[tuple[Any, str]]:
    sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
    from playwright.sync_api import sync_playwright

    from sitebuild.paths import DIST
    from sitebuild.server import start_server

    server = start_server(DIST, 0)
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                        args=["--no-sandbox", "--disable-gpu"])
            context = browser.new_context(viewport={"width": 1024, "height": 768},
                                          reduced_motion="reduce", locale=args.lang)
            page = context.new_page()
            page.on("pageerror", lambda e: print("pageerror:", e, file=sys.stderr))
            page.goto(site + "?bot_delay=0")
            page.wait_for_selector("html[data-ready]", timeout=BOOT_MS)
            if args.lang == "ja":
                page.locator('[data-action="lang"][data-value="ja"]').first.click()
            yield page, site
            browser.close()
    finally:
        server.shutdown()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--option", action="append", default=[], help="NAME=VALUE")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--per-kind", type=int, default=1)
    parser.add_argument("--address", action="append", default=[],
                        help="an address fragment to measure instead of the seeded game's")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--shots", default="", help="screenshot name prefix (none: no shots)")
    parser.add_argument("--select", action="store_true",
                        help="also pick the first pick-first part and measure again")
    args = parser.parse_args(argv)
    positions = _positions_from_args(args)
    failed = 0
    ARTIFACTS.mkdir(exist_ok=True)
    for page, _site in _pages(args):
        for index, (kind, fragment) in enumerate(positions):
            for width, height in SIZES:
                page.set_viewport_size({"width": width, "height": height})
                open_address(page, fragment)
                rounds = [("", None)]
                if args.select and page.locator("#app .legal[data-action='select']").count():
                    rounds.append(("-picked", "#app .legal[data-action='select']"))
                for suffix, selector in rounds:
                    if selector:
                        before = page.evaluate("JSON.stringify(window.pygames.scene)")
                        page.locator(selector).first.click()
                        page.wait_for_function(
                            "s => JSON.stringify(window.pygames.scene) !== s", arg=before)
                        settle_scroll(page)
                    found = measure(page)
                    issues = problems(found)
                    failed += bool(issues)
                    print(json.dumps({"pos": index, "kind": kind + suffix,
                                      "size": f"{width}x{height}", **summary(found),
                                      "problems": issues[:6]}, ensure_ascii=False))
                    if args.shots:
                        page.screenshot(path=str(ARTIFACTS / f"{args.shots}-{index}{suffix}-"
                                                               f"{width}x{height}.png"))
                # the next position opens from a table with nothing picked
                page.keyboard.press("Escape")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
