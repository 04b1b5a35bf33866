"""The start-up in one run: every engine, the app against the runtime it ships, each step's share,
the review and the first build (issue 45; a script, not a test).

    python bench/bench_start.py [--runs 3] [--no-build] [--engines chromium,firefox,webkit]
                                [--no-bare] [--no-review] [--no-first-build]

Prints, in one run:

* per engine (Chromium through Playwright, Firefox ESR and WebKitGTK as e2e/engine_launch.py
  starts them), navigation to the first interactive board of the same TwinStar address:
  **cold** (a new browser, a fresh profile) and **warm** (a reload once the service worker
  controls the page and the runtime snapshot, where the engine makes one, is stored); the ratio
  of each engine to Chromium cold, and of warm to cold;
* each step's time and share of those starts, medians (web/runtime.js reports when each step
  ended in the worker): the page's scripts, PyScript's worker start, the wait for the stored
  snapshot, the wasm's compile and instantiation, the rest of loadPyodide (standard library,
  Python's start, the core wheel, or the snapshot's restore), worker.py, the reply to the page,
  the first scene; with the downloads (wasm, standard library, wheels) as they overlapped;
* in Chromium, the app against the runtime it ships: a bare page that only calls loadPyodide on
  the site's own pyodide/ (its bytecode standard library) in a module worker, alternating with
  the app, cold (a fresh profile) and warm (a new tab in a profile that visited before: for the
  app its snapshot too); app / bare;
* the game review's time per rule set (``bench_browser.py --review``) and the fresh clone's
  build-and-serve time (``bench_first_build.py``), by running those scripts.

``--no-review`` and ``--no-first-build`` skip the two slow parts; ``--no-bare`` the app-versus-
runtime comparison.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(ROOT / "e2e"), str(ROOT / "tests"),
                str(ROOT / "bench")]
import no_eval  # noqa: E402, F401  (wait_for_function under the site's no-eval policy)
from bench_browser import ARGS, CHROMIUM, BenchHandler  # noqa: E402

import pygames  # noqa: E402
from sitebuild.paths import DIST  # noqa: E402
from sitebuild.pipeline import build  # noqa: E402
from sitebuild.server import start_server  # noqa: E402

ENGINES = ("chromium", "firefox", "webkit")

# The runtime the site ships, alone: its pyodide/ (bytecode standard library), loadPyodide in a
# module worker, no app, no wheel.
SHIPPED_HTML = b"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>shipped</title>
<script type="module" src="shipped-main.mjs"></script></head><body>the shipped Pyodide</body></html>"""
# (a script of the site's origin: the site's policy, sent with every response, refuses inline ones)
SHIPPED_MAIN = b"""const w = new Worker(new URL("shipped-worker.mjs", location.href), {type: "module"});
w.onmessage = () => { document.documentElement.dataset.ready = "1";
                      performance.mark("pygames:ready"); };
"""
SHIPPED_WORKER = b"""import { loadPyodide } from "../pyodide/pyodide.mjs";
const runtime = new URL("../pyodide/", import.meta.url).href;
await loadPyodide({ indexURL: runtime, lockFileURL: runtime + "pyodide-lock.json" });
postMessage("ready");
"""


class StartHandler(BenchHandler):
    """bench_browser's server plus the shipped runtime's bare page under __bench/."""

    PAGES = BenchHandler.PAGES | {
        "/__bench/shipped.html": (SHIPPED_HTML, "text/html"),
        "/__bench/shipped-main.mjs": (SHIPPED_MAIN, "text/javascript"),
        "/__bench/shipped-worker.mjs": (SHIPPED_WORKER, "text/javascript")}


# What the page knows once it is interactive and has heard how its runtime started: its marks,
# its time origin and web/runtime.js's boot report (null until then).
PROFILE_JS = """() => {
  const boot = window.pygames && window.pygames.snapshot && window.pygames.snapshot.boot;
  if (!boot || !document.documentElement.dataset.ready) return null;
  const marks = {};
  for (const m of performance.getEntriesByType('mark')) marks[m.name] = m.startTime;
  return {marks, origin: performance.timeOrigin, boot};
}"""
READY_JS = """() => {
  const mark = performance.getEntriesByName('pygames:ready')[0];
  return mark ? mark.startTime : null;
}"""
SNAPSHOT_DONE_JS = """() => ['stored', 'failed', 'unavailable', 'skipped', 'restored', 'off']
  .includes(document.documentElement.dataset.snapshot || '')
  && document.documentElement.dataset.snapshot"""
# Deletes the stored snapshot (web/snapshot-store.js's database), so that the next start is a
# plain one with every cache warm: what a warm start costs without the snapshot.
FORGET_SNAPSHOT_JS = """() => new Promise((resolve) => {
  const req = indexedDB.deleteDatabase('pygames-snapshot');
  req.onsuccess = req.onerror = req.onblocked = () => resolve(true);
})"""
SW_JS = """() => navigator.serviceWorker.ready.then(() =>
  navigator.serviceWorker.controller !== null)"""

#: The steps of a start in order, each ending where the next begins (see steps()).
STEPS = ("page scripts", "PyScript's worker", "snapshot read (waited)", "wasm compile+instantiate",
         "loadPyodide rest", "worker.py", "reply to the page", "first scene")


def steps(profile: dict) -> tuple[dict[str, float], dict[str, str]]:
    """A start cut into consecutive steps (ms, summing to the navigation -> board time), and its
    downloads as they happened (text). Epoch times from the worker are placed on the page's
    timeline through its time origin."""
    marks, boot, origin = profile["marks"], profile["boot"], profile["origin"]
    found = boot.get("steps", {})
    at = {"worker": marks["pygames:worker"], "runtime": boot["evaluated"] - origin,
          "began": boot["began"] - origin}
    at["stored"] = max(at["began"], found.get("stored", boot["began"]) - origin)
    wasm = found.get("wasm")
    at["wasm"] = max(at["stored"], (wasm["ended"] - origin) if wasm else at["stored"])
    at["ended"] = boot["ended"] - origin
    at["imported"] = boot["imported"] - origin
    at["python"] = marks["pygames:python"]
    at["ready"] = marks["pygames:ready"]
    order = ["worker", "runtime", "stored", "wasm", "ended", "imported", "python", "ready"]
    times, last = {}, 0.0
    for name, key in zip(STEPS, order, strict=True):
        times[name] = at[key] - last
        last = at[key]
    downloads = {name: f"{d['began'] - origin:.0f}-{d['ended'] - origin:.0f} ms"
                 for name, d in found.get("fetched", {}).items()}
    early = found.get("compiled")
    if early:
        downloads["wasm compiled early"] = f"{early['began'] - origin:.0f}-{early['ended'] - origin:.0f} ms"
    if wasm:
        downloads["wasm instantiated"] = (f"{wasm['began'] - origin:.0f}-{wasm['ended'] - origin:.0f}"
                                     f" ms ({wasm['how']})")
    return times, downloads


class Engine:
    """One engine's tab: goto, reload, call(js) -> JSON, and a fresh browser per cold run."""

    def __init__(self, name: str, playwright: object | None) -> None:
        self.name, self.playwright, self.version = name, playwright, ""

    def run(self, url: str, use: Callable[[object], None]) -> None:
        """``use(page)`` in a new browser with a fresh profile."""
        if self.name == "chromium":
            browser = self.playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            self.version = browser.version
            try:
                context = browser.new_context(viewport={"width": 1024, "height": 768})
                use(ChromiumPage(context.new_page()))
            finally:
                browser.close()
            return
        from engine_launch import open_engine

        with tempfile.TemporaryDirectory() as workdir, open_engine(self.name, Path(workdir)) as page:
            self.version = page.version
            page.set_viewport(1024, 768)
            use(page)


class ChromiumPage:
    """Playwright's page with the e2e drivers' small interface."""

    def __init__(self, page: object) -> None:
        self.page = page

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def call(self, function: str) -> object:
        return self.page.evaluate(function)

    def wait(self, function: str, timeout: float = 30.0) -> object:
        return self.page.wait_for_function(function, timeout=timeout * 1000, polling=100)


def boot_once(page: object, url: str | None) -> dict:
    """Navigate (or reload, with url None) and wait for the board and the boot report."""
    page.goto(url) if url else page.reload()
    page.wait(READY_JS, timeout=240)
    return page.wait(PROFILE_JS, timeout=240)


def engine_starts(engine: Engine, url: str, runs: int) -> dict[str, list[dict]]:
    """Cold and warm profiles of ``url`` in ``engine``: per run a new browser, a cold start,
    then (the service worker in control, the snapshot made or declined) a warm reload."""
    out: dict[str, list[dict]] = {"cold": [], "warm": [], "warm, no snapshot": []}

    def use(page: object) -> None:
        out["cold"].append(boot_once(page, url))
        page.wait(SNAPSHOT_DONE_JS, timeout=300)
        page.wait(SW_JS, timeout=120)
        out["warm"].append(boot_once(page, None))
        if out["warm"][-1]["boot"]["path"] == "snapshot":  # the same without it, for the decision
            page.wait(FORGET_SNAPSHOT_JS, timeout=60)
            out["warm, no snapshot"].append(boot_once(page, None))

    for _ in range(runs):
        engine.run(url, use)
        print(f"  {engine.name}: cold {out['cold'][-1]['marks']['pygames:ready']:.0f} ms, warm "
              f"{out['warm'][-1]['marks']['pygames:ready']:.0f} ms "
              f"({out['warm'][-1]['boot']['path']})", file=sys.stderr, flush=True)
    return out


def print_engines(results: dict[str, tuple[str, dict[str, list[dict]]]]) -> None:
    ready = {name: {kind: [p["marks"]["pygames:ready"] for p in got[kind]] for kind in got}
             for name, (_, got) in results.items()}
    base = statistics.median(ready["chromium"]["cold"]) if "chromium" in ready else None
    print("navigation -> interactive board of one TwinStar address, per engine, median (runs):")
    for name, (version, got) in results.items():
        cold, warm = statistics.median(ready[name]["cold"]), statistics.median(ready[name]["warm"])
        ways = sorted({p["boot"]["path"] for p in got["warm"]})
        versus = f", {cold / base:.2f}x Chromium cold" if base else ""
        print(f"  {name:<9} {version:<16} cold {cold:6.0f} ms {[round(t) for t in ready[name]['cold']]}"
              f"{versus}; warm {warm:6.0f} ms {[round(t) for t in ready[name]['warm']]} "
              f"({'/'.join(ways)}), warm/cold {warm / cold:.2f}")
        if ready[name]["warm, no snapshot"]:
            plain = statistics.median(ready[name]["warm, no snapshot"])
            print(f"  {'':<9} {'':<16} warm without the snapshot {plain:6.0f} ms "
                  f"{[round(t) for t in ready[name]['warm, no snapshot']]}: the snapshot saves "
                  f"{plain - warm:.0f} ms")
    for name, (_, got) in results.items():
        for kind, profiles in got.items():
            if profiles:
                print_steps(f"{name} {kind}", profiles)


def print_steps(label: str, profiles: list[dict]) -> None:
    cut = [steps(p) for p in profiles]
    total = statistics.median(p["marks"]["pygames:ready"] for p in profiles)
    parts = ", ".join(f"{name} {statistics.median(t[name] for t, _ in cut):.0f} ms "
                      f"({statistics.median(t[name] for t, _ in cut) / total:.0%})" for name in STEPS)
    print(f"  steps, {label}: {parts}")
    print("    downloads and compile (last run, ms from navigation): "
          + "; ".join(f"{k} {v}" for k, v in cut[-1][1].items()))


def app_against_runtime(playwright: object, app_url: str, bare_url: str, runs: int) -> None:
    """Chromium: the app against the runtime it ships, cold and warm, alternating."""
    browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)
    times: dict[str, dict[str, list[float]]] = {"cold": {"app": [], "bare": []},
                                                "warm": {"app": [], "bare": []}}
    profiles: dict[str, list[dict]] = {"cold": [], "warm": []}
    urls = {"app": app_url, "bare": bare_url}

    def visit(context: object, kind: str, which: str) -> None:
        page = context.new_page()
        page.goto(urls[which])
        page.wait_for_selector("html[data-ready]", state="attached", timeout=240_000)
        times[kind][which].append(page.evaluate(READY_JS))
        if which == "app":
            profiles[kind].append(ChromiumPage(page).wait(PROFILE_JS, timeout=240))
        page.close()

    try:
        for _ in range(runs):
            for which in ("app", "bare"):
                context = browser.new_context(viewport={"width": 1024, "height": 768})
                visit(context, "cold", which)
                context.close()
        visited = {}
        for which in ("app", "bare"):  # one visit fills each profile (service worker, snapshot)
            visited[which] = context = browser.new_context(viewport={"width": 1024, "height": 768})
            page = context.new_page()
            page.goto(urls[which])
            page.wait_for_selector("html[data-ready]", state="attached", timeout=240_000)
            if which == "app":
                ChromiumPage(page).wait(SNAPSHOT_DONE_JS, timeout=300)
                ChromiumPage(page).wait(SW_JS, timeout=120)
            page.close()
        for _ in range(runs):
            for which in ("app", "bare"):
                visit(visited[which], "warm", which)
    finally:
        browser.close()
    print(f"the app against the runtime it ships (Chromium, a bare page calling loadPyodide on "
          f"the same pyodide/), median of {runs}, alternating:")
    for kind, got in times.items():
        app, bare = statistics.median(got["app"]), statistics.median(got["bare"])
        print(f"  {kind}: app {app:.0f} ms {[round(t) for t in got['app']]}, runtime {bare:.0f} ms "
              f"{[round(t) for t in got['bare']]}: {app / bare:.2f}x")
    for kind, found in profiles.items():
        print_steps(f"app {kind}", found)


def run_script(args: list[str]) -> None:
    """Another bench, its output passed through."""
    print(f"$ python {' '.join(args)}", flush=True)
    subprocess.run([sys.executable, *args], cwd=ROOT, check=False)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    parser.add_argument("--engines", default=",".join(ENGINES))
    parser.add_argument("--no-bare", action="store_true", help="skip the app against the runtime")
    parser.add_argument("--no-review", action="store_true", help="skip the review's times")
    parser.add_argument("--no-first-build", action="store_true", help="skip the fresh clone's build")
    args = parser.parse_args()
    dist = DIST if args.no_build else build()
    server = start_server(dist, 0, StartHandler)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    game = pygames.new_game("twinstar", players=2, seed=7, options={"edition": "gems"})
    url = base + "#" + game.to_url_fragment(extra={"seats": ["human", "bot"]})
    from playwright.sync_api import sync_playwright

    try:
        with sync_playwright() as playwright:
            results = {}
            for name in filter(None, args.engines.split(",")):
                engine = Engine(name, playwright)
                got = engine_starts(engine, url, args.runs)
                results[name] = (engine.version, got)
            if results:
                print_engines(results)
                sys.stdout.flush()
            if not args.no_bare:
                app_against_runtime(playwright, url, base + "__bench/shipped.html", args.runs)
                sys.stdout.flush()
    finally:
        server.shutdown()
    if not args.no_review:
        run_script(["bench/bench_browser.py", "--review", "--no-build"])
    if not args.no_first_build:
        run_script(["bench/bench_first_build.py"])


if __name__ == "__main__":
    main()
