"""Whose turn, as a player meets it: "Your turn" in words and in the tab's title wherever a
human on this device is to move (with bots, hot-seat, by link), the turn alert remembered per
device, and a finished game's replay status saying who won."""

from __future__ import annotations

from typing import Any

import pygames
from pygames.app.controller import BOT, HUMAN, Controller
from pygames.core import registry, scene
from pygames.core.bots import decide


def texts(out: dict[str, Any]) -> list[str]:
    return [n["x"] for n in scene.walk(out["scene"]) if "x" in n]


def turn_line(out: dict[str, Any]) -> str:
    return next(n["x"] for n in scene.walk(out["scene"])
                if n.get("a", {}).get("class") == "turn")


def started(seats: list[str], lang: str = "en", store: dict[str, str] | None = None,
            names: list[str] | None = None) -> tuple[Controller, dict[str, Any]]:
    ids = iter(f"turns{n:04d}" for n in range(100))
    c = Controller(new_seed=lambda: 5, new_id=lambda: next(ids))
    c.handle({"type": "init", "hash": "", "lang": lang, "store": store or {}})
    c.handle({"type": "tap", "action": "pick", "value": "harvest_valley"})
    c.handle({"type": "tap", "action": "players", "value": len(seats)})
    assert c.setup is not None
    for index, kind in enumerate(seats):
        if c.setup.seats[index] != kind:
            c.handle({"type": "tap", "action": "seat", "value": str(index)})
    for index, name in enumerate(names or []):
        c.handle({"type": "input", "name": f"name{index}", "value": name})
    return c, c.handle({"type": "tap", "action": "start"})


def test_with_a_bot_the_human_reads_your_turn_in_the_table_and_the_tab_title() -> None:
    c, out = started([HUMAN, BOT])
    assert c.table is not None and c.table.seats[0] == HUMAN and c.table.seats[1] != HUMAN
    assert turn_line(out) == "Your turn"
    assert out["title"] == "Your turn · Harvest Valley"
    while c.table.game.current_player == 0:
        out = c.handle({"type": "tap", "move": scene.moves_in(out["scene"])[0]})
    assert turn_line(out).endswith("to play") and out["title"] == "Harvest Valley"


def test_hot_seat_says_whose_turn_by_name_and_japanese_says_it_too() -> None:
    c, out = started([HUMAN, HUMAN], names=["Ann", "Ken"])
    assert turn_line(out) == "Your turn, Ann"
    c2, out2 = started([HUMAN, BOT], lang="ja")
    assert turn_line(out2) == "あなたの番です" and out2["title"].startswith("あなたの番です · ")


def test_the_turn_alert_is_off_by_default_and_remembered_on_the_device() -> None:
    c, out = started([HUMAN, BOT])
    assert "alert" not in out  # off: the page neither beeps nor vibrates
    [toggle] = [n for n in scene.walk(out["scene"])
                if n.get("a", {}).get("data-action") == "turn_alert"]
    assert toggle["a"]["aria-pressed"] == "false"
    on = c.handle({"type": "tap", "action": "turn_alert"})
    assert on["store"] == {"turn_alert": "1"} and on["alert"] is True
    again, out = started([BOT, HUMAN], store={"turn_alert": "1"})
    assert out["alert"] is False  # the bot is to move: no alert until the human's turn
    while out["tick"] is not None:
        out = again.handle({"type": "tick"})
    assert out["alert"] is True
    off = again.handle({"type": "tap", "action": "turn_alert"})
    assert off["store"] == {"turn_alert": "0"} and "alert" not in off


def test_a_finished_games_replay_status_says_who_won_with_the_scores() -> None:
    game = pygames.new_game("harvest_valley", players=2, seed=3, options={})
    while not game.is_over:
        game.play(decide(game, "easy", seed=game.seed).move)
    c = Controller(new_seed=lambda: 1)
    c.handle({"type": "init", "lang": "en",
              "hash": game.to_url_fragment(extra={"seats": ["human", "normal"]})})
    out = c.handle({"type": "tap", "action": "replay"})
    assert c.replay is not None
    out = c.handle({"type": "tap", "action": "replay_to", "value": 3})
    line = turn_line(out)
    scores = game.scores()
    assert "to play" not in line and line.startswith("Finished: ")
    assert f"Player 1 {scores[0]}" in line or f"You {scores[0]}" in line, line
    assert "wins" in line or "win" in line



def test_japanese_twinstar_buttons_spell_squares_as_the_board_does() -> None:
    view = registry.rule_set("twinstar").view
    game = pygames.new_game("twinstar", players=2, seed=5, options={})
    label = view.move_label(game, "place e1", "ja").replace("\u200b", "")
    assert label.startswith("e1(") and "E1" not in label  # as the board writes it
    assert view.move_label(game, "place e1", "en").startswith("Places a disc on e1")
    solo = pygames.new_game("twinstar", players=1, seed=5, options={"edition": "fruits"})
    walks = [m for m in solo.legal_moves() if m.startswith("walk ")]
    for move in walks:
        square = move.split()[1]
        assert view.move_label(solo, move, "ja").replace("\u200b", "").startswith(square + "(")


def test_the_solo_bots_panel_says_what_it_will_do_before_its_first_turn() -> None:
    c = Controller(new_seed=lambda: 5)
    c.handle({"type": "init", "hash": "", "lang": "en"})
    c.handle({"type": "tap", "action": "pick", "value": "twinstar"})
    c.handle({"type": "tap", "action": "option", "value": "edition=fruits"})
    c.handle({"type": "tap", "action": "players", "value": 1})
    out = c.handle({"type": "tap", "action": "start"})
    assert c.table is not None and c.table.game.players == 1 and not c.table.game.history
    panel = next(n for n in scene.walk(out["scene"]) if n.get("a", {}).get("data-help") == "bot"
                 and n.get("k") == "bot")
    said = " ".join(str(n["x"]) for n in scene.walk(panel) if "x" in n)
    assert "has not moved yet" in said and "solo card" in said, said
