"""Benchmark of the app against hostile and long addresses (a script, not a test).

    python bench/bench_robustness.py [--addresses 20000] [--seed 1] [--searches 20]
                                     [--runs 3] [--no-build] [--no-browser]

Prints:

* CPython: the slowest and the mean load (``pygames.load``) over the fuzzed addresses of
  ``bench/fuzz_addresses.py`` (every mutator, seeded);
* for every rule set (and mode, and the older rules whose select/back were moves): the
  longest legal game found by a search (``--searches`` seeds of a random player and of one
  that plays to last, ``tests/test_game_length.py``'s prolonging policy; for Terra Vista's
  rules 2, select and back repeated up to the bound, the longest log its rules allow), its
  length against the rule set's bound (``Game.max_moves``), and its load in CPython: the
  rules alone and the app's controller (log in words, scene);
* Chromium (dist/ built unless ``--no-build``): for each of those games, the time from setting
  the address in a running page to the table drawn and painted (median of ``--runs``; the
  controller's share, the JSON parse and the DOM patch), against the goal of 1 s.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(ROOT / "tests")]
import fuzz_addresses  # noqa: E402
from playthrough import random_game  # noqa: E402
from test_game_length import prolonged_game  # noqa: E402

import pygames  # noqa: E402
from pygames.app.controller import Controller  # noqa: E402
from pygames.core.codec import encode  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]
GOAL_MS = 1000.0
#: The longest set-ups of each rule set: the most players, every edition and mode.
LONGEST = (
    ("harvest_valley", 5, {"sprinkler": "add", "well": "add", "locust": "add", "rabbit": "add",
                           "cultivator": "add"}, None),
    ("twinstar", 4, {"edition": "gems"}, None),
    ("twinstar", 4, {"edition": "fruits", "mode": "advanced"}, None),
    ("twinstar", 1, {"edition": "fruits"}, None),
    ("tropicalia", 4, {"advanced": True}, None),
    ("terra_vista", 6, {"board": "night"}, None),
)
#: Where the page shows how long the last address took to draw: the bridge's timing record.
SHOW_JS = """async (address) => {
    const before = window.pygames.scene;
    const t0 = performance.now();
    location.hash = address;
    while (window.pygames.scene === before) await new Promise((r) => setTimeout(r, 2));
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    return {total: performance.now() - t0, ...window.pygames.timing,
            items: document.querySelectorAll('.log-list li').length};
}"""


def longest_games(searches: int) -> list[tuple[str, str, int, int]]:
    """(label, address, moves, bound) of the longest game found per set-up."""
    out = []
    for game_id, players, options, rules in LONGEST:
        found = [prolonged_game(game_id, players, options, rules, seed)[0]
                 for seed in range(searches)]
        found += [random_game(game_id, players, seed, options, rules=rules)
                  for seed in range(searches)]
        game = max(found, key=lambda g: len(g.history))
        bound = type(game).max_moves(players, game.options)
        label = f"{game_id} {players}p {','.join(f'{k}={v}' for k, v in options.items())}"
        out.append((label, game.to_url_fragment({"seats": ["human"] * players}),
                    len(game.history), bound))
    game = pygames.new_game("terra_vista", 6, seed=4, rules=2)
    bound = type(game).max_moves(6, game.options)
    space = next(m for m in game.legal_moves() if "-" not in m and m != "pass")
    moves = ([space, "back"] * bound)[:bound]
    record = game.record({"seats": ["human"] * 6}, moves=moves)
    out.append(("terra_vista 6p rules 2, select/back to the bound", encode(record), bound,
                bound))
    return out


def cpython_loads(games: list[tuple[str, str, int, int]]) -> None:
    print("\nlongest legal game found per rule set; its load in CPython (best of 3)")
    print(f"{'set-up':52} {'moves':>6} {'bound':>6} {'rules':>8} {'app':>8}")
    for label, address, moves, bound in games:
        rules = min(_timed(lambda address=address: pygames.load(address)) for _ in range(3))
        app = min(_timed(lambda address=address: Controller().handle(
            {"type": "init", "hash": address, "lang": "en"})) for _ in range(3))
        print(f"{label[:52]:52} {moves:6d} {bound:6d} {rules * 1000:6.0f}ms {app * 1000:6.0f}ms")


def _timed(run: object) -> float:
    started = time.perf_counter()
    run()  # type: ignore[operator]
    return time.perf_counter() - started


def chromium_shows(games: list[tuple[str, str, int, int]], runs: int, build_first: bool) -> None:
    from playwright.sync_api import sync_playwright

    from sitebuild.paths import DIST
    from sitebuild.pipeline import build
    from sitebuild.server import start_server

    dist = build() if build_first else DIST
    server = start_server(dist, 0)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    print(f"\nChromium: address set in a running page -> table drawn and painted (median of "
          f"{runs}; goal {GOAL_MS:.0f} ms)")
    print(f"{'set-up':52} {'total':>8} {'python':>8} {'parse':>7} {'render':>7} {'items':>5}")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            page = browser.new_page(viewport={"width": 1024, "height": 768})
            page.goto(base + "?bot_delay=0")
            page.wait_for_selector("html[data-ready]", timeout=180_000)
            worst = 0.0
            for label, address, _, _ in games:
                found = []
                for _ in range(runs):
                    if page.evaluate("location.hash"):  # from the catalogue each time
                        page.evaluate(SHOW_JS, "")
                    found.append(page.evaluate(SHOW_JS, address))
                mid = sorted(found, key=lambda f: f["total"])[len(found) // 2]
                worst = max(worst, mid["total"])
                print(f"{label[:52]:52} {mid['total']:6.0f}ms {mid['python']:6.0f}ms "
                      f"{mid['parse']:5.0f}ms {mid['render']:5.0f}ms {mid['items']:5d}")
            print(f"slowest: {worst:.0f} ms ({'within' if worst < GOAL_MS else 'over'} the goal)")
            browser.close()
    finally:
        server.shutdown()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--addresses", type=int, default=20_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--searches", type=int, default=20)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()
    started = time.perf_counter()
    report = fuzz_addresses.run(args.addresses, args.seed)
    spent = time.perf_counter() - started
    print(f"CPython, {report.cases} fuzzed addresses (seed {args.seed}): slowest load "
          f"{report.worst[0] * 1000:.1f} ms ({report.worst[1]}), mean "
          f"{spent / max(1, report.cases) * 1000:.2f} ms a case with its checks; "
          f"{len(report.failures)} failures")
    games = longest_games(args.searches)
    cpython_loads(games)
    if not args.no_browser:
        chromium_shows(games, args.runs, not args.no_build)


if __name__ == "__main__":
    main()
