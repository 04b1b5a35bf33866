"""Terra Vista in the app: the setup names the night side a house variant, and the end
screen says who reached the goal and in which round (steps alone can mislead)."""

from __future__ import annotations

from typing import Any

import pytest
from test_terra_vista_view import _race_won_by_fewer_steps

from pygames.app import Controller
from pygames.core import scene
from pygames.terra_vista import view
from pygames.terra_vista.readings import reading


def _texts(response: dict[str, Any]) -> list[str]:
    return [n["x"] for n in scene.walk(response["scene"]) if isinstance(n.get("x"), str)]


@pytest.mark.parametrize(("lang", "day", "night"), [
    ("en", "Day side", "Night side (house variant)"),
    ("ja", "昼の面", "夜の面（独自バリアント）"),
])
def test_setup_names_the_night_side_a_house_variant(lang: str, day: str, night: str) -> None:
    reading("night-side")
    c = Controller()
    c.handle({"type": "init", "hash": "", "saved": None, "lang": lang})
    response = c.handle({"type": "tap", "action": "pick", "value": "terra_vista"})
    buttons = {n["a"].get("data-value"): n.get("x") for n in scene.walk(response["scene"])
               if n.get("a", {}).get("data-action") == "option"}
    assert buttons == {"board=day": day, "board=night": night}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_end_screen_says_who_reached_the_goal_and_when(lang: str) -> None:
    reading("winner-most-steps")
    game = _race_won_by_fewer_steps()
    c = Controller()
    response = c.handle({"type": "init", "lang": lang, "saved": None,
                         "hash": game.to_url_fragment(extra={"seats": ["human", "human"]})})
    assert c.table is not None and c.table.game.is_over
    end = next(n for n in scene.walk(response["scene"]) if n.get("a", {}).get("class") == "end")
    lines = [n["x"] for n in scene.walk(end) if n.get("a", {}).get("class") == "result-line"]
    assert lines == view.result_lines(c.table.game, lang) and len(lines) == 2
    (won,) = game.winners()
    assert str(game.round) in lines[won] and str(game.round) not in lines[1 - won]
    assert lines[won] in _texts(response)
