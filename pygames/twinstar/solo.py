"""The fruit edition's solo mode: the human against the rulebook's own bot (ソロモード).

The bot is seat 1; its turns run inside the human's end of turn, so addresses hold only the
human's moves and replay exactly. Every bot decision appends ``[text key, params]`` to
``bot_log`` (the view shows them as one-line reasons). What the text leaves open is in
``readings.py``: the bot never leapfrogs; it pays no building costs; it delivers only fruits
its target market demands, and only what it can pay for; the solo deck is reshuffled when
it runs out; the demand colour the rulebook lets "the player" choose on a tie is the
highest-priced one.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from ..core.rng import Rng
from . import hexes
from .components import CONSTRUCT, MINE_ACTION, TRANSPORT
from .components_fruits import SOLO_DECK
from .fruits import FruitsTwinStar
from .hexes import Hex
from .network import Counted, Route
from .rules import square_name
from .solo_paths import (
    BOT,
    HUMAN,
    _buildable,
    _centre_d,
    _cheapest_each,
    _matching,
    _nearest_goal,
    _orchard_links,
    _orchard_rank,
    _place_blocking,
    _put_piece,
    _site_markets,
    adjacent_spots,
    centre_distance,
    free_near_bot,
    orchard_pref,
    site_hexes,
    square_makers,
    valley_centre,
)
from .turn import Factory, Square


class SoloTwinStar(FruitsTwinStar, edition="fruits", solo=True, rules=2):
    """One player against the bot: no contracts, the human starts both years."""

    __slots__ = ()  # the state: state.TwinStarState

    #: The most bot pieces a connected route is extended to (「最大4つのボットコマまで延長する」).
    EXTEND_TO = 4
    #: What the bot's delivery weighs about a route: what it can carry and the human pieces
    #: it passes (what it pays). It searches for one route per undominated pair of those:
    #: a route carrying as much past no more human pieces delivers at least as many fruits
    #: for no more credits, the most it can pay for being taken (smaller_load).
    BOT_COUNTED = Counted(capacity_all=True, items=FruitsTwinStar.COUNTED.items,
                          own=0, rivals=0, total=0)

    @property
    def solo(self) -> bool:
        return True

    def _start_credits(self) -> list[int]:
        return [self.ED.solo_start_credits, 0]

    def _seat_players(self) -> None:
        super()._seat_players()
        self.solo_deck = list(range(len(SOLO_DECK)))
        self.rng.shuffle(self.solo_deck)
        self.solo_card = -1
        self.bot_log = []
        self.bot_first = []

    def _first_player(self) -> int:
        return HUMAN

    def _end_turn(self, check: bool) -> None:
        self._close_turn(HUMAN, check)
        if not self.bot_first and self.turn.squares:
            self.bot_first = [self.turn.squares[-1]]
        if not self.done[BOT]:
            bot_turn(self)
        if not self.done[HUMAN]:
            self.current = HUMAN
            self.start_turn()
            return
        while not self.done[BOT]:
            bot_turn(self)
        self.end_year()

    def end_year(self) -> None:
        if self.round == 2:
            bot_final_sale(self)
            self.finish()
            return
        self.round = 2
        self.current = HUMAN
        self.bot_first = []
        self._start_round()

    def score_breakdown(self) -> list[dict[str, Any]]:
        return [{"credits": self.credits[HUMAN], "total": self.credits[HUMAN]}]

    def winners(self) -> list[int]:
        """The human wins with strictly more credits than the bot (a tie is the bot's)."""
        if not self.is_over:
            return []
        return [HUMAN] if self.credits[HUMAN] > self.credits[BOT] else []

    def extension(self, own: int, limit: int) -> int:
        """Pieces the bot adds to a route of ``own`` bot pieces: each of up to 2 (the
        action's limit), never past EXTEND_TO bot pieces."""
        return min(2, limit, self.EXTEND_TO - own)

    def bot_routes(self, m: Hex) -> dict[Hex, list[Route]]:
        """The routes the bot weighs from orchard m, per market: one per undominated pair
        of what it carries and the human pieces it passes (BOT_COUNTED), as a route carrying
        less may be the one it can pay for (see smaller_load)."""
        return self.network_index().outcomes(m, BOT, (), self.BOT_COUNTED)[0]

    def smaller_load(self, take: str) -> str:
        """A delivery it cannot pay for in full carries the most matching fruits it can pay
        for (「最も多くの果物を配達できるオプション」): the load less its last fruit."""
        return take[:-1]

    def determinize(self, rng: Rng, observer: int | None = None) -> None:
        super().determinize(rng, observer)
        deck = sorted(self.solo_deck)
        self.rng.shuffle(deck)
        self.solo_deck = deck
        self._changed()


def _log(game: SoloTwinStar, key: str, **params: Any) -> None:
    game.bot_log.append([key, params])


# ---------------------------------------------------------------------- placement
def first_disc(game: SoloTwinStar) -> Square | None:
    """The Construct spot diametrically opposite the human's disc (nearest the mirror point
    of that disc), nearest the centre on a tie."""
    human = game.bot_first[0] if game.bot_first else None
    spots = [(r, c) for r in range(game.size) for c in range(game.size)
             if (r, c) not in game.board and game.kind_at((r, c)) == CONSTRUCT]
    if not spots:
        return None
    if human is None:
        return min(spots, key=lambda rc: (_centre_d(game, rc), rc))
    s = game.size - 1
    mirror = (s - human[0], s - human[1])
    return min(spots, key=lambda rc: ((rc[0] - mirror[0]) ** 2 + (rc[1] - mirror[1]) ** 2,
                                      _centre_d(game, rc), rc))


def can_do(game: SoloTwinStar, kind: str, plans: dict[str, Any] | None = None) -> bool:
    """Whether the bot can perform an action of this kind now (``plans`` keeps the
    Construct and Deliver plans found: placing its disc changes none of them)."""
    plans = {} if plans is None else plans
    if kind not in plans:
        if kind == CONSTRUCT:
            plans[kind] = construct_plan(game, 2)
        elif kind == TRANSPORT:
            plans[kind] = best_delivery(game)
        else:
            return True  # Grow pays 3 credits, Research gives 3 credits
    return plans[kind] is not None


def choose_spot(game: SoloTwinStar, card: tuple[str, str, bool],
                plans: dict[str, Any] | None = None) -> tuple[Square, str, bool] | None:
    """The first action of the year's column the bot can reach and perform (nearest the
    centre), avoiding a 2x2 unless it is the bot's last disc; failing that, one that makes
    a 2x2 (its year then ends). Returns (spot, action, skipped any)."""
    column = card[0] if game.round == 1 else card[1]  # the year's column
    last = game.pool[BOT] == 1
    plans = {} if plans is None else plans
    free_near = free_near_bot(game)
    # first the squares that complete no 2x2 (for the last disc, every square), then, when
    # none of those will do, the others too
    squaring = 0 if last else square_makers(game, free_near)
    for allowed in (free_near & ~squaring, free_near) if squaring else (free_near,):
        for i, kind in enumerate(column):
            # the free squares first: an action with none is passed over without the
            # (costlier) question whether it can be performed
            spots = adjacent_spots(game, kind, allowed)
            if spots and can_do(game, kind, plans):
                return spots[0], kind, i > 0
    return None


def bot_turn(game: SoloTwinStar) -> None:
    """One whole bot turn: place a disc, resolve it, sell fruits worth 3 or more."""
    saved = game.current
    game.current = BOT
    game.start_turn()
    game.forget()
    plans: dict[str, Any] = {}
    if game.placed[BOT] == 0:
        rc = first_disc(game)
        if rc is None:
            game.done[BOT] = True
            _log(game, "bot.stuck")
            game.current = saved
            return
        _log(game, "bot.first", sq=square_name(rc))
        kind = CONSTRUCT
        symbol = False
    else:
        if not game.solo_deck:
            deck = list(range(len(SOLO_DECK)))
            game.rng.shuffle(deck)
            game.solo_deck = deck
        game.solo_card = game.solo_deck.pop(0)
        card = SOLO_DECK[game.solo_card]
        _log(game, "bot.card", n=game.solo_card + 1, order=card[game.round - 1])
        pick = choose_spot(game, card, plans)
        if pick is None:
            game.done[BOT] = True
            _log(game, "bot.stuck")
            game.current = saved
            return
        rc, kind, skipped = pick
        symbol = card[2]
        _log(game, "bot.place", sq=square_name(rc), action=kind, skipped=int(skipped))
    game.board[rc] = [BOT]
    game.pool[BOT] -= 1
    game.placed[BOT] += 1
    game.forget()
    if kind == CONSTRUCT:
        construct(game, 2, plans)
    elif kind == TRANSPORT:
        deliver(game, plans)
    elif kind == MINE_ACTION:
        grow(game)
    else:
        game.gain(BOT, 3)
        _log(game, "bot.research")
    game.forget()
    if symbol:
        _log(game, "bot.symbol")
        construct(game, 1)
    game.forget()
    sell_high(game)
    if game.pool[BOT] == 0 or game.made_square(BOT, [rc]):
        game.done[BOT] = True
    game.forget()
    game.current = saved


def sell_high(game: SoloTwinStar) -> None:
    kinds = "".join(c for c in game.ED.colours if game.reserve[BOT][c] > 0 and game.price(c) >= 3)
    if not kinds:
        return
    value = 0
    for c in kinds:
        n = game.reserve[BOT][c]
        value += n * game.price(c)
        game.discard.extend([c] * n)
        game.reserve[BOT][c] = 0
    game.gain(BOT, value)
    game.apply_market(kinds)
    _log(game, "bot.sell", fruits=kinds, value=value)


def bot_final_sale(game: SoloTwinStar) -> None:
    """End of year 2: the bot sells everything left at the current prices."""
    value = 0
    kinds = ""
    for c in game.ED.colours:
        n = game.reserve[BOT][c]
        if n:
            kinds += c
            value += n * game.price(c)
            game.discard.extend([c] * n)
            game.reserve[BOT][c] = 0
    if kinds:
        game.gain(BOT, value)
        _log(game, "bot.final_sale", fruits=kinds, value=value)


# ---------------------------------------------------------------------- construct
def construct_plan(game: SoloTwinStar, limit: int) -> tuple[str, Any] | None:
    """The bot's construct choice, in the rulebook's priority order."""
    if game.roads_left[BOT] == 0 and not game.factory_slots:
        return None
    orchards = sorted(game.mines, key=lambda h: game.names[h])
    links, linked = game.network_fact("orchard links", lambda: _orchard_links(game, orchards))

    def linked_to(o: Hex, h: Hex) -> bool:
        return h in links[o]

    sites = site_hexes(game)
    markets = _site_markets(game)
    # 1) a market on a free site connected to an orchard
    if limit >= 2 and game.factory_slots:
        for site in sites:
            if site in markets:
                continue
            for h in sites[site]:
                if game.demand_hex(h) is None:
                    continue
                reached = [o for o in orchards if linked_to(o, h)]
                if reached:
                    return ("market", (h, reached))
    if game.roads_left[BOT] == 0:
        return None
    # 2) connect a market site to an orchard by the shortest connection
    best = None
    centre = None if game.factories else valley_centre(game)
    for site in sites:
        market = markets.get(site)
        starts = [market] if market else [h for h in sites[site]
                                           if game.demand_hex(h) is not None]
        if not starts or not linked.isdisjoint(starts):
            continue
        # a chain of more new pieces than the best found cannot beat it
        chains = _cheapest_each(game, starts, orchards,
                                None if best is None else best[0][0])
        for target in orchards:
            found = chains.get(target)
            if found is None or found[0][0] == 0:
                continue
            cost, path, start, orchard = found
            key = (cost[0], 0 if market else 1, -orchard_pref(game, orchard), cost[1],
                   0 if centre is None else centre_distance(centre, start), game.names[start],
                   game.names[orchard])
            if best is None or key < best[0]:
                best = (key, path, start, orchard)
    if best is not None:
        return ("connect", best[1:])
    # 3) extend a connected route, the one with the fewest bot pieces, up to EXTEND_TO
    route = game.network_fact("route to extend", lambda: route_to_extend(game))
    return None if route is None else ("extend", route)


def route_to_extend(game: SoloTwinStar) -> tuple[int, str, list[Hex], list[Hex]] | None:
    """The connected route of bot pieces to extend: touching an orchard or market, with
    room to grow, the fewest bot pieces first; with its free ends by name."""
    routes = []
    for group in hexes.components([h for h, o in game.pieces.items() if BOT in o]):
        touches = any(nb in game.mines or nb in game.factories
                      for h in group for nb in hexes.neighbours(h))
        own = len(group)
        if touches and own < game.EXTEND_TO:
            ends = sorted({nb for h in group for nb in hexes.neighbours(h)
                           if _buildable(game, nb)}, key=lambda x: game.names[x])
            if ends:
                routes.append((own, game.names[group[0]], group, ends))
    if not routes:
        return None
    routes.sort(key=lambda r: (r[0], r[1]))
    return routes[0]


def construct(game: SoloTwinStar, limit: int, plans: dict[str, Any] | None = None) -> None:
    """Build by the plan (the one ``plans`` holds, found before the disc was placed)."""
    plan = plans[CONSTRUCT] if plans and CONSTRUCT in plans else construct_plan(game, limit)
    if plan is None:
        _log(game, "bot.no_construct")
        return
    what, data = plan
    if what == "market":
        h, reached = data
        build_market(game, h, reached)
        return
    if what == "connect":
        path, start, orchard = data
        todo = [h for h in reversed(path) if h not in game.pieces]
        placed = _place_blocking(game, todo, [start], {orchard}, limit)
        _log(game, "bot.connect", site=game.names[start], orchard=game.names[orchard],
             hexes=" ".join(game.names[h] for h in placed))
        return
    own, _, group, ends = data
    target = _nearest_goal(game, ends)
    placed = []
    for h in target[: game.extension(own, limit)]:
        if game.roads_left[BOT] > 0 and _buildable(game, h):
            _put_piece(game, h)
            placed.append(h)
    _log(game, "bot.extend", hexes=" ".join(game.names[h] for h in placed), own=own)


def build_market(game: SoloTwinStar, h: Hex, reached: list[Hex]) -> None:
    cost = game.factory_slots.pop(0)
    avail = [c for c in game.ED.colours if game.spec_pawns[c] > 0]
    counts = {c: sum(game.mines[o].count(c) for o in reached) for c in avail}
    first = max(avail, key=lambda c: (counts[c], game.price(c), -game.ED.colours.index(c)))
    others = [f for f in game.factories if f != h]
    nearest = min(others, key=lambda f: (hexes.distance(f, h), game.names[f]), default=None)
    avoid = set(game.factories[nearest].spec) if nearest is not None else set()
    rest = [c for c in avail if c != first]
    pool = [c for c in rest if c not in avoid] or rest
    second = max(pool, key=lambda c: (counts[c], game.price(c), -game.ED.colours.index(c)))
    spec = game.sort_items(first + second)
    for c in spec:
        game.spec_pawns[c] -= 1
    game.factories[h] = Factory(owner=BOT, spec=spec, cost=cost, demand=game.demand_hex(h))
    game.network_changed()
    _log(game, "bot.market", hex=game.names[h], fruits=spec, first=first)


# ---------------------------------------------------------------------- deliver
def best_delivery(game: SoloTwinStar) -> tuple[Any, ...] | None:
    """Most matching fruits; then fewest human pieces; then a bot market; then by name."""
    best = None
    index = game.network_index()
    # each mine's most matching fruits at a market its roads reach, the most it could
    # deliver: mines are tried most first, and one whose best possible key (that many
    # fruits, no human piece, a bot market) cannot beat the best delivery found is not
    # searched for routes (the choice stays the same: keys are total)
    bounds = {m: max((_matching(game, game.factories[f].spec, m) for f in index.reached(m)),
                     default=0)
              for m, fruits in game.mines.items() if fruits}
    for m in sorted(bounds, key=lambda h: (-bounds[h], game.names[h])):
        if bounds[m] == 0 or best is not None \
                and (-bounds[m], 0, 0, game.names[m]) > best[0][:4]:
            continue
        for found in deliveries_from(game, m):
            if best is None or found[0] < best[0]:
                best = found
    return best


def deliveries_from(game: SoloTwinStar, m: Hex, options: dict[Hex, list[Route]] | None = None
                    ) -> Iterator[tuple[Any, ...]]:
    """The deliveries the bot can make from orchard m, each with its key (the most matching
    fruits it can pay for along each route weighed to each market: ``options``, by default
    those BOT_COUNTED tells apart)."""
    fruits = game.mines[m]
    if options is None:
        options = game.bot_routes(m)
    for f, routes in options.items():
        spec = game.factories[f].spec
        match = sorted((g for g in fruits if g in spec),
                       key=lambda g: (-game.price(g), game.ED.colours.index(g)))
        for route in routes:
            take = "".join(match[: sum(route.counts)])
            while take and sum(game.payments(route, take, BOT).values()) > game.credits[BOT]:
                take = game.smaller_load(take)
            if not take:
                continue
            owner_bot = game.factories[f].owner == BOT
            key = (-len(take), route.counts[HUMAN], 0 if owner_bot else 1,
                   game.names[m], game.names[f], route.counts)
            yield key, m, f, route, take


def deliver(game: SoloTwinStar, plans: dict[str, Any] | None = None) -> None:
    """Deliver by the plan (the one ``plans`` holds, found before the disc was placed)."""
    plan = plans[TRANSPORT] if plans and TRANSPORT in plans else best_delivery(game)
    if plan is None:
        _log(game, "bot.no_deliver")
        return
    _, m, f, route, take = plan
    left = list(game.mines[m])
    for g in take:
        left.remove(g)
    game.mines[m] = "".join(left)
    pay = game.payments(route, take, BOT)
    for q, amount in sorted(pay.items()):
        game.pay(BOT, amount, q)
    for g in take:
        game.reserve[BOT][g] += 1
    _log(game, "bot.deliver", fruits=take, orchard=game.names[m], market=game.names[f],
         paid=sum(pay.values()))


# ---------------------------------------------------------------------- grow
def grow(game: SoloTwinStar) -> None:
    for _ in range(2):
        eligible = [o for o, g in game.mines.items() if len(g) <= game.ED.mine_target_max]
        if not eligible or not game.bag:
            break
        o = min(eligible, key=lambda x: _orchard_rank(game, x))
        drawn = game.draw(game.ED.mine_draw)
        game.mines[o] = game.sort_items(game.mines[o] + "".join(drawn))
        _log(game, "bot.grow", orchard=game.names[o], fruits="".join(drawn))
    game.gain(BOT, game.ED.mine_reward)
