"""The fruit edition (``twinstar-valley-fruits.ja.txt``): orchards and markets, several
discs a turn, the "performable action" rule, research with fees, Free Flex, the turn-order
board and contracts of the advanced mode, capital in credits.

A turn places one or more discs (「1枚以上のアクションディスクを…配置します」): each on a
free symbol (``walk``) or on a rival's single disc (``leap``, a leapfrog), orthogonally next
to one of the player's discs (the year's first disc: on the outer edge, no rival around it);
only the last disc (``place``) resolves its action. See the package docstring for the
notation and ``readings.py`` for the readings chosen where the text is unclear; the solo
mode is ``solo.py``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from . import explain, fruit_contracts, fruit_discs
from .components import CONSTRUCT, MINE_ACTION, UPGRADE
from .components_fruits import (
    DRIVE_BOT,
    ECO_ROAD,
    FREE_FLEX,
    FRUITS_EDITION,
    GROWSAFE,
    NEGOTIATOR,
)
from .hexes import Hex
from .network import Counted, Route
from .rules import Stage, TwinStar
from .turn import Factory, Square, Transport, Upgrading


class FruitsTwinStar(TwinStar, edition="fruits", rules=2):
    """The fruit edition (basic and advanced modes) under the current rules."""

    __slots__ = ()  # the state: state.TwinStarState

    ED = FRUITS_EDITION
    #: a route's every piece carries; the route-length contract asks for 8 pieces
    COUNTED = Counted.by_contracts(FRUITS_EDITION.contracts, capacity_all=True,
                                   items=FRUITS_EDITION.mine_capacity, total=8)
    #: A turn may cover free symbols without resolving them (``walk``) to reach an action
    #: (rules version 1 reached further only by leapfrogs: its own ``_moves_place``).
    WALKS = True

    # ------------------------------------------------------------------ setup
    @property
    def advanced(self) -> bool:
        return self.options.get("mode") == "advanced" and not self.solo

    def _factory_costs(self) -> tuple[int, ...]:
        assert self.ED.factory_costs_by_players is not None
        return self.ED.factory_costs_by_players[self.players]

    def _start_credits(self) -> list[int]:
        return [self.ED.start_credits[p] for p in range(self.seats)]

    def _seat_players(self) -> None:
        """A random start player; with the turn-order board (advanced, 3-4 players) a random
        order on its left column and the reverse on its right."""
        if self.advanced and self.players >= 3:
            left = list(range(self.seats))
            self.rng.shuffle(left)
            self.order_left = left
            self.order_right = left[::-1]
            self.current = left[0]
        else:
            self.current = self._first_player()
        self.start_player = self.current

    def _first_player(self) -> int:
        return self.rng.below(self.seats)

    def _lay_tiles(self, positions: list[Hex]) -> tuple[dict[Hex, str], dict[Hex, int],
                                                        dict[Hex, str], list[Any]] | None:
        """Either side of each tile up, the two-orchard tile exactly at 1-2 players, no two
        market sites of different tiles touching (else lay again)."""
        ed = self.ED
        k = len(positions)
        others = [i for i in range(len(ed.tile_sides)) if i != ed.special_tile]
        self.rng.shuffle(others)
        special = self.players in ed.special_players
        chosen = [ed.special_tile] + others[: k - 1] if special else others[:k]
        self.rng.shuffle(chosen)
        used = []
        tiles = []
        for slot, pos in enumerate(positions):
            side = self.rng.below(2)
            used.append([chosen[slot], side])
            tiles.append((pos, self.rng.below(6), ed.tile_sides[chosen[slot]][side]))
        if self.sites_merge(tiles):
            return None
        terrain: dict[Hex, str] = {}
        tile_of: dict[Hex, int] = {}
        laid = [self.lay_tile(terrain, tile_of, slot, pos, rotation, tile)
                for slot, (pos, rotation, tile) in enumerate(tiles)]
        return terrain, tile_of, self.cell_names(laid), used

    def demand_hex(self, h: Hex) -> Hex | None:
        """Where a market on h puts its demand pieces: a free hex of the same site next to it
        (the first by name); None if there is none."""
        return self.factory_fact("demand hexes", self._demand_hexes).get(h)

    def _demand_hexes(self) -> dict[Hex, Hex]:
        """demand_hex of every site hex that has one (no other hex has one)."""
        factories = self.factories
        out = {}
        for h in self.site_hexes:
            for nb in self.same_site_neighbours(h):
                if nb not in factories:
                    out[h] = nb
                    break
        return out

    # ------------------------------------------------------------------ a disc resolves
    def resolve(self, rc: Square) -> None:
        self.turn.acts.append(self.kind_at(rc))
        super().resolve(rc)

    def _main_stages(self, kind: str) -> list[Stage]:
        main = super()._main_stages(kind)
        return [("grow_start", ""), *main] if kind == MINE_ACTION else main

    def closing_stages(self) -> list[Stage]:
        return [("sell", "")] + ([("claim", "")] if self.advanced else []) + [("end", "")]

    # ------------------------------------------------------------------ actions
    def _build_limit(self, p: int) -> int:
        return 3 if self.has_upgrade(p, ECO_ROAD) else 2

    def _movements(self, p: int) -> int:
        return 2 if self.has_upgrade(p, DRIVE_BOT) else 1

    def _mine_draw(self, p: int, arg: str) -> int:
        return 4 if self.has_upgrade(p, GROWSAFE) else self.ED.mine_draw

    def _enter_mine_pay(self, arg: str) -> bool:
        super()._enter_mine_pay(arg)
        self.move_order_marker(self.current, up=True)
        return False

    def _factory_piece_reason(self, h: Hex) -> str | None:
        return "no_demand_hex" if self.demand_hex(h) is None else None

    def _new_factory(self, p: int, h: Hex, cost: int) -> Factory:
        return Factory(owner=p, cost=cost, demand=self.demand_hex(h))

    def _pair_allowed(self, mine: Hex, factory: Hex) -> bool:
        """Drive Bot's second delivery goes from another orchard and/or to another market."""
        step = self.step
        return not (isinstance(step, Transport) and step.previous == (mine, factory))

    def _after_movement(self, step: Transport) -> None:
        super()._after_movement(step)
        if step.first:
            self.move_order_marker(self.current, up=False)

    def tolls(self, route: Route, n: int, p: int) -> dict[int, int]:
        """Each rival: its pieces on the route × the fruits delivered."""
        return {q: c * n for q, c in enumerate(route.counts) if q != p and c > 0}

    def factory_fee(self, factory: Factory, items: str) -> int:
        return sum(g in factory.spec for g in items)  # only fruits the market demands

    # ------------------------------------------------------------------ research
    def research_fees(self, p: int, t: int) -> dict[int, int]:
        """What p pays, per rival, to put a new disc on research t (either slot counts)."""
        rivals = [q for q in range(self.seats) if q != p and self.upgrades[q].get(t, 0) > 0]
        fee = self._research_fee()
        return {q: fee for q in rivals}

    def _research_fee(self) -> int:
        """The fee to each rival already on a research."""
        return self.ED.research_fee_2p if self.seats == 2 else self.ED.research_fee_each

    def research_moves(self, p: int, free: bool) -> list[str]:
        return [f"upgrade {t}" for t in self._research_options(p, free)]

    def _research_options(self, p: int, free: bool) -> Iterator[int]:
        """The research tracks p may put a disc on now (``free``: without the fees)."""
        advanced = self.advanced
        levels = self.upgrades[p]
        # fees are asked about only when they could be more than p holds (every rival on it)
        short = not free and self.credits[p] < self._research_fee() * (self.seats - 1)
        for t, steps in self.ED.upgrade_steps.items():
            if t == NEGOTIATOR and not advanced:
                continue
            level = levels.get(t, 0)
            if level >= steps:
                continue
            if level == 0 and short and self.credits[p] < sum(self.research_fees(p, t).values()):
                continue
            yield t

    def _moves_upgrade(self) -> list[str]:
        step = self.step
        return self.research_moves(self.current, free=isinstance(step, Upgrading) and step.free)

    def _before_upgrade(self, p: int, track: int) -> None:
        step = self.step
        free = isinstance(step, Upgrading) and step.free
        if self.upgrades[p].get(track, 0) == 0 and not free:
            for q, amount in sorted(self.research_fees(p, track).items()):
                self.pay(p, amount, q)
        self.turn.acts.append(UPGRADE)

    # ------------------------------------------------------------------ turn-order board
    def move_order_marker(self, p: int, up: bool) -> None:
        """Grow moves p's right-column marker up, Deliver down (1 step at 3P, 2 at 4P)."""
        if not self.order_right:
            return
        steps = 1 if self.seats == 3 else 2
        col = self.order_right
        i = col.index(p)
        j = max(0, i - steps) if up else min(len(col) - 1, i + steps)
        col.pop(i)
        col.insert(j, p)

    # ------------------------------------------------------------------ contracts
    GOAL_EVENTS: ClassVar[dict[str, str]] = {
        "markets": CONSTRUCT, "pieces": CONSTRUCT, "terrain": CONSTRUCT, "all_roads": CONSTRUCT,
        "tile6": CONSTRUCT, "grow_discs": MINE_ACTION, "research": UPGRADE,
        "deliver": "movements", "deliver_match": "movements", "own_pass": "movements",
        "rival_pass": "movements", "route8": "movements",
        "sale": "sale", "sell": "sold", "grow_fruits": "grows",
    }

    # ------------------------------------------------------------------ end of turn / year
    def _end_turn(self, check: bool) -> None:
        p = self.current
        self._close_turn(p, check)
        nxt = self.next_seat(p)
        if nxt is not None:
            self.current = nxt
            self.start_turn()
            return
        self.end_year()

    def _close_turn(self, p: int, check: bool) -> None:
        """A 2×2 (without Free Flex) or the last disc ends p's year; contracts refill."""
        if check and self.made_square(p, self.turn.squares) and not self.has_upgrade(p, FREE_FLEX):
            self.done[p] = True
        if self.pool[p] == 0:
            self.done[p] = True
        self.refill_grid()
        self.last_player = p

    def next_seat(self, p: int) -> int | None:
        """Who plays next (clockwise, or down the turn-order board), None at the year's end."""
        n = self.seats
        if self.order_left:
            for i in range(self.order_pos + 1, n):
                if not self.done[self.order_left[i]]:
                    self.order_pos = i
                    return self.order_left[i]
            self.order_left = list(self.order_right)  # next round: left copies right
            for i in range(n):
                if not self.done[self.order_left[i]]:
                    self.order_pos = i
                    return self.order_left[i]
            return None
        for step in range(1, n + 1):
            q = (p + step) % n
            if not self.done[q]:
                return q
        return None

    def capital(self, p: int) -> int:
        """A player's capital as the mode's final scoring counts it (credits, markets, and
        contracts in the advanced mode): year 2 starts with the poorest."""
        return int(self.score_breakdown()[p]["total"])

    def end_year(self) -> None:
        if self.round == 2:
            self.finish()
            return
        self.round = 2
        if self.order_left:
            self.order_left = list(self.order_right)
            self.order_pos = 0
            self.current = self.order_left[0]
        else:
            self.current = self._year_two_start()
        self._start_round()

    def _year_two_start(self) -> int:
        """The poorest player; a tie goes to the first of them clockwise from year 1's start."""
        seats = [(self.start_player + i) % self.seats for i in range(self.seats)]
        return min(seats, key=self.capital)

    # ------------------------------------------------------------------ scoring
    def market_points(self, p: int) -> int:
        return self.factory_points(p)

    def score_breakdown(self) -> list[dict[str, Any]]:
        out = []
        for p in range(self.players):
            row: dict[str, Any] = {"credits": self.credits[p], "markets": self.market_points(p)}
            if self.advanced:
                row["contracts"] = self.contract_points(p)
            row["total"] = sum(row.values())
            out.append(row)
        return out

    def _tiebreak(self, player: int) -> tuple[Any, ...]:
        if self.advanced:
            return (len(self.won[player]), self.contract_points(player), self.unlocked(player))
        return (self.unlocked(player),)

    def disc_reason(self, p: int, verb: str, rc: Square) -> str:
        """Why a ``place``/``walk``/``leap`` on rc is not legal now."""
        if not self.square_ok(rc):
            return "square"
        if verb == "leap":
            if self.placed[p] == 0:
                return "leap_first"
            stack = self.board.get(rc, [])
            if not stack or stack[-1] == p:
                return "leap_rival"
            if len(stack) >= 2:
                return "leap_stacked"
            if not any(self.top(x) == p for x in self.orth(rc)):
                return "not_adjacent"
            return "leap_reach"
        if rc in self.board:
            return "occupied"
        if self.placed[p] == 0 and self.first_disc_reason(p, rc):
            return self.first_disc_reason(p, rc) or "edge"
        if verb == "walk":
            if self.placed[p] and not any(self.top(x) == p for x in self.orth(rc)):
                return "not_adjacent"
            return "walk_reach"
        finals = self.finals(p)
        if rc not in finals:
            return "not_adjacent"
        if finals[rc] > 1:
            return "walk_needed"
        return "unperformable"

    def _explain(self, move: str) -> IllegalMove:
        return explain.explain(self, move)

    # ------------------------------------------------------------------ discs (fruit_discs.py)
    leapable = fruit_discs.leapable
    passable = fruit_discs.passable
    _entry_bits = fruit_discs._entry_bits
    _reach = fruit_discs._reach
    disc_reach = fruit_discs.disc_reach
    _final_bits = fruit_discs._final_bits
    _finals_of = staticmethod(fruit_discs._finals_of)
    finals = fruit_discs.finals
    performable_bits = fruit_discs.performable_bits
    performable = fruit_discs.performable
    _can_construct = fruit_discs._can_construct
    targets = fruit_discs.targets
    _target_bits = fruit_discs._target_bits
    _targets_among = fruit_discs._targets_among
    _moves_place = fruit_discs._moves_place
    chains = fruit_discs.chains
    _do_place = fruit_discs._do_place

    # ------------------------------------------------------------------ contracts (fruit_contracts.py)
    _delivered_pool = fruit_contracts._delivered_pool
    _take_fruits = fruit_contracts._take_fruits
    turn_events = fruit_contracts.turn_events
    goal_met = fruit_contracts.goal_met
    claim_limit = fruit_contracts.claim_limit
    may_claim = fruit_contracts.may_claim
    _do_claim = fruit_contracts._do_claim
    refill_grid = fruit_contracts.refill_grid

    # ------------------------------------------------------------------ the tables
    PHASES = {**TwinStar.PHASES, "place": (_moves_place, _do_place),
              "upgrade": (_moves_upgrade, TwinStar.PHASES["upgrade"][1]),
              "claim": (TwinStar.PHASES["claim"][0], _do_claim)}
    STAGES = {**TwinStar.STAGES, "mine_pay": _enter_mine_pay}
