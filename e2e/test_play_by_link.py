"""Play by link in Chromium, two browser contexts as two devices: Ann starts a game with
names and sends the link, Ken opens it, says who he is, reads the news, moves and sends it
back; the QR code of the link decodes to the page's address (zxing-cpp); a tap in the
other player's turn asks first; both devices list the game with its status; an older link
asks before going back."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from test_a11y import axe_violations
from test_app import open_page, settle, tap

import pygames

GAME = "harvest_valley"
#: A seed where the first seat (Ann) starts.
SEED = 2
ANN = "Ann <b>"
SPY_SHARE = "Navigator.prototype.share = async function (data) { window.sharedData = data; };"
NO_SHARE = "delete Navigator.prototype.share;"
#: Where play by link draws its parts (axe checks them there: the board has its own test).
PANEL = "#app .decision"


def turn_text(page: object) -> str:
    return page.locator("#app .status .turn").inner_text()


def play_own_turn(page: object) -> None:
    """Tap the first highlighted choice until the turn line no longer says "Your turn"."""
    for _ in range(20):
        settle(page)
        if turn_text(page) != "Your turn":
            return
        before = page.evaluate("location.hash")
        page.locator("#app [data-move]").first.click()
        page.wait_for_function("h => location.hash !== h", arg=before)
    raise AssertionError("the turn never passed")


def start_named_game(page: object) -> None:
    tap(page, f'[data-action="pick"][data-value="{GAME}"]')
    page.fill("#seed-input", str(SEED))
    page.locator("#seed-input").dispatch_event("change")
    page.wait_for_function("() => document.querySelector('#seed-input').value !== ''")
    tap(page, '[data-action="seat"][data-value="1"]')
    for index, name in enumerate((ANN + "\u202e", "Ken")):
        field = page.locator(f'input[name="name{index}"]')
        field.fill(name)
        field.dispatch_event("change")
    page.wait_for_function("() => JSON.stringify(window.pygames.scene).includes('\"Ken\"')")
    tap(page, '[data-action="apart"][data-value="1"]')
    assert not axe_violations(page), "the setup with names"
    tap(page, '[data-action="start"]')
    settle(page)


def diverging(link: str) -> str:
    """The same game (its id) with its last move played another way."""
    base, fragment = link.split("#", 1)
    record = pygames.decode_address(fragment)
    game = pygames.new_game(record.game_id, record.players, seed=record.seed,
                            options=dict(record.options))
    for move in record.moves[:-1]:
        game.play(move)
    game.play(next(m for m in game.legal_moves() if m != record.moves[-1]))
    return f"{base}#{game.to_url_fragment(dict(record.extra))}"


def decode_qr(page: object) -> str:
    zxingcpp = pytest.importorskip("zxingcpp")
    image_module = pytest.importorskip("PIL.Image")
    shot = page.locator("#app svg.qr-code").screenshot()
    found = zxingcpp.read_barcodes(image_module.open(io.BytesIO(shot)))
    assert found, "the QR code on the page did not decode"
    return found[0].text


def test_two_devices_play_by_link(new_context: object, site: str, artifacts: Path) -> None:
    ann_device = new_context(permissions=["clipboard-read", "clipboard-write"])
    ann_device.add_init_script(SPY_SHARE)  # the share sheet: what it was given
    ken_device = new_context(permissions=["clipboard-read", "clipboard-write"])
    ken_device.add_init_script(NO_SHARE)  # no share sheet: the clipboard fallback
    ann = open_page(ann_device, site + "?bot_delay=0")
    start_named_game(ann)
    assert turn_text(ann) == "Your turn"
    record = pygames.decode_address(ann.evaluate("location.hash"))
    assert record.extra["names"] == [ANN, "Ken"]  # cleaned: the bidi override is gone
    assert ann.locator("#app b").count() == 0 and ANN in ann.inner_text("#app")
    play_own_turn(ann)
    assert turn_text(ann) == "Waiting for Ken"
    first_link = ann.url

    # Send to Ken: the share sheet gets the words and the link; the QR code is the link
    send = ann.locator('#app [data-action="share"].send')
    assert send.inner_text() == "Send to Ken"
    send.click()
    ann.wait_for_function("() => window.sharedData")
    shared = ann.evaluate("window.sharedData.text")
    assert shared == f"Your move in Harvest Valley — {first_link}"
    tap(ann, '#app [data-action="qr"]')
    assert decode_qr(ann) == first_link
    ann.screenshot(path=str(artifacts / "link-send-qr-1024x768.png"))
    assert not axe_violations(ann, PANEL), "Send and the QR code"

    # Ken's device: who are you, your turn, the news; a tap in Ann's turn asks first
    ken = open_page(ken_device, first_link.replace("?bot_delay=0", ""))
    assert ken.locator("#app [data-who]").count() == 1
    assert ken.locator("#app [data-move]").count() == 0
    assert not axe_violations(ken, PANEL), "Who are you?"
    tap(ken, '#app [data-action="i_am"][data-value="1"]')
    assert turn_text(ken) == "Your turn"
    outlined = ken.locator("#app .board-area .changed")  # what Ann's moves changed
    assert outlined.count() >= 1
    assert ken.locator("#app [data-changed]").get_attribute("data-changed") == str(
        outlined.count())
    assert outlined.first.evaluate("e => getComputedStyle(e).outlineStyle") == "solid"
    ken.screenshot(path=str(artifacts / "link-news-1024x768.png"))
    assert not axe_violations(ken, PANEL), "the news since your last move"
    news = ken.locator("#app [data-news]")
    assert "Since your last move" in news.inner_text()
    assert news.inner_text().count(ANN) >= 2  # Ann's moves in words, her name as text
    tap(ken, '#app [data-action="replay_since"]')  # her moves again, one by one
    assert ken.locator("#app .replay").count() == 1
    ken.wait_for_function("() => !document.querySelector('#app .replay')", timeout=60_000)
    assert turn_text(ken) == "Your turn"
    play_own_turn(ken)
    assert turn_text(ken) == f"Waiting for {ANN}"
    assert outlined.count() == 0  # his move put the news and its outlines away
    plies = len(pygames.decode_address(ken.evaluate("location.hash")).moves)
    assert ken.locator("#app [data-move]").count() == 0  # a waiting device is quiet
    tap(ken, '#app [data-action="play_here"]')  # playing Ann's move here: asked first
    confirm = ken.locator("#app [data-confirm]")
    assert not axe_violations(ken, PANEL), "the confirmation"
    assert confirm.inner_text().startswith(f"This is {ANN}'s move — play it for {ANN}?")
    tap(ken, '#app [data-action="play_for_no"]')
    assert len(pygames.decode_address(ken.evaluate("location.hash")).moves) == plies
    ken.locator('#app [data-action="share"].send').click()
    toast = ken.locator("#toast")
    toast.wait_for(state="visible")
    assert toast.inner_text() == f"Link copied to the clipboard: send it to {ANN}"
    copied = ken.evaluate("navigator.clipboard.readText()")
    assert copied == f"Your move in Harvest Valley — {ken.url}"
    back_link = ken.url

    # Ann opens Ken's link: his moves are the news
    ann.goto(back_link)
    ann.wait_for_function("() => document.querySelector('#app [data-news]')")
    assert "Ken" in ann.locator("#app [data-news]").inner_text()
    assert turn_text(ann) == "Your turn"
    # Undo on Ann's device would take back Ken's move: it asks first
    tap(ann, '#app [data-action="undo"]')
    question = ann.locator("#app [data-undo-other]")
    assert question.inner_text().startswith("The last move is Ken's, not yours")
    assert not axe_violations(ann, PANEL), "Undo of another player's move"
    tap(ann, '#app [data-action="undo_keep"]')
    assert question.count() == 0 and ann.url == back_link

    # both devices list the game with its status
    tap(ann, '#app [data-action="home"]')
    assert ann.locator('#app [data-status="mine"]').inner_text().startswith("your move · opened")
    tap(ken, '#app [data-action="home"]')
    assert ken.locator('#app [data-status="theirs"]').inner_text().startswith(
        f"waiting for {ANN} · opened")

    # an older link on Ann's device asks before going back
    ann.goto(first_link)
    ann.wait_for_function("() => document.querySelector('#app [data-older]')")
    assert not axe_violations(ann, PANEL), "the older link's question"
    assert len(pygames.decode_address(ann.evaluate("location.hash")).moves) == len(
        pygames.decode_address(back_link.split("#", 1)[1]).moves)
    tap(ann, '#app [data-action="older_keep"]')
    assert ann.locator("#app [data-older]").count() == 0

    # a link of the same game that went another way asks too, and keeps the saved game
    ann.goto(diverging(back_link))
    ann.wait_for_function("() => document.querySelector('#app [data-older]')")
    assert "went another way" in ann.locator("#app [data-older]").inner_text()
    assert ann.url.split("#", 1)[1] == back_link.split("#", 1)[1]
    tap(ann, '#app [data-action="older_keep"]')
    assert ann.locator("#app [data-older]").count() == 0
