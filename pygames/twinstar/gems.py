"""The gem edition (``twinstar-valley-gems.en.txt``): one disc a turn, leapfrogs paid in
credits, factories marked with a road piece, crossroads, tolls to the majority rival, five
upgrades, contracts always in play, scores in victory points.

See the package docstring for the move notation and ``readings.py`` for the readings chosen
where the rulebook is unclear.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from . import explain, hexes
from .board_bits import singles
from .components import GEMS_EDITION, LAKE, MOUNTAIN, SHAPES
from .hexes import Hex
from .network import Counted, Route
from .rules import Stage, TwinStar, covers, parse_square, square_name
from .turn import Build, Factory, Leap, Square

BRIDGE_ARCHITECT, CONSTRUCTION_MASTER, CHIEF_LOGISTICS, MINING_EXPERT, CORPORATE_MANAGER = (
    1, 2, 3, 4, 5)


class GemsTwinStar(TwinStar, edition="gems", rules=2):
    """The gem edition under the current rules."""

    __slots__ = ()  # the state: state.TwinStarState

    ED = GEMS_EDITION
    #: only the mover's own pieces carry; no contract counts a route's length
    COUNTED = Counted.by_contracts(GEMS_EDITION.contracts, capacity_all=False,
                                   items=GEMS_EDITION.mine_capacity, total=0)
    FACTORY_PIECES = 1
    FACTORY_FEE_ALWAYS = True

    # ------------------------------------------------------------------ setup
    def _lay_tiles(self, positions: list[Hex]) -> tuple[dict[Hex, str], dict[Hex, int],
                                                        dict[Hex, str], list[Any]]:
        """Random tiles in random rotations; sites of touching tiles merge into one site."""
        tiles = self.ED.tiles
        order = list(range(len(tiles)))
        self.rng.shuffle(order)
        terrain: dict[Hex, str] = {}
        tile_of: dict[Hex, int] = {}
        laid = [self.lay_tile(terrain, tile_of, slot, pos, self.rng.below(6), tiles[order[slot]])
                for slot, pos in enumerate(positions)]
        return terrain, tile_of, self.cell_names(laid), [order[s] for s in range(len(positions))]

    # ------------------------------------------------------------------ discs
    def _manager(self, p: int) -> bool:
        """Corporate Manager: a leapfrog takes a spare disc and costs 1 credit less."""
        return self.has_upgrade(p, CORPORATE_MANAGER) and self.spare[p] > 0

    def leap_fee(self, p: int) -> int:
        return self.ED.leap_fee_manager if self._manager(p) else self.ED.leap_fee

    def leap_reason(self, p: int, rc: Square) -> str | None:
        """Why p may not leapfrog the disc on rc now (None if it may)."""
        if not self.square_ok(rc):
            return "square"
        stack = self.board.get(rc, [])
        if not stack or stack[-1] == p:
            return "leap_rival"
        if len(stack) >= 2:
            return "leap_stacked"
        if self.placed[p] == 0:
            return "leap_first"
        reason = self.reach_reason(p, rc)
        if reason:
            return reason
        if self.pool[p] < (1 if self._manager(p) else 2):
            return "leap_discs"
        if self.credits[p] < self.leap_fee(p):
            return "leap_credits"
        if not any(x not in self.board for x in self.orth(rc)):
            return "leap_no_free"
        return None

    def _moves_place(self) -> list[str]:
        """The squares placement_reason and then leap_reason allow, in square order, found
        on bit sets (board_bits.py)."""
        p = self.current
        bits = self.shape.bits
        occupied, own, passable = self._discs(p)
        single_rival = passable & occupied
        leaps = 0
        if self.placed[p] == 0:
            places = bits.edge & ~occupied & ~self.near_rivals(p)
        else:
            near = bits.orth(own)
            places = near & ~occupied
            if self.pool[p] >= (1 if self._manager(p) else 2) \
                    and self.credits[p] >= self.leap_fee(p):
                for low in singles(near & single_rival):
                    if bits.orth(low) & ~occupied:
                        leaps |= low
        moves = self.shape.moves_of("place", places)
        if leaps:
            moves += self.shape.moves_of("leap", leaps)
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
        if verb == "leap":
            rival = self.board[rc][-1]
            if self._manager(p):
                self.spare[p] -= 1
                self.pay(p, self.ED.leap_fee_manager, rival)
                self.board[rc].append(p)
                self.placed[p] += 1
                self.turn.squares.append(rc)
            else:
                self.pay(p, self.ED.leap_fee, rival)
                self.put_disc(p, rc)
            self.phase = "leap"
            self.step = Leap(covered=rc)
            return
        self.put_disc(p, rc)
        self.resolve(rc)

    def _moves_leap(self) -> list[str]:
        step = self.step
        assert isinstance(step, Leap)
        return ["place " + square_name(x) for x in self.orth(step.covered) if x not in self.board]

    def _do_leap(self, move: str) -> None:
        rc = parse_square(move.split(" ")[1])
        assert rc is not None
        self.put_disc(self.current, rc)
        self.resolve(rc)

    def closing_stages(self) -> list[Stage]:
        return [("sell", ""), ("claim", ""), ("drop", ""), ("end", "")]

    # ------------------------------------------------------------------ actions
    def _build_limit(self, p: int) -> int:
        return 3 if self.has_upgrade(p, CONSTRUCTION_MASTER) else 2

    def _movements(self, p: int) -> int:
        return 2 if self.has_upgrade(p, CHIEF_LOGISTICS) else 1

    def _mine_draw(self, p: int, arg: str) -> int:
        expert = arg != "bonus" and self.has_upgrade(p, MINING_EXPERT)
        return 4 if expert else self.ED.mine_draw

    def cross_reason(self, p: int, h: Hex | None) -> str | None:
        """A crossroad: once a round, a piece on a rival's single piece, 4 credits to that
        rival; it obeys the terrain (a mountain needs Bridge Architect)."""
        if h is None:
            return "hex"
        reason = self.crossroad_reason(p)
        if reason:
            return reason
        stack = self.pieces.get(h, [])
        if len(stack) != 1 or stack[0] == p:
            return "cross_rival"
        if self.terrain.get(h) == MOUNTAIN and not self.crosses_mountains(p):
            return "mountain"
        if self.credits[p] < self.ED.crossroad_fee:
            return "credits"
        return None

    def cross_sites(self, p: int) -> list[Hex]:
        """cross_reason over the crossable hexes, its checks that hold for every hex made
        once: the fee, and mountains only when crosses_mountains."""
        if self.credits[p] < self.ED.crossroad_fee:
            return []
        crossable = self.crossable(p)
        if self.crosses_mountains(p):
            return list(crossable)
        terrain = self.terrain
        return [h for h in crossable if terrain.get(h) != MOUNTAIN]

    def crosses_mountains(self, p: int) -> bool:
        """Whether p's crossroad may go on a mountain: with Bridge Architect, as a road."""
        return self.has_upgrade(p, BRIDGE_ARCHITECT)

    def crossroad_reason(self, p: int) -> str | None:
        step = self.step
        assert isinstance(step, Build)
        if step.free:
            return "no_cross"
        if step.built >= step.limit:
            return "build_limit"
        if self.crossroad_used[p]:
            return "cross_used"
        if self.roads_left[p] == 0:
            return "no_roads"
        return None

    def _moves_upgrade(self) -> list[str]:
        ups = self.upgrades[self.current]
        moves = []
        for t, steps in self.ED.upgrade_steps.items():
            level = ups.get(t, 0)
            if level == 0 and len(ups) < self.ED.upgrade_pawns or 0 < level < steps:
                moves.append(f"upgrade {t}")
        return moves

    # ------------------------------------------------------------------ transport costs
    def tolls(self, route: Route, n: int, p: int) -> dict[int, int]:
        """Per item, the rival pieces on the route; all of it to the rival with the most
        pieces (both colours of a crossroad count); tied rivals share it, rounded up."""
        rivals = {q: c for q, c in enumerate(route.counts) if q != p and c > 0}
        if not rivals:
            return {}
        total = sum(rivals.values()) * n
        best = max(rivals.values())
        tied = [q for q, c in rivals.items() if c == best]
        share = -(-total // len(tied))
        return {q: share for q in tied}

    def factory_fee(self, factory: Factory, items: str) -> int:
        return len(items)  # 1 per gem delivered to a rival factory, refinable or not

    # ------------------------------------------------------------------ contracts
    def may_claim(self, p: int) -> bool:
        return not self.turn.claims

    def _do_claim(self, move: str) -> None:
        p = self.current
        self.turn.claims += 1
        if move == "done":
            self._next()
            return
        i = int(move.split(" ")[1]) - 1
        cid = self.grid[i]
        assert cid is not None
        self.won[p].append(cid)
        self.grid[i] = self.pile.pop(0) if self.pile else None
        c = self.contract(cid)
        bonus: dict[str, list[Stage]] = {
            "roads": [("roads", str(c.bonus_n))],
            "credits": [("credits", str(c.bonus_n or 2))],
            "upgrade": [("upgrade", "")],
            "mine": [("mine", "bonus")],
            "transport": [("transport", "")],
            "": [],
        }
        self.stages = bonus[c.bonus] + self.stages
        self._next()

    GOAL_EVENTS: ClassVar[dict[str, str]] = {
        "transport": "movements", "own_pass": "movements", "rival_pass": "movements",
        "mine_gems": "mined", "mine_discs": "mine action", "factories": "factory",
        "sell": "sold", "sale": "did_sell", "upgrades": "unlocked", "bridges": "bridge",
        "tile5": "built", "pieces8": "built", "spread": "built", "shape": "built",
        "all_roads": "construct_roads",
    }

    def turn_events(self) -> set[str]:
        """The turn's events, named after the fields of ``Turn`` each goal reads first
        (GOALS below), and the Mine action: a goal needs what its parameter (never 0, never
        empty) counts."""
        t = self.turn
        happened = (("movements", t.movements), ("mined", t.mined), ("factory", t.factory),
                    ("sold", t.sold), ("did_sell", t.did_sell), ("unlocked", t.unlocked),
                    ("bridge", t.bridge), ("built", t.built),
                    ("construct_roads", t.construct_roads), ("mine action", t.action == "M"))
        return {name for name, value in happened if value}

    def goal_met(self, p: int, contract: Any) -> bool:
        """Whether p meets a contract's goal with what happened this turn; a goal naming an
        action ("have at least ...") needs that action this turn (GOALS: one test per goal,
        looked up by name, as every contract in the grid is tested after every turn)."""
        return GOALS[contract.goal](self, p, self.turn, contract.param)

    # ------------------------------------------------------------------ end of turn
    def _end_turn(self, check: bool) -> None:
        p = self.current
        if check and (self.pool[p] == 0 or self.made_square(p, self.turn.squares)):
            self.done[p] = True
        if self.pool[p] == 0:
            self.done[p] = True
        self.last_player = p
        n = self.players
        for step in range(1, n + 1):
            q = (p + step) % n
            if not self.done[q]:
                self.current = q
                self.start_turn()
                return
        if self.round == 1:
            self.round = 2
            self.current = (self.last_player + 1) % n  # the player left of the last one
            self._start_round()
        else:
            self.finish()

    # ------------------------------------------------------------------ scoring
    def score_breakdown(self) -> list[dict[str, Any]]:
        out = []
        for p in range(self.players):
            contracts = self.contract_points(p)
            money = max(self.credits[p], 0) // 2
            factories = self.factory_points(p)
            out.append({"contracts": contracts, "credits": money, "factories": factories,
                        "total": contracts + money + factories})
        return out

    def disc_reason(self, p: int, verb: str, rc: Square) -> str:
        """Why a ``place``/``leap``/``walk`` on rc is not legal now."""
        if verb == "walk":
            return "walk"
        reason = self.placement_reason(p, rc) if verb == "place" else self.leap_reason(p, rc)
        return reason or "generic"

    def _explain(self, move: str) -> IllegalMove:
        return explain.explain(self, move)


    # ------------------------------------------------------------------ the table
    PHASES = {**TwinStar.PHASES, "place": (_moves_place, _do_place), "leap": (_moves_leap, _do_leap),
              "upgrade": (_moves_upgrade, TwinStar.PHASES["upgrade"][1]),
              "claim": (TwinStar.PHASES["claim"][0], _do_claim)}


def _owned_on_bridges(g: GemsTwinStar, p: int) -> int:
    return sum(g.terrain[h] in (LAKE, MOUNTAIN) for h in g.owned_pieces(p))


#: Each goal's test: (game, player, this turn, the contract's parameter) -> met.
GOALS: dict[str, Callable[[GemsTwinStar, int, Any, Any], bool]] = {
    "transport": lambda g, p, t, n: covers(t.transported, str(n)),
    "mine_gems": lambda g, p, t, n: covers(t.mined, str(n)),
    "factories": lambda g, p, t, n: bool(t.factory) and sum(
        f.owner == p for f in g.factories.values()) >= int(n),
    "own_pass": lambda g, p, t, n: any(m.own >= int(n) for m in t.movements),
    "rival_pass": lambda g, p, t, n: any(m.rival >= int(n) for m in t.movements),
    "sell": lambda g, p, t, n: t.sold >= int(n),
    "sale": lambda g, p, t, n: t.did_sell and t.sale >= int(n),
    "mine_discs": lambda g, p, t, n: t.action == "M" and g.discs_on(p, "M") >= int(n),
    "upgrades": lambda g, p, t, n: t.unlocked > 0 and g.unlocked(p) >= int(n),
    "bridges": lambda g, p, t, n: bool(t.bridge) and _owned_on_bridges(g, p) >= int(n),
    "tile5": lambda g, p, t, n: bool(t.built) and max(
        g.pieces_per_tile(p).values(), default=0) >= 5,
    "pieces8": lambda g, p, t, n: bool(t.built) and len(g.owned_pieces(p)) >= 8,
    "spread": lambda g, p, t, n: bool(t.built) and sum(
        v >= 2 for v in g.pieces_per_tile(p).values()) >= 4,
    "shape": lambda g, p, t, n: bool(t.built) and shape_at(
        set(g.owned_pieces(p)), t.built, SHAPES[str(n)]),
    "all_roads": lambda g, p, t, n: t.construct_roads > 0 and g.roads_left[p] == 0,
}


def shape_at(mine: set[Hex], built: list[Hex], shape: tuple[Hex, ...]) -> bool:
    """Whether a newly built piece is part of the shape (any rotation/reflection) in ``mine``."""
    if len(mine) < len(shape):
        return False
    ways = _shape_around(shape)
    for q, r in built:
        if (q, r) not in mine:
            continue
        # the pieces as seen from the new one: a way of covering it lies wholly in them
        seen = {(mq - q, mr - r) for mq, mr in mine}
        if any(cells <= seen for cells in ways):
            return True
    return False


@cache
def _shape_around(shape: tuple[Hex, ...]) -> tuple[frozenset[Hex], ...]:
    """Every way the shape (rotated, reflected) covers the hex (0, 0): its cells relative
    to that hex, each way once."""
    ways = set()
    for flip in (False, True):
        for rot in range(6):
            cells = [hexes.rotate((b, a) if flip else (a, b), rot) for a, b in shape]
            for aq, ar in cells:
                ways.add(tuple(sorted((cq - aq, cr - ar) for cq, cr in cells)))
    return tuple(frozenset(cells) for cells in sorted(ways))
