"""The game protocol shared by every rule set: catalogue, option-dependent player ranges."""

from __future__ import annotations

import pytest

import pygames
from pygames.app.controller import Controller


def test_catalogue_lists_every_rule_set_with_titles_players_and_options() -> None:
    games = {g["id"]: g for g in pygames.games()}
    assert {"harvest_valley", "twinstar", "tropicalia", "terra_vista"} <= set(games)
    for entry in games.values():
        assert entry["title"]["en"] and entry["title"]["ja"]
        lo, hi = entry["players"]
        assert 1 <= lo <= hi <= 6
        for option in entry["options"]:
            assert option["default"] in option["values"]


def test_player_range_can_depend_on_an_option() -> None:
    info = pygames.game_class("twinstar").info
    assert info.player_range({"edition": "gems"}) == (2, 4)
    assert info.player_range({"edition": "fruits"}) == (1, 4)
    assert info.player_range() == (2, 4)  # the default edition is gems
    with pytest.raises(ValueError, match="2–4 players"):
        pygames.new_game("twinstar", 1, seed=1, options={"edition": "gems"})
    assert pygames.new_game("twinstar", 1, seed=1, options={"edition": "fruits"}).players == 1


def test_setup_screen_follows_the_option_dependent_range() -> None:
    c = Controller()
    c.handle({"type": "init", "hash": "", "saved": None, "lang": "en"})
    c.handle({"type": "tap", "action": "pick", "value": "twinstar"})
    c.handle({"type": "tap", "action": "players", "value": 1})
    assert c.setup is not None and c.setup.players == 2  # gems has no solo mode
    c.handle({"type": "tap", "action": "option", "value": "edition=fruits"})
    c.handle({"type": "tap", "action": "players", "value": 1})
    assert c.setup.players == 1 and c.setup.seats == ["human"]
    c.handle({"type": "tap", "action": "option", "value": "edition=gems"})
    assert c.setup.players == 2 and len(c.setup.seats) == 2
