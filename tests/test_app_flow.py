"""The app's flow through the controller (CPython): screens as history entries, the end
screen's account of the winner and its ways on, the catalogue and setup words, log lines."""

from __future__ import annotations

from typing import Any

import pytest

import pygames
from pygames.app import Controller
from pygames.app.texts import TEXTS
from pygames.core import registry, scene, tiebreak
from pygames.core.codec import decode, encode
from pygames.core.game import Game
from pygames.core.i18n import seat_name
from pygames.core.rng import Rng

GAME = "harvest_valley"


def _texts(out: dict[str, Any]) -> list[str]:
    return [n["x"] for n in scene.walk(out["scene"]) if isinstance(n.get("x"), str)]


def _setup(c: Controller, game_id: str = GAME, lang: str = "en") -> dict[str, Any]:
    c.handle({"type": "init", "hash": "", "lang": lang})
    return c.handle({"type": "tap", "action": "pick", "value": game_id})


def _finished(game_id: str, seed: int, players: int = 2,
              options: dict[str, Any] | None = None) -> Game:
    game = pygames.new_game(game_id, players=players, seed=seed, options=options or {})
    chooser = Rng(seed)
    while not game.is_over:
        game.play(chooser.choice(game.legal_moves()))
    return game


# ---------------------------------------------------------------------- history entries
def test_each_screen_the_player_goes_to_is_a_new_history_entry() -> None:
    c = Controller(new_seed=lambda: 5)
    out = c.handle({"type": "init", "hash": "", "lang": "en"})
    assert out["page"] == {"screen": "catalogue"} and "push" not in out
    out = c.handle({"type": "tap", "action": "rules", "value": GAME})
    assert out["page"] == {"screen": "rules", "game": GAME, "under": "catalogue"}
    assert out["push"] is True
    out = c.handle({"type": "tap", "action": "rules_close"})
    assert out["page"] == {"screen": "catalogue"} and out["push"] is True  # the bridge: Back
    out = c.handle({"type": "tap", "action": "pick", "value": GAME})
    assert out["page"] == {"screen": "setup", "game": GAME} and out["push"] is True
    out = c.handle({"type": "tap", "action": "start"})
    assert out["page"] == {"screen": "table"} and out["push"] is True
    move = scene.moves_in(out["scene"])[0]
    out = c.handle({"type": "tap", "move": move})
    assert out["page"] == {"screen": "table"} and "push" not in out  # a move: the same entry


def test_the_end_screen_takes_the_tables_entry_and_play_again_a_new_one() -> None:
    game = _finished(GAME, 4)
    c = Controller(new_seed=lambda: 99)
    record = game.record({"seats": ["human", "easy"]}, moves=game.history[:-1])
    c.handle({"type": "init", "hash": encode(record), "lang": "en"})
    out = c.handle({"type": "tap", "move": game.history[-1]})
    assert c.table.game.is_over
    assert out["page"] == {"screen": "end"} and "push" not in out  # replaces the table
    out = c.handle({"type": "tap", "action": "undo"})
    assert out["page"] == {"screen": "table"} and "push" not in out
    c.handle({"type": "tap", "move": game.history[-1]})
    out = c.handle({"type": "tap", "action": "again"})
    assert out["page"] == {"screen": "table"} and out["push"] is True
    again = decode(out["hash"])
    assert again.game_id == GAME and again.moves == [] and again.seed == 99
    assert again.extra["seats"] == ["human", "easy"] and again.options == game.options


def test_play_again_keeps_players_seats_and_options() -> None:
    options = {"edition": "fruits", "mode": "advanced"}
    game = _finished("twinstar", 2, players=3, options=options)
    c = Controller(new_seed=lambda: 1234)
    seats = ["human", "hard", "bot"]
    c.handle({"type": "init", "hash": game.to_url_fragment({"seats": seats}), "lang": "en"})
    out = c.handle({"type": "tap", "action": "again"})
    record = decode(out["hash"])
    assert (record.game_id, record.players, record.seed) == ("twinstar", 3, 1234)
    assert record.options == options
    # the old random bot of an address from before bot levels becomes a normal bot
    assert record.extra["seats"] == ["human", "hard", "normal"]
    assert c.setup is not None and c.setup.seats == ["human", "hard", "normal"]


def test_back_and_forward_show_the_page_of_the_entry() -> None:
    c = Controller(new_seed=lambda: 5)
    _setup(c)
    c.handle({"type": "tap", "action": "option", "value": "well=add"})
    out = c.handle({"type": "tap", "action": "start"})
    address = out["hash"]
    # Back to the setup: the form as it was
    out = c.handle({"type": "history", "page": {"screen": "setup", "game": GAME}, "hash": ""})
    assert c.screen == "setup" and c.setup.options["well"] == "add" and c.table is None
    assert out["page"] == {"screen": "setup", "game": GAME} and "push" not in out
    # Forward to the table: the address rebuilds the game
    out = c.handle({"type": "history", "page": {"screen": "table"}, "hash": "#" + address})
    assert c.screen == "table" and c.address() == address and "push" not in out
    # Forward to the rules over it, then Back to the table
    out = c.handle({"type": "history", "hash": "#" + address,
                    "page": {"screen": "rules", "game": GAME, "under": "table"}})
    assert c.rules is not None and c.screen == "table"
    out = c.handle({"type": "history", "page": {"screen": "table"}, "hash": "#" + address})
    assert c.rules is None and out["page"] == {"screen": "table"}
    # Back to the catalogue
    out = c.handle({"type": "history", "page": {"screen": "catalogue"}, "hash": ""})
    assert c.screen == "catalogue" and c.table is None


def test_an_entry_of_a_replay_reopens_it_and_of_rules_over_the_catalogue() -> None:
    game = _finished(GAME, 6)
    address = game.to_url_fragment({"seats": ["human", "human"]})
    c = Controller()
    c.handle({"type": "init", "hash": address, "lang": "en"})
    out = c.handle({"type": "tap", "action": "replay"})
    assert out["page"] == {"screen": "replay"} and out["push"] is True
    out = c.handle({"type": "tap", "action": "replay_exit"})
    assert out["page"] == {"screen": "end"} and out["push"] is True  # the bridge: Back
    c.handle({"type": "history", "page": {"screen": "replay"}, "hash": "#" + address})
    assert c.replay == len(game.history)
    c.handle({"type": "history", "page": {"screen": "rules", "game": "tropicalia",
                                          "under": "catalogue"}, "hash": ""})
    assert c.screen == "catalogue" and c.rules is not None and c.rules[0] == "tropicalia"


def test_a_reload_comes_back_to_the_page_of_its_entry() -> None:
    c = Controller()
    out = c.handle({"type": "init", "hash": "", "lang": "en",
                    "page": {"screen": "setup", "game": "terra_vista"}})
    assert c.screen == "setup" and c.setup.game_id == "terra_vista"
    assert out["page"] == {"screen": "setup", "game": "terra_vista"} and "push" not in out


@pytest.mark.parametrize("page", [
    None, "setup", {"screen": "nowhere"}, {"screen": "setup"}, {"screen": "setup", "game": 3},
    {"screen": "setup", "game": "chess"}, {"screen": "rules", "game": GAME, "under": "rules"},
])
def test_an_entry_that_is_no_page_of_the_app_shows_its_address(page: object) -> None:
    c = Controller()
    c.handle({"type": "init", "hash": "", "lang": "en"})
    c.handle({"type": "history", "page": page, "hash": ""})
    assert c.screen == "catalogue" and c.rules is None


def test_rules_say_back_to_the_game_only_over_a_game() -> None:
    c = Controller()
    c.handle({"type": "init", "hash": "", "lang": "en"})
    out = c.handle({"type": "tap", "action": "rules", "value": GAME})
    assert TEXTS["en"]["app.back"] in _texts(out)
    assert TEXTS["en"]["app.rules_back"] not in _texts(out)
    c.handle({"type": "tap", "action": "rules_close"})
    c.handle({"type": "tap", "action": "pick", "value": GAME})
    c.handle({"type": "tap", "action": "start"})
    out = c.handle({"type": "tap", "action": "rules"})
    assert TEXTS["en"]["app.rules_back"] in _texts(out)


# ---------------------------------------------------------------------- the end screen
def test_the_end_screen_offers_play_again_review_and_replay() -> None:
    c = Controller()
    game = _finished(GAME, 8)
    out = c.handle({"type": "init", "hash": game.to_url_fragment(), "lang": "ja"})
    actions = {n["a"].get("data-action") for n in scene.walk(out["scene"]) if "a" in n}
    assert {"again", "review", "replay"} <= actions
    assert TEXTS["ja"]["app.play_again"] in _texts(out)
    assert TEXTS["ja"]["app.replay"] in _texts(out)


class TiedScores:
    """Every seat on the same score: the rules' own tie-break (``winners()``) decides."""

    def __init__(self, game: Game) -> None:
        self.players = game.players

    def __call__(self) -> list[int]:
        return [30] * self.players


def tie_scores(game: Game) -> None:
    """Give ``game`` :class:`TiedScores` through a subclass (a TwinStar game keeps its state in
    slots, so its methods cannot be replaced on the instance)."""
    cls = type(game)
    game.__class__ = type(cls.__name__, (cls,), {"__slots__": (), "scores": TiedScores(game)})


@pytest.mark.parametrize(("game_id", "options", "players"), [
    ("harvest_valley", {}, 2), ("harvest_valley", {}, 4), ("twinstar", {"edition": "gems"}, 3),
    ("twinstar", {"edition": "fruits", "mode": "basic"}, 2),
    ("twinstar", {"edition": "fruits", "mode": "advanced"}, 4), ("tropicalia", {}, 3),
])
def test_tiebreak_words_name_the_winner_the_rules_find(game_id: str, options: dict[str, Any],
                                                       players: int) -> None:
    """On a tie of everyone's score, the words walk the rule set's steps to the very seats
    ``winners()`` finds (its ``_tiebreak``), or to the shared win."""
    words_of = registry.rule_set(game_id).tiebreak_words
    for seed in range(1, 7):
        game = _finished(game_id, seed, players, options)
        assert words_of(game, "en") == [] or len(tiebreak.tied_on_top(game)) > 1
        tie_scores(game)
        winners = game.winners()
        for lang in ("en", "ja"):
            words = words_of(game, lang)
            names = tiebreak.names(range(players), lang)
            assert words[0] == tiebreak.t("tie.tied", lang, players=names, score=30)
            if len(winners) == 1:
                decided = tiebreak.t("tie.decided", lang, player=seat_name(winners[0], lang))
                assert words[-1] == decided
            else:
                assert words[-1] == tiebreak.t("tie.shared", lang)


def test_terra_vista_names_the_finishers_and_the_steps() -> None:
    for seed in range(1, 30):
        game = _finished("terra_vista", seed, players=4)
        done = [p for p in range(4) if game.finished(p)]
        words = registry.rule_set("terra_vista").tiebreak_words(game, "en")
        if len(done) > 1:
            assert "reached the goal in the same round" in words[0]
            winners = game.winners()
            assert (len(winners) > 1) == (words[-1] == tiebreak.t("tie.shared", "en"))
        else:
            steps = [game.total_steps(p) for p in range(4)]
            level = any(steps[p] >= steps[done[0]] for p in range(4) if p != done[0])
            assert bool(words) == level


def test_without_words_of_the_rule_set_the_app_says_the_tie_in_general(
        monkeypatch: pytest.MonkeyPatch) -> None:
    game = _finished(GAME, 3)
    tie_scores(game)
    c = Controller()
    c.handle({"type": "init", "hash": game.to_url_fragment(), "lang": "en"})
    tie_scores(c.table.game)
    rule_set = registry.rule_set(GAME)
    monkeypatch.setattr(registry, "rule_set", lambda game_id: type(
        "Plain", (), {"tiebreak_words": staticmethod(registry.no_tiebreak_words),
                      "solo_rival": staticmethod(registry.no_solo_rival),
                      "result_lines": rule_set.result_lines})())
    winners = c.table.game.winners()
    key = "app.tie_shared" if len(winners) > 1 else "app.tie_decided"
    assert c.end_lines() == [TEXTS["en"][key].format(players="Player 1 and Player 2",
                                                     score=30)]


def test_a_solo_race_says_the_rounds_to_the_goal() -> None:
    game = _finished("terra_vista", 2, players=1)
    c = Controller()
    out = c.handle({"type": "init", "hash": game.to_url_fragment(), "lang": "en"})
    rounds = game.solo_score()
    assert rounds is not None
    said = c.t_count("app.solo_goal", rounds)
    assert c.winners_text() == said and any(said in text for text in _texts(out))
    assert not any("Player 1 wins" in text for text in _texts(out))


# ---------------------------------------------------------------------- words
def test_catalogue_cards_have_a_picture_a_line_players_and_time() -> None:
    for lang in ("en", "ja"):
        out = Controller().handle({"type": "init", "hash": "", "lang": lang})
        for game_id in registry.ids():
            shown = registry.rule_set(game_id).presentation
            card = next(n for n in scene.walk(out["scene"]) if n.get("k") == f"game-{game_id}")
            texts = [n["x"] for n in scene.walk(card) if "x" in n]
            assert any(n.get("t") == "svg" and n["a"].get("class") == "emblem"
                       for n in scene.walk(card))
            assert shown.summary[lang] in texts and shown.minutes is not None
            minutes = TEXTS[lang]["app.minutes"].format(lo=shown.minutes[0],
                                                        hi=shown.minutes[1])
            assert any(minutes in text for text in texts)


@pytest.mark.parametrize("game_id", registry.ids())
def test_setup_explains_every_option_in_the_players_language(game_id: str) -> None:
    for lang in ("en", "ja"):
        c = Controller()
        out = _setup(c, game_id, lang)
        notes = [n["x"] for n in scene.walk(out["scene"])
                 if n.get("a", {}).get("class") == "field-note"]
        info = pygames.game_class(game_id).info
        assert len(notes) == len(info.options)
        for option in info.options:
            assert registry.rule_set(game_id).presentation.option_notes[option.name][lang] \
                in notes


def test_a_log_line_names_the_player_once() -> None:
    c = Controller(new_seed=lambda: 3)
    _setup(c, "tropicalia")
    c.handle({"type": "tap", "action": "level", "value": "1=easy"})
    out = c.handle({"type": "tap", "action": "start"})
    while out["tick"] is None:
        out = c.handle({"type": "tap", "move": scene.moves_in(out["scene"])[0]})
    out = c.handle({"type": "tick"})
    line = out["announce"]
    assert line.startswith("Player 2 (bot, Easy)") and line.count("Player 2") == 1


def test_counts_of_one_are_singular() -> None:
    c = Controller()
    for lang in ("en", "ja"):
        c.lang = lang
        for key in ("app.solo_goal", "app.solo_best", "app.solo_result", "app.solo_new_best"):
            assert c.t_count(key, 1) == TEXTS[lang][key + "_one"]
            assert c.t_count(key, 3) == TEXTS[lang][key].format(n=3)
    assert c.t_count("app.solo_goal", 1) != TEXTS["ja"]["app.solo_goal"]


def test_a_message_panel_closes_when_the_next_tap_plays() -> None:
    for game_id in registry.ids():
        c = Controller(new_seed=lambda: 2)
        _setup(c, game_id)
        c.setup.seats = ["human"] * len(c.setup.seats)
        out = c.handle({"type": "tap", "action": "start"})
        tries = [n["a"]["data-try"] for n in scene.walk(out["scene"])
                 if "data-try" in n.get("a", {})]
        for _ in range(30):
            if tries:
                break
            out = c.handle({"type": "tap", "move": scene.moves_in(out["scene"])[0]})
            tries = [n["a"]["data-try"] for n in scene.walk(out["scene"])
                     if "data-try" in n.get("a", {})]
        assert tries, game_id
        out = c.handle({"type": "try", "move": tries[0]})
        assert c.help is not None and TEXTS["en"]["app.why_not"] in _texts(out)
        out = c.handle({"type": "tap", "move": scene.moves_in(out["scene"])[0]})
        assert c.help is None and TEXTS["en"]["app.why_not"] not in _texts(out)
