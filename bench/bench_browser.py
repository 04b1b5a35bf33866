"""Benchmark of the built site in Chromium (a script, not a test; issues 3, 8 and 9).

    python bench/bench_browser.py [--runs 5] [--no-build] [--lighthouse] [--no-bots]
                                  [--engines-only] [--review]

Prints, from one run (Chromium unless said otherwise):

* median time from navigation to the first interactive board of the app (a Harvest Valley
  address) and the same for a bare page that only boots the bundled Pyodide as npm ships it
  (its standard library as sources: the site's is compiled to bytecode by the build) in a
  module worker, alternating the two: **cold** (a fresh profile each run: empty HTTP cache, no
  service worker, no snapshot) and **warm** (a new tab in a profile that visited the page
  before: caches, service worker and, for the app, the runtime snapshot made after that
  visit); the ratio app / bare for each, and how each app run's runtime started;
* the runtime snapshot (web/runtime.js): its bytes (in the browser's IndexedDB, made there:
  nothing is downloaded for it), when it was made after the first visit's board (the quiet
  period, then the background worker's boot, imports, snapshot and store);
* median (and max) time from a tap on a highlighted choice to the updated board (DOM patched
  and a frame painted) for every rule set, pass-and-play so every tap is a move;
* the bytes a first visit transfers (compressed bodies and headers, the worker's requests
  included) for the app and for the bare runtime, and their ratio: up to the first interactive
  board, and in all (the service worker's precache and the snapshot worker's requests); then
  up to the board for an address of each rule set (each has its own wheel, fetched when a game
  of it opens);
* the total size of dist/ and of the bare runtime (npm's files);
* playouts per second (complete random games from the setup, 2 players) for each rule set,
  in Pyodide (a module worker in Chromium running the same Python as CPython) and in CPython;
* the hard bot's decision time in the browser (the app's time budget, ``HARD_SECONDS``):
  median and 95th percentile over positions of random games, with its iterations, at 2
  players and at the most players each rule set seats (the largest trees per iteration);
* the normal bot's decision time at the same positions (it has no budget: one greedy turn);
* navigation to the first interactive board of the same address in each engine, Chromium,
  Firefox ESR and WebKitGTK (e2e/engine_launch.py starts the last two): median cold (a new
  browser with a fresh profile) and warm (a reload once the service worker has the site);
  ``--engines-only`` prints only this;
* ``--bots-only`` prints only the playout and bot figures (no boot, tap or size figures),
  ``--no-bots`` everything else;
* ``--review`` prints only the game review's times in the app: for each rule set, the
  complete 2-player game of ``bench/bench_review.py`` (easy against normal) opened from its
  address, Review tapped on the end screen: the time to the graph's first point and to the
  whole game reviewed, at the default budget (obvious decisions stop early,
  ``pygames.core.review.EARLY_SHARE``), drawn as it comes, after a first page has stored the
  runtime snapshot (a returning player); the decisions are reviewed by the page's review
  workers (``--review-workers N`` sets how many, 0: one per tick in the page's own worker);
  ``--review-games a,b``: only these rule sets;
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
sys.path[:0] = [str(ROOT), str(ROOT / "scripts"), str(ROOT / "e2e"), str(ROOT / "tests")]
import no_eval  # noqa: E402, F401  (wait_for_function under the site's no-eval policy)

import pygames  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402
from sitebuild.assets import PYODIDE_FILES  # noqa: E402
from sitebuild.paths import DIST, PYODIDE  # noqa: E402
from sitebuild.pipeline import build  # noqa: E402
from sitebuild.server import Handler, start_server  # noqa: E402
from sitebuild.stdlib import NAME as STDLIB  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync"]

# The bare page: the bundled runtime as npm ships it, loaded the same way (module worker), no
# app, no wheel. Under __bench/pyodide/ the server sends the site's runtime files (the same
# as npm's, with their compressed twins) but npm's own standard library zip (see BenchHandler).
BARE_HTML = b"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title>
<script type="module" src="bare-main.mjs"></script></head><body>bare Pyodide</body></html>"""
# (scripts of the site's origin, not inline: the site's policy, sent with every response since
# the server sends dist/_headers, refuses inline scripts)
BARE_MAIN = b"""const w = new Worker(new URL("bare-worker.mjs", location.href), {type: "module"});
w.onmessage = () => { document.documentElement.dataset.ready = "1";
                      performance.mark("pygames:ready"); };
"""
BARE_WORKER = b"""import { loadPyodide } from "./pyodide/pyodide.mjs";
const runtime = new URL("./pyodide/", import.meta.url).href;
await loadPyodide({ indexURL: runtime, lockFileURL: runtime + "pyodide-lock.json" });
postMessage("ready");
"""
# The bots page: Pyodide with the site's wheels in a module worker; runPy(code) -> result.
BOTS_HTML = b"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bots</title>
<script type="module" src="bots-main.mjs"></script></head><body>bots</body></html>"""
BOTS_MAIN = b"""const w = new Worker(new URL("bots-worker.mjs", location.href), {type: "module"});
const waiting = new Map(); let next = 1;
w.onmessage = ({data}) => {
  if (data.ready) { document.documentElement.dataset.ready = "1"; return; }
  const p = waiting.get(data.id); waiting.delete(data.id);
  data.error ? p.reject(new Error(data.error)) : p.resolve(data.result);
};
window.runPy = (code) => new Promise((resolve, reject) => {
  const id = next++; waiting.set(id, {resolve, reject}); w.postMessage({id, code}); });
"""
BOTS_WORKER = b"""import { loadPyodide } from "../pyodide/pyodide.mjs";
const runtime = new URL("../pyodide/", import.meta.url).href;
// every wheel of the site: the core's and each rule set's
const lock = await (await fetch(runtime + "pyodide-lock.json")).json();
const py = await loadPyodide({ indexURL: runtime, lockFileURL: runtime + "pyodide-lock.json",
                               packages: Object.keys(lock.packages) });
self.onmessage = ({data}) => {
  try { postMessage({id: data.id, result: py.runPython(data.code)}); }
  catch (err) { postMessage({id: data.id, error: String(err)}); }
};
postMessage({ready: true});
"""
# The same Python runs in CPython (exec) and in the Pyodide worker (runPython): its value is
# the JSON text of the last expression.
RULE_SETS = (("harvest_valley", {}), ("twinstar", {"edition": "gems"}),
             ("twinstar", {"edition": "fruits"}), ("tropicalia", {}), ("terra_vista", {}))
PLAYOUTS_PY = """
import json, time, pygames
from pygames.core.rng import Rng
def _playouts(game_id, options, n):
    t0 = time.perf_counter()
    for i in range(n):
        g = pygames.new_game(game_id, players=2, seed=i + 1, options=options)
        r = Rng(1000 + i)
        while not g.is_over:
            m = g.legal_moves()
            g.play(m[r.below(len(m))])
    return time.perf_counter() - t0
json.dumps([_playouts(g, o, N) for g, o in RULE_SETS])
"""
#: Rounds of playouts per rule set, Pyodide and CPython in turn, so that the machine's load
#: weighs on both alike.
PLAYOUT_ROUNDS = 3
DECISIONS_PY = """
import json, time, pygames
from pygames.core.rng import Rng
from pygames.core.bots import Budget, decide
from pygames.app.table.seats import HARD_SECONDS
def _decisions(game_id, options, n):
    # two players, or with MOST the rule set's largest table (its longest searches)
    players = pygames.game_class(game_id).info.player_range(options)[1] if MOST else 2
    g = pygames.new_game(game_id, players=players, seed=5, options=options)
    r, out, ply = Rng(9), [], 0
    while not g.is_over and len(out) < n:
        if ply % 7 == 3 and len(g.legal_moves()) > 1:
            t0 = time.perf_counter()
            d = decide(g, "hard", seed=g.seed, budget=Budget(seconds=HARD_SECONDS))
            t1 = time.perf_counter()
            decide(g, "normal", seed=g.seed)
            out.append((t1 - t0, d.iterations, time.perf_counter() - t1))
        m = g.legal_moves()
        g.play(m[r.below(len(m))])
        ply += 1
    return out
json.dumps([[HARD_SECONDS]] + [_decisions(g, o, N) for g, o in RULE_SETS])
"""


def run_cpython(code: str, n: int, rule_sets: tuple = RULE_SETS, most: bool = False) -> object:
    scope = {"RULE_SETS": rule_sets, "N": n, "MOST": most}
    *body, last = code.strip().splitlines()
    exec("\n".join(body), scope)  # noqa: S102 - our own benchmark code
    return json.loads(eval(last, scope))  # noqa: S307


def run_pyodide(page: object, code: str, n: int, rule_sets: tuple = RULE_SETS,
                most: bool = False) -> object:
    prelude = f"RULE_SETS = {rule_sets!r}\nN = {n}\nMOST = {most!r}\n"
    return json.loads(page.evaluate("c => window.runPy(c)", prelude + code))


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def bots_figures(browser: object, base: str, playouts: int, decisions: int) -> None:
    context = browser.new_context()
    page = context.new_page()
    page.set_default_timeout(600_000)
    page.goto(base + "__bench/bots.html")
    page.wait_for_selector("html[data-ready]", timeout=180_000)
    print(f"playouts/s (complete random 2-player games, {playouts} each, {PLAYOUT_ROUNDS} "
          "rounds of Pyodide then CPython): Pyodide | CPython")
    for rule_set in RULE_SETS:
        web = native = 0.0
        for _ in range(PLAYOUT_ROUNDS):
            web += run_pyodide(page, PLAYOUTS_PY, playouts, (rule_set,))[0]
            native += run_cpython(PLAYOUTS_PY, playouts, (rule_set,))[0]
        games = playouts * PLAYOUT_ROUNDS
        name = rule_set[0] + (f" {rule_set[1]['edition']}" if rule_set[1] else "")
        print(f"  {name:<18} {games / web:8.1f} | {games / native:8.1f}   "
              f"(Pyodide / CPython {web / native:.1f}x)")
    for most in (False, True):
        budget, *per_game = run_pyodide(page, DECISIONS_PY, decisions, most=most)
        table = "the most players each rule set seats" if most else "2 players"
        times = [t * 1000 for game in per_game for t, _, _ in game]
        print(f"hard bot decision in Pyodide, {table} (budget {budget[0] * 1000:.0f} ms, "
              f"{len(times)} positions): median {statistics.median(times):.0f} ms, "
              f"p95 {percentile(times, 0.95):.0f} ms, max {max(times):.0f} ms")
        for (game_id, options), game in zip(RULE_SETS, per_game, strict=True):
            name = game_id + (f" {options['edition']}" if options else "")
            players = pygames.game_class(game_id).info.player_range(options)[1] if most else 2
            ms = [t * 1000 for t, _, _ in game]
            normal = [t * 1000 for _, _, t in game]
            print(f"  {name:<18} {players}p median {statistics.median(ms):5.0f} ms, p95 "
                  f"{percentile(ms, 0.95):5.0f} ms, median iterations "
                  f"{statistics.median([i for _, i, _ in game]):.0f}; normal bot: median "
                  f"{statistics.median(normal):5.0f} ms, max {max(normal):5.0f} ms")
    context.close()


def review_figures(browser: object, base: str, only: str = "", workers: int | None = None) -> None:
    """The review of a complete game per rule set, in the app: tap -> first point -> done;
    ``only``: these rule sets (ids, comma-separated); ``workers``: the page runs that many
    review workers (0: the review steps on the page's own worker's ticks, as before them)."""
    from bench_review import RULE_SETS as REVIEWED
    from bench_review import SEED, finished_game, label

    from pygames.core.review import budget_for

    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    print(f"game review in the app (Chromium {browser.version}), a complete 2-player game "
          f"(easy vs normal, seed {SEED}):")
    # as a returning player: the runtime snapshot the first visit makes is stored (the page's
    # runtime and the review workers' restore it)
    page.goto(base + "?bot_delay=0")
    page.wait_for_selector("html[data-ready]", timeout=180_000)
    page.wait_for_function("['stored', 'restored', 'failed', 'unavailable', 'skipped']"
                           ".includes(document.documentElement.dataset.snapshot)", timeout=300_000)
    print(f"  runtime snapshot: {page.evaluate('document.documentElement.dataset.snapshot')}")
    query = "?bot_delay=0" + ("" if workers is None else f"&review_workers={workers}")
    print(f"  review workers: {'as the page decides' if workers is None else workers}")
    for game_id, options in REVIEWED:
        if only and game_id not in only.split(","):
            continue
        game = finished_game(game_id, options)
        page.goto(base + query + "#" + game.to_url_fragment(extra={"seats": ["human", "easy"]}))
        page.wait_for_selector("html[data-ready]", timeout=180_000)
        button = page.locator('.end [data-action="review"]')
        button.wait_for()
        # the same document serves every game (only its address changes): its pool's record
        # so far, taken from the one after this game
        earlier = page.evaluate("window.pygames.review ? {...window.pygames.review} : null")
        t0 = page.evaluate("performance.now()")
        button.click()
        page.wait_for_selector(".review-graph [data-mark]", timeout=600_000)
        first = page.evaluate("performance.now()") - t0
        page.wait_for_selector(".review-status[data-state='done']", timeout=1_200_000)
        whole = page.evaluate("performance.now()") - t0
        points = page.locator(".review-graph [data-mark]").count()
        print(f"  {label(game_id, options):<16} {budget_for(game):3d} iterations, "
              f"{len(game.history):3d} moves, {points:3d} "
              f"decisions: first result {first / 1000:.2f} s, whole game {whole / 1000:.1f} s")
        pool = page.evaluate("window.pygames.review || null")
        if pool and earlier and pool["decisions"] > earlier["decisions"]:
            up = ", ".join(f"{ms / 1000:.1f}" for ms in pool["up"])
            print(f"    {len(pool['up'])} review worker(s), up in {up} s (started at the first "
                  f"game's end); {pool['decisions'] - earlier['decisions']} decisions took "
                  f"{(pool['ms'] - earlier['ms']) / 1000:.1f} s in them, handed over in "
                  f"{pool['events'] - earlier['events']} events")
    context.close()


class BenchHandler(Handler):
    """dist/ plus the bare page under __bench/ (never part of the build), whose runtime under
    __bench/pyodide/ is the site's but for the standard library: npm's zip of sources, as a
    static host sends a zip (no compressed twin)."""

    def translate_path(self, path: str) -> str:
        clean = path.split("?", 1)[0].split("#", 1)[0]
        if clean.startswith("/__bench/pyodide/"):
            name = clean.rsplit("/", 1)[1]
            if name == STDLIB:
                return str(PYODIDE / STDLIB)
            path = "/pyodide/" + name
        return super().translate_path(path)

    #: The bench's own pages under __bench/: path -> (body, MIME type).
    PAGES: dict[str, tuple[bytes, str]] = {
        "/__bench/bare.html": (BARE_HTML, "text/html"),
        "/__bench/bare-main.mjs": (BARE_MAIN, "text/javascript"),
        "/__bench/bare-worker.mjs": (BARE_WORKER, "text/javascript"),
        "/__bench/bots.html": (BOTS_HTML, "text/html"),
        "/__bench/bots-main.mjs": (BOTS_MAIN, "text/javascript"),
        "/__bench/bots-worker.mjs": (BOTS_WORKER, "text/javascript")}

    def do_GET(self) -> None:  # noqa: N802 - stdlib name
        if self.path in self.PAGES:
            body, mime = self.PAGES[self.path]
            self.send_response(200)
            self.send_header("Content-Type", mime)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        super().do_GET()


#: Per kind of app run: navigation -> Python ready, then the first event (ms).
STAGES: dict[str, dict[str, list[float]]] = {}


#: How each app run's runtime started ("snapshot" or "plain") and how long PyScript's call to
#: loadPyodide took (ms), per kind of run.
BOOTS: dict[str, list[tuple[str, float]]] = {}


def _ready(page: object, url: str, kind: str = "") -> float:
    page.goto(url)
    page.wait_for_selector("html[data-ready]", timeout=180_000)
    marks = page.evaluate("""() => Object.fromEntries(performance.getEntriesByType('mark')
        .filter(m => m.name.startsWith('pygames:')).map(m => [m.name, m.startTime]))""")
    if "pygames:python" in marks:  # the app: where the time goes, and how the runtime started
        stages = STAGES.setdefault(kind, {"python": [], "first scene": []})
        stages["python"].append(marks["pygames:python"])
        stages["first scene"].append(marks["pygames:ready"] - marks["pygames:python"])
        page.wait_for_selector("html[data-boot]", timeout=60_000)
        boot = page.evaluate("window.pygames.snapshot.boot")
        BOOTS.setdefault(kind, []).append((boot["path"], boot["ms"]))
        origin = page.evaluate("performance.timeOrigin")  # the worker's times are epoch ms
        for stage, value in (("PyWorker called", marks["pygames:worker"]),
                             ("runtime.js run", boot["evaluated"] - origin),
                             ("before loadPyodide", boot["began"] - origin),
                             ("after loadPyodide", boot["imported"] - boot["ended"]),
                             ("back to the page", marks["pygames:python"] - boot["imported"] + origin)):
            stages.setdefault(stage, []).append(value)
    return marks["pygames:ready"]


def ready_ms(browser: object, url: str) -> float:
    """Cold: a fresh profile (new context: empty HTTP cache, no service worker, no snapshot)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    try:
        return _ready(context.new_page(), url, "cold")
    finally:
        context.close()


def warm_ms(context: object, url: str) -> float:
    """Warm: a new tab in a profile that has visited the page (caches, service worker,
    snapshot)."""
    page = context.new_page()
    try:
        return _ready(page, url, "warm")
    finally:
        page.close()


#: The snapshot a first visit made: window.pygames.snapshot of that page.
SNAPSHOT: dict = {}


def wait_for_snapshot(page: object) -> None:
    """Wait until the page has stored its runtime snapshot (after its quiet period); keep what
    it reports in SNAPSHOT."""
    page.wait_for_function("['stored', 'failed', 'unavailable', 'skipped']"
                           ".includes(document.documentElement.dataset.snapshot)", timeout=300_000)
    SNAPSHOT.update(page.evaluate("""() => ({...window.pygames.snapshot,
        ready: performance.getEntriesByName('pygames:ready')[0].startTime})"""))
    if not SNAPSHOT.get("made", {}).get("stored"):
        raise SystemExit(f"no snapshot was stored: {SNAPSHOT}")


def first_visit_bytes(browser: object, url: str, app: bool,
                      then_all: bool = True) -> tuple[int, int, int, int]:
    """Bytes a first visit transfers (compressed bodies + headers, workers included) and the
    number of requests: (bytes, requests) up to the first interactive board, then the same in
    all, after the service worker's precache and (the app) the snapshot worker are done
    (``then_all``; otherwise what has arrived shortly after the board)."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    done: list[tuple[float, int]] = []  # (when the response ended, epoch ms; its bytes)

    def finished(request: object) -> None:
        sizes, timing = request.sizes(), request.timing
        done.append((timing["startTime"] + max(timing["responseEnd"], 0),
                     sizes["responseBodySize"] + sizes["responseHeadersSize"]))

    context.on("requestfinished", finished)
    try:
        page = context.new_page()
        _ready(page, url, "first visit")
        ready = page.evaluate("performance.timeOrigin + "
                              "performance.getEntriesByName('pygames:ready')[0].startTime")
        if app and then_all:
            page.evaluate("navigator.serviceWorker.ready.then(() => true)")
            wait_for_snapshot(page)
        page.wait_for_timeout(1500)  # the last responses report their sizes
        before = [size for end, size in done if end <= ready]
        return sum(before), len(before), sum(size for _, size in done), len(done)
    finally:
        context.close()


TAP_JS = """async (move) => {
  const el = document.querySelector(`#app [data-move="${CSS.escape(move)}"]`);
  if (!el) return null; // the scene changed since the moves were read: read them again
  const t0 = performance.now();
  const changed = new Promise((resolve) => {
    const obs = new MutationObserver(() => { obs.disconnect(); resolve(); });
    obs.observe(document.getElementById("app"), {subtree: true, childList: true,
                                                  attributes: true, characterData: true});
  });
  el.dispatchEvent(new MouseEvent("click", {bubbles: true}));
  await changed;
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  return [performance.now() - t0, {...window.pygames.timing}];
}"""


#: Per rule set, the parts of each tap: Python in the worker (with the crossing), JSON.parse,
#: the DOM patch.
TAP_PARTS: dict[str, dict[str, list[float]]] = {}


def tap_ms(browser: object, base: str, taps: int, game_id: str = "harvest_valley",
           options: dict | None = None) -> list[float]:
    """Tap -> updated board, pass-and-play (every seat human, so every tap is a move)."""
    info = pygames.game_class(game_id).info
    players = max(2, info.min_players)
    game = pygames.new_game(game_id, players=players, seed=1, options=options or {})
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    page = context.new_page()
    page.goto(base + "?bot_delay=0#" + game.to_url_fragment(extra={"seats": ["human"] * players}))
    page.wait_for_selector("html[data-ready]", timeout=180_000)
    chooser, times = Rng(4), []
    for _ in range(taps):
        moves = page.eval_on_selector_all("#app [data-move]",
                                          "els => els.map(e => e.getAttribute('data-move'))")
        if not moves:
            break
        took = page.evaluate(TAP_JS, chooser.choice(sorted(set(moves))))
        if took is not None:
            times.append(took[0])
            for part, ms in took[1].items():
                TAP_PARTS.setdefault(_label(game_id, options), {}).setdefault(part, []).append(ms)
        page.wait_for_timeout(50)  # the tap's own later frames (motion) are not the next tap's
    context.close()
    return times


READY_MARK_JS = """() => {
  const mark = performance.getEntriesByName('pygames:ready')[0];
  return mark ? mark.startTime : null;
}"""


def engine_boots(url: str, runs: int) -> dict[str, tuple[str, list[float], list[float]]]:
    """Firefox ESR and WebKitGTK: navigation -> first interactive board (the page's own
    ``pygames:ready`` mark, as for Chromium), cold in a new browser each run, then warm: a
    reload once the service worker controls the page. {engine: (version, cold, warm)}."""
    from engine_launch import ENGINES, open_engine

    out = {}
    for engine in ENGINES:
        cold: list[float] = []
        warm: list[float] = []
        version = ""
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as workdir, \
                    open_engine(engine, Path(workdir)) as page:
                version = page.version
                page.set_viewport(1024, 768)
                page.goto(url)
                cold.append(page.wait(READY_MARK_JS, timeout=180))
                page.wait("() => navigator.serviceWorker.ready.then(() =>"
                          " navigator.serviceWorker.controller !== null)", timeout=180)
                page.reload()
                warm.append(page.wait(READY_MARK_JS, timeout=180))
        out[engine] = (version, cold, warm)
    return out


def print_engine_boots(chromium: tuple[str, list[float], list[float]],
                       others: dict[str, tuple[str, list[float], list[float]]]) -> None:
    print("navigation -> interactive board per engine (same address), median cold | warm:")
    for engine, (version, cold, warm) in {"chromium": chromium, **others}.items():
        print(f"  {engine:<9} {version:<16} {statistics.median(cold):7.0f} ms | "
              f"{statistics.median(warm):7.0f} ms   cold {[round(t) for t in cold]}, "
              f"warm {[round(t) for t in warm]}")


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


def _label(game_id: str, options: dict | None) -> str:
    return game_id + (f" ({options['edition']})" if options and "edition" in options else "")


def _parts(label: str) -> str:
    parts = TAP_PARTS.get(label, {})
    return "medians: " + ", ".join(f"{name} {statistics.median(ms):.1f} ms" for name, ms in parts.items())


def size(paths: list[Path]) -> int:
    return sum(p.stat().st_size for p in paths)


def rule_set_bytes(browser: object, base: str) -> dict[str, tuple[int, int, int, int]]:
    """A first visit's bytes up to the board for an address of each rule set (the core wheel
    and that rule set's own: web/worker.py fetches a rule set's wheel when a game opens)."""
    out = {}
    for game_id in pygames.core.registry.ids():
        game = pygames.new_game(game_id, players=2, seed=7)
        url = base + "#" + game.to_url_fragment(extra={"seats": ["human", "bot"]})
        out[game_id] = first_visit_bytes(browser, url, app=True, then_all=False)
    return out


def print_bytes(app: tuple[int, int, int, int], bare: tuple[int, int, int, int],
                by_rule_set: dict[str, tuple[int, int, int, int]] | None = None) -> None:
    """A first visit's bytes (see first_visit_bytes), app against the bare runtime."""
    print(f"first visit transfers up to the interactive board (compressed): app "
          f"{app[0] / 1e6:.3f} MB in {app[1]} requests; bare runtime "
          f"{bare[0] / 1e6:.3f} MB in {bare[1]} requests; ratio {app[0] / bare[0]:.3f}")
    if by_rule_set:
        print("  the same for an address of each rule set: " + "; ".join(
            f"{game_id} {got[0] / 1e6:.3f} MB, ratio {got[0] / bare[0]:.3f}"
            for game_id, got in by_rule_set.items()))
    print(f"first visit transfers in all (the precache and the snapshot worker's requests "
          f"included): app {app[2] / 1e6:.3f} MB in {app[3]} requests; ratio "
          f"{app[2] / bare[2]:.3f}")


def print_boots(runs: dict[str, dict[str, list[float]]]) -> None:
    """Navigation -> interactive board, app against the bare runtime, per kind of run; then
    how each app run's runtime started and where its time went."""
    count = len(next(iter(runs.values()))["app"])
    print(f"runs: {count} of each page, alternating app and bare page")
    for name, times in runs.items():
        app, bare = statistics.median(times["app"]), statistics.median(times["bare"])
        print(f"{name}: navigation -> interactive board, app median {app:.0f} ms "
              f"{[round(t) for t in times['app']]}; bare Pyodide median {bare:.0f} ms "
              f"{[round(t) for t in times['bare']]}; ratio {app / bare:.2f}")
    for kind, boots in BOOTS.items():  # how the runtime started, where the time went
        ways = sorted({way for way, _ in boots})
        stages = STAGES[kind]
        print(f"app, {kind}: the runtime started " + "; ".join(
            f"{len(ms)}x {way} (loadPyodide median {statistics.median(ms):.0f} ms)"
            for way in ways for ms in [[t for w, t in boots if w == way]])
            + "; navigation -> Python ready (runtime, wheel or snapshot, worker.py) median "
            f"{statistics.median(stages['python']):.0f} ms; first event (address decoded, moves "
            f"replayed, scene drawn) median {statistics.median(stages['first scene']):.0f} ms")
        print(f"app, {kind}, medians: navigation -> PyWorker called "
              f"{statistics.median(stages['PyWorker called']):.0f} ms -> runtime.js evaluated "
              f"{statistics.median(stages['runtime.js run']):.0f} ms -> loadPyodide called "
              f"{statistics.median(stages['before loadPyodide']):.0f} ms (PyScript's start); "
              f"loadPyodide -> pygames imported {statistics.median(stages['after loadPyodide']):.0f}"
              f" ms (PyScript's set-up, worker.py); -> the page told "
              f"{statistics.median(stages['back to the page']):.0f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--taps", type=int, default=30)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--lighthouse", action="store_true")
    parser.add_argument("--playouts", type=int, default=100,
                        help="random games per rule set and round (at 10, rounds of 10-60 ms"
                        " let warm-up and noise move the ratio by up to 2.5x)")
    parser.add_argument("--decisions", type=int, default=8, help="hard decisions per rule set")
    parser.add_argument("--bots-only", action="store_true")
    parser.add_argument("--no-bots", action="store_true", help="skip the playout and bot figures")
    parser.add_argument("--taps-only", action="store_true", help="only tap -> board per rule set")
    parser.add_argument("--engines-only", action="store_true",
                        help="only the boot per engine (Chromium, Firefox ESR, WebKitGTK)")
    parser.add_argument("--cold-only", action="store_true",
                        help="only the cold boot, app against the bare runtime, alternating, "
                        "and a first visit's bytes")
    parser.add_argument("--review", action="store_true",
                        help="only the game review's times per rule set, in the app")
    parser.add_argument("--review-games", default="",
                        help="with --review: only these rule sets (ids, comma-separated)")
    parser.add_argument("--review-workers", type=int, default=None,
                        help="with --review: the page runs this many review workers (0: none)")
    args = parser.parse_args()
    dist = DIST if args.no_build else build()
    server = start_server(dist, 0, BenchHandler)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    from playwright.sync_api import sync_playwright

    if args.taps_only:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            for game_id, options in RULE_SETS:
                times = tap_ms(browser, base, args.taps, game_id, options)
                print(f"tap -> updated board, {game_id} {options or ''}: median "
                      f"{statistics.median(times):.1f} ms, max {max(times):.1f} ms over {len(times)} taps; "
                      + _parts(_label(game_id, options)))
            browser.close()
        server.shutdown()
        return
    if args.review:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            review_figures(browser, base, args.review_games, args.review_workers)
            browser.close()
        server.shutdown()
        return
    if args.bots_only:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            bots_figures(browser, base, args.playouts, args.decisions)
            browser.close()
        server.shutdown()
        return
    game = pygames.new_game("harvest_valley", players=2, seed=7)
    app_url = base + "#" + game.to_url_fragment(extra={"seats": ["human", "bot"]})
    if args.engines_only:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            cold_app = [ready_ms(browser, app_url) for _ in range(args.runs)]
            profile = browser.new_context(viewport={"width": 1024, "height": 768})
            warm_ms(profile, app_url)
            profile.new_page().goto(base)
            warm_app = [warm_ms(profile, app_url) for _ in range(args.runs)]
            version = browser.version
            browser.close()
        print_engine_boots((version, cold_app, warm_app), engine_boots(app_url, args.runs))
        server.shutdown()
        return
    bare_url = base + "__bench/bare.html"
    cold: dict[str, list[float]] = {"app": [], "bare": []}
    warm: dict[str, list[float]] = {"app": [], "bare": []}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        for _ in range(args.runs):  # cold: alternating, a fresh profile each time
            cold["app"].append(ready_ms(browser, app_url))
            cold["bare"].append(ready_ms(browser, bare_url))
        if args.cold_only:
            app_bytes = first_visit_bytes(browser, app_url, app=True)
            bare_bytes = first_visit_bytes(browser, bare_url, app=False)
            by_rule_set = rule_set_bytes(browser, base)
            browser.close()
            print_boots({"cold (fresh profile)": cold})
            print_bytes(app_bytes, bare_bytes, by_rule_set)
            server.shutdown()
            return
        profiles = {"app": browser.new_context(viewport={"width": 1024, "height": 768}),
                    "bare": browser.new_context(viewport={"width": 1024, "height": 768})}
        urls = {"app": app_url, "bare": bare_url}
        for kind in ("app", "bare"):  # one first visit fills each profile's caches
            first = profiles[kind].new_page()
            _ready(first, urls[kind], "first visit")
            if kind == "app":  # the service worker installed, the snapshot stored
                first.evaluate("navigator.serviceWorker.ready.then(() => true)")
                wait_for_snapshot(first)
            first.close()
        profiles["app"].new_page().goto(base)  # (the service worker now controls the scope)
        for _ in range(args.runs):  # warm: alternating, the same profiles
            for kind in ("app", "bare"):
                warm[kind].append(warm_ms(profiles[kind], urls[kind]))
        for context in profiles.values():
            context.close()
        app_bytes = first_visit_bytes(browser, app_url, app=True)
        bare_bytes = first_visit_bytes(browser, bare_url, app=False)
        by_rule_set = rule_set_bytes(browser, base)
        taps = {}
        for game_id, options in RULE_SETS:
            label = _label(game_id, options)
            taps[label] = tap_ms(browser, base, args.taps, game_id, options)
        if not args.no_bots:
            bots_figures(browser, base, args.playouts, args.decisions)
        chromium_version = browser.version
        browser.close()
    runtime = [PYODIDE / name for name in PYODIDE_FILES]
    print_boots({"cold (fresh profile)": cold, "warm (cached)": warm})
    made = SNAPSHOT["made"]
    parts = ", ".join(f"{name} {ms / 1000:.1f} s" for name, ms in made["ms"].items())
    print(f"runtime snapshot: {made['bytes'] / 1e6:.1f} MB in IndexedDB, made in the browser "
          f"(0 bytes downloaded for it): the background worker started "
          f"{(made['started'] - SNAPSHOT['ready']) / 1000:.1f} s after the first board (after a "
          f"quiet period) and stored it {made['total_ms'] / 1000:.1f} s later ({parts})")
    for label, times in taps.items():
        print(f"tap -> updated board, {label}: median {statistics.median(times):.1f} ms, "
              f"max {max(times):.1f} ms over {len(times)} taps; " + _parts(label))
    print_bytes(app_bytes, bare_bytes, by_rule_set)
    print(f"dist/ total: {size([f for f in dist.rglob('*') if f.is_file()]) / 1e6:.2f} MB; "
          f"the bare runtime (npm's files): {size(runtime) / 1e6:.2f} MB")
    sys.stdout.flush()  # Chromium's figures stand even when another engine fails below
    print_engine_boots((chromium_version, cold["app"], warm["app"]), engine_boots(app_url, args.runs))
    if args.lighthouse:
        tbt, a11y, perf = lighthouse(base)
        print(f"lighthouse (catalogue): total blocking time {tbt:.0f} ms, accessibility {a11y}, "
              f"performance {perf}")
    server.shutdown()


if __name__ == "__main__":
    main()
