"""TwinStar Valley, fruit edition, in Chromium (issue 5): a solo game against the official bot
and a 3-player advanced game with easy bots, each played to the end screen.

Games are set up on the setup screen (edition and mode first: the solo seat count exists only
in the fruit edition). Human moves are a seeded choice among the highlighted ``[data-move]``
elements; in solo mode the bot plays inside the rules, so every decision on the page is the
human's; the easy bots move through the page's tick timer (``?bot_delay=0``). Everything the
page shows is checked against the same game replayed in CPython from the address. Screenshots
of both tables at 1024×768 and 768×1024 go to e2e/artifacts/.
"""

from __future__ import annotations

from pathlib import Path

import table_check
from test_games import check_end_screen, human_move, open_page, settle, start, tap
from test_layouts import TARGET

import pygames
from pygames.app.texts import TEXTS
from pygames.core.rng import Rng
from pygames.twinstar import view, words
from pygames.twinstar.rules import parse_square

SIZES = ((1024, 768), (768, 1024))


def start_fruits(page: object, players: int, mode: str, seats: list[str], seed: int) -> None:
    """Pick TwinStar, the fruit edition and ``mode``, then players, seats and seed; start."""
    start(page, "twinstar", players, seats, seed, options={"edition": "fruits", "mode": mode})
    record = pygames.decode_address(page.evaluate("location.hash"))
    assert record.options == {"edition": "fruits", "mode": mode}


def area_text(page: object, area: str) -> str:
    """The words of one area of the board, without spaces (lines wrap at spaces and, in
    Japanese, between phrases)."""
    words = page.eval_on_selector_all(f'#app [data-area="{area}"] text',
                                      "els => els.map(e => e.textContent).join('')")
    return "".join(words.split())


def flat(text: str) -> str:
    return "".join(text.replace("\u200b", "").split())


def current(page: object) -> object:
    return pygames.load(page.evaluate("location.hash"))


def shoot(page: object, artifacts: Path, name: str) -> None:
    """Screenshots at both sizes (the page is left at the first)."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.screenshot(path=str(artifacts / f"{name}-{width}x{height}.png"), full_page=True)
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})


def check_solo_panel(page: object) -> object:
    """The revealed solo card and the bot's reason lines, as CPython words them, are shown in
    the bot's area of the board."""
    game = current(page)
    shown = area_text(page, "bot")
    card = words.solo_card(game, "en")
    assert card and flat(card) in shown, f"solo card {card} not on the board"
    lines = view.bot_lines(game, "en")
    assert lines, "the bot has played but gives no reason"
    for line in lines:
        assert flat(line) in shown, f"bot reason not shown: {line!r}"
    return game


def test_solo_game_against_the_official_bot(context: object, site: str,
                                            artifacts: Path) -> None:
    page = open_page(context, site + "?bot_delay=0")
    start_fruits(page, 1, "basic", ["human"], seed=3)
    chooser, checked, rounds_seen = Rng(3), 0, set()
    for _ in range(400):
        settle(page)
        if page.locator(".screen.over").count():
            break
        game = current(page)
        if game.solo_card >= 0 and game.round not in rounds_seen:  # once per year
            check_solo_panel(page)
            if not rounds_seen:
                shoot(page, artifacts, "twinstar-fruits-solo-table")
                tap(page, '[data-action="lang"][data-value="ja"]')  # the reasons in Japanese
                for line in view.bot_lines(game, "ja"):
                    assert flat(line) in area_text(page, "bot")
                page.screenshot(path=str(artifacts / "twinstar-fruits-solo-table-ja-1024x768.png"))
                tap(page, '[data-action="lang"][data-value="en"]')
            rounds_seen.add(game.round)
            checked += 1
        human_move(page, chooser)
    check_end_screen(page)
    replay = current(page)
    assert replay.players == 1 and checked == 2, f"solo panel checked in years {rounds_seen}"
    heading = page.inner_text(".end h2")
    if replay.winners():
        assert "Player 1 wins!" in heading and TEXTS["en"]["app.bot_wins"] not in heading
    else:  # the bot won: said plainly, in both languages
        assert TEXTS["en"]["app.bot_wins"] in heading
        tap(page, '[data-action="lang"][data-value="ja"]')
        assert TEXTS["ja"]["app.bot_wins"] in page.inner_text(".end h2")
        page.screenshot(path=str(artifacts / "twinstar-fruits-solo-end-ja-1024x768.png"),
                        full_page=True)
        tap(page, '[data-action="lang"][data-value="en"]')
    # the bot's last reasons stay readable on the final board
    for line in view.bot_lines(replay, "en"):
        assert flat(line) in area_text(page, "bot")
    shoot(page, artifacts, "twinstar-fruits-solo-end")


def test_three_players_advanced_with_easy_bots(context: object, site: str,
                                               artifacts: Path) -> None:
    page = open_page(context, site + "?bot_delay=0")
    start_fruits(page, 3, "advanced", ["human", "easy", "easy"], seed=5)
    chooser = Rng(5)
    for taps in range(400):
        settle(page)
        if page.locator(".screen.over").count():
            break
        if taps == 8:
            shoot(page, artifacts, "twinstar-fruits-3p-table")
        human_move(page, chooser)
    check_end_screen(page)
    replay = current(page)
    assert replay.players == 3 and replay.options["mode"] == "advanced"
    # the breakdown table: one row per seat, every part anyone scored, the totals last
    breakdown = replay.score_breakdown()
    parts = [p for p in breakdown[0] if p != "total" and any(int(r.get(p, 0)) for r in breakdown)]
    heads = page.eval_on_selector_all(".end .breakdown thead th", "els => els.map(e => e.textContent)")
    assert heads[1:-1] == [view.part_label(p, "en", replay) for p in parts]
    assert "contracts" in breakdown[0]
    rows = page.eval_on_selector_all(
        ".end .breakdown tbody tr",
        "rows => rows.map(r => [...r.querySelectorAll('td')].map(td => td.textContent))")
    assert rows == [[str(int(r[p])) for p in parts] + [str(int(r["total"]))] for r in breakdown]
    shoot(page, artifacts, "twinstar-fruits-3p-end")


def test_two_discs_in_one_turn_reach_an_action_by_taps(context: object, site: str,
                                                       artifacts: Path) -> None:
    """「プレイヤーのターンでは、1枚以上のアクションディスクを…配置します」: a target beyond the
    next disc is marked with the discs it costs; one tap places a disc on the way (it does
    not resolve) and the last one on the target, whose action resolves. Where several ways
    reach a target, a tap picks it and each way is a choice."""
    game = pygames.new_game("twinstar", players=2, seed=12, options={"edition": "fruits"})
    page = open_page(context, site + "#" + game.to_url_fragment(extra={"seats": ["human", "human"]}))
    chain = page.locator("#app [data-move*=';']").first
    move = chain.get_attribute("data-move")
    assert move is not None and len(move.split(";")) == 2, move
    walk, place = move.split(";")
    before = scene_of(page)
    chain.click()
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
    after = current(page)
    assert after.history == [walk, place]  # two moves of the address, one tap
    mover = game.current_player
    squares = [m.split(" ")[1] for m in (walk, place)]
    assert all(after.board[parse_square(sq)] == [mover] for sq in squares)
    assert after.turn.action == after.kind_at(parse_square(squares[1])) or after.current != mover
    page.screenshot(path=str(artifacts / "twinstar-fruits-two-discs.png"))
    # a target reached by several ways: a tap picks it, each way is then one tap
    picked = page.locator("#app [data-action='select']").first
    if picked.count():
        before = scene_of(page)
        picked.click()
        page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
        ways = page.locator("#app g.way[data-move]")
        assert ways.count() >= 2
        move = ways.first.get_attribute("data-move")
        before = scene_of(page)
        ways.first.click()
        page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before)
        assert current(page).history[-len(move.split(";")):] == move.split(";")


def scene_of(page: object) -> str:
    return page.evaluate("JSON.stringify(window.pygames.scene)")


def many_loads() -> str:
    """The address of a solo delivery with 14 loads to choose from (every one of 1 to 3 of
    the four fruits, all of them HTML buttons): a seeded game played at random to it."""
    game = pygames.new_game("twinstar", players=1, seed=9, options={"edition": "fruits"})
    chooser = Rng(9 * 13 + 2)
    for _ in range(26):
        game.play(chooser.choice(game.legal_moves()))
    loads = [m for m in game.legal_moves() if m.startswith("carry ")]
    assert len(loads) == 14, loads
    return game.to_url_fragment(extra={"seats": ["human"]})


def test_every_load_fits_the_screen_untouched(new_context: object, site: str,
                                              artifacts: Path) -> None:
    """A long list of loads is seen and tapped whole without scrolling the decision: on the
    phone (in English and Japanese) and both tablets each load's button lies inside the
    viewport, uncovered and at least the app's touch target (44 CSS px), and the table meets
    table_check's targets."""
    page = open_page(new_context(reduced_motion="reduce"), site + "?bot_delay=0")
    problems: list[str] = []
    for where, found in table_check.list_screens(page, many_loads(),
                                                 artifacts / "twinstar-fruits-loads"):
        loads = {c["name"] for c in found["choices"] if c["name"].startswith("carry ")}
        assert len(loads) == 14, loads
        problems += [f"{where}: {p}" for p in table_check.out_of_reach(found, loads, TARGET)]
    assert not problems, "\n".join(problems)
