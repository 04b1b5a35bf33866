"""The end screen of a solo game against a rule set's own bot (TwinStar fruit edition).

In solo mode ``winners()`` is empty when the bot wins (the human needs strictly more credits),
so the app must say plainly that the bot won, not show an empty "shared win".
"""

from __future__ import annotations

from typing import Any

import pygames
from pygames.app import Controller, screens
from pygames.app.texts import TEXTS
from pygames.core import scene
from pygames.core.game import Game
from pygames.core.rng import Rng

OPTIONS = {"edition": "fruits", "mode": "basic"}


def _finished_solo(seed: int) -> Game:
    game = pygames.new_game("twinstar", players=1, seed=seed, options=OPTIONS)
    chooser = Rng(seed)
    while not game.is_over:
        game.play(chooser.choice(game.legal_moves()))
    return game


def _open(game: Game, lang: str) -> tuple[Controller, dict[str, Any]]:
    c = Controller()
    fragment = game.to_url_fragment(extra={"seats": ["human"]})
    response = c.handle({"type": "init", "hash": fragment, "saved": None, "lang": lang})
    assert c.table is not None and c.table.game.is_over
    return c, response


def _end_heading(response: dict[str, Any]) -> str:
    for node in scene.walk(response["scene"]):
        if node.get("a", {}).get("class") == "end":
            heads = [n.get("x", "") for n in scene.walk(node) if n.get("t") == "h2"]
            assert len(heads) == 1
            return heads[0]
    raise AssertionError("no end section in the scene")


def _texts_in(response: dict[str, Any]) -> list[str]:
    return [n["x"] for n in scene.walk(response["scene"]) if isinstance(n.get("x"), str)]


def _bot_won_game() -> Game:
    for seed in range(1, 40):
        game = _finished_solo(seed)
        if game.winners() == []:
            return game
    raise AssertionError("random play never lost to the bot in 40 seeds")


def test_bot_win_is_said_plainly_in_both_languages() -> None:
    game = _bot_won_game()
    assert game.credits[1] >= game.credits[0]  # the bot has at least as many credits
    for lang in ("en", "ja"):
        c, response = _open(game, lang)
        said = TEXTS[lang]["app.bot_wins"]
        assert said in _end_heading(response)
        assert c.prompt_text() == said and c.winners_text() == said
        shared = TEXTS[lang]["app.winners"].split("{")[0]
        assert not any(shared in text for text in _texts_in(response))


def test_switching_language_on_the_end_screen_keeps_the_bot_win() -> None:
    c, _ = _open(_bot_won_game(), "en")
    response = c.handle({"type": "tap", "action": "lang", "value": "ja"})
    assert TEXTS["ja"]["app.bot_wins"] in _end_heading(response)


def test_a_tie_on_credits_is_a_bot_win_and_more_credits_a_human_win() -> None:
    c, _ = _open(_bot_won_game(), "en")
    game = c.table.game
    game.credits[0] = game.credits[1]  # a tie on credits: the human needs strictly more
    assert game.winners() == []
    assert c.winners_text() == TEXTS["en"]["app.bot_wins"]
    tie = TEXTS["en"]["app.solo_tie"].format(own=game.credits[1])
    assert c.end_lines() == [tie] and tie in _texts_in({"scene": screens.render(c)})
    game.credits[0] = game.credits[1] + 1
    assert game.winners() == [0]
    text = c.winners_text()  # the player beat the bot: by how much, not "Player 1 wins"
    assert text == TEXTS["en"]["app.solo_beat"].format(n=1, own=game.credits[0],
                                                       rival=game.credits[1])
    assert text in _end_heading({"scene": screens.render(c)}) and c.end_lines() == []


def test_a_lost_solo_game_says_by_how_much() -> None:
    game = _bot_won_game()
    own, rival = game.credits[0], game.credits[1]
    assert rival > own  # lost, not tied (a tie has its own words, above)
    for lang in ("en", "ja"):
        c, response = _open(game, lang)
        lost = TEXTS[lang]["app.solo_lost"].format(n=rival - own, own=own, rival=rival)
        assert c.end_lines() == [lost] and lost in _texts_in(response)


def test_bot_win_text_exists_in_every_language() -> None:
    assert all("app.bot_wins" in TEXTS[lang] for lang in TEXTS)
    assert TEXTS["en"]["app.bot_wins"] != TEXTS["ja"]["app.bot_wins"]
