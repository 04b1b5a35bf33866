"""Whose turn, as a player meets it (issue 43), at 1024×768, 768×1024 and 390×844: "Your
turn" on the table and in the tab's title, a device waiting by link lights no choice and a tap
on its board says whose turn it is, a finished game's review status names the winner, and the
boot banner speaks the page's language (Japanese without English)."""

from __future__ import annotations

import re

import pytest
from test_app import open_page, settle, tap, wait_ready

import pygames
from pygames.core.bots import decide

SIZES = [(1024, 768), (768, 1024), (390, 844)]
IDS = [f"{w}x{h}" for w, h in SIZES]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")


def turn_text(page: object) -> str:
    return page.locator("#app .status .turn").inner_text()


def start_apart(page: object) -> None:
    """Harvest Valley for two people, each on their own device; this one plays seat 1."""
    tap(page, '[data-action="pick"][data-value="harvest_valley"]')
    page.fill("#seed-input", "2")  # (a seed where seat 1 starts)
    page.locator("#seed-input").dispatch_event("change")
    page.wait_for_function("() => document.querySelector('#seed-input').value !== ''")
    tap(page, '[data-action="seat"][data-value="1"]')
    tap(page, '[data-action="apart"][data-value="1"]')
    tap(page, '[data-action="start"]')
    settle(page)


@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_your_turn_in_words_and_in_the_tab_title(
        new_context: object, site: str, width: int, height: int) -> None:
    page = open_page(new_context(width, height), site + "?bot_delay=0")
    tap(page, '[data-action="pick"][data-value="harvest_valley"]')
    tap(page, '[data-action="start"]')  # you and a bot
    settle(page)
    assert turn_text(page) == "Your turn"
    assert page.locator("#app .status .turn").is_visible()
    assert page.title() == "Your turn · Harvest Valley"
    if page.locator('#app [data-action="menu"]').is_visible():  # (the phone's folded tools)
        tap(page, '#app [data-action="menu"]')
    tap(page, '#app [data-action="home"]')
    assert page.title() == "pygames"
    # by link: "Your turn" on the device of the seat to move, not on the other one
    start_apart(page)
    assert turn_text(page) == "Your turn"
    assert page.title() == "Your turn · Harvest Valley"
    play_own_turn(page)
    assert turn_text(page) == "Waiting for Player 2"
    assert page.title() == "Harvest Valley"


def play_own_turn(page: object) -> None:
    """This seat plays its first choices until the turn passes to the other device."""
    for _ in range(20):
        if turn_text(page).startswith("Waiting"):
            return
        before = page.evaluate("location.hash")
        page.locator("#app [data-move]").first.click()
        page.wait_for_function("h => location.hash !== h", arg=before)
        settle(page)
    raise AssertionError("the turn never passed")


@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_a_waiting_device_lights_no_choice_and_a_tap_says_whose_turn(
        new_context: object, site: str, width: int, height: int) -> None:
    page = open_page(new_context(width, height), site + "?bot_delay=0")
    start_apart(page)
    play_own_turn(page)
    # nothing lit, nothing playable on the waiting device
    assert page.locator("#app [data-move]").count() == 0
    assert page.locator("#app .legal, #app .choice").count() == 0
    plies = len(pygames.decode_address(page.evaluate("location.hash")).moves)
    board = page.locator("#app .board-area")
    box = board.bounding_box()
    assert box is not None
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    board.click(position={"x": box["width"] / 2, "y": min(box["height"] / 2, 200)})
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
    told = page.locator("#app [data-told]")
    assert told.inner_text() == "It is Player 2's turn: this device waits for Player 2's move."
    assert told.is_visible()
    assert page.locator("#app [data-confirm]").count() == 0  # no offer to play for them
    assert len(pygames.decode_address(page.evaluate("location.hash")).moves) == plies


def finished_address() -> str:
    game = pygames.new_game("harvest_valley", players=2, seed=3, options={})
    while not game.is_over:
        game.play(decide(game, "easy", seed=game.seed).move)
    return game.to_url_fragment(extra={"seats": ["human", "normal"]})


@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_a_finished_games_review_status_names_the_winner(
        new_context: object, site: str, width: int, height: int) -> None:
    address = finished_address()
    page = open_page(new_context(width, height), site + "?bot_delay=0#" + address)
    settle(page)
    tap(page, '.end [data-action="review"]')
    status = page.locator("#app .decision .status .turn")
    text = status.inner_text()
    assert "to play" not in text and text.startswith("Finished: ") and "wins" in text, text
    scores = pygames.load_record(pygames.decode_address(address)).scores()
    assert f"Player 1 {scores[0]}" in text and f"{scores[1]})" in text, text
    assert status.is_visible()
    tap(page, '[data-action="review_cancel"]')


BOOT_TEXT = """document.addEventListener("DOMContentLoaded", () => {
  window.bootText = document.getElementById("boot-text").textContent; });"""
REFUSED = """() => import("./web/bridge/boot.js").then((boot) => {
  boot.bootBanner().refused();
  return document.getElementById("boot-text").textContent; })"""


@pytest.mark.parametrize(("width", "height"), SIZES, ids=IDS)
def test_the_boot_and_error_banner_speak_the_pages_language(
        new_context: object, site: str, width: int, height: int) -> None:
    ja = new_context(width, height, extra_http_headers={"Accept-Language": "ja"})
    ja.add_init_script("Object.defineProperty(navigator, 'language', {get: () => 'ja-JP'});")
    ja.add_init_script(BOOT_TEXT)
    page = ja.new_page()
    page.goto(site + "?bot_delay=0")
    page.wait_for_function("() => window.bootText !== undefined")
    boot = page.evaluate("window.bootText")
    assert JAPANESE.search(boot) and not ENGLISH_WORD.search(boot), boot
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "ja"
    refused = page.evaluate(REFUSED)
    assert JAPANESE.search(refused) and not ENGLISH_WORD.search(refused), refused
    assert page.locator("#boot").is_visible()
    # an English page says the same in English only
    en = open_page(new_context(width, height), site + "?bot_delay=0")
    said = en.evaluate(REFUSED)
    assert said.startswith("Part of this screen") and not JAPANESE.search(said), said
