"""The app controller in CPython: events in, scenes and addresses out, on a tiny fake game.

The fake game keeps these tests independent of any real rule set: two or three players
take turns adding 1 or 2 to their pile (cells on the board) or "pass" (a button, since it
has no board element); the game ends once someone reaches 6.
"""

from __future__ import annotations

import json
import types
from typing import Any

import pytest

import pygames
from pygames import app
from pygames.app import Controller, to_html
from pygames.app.controller import BOT, HUMAN
from pygames.app.store import saved
from pygames.app.texts import TEXTS
from pygames.core import codec, registry, scene
from pygames.core.errors import IllegalMove
from pygames.core.game import Game, GameInfo, Option
from pygames.core.i18n import Texts
from pygames.core.rng import Rng
from pygames.core.scene import el

GOAL = 6


class FakeGame(Game):
    info = GameInfo("fake", {"en": "Fake Race", "ja": "にせレース"}, 2, 3,
                    (Option("bonus", (0, 1), 0, {"en": "Start bonus", "ja": "初期ボーナス"}),))

    @classmethod
    def max_moves(cls, players: int, options: dict[str, Any]) -> int:
        return 1000  # passing forever is legal here: a cap for the test rule set

    def _setup(self) -> None:
        self.piles = [self.options["bonus"] + self.rng.below(2) for _ in range(self.players)]
        self.ones = [0] * self.players
        self.twos = [0] * self.players
        self.turn = 0

    def _legal_moves(self) -> list[str]:
        return ["a1", "a2", "pass"]

    def _apply(self, move: str) -> None:
        if move != "pass":
            step = int(move[1])
            self.piles[self.turn] += step
            (self.ones if step == 1 else self.twos)[self.turn] += step
        self.turn = (self.turn + 1) % self.players

    def _current_player(self) -> int | None:
        return None if max(self.piles) >= GOAL else self.turn

    def _explain(self, move: str) -> IllegalMove:
        return IllegalMove(f"{move!r} is not a step.", "fake.bad_step", move=move)

    def score_breakdown(self) -> list[dict[str, Any]]:
        return [
            {"start": self.piles[p] - self.ones[p] - self.twos[p], "ones": self.ones[p],
             "twos": self.twos[p], "total": self.piles[p], "details": {"why": [p]}}
            for p in range(self.players)
        ]


def _board(game: Game, lang: str, selection: str | None = None) -> scene.Node:
    cells = [el("rect", f"pile{p}", {"x": 0, "y": p * 20, "width": 10 * game.piles[p] + 1,
                                      "height": 18}) for p in range(game.players)]
    if not game.is_over:
        for step in (1, 2):
            cells.append(scene.legal(el("circle", f"step{step}", {"cx": 100 + step * 30,
                                                                   "cy": 10, "r": 12}),
                                     f"a{step}", f"add {step}"))
    return el("svg", "board", {"viewBox": "0 0 200 80"}, cells)


FAKE_VIEW = types.SimpleNamespace(
    board=_board,
    prompt=lambda game, lang: {"en": "Add to your pile", "ja": "山に足す"}[lang],
    describe_move=lambda game, move, lang: f"P{game.current_player + 1} {move}",
    move_label=lambda game, move, lang: {"en": "Pass", "ja": "パス"}[lang],
    player_stats=lambda game, seat, lang: [("pile", str(game.piles[seat]))],
    seat_colors=lambda game: ["#c33", "#36c", "#3a3"],
    part_label=lambda part, lang, game=None: f"{part}-{lang}",
)


#: The fake rule set's record: no reference, no texts, the bots' defaults.
RULE_SET = registry.RuleSet(id="fake", game_class=FakeGame, view=FAKE_VIEW,
                            texts=Texts("fake."))


@pytest.fixture(autouse=True)
def fake_game(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.PLUGINS, "fake", __name__)


def texts_of(node: scene.Node) -> str:
    return " ".join(n["x"] for n in scene.walk(node) if "x" in n)


def actions_of(node: scene.Node) -> list[tuple[str, str | None]]:
    return [(n["a"]["data-action"], n["a"].get("data-value"))
            for n in scene.walk(node) if "data-action" in n.get("a", {})]


def find(node: scene.Node, key: str) -> scene.Node:
    return next(n for n in scene.walk(node) if n.get("k") == key)


def start(c: Controller, seats: list[str], seed: int = 5) -> dict[str, Any]:
    c.handle({"type": "init", "hash": "", "saved": None, "lang": "en"})
    c.handle({"type": "tap", "action": "pick", "value": "fake"})
    for index, kind in enumerate(seats):
        if kind == BOT and c.setup and c.setup.seats[index] == HUMAN or (
                kind == HUMAN and c.setup and c.setup.seats[index] == BOT):
            c.handle({"type": "tap", "action": "seat", "value": str(index)})
    c.handle({"type": "input", "name": "seed", "value": str(seed)})
    return c.handle({"type": "tap", "action": "start"})


def play_out(c: Controller, chooser: Rng, response: dict[str, Any]) -> dict[str, Any]:
    """Tap random highlighted choices and let the bot tick until the game ends."""
    for _ in range(200):
        if c.table is not None and c.table.game.is_over:
            return response
        if response["tick"] is not None:
            response = c.handle({"type": "tick"})
            continue
        moves = scene.moves_in(response["scene"])
        assert moves, "a human is to move but nothing is tappable"
        response = c.handle({"type": "tap", "move": chooser.choice(moves)})
    raise AssertionError("game did not end")


def test_empty_address_shows_catalogue_with_player_range() -> None:
    response = Controller().handle({"type": "init", "hash": "", "saved": None, "lang": "en-GB"})
    assert response["lang"] == "en"
    assert ("pick", "fake") in actions_of(response["scene"])
    assert "Fake Race" in texts_of(response["scene"]) and "2–3 players" in texts_of(
        response["scene"])
    assert response["hash"] is None and response["tick"] is None
    assert ("continue", None) not in actions_of(response["scene"])


def test_japanese_browser_gets_japanese_catalogue() -> None:
    response = Controller().handle({"type": "init", "hash": "", "lang": "ja-JP"})
    assert response["lang"] == "ja"
    assert "にせレース" in texts_of(response["scene"]) and "2〜3人" in texts_of(response["scene"])


def test_setup_controls_shape_the_new_game() -> None:
    c = Controller()
    c.handle({"type": "init", "hash": "", "lang": "en"})
    r = c.handle({"type": "tap", "action": "pick", "value": "fake"})
    assert ("players", "3") in actions_of(r["scene"]) and ("option", "bonus=1") in actions_of(
        r["scene"])
    c.handle({"type": "tap", "action": "players", "value": "3"})
    c.handle({"type": "tap", "action": "players", "value": "9"})  # out of range: ignored
    c.handle({"type": "tap", "action": "seat", "value": "0"})  # human -> bot
    c.handle({"type": "tap", "action": "seat", "value": "2"})  # bot -> human
    c.handle({"type": "tap", "action": "option", "value": "bonus=1"})
    c.handle({"type": "input", "name": "seed", "value": "42"})
    r = c.handle({"type": "tap", "action": "start"})
    record = codec.decode(r["hash"])
    assert (record.game_id, record.players, record.seed) == ("fake", 3, 42)
    assert record.options == {"bonus": 1}
    assert record.extra["seats"] == [BOT, BOT, HUMAN]
    assert saved.GAME_ID.fullmatch(record.extra["id"])
    (key, text), = r["saves"].items()
    assert key == f"fake-{record.extra['id']}" and json.loads(text)["address"] == r["hash"]
    assert r["tick"] is not None  # seat 1 is a bot: the bridge must come back with a tick


def test_random_seed_when_none_given() -> None:
    c = Controller(new_seed=lambda: 777)
    c.handle({"type": "init", "hash": "", "lang": "en"})
    c.handle({"type": "tap", "action": "pick", "value": "fake"})
    c.handle({"type": "input", "name": "seed", "value": "not a number"})
    r = c.handle({"type": "tap", "action": "start"})
    assert codec.decode(r["hash"]).seed == 777


def test_tap_plays_exactly_the_highlighted_moves_and_buttons_for_the_rest() -> None:
    c = Controller()
    r = start(c, [HUMAN, HUMAN])
    moves = scene.moves_in(r["scene"])
    assert sorted(moves) == sorted(c.table.game.legal_moves())
    button = find(r["scene"], "m-pass")
    assert button["t"] == "button" and button["x"] == "Pass"
    before = c.table.game.piles[0]
    r = c.handle({"type": "tap", "move": "a2"})
    assert c.table.game.piles[0] == before + 2
    assert codec.decode(r["hash"]).moves == ["a2"]
    assert r["announce"] == "Player 1: P1 a2"
    assert "Player 1: P1 a2" in texts_of(find(r["scene"], "log"))


def test_illegal_tap_changes_nothing_and_says_why() -> None:
    c = Controller()
    start(c, [HUMAN, HUMAN])
    r = c.handle({"type": "tap", "move": "a9"})
    assert c.table.game.history == []
    assert r["hash"] is None and "'a9' is not a step." in r["announce"]


def test_bot_moves_one_per_tick_and_board_is_inert_meanwhile() -> None:
    c = Controller()
    r = start(c, [HUMAN, BOT])
    r = c.handle({"type": "tap", "move": "a1"})
    assert r["tick"] == c.bot_delay
    assert scene.moves_in(r["scene"]) == []  # nothing to tap while the bot is to move
    assert c.handle({"type": "tap", "move": "a1"})["hash"] is None  # ignored
    r = c.handle({"type": "tick"})
    assert len(c.table.game.history) == 2 and r["tick"] is None
    assert r["announce"].startswith("Player 2 (bot, Normal): ")
    again = c.handle({"type": "tick"})  # a stale tick does nothing
    assert len(c.table.game.history) == 2 and again["hash"] is None


def test_bot_is_deterministic_for_an_address() -> None:
    def bot_game() -> list[str]:
        c = Controller()
        r = start(c, [BOT, BOT], seed=9)
        play_out(c, Rng(1), r)
        return c.table.game.history

    assert bot_game() == bot_game()


def test_full_game_against_bot_reaches_end_screen_with_breakdown() -> None:
    c = Controller()
    r = play_out(c, Rng(3), start(c, [HUMAN, BOT]))
    game = c.table.game
    assert game.is_over and r["tick"] is None
    totals = [int(n["a"]["data-total"]) for n in scene.walk(r["scene"])
              if "data-total" in n.get("a", {})]
    replay = pygames.load(r["hash"])
    assert totals == replay.scores() == game.scores()
    assert find(r["scene"], "chart")["t"] == "svg"
    assert "ones-en" in texts_of(find(r["scene"], "chart-box"))
    assert "wins" in texts_of(r["scene"]) or "Shared win" in texts_of(r["scene"])
    # a finished game stays saved, for review, until deleted
    (text,) = r["saves"].values()
    assert json.loads(text)["over"] is True and json.loads(text)["address"] == r["hash"]


def test_undo_takes_back_the_human_decision_and_bot_replies() -> None:
    c = Controller()
    start(c, [HUMAN, BOT])
    c.handle({"type": "tap", "move": "a1"})
    c.handle({"type": "tick"})
    c.handle({"type": "tap", "move": "a2"})
    c.handle({"type": "tick"})
    assert len(c.table.game.history) == 4
    r = c.handle({"type": "tap", "action": "undo"})
    assert c.table.game.history == ["a1", c.table.game.history[1]]
    assert codec.decode(r["hash"]).moves == c.table.game.history
    assert r["announce"] == "Took back: P1 a2"
    assert len(c.table.log) == 2
    c.handle({"type": "key", "key": "u"})
    assert c.table.game.history == []
    r = c.handle({"type": "tap", "action": "undo"})
    assert r["announce"] == "Nothing to undo."


def test_address_reopens_the_same_scene() -> None:
    c = Controller()
    r = start(c, [HUMAN, BOT])
    for _ in range(3):
        r = c.handle({"type": "tap", "move": "a1"})
        r = c.handle({"type": "tick"})
    other = Controller().handle({"type": "init", "hash": "#" + r["hash"], "lang": "en"})
    assert other["scene"] == r["scene"]
    assert other["hash"] == r["hash"]


def test_address_without_seats_is_pass_and_play() -> None:
    game = pygames.new_game("fake", players=3, seed=1)
    game.play("a1")
    c = Controller()
    r = c.handle({"type": "init", "hash": game.to_url_fragment(), "lang": "en"})
    assert c.table.seats == [HUMAN] * 3 and r["tick"] is None
    assert codec.decode(r["hash"]).extra == {"seats": [HUMAN] * 3}


@pytest.mark.parametrize(("fragment", "key"), [
    ("1.garbage!!", "address.damaged"),
    ("0.AAAA", "address.too_old"),
    ("99.AAAA", "address.too_new"),
    ("hello", "address.damaged"),
])
def test_bad_addresses_show_error_screen_with_new_game(fragment: str, key: str) -> None:
    r = Controller().handle({"type": "init", "hash": fragment, "lang": "en"})
    reason = find(r["scene"], "reason")
    assert reason["a"]["data-error"] == key and reason["x"] == TEXTS["en"][key]
    assert ("home", None) in actions_of(r["scene"])


def test_forged_and_unknown_addresses_are_refused() -> None:
    forged = codec.encode(codec.GameRecord("fake", 2, 1, {}, ["a1", "a7"], {}))
    r = Controller().handle({"type": "init", "hash": forged, "lang": "en"})
    assert find(r["scene"], "reason")["a"]["data-error"] == "address.illegal_move"
    unknown = codec.encode(codec.GameRecord("chess", 2, 1, {}, [], {}))
    r = Controller().handle({"type": "init", "hash": unknown, "lang": "ja"})
    assert find(r["scene"], "reason")["x"] == TEXTS["ja"]["address.unknown_game"]
    c = Controller()
    c.handle({"type": "init", "hash": unknown, "lang": "en"})
    r = c.handle({"type": "tap", "action": "home"})
    assert r["hash"] == "" and ("pick", "fake") in actions_of(r["scene"])


def test_saved_game_is_offered_and_continues_at_the_same_move() -> None:
    c = Controller()
    start(c, [HUMAN, BOT])
    c.handle({"type": "tap", "move": "a2"})
    saves = c.handle({"type": "tick"})["saves"]
    fresh = Controller()
    r = fresh.handle({"type": "init", "hash": "", "saved": saves, "lang": "en"})
    (key,) = saves
    assert ("continue", key) in actions_of(r["scene"])
    assert "Continue: Fake Race" in texts_of(r["scene"]) and "2 moves" in texts_of(r["scene"])
    r = fresh.handle({"type": "tap", "action": "continue", "value": key})
    assert fresh.table.game.history == c.table.game.history
    assert r["hash"] == json.loads(saves[key])["address"]


def test_hash_event_opens_a_pasted_address() -> None:
    game = pygames.new_game("fake", players=2, seed=3)
    c = Controller()
    c.handle({"type": "init", "hash": "", "lang": "en"})
    r = c.handle({"type": "hash", "hash": "#" + game.to_url_fragment()})
    assert c.screen == "table" and scene.moves_in(r["scene"])
    r = c.handle({"type": "hash", "hash": ""})
    assert c.screen == "catalogue"


def test_language_switch_translates_screen_and_log() -> None:
    c = Controller()
    start(c, [HUMAN, HUMAN])
    c.handle({"type": "tap", "move": "a1"})
    r = c.handle({"type": "tap", "action": "lang", "value": "ja"})
    assert r["lang"] == "ja"
    words = texts_of(r["scene"])
    assert "取り消し" in words and "プレイヤー1：P1 a1" in words and "パス" in words
    assert c.handle({"type": "tap", "action": "lang", "value": "xx"})["lang"] == "ja"


def test_new_game_returns_to_setup_of_the_same_game() -> None:
    c = Controller()
    start(c, [HUMAN, BOT])
    r = c.handle({"type": "tap", "action": "new"})
    assert c.screen == "setup" and r["hash"] == "" and r["tick"] is None
    assert ("start", None) in actions_of(r["scene"])


def test_worker_entry_speaks_json() -> None:
    app._controller = None
    out = json.loads(app.handle(json.dumps({"type": "init", "hash": "", "lang": "ja"})))
    assert out["lang"] == "ja" and out["scene"]["t"] == "div"
    app._controller = None


def test_every_text_exists_in_both_languages() -> None:
    assert set(TEXTS["en"]) == set(TEXTS["ja"])
    assert all(TEXTS["ja"][k].strip() for k in TEXTS["ja"])


def test_html_prerender_matches_scene() -> None:
    r = Controller().handle({"type": "init", "hash": "", "lang": "en"})
    html = to_html(r["scene"])
    assert html.startswith('<div class="screen catalogue">')
    assert 'data-action="pick" data-value="fake"' in html
    node = el("svg", None, {"viewBox": "0 0 1 1"}, [el("path", None, {"d": "M0 0"})])
    assert to_html(el("p", None, {}, text="a<b")) == "<p>a&lt;b</p>"
    assert to_html(node) == '<svg viewBox="0 0 1 1"><path d="M0 0"></path></svg>'


def test_chart_leaves_out_parts_nobody_scored(monkeypatch: pytest.MonkeyPatch) -> None:
    c = Controller()
    play_out(c, Rng(3), start(c, [HUMAN, BOT]))
    rows = [{"zero": 0, "wheat": 2, "minus": -1, "total": 1, "details": {}},
            {"zero": 0, "wheat": 5, "minus": 0, "total": 5, "details": {}}]
    monkeypatch.setattr(c.table.game, "score_breakdown", lambda: rows)
    from pygames.app.table.chart import breakdown_chart

    words = texts_of(breakdown_chart(c))
    assert "wheat-en" in words and "minus-en" in words and "zero-en" not in words
