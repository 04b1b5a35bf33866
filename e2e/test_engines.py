"""Every rule set in Firefox ESR and WebKitGTK, the engines besides Chromium that players bring
to the table (WebKitGTK is the closest engine to Safari on an iPad that runs here).

One browser and one tab per engine serve every test of that engine (a boot costs seconds to
tens of seconds on the shared machine). For each rule set: a new game opened from an address
made by CPython, ten choices tapped with the protocol's pointer input, the page's address
replayed in CPython to the same history, a screenshot at 1024×768
(``e2e/artifacts/engine-<engine>-<rule set>-1024x768.png``), a long press that opens help,
a reload that comes back to the same position and plays on; no console error, uncaught
exception or failed request anywhere. Then, per engine: a finished game reviewed by the
page's review workers as CPython reviews it, offline after that visit, and the
message a browser without WebAssembly gets instead of a board.
"""

from __future__ import annotations

import tempfile
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest
from engine_drivers import Page, WaitTimeout
from engine_launch import ENGINES, open_engine
from engine_site import WatchedSite

import pygames
from pygames.app.review.session import store_key
from pygames.core.bots import decide
from pygames.core.review import Review
from pygames.core.rng import Rng
from pygames.core.scene import SEQUENCE
from sitebuild.paths import DIST  # scripts/ is on sys.path (see conftest.py)

BOOT_S = 120.0
TAPS = 10
LONG_PRESS_MS = 900  # the app's long press is 550 ms
RULE_SETS = {
    "harvest_valley": ("harvest_valley", {}),
    "twinstar_gems": ("twinstar", {"edition": "gems"}),
    "twinstar_fruits": ("twinstar", {"edition": "fruits"}),
    "tropicalia": ("tropicalia", {}),
    "terra_vista": ("terra_vista", {}),
}

#: A point inside a highlighted choice that hit-testing gives to that choice (not to a part
#: drawn over it), after scrolling it into view; null when there is none.
POINT_JS = """(selector) => {
  for (const el of document.querySelectorAll(selector)) {
    el.scrollIntoView({block: "center", inline: "center", behavior: "instant"});
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) continue;
    for (const [fx, fy] of [[.5, .5], [.3, .3], [.7, .7], [.3, .7], [.7, .3], [.5, .2],
                            [.5, .8], [.2, .5], [.8, .5]]) {
      const x = r.left + r.width * fx, y = r.top + r.height * fy;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && hit.closest("[data-move],[data-action],[data-try]") === el) return [x, y];
    }
  }
  return null;
}"""
MOVES_JS = "() => [...document.querySelectorAll('#app [data-move]')].map(e => e.dataset.move)"
HASH_JS = "() => location.hash"
SCENE_JS = "() => JSON.stringify(window.pygames.scene)"
#: No piece is sliding to its new place (CSS transitions; the hint's pulse may go on).
STILL_JS = "() => document.getAnimations().every(a => !('transitionProperty' in a))"


@pytest.fixture(scope="module")
def engine_site(site: str) -> Iterator[WatchedSite]:
    """dist/ (built or reused by the ``site`` fixture) on its own switchable server."""
    served = WatchedSite(DIST)
    served.start()
    yield served
    served.stop()


@pytest.fixture(scope="module", params=ENGINES)
def engine_page(request: pytest.FixtureRequest, engine_site: WatchedSite) -> Iterator[Page]:
    """The engine's one tab at 1024×768 (blank: the first test's address boots the app)."""
    with tempfile.TemporaryDirectory(prefix=f"pygames-{request.param}-") as workdir, \
            open_engine(request.param, Path(workdir)) as page:
        print(f"\n{page.engine} {page.version}")
        page.set_viewport(1024, 768)
        yield page


@pytest.fixture
def page(engine_page: Page, engine_site: WatchedSite) -> Iterator[Page]:
    """The engine's tab; the test fails on any console error or failed request meanwhile."""
    yield engine_page
    errors, failed = engine_page.take_errors(), engine_site.take_failed()
    assert not errors, f"{engine_page.engine}: console errors: {errors[:5]}"
    assert not failed, f"{engine_page.engine}: failed requests: {failed[:5]}"


def wait_ready(page: Page) -> None:
    page.wait("() => document.documentElement.dataset.ready === '1'", timeout=BOOT_S,
              message="the app's first scene")


def open_address(page: Page, base: str, fragment: str) -> None:
    """Open ``fragment`` in the running app (the address changes, the document stays) and
    wait for the app's answer: its new scene."""
    scene = page.call("() => window.pygames ? JSON.stringify(window.pygames.scene) : null")
    page.goto(f"{base}?bot_delay=0#{fragment}")  # a boot where another page was open
    page.wait("(h, s) => location.hash === '#' + h && window.pygames"
              " && JSON.stringify(window.pygames.scene) !== s"
              " && document.querySelector('#app [data-move]')",
              fragment, scene, timeout=BOOT_S, message="the new game's table")


def tap_choice(page: Page, move: str) -> None:
    """Tap the highlighted choice ``move`` and wait until the address takes it."""
    settle(page)
    before = page.call(HASH_JS)
    point = page.call(POINT_JS, _choice(move))
    assert point, f"{page.engine}: no point of {move!r} can be tapped"
    page.tap(*point)
    try:  # (WebKit on two loaded cores has taken over 15 s to answer a tap)
        page.wait("(h) => location.hash !== h", before, timeout=45)
    except WaitTimeout:
        # A loaded machine can stretch a tap past the long-press time: the app then explains
        # the part instead of playing it. A second tap plays (and closes the help).
        assert page.call("() => !!document.querySelector('.help-panel')"), \
            f"{page.engine}: a tap on {move!r} played nothing"
        page.tap(*page.call(POINT_JS, _choice(move)))
        page.wait("(h) => location.hash !== h", before, timeout=15)
    settle(page)


def settle(page: Page) -> None:
    """Wait until the engine has answered every message and no piece is sliding, so that a
    point read now is still on its choice when the tap lands (WebKit's WebDriver taps late)."""
    page.wait("() => window.pygames.pending === 0", timeout=30, message="the engine's answers")
    page.wait(STILL_JS, timeout=30, message="the pieces' motion ending")


def tap_some_choice(page: Page, chooser: Rng) -> str:
    """Tap one of the highlighted choices, drawn by ``chooser``; the move played."""
    moves = sorted(set(page.call(MOVES_JS)))
    assert moves, f"{page.engine}: a human is to move but nothing is highlighted"
    move = chooser.choice(moves)
    tap_choice(page, move)
    return move


def moves_of(page: Page) -> list[str]:
    return pygames.decode_address(page.call(HASH_JS)).moves


def _choice(move: str) -> str:
    return '#app [data-move="' + move.replace("\\", "\\\\").replace('"', '\\"') + '"]'


def test_without_webassembly_the_page_says_why(engine_page: Page, engine_site: WatchedSite,
                                               artifacts: Path) -> None:
    """A browser whose WebAssembly is off (Safari's Lockdown Mode) gets a message that says
    so, over the catalogue, instead of a boot that never ends."""
    bare = WatchedSite(DIST, extra_head="<script>delete window.WebAssembly;</script>\n")
    bare.start()  # another origin: no service worker of the site's serves it
    try:
        engine_page.goto(bare.base)
        engine_page.wait("() => document.getElementById('boot').dataset.stage === 'unsupported'",
                         timeout=30, message="the unsupported-browser message")
        text = engine_page.call("() => document.getElementById('boot').innerText")
        assert "cannot run the game engine" in text and "(WebAssembly)" in text
        assert engine_page.call("() => !document.getElementById('boot').hidden")
        assert engine_page.call("() => document.querySelectorAll('#app [data-action=pick]').length")
        engine_page.screenshot(artifacts / f"engine-{engine_page.engine}-no-webassembly-1024x768.png")
        errors = engine_page.take_errors()
        assert not errors, f"{engine_page.engine}: console errors: {errors[:5]}"
        assert not bare.take_failed()
    finally:
        bare.stop()


@pytest.mark.parametrize("rule_set", list(RULE_SETS))
def test_rule_set_plays_by_touch_and_replays_in_cpython(
        page: Page, engine_site: WatchedSite, artifacts: Path, rule_set: str) -> None:
    game_id, options = RULE_SETS[rule_set]
    game = pygames.new_game(game_id, players=2, seed=17, options=options)
    open_address(page, engine_site.base, game.to_url_fragment(extra={"seats": ["human", "human"]}))

    # ten choices tapped, each one a move of the address (a chain of moves joined by ";" for
    # one tap: a fruit turn's discs, a suggested route), replayed by CPython
    chooser, tapped = Rng(29), []
    for _ in range(TAPS):
        tapped.extend(tap_some_choice(page, chooser).split(SEQUENCE))
    address = page.call(HASH_JS)
    record = pygames.decode_address(address)
    assert (record.game_id, record.options) == (game_id, game.options)
    assert record.moves == tapped
    assert pygames.load(address).history == tapped
    page.wait(STILL_JS, message="the pieces' motion ending")
    page.screenshot(artifacts / f"engine-{page.engine}-{rule_set}-1024x768.png")

    # a long press on a highlighted choice explains it and plays nothing
    point = page.call(POINT_JS, "#app .board-area [data-move]") or page.call(
        POINT_JS, "#app [data-move]")
    scene = page.call(SCENE_JS)
    page.press(*point, hold_ms=LONG_PRESS_MS)
    page.wait("() => document.querySelector('.help-panel .help-body')", timeout=30,
              message="the long press's help")
    assert len(page.call("() => document.querySelector('.help-panel .help-body').innerText")) > 20
    assert page.call(HASH_JS) == address, "the long press played a move"
    tap_help_close(page)
    assert page.call(SCENE_JS) == scene

    # a reload boots the same position from the address, and the game goes on
    page.reload()
    wait_ready(page)
    assert page.call(HASH_JS) == address
    assert page.call(SCENE_JS) == scene
    tapped.extend(tap_some_choice(page, chooser).split(SEQUENCE))
    assert pygames.load(page.call(HASH_JS)).history == tapped


def tap_help_close(page: Page) -> None:
    point = page.call(POINT_JS, '#app [data-action="help_close"]')
    assert point, f"{page.engine}: the help panel has no close button to tap"
    page.tap(*point)
    page.wait("() => !document.querySelector('.help-panel')", message="the help closing")


def test_review_runs_in_its_own_worker(page: Page, engine_site: WatchedSite) -> None:
    """A finished game reviewed from its end screen: the decisions come from the page's
    review workers (web/review-worker.js), and the review kept is CPython's."""
    game = pygames.new_game("harvest_valley", players=2, seed=31)
    while not game.is_over:
        game.play(decide(game, "easy", seed=game.seed).move)
    fragment = game.to_url_fragment(extra={"seats": ["human", "easy"]})
    scene = page.call("() => window.pygames ? JSON.stringify(window.pygames.scene) : null")
    page.goto(f"{engine_site.base}?bot_delay=0#{fragment}")
    page.wait("(s) => window.pygames && JSON.stringify(window.pygames.scene) !== s"
              " && document.querySelector('.end [data-action=\"review\"]')", scene,
              timeout=BOOT_S, message="the finished game's end screen")
    settle(page)
    page.tap(*page.call(POINT_JS, '.end [data-action="review"]'))
    page.wait("() => document.querySelector(\".review-status[data-state='done']\")",
              timeout=600, message="the whole review")
    assert page.call("() => window.pygames.review.decisions") >= len(game.history)
    stored = page.call("(k) => localStorage.getItem('pygames.store.' + k)", store_key(game))
    assert stored == Review.of(game).run().to_json()


def test_offline_after_one_visit(page: Page, engine_site: WatchedSite) -> None:
    """After the visits above the service worker holds the whole site: with the server
    switched off a reload boots from it and a new game plays."""
    scope = page.call("() => 'serviceWorker' in navigator && navigator.serviceWorker.ready"
                      ".then(r => r.scope)")
    game = pygames.new_game("harvest_valley", players=2, seed=23)
    fragment = game.to_url_fragment(extra={"seats": ["human", "human"]})
    if not scope:
        warnings.warn(f"{page.engine} {page.version}: no service worker on localhost, so no "
                      "offline play to check; checked online", stacklevel=1)
        open_address(page, engine_site.base, fragment)
        tap_some_choice(page, Rng(5))
        return
    assert scope == engine_site.base
    page.wait("() => navigator.serviceWorker.controller !== null", message="a controlled page")
    engine_site.stop()
    try:
        page.reload()
        wait_ready(page)
        open_address(page, engine_site.base, fragment)
        chooser = Rng(5)
        tapped = [tap_some_choice(page, chooser) for _ in range(2)]
        assert moves_of(page) == tapped
        assert page.call("() => navigator.serviceWorker.controller !== null")
    finally:
        engine_site.start()
