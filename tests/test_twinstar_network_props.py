"""TwinStar property: in every network a game reaches, the suggested route options are
exactly the undominated outcomes of every simple route (``network.route_outcomes`` against
a plain enumeration; its budget is never reached in play), for every mine and every seat,
and a movement is offered exactly where some simple route can carry an affordable load.
Random games of both editions at 2 and 4 players; ``--soak`` plays thousands.
"""

from __future__ import annotations

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.twinstar import network
from pygames.twinstar.rules import TwinStar

CONFIGS = [(2, {"edition": "gems"}), (4, {"edition": "gems"}),
           (2, {"edition": "fruits", "mode": "basic"}), (4, {"edition": "fruits", "mode": "advanced"}),
           (1, {"edition": "fruits"})]


def assert_routes_exact(game: TwinStar) -> int:
    """Every mine's options for every seat equal the undominated outcomes, and whether the
    player to move can make a movement to each factory (what Transport/Deliver offers and
    "performable" asks) equals whether some simple route can carry an affordable load;
    checks made."""
    checks = 0
    for mine in game.mines:
        every = network.all_outcomes(mine, game.pieces, game.factories, game.seats)
        if game.current is not None and game.mines[mine]:
            for factory in game.factories:
                usable = any(game.carry_choices(mine, network.Route(factory, counts, ()))
                             for counts in every.get(factory, ()))
                assert game.route_exists(mine, factory, game.current) == usable
                checks += 1
        for seat in range(game.seats):
            options = game.route_options(mine, seat)
            assert set(options) == set(every)
            for factory, routes in options.items():
                have = {(game.COUNTED.features(r.counts, seat),
                         tuple(c for q, c in enumerate(r.counts) if q != seat)) for r in routes}
                assert have == network.pareto(every[factory], seat, game.COUNTED)
                checks += 1
    return checks


@pytest.mark.parametrize("players,options", CONFIGS, ids=lambda v: str(v))
def test_route_options_are_exact_in_every_network_of_random_games(players, options, game_count):
    checks = 0
    for seed in range(max(4, game_count // 6)):
        game = pygames.new_game("twinstar", players=players, seed=seed, options=options)
        assert isinstance(game, TwinStar)
        rng = Rng(seed)
        seen = None
        while not game.is_over:
            if game.network_key() != seen:
                seen = game.network_key()
                checks += assert_routes_exact(game)
            moves = game.legal_moves()
            game.play(moves[rng.below(len(moves))])
    assert checks > 0
