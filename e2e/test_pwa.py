"""Installable and offline: manifest, service worker control, compressed transfer,
persistent storage once a game is saved, and the "update available" prompt of a new build.

One browser visit covers them all (a boot costs tens of seconds on the shared machine). The
site is a copy of dist/ in a temporary folder so the "new build" can change it without
disturbing the other tests' dist/.
"""

from __future__ import annotations

import json
from pathlib import Path

from conftest import SiteCopy
from test_app import play_moves, settle, start_game, wait_ready

import pygames
from pygames.core.rng import Rng
from sitebuild.compress import precompress  # scripts/ is on sys.path (see conftest.py)
from sitebuild.service_worker import write_service_worker

PERSIST_SPY = """
window.__persistCalls = 0;
if (navigator.storage && navigator.storage.persist) {
  const real = navigator.storage.persist.bind(navigator.storage);
  navigator.storage.persist = () => { window.__persistCalls += 1; return real(); };
}
"""


def _new_build(dist: Path) -> str:
    """What a rebuild with one changed source file produces: the changed file, its .gz twin,
    and a service worker with a new content version. Returns the new version."""
    css = dist / "web" / "app.css"
    css.write_text(css.read_text() + "\n/* the next build */\n")
    (dist / "web" / "app.css.gz").unlink(missing_ok=True)
    version = write_service_worker(dist)
    precompress(dist)
    return version


def _poll(page: object, script: str, arg: object = None, tries: int = 120) -> object:
    """Evaluate an async script until it returns something truthy (every 0.5 s)."""
    for _ in range(tries):
        value = page.evaluate(script, arg)
        if value:
            return value
        page.wait_for_timeout(500)
    raise AssertionError(f"never true: {script}")


def test_installable_offline_and_update_prompt(site_copy: SiteCopy, artifacts: Path) -> None:
    dist, base, context = site_copy.dist, site_copy.base, site_copy.context
    context.add_init_script(PERSIST_SPY)
    encodings: dict[str, str | None] = {}
    context.on("response", lambda r: encodings.__setitem__(
        r.url.rsplit("/", 1)[-1], r.headers.get("content-encoding")))
    page = context.new_page()
    page.goto(base + "?bot_delay=0")
    wait_ready(page)

    # installability: the manifest parses, is complete, and its icons load
    manifest = json.loads(page.evaluate("fetch('manifest.webmanifest').then(r => r.text())"))
    assert manifest["name"] and manifest["short_name"] == "pygames"
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    assert manifest["theme_color"].startswith("#") and manifest["background_color"].startswith("#")
    icons = manifest["icons"]
    sizes = {(i["sizes"], i.get("purpose", "any")) for i in icons}
    assert {("192x192", "any"), ("512x512", "any"), ("512x512", "maskable")} <= sizes
    for icon in icons:
        assert page.evaluate("u => fetch(u).then(r => r.ok)", icon["src"]), icon["src"]
    # the service worker controls the page (it claims it on its first activation)
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null")
    # the runtime came compressed (build.py serve sends the .br twin: Chromium asks for br
    # on localhost; elsewhere over plain HTTP it would be the .gz twin)
    assert encodings.get("pyodide.asm.wasm") == "br"
    assert page.locator("#update").is_hidden()

    # storage persistence is asked for once, when a game is first saved
    assert page.evaluate("window.__persistCalls") == 0
    start_game(page, seed=71)
    play_moves(page, Rng(4), limit=3)
    settle(page)
    assert page.evaluate("window.__persistCalls") == 1
    address = page.evaluate("location.hash")
    assert pygames.decode_address(address).moves

    # a new build: the reload finds a waiting worker and offers it; nothing reloads by itself
    old_version = page.evaluate("caches.keys()")
    new_version = _new_build(dist)
    page.reload()
    wait_ready(page)
    page.evaluate("window.__notReloaded = true")
    page.wait_for_selector("#update:not([hidden])", timeout=60_000)
    assert "new version" in page.inner_text("#update")
    page.set_viewport_size({"width": 390, "height": 844})
    page.screenshot(path=str(artifacts / "update-prompt-390x844.png"))
    page.set_viewport_size({"width": 1024, "height": 768})
    page.wait_for_timeout(500)
    assert page.evaluate("window.__notReloaded === true")  # no silent reload
    assert page.evaluate("location.hash") == address
    assert "the next build" not in page.evaluate(
        "fetch('web/app.css').then(r => r.text())")  # still the old cache until Update

    # "Update": the new worker takes over, the page reloads once, the game is still there
    with page.expect_navigation():
        page.locator("#update-button").click()
    wait_ready(page)
    settle(page)
    assert page.evaluate("window.__notReloaded") is None
    assert page.evaluate("location.hash") == address
    assert page.locator("#update").is_hidden()
    _poll(page, "v => caches.keys().then(k => k.includes('pygames-' + v))", new_version)
    caches_now = page.evaluate("caches.keys()")
    assert "pygames-" + new_version in caches_now and not set(old_version) & set(caches_now)
    assert "the next build" in page.evaluate("fetch('web/app.css').then(r => r.text())")
