"""Accessibility check: axe-core, run in the page, finds no serious or critical
violation on the catalogue, setup, table and end screens of every rule set, and on a
position of each whose choices show several texts (their names must hold them all).

axe-core comes from npm (pinned in package.json as a dev dependency; build.py does not ship
it): the test runs its source in the page through the DevTools protocol (which the site's
Content-Security-Policy does not govern: an inline script would be refused), so no request
leaves the origin. One page boots once; the table and end screens are opened by setting the
address (the bridge follows ``hashchange``), the positions made in CPython with seeded
random moves.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_app import tap, wait_ready

import pygames
from pygames.core import registry, scene
from pygames.core.rng import Rng
from sitebuild.paths import DIST  # scripts/ is on sys.path (see conftest.py)

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
BAD = ("serious", "critical")


def axe_violations(page: object, within: str | None = None) -> list[dict]:
    """Serious and critical violations on the page as it is now (id, impact, targets), in
    the part that ``within`` selects where given."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text())  # run through the DevTools protocol, not a <script>
    found = page.evaluate("""async (within) => {
        const where = within ? {include: [[within]]} : document;
        const result = await axe.run(where, {resultTypes: ["violations"]});
        return result.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
            targets: v.nodes.slice(0, 4).map(n => n.target.join(" ")),
            summary: v.nodes.length ? v.nodes[0].failureSummary : ""}));
    }""", within)
    return [v for v in found if v["impact"] in BAD]


#: Every rule set of the catalogue: each game id, and TwinStar's fruit edition besides.
RULE_SETS = {**{gid: (gid, {}) for gid in registry.ids()},
             "twinstar-fruits": ("twinstar", {"edition": "fruits"})}


def positions(game_id: str, options: dict | None = None) -> tuple[str, str]:
    """Addresses of a game half-way through and of the same game over (all seats human)."""
    info = pygames.game_class(game_id).info
    game = pygames.new_game(game_id, players=max(2, info.min_players), seed=5, options=options or {})
    chooser = Rng(17)
    history: list[str] = []
    while not game.is_over and len(history) < 20000:
        move = chooser.choice(game.legal_moves())
        game.play(move)
        history.append(move)
    assert game.is_over
    middle = pygames.new_game(game_id, players=game.players, seed=5, options=options or {})
    for move in history[:len(history) // 2]:
        middle.play(move)
    return middle.to_url_fragment(), game.to_url_fragment()


def wordy_position(game_id: str, options: dict | None = None) -> str:
    """The address of the position, among a random game's first 200, whose choices show
    the most separate texts (a card's kind and value): where a choice's name must hold
    several shown words (label-content-name-mismatch)."""
    info = pygames.game_class(game_id).info
    game = pygames.new_game(game_id, players=max(2, info.min_players), seed=7,
                            options=options or {})
    view = registry.rule_set(game_id).view
    chooser = Rng(23)
    best, best_count = game.to_url_fragment(), -1
    for _ in range(200):
        if game.is_over:
            break
        count = sum(len([t for t in scene.walk(n) if t.get("t") == "text"]) > 1
                    for n in scene.walk(view.board(game, "en", None))
                    if "data-move" in n.get("a", {}))
        if count > best_count:
            best, best_count = game.to_url_fragment(), count
        game.play(chooser.choice(game.legal_moves()))
    return best


def open_address(page: object, fragment: str, screen: str) -> None:
    before = page.evaluate("JSON.stringify(window.pygames.scene)")
    page.evaluate("h => { location.hash = h; }", fragment)
    page.wait_for_function("s => JSON.stringify(window.pygames.scene) !== s", arg=before,
                           timeout=60_000)
    assert page.locator(f"#app .screen.{screen}").count() == 1
    page.wait_for_function("document.documentElement.dataset.busy !== 'bot'")


@pytest.fixture(scope="module")
def addresses() -> dict[str, tuple[str, str, str]]:
    return {name: (*positions(gid, options), wordy_position(gid, options))
            for name, (gid, options) in RULE_SETS.items()}


def test_no_serious_violations_on_any_screen(context: object, site: str, artifacts: Path,
                                             addresses: dict[str, tuple[str, str, str]]
                                             ) -> None:
    assert AXE.exists(), "npm ci installs axe-core (package.json devDependencies)"
    assert not [f for f in DIST.rglob("*") if "axe" in f.name], "axe-core must not ship"
    page = context.new_page()
    page.goto(site + "?bot_delay=0")
    wait_ready(page)
    report: dict[str, list[dict]] = {"catalogue": axe_violations(page)}
    tap(page, '[data-action="pick"][data-value="harvest_valley"]')
    report["setup"] = axe_violations(page)
    for game_id, (middle, end, wordy) in addresses.items():
        open_address(page, middle, "table")
        report[f"{game_id} table"] = axe_violations(page)
        open_address(page, wordy, "table")
        report[f"{game_id} choices with several texts"] = axe_violations(page)
        open_address(page, end, "over")
        report[f"{game_id} end"] = axe_violations(page)
    (artifacts / "a11y.json").write_text(json.dumps(report, indent=1, ensure_ascii=False))
    bad = {screen: found for screen, found in report.items() if found}
    assert not bad, json.dumps(bad, indent=1, ensure_ascii=False)
