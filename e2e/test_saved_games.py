"""Saved games in Chromium (pygames/app/store/): a game is never lost between the address, the
saved entry, the history stack and other tabs, and no number of stored entries keeps the app
from starting. Same-tab older and diverging links ask and the saved game keeps its moves;
Back after a newer link keeps every line; Play from here and then Back keeps both lines in
the Continue list; two tabs playing one game lose no move and the tab behind is told; 1,001
stored keys and 5,001 saved games: the app starts and the link opens."""

from __future__ import annotations

import json
from typing import Any

from test_app import open_page, settle, tap, wait_ready
from test_play_by_link import diverging

import pygames

GAME = "harvest_valley"
SEED = 2


def start_two_humans(page: Any) -> str:
    """A pass-and-play game of two human seats on this device; its saved-games key."""
    tap(page, f'[data-action="pick"][data-value="{GAME}"]')
    page.fill("#seed-input", str(SEED))
    page.locator("#seed-input").dispatch_event("change")
    page.wait_for_function("() => document.querySelector('#seed-input').value !== ''")
    tap(page, '[data-action="seat"][data-value="1"]')
    tap(page, '[data-action="start"]')
    settle(page)
    record = pygames.decode_address(page.evaluate("location.hash"))
    return f"{GAME}-{record.extra['id']}"


def play(page: Any, n: int, last: bool = False) -> str:
    """Tap ``n`` highlighted choices (the first, or the last); the address after them."""
    for _ in range(n):
        settle(page)
        before = page.evaluate("location.hash")
        moves = page.locator("#app [data-move]")
        (moves.last if last else moves.first).click()
        page.wait_for_function("h => location.hash !== h", arg=before)
    settle(page)
    return str(page.evaluate("location.hash")).lstrip("#")


def stored_moves(page: Any, key: str) -> list[str] | None:
    """The moves of a saved game as the browser's storage holds it (None: not stored)."""
    raw = page.evaluate("k => localStorage.getItem('pygames.games.' + k)", key)
    if raw is None:
        return None
    return pygames.decode_address(json.loads(raw)["address"]).moves


def saved_keys(page: Any) -> list[str]:
    return sorted(page.evaluate(
        "Object.keys(localStorage).filter(k => k.startsWith('pygames.games.'))"
        ".map(k => k.slice(14))"))


def set_hash(page: Any, fragment: str) -> None:
    """The address changed in this tab, as when a link is pasted into its address bar."""
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    page.evaluate("h => { location.hash = h; }", fragment)
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
    settle(page)


def asked(page: Any, what: str = "older") -> bool:
    settle(page)
    return page.locator(f"#app [data-{what}]").count() > 0


def test_same_tab_older_and_diverging_links_ask_and_keep_the_saved_moves(
        context: Any, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    key = start_two_humans(page)
    older = play(page, 6)
    newest = play(page, 10)
    assert len(stored_moves(page, key) or []) == 16
    set_hash(page, older)
    assert asked(page), "an older link in the same tab opened without asking"
    assert stored_moves(page, key) == pygames.decode_address(newest).moves
    tap(page, '#app [data-action="older_keep"]')
    other = diverging(site + "#" + newest).split("#", 1)[1]
    set_hash(page, other)
    assert asked(page), "a diverging link in the same tab opened without asking"
    assert "went another way" in page.locator("#app [data-older]").inner_text()
    assert stored_moves(page, key) == pygames.decode_address(newest).moves
    tap(page, '#app [data-action="older_keep"]')
    assert len(stored_moves(page, key) or []) == 16


def test_back_after_a_newer_link_keeps_every_line(context: Any, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    key = start_two_humans(page)
    mine = play(page, 4)
    record = pygames.decode_address(mine)
    game = pygames.load_record(record)
    for _ in range(6):
        game.play(game.legal_moves()[0])
    newer = game.to_url_fragment(dict(record.extra))
    set_hash(page, newer)  # a friend's newer link of the game, in this tab
    assert not asked(page) and len(stored_moves(page, key) or []) == 10
    latest = play(page, 2)
    page.go_back()
    assert asked(page), "Back to the older address opened it without asking"
    assert stored_moves(page, key) == pygames.decode_address(latest).moves
    tap(page, '#app [data-action="older_branch"]')  # the old line too, as a branch
    keys = saved_keys(page)
    assert len(keys) == 2 and key in keys
    branch = next(k for k in keys if k != key)
    assert stored_moves(page, branch) == record.moves
    assert stored_moves(page, key) == pygames.decode_address(latest).moves


def test_play_from_here_then_back_keeps_both_lines(context: Any, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    key = start_two_humans(page)
    old_line = play(page, 8)
    tap(page, '#app [data-action="replay"]')
    page.evaluate("() => window.pygames.send({type: 'tap', action: 'replay_to', value: 4})")
    settle(page)
    tap(page, '#app [data-action="branch"]')
    branch_line = play(page, 2, last=True)
    page.go_back()
    page.wait_for_function("h => location.hash.slice(1) === h", arg=old_line)
    settle(page)
    assert not asked(page)
    tap(page, '#app [data-action="home"]')
    cards = page.locator("#app [data-saved]")
    assert cards.count() == 2, "Play from here and Back left one line in the Continue list"
    keys = saved_keys(page)
    assert stored_moves(page, key) == pygames.decode_address(old_line).moves
    other = next(k for k in keys if k != key)
    assert stored_moves(page, other) == pygames.decode_address(branch_line).moves


def test_two_tabs_playing_one_game_lose_no_move_and_the_tab_behind_is_told(
        context: Any, site: str) -> None:
    a = open_page(context, site + "?bot_delay=0")
    key = start_two_humans(a)
    shared = play(a, 4)
    b = open_page(context, site + "?bot_delay=0#" + shared)  # the game in a second tab
    settle(b)
    assert not asked(b, "older") and not asked(b, "behind")
    a_line = play(a, 1)  # tab A plays on
    b.wait_for_function("() => document.querySelector('#app [data-behind]')")
    assert "newer line" in b.locator("#app [data-behind]").inner_text()
    b_line = play(b, 1, last=True)  # tab B plays anyway, another move
    assert a_line != b_line
    assert stored_moves(a, key) == pygames.decode_address(a_line).moves, \
        "the tab behind wrote over the newer line"
    assert asked(b, "behind"), "the tab behind was not told"
    tap(b, '#app [data-action="behind_branch"]')  # B keeps its line beside A's
    keys = saved_keys(b)
    assert len(keys) == 2 and key in keys
    assert stored_moves(b, key) == pygames.decode_address(a_line).moves
    other = next(k for k in keys if k != key)
    assert stored_moves(b, other) == pygames.decode_address(b_line).moves


FILL = """([entry, games, stored]) => {
  for (let i = 0; i < games; i++) {
    localStorage.setItem('pygames.games.terra_vista-' + i.toString(36).padStart(4, 'x'), entry);
  }
  for (let i = 0; i < stored; i++) localStorage.setItem('pygames.store.me.k' + i, 'all');
  localStorage.removeItem('pygames.index');
}"""


def test_many_stored_keys_and_saved_games_still_start_and_open_the_link(
        context: Any, site: str) -> None:
    page = open_page(context, site)
    game = pygames.new_game("terra_vista", 2, seed=4)
    entry = json.dumps({"v": 1, "address": game.to_url_fragment({"seats": ["human", "bot"]}),
                        "played": 1_700_000_000_000, "over": False})
    page.evaluate(FILL, [entry, 5001, 1001])
    friend = pygames.new_game(GAME, 2, seed=SEED)
    for _ in range(3):
        friend.play(friend.legal_moves()[0])
    link = friend.to_url_fragment({"seats": ["human", "human"], "id": "friend123"})
    page.goto(site + "#" + link)
    page.reload()
    wait_ready(page)
    settle(page)
    assert page.evaluate("document.querySelector('#boot').hidden"), "the start was refused"
    # the link's game is on the table: a game of two people by link asks who is here
    assert page.locator('#app [data-action="i_am"]').count() > 0, "the link did not open"
    # this device is the seat to move (a device that waits shows no choice)
    tap(page, f'#app [data-action="i_am"][data-value="{friend.current_player}"]')
    assert page.locator("#app [data-move]").count() > 0
    assert pygames.decode_address(page.evaluate("location.hash")).moves == friend.history
    assert len(stored_moves(page, f"{GAME}-friend123") or []) == 3
    tap(page, '#app [data-action="home"]')
    listed = page.locator("#app [data-saved]").count()
    assert 1 < listed < 5002  # the newest, read in a bounded piece
    page.locator('#app [data-action="saved_more"]').click()  # older ones on demand
    page.wait_for_function("n => document.querySelectorAll('#app [data-saved]').length > n",
                           arg=listed)
