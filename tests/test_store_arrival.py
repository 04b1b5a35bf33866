"""The one way in (store/arrival.py): each case of the comparison, and each path by which a
game reaches the table applying the one rule: a newer line updates the save, an older or
diverging one asks, Play from here is a branch with its own id, nothing is replaced without
the player's word; links without an id are matched by start position and moves."""

from __future__ import annotations

from typing import Any

import pytest

import pygames
from pygames.app.controller import Controller
from pygames.app.store import arrival, saved
from pygames.core import scene
from pygames.core.codec import decode, encode

NOW = 1_700_000_000_000
R = arrival.Relation


@pytest.mark.parametrize(("stored", "arriving", "expected"), [
    (["a", "b"], ["a", "b"], R.SAME),
    ([], [], R.SAME),
    (["a", "b"], ["a", "b", "c"], R.NEWER),
    ([], ["a"], R.NEWER),
    (["a", "b", "c"], ["a"], R.OLDER),
    (["a", "b"], [], R.OLDER),
    (["a", "b"], ["a", "c"], R.DIVERGING),
    (["a", "b"], ["x"], R.DIVERGING),
    (["a", "b"], ["a", "c", "d"], R.DIVERGING),
])
def test_each_case_of_the_comparison(stored: list[str], arriving: list[str],
                                     expected: arrival.Relation) -> None:
    assert arrival.compare(stored, arriving) is expected


def test_shared_counts_the_first_moves_two_lines_have_in_common() -> None:
    assert arrival.shared(["a", "b", "c"], ["a", "b", "x"]) == 2
    assert arrival.shared(["a"], ["b"]) == 0
    assert arrival.shared(["a", "b"], ["a", "b", "c"]) == 2


# ---------------------------------------------------------------------- paths
def controller(prefix: str = "game") -> Controller:
    ids = iter(f"{prefix}{n:04d}" for n in range(1000))
    c = Controller(new_seed=lambda: 77, clock=lambda: NOW, new_id=lambda: next(ids))
    c.handle({"type": "init", "hash": "", "lang": "en"})
    return c


def start(c: Controller, game_id: str = "harvest_valley") -> dict[str, Any]:
    c.handle({"type": "tap", "action": "pick", "value": game_id})
    c.handle({"type": "tap", "action": "seat", "value": "1"})  # both seats human
    return c.handle({"type": "tap", "action": "start"})


def play(c: Controller, n: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for _ in range(n):
        assert c.table is not None
        out = c.handle({"type": "tap", "move": c.table.game.legal_moves()[-1]})
    return out


def diverging_from(address: str, keep: int) -> str:
    """The game of ``address``: its first ``keep`` moves, then another move."""
    record = decode(address)
    game = pygames.new_game(record.game_id, record.players, seed=record.seed,
                            options=dict(record.options))
    for move in record.moves[:keep]:
        game.play(move)
    other = next(m for m in game.legal_moves() if m != record.moves[keep])
    game.play(other)
    return encode(game.record(dict(record.extra)))


def moves_saved(c: Controller, key: str) -> int:
    return c.saved[key].moves


def asked(out: dict[str, Any]) -> bool:
    return any("data-older" in n.get("a", {}) for n in scene.walk(out["scene"]))


def test_start_saves_a_new_game_under_a_new_id() -> None:
    c = controller()
    out = start(c)
    assert set(out["saves"]) == {"harvest_valley-game0000"} and out["revs"] == {
        "harvest_valley-game0000": 0}
    assert c.saved["harvest_valley-game0000"].rev == 1


@pytest.mark.parametrize("event_type", ["hash", "history"])
def test_an_older_link_in_the_same_tab_asks_and_keeps_the_saved_moves(event_type: str) -> None:
    c = controller()
    start(c)
    older = play(c, 6)["hash"]
    newest = play(c, 10)["hash"]
    out = c.handle({"type": event_type, "hash": "#" + older})
    assert asked(out) and c.older == older and out["hash"] == newest
    assert moves_saved(c, "harvest_valley-game0000") == 16
    assert not scene.moves_in(out["scene"])  # nothing is played while asked
    kept = c.handle({"type": "tap", "action": "older_keep"})
    assert "saves" not in kept and moves_saved(c, "harvest_valley-game0000") == 16


@pytest.mark.parametrize("event_type", ["hash", "history"])
def test_a_diverging_link_in_the_same_tab_asks(event_type: str) -> None:
    c = controller()
    start(c)
    saved_address = play(c, 8)["hash"]
    other = diverging_from(saved_address, 5)
    out = c.handle({"type": event_type, "hash": "#" + other})
    assert asked(out) and out["hash"] == saved_address
    branch = c.handle({"type": "tap", "action": "older_branch"})
    assert c.table is not None and c.table.key == "harvest_valley-game0001"
    assert decode(branch["hash"]).moves == decode(other).moves
    assert c.saved["harvest_valley-game0000"].address == saved_address  # never overwritten
    assert set(branch["saves"]) == {"harvest_valley-game0001"}


def test_a_newer_link_updates_the_save_and_back_to_the_older_one_asks() -> None:
    c = controller()
    start(c)
    mine = play(c, 4)["hash"]
    record = decode(mine)
    game = pygames.load_record(record)
    for _ in range(6):
        game.play(game.legal_moves()[0])
    newer = encode(game.record(dict(record.extra)))
    out = c.handle({"type": "hash", "hash": "#" + newer})
    assert not asked(out) and moves_saved(c, "harvest_valley-game0000") == 10
    play(c, 3)
    back = c.handle({"type": "history", "hash": "#" + mine, "page": {"screen": "table"}})
    assert asked(back) and moves_saved(c, "harvest_valley-game0000") == 13


def test_the_same_line_only_touches_the_save() -> None:
    c = controller()
    start(c)
    address = play(c, 3)["hash"]
    c.handle({"type": "tap", "action": "home"})
    out = c.handle({"type": "hash", "hash": "#" + address})
    assert not asked(out) and moves_saved(c, "harvest_valley-game0000") == 3
    assert c.saved["harvest_valley-game0000"].opened == NOW


def test_play_from_here_is_a_branch_with_its_own_id_and_back_keeps_both() -> None:
    c = controller()
    start(c)
    old_line = play(c, 10)["hash"]
    c.handle({"type": "tap", "action": "replay"})
    c.handle({"type": "tap", "action": "replay_to", "value": 4})
    out = c.handle({"type": "tap", "action": "branch"})
    assert c.table is not None and c.table.id == "game0001" and out.get("push")
    assert set(out["saves"]) == {"harvest_valley-game0001"}
    play(c, 2)
    back = c.handle({"type": "history", "hash": "#" + old_line, "page": {"screen": "table"}})
    assert not asked(back)
    assert moves_saved(c, "harvest_valley-game0000") == 10
    assert moves_saved(c, "harvest_valley-game0001") == 6


def test_continue_and_play_again_go_through_the_one_way_in() -> None:
    c = controller()
    start(c)
    play(c, 5)
    c.handle({"type": "tap", "action": "home"})
    out = c.handle({"type": "tap", "action": "continue", "value": "harvest_valley-game0000"})
    assert c.table is not None and len(c.table.game.history) == 5
    assert set(out["saves"]) == {"harvest_valley-game0000"} and out["revs"] == {
        "harvest_valley-game0000": c.saved["harvest_valley-game0000"].rev - 1}
    again = c.handle({"type": "tap", "action": "again"})
    assert set(again["saves"]) == {"harvest_valley-game0001"}
    assert moves_saved(c, "harvest_valley-game0000") == 5


def _idless(moves: int, seed: int = 5) -> tuple[str, list[str]]:
    game = pygames.new_game("harvest_valley", 2, seed=seed)
    while len(game.history) < moves:
        game.play(game.legal_moves()[0])
    return game.to_url_fragment({"seats": ["human", "human"]}), list(game.history)


def test_links_without_an_id_are_matched_by_start_position_and_moves() -> None:
    c = controller()
    six, _ = _idless(6)
    c.handle({"type": "hash", "hash": "#" + six})
    (key,) = c.saved
    assert key == saved.start_key(decode(six))
    twelve, _ = _idless(12)
    out = c.handle({"type": "hash", "hash": "#" + twelve})
    assert not asked(out) and moves_saved(c, key) == 12  # newer: updated
    out = c.handle({"type": "hash", "hash": "#" + six})
    assert asked(out) and moves_saved(c, key) == 12  # older: asked


def test_a_diverging_link_without_an_id_is_saved_beside_never_over() -> None:
    c = controller()
    address, _ = _idless(8)
    c.handle({"type": "hash", "hash": "#" + address})
    (key,) = c.saved
    other = diverging_from(address, 3)
    out = c.handle({"type": "hash", "hash": "#" + other})
    assert not asked(out) and c.saved[key].address == address
    assert c.table is not None and c.table.key == f"{key}-game0000"
    assert saved.KEY.fullmatch(c.table.key)
    assert decode(out["hash"]).extra.get("id") is None  # its address stays as it came
    play(c, 1)  # its own line goes on under its own key
    assert c.saved[key].address == address and moves_saved(c, f"{key}-game0000") == 5
    # each is found again by its moves
    c.handle({"type": "hash", "hash": "#" + address})
    assert c.table.key == key


def test_a_link_of_another_game_adds_a_save() -> None:
    c = controller()
    start(c)
    play(c, 2)
    address, _ = _idless(3, seed=9)
    out = c.handle({"type": "hash", "hash": "#" + address})
    assert not asked(out) and len(c.saved) == 2
