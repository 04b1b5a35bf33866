"""The built site in Chromium: the app end to end, from the catalogue to a finished game.

Games are played by clicking the highlighted ``[data-move]`` elements, exactly as a person
taps them; the bot's moves come through the page's own tick timer (``?bot_delay=0`` only
shortens the pause between them).
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

import pygames
from pygames.core.rng import Rng
from sitebuild.paths import DIST  # scripts/ is on sys.path (see conftest.py)
from sitebuild.server import start_server

GAME = "harvest_valley"
#: Boot budget: the runtime's start on a busy 2-core machine takes several seconds.
BOOT_MS = 120_000
needs_game = pytest.mark.skipif(
    importlib.util.find_spec(f"pygames.{GAME}.view") is None,
    reason=f"pygames/{GAME}/view.py has not landed yet",
)


def open_page(context: object, url: str) -> object:
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def wait_ready(page: object) -> None:
    page.wait_for_selector("html[data-ready]", timeout=BOOT_MS)


def scene(page: object) -> str:
    return page.evaluate("JSON.stringify(window.pygames.scene)")


def settle(page: object) -> None:
    """Wait until no bot move is pending (the bridge clears data-busy after the last one) and
    every event sent has been answered and drawn."""
    page.wait_for_function("document.documentElement.dataset.busy !== 'bot'"
                           " && window.pygames.pending === 0", timeout=60_000)


def tap(page: object, selector: str) -> None:
    """Tap an element and wait for the controller's answer to be applied."""
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    page.locator(selector).first.click()
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)


def start_game(page: object, seed: int) -> None:
    tap(page, f'[data-action="pick"][data-value="{GAME}"]')
    page.fill("#seed-input", str(seed))
    page.locator("#seed-input").dispatch_event("change")
    page.wait_for_function("() => document.querySelector('#seed-input').value !== ''")
    tap(page, '[data-action="start"]')
    settle(page)


def play_moves(page: object, chooser: Rng, limit: int) -> int:
    """Click random highlighted choices until the game ends or ``limit`` taps; taps made."""
    for count in range(limit):
        settle(page)
        if page.locator(".screen.over").count():
            return count
        moves = page.eval_on_selector_all(
            "#app [data-move]", "els => els.map(e => e.getAttribute('data-move'))")
        assert moves, "a human is to move but nothing is highlighted"
        move = chooser.choice(sorted(set(moves)))
        before = page.evaluate("location.hash")
        page.locator(f'#app [data-move="{move}"]').first.click()
        page.wait_for_function("h => location.hash !== h", arg=before)
    return limit


def test_empty_address_shows_the_catalogue(context: object, site: str) -> None:
    page = context.new_page()
    page.goto(site)
    # pre-rendered: the catalogue is there before the runtime is ready
    assert page.locator('#app [data-action="pick"]').count() >= 1
    wait_ready(page)
    assert page.locator('#app .screen.catalogue [data-action="pick"]').count() >= 1
    assert page.locator("#boot").is_hidden()


def test_damaged_address_shows_the_error_screen(context: object, site: str) -> None:
    game = pygames.new_game(GAME, players=2, seed=3) if _has_rules() else None
    damaged = (game.to_url_fragment()[:-6] + "xxxxxx") if game else "1.bad"
    page = open_page(context, site + "#" + damaged)
    assert page.locator("[data-error]").count() == 1
    assert page.locator("[data-error]").get_attribute("data-error").startswith("address.")
    tap(page, '[data-action="home"]')
    assert page.locator(".screen.catalogue").count() == 1
    assert page.evaluate("location.hash") == ""


def test_too_old_address_says_so(context: object, site: str) -> None:
    page = open_page(context, site + "#0.AAAA")
    assert page.locator("[data-error]").get_attribute("data-error") == "address.too_old"


def test_language_switch(context: object, site: str) -> None:
    page = open_page(context, site)
    tap(page, '[data-action="lang"][data-value="ja"]')
    assert page.evaluate("document.documentElement.lang") == "ja"
    assert "ゲームを選ぶ" in page.inner_text("#app")


@needs_game
def test_full_game_against_a_bot_matches_cpython(context: object, site: str,
                                                 artifacts: Path) -> None:
    page = open_page(context, site + "?bot_delay=0")
    start_game(page, seed=11)
    page.screenshot(path=str(artifacts / "table-start-1024x768.png"))
    taps = play_moves(page, Rng(5), limit=600)
    assert page.locator(".screen.over").count() == 1, f"no end screen after {taps} taps"
    totals = [int(t) for t in page.eval_on_selector_all(
        "[data-total]", "els => els.map(e => e.getAttribute('data-total'))")]
    replay = pygames.load(page.evaluate("location.hash"))
    assert replay.is_over and totals == replay.scores()
    record = pygames.decode_address(page.evaluate("location.hash"))
    assert record.extra["seats"] == ["human", "normal"]  # new bot seats: normal
    page.screenshot(path=str(artifacts / "end-1024x768.png"), full_page=True)
    page.set_viewport_size({"width": 768, "height": 1024})
    page.screenshot(path=str(artifacts / "end-768x1024.png"), full_page=True)


@needs_game
def test_address_opens_the_same_position_elsewhere(new_context: object, site: str,
                                                   artifacts: Path) -> None:
    page = open_page(new_context(), site + "?bot_delay=0")
    start_game(page, seed=21)
    play_moves(page, Rng(8), limit=12)
    settle(page)
    page.screenshot(path=str(artifacts / "table-1024x768.png"))
    url, here = page.url, scene(page)
    other = open_page(new_context(768, 1024), url)
    settle(other)
    assert scene(other) == here
    other.screenshot(path=str(artifacts / "table-768x1024.png"))


@needs_game
def test_reload_and_continue_keep_the_move(context: object, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    start_game(page, seed=31)
    play_moves(page, Rng(9), limit=6)
    settle(page)
    address, here = page.evaluate("location.hash"), scene(page)
    page.reload()
    wait_ready(page)
    settle(page)
    assert page.evaluate("location.hash") == address and scene(page) == here
    page.goto(site)  # no address: the saved game is offered
    wait_ready(page)
    assert page.locator('[data-action="continue"]').count() == 1
    tap(page, '[data-action="continue"]')
    settle(page)
    assert page.evaluate("location.hash") == address and scene(page) == here
    # undo takes back the human's decision (and the bot's replies after it)
    history = pygames.decode_address(address).moves
    tap(page, '[data-action="undo"]')
    shorter = pygames.decode_address(page.evaluate("location.hash")).moves
    assert len(shorter) < len(history) and history[:len(shorter)] == shorter


@needs_game
def test_offline_after_one_visit(context: object, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    # ready resolves once the worker is active, i.e. after its install precached everything
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    cached = page.evaluate("""async () => {
        const names = await caches.keys();
        const cache = await caches.open(names.find(n => n.startsWith('pygames-')));
        return (await cache.keys()).length;
    }""")
    assert cached > 5
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    start_game(page, seed=41)
    play_moves(page, Rng(2), limit=4)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    context.set_offline(False)


def test_offline_manifest_parses(context: object, site: str) -> None:
    page = open_page(context, site)
    manifest = page.evaluate("fetch('manifest.webmanifest').then(r => r.text())")
    data = json.loads(manifest)
    assert data["display"] == "standalone" and data["start_url"] == "./"


def _has_rules() -> bool:
    try:
        pygames.game_class(GAME)
    except (ImportError, ValueError):
        return False
    return True


@needs_game
def test_keyboard_plays_a_focused_choice(context: object, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    start_game(page, seed=51)
    choice = page.locator("#app svg [data-move]").first
    choice.focus()
    move = choice.get_attribute("data-move")
    before = page.evaluate("location.hash")
    played = len(pygames.decode_address(before).moves)
    page.keyboard.press("Enter")
    page.wait_for_function("h => location.hash !== h", arg=before)
    assert pygames.decode_address(page.evaluate("location.hash")).moves[played] == move


@needs_game
def test_share_copies_the_address(new_context: object, site: str) -> None:
    context = new_context(permissions=["clipboard-read", "clipboard-write"])
    page = open_page(context, site + "?bot_delay=0")
    start_game(page, seed=61)
    page.evaluate("delete Navigator.prototype.share")  # the clipboard fallback
    page.locator('[data-action="share"]').click()
    page.wait_for_function("document.getElementById('announce').textContent.includes('copied')")
    assert page.evaluate("navigator.clipboard.readText()") == page.url


def test_served_from_a_sub_path(browser: object, site: str, tmp_path: Path) -> None:
    (tmp_path / "pygames").symlink_to(DIST)  # the `site` fixture built it
    server = start_server(tmp_path, 0)
    base = f"http://127.0.0.1:{server.server_address[1]}/pygames/"
    context = browser.new_context()
    errors: list[str] = []  # the page's policy in force: no violation, no other error
    context.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        page = open_page(context, base + "?bot_delay=0")
        assert page.locator('.screen.catalogue [data-action="pick"]').count() >= 1
        assert page.evaluate("navigator.serviceWorker.ready.then(r => r.scope)") == base
        # it plays there, then reloads offline at the same position and plays on
        start_game(page, seed=43)
        play_moves(page, Rng(6), limit=2)
        settle(page)
        address = page.evaluate("location.hash")
        assert pygames.decode_address(address).moves
        context.set_offline(True)
        page.reload()
        wait_ready(page)
        settle(page)
        assert page.evaluate("location.hash") == address
        assert page.locator(".screen.table").count() == 1
        play_moves(page, Rng(7), limit=2)
        assert len(pygames.decode_address(page.evaluate("location.hash")).moves) > \
            len(pygames.decode_address(address).moves)
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert errors == []
    finally:
        context.close()
        server.shutdown()
