"""Every rule set in Chromium against bots, and a human against a hard bot (issues 4, 6, 7, 8).

Human moves are a seeded random choice among the highlighted ``[data-move]`` elements, tapped
as a person would; bots move through the page's own tick timer (``?bot_delay=0``). Seats are
chosen on the setup screen (easy bots: the fast level). Screenshots of each table at 1024×768
go to e2e/artifacts/.
"""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import TimeoutError as PlaywrightTimeout

import pygames
from pygames.core.rng import Rng

BOOT_MS = 120_000


def open_page(context: object, url: str) -> object:
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-ready]", timeout=BOOT_MS)
    return page


def scene(page: object) -> str:
    return page.evaluate("JSON.stringify(window.pygames.scene)")


def settle(page: object, timeout: int = 60_000) -> None:
    """No bot move pending, every event sent answered and drawn."""
    page.wait_for_function("document.documentElement.dataset.busy !== 'bot'"
                           " && window.pygames.pending === 0", timeout=timeout)


def tap(page: object, selector: str) -> None:
    before = scene(page)
    page.locator(selector).first.click()
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)


def start(page: object, game_id: str, players: int, seats: list[str], seed: int,
          options: dict[str, str] | None = None, shot: Path | None = None) -> None:
    """Set up a game on the setup screen: options first (an edition can change the player
    range), then players, each seat human or a bot level, and the seed."""
    tap(page, f'[data-action="pick"][data-value="{game_id}"]')
    for name, value in (options or {}).items():
        selector = f'[data-action="option"][data-value="{name}={value}"]'
        if page.locator(selector).get_attribute("aria-pressed") != "true":
            tap(page, selector)
    if page.locator(f'[data-action="players"][data-value="{players}"][aria-pressed="false"]'
                    ).count():
        tap(page, f'[data-action="players"][data-value="{players}"]')
    for index, kind in enumerate(seats):
        toggle = page.locator(f'[data-action="seat"][data-value="{index}"]')
        if toggle.count():  # (a solo seat has no human/bot switch)
            is_bot = "bot" in (toggle.get_attribute("class") or "").split()
            if is_bot != (kind != "human"):
                tap(page, f'[data-action="seat"][data-value="{index}"]')
        if kind != "human":
            level = f'[data-action="level"][data-value="{index}={kind}"]'
            if page.locator(level).get_attribute("aria-pressed") != "true":
                tap(page, level)
    page.fill("#seed-input", str(seed))
    page.locator("#seed-input").dispatch_event("change")
    page.wait_for_function("() => document.querySelector('#seed-input').value !== ''")
    if shot is not None:
        page.screenshot(path=str(shot), full_page=True)
    tap(page, '[data-action="start"]')
    settle(page)
    record = pygames.decode_address(page.evaluate("location.hash"))
    assert (record.game_id, record.players, record.extra["seats"]) == (game_id, players, seats)


def human_move(page: object, chooser: Rng) -> None:
    moves = page.eval_on_selector_all("#app [data-move]",
                                      "els => els.map(e => e.getAttribute('data-move'))")
    assert moves, "a human is to move but nothing is highlighted"
    move = chooser.choice(sorted(set(moves)))
    before = page.evaluate("location.hash")
    page.locator(f'#app [data-move="{move}"]').first.click()
    try:
        page.wait_for_function("h => location.hash !== h", arg=before, timeout=15_000)
    except PlaywrightTimeout:
        # A loaded machine can stretch a click past the long-press time: the browser then
        # shows the part's help instead of playing. A second tap plays (and closes it).
        assert page.locator(".help-panel").count(), f"tap on {move!r} played nothing"
        page.locator(f'#app [data-move="{move}"]').first.click()
        page.wait_for_function("h => location.hash !== h", arg=before)


def play_to_end(page: object, chooser: Rng, limit: int, at: int = -1,
                then: object = None) -> int:
    """Tap until the end screen; ``then(page)`` runs once after ``at`` taps. Taps made."""
    for count in range(limit):
        settle(page)
        if page.locator(".screen.over").count():
            return count
        if count == at and then is not None:
            then(page)
        human_move(page, chooser)
    return limit


def check_end_screen(page: object) -> None:
    assert page.locator(".screen.over").count() == 1
    totals = [int(t) for t in page.eval_on_selector_all(
        "[data-total]", "els => els.map(e => e.getAttribute('data-total'))")]
    replay = pygames.load(page.evaluate("location.hash"))
    assert replay.is_over and totals == replay.scores()
    assert page.locator(".end .chart").count() == 1  # the breakdown chart
    assert page.locator(".end .breakdown").count() == 1  # and its table


def test_twinstar_gems_two_players_to_the_end_and_a_mid_game_address(
        new_context: object, site: str, artifacts: Path) -> None:
    page = open_page(new_context(), site + "?bot_delay=0")
    start(page, "twinstar", 2, ["human", "easy"], seed=12, options={"edition": "gems"})

    def reopen(page: object) -> None:
        page.screenshot(path=str(artifacts / "twinstar-table-1024x768.png"))
        url, here = page.url, scene(page)
        other = open_page(new_context(), url)
        settle(other)
        assert scene(other) == here
        other.close()

    taps = play_to_end(page, Rng(3), limit=800, at=12, then=reopen)
    check_end_screen(page)
    assert taps > 12
    page.screenshot(path=str(artifacts / "twinstar-end-1024x768.png"), full_page=True)


def test_tropicalia_three_players_one_human_two_bots(context: object, site: str,
                                                     artifacts: Path) -> None:
    page = open_page(context, site + "?bot_delay=0")
    start(page, "tropicalia", 3, ["human", "easy", "easy"], seed=7,
          shot=artifacts / "setup-levels-1024x768.png")

    def shot(page: object) -> None:
        page.screenshot(path=str(artifacts / "tropicalia-table-1024x768.png"))

    play_to_end(page, Rng(4), limit=1500, at=10, then=shot)
    check_end_screen(page)
    page.screenshot(path=str(artifacts / "tropicalia-end-1024x768.png"), full_page=True)


def test_terra_vista_two_players_one_human_one_bot(context: object, site: str,
                                                   artifacts: Path) -> None:
    page = open_page(context, site + "?bot_delay=0")
    start(page, "terra_vista", 2, ["human", "easy"], seed=5)

    def shot(page: object) -> None:
        page.screenshot(path=str(artifacts / "terra_vista-table-1024x768.png"))

    play_to_end(page, Rng(6), limit=800, at=20, then=shot)
    check_end_screen(page)
    page.screenshot(path=str(artifacts / "terra_vista-end-1024x768.png"), full_page=True)


def test_hard_bot_thinks_while_the_page_scrolls_and_the_hint_highlights(
        context: object, site: str, artifacts: Path) -> None:
    game = pygames.new_game("harvest_valley", players=2, seed=14)
    chooser = Rng(1)
    while len(game.history) < 40 or game.current_player != 1:
        game.play(chooser.choice(game.legal_moves()))
    fragment = game.to_url_fragment(extra={"seats": ["human", "hard"]})
    # a long search (4 s) so the test can act while the worker is busy with it
    page = open_page(context, site + "?bot_delay=0&hard_ms=4000#" + fragment)
    assert page.evaluate("document.documentElement.dataset.busy") == "bot"
    log = page.locator(".log-list")
    log.hover()
    assert log.evaluate("el => el.scrollHeight > el.clientHeight + 40")
    frames = page.evaluate("""() => new Promise((resolve) => {
        let n = 0; const t0 = performance.now();
        const step = () => { n++; if (performance.now() - t0 < 500) requestAnimationFrame(step);
                             else resolve(n); };
        requestAnimationFrame(step); })""")
    page.mouse.wheel(0, 300)
    page.wait_for_function("document.querySelector('.log-list').scrollTop > 0", timeout=2_000)
    # still thinking: the scroll happened while the bot's search was running
    assert page.evaluate("document.documentElement.dataset.busy") == "bot"
    assert frames >= 10, f"only {frames} frames in 0.5 s while the bot thinks"
    played = len(game.history)
    settle(page, timeout=60_000)
    assert len(pygames.decode_address(page.evaluate("location.hash")).moves) > played
    while page.locator('[data-action="hint"]').count() == 0:  # the bot may move again
        settle(page)
    tap(page, '[data-action="hint"]')
    hinted = page.locator("#app .hint[data-move]")
    hinted.first.wait_for()
    move = hinted.first.get_attribute("data-move")
    position = pygames.load(page.evaluate("location.hash"))
    assert move in position.legal_moves()
    assert "%" in page.locator(".hint-line").inner_text() or "only" in page.locator(
        ".hint-line").inner_text()
    page.screenshot(path=str(artifacts / "hint-1024x768.png"))
    before = page.evaluate("location.hash")
    hinted.first.click()  # playing the hint works like any tap
    page.wait_for_function("h => location.hash !== h", arg=before)
    assert pygames.decode_address(page.evaluate("location.hash")).moves[len(position.history)] \
        == move


def test_terra_vista_solo_record_is_kept_in_the_browser(context: object, site: str) -> None:
    game = pygames.new_game("terra_vista", players=1, seed=9)
    chooser = Rng(3)
    while not game.is_over:
        game.play(chooser.choice(game.legal_moves()))
    last, rounds = game.history[-1], game.solo_score()
    before = pygames.new_game("terra_vista", players=1, seed=9)
    for move in game.history[:-1]:
        before.play(move)
    page = open_page(context, site + "#" + before.to_url_fragment(extra={"seats": ["human"]}))
    hash_before = page.evaluate("location.hash")
    page.locator(f'#app [data-move="{last}"]').first.click()
    page.wait_for_function("h => location.hash !== h", arg=hash_before)
    page.locator(".screen.over").wait_for()
    assert page.locator("[data-best]").get_attribute("data-best") == str(rounds)
    assert page.evaluate("localStorage.getItem('pygames.store.best.terra_vista')") == str(rounds)
    page.goto(site)  # a later visit: the setup screen shows the record
    page.wait_for_selector("html[data-ready]", timeout=BOOT_MS)
    tap(page, '[data-action="pick"][data-value="terra_vista"]')
    assert page.locator("[data-best]").get_attribute("data-best") == str(rounds)
