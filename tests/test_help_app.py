"""Rules at hand through the app controller: events in, scenes out (no browser)."""

from __future__ import annotations

import pytest

from pygames.app import to_html
from pygames.app.controller import Controller
from pygames.core.scene import walk

GAMES = ("harvest_valley", "terra_vista", "tropicalia", "twinstar")


def _start(game_id: str, seed: int = 3, lang: str = "en") -> tuple[Controller, dict]:
    c = Controller(new_seed=lambda: seed)
    c.handle({"type": "init", "lang": lang, "hash": ""})
    c.handle({"type": "tap", "action": "pick", "value": game_id})
    c.setup.seats = ["human"] * len(c.setup.seats)  # pass-and-play: every tap is ours
    return c, c.handle({"type": "tap", "action": "start"})


def _attr(scene: dict, name: str) -> list[str]:
    return [n["a"][name] for n in walk(scene) if name in n.get("a", {})]


def _text_of(scene: dict, cls: str) -> list[str]:
    return [n.get("x", "") for n in walk(scene) if n.get("a", {}).get("class") == cls]


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_from_the_table_come_back_to_the_same_position(game_id: str) -> None:
    c, out = _start(game_id)
    game = c.table.game
    c.handle({"type": "tap", "move": game.legal_moves()[0]})
    before_hash, before_scene = c.address(), c.handle({"type": "key", "key": "x"})["scene"]
    out = c.handle({"type": "tap", "action": "rules"})
    assert out["hash"] is None and _attr(out["scene"], "data-rules") == [game_id]
    assert "<svg" in to_html(out["scene"])
    out = c.handle({"type": "tap", "action": "lang", "value": "ja"})  # still the reference
    assert _attr(out["scene"], "data-rules") == [game_id]
    c.handle({"type": "tap", "action": "lang", "value": "en"})
    out = c.handle({"type": "tap", "action": "rules_close"})
    assert c.screen == "table" and c.address() == before_hash
    assert _attr(out["scene"], "data-move") == _attr(before_scene, "data-move")


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_from_catalogue_and_setup(game_id: str) -> None:
    c = Controller(new_seed=lambda: 1)
    out = c.handle({"type": "init", "lang": "ja", "hash": ""})
    assert f"{game_id}" in [v for v in _attr(out["scene"], "data-value")]
    out = c.handle({"type": "tap", "action": "rules", "value": game_id})
    assert _attr(out["scene"], "data-rules") == [game_id]
    out = c.handle({"type": "tap", "action": "rules_close"})
    assert c.screen == "catalogue" and not _attr(out["scene"], "data-rules")
    c.handle({"type": "tap", "action": "pick", "value": game_id})
    out = c.handle({"type": "tap", "action": "rules"})
    assert _attr(out["scene"], "data-rules") == [game_id]
    c.handle({"type": "key", "key": "Escape"})
    assert c.screen == "setup" and c.rules is None


@pytest.mark.parametrize("game_id", GAMES)
def test_long_press_help_and_why_not(game_id: str) -> None:
    c, out = _start(game_id)
    game = c.table.game
    move = game.legal_moves()[0]
    out = c.handle({"type": "help", "move": move})
    title, body = c.help
    assert title and body and _text_of(out["scene"], "help-body") == [body]
    assert game.history == []  # help plays nothing
    tries = [m for m in _attr(out["scene"], "data-try") if not game.is_legal(m)]
    while not tries and len(game.history) < 6:  # e.g. every river card is legal at first
        out = c.handle({"type": "tap", "move": game.legal_moves()[0]})
        tries = [m for m in _attr(out["scene"], "data-try") if not game.is_legal(m)]
    assert tries, "the board offers non-legal parts to ask about"
    played = list(game.history)
    out = c.handle({"type": "try", "move": tries[0]})
    assert c.help[0] == c.t("app.why_not")
    assert c.help[1] and game.history == played
    assert out["announce"]
    out = c.handle({"type": "tap", "action": "help_close"})
    assert not _text_of(out["scene"], "help-body")


def test_help_mode_explains_the_next_tap_instead_of_playing_it() -> None:
    c, out = _start("harvest_valley")
    game = c.table.game
    out = c.handle({"type": "tap", "action": "helpmode"})
    assert _attr(out["scene"], "data-helpmode") == ["1"]
    c.handle({"type": "tap", "move": game.legal_moves()[0]})
    assert game.history == [] and c.help is not None and not c.help_mode
    c.handle({"type": "tap", "move": game.legal_moves()[0]})
    assert len(game.history) == 1


def test_question_mark_key_gives_general_help() -> None:
    c, _ = _start("terra_vista", lang="ja")
    out = c.handle({"type": "key", "key": "?"})
    assert c.help is not None and c.help[1] == c.t("app.help_general")
    assert _text_of(out["scene"], "help-body")


def test_turn_guide_and_score_preview_in_harvest_valley() -> None:
    c, out = _start("harvest_valley", seed=5)
    game = c.table.game
    assert _attr(out["scene"], "data-left") == ["2"]
    out = c.handle({"type": "tap", "move": game.legal_moves()[0]})
    left = _attr(out["scene"], "data-left")
    assert left in (["1"], ["2"])
    while len(game.history) < 12:
        assert c.table.game.current_player is not None
        out = c.handle({"type": "tap", "move": game.legal_moves()[0]})
    previews = [int(v) for v in _attr(out["scene"], "data-preview")]
    assert previews == game.scores()  # the same totals the end screen would show


@pytest.mark.parametrize("game_id", GAMES)
def test_long_press_on_a_board_part_that_is_no_choice(game_id: str) -> None:
    from pygames.app.rules import reference as rules_help

    c, out = _start(game_id)
    parts = _attr(out["scene"], "data-help")
    names = set(rules_help.reference(game_id).PARTS.values())
    assert parts
    for lang in ("en", "ja"):
        c.lang = lang
        for part in set(parts) | names:  # every part on the board has words of its own
            title, body = rules_help.help_for_part(c.table.game, part, lang)
            assert title and len(body) > 10, part
    out = c.handle({"type": "help", "key": parts[0]})
    assert c.help == rules_help.help_for_part(c.table.game, parts[0], c.lang)
    assert _text_of(out["scene"], "help-body") == [c.help[1]]


def test_bots_wait_while_the_reference_is_open() -> None:
    c = Controller(new_seed=lambda: 4)
    c.handle({"type": "init", "lang": "en", "hash": ""})
    c.handle({"type": "tap", "action": "pick", "value": "terra_vista"})
    c.setup.seats = ["human", "easy"]
    c.handle({"type": "tap", "action": "start"})
    game = c.table.game
    while c.table.seats[game.current_player] == "human":
        c.handle({"type": "tap", "move": game.legal_moves()[0]})
    assert c.bot_to_move()
    played = len(game.history)
    out = c.handle({"type": "tap", "action": "rules"})
    assert out["tick"] is None
    c.handle({"type": "tick"})
    assert len(game.history) == played
    out = c.handle({"type": "tap", "action": "rules_close"})
    assert out["tick"] is not None
