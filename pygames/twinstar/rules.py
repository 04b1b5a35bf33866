"""TwinStar Valley rules engine, shared by both editions (data and switches in
components.py / components_fruits.py; the fruit edition's own steps in fruits.py, its solo
bot in bot.py).

See the package docstring for the move notation and the readings chosen where the
rulebook is unclear. All state is plain data (ints, strs, tuples, lists, dicts) so the
protocol's snapshot/undo/clone work; hidden information is the bag contents (drawn at a
uniformly random index), the contract pile order and the solo deck, all explicit lists.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ..core.errors import IllegalMove
from ..core.game import Game, GameInfo, Option
from ..core.rng import Rng
from . import components as comp
from . import hexes
from .components import Contract, Edition
from .fruits import FruitRules
from .hexes import Hex
from .routes import Route, label_search, options, search

LETTERS = "ABCDEF"


def square_name(rc: tuple[int, int]) -> str:
    return f"{chr(97 + rc[1])}{rc[0] + 1}"


def parse_square(text: str) -> tuple[int, int] | None:
    if len(text) < 2 or not text[0].isalpha() or not text[1:].isdigit():
        return None
    return (int(text[1:]) - 1, ord(text[0]) - 97)


def _multisets(items: list[str], size: int, order: str = comp.GEMS) -> list[str]:
    return sorted({"".join(sorted(c, key=order.index)) for c in combinations(items, size)},
                  key=lambda s: [order.index(x) for x in s])


def gem_sort(text: str | list[str], order: str = comp.GEMS) -> str:
    return "".join(sorted(text, key=order.index))


class TwinStar(FruitRules, Game):
    """TwinStar Valley: discs on an action board drive construct/transport/mine/upgrade."""

    info = GameInfo(
        id="twinstar",
        title={"en": "TwinStar Valley", "ja": "ツインスターバレー"},
        min_players=1,
        max_players=4,
        options=(
            Option("edition", ("gems", "fruits"), "gems", {"en": "Edition", "ja": "版"}),
            Option("mode", ("basic", "advanced"), "basic", {"en": "Mode", "ja": "モード"}),
        ),
        players_by_option=(("edition", "gems", 2, 4),),
    )

    #: Attributes clones share instead of copying: the valley and the board layout (replaced
    #: wholesale by install_valley/_start_round, never changed in place) and the route cache
    #: (keyed by the network, entries never mutated). Keeps a bot's many clones cheap.
    _SHARED = frozenset({"terrain", "tile_of", "names", "by_name", "site_of", "tiles_used",
                         "board_kinds", "_memo_routes"})

    def __deepcopy__(self, memo: dict[int, Any]) -> TwinStar:
        import copy

        clone = self.__class__.__new__(self.__class__)
        memo[id(self)] = clone
        for k, v in self.__dict__.items():
            clone.__dict__[k] = v if k in self._SHARED else copy.deepcopy(v, memo)
        return clone

    # ------------------------------------------------------------------ setup
    @property
    def ed(self) -> Edition:
        return comp.EDITIONS[self.options["edition"]]

    @property
    def seats(self) -> int:
        """Seats at the table: the players, plus the bot in solo mode."""
        return max(self.players, 2)

    def _setup(self) -> None:
        if self.ed.leap_in_discs:
            self._setup_fruits()
            return
        if self.players < 2:
            raise ValueError("the gem edition takes 2-4 players")
        ed, n = self.ed, self.seats
        self.bag: list[str] = sorted(c for c in ed.colours for _ in range(ed.per_colour))
        self.discard: list[str] = []
        self._generate_valley()
        for h in sorted(self.mines):
            self.mines[h] = gem_sort(self._draw(ed.mine_draw))
        self.market: dict[str, int] = {c: ed.market_start for c in ed.colours}
        self.factory_slots: list[int] = list(ed.factory_costs)
        self.spec_pawns: dict[str, int] = {c: ed.spec_pawns_per_colour for c in ed.colours}
        self.credits: list[int] = list(ed.start_credits[:n])
        self.bank: int = ed.bank - sum(self.credits)
        self.reserve: list[dict[str, int]] = [{c: 0 for c in ed.colours} for _ in range(n)]
        self.roads_left: list[int] = [ed.road_pieces] * n
        self.upgrades: list[dict[int, int]] = [{} for _ in range(n)]
        self.won: list[list[str]] = [[] for _ in range(n)]
        decks: dict[str, list[str]] = {}
        for c in ed.contracts:
            decks.setdefault(c.deck, []).append(c.id)
        for d in sorted(decks):
            self.rng.shuffle(decks[d])
        self.grid: list[str | None] = list(decks["A"][: ed.grid_size])
        self.pile: list[str] = [cid for d in ed.pile_decks for cid in decks[d][: ed.per_deck]]
        self.round = 1
        self.current = 0
        self.last_player = 0
        self._start_round()

    def _draw(self, k: int) -> list[str]:
        drawn = []
        for _ in range(min(k, len(self.bag))):
            drawn.append(self.bag.pop(self.rng.below(len(self.bag))))
        return drawn

    def _generate_valley(self) -> None:
        """Random legal valley: tile positions on the lattice, random tiles and rotations."""
        ed = self.ed
        k = ed.tiles_by_players[self.players]
        if ed.tile_sides:
            self._generate_fruit_valley(k)
            return
        while True:
            positions: list[Hex] = [(0, 0)]
            while len(positions) < k:
                taken = set(positions)
                cands = sorted({nb for p in positions for nb in hexes.neighbours(p)} - taken)
                positions.append(self.rng.choice(cands))
            if not hexes.tile_layout_ok(positions):
                continue
            order = list(range(len(ed.tiles)))
            self.rng.shuffle(order)
            terrain: dict[Hex, str] = {}
            tile_of: dict[Hex, int] = {}
            names: dict[Hex, str] = {}
            for slot, pos in enumerate(positions):
                tile = ed.tiles[order[slot]]
                for i, h in hexes.tile_hexes(pos, self.rng.below(6)):
                    terrain[h] = tile[i]
                    tile_of[h] = slot
                    names[h] = f"{LETTERS[slot]}{i + 1}"
            if not ed.sites_may_merge and self._sites_merge(terrain, tile_of):
                continue
            self.tiles_used = [order[s] for s in range(k)]
            self.install_valley(terrain, tile_of, names)
            return

    @staticmethod
    def _sites_merge(terrain: dict[Hex, str], tile_of: dict[Hex, int]) -> bool:
        sites = [h for h, t in terrain.items() if t == comp.SITE]
        return any(len({tile_of[h] for h in g}) > 1 for g in hexes.components(sites))

    def install_valley(self, terrain: dict[Hex, str], tile_of: dict[Hex, int],
                       names: dict[Hex, str] | None = None) -> None:
        """Set the valley (also used by tests to lay out the rulebook's example maps)."""
        self.terrain = dict(terrain)
        self.tile_of = dict(tile_of)
        if names is None:
            names = {}
            for slot in sorted(set(tile_of.values())):
                cells = sorted((h for h in terrain if tile_of[h] == slot),
                               key=lambda h: (h[1], h[0]))
                for i, h in enumerate(cells):
                    names[h] = f"{LETTERS[slot]}{i + 1}"
        self.names = dict(names)
        self.by_name = {v: k for k, v in names.items()}
        self.site_of: dict[Hex, int] = {}
        sites = [h for h, t in terrain.items() if t == comp.SITE]
        for i, group in enumerate(hexes.components(sites)):
            for h in group:
                self.site_of[h] = i
        self.mines: dict[Hex, str] = {h: "" for h, t in sorted(terrain.items()) if t == comp.MINE}
        self.pieces: dict[Hex, list[int]] = {}
        self.factories: dict[Hex, dict[str, Any]] = {}

    def _start_round(self) -> None:
        ed, n = self.ed, self.seats
        self.side = self.round - 1
        rows = ed.boards[n][self.side]
        self.board_kinds: list[str] = list(rows)
        self.board: dict[tuple[int, int], list[int]] = {}
        self.pool: list[int] = [ed.discs_by_players[n]] * n
        self.spare: list[int] = [ed.discs_total - ed.discs_by_players[n]] * n
        self.done: list[bool] = [False] * n
        self.placed: list[int] = [0] * n
        self.crossroad_used: list[bool] = [False] * n
        self._start_turn()

    def _start_turn(self) -> None:
        self.phase = "place"
        self.stages: list[str] = []
        self.ctx: dict[str, Any] = {}
        self.turn: dict[str, Any] = {
            "squares": [], "action": "", "transported": "", "passes": [], "sold": 0,
            "sale": 0, "did_sell": False, "factory": False, "bridge": False, "built": [],
            "construct_roads": 0, "unlocked": 0, "mined": "", "claimed": False,
            "sell_passed": False,
        }
        if self.ed.leap_in_discs:
            self.turn.update({"acts": [], "grows": [], "grow_open": False, "deliveries": [],
                              "delivery_sold": 0, "delivery_sale": 0, "claims": 0,
                              "claim_done": False})

    # ------------------------------------------------------------------ helpers
    @property
    def size(self) -> int:
        return len(self.board_kinds)

    def kind_at(self, rc: tuple[int, int]) -> str:
        return self.board_kinds[rc[0]][rc[1]]

    def top(self, rc: tuple[int, int]) -> int | None:
        stack = self.board.get(rc)
        return stack[-1] if stack else None

    def has_upgrade(self, p: int, track: int) -> bool:
        return self.upgrades[p].get(track, 0) >= self.ed.upgrade_steps[track]

    def unlocked(self, p: int) -> int:
        return sum(self.has_upgrade(p, t) for t in self.ed.upgrade_steps)

    def price(self, colour: str) -> int:
        return self.ed.market_track[self.market[colour]]

    def _pay(self, payer: int, amount: int, to: int | None = None) -> None:
        self.credits[payer] -= amount
        if to is None:
            self.bank += amount
        else:
            self.credits[to] += amount

    def _gain(self, p: int, amount: int) -> None:
        self.credits[p] += amount
        self.bank -= amount

    def contract(self, cid: str) -> Contract:
        return comp.CONTRACT_BY_ID[cid]

    def _square_ok(self, rc: tuple[int, int]) -> bool:
        r, c = rc
        return 0 <= r < self.size and 0 <= c < self.size and self.kind_at(rc) != comp.FLOWER

    def _orth(self, rc: tuple[int, int]) -> list[tuple[int, int]]:
        r, c = rc
        return [x for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if self._square_ok(x)]

    def _placement_reason(self, p: int, rc: tuple[int, int]) -> str | None:
        """Why seat p may not put a disc on square rc by normal placement (None if it may)."""
        if not self._square_ok(rc):
            return "flower" if 0 <= rc[0] < self.size and 0 <= rc[1] < self.size else "square"
        if rc in self.board:
            return "occupied"
        return self._reach_reason(p, rc)

    def _reach_reason(self, p: int, rc: tuple[int, int]) -> str | None:
        r, c = rc
        if self.placed[p] == 0:
            last = self.size - 1
            if r not in (0, last) and c not in (0, last):
                return "edge"
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    t = self.top((r + dr, c + dc))
                    if t is not None and t != p:
                        return "rival_near"
            return None
        if not any(self.top(x) == p for x in self._orth(rc)):
            return "not_adjacent"
        return None

    def _leap_reason(self, p: int, rc: tuple[int, int]) -> str | None:
        if not self._square_ok(rc):
            return "square"
        stack = self.board.get(rc, [])
        if not stack or stack[-1] == p:
            return "leap_rival"
        if len(stack) >= 2:
            return "leap_stacked"
        if self.placed[p] == 0:
            return "leap_first"
        reason = self._reach_reason(p, rc)
        if reason:
            return reason
        manager = self.has_upgrade(p, comp.CORPORATE_MANAGER) and self.spare[p] > 0
        if self.pool[p] < (1 if manager else 2):
            return "leap_discs"
        fee = self.ed.leap_fee_manager if manager else self.ed.leap_fee
        if self.credits[p] < fee:
            return "leap_credits"
        if not any(x not in self.board for x in self._orth(rc)):
            return "leap_no_free"
        return None

    # ------------------------------------------------------------------ protocol hooks
    def _current_player(self) -> int | None:
        return None if self.phase == "over" else self.current

    def _legal_moves(self) -> list[str]:
        return getattr(self, f"_moves_{self.phase}")()

    def _apply(self, move: str) -> None:
        self._memo = {}
        getattr(self, f"_do_{self.phase}")(move)

    def _tiebreak(self, player: int) -> tuple[Any, ...]:
        if self.ed.leap_in_discs:
            return self._tiebreak_fruits(player)
        return (len(self.won[player]), sum(self.contract(c).points for c in self.won[player]))

    def score_breakdown(self) -> list[dict[str, Any]]:
        out = []
        if self.ed.leap_in_discs:
            return self._score_fruits()
        for p in range(self.players):
            contracts = sum(self.contract(c).points for c in self.won[p])
            money = max(self.credits[p], 0) // 2
            facs = 0
            for f in self.factories.values():
                if f["owner"] == p:
                    facs += sum(1 for gems in self.mines.values() for g in gems if g in f["spec"])
            out.append({"contracts": contracts, "credits": money, "factories": facs,
                        "total": contracts + money + facs})
        return out

    # ------------------------------------------------------------------ placing discs
    def _moves_place(self) -> list[str]:
        if self.ed.leap_in_discs:
            return self._moves_place_fruits()
        p = self.current
        moves = []
        for r in range(self.size):
            for c in range(self.size):
                if self._placement_reason(p, (r, c)) is None:
                    moves.append("place " + square_name((r, c)))
        for r in range(self.size):
            for c in range(self.size):
                if self._leap_reason(p, (r, c)) is None:
                    moves.append("leap " + square_name((r, c)))
        return moves or ["pass"]

    def _do_place(self, move: str) -> None:
        p = self.current
        if move == "pass":
            self.done[p] = True
            self._end_turn(check=False)
            return
        verb, sq = move.split(" ")
        rc = parse_square(sq)
        assert rc is not None
        if verb == "leap" and self.ed.leap_in_discs:
            self._leap_fruits(p, rc)
            return
        if verb == "leap":
            rival = self.board[rc][-1]
            manager = self.has_upgrade(p, comp.CORPORATE_MANAGER) and self.spare[p] > 0
            if manager:
                self.spare[p] -= 1
                self._pay(p, self.ed.leap_fee_manager, rival)
            else:
                self.pool[p] -= 1
                self._pay(p, self.ed.leap_fee, rival)
            self.board[rc].append(p)
            self.placed[p] += 1
            self.turn["squares"].append(rc)
            self.phase = "leap"
            self.ctx = {"from": rc}
            return
        self._put_and_resolve(rc)

    def _moves_leap(self) -> list[str]:
        free = [x for x in self._orth(self.ctx["from"]) if x not in self.board]
        return ["place " + square_name(x) for x in free]

    def _do_leap(self, move: str) -> None:
        rc = parse_square(move.split(" ")[1])
        assert rc is not None
        self._put_and_resolve(rc)

    def _put_and_resolve(self, rc: tuple[int, int]) -> None:
        p = self.current
        self.board[rc] = [p]
        self.pool[p] -= 1
        self.placed[p] += 1
        self.turn["squares"].append(rc)
        kind = self.kind_at(rc)
        self.turn["action"] = kind
        main = {
            comp.CONSTRUCT: ["construct"],
            comp.TRANSPORT: ["transport"],
            comp.MINE_ACTION: ["mine", "mine", "mine_pay"],
            comp.UPGRADE: ["upgrade"],
        }[kind]
        if self.ed.leap_in_discs:
            self.stages = self._fruit_stages(kind)
        else:
            self.stages = main + ["sell", "claim", "drop", "end"]
        self._next()

    def made_square(self, p: int, squares: list[tuple[int, int]]) -> bool:
        """Whether one of ``squares`` is part of a 2×2 of p's top discs."""
        for r, c in squares:
            for dr in (-1, 0):
                for dc in (-1, 0):
                    cells = [(r + dr + i, c + dc + j) for i in (0, 1) for j in (0, 1)]
                    if all(self.top(x) == p for x in cells):
                        return True
        return False

    # ------------------------------------------------------------------ stage machine
    def _next(self) -> None:
        """Enter pending stages until one needs a decision (or the turn ends)."""
        self.ctx = {}
        self._memo = {}
        while self.stages:
            stage = self.stages.pop(0)
            name, _, arg = stage.partition(":")
            if getattr(self, f"_enter_{name}")(arg):
                return

    def _enter_construct(self, arg: str) -> bool:
        p = self.current
        limit = 3 if self.has_upgrade(p, comp.CONSTRUCTION_MASTER) else 2
        self.phase = "build"
        self.ctx = {"limit": limit, "built": 0, "free": False}
        return self._moves_build() != ["done"]

    def _enter_roads(self, arg: str) -> bool:
        self.phase = "build"
        self.ctx = {"limit": int(arg), "built": 0, "free": True}
        return self._moves_build() != ["done"]

    def _enter_transport(self, arg: str) -> bool:
        p = self.current
        self.phase = "from"
        left = 2 if self.has_upgrade(p, comp.CHIEF_LOGISTICS) else 1
        self.ctx = {"left": left, "first": True}
        return bool(self._mine_choices())

    def _enter_mine(self, arg: str) -> bool:
        p = self.current
        bonus = arg == "bonus"
        if not self.bag or not self._eligible_mines():
            return False
        expert = not bonus and self.has_upgrade(p, comp.MINING_EXPERT)
        if arg == "fbonus":
            expert = self.has_upgrade(p, comp.MINING_EXPERT)
        if self.ed.leap_in_discs and not self.turn.get("grow_open"):
            self.turn["grow_open"] = True
            self.turn["grows"].append("")
        drawn = gem_sort(self._draw(4 if expert else self.ed.mine_draw), self.ed.colours)
        self.ctx = {"drawn": drawn, "bonus": bonus}
        self.phase = "keep" if len(drawn) > 2 else "onto"
        return True

    def _enter_mine_pay(self, arg: str) -> bool:
        if arg != "bonus":
            self._gain(self.current, self.ed.mine_reward)
        if self.ed.leap_in_discs:
            self.turn["grow_open"] = False
            self.turn["acts"].append(comp.MINE_ACTION)
            self._move_order_marker(self.current, up=True)
        return False

    def _enter_upgrade(self, arg: str) -> bool:
        self.phase = "upgrade"
        self.ctx = {"free": arg == "free"}
        return bool(self._moves_upgrade())

    def _enter_sell(self, arg: str) -> bool:
        p = self.current
        self.phase = "sell"
        self.turn["sell_passed"] = True
        return not self.turn["did_sell"] and sum(self.reserve[p].values()) > 0

    def _enter_claim(self, arg: str) -> bool:
        self.phase = "claim"
        if self.ed.leap_in_discs:
            return self._moves_claim_fruits() != ["done"]
        return not self.turn["claimed"] and self._moves_claim() != ["done"]

    def _enter_credits(self, arg: str) -> bool:
        self._gain(self.current, int(arg))
        return False

    def _enter_drop(self, arg: str) -> bool:
        self.phase = "drop"
        return sum(self.reserve[self.current].values()) > self.ed.reserve_limit

    def _enter_end(self, arg: str) -> bool:
        self._end_turn(check=True)
        return True

    def _end_turn(self, check: bool) -> None:
        if self.ed.leap_in_discs:
            self._end_turn_fruits(check)
            return
        p = self.current
        if check and (self.pool[p] == 0 or self.made_square(p, self.turn["squares"])):
            self.done[p] = True
        if self.pool[p] == 0:
            self.done[p] = True
        self.last_player = p
        n = self.players
        for step in range(1, n + 1):
            q = (p + step) % n
            if not self.done[q]:
                self.current = q
                self._start_turn()
                return
        if self.round == 1:
            self.round = 2
            self.current = (self.last_player + 1) % n if self.ed.round2_starts_after_last else 0
            self._start_round()
        else:
            self.phase = "over"
            self.stages = []
            self.ctx = {}

    # ------------------------------------------------------------------ construct
    def build_cost(self, p: int, h: Hex) -> int | None:
        """Credits for p to build a road piece on empty hex h (None if not allowed there)."""
        t = self.terrain.get(h)
        architect = self.has_upgrade(p, comp.BRIDGE_ARCHITECT)
        if t == comp.PLAINS:
            return self.ed.road_cost
        if t == comp.LAKE:
            return self.ed.bridge_cost_architect if architect else self.ed.bridge_cost
        if t == comp.MOUNTAIN and architect:
            return self.ed.mountain_cost_architect
        return None

    def _road_reason(self, p: int, h: Hex | None) -> str | None:
        if h is None:
            return "hex"
        if self.ctx["built"] >= self.ctx["limit"] or self.ctx.get("mode") == "factory":
            return "build_limit"
        if self.roads_left[p] == 0:
            return "no_roads"
        if h in self.pieces:
            return "hex_taken"
        cost = self.build_cost(p, h)
        if cost is None:
            t = self.terrain[h]
            return {comp.MINE: "on_mine", comp.SITE: "on_site"}.get(t, "mountain")
        if not self.ctx["free"] and self.credits[p] < cost:
            return "credits"
        return None

    def _cross_reason(self, p: int, h: Hex | None) -> str | None:
        if h is None:
            return "hex"
        if not self.ed.crossroads or self.ctx["free"]:
            return "no_cross"
        if self.ctx["built"] >= self.ctx["limit"]:
            return "build_limit"
        if self.crossroad_used[p]:
            return "cross_used"
        if self.roads_left[p] == 0:
            return "no_roads"
        stack = self.pieces.get(h, [])
        if len(stack) != 1 or stack[0] == p:
            return "cross_rival"
        if self.credits[p] < self.ed.crossroad_fee:
            return "credits"
        return None

    def _spec_pairs(self) -> list[str]:
        avail = [c for c in self.ed.colours if self.spec_pawns[c] > 0]
        return ["".join(pair) for pair in combinations(avail, 2)]

    def _factory_reason(self, p: int, h: Hex | None) -> str | None:
        if h is None:
            return "hex"
        if self.ctx["free"] or self.ctx["built"] > 0:
            return "factory_roads"
        if self.terrain.get(h) != comp.SITE:
            return "not_site"
        site = self.site_of[h]
        if any(self.site_of[f] == site for f in self.factories):
            return "site_taken"
        if not self.factory_slots:
            return "no_factory"
        if self.credits[p] < self.factory_slots[0]:
            return "credits"
        if self.ed.market_uses_piece and self.roads_left[p] == 0:
            return "no_roads"
        if not self.ed.market_uses_piece and self.demand_hex(h) is None:
            return "no_demand_hex"
        if not self._spec_pairs():
            return "no_spec"
        return None

    def _moves_build(self) -> list[str]:
        p = self.current
        moves = []
        ordered = sorted(self.terrain, key=lambda h: self.names[h])
        for h in ordered:
            if self._factory_reason(p, h) is None:
                moves.append("factory " + self.names[h])
        for h in ordered:
            if self._road_reason(p, h) is None:
                moves.append("road " + self.names[h])
        for h in ordered:
            if self._cross_reason(p, h) is None:
                moves.append("cross " + self.names[h])
        if moves and self.ed.must_perform and self.ctx["built"] == 0:
            return moves  # fruits: the main action is performed when it can be
        return moves + ["done"]

    def _do_build(self, move: str) -> None:
        p = self.current
        if move == "done":
            self._next()
            return
        verb, name = move.split(" ")
        h = self.by_name[name]
        if verb == "factory":
            cost = self.factory_slots.pop(0)
            self._pay(p, cost)
            if self.ed.market_uses_piece:
                self.roads_left[p] -= 1
                self.factories[h] = {"owner": p, "spec": "", "cost": cost}
            else:
                self.factories[h] = {"owner": p, "spec": "", "cost": cost,
                                     "demand": self.demand_hex(h)}
            self.phase = "spec"
            self.ctx = {"factory": h}
            return
        if verb == "road":
            cost = self.build_cost(p, h)
            assert cost is not None
            if not self.ctx["free"]:
                self._pay(p, cost)
                self.turn["construct_roads"] += 1
            self.pieces[h] = [p]
        else:
            rival = self.pieces[h][0]
            self._pay(p, self.ed.crossroad_fee, rival)
            self.pieces[h].append(p)
            self.crossroad_used[p] = True
            self.turn["construct_roads"] += 1
        self.roads_left[p] -= 1
        self.ctx["built"] += 1
        self.turn["built"].append(h)
        if self.terrain[h] in (comp.LAKE, comp.MOUNTAIN):
            self.turn["bridge"] = True
        if self._moves_build() == ["done"]:
            self._next()

    def _moves_spec(self) -> list[str]:
        return ["spec " + pair for pair in self._spec_pairs()]

    def _do_spec(self, move: str) -> None:
        pair = move.split(" ")[1]
        h = self.ctx["factory"]
        self.factories[h]["spec"] = pair
        for c in pair:
            self.spec_pawns[c] -= 1
        self.turn["factory"] = True
        self._next()

    # ------------------------------------------------------------------ transport
    def route_options(self, mine: Hex, p: int | None = None) -> dict[Hex, list[Route]]:
        """Undominated route options from a mine, per factory."""
        p = self.current if p is None else p
        key = ("routes", mine, p)
        if key in self._memo:
            return dict(self._memo[key])
        # Across positions: the options depend only on the network (pieces and markets).
        net = (mine, p, tuple(sorted((h, tuple(o)) for h, o in self.pieces.items())),
               tuple(sorted(self.factories)))
        cache: dict[Any, dict[Hex, list[Route]]] = self.__dict__.setdefault("_memo_routes", {})
        if net in cache:
            self._memo[key] = cache[net]
            return dict(cache[net])
        cap_all = self.ed.capacity_counts_all_pieces
        found, complete = search(mine, self.pieces, self.factories, self.seats)
        if not complete:
            extra = label_search(mine, self.pieces, self.factories, self.seats, p, cap_all)
            for f, profiles in extra.items():
                for counts, path in profiles.items():
                    found.setdefault(f, {}).setdefault(counts, path)
        out = {f: options(prof, f, p, cap_all) for f, prof in sorted(found.items())}
        self._memo[key] = out
        if len(cache) >= 64:
            cache.clear()
        cache[net] = out
        return dict(out)

    def _prune_routes(self, routes: list[Route], limit: int) -> list[Route]:
        """Drop routes whose extra capacity cannot be used (more pieces than items to move)
        and that cost more than another route that moves as many."""
        p = self.current

        def key(r: Route) -> tuple[int, list[int]]:
            return min(self.capacity(r, p), limit), [c for q, c in enumerate(r.counts) if q != p]

        out = []
        for r in routes:
            cap, rivals = key(r)
            beaten = False
            for o in routes:
                if o is r:
                    continue
                cap2, rivals2 = key(o)
                if cap2 >= cap and all(a <= b for a, b in zip(rivals2, rivals, strict=True)) \
                        and (cap2 > cap or rivals2 != rivals):
                    beaten = True
                    break
            if not beaten:
                out.append(r)
        return out

    def capacity(self, route: Route, p: int) -> int:
        return sum(route.counts) if self.ed.capacity_counts_all_pieces else route.counts[p]

    def payments(self, route: Route, gems: str, p: int) -> dict[int, int]:
        """Credits p pays to each rival for moving ``gems`` along ``route``."""
        n = len(gems)
        pay: dict[int, int] = {}
        rivals = {q: c for q, c in enumerate(route.counts) if q != p and c > 0}
        if rivals:
            if self.ed.toll_to_majority:
                total = sum(rivals.values()) * n
                best = max(rivals.values())
                tied = [q for q, c in rivals.items() if c == best]
                share = -(-total // len(tied))
                for q in tied:
                    pay[q] = pay.get(q, 0) + share
            else:
                for q, c in rivals.items():
                    pay[q] = pay.get(q, 0) + c * n
        fac = self.factories[route.factory]
        if fac["owner"] != p:
            fee = n if self.ed.rival_factory_fee_all else sum(g in fac["spec"] for g in gems)
            if fee:
                pay[fac["owner"]] = pay.get(fac["owner"], 0) + fee
        return pay

    def sale_value(self, gems: dict[str, int]) -> int:
        return sum(n * self.price(c) for c, n in gems.items())

    def _affordable(self, route: Route, gems: str) -> bool:
        p = self.current
        spec = self.factories[route.factory]["spec"]
        cost = sum(self.payments(route, gems, p).values())
        income = sum(g not in spec for g in gems)
        after = self.credits[p] - cost + income
        if after >= 0:
            return True
        if self.turn["did_sell"] or self.turn["sell_passed"]:
            return False
        held = dict(self.reserve[p])
        for g in gems:
            if g in spec:
                held[g] += 1
        return after + self.sale_value(held) >= 0

    def carry_choices(self, mine: Hex, route: Route) -> list[str]:
        gems = self.mines[mine]
        cap = min(self.capacity(route, self.current), len(gems))
        out: list[str] = []
        for k in range(1, cap + 1):
            out.extend(g for g in _multisets(list(gems), k, self.ed.colours)
                       if self._affordable(route, g))
        return out

    def _mine_choices(self) -> dict[Hex, dict[Hex, list[Route]]]:
        """Per mine with gems, the factories and undominated routes with an affordable carry
        (memoised until the position changes; cleared on entry to every state change)."""
        memo = self._memo.get("mine_choices")
        if memo is not None and memo[0] == self.current:
            return memo[1]
        out = self._compute_mine_choices()
        self._memo["mine_choices"] = (self.current, out)
        return out

    def _compute_mine_choices(self) -> dict[Hex, dict[Hex, list[Route]]]:
        out = {}
        prev = self.ctx.get("prev") if self.ed.second_delivery_differs else None
        for m, gems in self.mines.items():
            if not gems:
                continue
            usable = {}
            for f, routes in self.route_options(m).items():
                if prev is not None and prev == [m, f]:
                    continue
                if self.ed.capacity_counts_all_pieces:
                    routes = self._prune_routes(routes, len(gems))
                ok = [r for r in routes if self.carry_choices(m, r)]
                if ok:
                    usable[f] = ok
            if usable:
                out[m] = usable
        return out

    def _moves_from(self) -> list[str]:
        moves = sorted("from " + self.names[m] for m in self._mine_choices())
        if moves and self.ed.must_perform and self.ctx.get("first"):
            return moves  # fruits: the first delivery is performed when it can be
        return moves + ["done"]

    def _do_from(self, move: str) -> None:
        if move == "done":
            self._next()
            return
        self.ctx["mine"] = self.by_name[move.split(" ")[1]]
        self.phase = "to"

    def _moves_to(self) -> list[str]:
        usable = self._mine_choices().get(self.ctx["mine"], {})
        return sorted("to " + self.names[f] for f in usable)

    def _do_to(self, move: str) -> None:
        f = self.by_name[move.split(" ")[1]]
        self.ctx["factory"] = f
        routes = self._usable_routes()
        if len(routes) == 1:
            self.ctx["route"] = 0
            self.phase = "carry"
        else:
            self.phase = "via"

    def _usable_routes(self) -> list[Route]:
        return self._mine_choices().get(self.ctx["mine"], {}).get(self.ctx["factory"], [])

    def current_route(self) -> Route | None:
        if "route" not in self.ctx:
            return None
        return self._usable_routes()[self.ctx["route"]]

    def _moves_via(self) -> list[str]:
        return [f"via {i + 1}" for i in range(len(self._usable_routes()))]

    def _do_via(self, move: str) -> None:
        self.ctx["route"] = int(move.split(" ")[1]) - 1
        self.phase = "carry"

    def _moves_carry(self) -> list[str]:
        route = self.current_route()
        assert route is not None
        return ["carry " + g for g in self.carry_choices(self.ctx["mine"], route)]

    def _do_carry(self, move: str) -> None:
        p = self.current
        gems = move.split(" ")[1]
        route = self.current_route()
        assert route is not None
        m = self.ctx["mine"]
        left = list(self.mines[m])
        for g in gems:
            left.remove(g)
        self.mines[m] = "".join(left)
        for q, amount in sorted(self.payments(route, gems, p).items()):
            self._pay(p, amount, q)
        spec = self.factories[route.factory]["spec"]
        for g in gems:
            if g in spec:
                self.reserve[p][g] += 1
            else:
                self._gain(p, 1)
                self.discard.append(g)
        self.turn["transported"] = gem_sort(self.turn["transported"] + gems, self.ed.colours)
        own = route.counts[p]
        self.turn["passes"].append([own, sum(route.counts) - own])
        if self.ed.leap_in_discs:
            self._after_delivery(route, gems)
        self._memo = {}
        left_moves = self.ctx["left"] - 1
        self.ctx = {"left": left_moves, "first": False, "prev": [m, route.factory]}
        if left_moves > 0 and self._mine_choices():
            self.phase = "from"
        else:
            self._next()

    # ------------------------------------------------------------------ mine
    def _eligible_mines(self) -> list[Hex]:
        return [m for m, g in self.mines.items() if len(g) <= self.ed.mine_target_max]

    def _moves_keep(self) -> list[str]:
        return ["keep " + g for g in _multisets(list(self.ctx["drawn"]), 2, self.ed.colours)]

    def _do_keep(self, move: str) -> None:
        keep = move.split(" ")[1]
        rest = list(self.ctx["drawn"])
        for g in keep:
            rest.remove(g)
        self.bag = sorted(self.bag + rest)
        self.ctx["drawn"] = keep
        self.phase = "onto"

    def _moves_onto(self) -> list[str]:
        return sorted("onto " + self.names[m] for m in self._eligible_mines())

    def _do_onto(self, move: str) -> None:
        m = self.by_name[move.split(" ")[1]]
        drawn = self.ctx["drawn"]
        self.mines[m] = gem_sort(self.mines[m] + drawn, self.ed.colours)
        if not self.ctx["bonus"]:
            self.turn["mined"] = gem_sort(self.turn["mined"] + drawn, self.ed.colours)
        if self.ed.leap_in_discs and self.turn["grows"]:
            self.turn["grows"][-1] = gem_sort(self.turn["grows"][-1] + drawn, self.ed.colours)
        self._next()

    # ------------------------------------------------------------------ upgrade
    def _moves_upgrade(self) -> list[str]:
        if self.ed.leap_in_discs:
            return self._moves_research(self.current)
        p = self.current
        ups = self.upgrades[p]
        moves = []
        for t, steps in self.ed.upgrade_steps.items():
            level = ups.get(t, 0)
            if level == 0 and len(ups) < self.ed.upgrade_pawns or 0 < level < steps:
                moves.append(f"upgrade {t}")
        return moves

    def _do_upgrade(self, move: str) -> None:
        p = self.current
        t = int(move.split(" ")[1])
        if self.ed.leap_in_discs:
            self._pay_research_fee(p, t)
        self.upgrades[p][t] = self.upgrades[p].get(t, 0) + 1
        if self.has_upgrade(p, t):
            self.turn["unlocked"] += 1
        self._next()

    # ------------------------------------------------------------------ sell
    def _moves_sell(self) -> list[str]:
        p = self.current
        held = [c for c in self.ed.colours if self.reserve[p][c] > 0]
        moves = []
        for k in range(1, len(held) + 1):
            for combo in combinations(held, k):
                value = sum(self.reserve[p][c] * self.price(c) for c in combo)
                if self.credits[p] + value >= 0:
                    moves.append("sell " + "".join(combo))
        if self.credits[p] >= 0:
            moves.append("done")
        return moves

    def _do_sell(self, move: str) -> None:
        if move != "done":
            p = self.current
            kinds = move.split(" ")[1]
            value = 0
            count = 0
            for c in kinds:
                n = self.reserve[p][c]
                value += n * self.price(c)
                count += n
                self.discard.extend([c] * n)
                self.reserve[p][c] = 0
            self._gain(p, value)
            self.apply_market(kinds)
            self.turn["sold"] = count
            self.turn["sale"] = value
        self.turn["did_sell"] = True
        self._next()

    def apply_market(self, sold: str) -> None:
        """Sold types drop one step; then every lowest-valued unsold type rises one step."""
        top = len(self.ed.market_track) - 1
        for c in sold:
            self.market[c] = max(0, self.market[c] - 1)
        unsold = [c for c in self.ed.colours if c not in sold]
        if unsold:
            low = min(self.price(c) for c in unsold)
            for c in unsold:
                if self.price(c) == low:
                    self.market[c] = min(top, self.market[c] + 1)

    # ------------------------------------------------------------------ contracts
    def goal_met(self, p: int, contract: Contract) -> bool:
        """Whether p meets a contract's goal with what happened this turn."""
        if self.ed.leap_in_discs:
            return self._goal_met_fruits(p, contract)
        t = self.turn
        g, param = contract.goal, contract.param
        mine_pieces = [h for h, owners in self.pieces.items() if p in owners]
        built = bool(t["built"])
        if g == "transport":
            return _covers(t["transported"], str(param))
        if g == "mine_gems":
            return _covers(t["mined"], str(param))
        if g == "factories":
            owned = sum(f["owner"] == p for f in self.factories.values())
            return t["factory"] and owned >= int(param)
        if g == "own_pass":
            return any(own >= int(param) for own, _ in t["passes"])
        if g == "rival_pass":
            return any(rival >= int(param) for _, rival in t["passes"])
        if g == "sell":
            return t["sold"] >= int(param)
        if g == "sale":
            return t["did_sell"] and t["sale"] >= int(param)
        if g == "mine_discs":
            on = sum(1 for rc, s in self.board.items() if s[-1] == p
                     and self.kind_at(rc) == comp.MINE_ACTION)
            return t["action"] == comp.MINE_ACTION and on >= int(param)
        if g == "bridges":
            n = sum(self.terrain[h] in (comp.LAKE, comp.MOUNTAIN) for h in mine_pieces)
            return t["bridge"] and n >= int(param)
        if g == "upgrades":
            return t["unlocked"] > 0 and self.unlocked(p) >= int(param)
        per_tile: dict[int, int] = {}
        for h in mine_pieces:
            per_tile[self.tile_of[h]] = per_tile.get(self.tile_of[h], 0) + 1
        if g == "tile5":
            return built and max(per_tile.values(), default=0) >= 5
        if g == "pieces8":
            return built and len(mine_pieces) >= 8
        if g == "spread":
            return built and sum(v >= 2 for v in per_tile.values()) >= 4
        if g == "shape":
            return built and _shape_at(set(mine_pieces), t["built"], comp.SHAPES[str(param)])
        if g == "all_roads":
            return t["construct_roads"] > 0 and self.roads_left[p] == 0
        raise ValueError(g)

    def _moves_claim(self) -> list[str]:
        if self.ed.leap_in_discs:
            return self._moves_claim_fruits()
        p = self.current
        moves = [f"claim {i + 1}" for i, cid in enumerate(self.grid)
                 if cid is not None and self.goal_met(p, self.contract(cid))]
        return moves + ["done"]

    def _do_claim(self, move: str) -> None:
        if self.ed.leap_in_discs:
            self._do_claim_fruits(move)
            return
        p = self.current
        self.turn["claimed"] = True
        if move == "done":
            self._next()
            return
        i = int(move.split(" ")[1]) - 1
        cid = self.grid[i]
        assert cid is not None
        self.won[p].append(cid)
        self.grid[i] = self.pile.pop(0) if self.pile else None
        c = self.contract(cid)
        bonus = {
            "roads": [f"roads:{c.bonus_n}"],
            "credits": [f"credits:{c.bonus_n or 2}"],
            "upgrade": ["upgrade"],
            "mine": ["mine:bonus"],
            "transport": ["transport"],
            "": [],
        }[c.bonus]
        self.stages = bonus + self.stages
        self._next()

    # ------------------------------------------------------------------ reserve limit
    def _moves_drop(self) -> list[str]:
        p = self.current
        return ["drop " + c for c in self.ed.colours if self.reserve[p][c] > 0]

    def _do_drop(self, move: str) -> None:
        p = self.current
        c = move.split(" ")[1]
        self.reserve[p][c] -= 1
        self.discard.append(c)
        if sum(self.reserve[p].values()) <= self.ed.reserve_limit:
            self._next()

    # ------------------------------------------------------------------ hidden information
    def determinize(self, rng: Rng, observer: int | None = None) -> None:
        """Re-sample what no player can see (for bots searching a clone): the future draws
        from the bag (the RNG) and the order of each deck in the contract pile below its
        visible top card (put in canonical order first, so the result depends on rng alone).
        """
        self.rng = Rng(rng.next64())
        hidden = self.pile[1:]
        for deck in self.ed.pile_decks:
            cards = sorted(c for c in hidden if self.contract(c).deck == deck)
            self.rng.shuffle(cards)
            slots = [i for i, c in enumerate(hidden) if self.contract(c).deck == deck]
            for i, c in zip(slots, cards, strict=True):
                hidden[i] = c
        self.pile[1:] = hidden
        if self.ed.leap_in_discs and getattr(self, "solo_deck", None):
            deck = sorted(self.solo_deck)
            self.rng.shuffle(deck)
            self.solo_deck = deck
        self._changed()

    # ------------------------------------------------------------------ reasons
    def _explain(self, move: str) -> IllegalMove:
        from .explain import explain

        return explain(self, move)


def _covers(have: str, need: str) -> bool:
    pool = list(have)
    wild = 0
    for g in need:
        if g == "*":
            wild += 1
        elif g in pool:
            pool.remove(g)
        else:
            return False
    return len(pool) >= wild


def _shape_at(mine: set[Hex], built: list[Hex], shape: tuple[Hex, ...]) -> bool:
    """Whether a newly built piece is part of the shape (any rotation/reflection) in ``mine``."""
    variants = []
    for flip in (False, True):
        for rot in range(6):
            variants.append([hexes.rotate((b, a) if flip else (a, b), rot) for a, b in shape])
    for h in built:
        if h not in mine:
            continue
        for cells in variants:
            for anchor in cells:
                off = (h[0] - anchor[0], h[1] - anchor[1])
                if all(hexes.add(c, off) in mine for c in cells):
                    return True
    return False
