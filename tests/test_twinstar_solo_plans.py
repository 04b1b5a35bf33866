"""The solo bot's shortcuts against the plain computations, at every position of random games.

The bot asks whether an action can be performed only where it has a free square of it,
searches routes only from orchards that could beat the best delivery found, reads the hexes
touching each orchard's roads from its region kept with the network, keeps the sites'
hexes with the network, and searches each site's chains to the orchards only as far as a
chain could still be its choice; each is checked here against the computation written plainly (the
rulebook's order, nothing skipped).
"""

from __future__ import annotations

from typing import Any

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.twinstar import hexes, solo, solo_paths
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


def plain_makes_square(game: SoloTwinStar, rc: tuple[int, int]) -> bool:
    """A bot disc put on free square rc, the 2x2 asked of the board, the disc taken back."""
    assert rc not in game.board, "plain_makes_square asks about a free square"
    game.board[rc] = [BOT]
    try:
        return game.made_square(BOT, [rc])
    finally:
        del game.board[rc]


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
                if allow_square or last or not plain_makes_square(game, rc):
                    return rc, kind, i > 0
    return None


def plain_site_hexes(game: SoloTwinStar) -> dict[int, list[hexes.Hex]]:
    out: dict[int, list[hexes.Hex]] = {}
    for h in sorted(game.site_of, key=lambda h: game.names[h]):
        out.setdefault(game.site_of[h], []).append(h)
    return dict(sorted(out.items()))


def plain_construct_plan(game: SoloTwinStar, limit: int) -> tuple[str, Any] | None:
    """The construct choice with every orchard's network walked afresh and a whole search
    from each site to each orchard on its own."""
    if game.roads_left[BOT] == 0 and not game.factory_slots:
        return None
    orchards = sorted(game.mines, key=lambda h: game.names[h])

    def linked_to(o: hexes.Hex, h: hexes.Hex) -> bool:
        return solo_paths.next_to(frozenset(road_region(o, game.pieces)), h)

    def market_on(site: int) -> hexes.Hex | None:
        return next((f for f in game.factories if game.site_of.get(f) == site), None)

    sites = plain_site_hexes(game)
    if limit >= 2 and game.factory_slots:
        for site in sites:
            if market_on(site) is not None:
                continue
            for h in sites[site]:
                reached = [o for o in orchards if linked_to(o, h)]
                if game.demand_hex(h) is not None and reached:
                    return ("market", (h, reached))
    if game.roads_left[BOT] == 0:
        return None
    best = None
    centre = None if game.factories else solo.valley_centre(game)
    for site in sites:
        market = market_on(site)
        starts = [market] if market else [h for h in sites[site]
                                           if game.demand_hex(h) is not None]
        if not starts or any(linked_to(o, s) for o in orchards for s in starts):
            continue
        for target in orchards:
            found = solo_paths.shortest_chain(game, starts, {target})
            if found is None or found[0][0] == 0:
                continue
            cost, path, start, orchard = found
            key = (cost[0], 0 if market else 1, -solo.orchard_pref(game, orchard), cost[1],
                   0 if centre is None else solo.centre_distance(centre, start),
                   game.names[start], game.names[orchard])
            if best is None or key < best[0]:
                best = (key, path, start, orchard)
    if best is not None:
        return ("connect", best[1:])
    route = solo.route_to_extend(game)
    return None if route is None else ("extend", route)


def check_position(game: SoloTwinStar) -> None:
    for limit in (1, 2):
        assert solo.construct_plan(game, limit) == plain_construct_plan(game, limit)
    best = solo.best_delivery(game)
    assert best == plain_best_delivery(game)
    assert delivery_made(game, best) == delivery_made(game, delivery_over_suggestions(game))
    for card in SOLO_DECK:
        assert solo.choose_spot(game, card, {}) == plain_choose_spot(game, card)
    for orchard in game.mines:
        plain = frozenset(nb for h in road_region(orchard, game.pieces)
                          for nb in hexes.neighbours(h))
        region = solo_paths.network(game, orchard)
        assert {h for h in game.terrain if solo_paths.next_to(region, h)} == plain & game.terrain.keys()
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
