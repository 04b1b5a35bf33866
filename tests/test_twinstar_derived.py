"""TwinStar's derived facts (``derived.Derived``) are caches: on every position of random
games of every mode and both rules versions, a game whose ``Derived`` is fresh (nothing
kept) answers as the game that kept its facts across the moves played: the legal moves,
the scores, whether each seat could move items, and every fact both made (the memo's,
the turn's, the network index's and the valley's). A named drop (``on_move``,
``on_turn``, ``on_network``, ``on_valley``) left out makes a kept fact stale, and this
test fail."""

from __future__ import annotations

from typing import Any

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.twinstar import hexes, scenario
from pygames.twinstar.components import PLAINS, SITE
from pygames.twinstar.derived import Derived
from pygames.twinstar.rules import TwinStar

#: The seven modes: options and players.
MODES = [({"edition": "gems"}, 2), ({"edition": "gems"}, 4),
         ({"edition": "fruits", "mode": "basic"}, 2), ({"edition": "fruits", "mode": "basic"}, 4),
         ({"edition": "fruits", "mode": "advanced"}, 2),
         ({"edition": "fruits", "mode": "advanced"}, 4), ({"edition": "fruits"}, 1)]
CASES = [(options, players, rules) for rules in (2, 1) for options, players in MODES]


def fresh(game: TwinStar) -> TwinStar:
    """A clone of the game with nothing derived kept."""
    clone = game.clone()
    with clone.edit():  # the legal moves kept go too
        clone.derived = Derived()
    return clone


def answers(game: TwinStar) -> dict[str, Any]:
    """What the rules ask of the derived facts at this position."""
    found: dict[str, Any] = {"moves": game.legal_moves(), "scores": game.scores_now()}
    if not game.is_over:
        found["can move"] = [game.can_move(p) for p in range(game.seats)]
        found["network"] = game.network_index().describes(game.pieces, game.factories)
    return found


def same_facts(kept: dict[Any, Any], made: dict[Any, Any], what: str) -> None:
    """Every fact both made is the same (the performable squares of a turn, kept as the
    squares asked about and the performable ones of those: on the squares both asked)."""
    for key in kept.keys() & made.keys():
        if isinstance(key, tuple) and key[0] == "performable bits":
            (asked, ok), (asked_too, ok_too) = kept[key], made[key]
            assert ok & asked_too == ok_too & asked, (what, key)
        else:
            assert kept[key] == made[key], (what, key)


def check_position(game: TwinStar) -> None:
    new = fresh(game)
    assert answers(new) == answers(game)
    warm, cold = game.derived, new.derived
    same_facts(warm.memo, cold.memo, "memo")
    same_facts(warm.turn, cold.turn, "turn")
    same_facts(warm.valley, cold.valley, "valley")
    if not game.is_over:
        same_facts(game.network_index().facts, new.network_index().facts, "network")
        same_facts(game.network_index().factory_facts, new.network_index().factory_facts,
                   "factories")


@pytest.mark.parametrize(("options", "players", "rules"), CASES,
                         ids=[f"{o.get('edition')}-{o.get('mode', 'basic')}-{p}p-r{r}"
                              for o, p, r in CASES])
def test_a_fresh_derived_answers_the_same(options: dict[str, str], players: int, rules: int,
                                          soak: bool) -> None:
    games = 30 if soak else 3
    positions = 0
    for seed in range(games):
        game = pygames.new_game("twinstar", players=players, seed=seed, options=options,
                                rules=rules)
        assert isinstance(game, TwinStar)
        chooser = Rng(seed + 1)
        while not game.is_over:
            check_position(game)
            positions += 1
            moves = game.legal_moves()
            game.play(moves[chooser.below(len(moves))])
        check_position(game)
    assert positions > 0


@pytest.mark.parametrize("edition", ["gems", "fruits"])
def test_a_new_valley_drops_the_old_ones_facts(edition: str) -> None:
    """A scenario laying another valley on a game in progress (on_valley): what was derived
    from the old valley goes (the sites, here, grow by their neighbours)."""
    game = pygames.new_game("twinstar", players=2, seed=4, options={"edition": edition})
    assert isinstance(game, TwinStar)
    chooser = Rng(5)
    for _ in range(12):
        moves = game.legal_moves()
        game.play(moves[chooser.below(len(moves))])
    sites = list(game.site_hexes)
    before = [game.same_site_neighbours(h) for h in sites]
    terrain = dict.fromkeys(game.terrain, PLAINS)
    terrain.update((nb, SITE) for h in sites for nb in (h, *hexes.neighbours(h))
                   if nb in terrain)
    scenario.valley(game, terrain)
    after = [game.same_site_neighbours(h) for h in sites]
    assert after != before
    assert after == [fresh(game).same_site_neighbours(h) for h in sites]
    check_position(game)
