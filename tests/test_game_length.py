"""The bound on a game's log (``Game.max_moves``): no legal game is longer, even one played to
last (moves that prolong a game preferred), and Terra Vista's derivation holds."""

from __future__ import annotations

import math

import pytest
from setups import SETUPS

import pygames
from pygames.core.rng import Rng
from pygames.terra_vista import length
from pygames.terra_vista.components import BOARDS, BOARDS_RULES_1, DICE, DICE_RULES_1, MAPS
from pygames.terra_vista.rules import TerraVista

#: Kinds of moves that make a game longer: extra decisions, steps back and forth.
PROLONGING = ("discard", "via", "walk", "leap", "drop", "back", "claim", "road", "keep", "sell")


def prolonged_game(game_id: str, players: int, options: dict, rules: int | None, seed: int):
    """A game whose moves are chosen to last: a prolonging move when there is one (and, where
    select and back are moves, a space selected again and again), else any."""
    game = pygames.new_game(game_id, players, seed=seed, options=options, rules=rules)
    chooser = Rng(seed)
    bound = type(game).max_moves(players, game.options)
    while not game.is_over and len(game.history) <= bound:
        moves = game.legal_moves()
        longer = [m for m in moves if m.split(" ")[0] in PROLONGING
                  or (game_id == "terra_vista" and "-" not in m and m != "pass")]
        game.play(chooser.choice(longer if longer and chooser.below(4) else moves))
    return game, bound


@pytest.mark.parametrize(("game_id", "players", "options", "rules"), SETUPS)
def test_no_game_is_longer_than_its_bound(game_id: str, players: int, options: dict,
                                         rules: int | None, soak: bool) -> None:
    for seed in range(40 if soak else 4):
        game, bound = prolonged_game(game_id, players, options, rules, seed)
        assert game.is_over, f"seed {seed}: {len(game.history)} moves, past the bound {bound}"
        assert len(game.history) <= bound


def test_bounds_grow_with_the_players_and_stay_modest() -> None:
    for game_id in ("harvest_valley", "twinstar", "tropicalia", "terra_vista"):
        info = pygames.game_class(game_id).info
        options = info.defaults()
        lo, hi = info.player_range(options)
        cls = pygames.game_class(game_id).variant(lo, options, pygames.game_class(game_id).RULES_VERSION)
        sizes = [cls.max_moves(p, options) for p in range(lo, hi + 1)]
        assert sizes == sorted(sizes) and sizes[-1] < 50_000


def test_terra_vista_every_full_map_reaches_the_goal() -> None:
    """What the bound rests on: a player with every line drawn has every horse at the goal,
    on every map, board side and rules version."""
    for rules, boards in ((2, BOARDS), (1, BOARDS_RULES_1)):
        for board in boards:
            for map_id in range(len(MAPS)):
                game = pygames.new_game("terra_vista", 1, seed=1, options={"board": board},
                                        rules=rules)
                assert isinstance(game, TerraVista)
                with game.edit():
                    game.map_ids = [map_id]
                    game.dice = ("wild", "wild")
                    game.phase, game.bonus_left = "bonus", len(MAPS[map_id].edges)
                while not game.is_over:
                    game.play(game.legal_moves()[0])
                assert game.finished(0), (board, rules, map_id)
                assert len(game.lines[0]) <= length.LINES


def _stuck_term(stuck: int, chance: float) -> float:
    """P(exactly ``stuck`` stuck rounds before the ``LINES``-th drawing round)."""
    lines = length.LINES
    return math.exp(math.lgamma(stuck + lines) - math.lgamma(lines) - math.lgamma(stuck + 1)
                    + stuck * math.log(chance) + lines * math.log(1 - chance))


def test_terra_vista_stuck_rounds_have_a_negligible_tail() -> None:
    for dice in (DICE, DICE_RULES_1):
        stuck = length.max_rounds(dice) - length.LINES
        chance = length.stuck_chance(dice)
        assert 0 < chance < 1
        # the same tail summed the other way: the negative binomial's terms from ``stuck`` on
        direct = sum(_stuck_term(f, chance) for f in range(stuck, stuck + 3000))
        assert direct == pytest.approx(length.more_stuck_than(stuck, chance), rel=1e-6)
        assert direct <= 2.0 ** -64
        assert direct + _stuck_term(stuck - 1, chance) > 2.0 ** -64  # the least that does
