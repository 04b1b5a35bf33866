"""TwinStar's edition looks (``look.py``): each mode's look is the one its game draws with, and
the view modules read it instead of testing the edition (``bench/count_edition_tests.py``
counts the tests left: at most 10).
"""

from __future__ import annotations

import ast

import pytest
from count_edition_tests import MOST, counts, edition_tests, is_test

from pygames.core.rng import Rng
from pygames.twinstar import look
from pygames.twinstar.fruits import FruitsTwinStar
from pygames.twinstar.gems import GemsTwinStar
from pygames.twinstar.legacy import ListedRoutes
from pygames.twinstar.rules import TwinStar
from pygames.twinstar.solo import SoloTwinStar


def test_view_modules_read_the_look() -> None:
    found = counts()
    assert len(found) >= 10  # every view module was read
    total = sum(map(len, found.values()))
    assert total <= MOST, {k: v for k, v in found.items() if v}


def test_the_count_sees_edition_tests() -> None:
    """The counter finds each kind of test it names, and nothing in comments, docstrings or
    imports (so a low count means something)."""
    sample = ('ed = game.ED.id\nif game.solo or g.advanced: pass\n'
              'isinstance(g, (int, FruitsTwinStar))\nx = ed == "fruits"\n'
              'o.get("edition")\no["mode"]\nTwinStar.RULES_VERSION\n'
              'y = game.ED.id == "gems"\n'
              '# game.ED.id in a comment\n"""ed == "gems" in a docstring"""\n'
              'from .solo import SoloTwinStar\nz = look.edition\n')
    assert edition_tests(sample) == [1, 2, 2, 3, 4, 5, 6, 7, 8]
    assert not any(is_test(n) for n in ast.walk(ast.parse("look_of(game).panel == 'bot'")))


@pytest.mark.parametrize("players, options, rules", [
    (2, {"edition": "gems"}, 2), (4, {"edition": "gems"}, 1),
    (2, {"edition": "fruits", "mode": "basic"}, 2), (3, {"edition": "fruits"}, 1),
    (2, {"edition": "fruits", "mode": "advanced"}, 2),
    (3, {"edition": "fruits", "mode": "advanced"}, 1),
    (1, {"edition": "fruits"}, 2), (1, {"edition": "fruits"}, 1),
])
def test_each_mode_has_its_look(players: int, options: dict[str, str], rules: int) -> None:
    cls = TwinStar.variant(players, options, rules)
    game = cls(players=players, seed=3, options=options)
    assert isinstance(game, TwinStar)
    seen = look.look_of(game)
    fruits = isinstance(game, FruitsTwinStar)
    assert seen.edition == game.ED.id == ("fruits" if fruits else "gems")
    assert seen.bot_seat == (1 if isinstance(game, SoloTwinStar) else None)
    assert seen.panel == ("contracts" if game.advanced else "bot" if game.solo else "order")
    assert seen.crossroads == seen.spare_discs == isinstance(game, GemsTwinStar)
    assert seen.disc_chains == fruits
    assert set(seen.item_fill) == set(game.ED.colours)
    assert all(t <= seen.upgrades for t in game.ED.upgrade_steps) == game.advanced
    assert isinstance(game, ListedRoutes) == (rules == 1)
    assert look.listed_routes(game) == [] and look.research_fees(game, 0, 1) == {}
    assert look.bot_card(game) == (game.solo_card if isinstance(game, SoloTwinStar) else -1)


def test_looks_differ_where_the_drawings_do() -> None:
    gems, fruits = look.GEMS, look.FRUITS_BASIC
    assert gems.item_fill != fruits.item_fill and gems.factory != fruits.factory
    assert gems.item_symbol("G") != fruits.item_symbol("G")
    assert gems.action_symbol("M") != fruits.action_symbol("M")
    assert gems.action_symbol("C") == fruits.action_symbol("C")
    assert gems.terrain_symbol("P") is None
    ids = {n["a"]["id"] for n in fruits.sheet()}
    assert {fruits.item_symbol(c) for c in fruits.item_fill} <= ids
    assert {look.SOLO.panel, look.FRUITS_BASIC.panel, look.FRUITS_ADVANCED.panel} == \
        {"bot", "order", "contracts"}


def test_rules_version_1_lists_its_routes() -> None:
    """While a version-1 movement's route is chosen, the look reads the game's listed routes
    (the moves ``via N``); the current rules draw their routes instead."""
    for seed in range(40):
        game = TwinStar.variant(2, {"edition": "fruits"}, 1)(players=2, seed=seed,
                                                             options={"edition": "fruits"})
        assert isinstance(game, ListedRoutes)
        chooser = Rng(seed)
        while not game.is_over and game.phase != "via":
            moves = [m for m in game.legal_moves() if m != "pass"] or game.legal_moves()
            game.play(moves[chooser.below(len(moves))])
        if game.phase == "via":
            routes = look.listed_routes(game)
            assert routes and routes == game.usable_routes()
            assert all(f"via {i + 1}" in game.legal_moves() for i in range(len(routes)))
            return
    pytest.fail("no random game reached a version-1 route choice")
