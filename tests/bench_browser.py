"""Benchmark of the built site in Chromium (a script, not a test; issue 3's figures).

    python tests/bench_browser.py [--runs 5] [--no-build] [--lighthouse]

Prints, from one Chromium run:

* median time from navigation to the first interactive board of the app (a Harvest Valley
  address, fresh browser context each run) and the same for a bare page that only boots the
  bundled Pyodide in a module worker, alternating the two; their ratio;
* median time from a tap on a highlighted choice to the updated board (DOM patched and a
  frame painted), pass-and-play so every tap is a move;
* the total size of dist/ and of the bare runtime inside it;
* with ``--lighthouse``: Lighthouse 12 (``npx lighthouse``, pinned in package.json) on the
  catalogue screen: total blocking time and the accessibility score.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402
import pygames  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]

# The bare page: the same runtime, loaded the same way (module worker), no app, no wheel.
BARE_HTML = b"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title>
<script type="module">
const w = new Worker(new URL("bare-worker.mjs", location.href), {type: "module"});
w.onmessage = () => { document.documentElement.dataset.ready = "1";
                      performance.mark("pygames:ready"); };
</script></head><body>bare Pyodide</body></html>"""
BARE_WORKER = b"""import { loadPyodide } from "../pyodide/pyodide.mjs";
const runtime = new URL("../pyodide/", import.meta.url).href;
await loadPyodide({ indexURL: runtime, lockFileURL: runtime + "pyodide-lock.json" });
postMessage("ready");
"""


class BenchHandler(build.Handler):
    """dist/ plus the bare page under __bench/ (never part of the build)."""

    def do_GET(self) -> None:  # noqa: N802 - stdlib name
        pages = {"/__bench/bare.html": (BARE_HTML, "text/html"),
                 "/__bench/bare-worker.mjs": (BARE_WORKER, "text/javascript")}
        if self.path in pages:
            body, mime = pages[self.path]
            self.send_response(200)
            self.send_header("Content-Type", mime)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


def ready_ms(browser: object, url: str) -> float:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", timeout=180_000)
        return page.evaluate("performance.getEntriesByName('pygames:ready')[0].startTime")
    finally:
        context.close()


TAP_JS = """async (move) => {
  const el = document.querySelector(`#app [data-move="${CSS.escape(move)}"]`);
  const t0 = performance.now();
  const changed = new Promise((resolve) => {
    const obs = new MutationObserver(() => { obs.disconnect(); resolve(); });
    obs.observe(document.getElementById("app"), {subtree: true, childList: true,
                                                  attributes: true, characterData: true});
  });
  el.dispatchEvent(new MouseEvent("click", {bubbles: true}));
  await changed;
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return performance.now() - t0;
}"""


def tap_ms(browser: object, base: str, taps: int) -> list[float]:
    game = pygames.new_game("harvest_valley", players=2, seed=1)
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.goto(base + "#" + game.to_url_fragment(extra={"seats": ["human", "human"]}))
    page.wait_for_selector("html[data-ready]", timeout=180_000)
    chooser, times = Rng(4), []
    for _ in range(taps):
        moves = page.eval_on_selector_all("#app [data-move]",
                                          "els => els.map(e => e.getAttribute('data-move'))")
        if not moves:
            break
        times.append(page.evaluate(TAP_JS, chooser.choice(sorted(set(moves)))))
    context.close()
    return times


def lighthouse(url: str) -> tuple[float, float, float]:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "lh.json"
        env = dict(os.environ, CHROME_PATH=CHROMIUM)
        subprocess.run(
            ["npx", "--no-install", "lighthouse", url, "--quiet", "--output=json",
             f"--output-path={report}", "--only-categories=performance,accessibility",
             "--chrome-flags=--headless=new " + " ".join(ARGS)],
            cwd=ROOT, env=env, check=True)
        data = json.loads(report.read_text())
    tbt = data["audits"]["total-blocking-time"]["numericValue"]
    return tbt, data["categories"]["accessibility"]["score"], data["categories"]["performance"]["score"]


def size(paths: list[Path]) -> int:
    return sum(p.stat().st_size for p in paths)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--taps", type=int, default=30)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--lighthouse", action="store_true")
    args = parser.parse_args()
    dist = build.DIST if args.no_build else build.build()
    server = build.start_server(dist, 0, BenchHandler)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    from playwright.sync_api import sync_playwright

    game = pygames.new_game("harvest_valley", players=2, seed=7)
    app_url = base + "#" + game.to_url_fragment(extra={"seats": ["human", "bot"]})
    app_times, bare_times = [], []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for _ in range(args.runs):
            app_times.append(ready_ms(browser, app_url))
            bare_times.append(ready_ms(browser, base + "__bench/bare.html"))
        taps = tap_ms(browser, base, args.taps)
        browser.close()
    app, bare = statistics.median(app_times), statistics.median(bare_times)
    runtime = [dist / "pyodide" / name for name in build.PYODIDE_FILES]
    print(f"runs: {args.runs} (fresh context each, alternating app and bare page)")
    print(f"app: navigation -> interactive board, median {app:.0f} ms  {[round(t) for t in app_times]}")
    print(f"bare Pyodide: navigation -> ready, median {bare:.0f} ms  {[round(t) for t in bare_times]}")
    print(f"ratio app / bare: {app / bare:.2f}")
    print(f"tap -> updated board: median {statistics.median(taps):.1f} ms over {len(taps)} taps "
          f"(max {max(taps):.1f} ms)")
    print(f"dist/ total: {size([f for f in dist.rglob('*') if f.is_file()]) / 1e6:.2f} MB; "
          f"bare runtime in it: {size(runtime) / 1e6:.2f} MB")
    if args.lighthouse:
        tbt, a11y, perf = lighthouse(base)
        print(f"lighthouse (catalogue): total blocking time {tbt:.0f} ms, accessibility {a11y}, "
              f"performance {perf}")
    server.shutdown()


if __name__ == "__main__":
    main()
