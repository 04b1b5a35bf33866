"""Addresses made before a change replay to the same game after it.

``data/addresses_v1.json`` holds addresses made by the code of commit 1d2b5fc (random
legal games and bot games of every rule set and mode, some finished, some in progress) with
what each replayed to then: move count, whose turn, scores and their parts, winners and the
legal moves at the end. ``data/addresses_terra_vista_rules2_3.json`` holds Terra Vista
addresses started under rules 2 and 3 (the dice before rules 4), made the same way by the
code of commit 1aeca56, with the rules version each was started under. A rule fix must not
silently change a game people already share: an address keeps the rules it was started with.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import pygames

DATA = Path(__file__).parent / "data"
RECORDED = [
    case
    for name in ("addresses_v1.json", "addresses_terra_vista_rules2_3.json")
    for case in json.loads((DATA / name).read_text())
]


def case_id(c: dict) -> str:
    return (f"{c['game']}-r{c.get('rules', 1)}-{c['players']}p-{c['seed']}"
            + ("-bots" if c.get("bots") else "") + "".join(f"-{v}" for v in c["options"].values()))


@pytest.mark.parametrize("case", RECORDED, ids=case_id)
def test_recorded_address_replays_to_the_same_game(case: dict) -> None:
    game = pygames.load(case["address"])
    assert game.rules_version == case.get("rules", game.rules_version)
    assert len(game.history) == case["moves"]
    assert game.is_over == case["over"]
    assert game.current_player == case["current"]
    assert game.scores() == case["scores"]
    assert json.loads(json.dumps(game.score_breakdown(), default=str)) == case["breakdown"]
    assert game.winners() == case["winners"]
    assert sorted(game.legal_moves()) == case["legal"]
