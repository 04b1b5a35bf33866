"""Bot seats, the Hint and the solo record through the app controller, in CPython."""

from __future__ import annotations

from typing import Any

import pygames
from pygames.app import Controller
from pygames.app.table import seats as seat_kinds
from pygames.core import codec, scene
from pygames.core.bots import Budget, decide
from pygames.core.rng import Rng

GAME = "harvest_valley"


def setup(c: Controller, game_id: str = GAME, lang: str = "en",
          store: dict[str, str] | None = None) -> dict[str, Any]:
    c.handle({"type": "init", "hash": "", "lang": lang, "store": store or {}})
    return c.handle({"type": "tap", "action": "pick", "value": game_id})


def hinted(node: scene.Node) -> list[str]:
    return [n["a"]["data-move"] for n in scene.walk(node)
            if "hint" in str(n.get("a", {}).get("class", "")).split()
            and "data-move" in n.get("a", {})]


def texts(node: scene.Node) -> str:
    return " ".join(str(n["x"]) for n in scene.walk(node) if "x" in n)


def test_new_bot_seats_default_to_normal_and_pick_a_level() -> None:
    c = Controller()
    r = setup(c)
    assert c.setup is not None and c.setup.seats == ["human", "normal"]
    levels = [n["a"]["data-value"] for n in scene.walk(r["scene"])
              if n.get("a", {}).get("data-action") == "level"]
    assert levels == ["1=easy", "1=normal", "1=hard"]  # only the bot seat has levels
    c.handle({"type": "tap", "action": "level", "value": "1=hard"})
    c.handle({"type": "tap", "action": "level", "value": "1=wizard"})  # ignored
    c.handle({"type": "tap", "action": "level", "value": "7=easy"})  # ignored
    assert c.setup.seats == ["human", "hard"]
    c.handle({"type": "tap", "action": "seat", "value": "0"})  # human -> bot (normal)
    assert c.setup.seats == ["normal", "hard"]
    c.handle({"type": "input", "name": "seed", "value": "4"})
    r = c.handle({"type": "tap", "action": "start"})
    assert codec.decode(r["hash"]).extra["seats"] == ["normal", "hard"]
    assert "Player 2 (bot, Hard)" in texts(r["scene"])


def test_bot_moves_are_decide_seeded_by_the_game_and_continue_a_shared_address() -> None:
    game = pygames.new_game(GAME, players=2, seed=17)
    chooser = Rng(2)
    while game.current_player != 1:
        game.play(chooser.choice(game.legal_moves()))
    for level in ("easy", "normal"):
        fragment = game.to_url_fragment(extra={"seats": ["human", level]})
        played = []
        for _ in range(2):  # two pages opening the same address
            c = Controller()
            c.handle({"type": "init", "hash": fragment, "lang": "en"})
            c.handle({"type": "tick"})
            played.append(c.table.game.history[len(game.history)])
        expected = decide(game.clone(), level, seed=game.seed).move
        assert played == [expected, expected]


def test_old_bot_seats_keep_the_seeded_random_move() -> None:
    game = pygames.new_game(GAME, players=2, seed=8)
    game.play(game.legal_moves()[0])
    while game.current_player != 1:
        game.play(game.legal_moves()[-1])
    c = Controller()
    c.handle({"type": "init", "lang": "en",
              "hash": game.to_url_fragment(extra={"seats": ["human", "bot"]})})
    assert c.table.seats == ["human", "bot"] and c.bot_to_move()
    c.handle({"type": "tick"})
    rng = Rng(game.seed * 1_000_003 + len(game.history) * 7919 + 1)
    assert c.table.game.history[-1] == rng.choice(game.legal_moves())


def test_unknown_seat_kinds_fall_back_to_pass_and_play() -> None:
    game = pygames.new_game(GAME, players=2, seed=8)
    c = Controller()
    c.handle({"type": "init", "lang": "en",
              "hash": game.to_url_fragment(extra={"seats": ["human", "wizard"]})})
    assert c.table.seats == ["human", "human"]


def test_hint_highlights_a_legal_choice_with_its_win_chance() -> None:
    for lang, word in (("en", "win chance"), ("ja", "予想勝率")):
        c = Controller()
        c.handle({"type": "init", "lang": lang})
        c.hard_seconds = 0.05
        game = pygames.new_game(GAME, players=2, seed=5)
        c.handle({"type": "hash", "hash": game.to_url_fragment(extra={"seats": ["human", "easy"]})})
        r = c.handle({"type": "tap", "action": "hint"})
        marked = hinted(r["scene"])
        assert len(set(marked)) == 1 and marked[0] in c.table.game.legal_moves()
        assert marked[0] == c.at_table.hint[1].move
        line = next(n["x"] for n in scene.walk(r["scene"]) if n.get("k") == "hint-line")
        assert word in line and "%" in line and r["announce"] == line
        pct = seat_kinds.win_percent(c.at_table.hint[1])
        assert 0 <= pct <= 100 and f"{pct}" in line
        r = c.handle({"type": "tap", "move": marked[0]})  # the hint is gone after the move
        assert hinted(r["scene"]) == []


def test_hint_is_for_humans_only() -> None:
    c = Controller()
    c.handle({"type": "init", "lang": "en"})
    game = pygames.new_game(GAME, players=2, seed=5)
    c.handle({"type": "hash", "hash": game.to_url_fragment(extra={"seats": ["easy", "human"]})})
    r = c.handle({"type": "tap", "action": "hint"})
    assert c.at_table.hint is None and hinted(r["scene"]) == []
    assert not any(n.get("a", {}).get("data-action") == "hint" for n in scene.walk(r["scene"]))


def test_hard_seat_searches_within_its_time_budget() -> None:
    game = pygames.new_game(GAME, players=2, seed=3)
    c = Controller()
    c.handle({"type": "init", "lang": "en", "hard_ms": 100,
              "hash": game.to_url_fragment(extra={"seats": ["hard", "human"]})})
    assert c.hard_seconds == 0.1
    c.handle({"type": "tick"})
    assert len(c.table.game.history) == 1
    assert c.table.game.history[0] in game.legal_moves()
    assert decide(game, "hard", seed=game.seed, budget=Budget(seconds=0.1)).iterations > 8


def _solo(c: Controller, seed: int) -> dict[str, Any]:
    c.handle({"type": "tap", "action": "players", "value": "1"})
    assert c.setup is not None and c.setup.seats == ["human"]
    c.handle({"type": "input", "name": "seed", "value": str(seed)})
    r = c.handle({"type": "tap", "action": "start"})
    chooser = Rng(seed)
    while not c.table.game.is_over:
        r = c.handle({"type": "tap", "move": chooser.choice(scene.moves_in(r["scene"]))})
    return r


def test_terra_vista_solo_record_is_kept_and_shown() -> None:
    c = Controller()
    setup(c, "terra_vista")
    r = _solo(c, seed=3)
    rounds = c.table.game.solo_score()
    assert isinstance(rounds, int) and rounds > 0
    assert r["store"] == {"best.terra_vista": str(rounds)}
    end = {n["k"]: n["a"] for n in scene.walk(r["scene"]) if n.get("k") in ("solo-best",
                                                                           "solo-result")}
    assert end["solo-best"]["data-best"] == str(rounds)
    assert end["solo-result"]["data-solo"] == str(rounds)
    assert "New solo record" in texts(r["scene"])
    # a later page: the record comes back from the browser store, shown at setup;
    # a worse game leaves it alone
    later = Controller()
    r = setup(later, "terra_vista", lang="ja", store={"best.terra_vista": str(rounds - 1)})
    assert f"ソロ最高記録：{rounds - 1}ラウンド" in texts(r["scene"])
    r = _solo(later, seed=3)
    assert "store" not in r and later.store["best.terra_vista"] == str(rounds - 1)
    assert f"今回：{rounds}ラウンド" in texts(r["scene"])


def test_multiplayer_games_keep_no_record() -> None:
    c = Controller()
    setup(c, "terra_vista")
    c.handle({"type": "tap", "action": "seat", "value": "1"})  # pass and play
    c.handle({"type": "input", "name": "seed", "value": "2"})
    r = c.handle({"type": "tap", "action": "start"})
    chooser = Rng(1)
    while not c.table.game.is_over:
        r = c.handle({"type": "tap", "move": chooser.choice(scene.moves_in(r["scene"]))})
    # the only stored string: this device plays every seat (play by link's "all")
    assert "store" not in r and c.store == {f"me.{c.table.id}": "all"}


def test_hint_mark_reaches_buttons_and_board_elements() -> None:
    board = scene.el("svg", "b", {}, [scene.legal(scene.el("g", "x", {"class": "space"}), "a1",
                                                  "A1")])
    buttons = [scene.legal(scene.el("button", f"m-{m}", {"class": "btn choice"}, text=m), m, m)
               for m in ("pass", "done")]
    assert seat_kinds.mark_hint([board, *buttons], "pass")
    assert "hint" in buttons[0]["a"]["class"].split()
    assert "hint" not in buttons[1]["a"]["class"].split()
    assert seat_kinds.mark_hint([board], "a1") and "hint" in board["c"][0]["a"]["class"].split()
    assert not seat_kinds.mark_hint([board], "zz")
