"""The page reads an address's rule set to fetch its wheel beside the runtime
(web/bridge/prefetch.js, run in Node): it must name the rule set CPython's codec wrote, for every
rule set and address length, and nothing for what is not an address."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

import pygames
from pygames.core.rng import Rng

ROOT = Path(__file__).resolve().parent.parent
READ_MJS = """
globalThis.navigator ??= {};
const { ruleSetOf } = await import(%s);
const hashes = JSON.parse(process.argv[1]);
console.log(JSON.stringify(await Promise.all(hashes.map((hash) => ruleSetOf(hash)))));
"""


def rule_sets_of(hashes: list[str]) -> list[str | None]:
    if shutil.which("node") is None:
        pytest.skip("node runs the page's module")
    program = json.dumps((ROOT / "web" / "bridge" / "prefetch.js").as_uri())
    done = subprocess.run(["node", "--input-type=module", "-e", READ_MJS % program,
                           json.dumps(hashes)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def address(game_id: str, moves: int) -> str:
    game = pygames.new_game(game_id, players=2, seed=3)
    chooser = Rng(5)
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_moves()
        game.play(legal[chooser.below(len(legal))])
    return "#" + game.to_url_fragment(extra={"seats": ["human", "bot"]})


def test_the_rule_set_of_every_address_is_read_from_its_first_bytes() -> None:
    ids = list(pygames.core.registry.ids())
    hashes = [address(game_id, moves) for game_id in ids for moves in (0, 40)]
    assert rule_sets_of(hashes) == [game_id for game_id in ids for _ in (0, 40)]


def test_what_is_not_an_address_names_no_rule_set() -> None:
    assert rule_sets_of(["", "#", "#catalogue", "#2.", "#2.AAAA", "#2.!!!!"]) == [None] * 6
