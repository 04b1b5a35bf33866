"""Choices on the table at tablet and phone sizes: Tropicalia (with and without the advanced
markets), Terra Vista (2 and 6 players) and Harvest Valley, at several decisions each.

Each position (an address made in CPython, all seats human) opens at 1024×768, 768×1024 and
390×844 and is measured as a player sees it, without any scrolling by the test (the app brings
the area of the current decision into view): :mod:`table_check` says what is measured and the
targets (every choice in the viewport, uncovered, 32×32 CSS px on the tablets and 24×24 on
the phone, looking unlike the same kind of part that is no choice; no text on the table below
11 px on the tablets; the prompt and its buttons in the viewport), and axe-core finds no
serious or critical violation in each position (at 1024×768). Screenshots of the viewport
go to ``e2e/artifacts/views-<position>-<W>x<H>.png``, the figures to
``e2e/artifacts/view-targets.json``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
import table_check
from test_a11y import axe_violations
from test_app import wait_ready

import pygames
from pygames.core.game import Game
from pygames.core.rng import Rng


def _step_tropicalia(game: Game) -> str:
    return str(game.step)


def _step_terra_vista(game: Game) -> str:
    if game.legal_moves() == ["pass"]:
        return "pass"
    if game.phase == "bonus":
        return "bonus"
    return "line"  # a space picked first is the app's selection: measured after a tap


def _step_harvest_valley(game: Game) -> str:
    pending = game.pending
    if pending is None:
        return "take"
    return "push" if pending[0] == "P" else "place"


#: name -> (game id, players, options, how a position is named, the steps wanted)
CASES: dict[str, tuple[str, int, dict, Callable[[Game], str], tuple[str, ...]]] = {
    "tropicalia-basic": ("tropicalia", 2, {"advanced": False}, _step_tropicalia,
                         ("place", "dest", "sell", "build", "square", "discard")),
    "tropicalia-advanced": ("tropicalia", 4, {"advanced": True}, _step_tropicalia,
                            ("place", "choose", "dest", "sell", "build")),
    "terra_vista-2": ("terra_vista", 2, {}, _step_terra_vista, ("line", "bonus")),
    "terra_vista-6": ("terra_vista", 6, {}, _step_terra_vista, ("line",)),
    "harvest_valley": ("harvest_valley", 3, {}, _step_harvest_valley, ("take", "place", "push")),
}


def positions(name: str) -> dict[str, str]:
    """Addresses (all seats human) of the first position of each wanted step met in seeded
    random games, a few moves into the game so the board is not empty."""
    game_id, players, options, step_of, wanted = CASES[name]
    found: dict[str, str] = {}
    for seed in range(1, 40):
        game = pygames.new_game(game_id, players=players, seed=seed, options=options)
        chooser = Rng(seed * 7 + 1)
        plies = 0
        while not game.is_over and len(found) < len(wanted) and plies < 3000:
            step = step_of(game)
            if step in wanted and step not in found and plies >= 6:
                found[step] = game.to_url_fragment(extra={"seats": ["human"] * players})
            game.play(chooser.choice(game.legal_moves()))
            plies += 1
        if len(found) == len(wanted):
            break
    missing = set(wanted) - set(found)
    assert not missing, f"{name}: no position met for {missing}"
    return found


def _measured(page: object, artifacts: Path, report: dict[str, dict], where: str,
              width: int) -> list[str]:
    """Measure the table as it is now: its screenshot and figures kept, its problems."""
    found = table_check.measure(page)
    page.screenshot(path=str(artifacts / f"views-{where}.png"))
    report[where] = table_check.summary(found)
    issues = table_check.problems(found)
    if width == table_check.SIZES[0][0]:  # each position once: no serious a11y issue
        issues += [f"axe {v['id']}: {v['targets']}" for v in axe_violations(page)]
    return [f"{where}: {issues[:6]}"] if issues else []


@pytest.mark.parametrize("name", list(CASES))
def test_choices_visible_large_and_marked(new_context: object, site: str, artifacts: Path,
                                          name: str) -> None:
    page = new_context(reduced_motion="reduce").new_page()
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    report: dict[str, dict] = {}
    problems: list[str] = []
    for step, fragment in positions(name).items():
        for width, height in table_check.SIZES:
            page.set_viewport_size({"width": width, "height": height})
            table_check.open_address(page, fragment)
            problems += _measured(page, artifacts, report, f"{name}-{step}-{width}x{height}",
                                  width)
            pick = page.locator('#app .area[data-current] [data-action="select"]')
            if step == "line" and pick.count():  # Terra Vista: a space picked, its lines shown
                before = page.evaluate("JSON.stringify(window.pygames.scene)")
                pick.first.click()
                page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s",
                                       arg=before)
                problems += _measured(page, artifacts, report,
                                      f"{name}-selected-{width}x{height}", width)
    out = artifacts / "view-targets.json"
    old = json.loads(out.read_text()) if out.exists() else {}
    old.update(report)
    out.write_text(json.dumps(old, indent=1, ensure_ascii=False))
    assert not problems, "\n".join(problems)
