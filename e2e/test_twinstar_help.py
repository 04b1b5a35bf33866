"""TwinStar in Chromium: help names every legal choice, discs on the way included (issue 43).

For a seeded position of each TwinStar mode (gems 2 and 4 players, fruits basic and
advanced, solo), at 1024×768, 768×1024 and 390×844: a long press (the bridge's own
pointer handling) on each legal choice the page marks opens a help that says no "no such …"
and names the choice's squares or hexes; the Hint highlights a part of the board. Fruit
positions are picked where the board offers a chain of discs on the way (one ``data-move``
joining moves with ``;``), the choice whose help said "There is no such square".
"""

from __future__ import annotations

import re

import pytest
from test_games import open_page, settle

import pygames
from pygames.app.controller import Controller
from pygames.core import scene
from pygames.core.rng import Rng

SIZES = ((1024, 768), (768, 1024), (390, 844))
#: label -> (players, options)
MODES = {
    "gems-2p": (2, {"edition": "gems"}),
    "gems-4p": (4, {"edition": "gems"}),
    "fruits-basic": (2, {"edition": "fruits", "mode": "basic"}),
    "fruits-advanced": (3, {"edition": "fruits", "mode": "advanced"}),
    "solo": (1, {"edition": "fruits", "mode": "basic"}),
}
#: Every chain is pressed; of the other choices, at most this many (seeded), to keep the
#: run short on a shared machine.
OTHERS = 8
NAMED = re.compile(r"^[a-zA-Z]\d+$")


def _position(label: str) -> tuple[str, list[str]]:
    """A seeded address of ``label`` where a disc is placed (a fruit one where the board
    offers discs on the way) and the choices to press: every chain, then a seeded sample of the others."""
    players, options = MODES[label]
    for seed in range(1, 40):
        game = pygames.new_game("twinstar", players=players, seed=seed, options=options)
        rng = Rng(seed)
        for _ in range(rng.randint(0, 6)):
            game.play(rng.choice(game.legal_moves()))
        if game.current_player is None or game.is_over or game.phase != "place":
            continue  # discs are placed: every hinted choice is a square of the board
        fragment = game.to_url_fragment(extra={"seats": ["human"] * players})
        c = Controller()
        c.handle({"type": "init", "lang": "en", "hash": ""})
        out = c.handle({"type": "hash", "hash": fragment})
        moves = sorted({n["a"]["data-move"] for n in scene.walk(out["scene"])
                        if n.get("a", {}).get("data-move")})
        chains = [m for m in moves if scene.SEQUENCE in m]
        if options.get("edition") == "fruits" and not chains:
            continue
        others = [m for m in moves if m not in chains]
        picked = sorted(others, key=lambda m: rng.randint(0, 1 << 30))[:OTHERS]
        return fragment, chains + picked
    raise AssertionError(f"no seeded position of {label} offers discs on the way")


def _names(move: str) -> list[str]:
    out = []
    for step in move.split(scene.SEQUENCE):
        out.extend(a for a in step.partition(" ")[2].split(" ") if NAMED.match(a))
    return out


def _long_press(page: object, move: str) -> tuple[str, str]:
    """Press the choice carrying ``move`` through the bridge's long press; its help."""
    target = page.locator(f'#app [data-move="{move}"]').first
    target.scroll_into_view_if_needed()
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    target.dispatch_event("pointerdown", {"clientX": 1, "clientY": 1, "bubbles": True})
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before,
                           timeout=30_000)
    target.dispatch_event("pointerup", {"bubbles": True})
    target.dispatch_event("click")  # the release's click, which the long press consumes
    settle(page)
    title = page.locator(".help-panel .help-title").inner_text()
    body = page.locator(".help-panel .help-body").inner_text()
    return title, body


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_help_and_hint_name_each_choice(new_context: object, site: str,
                                        size: tuple[int, int]) -> None:
    page = open_page(new_context(*size), site + "?bot_delay=0")
    for label in MODES:
        fragment, moves = _position(label)
        page.goto(f"{site}?bot_delay=0#{fragment}")
        page.wait_for_selector("html[data-ready]", timeout=120_000)
        page.wait_for_selector(".screen.table")
        settle(page)
        hash_before = page.evaluate("location.hash")
        for move in moves:
            title, body = _long_press(page, move)
            text = f"{title} {body}"
            where = f"{label} {size}: {move!r} -> {text!r}"
            assert "no such" not in text.lower() and "not possible" not in title.lower(), where
            for name in _names(move):
                assert name.lower() in text.lower(), where
        assert page.evaluate("location.hash") == hash_before, "a long press played a move"

        # the Hint marks a part inside the board
        page.locator('#app [data-action="hint"]').first.click()
        page.wait_for_selector("#app svg .hint", state="attached", timeout=120_000)
        settle(page)
        assert page.locator("#app svg .hint").count() >= 1, label
