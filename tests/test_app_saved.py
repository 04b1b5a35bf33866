"""Saved games, plural: each game under its own key, a link adds a game and never replaces
another, finished games stay for review, damaged ones are set aside, quota errors are said."""

from __future__ import annotations

import json
from typing import Any

from playthrough import random_game

import pygames
from pygames.app.controller import Controller
from pygames.app.store import saved
from pygames.core import scene
from pygames.core.codec import encode

NOW = 1_700_000_000_000  # 2023-11-14 22:13:20 UTC


def texts(node: scene.Node) -> str:
    return " ".join(n["x"] for n in scene.walk(node) if "x" in n)


def actions(node: scene.Node) -> list[tuple[str, str | None]]:
    return [(n["a"]["data-action"], n["a"].get("data-value"))
            for n in scene.walk(node) if "data-action" in n.get("a", {})]


def controller() -> Controller:
    ids = iter(f"game{n:04d}" for n in range(1000))
    return Controller(new_seed=lambda: 77, clock=lambda: NOW, new_id=lambda: next(ids))


def started(c: Controller, game_id: str = "harvest_valley") -> dict[str, Any]:
    c.handle({"type": "tap", "action": "pick", "value": game_id})
    c.handle({"type": "tap", "action": "seat", "value": "1"})  # both seats human
    return c.handle({"type": "tap", "action": "start"})


def friends_link(moves: int = 5) -> str:
    game = pygames.new_game("tropicalia", 2, seed=31)
    while len(game.history) < moves:
        game.play(game.legal_moves()[0])
    return game.to_url_fragment({"seats": ["human", "human"], "id": "friend123"})


def test_each_game_is_saved_under_its_own_key() -> None:
    c = controller()
    c.handle({"type": "init", "hash": "", "lang": "en"})
    first = started(c)
    move = c.table.game.legal_moves()[0]
    one = c.handle({"type": "tap", "move": move})
    second = started(c, "terra_vista")
    assert set(first["saves"]) == set(one["saves"]) == {"harvest_valley-game0000"}
    assert set(second["saves"]) == {"terra_vista-game0001"}
    assert set(c.saved) == {"harvest_valley-game0000", "terra_vista-game0001"}
    entry = json.loads(one["saves"]["harvest_valley-game0000"])
    assert entry == {"v": 1, "address": one["hash"], "played": NOW, "over": False,
                     "turn": c.saved["harvest_valley-game0000"].turn, "opened": NOW}
    assert entry["turn"] in (0, 1)


def test_a_friends_link_adds_a_game_and_keeps_yours_in_the_continue_list() -> None:
    mine = controller()
    mine.handle({"type": "init", "hash": "", "lang": "en"})
    saves = started(mine)["saves"]
    c = controller()
    out = c.handle({"type": "init", "hash": friends_link(), "saved": saves, "lang": "en"})
    assert out["saves"] == {"tropicalia-friend123": out["saves"]["tropicalia-friend123"]}
    out = c.handle({"type": "tap", "action": "home"})
    cards = [value for action, value in actions(out["scene"]) if action == "continue"]
    assert sorted(cards) == ["harvest_valley-game0000", "tropicalia-friend123"]
    words = texts(out["scene"])
    assert "Continue: Harvest Valley" in words and "Continue: Tropicalia" in words
    assert "2 players, 5 moves, last played 2023-11-14 22:13" in words  # the page's zone: UTC


def test_a_later_link_of_the_same_game_updates_its_entry() -> None:
    c = controller()
    c.handle({"type": "init", "hash": friends_link(3), "lang": "en"})
    out = c.handle({"type": "hash", "hash": friends_link(7)})
    assert set(out["saves"]) == {"tropicalia-friend123"}
    assert c.saved["tropicalia-friend123"].moves == 7 and len(c.saved) == 1


def test_addresses_without_an_id_get_a_key_from_their_setup() -> None:
    game = random_game("harvest_valley", 3, 4)
    record = game.record({"seats": ["human"] * 3}, moves=game.history[:5])
    key = saved.key_of(record)
    assert key.startswith("harvest_valley-4-") and saved.KEY.fullmatch(key)
    record.moves = game.history[:9]
    assert saved.key_of(record) == key  # the same game a few moves on
    other = game.record({"seats": ["human"] * 3})
    other.players = 2
    assert saved.key_of(other) != key


def test_a_finished_game_stays_for_review_until_deleted() -> None:
    game = random_game("harvest_valley", 2, 8)
    c = controller()
    c.handle({"type": "init", "hash": game.to_url_fragment({"seats": ["human", "human"]}),
              "tz": 60, "lang": "en"})
    out = c.handle({"type": "tap", "action": "home"})
    (key,) = c.saved
    assert c.saved[key].over and "Review: Harvest Valley (finished)" in texts(out["scene"])
    assert "2023-11-14 23:13" in texts(out["scene"])  # the page's time zone: UTC+1
    out = c.handle({"type": "tap", "action": "forget", "value": key})
    assert key in c.saved and ("forget_yes", key) in actions(out["scene"])
    out = c.handle({"type": "tap", "action": "forget_yes", "value": key})
    assert c.saved == {} and out["saves"] == {key: ""}
    out = c.handle({"type": "tap", "action": "continue", "value": key})
    assert c.screen == "catalogue"


def test_a_damaged_save_is_set_aside_with_its_raw_text_and_the_app_starts() -> None:
    good = controller()
    good.handle({"type": "init", "hash": "", "lang": "en"})
    saves = started(good)["saves"]
    saves["harvest_valley-1-00000000"] = "{not json"
    saves["terra_vista-2-00000000"] = json.dumps({"v": 1, "address": "2.AAAA", "played": 1,
                                                   "over": False})
    c = controller()
    out = c.handle({"type": "init", "hash": "", "saved": saves, "lang": "en"})
    assert c.screen == "catalogue" and "error" not in out
    assert out["damaged"] == {"harvest_valley-1-00000000": "{not json",
                              "terra_vista-2-00000000": saves["terra_vista-2-00000000"]}
    assert out["saves"] == {"harvest_valley-1-00000000": "", "terra_vista-2-00000000": ""}
    assert set(c.saved) == {"harvest_valley-game0000"}
    downloads = [value for action, value in actions(out["scene"]) if action == "download"]
    assert sorted(downloads) == ["harvest_valley-1-00000000", "terra_vista-2-00000000"]
    assert "set aside" in texts(out["scene"])
    # the next start finds them among the damaged ones, not retried as games
    again = controller()
    out = again.handle({"type": "init", "hash": "", "saved": {}, "damaged": out["damaged"],
                        "lang": "en"})
    assert "saves" not in out and len(again.damaged) == 2


def test_a_save_that_fails_to_replay_is_set_aside_when_continued() -> None:
    game = random_game("harvest_valley", 2, 5)
    record = game.record({"seats": ["human", "human"]}, moves=game.history[:6] + ["k11"])
    key = saved.key_of(record)
    raw = saved.entry(encode(record), NOW, False)
    c = controller()
    c.handle({"type": "init", "hash": "", "saved": {key: raw}, "lang": "en"})
    assert key in c.saved  # its fields are fine: listed
    out = c.handle({"type": "tap", "action": "continue", "value": key})
    assert c.screen == "catalogue" and out["damaged"] == {key: raw} and out["saves"] == {key: ""}
    assert c.notice == "saved.set_aside"


def test_the_single_autosave_of_earlier_versions_moves_to_its_own_key() -> None:
    game = pygames.new_game("tropicalia", 2, seed=3)
    address = game.to_url_fragment({"seats": ["human", "human"]})
    c = controller()
    out = c.handle({"type": "init", "hash": "", "saved": {saved.LEGACY: address}, "lang": "en"})
    key = saved.key_of(pygames.decode_address(address))
    assert out["saves"][saved.LEGACY] == "" and json.loads(out["saves"][key])["address"] == address
    assert list(c.saved) == [key]


def test_a_full_storage_is_said_on_the_table() -> None:
    c = controller()
    c.handle({"type": "init", "hash": "", "lang": "en"})
    started(c)
    out = c.handle({"type": "storage", "error": "quota", "key": c.table.key})
    assert "error" not in out and "storage is full" in texts(out["scene"])
    assert c.notice == "saved.quota"


def test_an_entry_too_large_to_be_a_game_is_set_aside_not_the_whole_start() -> None:
    huge = "x" * (saved.MAX_ENTRY + 1)
    c = controller()
    out = c.handle({"type": "init", "hash": "", "saved": {"harvest_valley-1-00000000": huge},
                    "store": {"best.terra_vista": "²" * 300}, "lang": "en"})
    assert "error" not in out and c.screen == "catalogue"
    assert out["damaged"] == {"harvest_valley-1-00000000": huge}
