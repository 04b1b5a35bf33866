"""Events the controller must survive: the issue's crashes, checked one by one, and a failing
event that leaves everything as it was."""

from __future__ import annotations

import json
from typing import Any

import pytest
from app_state import fingerprint
from playthrough import random_game

import pygames
from pygames import app
from pygames.app.bridge import events
from pygames.app.controller import Controller
from pygames.core import registry, scene

#: The issue's addresses: a Unicode digit as the format version, and a Harvest Valley move
#: ``f²``.
UNICODE_ADDRESSES = ("#².i1YqKc_MKy5JLFLSMdKprtUx1FFSAtKxAA",
                     "#1.i1bKSCwqSy0uiS9LzMlJrVTSMdKprtUx1FFKO7RJCciMBQA")


def table(moves: int = 6, seed: int = 3) -> Controller:
    """A controller on a two-human Harvest Valley table after ``moves`` moves."""
    game = pygames.new_game("harvest_valley", 2, seed=seed)
    while len(game.history) < moves:
        game.play(game.legal_moves()[0])
    c = Controller(clock=lambda: 1_700_000_000_000)
    c.handle({"type": "init", "hash": game.to_url_fragment({"seats": ["human", "human"]}),
              "lang": "en"})
    assert c.screen == "table"
    return c


def refused(c: Controller, event: Any) -> dict[str, Any]:
    before = fingerprint(c)
    out = c.handle(event)
    assert "error" in out and out["error"]["text"], out.get("error")
    assert fingerprint(c) == before
    json.dumps(out)
    return out


@pytest.mark.parametrize("event", [
    None, [], "tap", 3, {"type": "jump"}, {"type": 7}, {},
    {"type": "init", "lang": 5},
    {"type": "tap", "action": "players", "value": {"n": 3}},
    {"type": "tap", "action": "replay_to", "value": float("inf")},
    {"type": "tap", "action": "replay_to", "value": 1e300},
    {"type": "tap", "move": "R1" * 600_000},
    {"type": "tap", "moves": "R1"},
    {"type": "input", "name": "seed", "value": [1]},
    {"type": "storage", "error": "gone"},
    {"type": "init", "saved": "2.abc"},
])
def test_malformed_events_get_an_error_event_and_change_nothing(event: Any) -> None:
    c = table()
    out = refused(c, event)
    assert out["scene"]["t"] == "div"  # the table is still drawn


def test_an_unknown_event_type_is_said_never_ignored() -> None:
    out = refused(table(), {"type": "teleport"})
    assert out["error"]["key"] == "event.unknown_type"
    assert out["announce"] == out["error"]["text"]


def test_the_next_good_event_has_no_error() -> None:
    c = table()
    refused(c, {"type": "jump"})
    assert "error" not in c.handle({"type": "key", "key": "x"})


def test_the_worker_entry_answers_broken_json_with_an_error_event() -> None:
    c = table()
    before = fingerprint(c)
    for text in ("{", "[]", "NaN", '{"type":"tap","action":"replay_to","value":Infinity}',
                 "[" * 50_000, "null"):
        out = json.loads(app.answer(c, text))
        assert out["error"]["key"] == "event.not_object" and out["scene"]
    assert fingerprint(c) == before


def test_a_failure_inside_an_event_leaves_the_table_as_it_was(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A rule set's view that fails half-way through a two-move tap: the game, its log, the
    address and the saved games are as before, and the page hears why."""
    c = table()
    view = registry.rule_set("harvest_valley").view
    calls = {"n": 0}
    real = view.describe_move

    def failing(game: Any, move: str, lang: str) -> str:
        calls["n"] += 1
        if calls["n"] == 2:
            raise RuntimeError("the view broke")
        return real(game, move, lang)

    game = c.table.game
    first = game.legal_moves()[0]
    trial = game.clone()
    trial.play(first)
    second = trial.legal_moves()[0]
    before = fingerprint(c)
    monkeypatch.setattr(view, "describe_move", failing)
    out = c.handle({"type": "tap", "move": f"{first};{second}"})
    assert out["error"]["key"] == "event.failed"
    assert fingerprint(c) == before
    monkeypatch.setattr(view, "describe_move", real)
    assert "error" not in c.handle({"type": "tap", "move": first})


def test_a_long_illegal_move_is_not_echoed_whole() -> None:
    c = table()
    out = c.handle({"type": "tap", "move": "Z" * 700})
    assert "error" not in out and len(out["announce"]) < 200
    assert "Z" * 70 not in out["announce"]


def test_unicode_digits_in_a_tap_and_a_seed_fail_cleanly() -> None:
    c = table()
    out = c.handle({"type": "tap", "move": "f²"})
    assert "error" not in out and "not" in out["announce"]
    c = Controller()
    c.handle({"type": "init", "hash": "", "lang": "en"})
    c.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    c.handle({"type": "input", "name": "seed", "value": "²"})
    assert c.setup is not None and c.setup.seed == ""
    out = c.handle({"type": "tap", "action": "start"})
    assert c.screen == "table" and "error" not in out
    for value in ("²", "1²", "Infinity", -1):
        c.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
        assert "error" not in c.handle({"type": "tap", "action": "players", "value": value})
        assert c.setup is not None and c.setup.players == 2


def test_a_stored_best_score_of_unicode_digits_keeps_the_setup_screen() -> None:
    c = Controller()
    c.handle({"type": "init", "hash": "", "lang": "en", "store": {"best.terra_vista": "²"}})
    out = c.handle({"type": "tap", "action": "pick", "value": "terra_vista"})
    assert c.screen == "setup" and "error" not in out


@pytest.mark.parametrize("address", UNICODE_ADDRESSES)
def test_the_issues_addresses_show_the_error_screen_and_keep_the_open_game(address: str) -> None:
    c = table(moves=8)
    history = list(c.table.game.history)
    saved = dict(c.saved)
    out = c.handle({"type": "hash", "hash": address})
    assert c.screen == "error" and "error" not in out
    assert c.table is not None and c.table.game.history == history
    assert c.saved == saved and "saves" not in out
    assert ("back_to_game", None) in [(n["a"]["data-action"], n["a"].get("data-value"))
                                      for n in scene.walk(out["scene"])
                                      if "data-action" in n.get("a", {})]
    out = c.handle({"type": "tap", "action": "back_to_game"})
    assert c.screen == "table" and pygames.load(out["hash"]).history == history


def test_a_bad_address_never_replaces_the_game_with_a_prefix() -> None:
    """The issue: the new table was installed before its log replayed, so a bad move left a
    prefix of the bad game on the table and the next move saved it."""
    c = table(moves=4)
    history = list(c.table.game.history)
    other = random_game("harvest_valley", 2, 9)
    record = other.record({"seats": ["human", "human"]})
    record.moves = record.moves[:10] + ["k11"]
    from pygames.core.codec import encode

    c.handle({"type": "hash", "hash": encode(record)})
    assert c.screen == "error" and c.table.game.history == history


def test_replay_then_new_game_then_start_plays_on() -> None:
    """The issue: the replay survived New game and Start, and every later event failed."""
    c = table(moves=10)
    c.handle({"type": "tap", "action": "replay"})
    c.handle({"type": "tap", "action": "replay_step", "value": "-1"})
    c.handle({"type": "tap", "action": "new"})
    c.handle({"type": "tap", "action": "seat", "value": "1"})  # two humans: no bot moves first
    out = c.handle({"type": "tap", "action": "start"})
    assert c.screen == "table" and c.replay is None and "error" not in out
    saved_key = c.table.key
    move = c.table.game.legal_moves()[0]
    out = c.handle({"type": "tap", "move": move})
    assert "error" not in out and c.table.game.history == [move]
    assert saved_key in out["saves"]


def test_the_schema_names_every_field_the_page_sends() -> None:
    """What web/bridge sends (init's fields, taps, inputs, keys, help, storage) fits."""
    for event in (
        {"type": "init", "hash": "", "saved": {}, "damaged": {}, "lang": "en-US",
         "store": {}, "bot_delay": 0, "hard_ms": 750, "tz": -300},
        {"type": "tap", "move": "R1"}, {"type": "tap", "action": "home", "value": None},
        {"type": "input", "name": "seed", "value": "12"}, {"type": "key", "key": "Escape"},
        {"type": "help", "move": "R1"}, {"type": "help", "key": "river"},
        {"type": "try", "move": "a1"}, {"type": "tick"}, {"type": "hash", "hash": "#"},
        {"type": "storage", "error": "quota", "key": "harvest_valley-x"},
    ):
        assert events.check(event) is None, event
