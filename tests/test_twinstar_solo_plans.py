"""The solo bot's shortcuts against the plain computations, at every position of random games.

The bot asks whether an action can be performed only where it has a free square of it,
searches routes only from orchards that could beat the best delivery found, reads the hexes
touching each orchard's roads from its region kept with the network, and keeps the sites'
hexes with the network; each is checked here against the computation written plainly (the
rulebook's order, nothing skipped).
"""

from __future__ import annotations

from typing import Any

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.twinstar import hexes, solo
from pygames.twinstar.components_fruits import SOLO_DECK
from pygames.twinstar.network import road_region
from pygames.twinstar.solo import BOT, SoloTwinStar


def plain_best_delivery(game: SoloTwinStar) -> tuple[Any, ...] | None:
    """Every delivery from every orchard with fruits, the least key."""
    found = [d for m, fruits in game.mines.items() if fruits
             for d in solo.deliveries_from(game, m)]
    return min(found, key=lambda d: d[0], default=None)


def delivery_over_suggestions(game: SoloTwinStar) -> tuple[Any, ...] | None:
    """The least delivery over every route the human's suggestions tell apart (the bot
    weighs fewer: what it carries and the human pieces it passes)."""
    found = [d for m, fruits in game.mines.items() if fruits
             for d in solo.deliveries_from(game, m, game.route_options(m, BOT))]
    return min(found, key=lambda d: d[0], default=None)


def delivery_made(game: SoloTwinStar, plan: tuple[Any, ...] | None) -> tuple[Any, ...] | None:
    """What a delivery does: orchard, market, fruits, and what is paid to whom."""
    if plan is None:
        return None
    _, m, f, route, take = plan
    return m, f, take, game.payments(route, take, BOT)


def plain_choose_spot(game: SoloTwinStar, card: tuple[str, str, bool]
                      ) -> tuple[tuple[int, int], str, bool] | None:
    """Each action of the column in order: performable first, then its free squares."""
    column = card[game.round - 1]
    last = game.pool[BOT] == 1
    plans: dict[str, Any] = {}
    for allow_square in (False, True):
        for i, kind in enumerate(column):
            if not solo.can_do(game, kind, plans):
                continue
            for rc in solo.adjacent_spots(game, kind):
                if allow_square or last or not solo.makes_square(game, rc):
                    return rc, kind, i > 0
    return None


def plain_site_hexes(game: SoloTwinStar) -> dict[int, list[hexes.Hex]]:
    out: dict[int, list[hexes.Hex]] = {}
    for h in sorted(game.site_of, key=lambda h: game.names[h]):
        out.setdefault(game.site_of[h], []).append(h)
    return dict(sorted(out.items()))


def check_position(game: SoloTwinStar) -> None:
    best = solo.best_delivery(game)
    assert best == plain_best_delivery(game)
    assert delivery_made(game, best) == delivery_made(game, delivery_over_suggestions(game))
    for card in SOLO_DECK:
        assert solo.choose_spot(game, card, {}) == plain_choose_spot(game, card)
    for orchard in game.mines:
        plain = frozenset(nb for h in road_region(orchard, game.pieces)
                          for nb in hexes.neighbours(h))
        region = solo.network(game, orchard)
        assert {h for h in game.terrain if solo.next_to(region, h)} == plain & game.terrain.keys()
    assert solo.site_hexes(game) == plain_site_hexes(game)


@pytest.mark.parametrize("seed", range(8))
def test_solo_shortcuts_match_plain_computations(seed: int) -> None:
    game = pygames.new_game("twinstar", players=1, seed=seed, options={"edition": "fruits"})
    assert isinstance(game, SoloTwinStar)
    chooser = Rng(seed + 1)
    checked = 0
    while not game.is_over:
        if game.phase == "place":
            check_position(game)
            checked += 1
        moves = [m for m in game.legal_moves() if m != "pass"] or game.legal_moves()
        game.play(moves[chooser.below(len(moves))])
    assert checked > 5
