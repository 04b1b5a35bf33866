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
from functools import reduce
from operator import or_
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from . import explain
from .components import CONSTRUCT, MINE_ACTION, TRANSPORT, UPGRADE
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
from .rules import Stage, TwinStar, covers, parse_square, square_name
from .turn import Factory, Square, Transport, Upgrading


class FruitsTwinStar(TwinStar, edition="fruits", rules=2):
    """The fruit edition (basic and advanced modes) under the current rules."""

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

    # ------------------------------------------------------------------ discs
    def leapable(self, p: int, rc: Square) -> bool:
        """A rival's single disc (a square holds two discs at most)."""
        stack = self.board.get(rc, [])
        return len(stack) == 1 and stack[0] != p

    def passable(self, p: int, rc: Square) -> bool:
        """Whether a disc of p may go on rc: a free symbol, or a rival's single disc."""
        stack = self.board.get(rc)
        return not stack or (len(stack) == 1 and stack[0] != p)

    def _entry_bits(self, p: int) -> int:
        """Squares p's next disc may go on: free or leapable squares next to p's discs; for
        the year's first disc, free edge squares with no rival around (first_disc_reason)."""
        key = ("entry", p)
        found = self._memo.get(key)
        if found is None:
            bits = self.shape.bits
            occupied, own, passable = self._discs(p)
            found = self._memo[key] = bits.edge & ~occupied & ~self.near_rivals(p) \
                if self.placed[p] == 0 else bits.orth(own) & passable
        return found

    def _reach(self, p: int) -> list[int]:
        """The squares p's discs this turn can cover with 1, 2, ... discs (up to the discs
        p holds): bit sets, one per number of discs (each disc on a free square or a rival's
        single disc, next to a disc of p's)."""
        key = ("reach", p)
        found = self._memo.get(key)
        if found is None:
            bits = self.shape.bits
            found = self._memo[key] = bits.layers(self._entry_bits(p), self._discs(p)[2],
                                                  self.pool[p])
        return found

    def disc_reach(self, p: int) -> dict[Square, int]:
        """Discs p needs this turn to cover each square it can reach (that disc included)."""
        bits = self.shape.bits
        layers = bits.layers(self._entry_bits(p), self._discs(p)[2], len(bits.squares))
        return {rc: d for d, layer in enumerate(layers, 1) for rc in bits.squares_of(layer)}

    def _final_bits(self, p: int) -> int:
        """The free squares p can end this turn's placing on."""
        return self._finals_of(self._reach(p), self._discs(p)[0])

    @staticmethod
    def _finals_of(reach: list[int], occupied: int) -> int:
        """The free squares of a spread (its layers), ``occupied`` the squares with discs."""
        return reduce(or_, reach, 0) & ~occupied

    def finals(self, p: int) -> dict[Square, int]:
        """Free squares p can end this turn's placing on, with the discs that takes."""
        squares_of = self.shape.bits.squares_of
        free = ~self._discs(p)[0]
        return {rc: d for d, layer in enumerate(self._reach(p), 1)
                for rc in squares_of(layer & free)}

    def performable_bits(self, p: int, squares: int) -> int:
        """The given squares (a bit set) whose action p could perform now. Kept for the
        turn as two bit sets: the squares whose kinds were asked about, and of those the
        performable ones (a kind is asked about only when one of its squares is)."""
        key = ("performable bits", p)
        asked, ok = self._turn_facts.get(key, (0, 0))
        if squares & ~asked:
            for kind, kind_bits in self.shape.kind_bits.items():
                if kind_bits & squares & ~asked:
                    asked |= kind_bits
                    if self.performable(p, kind):
                        ok |= kind_bits
            self._turn_facts[key] = (asked, ok)
        return ok & squares

    def performable(self, p: int, kind: str) -> bool:
        """Whether p could perform at least part of an action of this kind now (placing
        discs changes none of it): Construct an affordable piece or market, Deliver a load,
        Research an affordable research; Grow always (its 3 credits)."""
        key = ("performable", p, kind)
        ok = self._turn_facts.get(key)
        if ok is None:
            if kind == CONSTRUCT:
                ok = self._can_construct(p)
            elif kind == TRANSPORT:
                ok = self.can_move(p)
            elif kind == UPGRADE:
                ok = next(self._research_options(p, free=False), None) is not None
            else:
                ok = True
            self._turn_facts[key] = ok
        return ok

    def _can_construct(self, p: int) -> bool:
        """A road piece on a free hex of a terrain p can pay for (road_terrains of the open
        terrains, stopping at the first), or a market."""
        if self.roads_left[p]:
            credits = self.credits[p]
            for t in self.open_terrains():
                cost = self.terrain_cost(p, t)
                if cost is not None and credits >= cost:
                    return True
        return self.factory_affordable(p) and bool(self.factory_sites(p))

    def targets(self, p: int) -> dict[Square, int]:
        """The squares p may end this turn on: the performable actions it can reach, or any
        it can reach when none is performable (「他にアクションが利用できない場合を除き」)."""
        bits = self.shape.bits
        chosen = self._target_bits(p)
        return {rc: d for rc, d in self.finals(p).items() if chosen & bits.bit(rc)}

    def _target_bits(self, p: int) -> int:
        return self._targets_among(p, self._final_bits(p))[1]

    def _targets_among(self, p: int, finals: int) -> tuple[int, int]:
        """Of the squares p can end this turn on (``finals``), the performable ones; and the
        targets: those, or all of them when none is (see targets)."""
        performable = self.performable_bits(p, finals)
        return performable, performable or finals

    def _moves_place(self) -> list[str]:
        p = self.current
        shape = self.shape
        bits = shape.bits
        reach = self._reach(p)
        occupied, _, passable = self._discs(p)
        # _target_bits, from the spread and discs at hand
        performable, targets = self._targets_among(p, self._finals_of(reach, occupied))
        moves = shape.moves_of("place", reach[0] & targets) if reach else []
        pool = self.pool[p]
        if pool >= 2:
            free = bits.usable & ~occupied
            # the squares a later disc may end on: only performable ones when one is in reach
            goals = self.performable_bits(p, free) if performable else free
            # the goals the other ways on reach with the discs left (a year's first disc is
            # the only way on)
            near = 0
            if self.placed[p]:
                for layer in reach[:pool - 1]:
                    near |= layer
            near &= goals
            entries = self._entry_bits(p)
            walks, leaps = shape.disc_moves("walk"), shape.disc_moves("leap")
            reaches, orth, left = bits.reaches, bits.orth, pool - 1
            while entries:
                here = entries & -entries
                entries ^= here
                # a disc on ``here`` that does not resolve must leave a goal to end on with
                # the discs after it: one the other ways on reach without it (``near``), or
                # one the spread from ``here`` over passable squares reaches
                if near & ~here or reaches(orth(here) & passable, passable, left,
                                           goals & ~here):
                    i = here.bit_length() - 1
                    moves.append(leaps[i] if here & occupied else walks[i])
        return moves or ["pass"]

    def chains(self, p: int, target: Square) -> list[list[str]]:
        """The shortest ways for p to end this turn on ``target``: each a list of moves
        (``walk``/``leap`` discs, then ``place``), one per distinct set of squares covered."""
        reach = self.disc_reach(p)
        if target not in self.targets(p):
            return []
        out: dict[frozenset[Square], list[str]] = {}

        def back(rc: Square, tail: list[Square]) -> None:
            d = reach[rc]
            if d == 1:
                path = [rc, *tail]
                out.setdefault(frozenset(path), [
                    *((("leap " if x in self.board else "walk ") + square_name(x)) for x in path[:-1]),
                    "place " + square_name(path[-1])])
                return
            for x in self.orth(rc):
                if reach.get(x) == d - 1:
                    back(x, [rc, *tail])

        back(target, [])
        return [out[k] for k in sorted(out, key=lambda s: sorted(s))]

    def _do_place(self, move: str) -> None:
        p = self.current
        if move == "pass":
            self.done[p] = True
            self._end_turn(check=False)
            return
        verb, sq = move.split(" ")
        rc = parse_square(sq)
        assert rc is not None
        self.put_disc(p, rc)
        if verb == "place":
            self.resolve(rc)

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
    def _delivered_pool(self) -> tuple[list[str], list[str]]:
        """Delivered fruits this turn not yet used by a contract: (unmatched, matched)."""
        t = self.turn
        matched = [g for m in t.movements for g in m.matched]
        unmatched = [g for m in t.movements for g in m.items]
        for g in matched:
            unmatched.remove(g)
        for g in t.used_matched:
            matched.remove(g)
        for g in t.used_other:
            unmatched.remove(g)
        return unmatched, matched

    def _take_fruits(self, need: str, match_only: bool, commit: bool) -> bool:
        """Whether the unused delivered fruits cover ``need`` (a deliver_match goal takes
        matching fruits only; a deliver goal takes unmatched ones first); if commit, use them."""
        if need and not self.turn.movements:  # nothing delivered this turn
            return False
        unmatched, matched = self._delivered_pool()
        used_u, used_m = [], []
        wild = 0
        for g in need:
            if g == "*":
                wild += 1
            elif not match_only and g in unmatched:
                unmatched.remove(g)
                used_u.append(g)
            elif g in matched:
                matched.remove(g)
                used_m.append(g)
            else:
                return False
        for _ in range(wild):
            if not match_only and unmatched:
                used_u.append(unmatched.pop(0))
            elif matched:
                used_m.append(matched.pop(0))
            else:
                return False
        if commit:
            self.turn.used_other += "".join(used_u)
            self.turn.used_matched += "".join(used_m)
        return True

    GOAL_EVENTS: ClassVar[dict[str, str]] = {
        "markets": CONSTRUCT, "pieces": CONSTRUCT, "terrain": CONSTRUCT, "all_roads": CONSTRUCT,
        "tile6": CONSTRUCT, "grow_discs": MINE_ACTION, "research": UPGRADE,
        "deliver": "movements", "deliver_match": "movements", "own_pass": "movements",
        "rival_pass": "movements", "route8": "movements",
        "sale": "sale", "sell": "sold", "grow_fruits": "grows",
    }

    def turn_events(self) -> set[str]:
        """The actions performed this turn, and whether fruits were delivered, grown, sold
        from the reserve or sold for credits (delivered fruits no market demands are sold
        at once, so a delivery may meet the sale goals too)."""
        t = self.turn
        events = set(t.acts)
        for name, value in (("movements", t.movements), ("grows", t.grows),
                            ("sold", t.sold or t.movements), ("sale", t.sale or t.movements)):
            if value:
                events.add(name)
        return events

    def goal_met(self, p: int, contract: Any, commit: bool = False) -> bool:
        """Whether p meets a contract's goal with what happened this turn (``commit``: the
        delivered fruits it needs are used up, so a second contract cannot count them)."""
        t = self.turn
        g, param = contract.goal, contract.param
        acts = t.acts
        built = CONSTRUCT in acts
        if g == "markets":
            return built and sum(f.owner == p for f in self.factories.values()) >= int(param)
        if g == "pieces":
            return built and len(self.owned_pieces(p)) >= int(param)
        if g == "terrain":
            kind, count = str(param)[0], int(str(param)[1:])
            return built and sum(self.terrain[h] == kind for h in self.owned_pieces(p)) >= count
        if g == "all_roads":
            return built and self.roads_left[p] == 0
        if g == "tile6":
            return built and max(self.pieces_per_tile(p).values(), default=0) >= 6
        if g == "grow_discs":
            return MINE_ACTION in acts and self.discs_on(p, MINE_ACTION) >= int(param)
        if g == "research":
            return UPGRADE in acts and self.unlocked(p) >= int(param)
        if g in ("deliver", "deliver_match"):
            return self._take_fruits(str(param), g == "deliver_match", commit)
        if g == "sale":
            return t.sale + t.delivery_sold >= int(param)
        if g == "sell":
            return t.sold + t.delivery_sold >= int(param)
        if g == "own_pass":
            return any(m.own >= int(param) for m in t.movements)
        if g == "rival_pass":
            return any(m.rival >= int(param) for m in t.movements)
        if g == "route8":
            return any(m.total >= 8 for m in t.movements)
        if g == "grow_fruits":
            return any(covers(grown, str(param)) for grown in t.grows)
        raise ValueError(g)

    def claim_limit(self, p: int) -> int:
        return 2 if self.has_upgrade(p, NEGOTIATOR) else 1

    def may_claim(self, p: int) -> bool:
        t = self.turn
        return not (t.claim_done or t.claims >= self.claim_limit(p))

    def _do_claim(self, move: str) -> None:
        p = self.current
        if move == "done":
            self.turn.claim_done = True
            self._next()
            return
        i = int(move.split(" ")[1]) - 1
        cid = self.grid[i]
        assert cid is not None
        c = self.contract(cid)
        self.goal_met(p, c, commit=True)
        self.won[p].append(cid)
        self.grid[i] = None
        self.turn.claims += 1
        bonus: dict[str, list[Stage]] = {
            "roads": [("roads", str(c.bonus_n or 1))],
            "research": [("upgrade", "free")],
            "grow": [("grow_start", ""), ("mine", "fbonus"), ("mine", "fbonus"),
                     ("mine_pay", "bonus")],
            "deliver": [("transport", "")],
            "": [],
        }
        if c.bonus == "grow":
            self.turn.acts.append(MINE_ACTION)
        self.stages = bonus[c.bonus] + [("claim", "")] + self.stages
        self._next()

    def refill_grid(self) -> None:
        """Contracts taken this turn are replaced at its end (「あなたのターンの終了時にのみ補充」)."""
        for i, cid in enumerate(self.grid):
            if cid is None and self.pile:
                self.grid[i] = self.pile.pop(0)

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

    # ------------------------------------------------------------------ the tables
    PHASES = {**TwinStar.PHASES, "place": (_moves_place, _do_place),
              "upgrade": (_moves_upgrade, TwinStar.PHASES["upgrade"][1]),
              "claim": (TwinStar.PHASES["claim"][0], _do_claim)}
    STAGES = {**TwinStar.STAGES, "mine_pay": _enter_mine_pay}
