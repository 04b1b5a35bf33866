"""The fruit edition's rule switches on top of the shared TwinStar engine (a mixin of TwinStar).

Everything here runs only when the edition's switches ask for it (``ed.leap_in_discs`` and
friends); the valley, routes, action board, market and scoring machinery stay in rules.py.
Fruit-only pieces: setup (double-sided tiles, domes, random start, solo), placing several
discs a turn (leapfrogs paid in discs), the "choose a performable action" rule, research
fees, the turn-order board, fruit contracts and the end of a turn/year.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import components as comp
from . import hexes
from .components_fruits import SOLO_DECK
from .hexes import Hex

if TYPE_CHECKING:
    from .routes import Route

Square = tuple[int, int]


class FruitRules:
    """Mixin of :class:`rules.TwinStar`; ``self`` is always a TwinStar."""

    # ------------------------------------------------------------------ setup
    def _setup_fruits(self: Any) -> None:
        ed = self.ed
        n = self.seats
        self.solo = self.players == 1
        self.advanced = self.options.get("mode") == "advanced" and not self.solo
        self.bag = sorted(c for c in ed.colours for _ in range(ed.per_colour))
        self.discard = []
        self._generate_valley()
        for h in sorted(self.mines):
            self.mines[h] = "".join(sorted(self._draw(ed.mine_draw), key=ed.colours.index))
        self.market = {c: ed.market_start for c in ed.colours}
        assert ed.factory_costs_by_players is not None
        self.factory_slots = list(ed.factory_costs_by_players[self.players])
        self.spec_pawns = {c: ed.spec_pawns_per_colour for c in ed.colours}
        if self.solo:
            self.credits = [ed.solo_start_credits, 0]
        else:
            self.credits = [ed.start_credits[p] for p in range(n)]
        self.bank = ed.bank - sum(self.credits)
        self.reserve = [{c: 0 for c in ed.colours} for _ in range(n)]
        self.roads_left = [ed.road_pieces] * n
        self.upgrades = [{} for _ in range(n)]
        self.won = [[] for _ in range(n)]
        self.grid = []
        self.pile = []
        if self.advanced:
            decks: dict[str, list[str]] = {}
            for c in ed.contracts:
                decks.setdefault(c.deck, []).append(c.id)
            for d in sorted(decks):
                self.rng.shuffle(decks[d])
            self.grid = list(decks["A"][: ed.grid_size])
            self.pile = [cid for d in ed.pile_decks for cid in decks[d][: ed.per_deck]]
        self.order_left: list[int] = []
        self.order_right: list[int] = []
        self.order_pos = 0
        self.round = 1
        if self.advanced and self.players >= 3:
            left = list(range(n))
            self.rng.shuffle(left)
            self.order_left = left
            self.order_right = left[::-1]
            self.current = left[0]
        elif self.solo:
            self.current = 0
        else:
            self.current = self.rng.below(n) if ed.random_start else 0
        self.start_player = self.current
        self.solo_deck: list[int] = []
        self.solo_card = -1
        self.bot_log: list[list[Any]] = []
        self.bot_first: list[int] = []
        if self.solo:
            deck = list(range(len(SOLO_DECK)))
            self.rng.shuffle(deck)
            self.solo_deck = deck
        self.last_player = self.current
        self._start_round()

    def _generate_fruit_valley(self: Any, k: int) -> None:
        """Random legal valley: k tiles, either side up, the two-orchard tile exactly when the
        player count asks for it, no two market sites of different tiles touching."""
        ed = self.ed
        while True:
            positions: list[Hex] = [(0, 0)]
            while len(positions) < k:
                taken = set(positions)
                cands = sorted({nb for p in positions for nb in hexes.neighbours(p)} - taken)
                positions.append(self.rng.choice(cands))
            if not hexes.tile_layout_ok(positions):
                continue
            others = [i for i in range(len(ed.tile_sides)) if i != ed.special_tile]
            self.rng.shuffle(others)
            special = self.players in ed.special_players
            chosen = [ed.special_tile] + others[: k - 1] if special else others[:k]
            self.rng.shuffle(chosen)
            terrain: dict[Hex, str] = {}
            tile_of: dict[Hex, int] = {}
            names: dict[Hex, str] = {}
            used = []
            for slot, pos in enumerate(positions):
                side = self.rng.below(2)
                tile = ed.tile_sides[chosen[slot]][side]
                used.append([chosen[slot], side])
                for i, h in hexes.tile_hexes(pos, self.rng.below(6)):
                    terrain[h] = tile[i]
                    tile_of[h] = slot
                    names[h] = f"{'ABCDEF'[slot]}{i + 1}"
            if self._sites_merge(terrain, tile_of):
                continue
            self.tiles_used = used
            self.install_valley(terrain, tile_of, names)
            return

    def demand_hex(self: Any, h: Hex) -> Hex | None:
        """Where a market on h puts its demand pieces: a free hex of the same site next to it
        (the first by name); None if there is none."""
        site = self.site_of.get(h)
        for nb in sorted(hexes.neighbours(h), key=lambda x: self.names.get(x, "")):
            if self.terrain.get(nb) == comp.SITE and self.site_of.get(nb) == site \
                    and nb not in self.factories:
                return nb
        return None

    # ------------------------------------------------------------------ discs
    def _own_tops(self: Any, p: int) -> set[Square]:
        return {rc for rc, s in self.board.items() if s[-1] == p}

    def _leapable(self: Any, p: int, rc: Square) -> bool:
        stack = self.board.get(rc, [])
        return len(stack) == 1 and stack[0] != p

    def _leap_distances(self: Any, p: int, tops: set[Square]) -> dict[Square, int]:
        """Leaps needed to get one of p's discs onto each square (own tops: 0)."""
        dist = {rc: 0 for rc in tops}
        frontier = sorted(tops)
        d = 0
        while frontier:
            d += 1
            nxt = []
            for rc in frontier:
                for x in self._orth(rc):
                    if x not in dist and self._leapable(p, x):
                        dist[x] = d
                        nxt.append(x)
            frontier = sorted(nxt)
        return dist

    def reach(self: Any, p: int, extra: Square | None = None) -> dict[Square, int]:
        """Free squares p can still take a final disc on this turn, with the leaps needed."""
        if self.placed[p] == 0:
            out = {}
            for r in range(self.size):
                for c in range(self.size):
                    if self._placement_reason(p, (r, c)) is None:
                        out[(r, c)] = 0
            return out
        tops = self._own_tops(p)
        if extra is not None:
            tops.add(extra)
        dist = self._leap_distances(p, tops)
        out: dict[Square, int] = {}
        for rc, d in dist.items():
            for x in self._orth(rc):
                if x not in self.board and d + 1 <= self.pool[p]:
                    out[x] = min(out.get(x, 99), d)
        return out

    def performable(self: Any, p: int, kind: str) -> bool:
        """Whether p could perform at least part of an action of this kind now."""
        key = ("perf", p, kind)
        if key in self._memo:
            return bool(self._memo[key])
        if kind == comp.CONSTRUCT:
            ok = self._can_construct(p)
        elif kind == comp.TRANSPORT:
            saved = self.current, self.ctx
            self.current, self.ctx = p, {}
            self._memo.pop("mine_choices", None)
            ok = bool(self._compute_mine_choices())
            self.current, self.ctx = saved
        elif kind == comp.UPGRADE:
            ok = bool(self._moves_research(p, free=False))
        else:
            ok = True  # Grow always pays its 3 credits, even with every orchard full
        self._memo[key] = ok
        return ok

    def _can_construct(self: Any, p: int) -> bool:
        saved = self.ctx
        self.ctx = {"limit": 2, "built": 0, "free": False}
        try:
            for h in self.terrain:
                if self._factory_reason(p, h) is None or self._road_reason(p, h) is None:
                    return True
            return False
        finally:
            self.ctx = saved

    def targets(self: Any, p: int, extra: Square | None = None) -> dict[Square, int]:
        """Reachable final squares p may choose: performable actions only, unless none is."""
        reach = self.reach(p, extra)
        if not self.ed.must_perform:
            return reach
        full = self.reach(p) if extra is not None else reach
        if any(self.performable(p, self.kind_at(rc)) for rc in full):
            return {rc: d for rc, d in reach.items() if self.performable(p, self.kind_at(rc))}
        return reach

    def _leap_ok(self: Any, p: int, rc: Square) -> bool:
        if self.placed[p] == 0 or not self._leapable(p, rc) or self.pool[p] < 2:
            return False
        if not any(self.top(x) == p for x in self._orth(rc)):
            return False
        saved = self.pool[p]
        self.pool[p] = saved - 1
        try:
            return bool(self.targets(p, extra=rc))
        finally:
            self.pool[p] = saved

    def _moves_place_fruits(self: Any) -> list[str]:
        from .rules import square_name

        p = self.current
        tg = self.targets(p)
        moves = ["place " + square_name(rc) for rc in sorted(tg) if tg[rc] == 0]
        for r in range(self.size):
            for c in range(self.size):
                if self._leap_ok(p, (r, c)):
                    moves.append("leap " + square_name((r, c)))
        return moves or ["pass"]

    def _leap_fruits(self: Any, p: int, rc: tuple[int, int]) -> None:
        """A fruit-edition leapfrog: one more disc on the rival's, the turn goes on (the
        shared placement step in rules.py handles ``pass`` and plain placements)."""
        self.board[rc].append(p)
        self.pool[p] -= 1
        self.placed[p] += 1
        self.turn["squares"].append(rc)
        self._memo = {}

    def _fruit_stages(self: Any, kind: str) -> list[str]:
        self.turn["acts"].append(kind)
        main = {
            comp.CONSTRUCT: ["construct"],
            comp.TRANSPORT: ["transport"],
            comp.MINE_ACTION: ["mine", "mine", "mine_pay"],
            comp.UPGRADE: ["upgrade"],
        }[kind]
        return main + ["sell"] + (["claim"] if self.advanced else []) + ["end"]

    # ------------------------------------------------------------------ turn order board
    def _move_order_marker(self: Any, p: int, up: bool) -> None:
        """Grow moves p's right-column marker up, Deliver down (1 step at 3P, 2 at 4P)."""
        if not self.order_right:
            return
        steps = 1 if self.seats == 3 else 2
        col = self.order_right
        i = col.index(p)
        j = max(0, i - steps) if up else min(len(col) - 1, i + steps)
        col.pop(i)
        col.insert(j, p)

    # ------------------------------------------------------------------ deliver
    def _after_delivery(self: Any, route: Route, fruits: str) -> None:
        p = self.current
        spec = self.factories[route.factory]["spec"]
        matched = "".join(g for g in fruits if g in spec)
        own = route.counts[p]
        self.turn["deliveries"].append({"fruits": fruits, "matched": matched,
                                        "own": own, "rival": sum(route.counts) - own,
                                        "total": sum(route.counts)})
        sold = len(fruits) - len(matched)
        self.turn["delivery_sold"] += sold
        self.turn["delivery_sale"] += sold
        if self.ctx.get("first"):
            self.turn["acts"].append(comp.TRANSPORT)
            self._move_order_marker(p, up=False)

    # ------------------------------------------------------------------ research
    def research_fees(self: Any, p: int, t: int) -> dict[int, int]:
        """What p pays, per rival, to put a new disc on research t (either slot counts)."""
        rivals = [q for q in range(self.seats) if q != p and self.upgrades[q].get(t, 0) > 0]
        if self.seats == 2:
            return {q: self.ed.research_fee_2p for q in rivals}
        return {q: self.ed.research_fee_each for q in rivals}

    def _moves_research(self: Any, p: int, free: bool | None = None) -> list[str]:
        if free is None:
            free = bool(self.ctx.get("free"))
        moves = []
        for t, steps in self.ed.upgrade_steps.items():
            if t in self.ed.advanced_research and not self.advanced:
                continue
            level = self.upgrades[p].get(t, 0)
            if level >= steps:
                continue
            if level == 0 and not free and self.credits[p] < sum(self.research_fees(p, t).values()):
                continue
            moves.append(f"upgrade {t}")
        return moves

    def _pay_research_fee(self: Any, p: int, t: int) -> None:
        if self.upgrades[p].get(t, 0) == 0 and not self.ctx.get("free"):
            for q, amount in sorted(self.research_fees(p, t).items()):
                self._pay(p, amount, q)
        self.turn["acts"].append(comp.UPGRADE)

    # ------------------------------------------------------------------ contracts
    def _delivered_pool(self: Any) -> tuple[list[str], list[str]]:
        """Delivered fruits this turn not yet used by a contract: (unmatched, matched)."""
        t = self.turn
        matched = [g for d in t["deliveries"] for g in d["matched"]]
        unmatched = [g for d in t["deliveries"] for g in d["fruits"]]
        for g in matched:
            unmatched.remove(g)
        for g in t.get("used_m", ""):
            matched.remove(g)
        for g in t.get("used_u", ""):
            unmatched.remove(g)
        return unmatched, matched

    def _take_fruits(self: Any, need: str, match_only: bool, commit: bool) -> bool:
        """Whether the unused delivered fruits cover ``need`` (a deliver_match goal takes
        matching fruits only; a deliver goal takes unmatched ones first); if commit, use them."""
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
            self.turn["used_u"] = self.turn.get("used_u", "") + "".join(used_u)
            self.turn["used_m"] = self.turn.get("used_m", "") + "".join(used_m)
        return True

    def _goal_met_fruits(self: Any, p: int, contract: comp.Contract, commit: bool = False) -> bool:
        t = self.turn
        g, param = contract.goal, contract.param
        acts = t["acts"]
        mine_pieces = [h for h, owners in self.pieces.items() if p in owners]
        built = comp.CONSTRUCT in acts
        if g == "markets":
            owned = sum(f["owner"] == p for f in self.factories.values())
            return built and owned >= int(param)
        if g == "pieces":
            return built and len(mine_pieces) >= int(param)
        if g == "terrain":
            kind, count = str(param)[0], int(str(param)[1:])
            return built and sum(self.terrain[h] == kind for h in mine_pieces) >= count
        if g == "all_roads":
            return built and self.roads_left[p] == 0
        if g == "tile6":
            per: dict[int, int] = {}
            for h in mine_pieces:
                per[self.tile_of[h]] = per.get(self.tile_of[h], 0) + 1
            return built and max(per.values(), default=0) >= 6
        if g == "grow_discs":
            on = sum(1 for rc, s in self.board.items()
                     if s[-1] == p and self.kind_at(rc) == comp.MINE_ACTION)
            return comp.MINE_ACTION in acts and on >= int(param)
        if g == "research":
            return comp.UPGRADE in acts and self.unlocked(p) >= int(param)
        if g in ("deliver", "deliver_match"):
            return self._take_fruits(str(param), g == "deliver_match", commit)
        if g == "sale":
            return t["sale"] + t["delivery_sale"] >= int(param)
        if g == "sell":
            return t["sold"] + t["delivery_sold"] >= int(param)
        if g == "own_pass":
            return any(d["own"] >= int(param) for d in t["deliveries"])
        if g == "rival_pass":
            return any(d["rival"] >= int(param) for d in t["deliveries"])
        if g == "route8":
            return any(d["total"] >= 8 for d in t["deliveries"])
        if g == "grow_fruits":
            from .rules import _covers

            return any(_covers(grown, str(param)) for grown in t["grows"])
        raise ValueError(g)

    def claim_limit(self: Any, p: int) -> int:
        return 2 if self.has_upgrade(p, self.ed.contract_negotiator) else 1

    def _moves_claim_fruits(self: Any) -> list[str]:
        p = self.current
        t = self.turn
        if t["claim_done"] or t["claims"] >= self.claim_limit(p):
            return ["done"]
        moves = [f"claim {i + 1}" for i, cid in enumerate(self.grid)
                 if cid is not None and self._goal_met_fruits(p, self.contract(cid))]
        return moves + ["done"]

    def _do_claim_fruits(self: Any, move: str) -> None:
        p = self.current
        if move == "done":
            self.turn["claim_done"] = True
            self._next()
            return
        i = int(move.split(" ")[1]) - 1
        cid = self.grid[i]
        assert cid is not None
        c = self.contract(cid)
        self._goal_met_fruits(p, c, commit=True)
        self.won[p].append(cid)
        self.grid[i] = None
        self.turn["claims"] += 1
        bonus = {
            "roads": [f"roads:{c.bonus_n or 1}"],
            "research": ["upgrade:free"],
            "grow": ["mine:fbonus", "mine:fbonus", "mine_pay:bonus"],
            "deliver": ["transport"],
            "": [],
        }[c.bonus]
        if c.bonus == "grow":
            self.turn["acts"].append(comp.MINE_ACTION)
        self.stages = bonus + ["claim"] + self.stages
        self._next()

    def _refill_grid(self: Any) -> None:
        for i, cid in enumerate(self.grid):
            if cid is None and self.pile:
                self.grid[i] = self.pile.pop(0)

    # ------------------------------------------------------------------ end of turn / year
    def _end_turn_fruits(self: Any, check: bool) -> None:
        p = self.current
        if check and self.made_square(p, self.turn["squares"]) \
                and not self.has_upgrade(p, self.ed.free_flex):
            self.done[p] = True
        if self.pool[p] == 0:
            self.done[p] = True
        self._refill_grid()
        self.last_player = p
        if self.solo:
            from .bot import bot_turn

            if not self.bot_first and self.turn["squares"]:
                self.bot_first = [self.turn["squares"][-1]]
            if not self.done[1]:
                bot_turn(self)
            if not self.done[0]:
                self.current = 0
                self._start_turn()
                return
            while not self.done[1]:
                bot_turn(self)
            self._end_year()
            return
        nxt = self._next_seat(p)
        if nxt is not None:
            self.current = nxt
            self._start_turn()
            return
        self._end_year()

    def _next_seat(self: Any, p: int) -> int | None:
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

    def _end_year(self: Any) -> None:
        if self.round == 1:
            self.round = 2
            n = self.seats
            if self.order_left:
                self.order_left = list(self.order_right)
                self.order_pos = 0
                self.current = self.order_left[0]
            elif self.solo:
                self.current = 0
            else:
                seats = [(self.start_player + i) % n for i in range(n)]
                self.current = min(seats, key=lambda q: self.credits[q])
            self.bot_first = []
            self._start_round()
            return
        if self.solo:
            from .bot import bot_final_sale

            bot_final_sale(self)
        self.phase = "over"
        self.stages = []
        self.ctx = {}

    # ------------------------------------------------------------------ scoring
    def market_points(self: Any, p: int) -> int:
        """1 per fruit on any orchard matching a demand marker of p's markets."""
        total = 0
        for f in self.factories.values():
            if f["owner"] == p:
                total += sum(1 for fruits in self.mines.values() for g in fruits if g in f["spec"])
        return total

    def _score_fruits(self: Any) -> list[dict[str, Any]]:
        out = []
        for p in range(self.players):
            if self.solo:
                out.append({"credits": self.credits[p], "total": self.credits[p]})
                continue
            row: dict[str, Any] = {"credits": self.credits[p], "markets": self.market_points(p)}
            if self.advanced:
                row["contracts"] = sum(self.contract(c).points for c in self.won[p])
            row["total"] = sum(row.values())
            out.append(row)
        return out

    def _tiebreak_fruits(self: Any, p: int) -> tuple[Any, ...]:
        if self.advanced:
            return (len(self.won[p]), sum(self.contract(c).points for c in self.won[p]),
                    self.unlocked(p))
        return (self.unlocked(p),)

    def winners(self: Any) -> list[int]:
        if getattr(self, "solo", False) and self.is_over:
            return [0] if self.credits[0] > self.credits[1] else []
        return super().winners()  # type: ignore[misc]
