"""Bad addresses, bad events, a friend's link, a damaged save and the page's defences, in
Chromium: the app says what went wrong and keeps the game that was open; a link adds a game to
the saved ones; a save that cannot be opened is set aside and the app starts; the
Content-Security-Policy refuses an inline script, and the bridge a tag off its allow-list.

Addresses and saved games nested thousands of brackets deep are damaged, never a fatal error
of the runtime (the WebAssembly stack overflows long before CPython's recursion limit).

Every test but the policy's own runs in a watched context: any console error fails it.
"""

from __future__ import annotations

import base64
import json
import zlib
from pathlib import Path

import pytest
from test_app import open_page, scene, settle, tap, wait_ready

import pygames
from pygames.core import codec
from pygames.core.rng import Rng

#: The issue's addresses: a Unicode digit as the format version, and a Harvest Valley game
#: whose move is ``f²``; and its event, a tap on ``f²``.
UNICODE_ADDRESSES = ("².i1YqKc_MKy5JLFLSMdKprtUx1FFSAtKxAA",
                     "1.i1bKSCwqSy0uiS9LzMlJrVTSMdKprtUx1FFKO7RJCciMBQA")


#: The issue's address: 112 characters whose ``extra`` holds about 3,000 nested brackets
#: (it stopped Pyodide for good: "Maximum call stack size exceeded" inside json.loads).
DEEP_ADDRESS = ("#2.7cgxCoAgHEbxu3zzf6mxq4iEkOBgDWlCiHevoUM0vN_y4DmlcLZY6tpCzvGWzdaHTSZZV4mhFi1O6"
                "drDIfvqTdt7AQAAAPyeBwAAAPB7wyb_AA")


def nested_address(levels: int) -> str:
    """A real game's address (by the codec) whose ``extra`` holds ``levels`` nested brackets:
    spliced into the JSON, which json itself cannot write that deep."""
    record = pygames.new_game("harvest_valley", 2, seed=5).record({"seats": ["human"] * 2})
    record.extra["deep"] = "NEST"
    payload = codec.encode(record).partition(".")[2]
    raw = zlib.decompress(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)), -15)
    text = raw.decode().replace('"NEST"', "[" * levels + "]" * levels)
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(text.encode()) + packer.flush()
    return "#2." + base64.urlsafe_b64encode(packed).decode().rstrip("=")


def a_game(game_id: str = "harvest_valley", players: int = 2, moves: int = 6, seed: int = 5,
           game_ref: str | None = None) -> str:
    """An address of a game after ``moves`` moves (all seats human)."""
    game = pygames.new_game(game_id, players, seed=seed)
    chooser = Rng(seed)
    while len(game.history) < moves:
        game.play(chooser.choice(game.legal_moves()))
    extra: dict = {"seats": ["human"] * players}
    if game_ref:
        extra["id"] = game_ref
    return game.to_url_fragment(extra)


def go(page: object, fragment: str) -> None:
    """Open an address in the running page (the bridge follows ``hashchange``)."""
    before = scene(page)
    page.evaluate("h => { location.hash = h; }", fragment)
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before,
                           timeout=60_000)


def saved_keys(page: object) -> list[str]:
    return sorted(page.evaluate("""() => Object.keys(localStorage)
        .filter(k => k.startsWith('pygames.games.')).map(k => k.slice(14))"""))


def test_bad_addresses_and_events_say_so_and_keep_the_game(context: object, site: str) -> None:
    mine = a_game(game_ref="minegame01")
    page = open_page(context, site + "?bot_delay=0#" + mine)
    history = pygames.decode_address(mine).moves
    assert saved_keys(page) == ["harvest_valley-minegame01"]
    for bad in UNICODE_ADDRESSES:
        go(page, bad)
        assert page.locator(".screen.error [data-error]").count() == 1
        assert page.locator("#boot").is_hidden()  # a clear screen, no banner
        assert page.locator('[data-action="back_to_game"]').count() == 1
        tap(page, '[data-action="back_to_game"]')
        assert page.locator(".screen.table").count() == 1
        assert pygames.decode_address(page.evaluate("location.hash")).moves == history
    assert saved_keys(page) == ["harvest_valley-minegame01"]
    saved = json.loads(page.evaluate("localStorage.getItem('pygames.games.harvest_valley-minegame01')"))
    assert pygames.decode_address(saved["address"]).moves == history
    # the event: a clear message, the game unchanged
    answer = page.evaluate("window.pygames.send({type: 'tap', move: 'f²'})")
    assert "f²" in answer["announce"] and "not a move" in answer["announce"]
    assert pygames.decode_address(page.evaluate("location.hash")).moves == history
    # an event of no known kind: the banner says why, without reload advice, until the next
    # event goes through
    page.evaluate("window.pygames.send({type: 'jump', to: 'anywhere'})")
    banner = page.locator("#boot")
    assert banner.is_visible() and banner.get_attribute("data-stage") == "event"
    assert "Reload" not in banner.inner_text() and "unknown" in banner.inner_text()
    page.evaluate("window.pygames.send({type: 'key', key: 'x'})")
    assert banner.is_hidden()
    assert pygames.decode_address(page.evaluate("location.hash")).moves == history


def test_a_bad_address_on_start_shows_the_error_screen_and_the_saved_game(
        context: object, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0#" + a_game(game_ref="minegame02"))
    settle(page)
    page.goto(site + "?bot_delay=0#" + UNICODE_ADDRESSES[1])  # only the hash: no new page
    page.reload()  # a start with that address
    wait_ready(page)
    settle(page)
    assert page.locator(".screen.error [data-error]").count() == 1
    tap(page, '[data-action="home"]')
    assert page.locator('[data-action="continue"][data-value="harvest_valley-minegame02"]') \
        .count() == 1


@pytest.mark.parametrize("address", [DEEP_ADDRESS, nested_address(400_000)],
                         ids=["issue_112_chars", "400000_deep"])
def test_a_deeply_nested_address_shows_the_error_screen_and_a_new_game_starts(
        context: object, site: str, address: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    page.evaluate("h => { location.hash = h; }", address)
    page.wait_for_selector(".screen.error [data-error]", timeout=5_000)
    assert page.locator("[data-error]").get_attribute("data-error") == "address.damaged"
    # a start with that address (a reload keeps it) says the same, and the runtime lives on
    page.reload()
    wait_ready(page)
    page.wait_for_selector(".screen.error [data-error]", timeout=5_000)
    tap(page, '[data-action="home"]')
    tap(page, '[data-action="pick"][data-value="harvest_valley"]')
    tap(page, '[data-action="start"]')
    settle(page)
    assert page.locator(".screen.table").count() == 1
    assert page.locator("#app [data-move]").count() > 0


def test_a_friends_link_keeps_your_game_in_the_continue_list(context: object,
                                                             site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    tap(page, '[data-action="pick"][data-value="harvest_valley"]')
    tap(page, '[data-action="seat"][data-value="1"]')  # two humans
    tap(page, '[data-action="start"]')
    settle(page)
    move = page.locator("#app [data-move]").first.get_attribute("data-move")
    tap(page, f'#app [data-move="{move}"]')
    mine = page.evaluate("location.hash")
    (my_key,) = saved_keys(page)
    friend = a_game("tropicalia", moves=9, game_ref="friend0001")
    go(page, friend)
    assert page.locator(".screen.table").count() == 1
    assert saved_keys(page) == sorted([my_key, "tropicalia-friend0001"])
    tap(page, '[data-action="home"]')
    cards = page.locator('[data-action="continue"]')
    assert cards.count() == 2
    words = page.inner_text(".cards")
    assert "Continue: Harvest Valley" in words and "Continue: Tropicalia" in words
    assert "9 moves" in words and "1 move," in words
    tap(page, f'[data-action="continue"][data-value="{my_key}"]')
    assert page.evaluate("location.hash") == mine


def test_a_damaged_save_is_set_aside_and_the_app_starts(context: object, site: str) -> None:
    page = open_page(context, site)
    good = json.dumps({"v": 1, "address": a_game(), "played": 1_700_000_000_000,
                       "over": False})
    page.evaluate("""good => {
        localStorage.setItem('pygames.games.harvest_valley-5-0badf00d', '{"v": 1, "addr');
        localStorage.setItem('pygames.games.harvest_valley-5-600df00d', good);
        localStorage.setItem('pygames.save', '2.garbage');
    }""", good)
    page.reload()
    wait_ready(page)
    assert page.locator(".screen.catalogue").count() == 1
    stored = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    assert stored["pygames.damaged.harvest_valley-5-0badf00d"] == '{"v": 1, "addr'
    assert stored["pygames.damaged.legacy"] == "2.garbage"
    assert "pygames.games.harvest_valley-5-0badf00d" not in stored
    assert "pygames.save" not in stored
    assert page.locator('[data-action="continue"]').count() == 1
    assert page.locator("[data-damaged]").count() == 2
    assert page.locator('[data-notice="saved.set_aside"]').count() == 1
    with page.expect_download() as download:
        page.locator('[data-damaged="harvest_valley-5-0badf00d"] [data-action="download"]').click()
    assert Path(download.value.path()).read_text() == '{"v": 1, "addr'
    # set aside, it is not retried: the next start is quiet
    page.reload()
    wait_ready(page)
    assert page.locator("[data-notice]").count() == 0 and page.locator("[data-damaged]").count() == 2


def test_a_deeply_nested_save_is_set_aside_and_the_app_starts(context: object,
                                                                site: str) -> None:
    """A saved entry 5,000 brackets deep, and one whose address is the issue's: both set
    aside as damaged (their text kept), and the app starts with the good one to continue."""
    page = open_page(context, site + "?bot_delay=0")
    deep = json.dumps({"v": 1, "address": a_game(), "played": 1, "over": False,
                       "x": "NEST"}).replace('"NEST"', "[" * 5000 + "]" * 5000)
    deep_address = json.dumps({"v": 1, "address": DEEP_ADDRESS, "played": 1, "over": False})
    good = json.dumps({"v": 1, "address": a_game(seed=6), "played": 1_700_000_000_000,
                       "over": False})
    page.evaluate("""([deep, deepAddress, good]) => {
        localStorage.setItem('pygames.games.harvest_valley-5-0deadbed', deep);
        localStorage.setItem('pygames.games.harvest_valley-5-1deadbed', deepAddress);
        localStorage.setItem('pygames.games.harvest_valley-6-600df00d', good);
    }""", [deep, deep_address, good])
    page.reload()
    wait_ready(page)
    assert page.locator(".screen.catalogue").count() == 1
    stored = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    assert stored["pygames.damaged.harvest_valley-5-0deadbed"] == deep
    assert stored["pygames.damaged.harvest_valley-5-1deadbed"] == deep_address
    assert page.locator("[data-damaged]").count() == 2
    assert page.locator('[data-action="continue"]').count() == 1
    tap(page, '[data-action="pick"][data-value="harvest_valley"]')
    tap(page, '[data-action="start"]')
    settle(page)
    assert page.locator(".screen.table").count() == 1


def test_a_full_storage_is_said(context: object, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    page.evaluate("""() => {
        Storage.prototype.setItem = function () {
            throw new DOMException('full', 'QuotaExceededError');
        };
    }""")
    go(page, a_game(game_ref="minegame03"))
    page.wait_for_function("document.querySelector('[data-notice=\"saved.quota\"]') !== null")
    assert "storage is full" in page.inner_text("[data-notice]")


def test_the_longest_log_is_windowed_and_pages(context: object, site: str) -> None:
    """A Terra Vista game of rules 2 with select and back as moves up to the bound: the
    table shows the last moves (no per-item numbers), "Show all" pages through the rest."""
    game = pygames.new_game("terra_vista", 2, seed=4, rules=2)
    bound = type(game).max_moves(2, game.options)
    space = next(m for m in game.legal_moves() if "-" not in m and m != "pass")
    moves = ([space, "back"] * bound)[:bound]
    record = game.record({"seats": ["human", "human"]}, moves=moves)
    from pygames.core.codec import encode

    page = open_page(context, site + "?bot_delay=0#" + encode(record))
    assert page.locator(".screen.table").count() == 1
    assert page.locator(".log-list li").count() == 30
    assert page.locator(".log-list li[value]").count() == 0
    assert page.locator(".log-list").get_attribute("start") == str(bound)
    tap(page, '.log [data-action="log_page"]')
    assert page.locator(".log-list li").count() == bound - (bound // 100) * 100 or 100
    tap(page, '.log [data-action="log_page"]:has-text("Older")')
    assert page.locator(".log-list li").count() == 100


def test_the_policy_refuses_an_inline_script(browser: object, site: str) -> None:
    """The page's Content-Security-Policy is in force: a script added through the DOM does
    not run (the browser reports the violation, the only error here); the app runs."""
    context = browser.new_context()
    errors: list[str] = []
    context.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    try:
        page = open_page(context, site + "?bot_delay=0#" + a_game())
        policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
        assert "script-src 'self' 'wasm-unsafe-eval'" in policy and "object-src 'none'" in policy
        assert "base-uri 'none'" in policy and "'unsafe-inline'" not in policy.split(
            "style-src-attr")[0]
        assert errors == []
        page.evaluate("""() => {
            const s = document.createElement('script');
            s.textContent = 'window.__injected = 1';
            document.body.append(s);
            const b = document.createElement('button');
            b.setAttribute('onclick', 'window.__clicked = 1');
            document.body.append(b);
            b.click();
        }""")
        assert page.evaluate("window.__injected") is None
        assert page.evaluate("window.__clicked") is None
        assert errors and all("Content Security Policy" in e for e in errors), errors
    finally:
        context.close()


def test_the_bridge_refuses_tags_and_attributes_off_its_list(context: object, site: str) -> None:
    """What a scene holds beyond web/bridge/allow.js is left out and said (an event and the
    banner), never an error in the console."""
    page = open_page(context, site)
    refused = page.evaluate("""async () => {
        const patch = await import('./web/bridge/patch.js');
        const box = document.createElement('div');
        patch.patchChildren(box, [
            {t: 'script', x: 'window.__ran = 1'},
            {t: 'div', k: 'd', a: {onclick: 'window.__ran = 2', 'data-move': 'R1', class: 'x'},
             c: [{t: 'iframe', a: {src: 'https://example.org/'}}]},
            {t: 'svg', k: 's', c: [{t: 'use', a: {href: 'https://example.org/x.svg#a'}},
                                   {t: 'use', k: 'ok', a: {href: '#sprite'}},
                                   {t: 'foreignObject'}]},
        ], false);
        return {refused: patch.takeRefused(), html: box.innerHTML};
    }""")
    assert sorted(refused["refused"]) == sorted([
        "tag script", "attribute onclick", "tag iframe", "href https://example.org/x.svg#a",
        "tag foreignObject"])
    html = refused["html"]
    assert "script" not in html and "onclick" not in html and "iframe" not in html
    assert 'data-move="R1"' in html and 'href="#sprite"' in html
    assert page.evaluate("window.__ran") is None
