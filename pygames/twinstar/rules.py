"""TwinStar Valley's engine: what both editions share.

Discs on an action board choose the main action (Construct, Transport/Deliver, Mine/Grow,
Upgrade/Research); roads link mines to factories across a valley of hex tiles; a market
sets the prices of what is sold; contracts reward goals. Each edition is a subclass that
fills in the steps that differ (``gems.py``, ``fruits.py``; the fruit edition's solo mode in
``solo.py``; games started under earlier rules in ``legacy.py``), in the manner of
python-chess's variants: class-level switches and overridden steps, never flags tested
here. ``TwinStar.variant`` picks the class for a game's options, players and rules version.

State is plain data (ints, strings, lists, dicts and the small dataclasses of ``turn.py``),
so a game copies cheaply for the bots. A turn runs as a list of stages (the main action's
steps, then the optional sale and claim, then the end of the turn); each stage that needs a
decision sets ``phase`` and ``step`` and waits for a move.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from functools import cache
from itertools import combinations
from typing import Any, ClassVar

from ..core.errors import IllegalMove
from ..core.game import Game, GameInfo, Option
from ..core.numbers import is_number
from ..core.rng import Rng
from . import hexes
from .board_bits import BoardBits
from .components import (
    CONSTRUCT,
    FLOWER,
    LAKE,
    MINE,
    MINE_ACTION,
    MOUNTAIN,
    PLAINS,
    SITE,
    TRANSPORT,
    UPGRADE,
    Contract,
    Edition,
)
from .hexes import Hex
from .network import Counted, Route, finish_exists
from .network_index import NetworkIndex
from .turn import (
    Build,
    Factory,
    Mining,
    Movement,
    Spec,
    Square,
    Step,
    Transport,
    Turn,
    Upgrading,
)

LETTERS = "ABCDEF"
Stage = tuple[str, str]


_TABLES: dict[tuple[type, str], dict[str, Any]] = {}


def _class_table(cls: type, name: str, make: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """A class's table of named methods (``make`` lists them bound to one game) as plain
    functions, made once per class: a table is consulted at every move."""
    table = _TABLES.get((cls, name))
    if table is None:
        table = _TABLES[(cls, name)] = {
            key: tuple(m.__func__ for m in value) if isinstance(value, tuple) else value.__func__
            for key, value in make().items()}
    return table


class BoardShape:
    """An action board's layout as lookups: its usable squares (flowers are never used), the
    usable orthogonal neighbours of each, its outer edge, each square's kind, and the same
    as bit sets (``bits``, ``kind_bits``). Made once per layout and shared by every game on
    it, since placing discs asks for neighbours constantly."""

    _made: dict[tuple[str, ...], BoardShape] = {}

    def __init__(self, rows: tuple[str, ...]) -> None:
        size = len(rows)
        self.rows = rows
        self.size = size
        self.squares: tuple[Square, ...] = tuple(
            (r, c) for r in range(size) for c in range(size) if rows[r][c] != FLOWER)
        usable = set(self.squares)
        self.orth: dict[Square, tuple[Square, ...]] = {
            (r, c): tuple(x for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if x in usable)
            for r, c in self.squares}
        self.edge = frozenset((r, c) for r, c in self.squares if r in (0, size - 1)
                              or c in (0, size - 1))
        self.edge_squares = [rc for rc in self.squares if rc in self.edge]
        self.kinds: dict[Square, str] = {(r, c): rows[r][c] for r in range(size)
                                         for c in range(size)}
        self.bits = BoardBits(size, self.squares, self.edge)
        self.kind_bits: dict[str, int] = {}
        for rc in self.squares:
            self.kind_bits[self.kinds[rc]] = self.kind_bits.get(self.kinds[rc], 0) | self.bits.bit(rc)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BoardShape) and other.rows == self.rows

    def __hash__(self) -> int:
        return hash(self.rows)

    def __deepcopy__(self, memo: dict[int, Any]) -> BoardShape:
        return self  # never changed: every copy of a game shares it

    @classmethod
    def of(cls, rows: list[str] | tuple[str, ...]) -> BoardShape:
        key = tuple(rows)
        shape = cls._made.get(key)
        if shape is None:
            shape = cls._made[key] = BoardShape(key)
        return shape


@cache
def square_name(rc: Square) -> str:
    """``a1`` for the top-left square of the action board: column letter, row number."""
    return f"{chr(97 + rc[1])}{rc[0] + 1}"


def parse_square(text: str) -> Square | None:
    """The square a name like ``b3`` means, None if it is not one (ASCII only)."""
    if len(text) < 2 or not ("a" <= text[0] <= "z") or not text[1:].isascii() \
            or not is_number(text[1:]) or len(text) > 4:
        return None
    return (int(text[1:]) - 1, ord(text[0]) - 97)


@cache
def multisets(items: str, size: int, order: str) -> tuple[str, ...]:
    """Every distinct choice of ``size`` of the items, each in colour order."""
    return tuple(sorted({"".join(sorted(c, key=order.index)) for c in combinations(items, size)},
                        key=lambda s: [order.index(x) for x in s]))


def covers(have: str, need: str) -> bool:
    """Whether the items ``have`` include ``need`` (``*`` is any item)."""
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


class TwinStar(Game):
    """The shared engine; ``variant`` returns the class of an edition and rules version."""

    info = GameInfo(
        id="twinstar",
        title={"en": "TwinStar Valley", "ja": "ツインスターバレー"},
        min_players=1,
        max_players=4,
        options=(
            Option("edition", ("gems", "fruits"), "gems", {"en": "Edition", "ja": "版"},
                   {"gems": {"en": "Gems", "ja": "宝石版"},
                    "fruits": {"en": "Fruits", "ja": "果物版"}}),
            Option("mode", ("basic", "advanced"), "basic", {"en": "Mode", "ja": "モード"},
                   {"basic": {"en": "Basic", "ja": "基本"},
                    "advanced": {"en": "Advanced", "ja": "上級"}}),
        ),
        players_by_option=(("edition", "gems", 2, 4),),
    )
    RULES_VERSION = 2

    # ---- what each edition sets
    #: The edition's components: tiles, boards, prices, contracts.
    ED: ClassVar[Edition]
    #: What a route counts for the edition's rules and contracts (see network.Counted).
    COUNTED: ClassVar[Counted]
    #: ``done`` may end a Construct or Transport before its first step (rules version 1
    #: of the gem edition; the rulebook: "a player must always perform the Main action").
    DONE_AT_ONCE: ClassVar[bool] = False
    #: A crossroad may go on a mountain without the upgrade that allows building there
    #: (rules version 1 of the gem edition).
    CROSSROAD_ANY_TERRAIN: ClassVar[bool] = False
    #: Road pieces a factory takes from its owner's supply (the gem edition marks a factory
    #: with one; a fruit market uses none).
    FACTORY_PIECES: ClassVar[int] = 0

    _VARIANTS: ClassVar[dict[tuple[str, bool, int], type[TwinStar]]] = {}

    def __init_subclass__(cls, edition: str = "", solo: bool = False, rules: int = 0,
                          **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if edition:
            TwinStar._VARIANTS[(edition, solo, rules)] = cls

    @classmethod
    def variant(cls, players: int, options: dict[str, Any], rules: int) -> type[Game]:
        edition = options.get("edition", "gems")
        for key in ((edition, players == 1, rules), (edition, False, rules), ("gems", False, rules)):
            if key in TwinStar._VARIANTS:
                return TwinStar._VARIANTS[key]
        raise ValueError(f"TwinStar Valley has no rules version {rules!r}")

    @classmethod
    def max_moves(cls, players: int, options: dict[str, Any]) -> int:
        """Two years; in each, a seat passes at most once (that ends its year) and places at
        most ``discs_total`` discs (pool and spare), one move each, and every other turn
        places at least one, so a seat has at most ``discs_total`` turns a year. Besides its
        discs a turn holds its main action (the longest, a Transport: two movements of mine,
        factory, the route hex by hex over hexes that carry road pieces, and the load, then
        ``done``), a sale, up to two contract claims each with a bonus as long as a main
        action and a last ``done``, and drops, one item each (at most every item in play).
        The rules' own bot of the solo mode plays inside the human's turn: its moves are
        not in the log."""
        ed = cls.ED
        seats = max(players, 2)
        route = seats * ed.road_pieces
        main = 2 * (3 + route) + 1
        items = len(ed.colours) * ed.per_colour
        turn = main + 1 + 2 * (1 + main) + 1 + items
        return 2 * players * (ed.discs_total * (1 + turn) + 1)

    #: Attributes clones share instead of copying: the valley and the board layout (replaced
    #: wholesale, never changed in place).
    _SHARED = frozenset({"terrain", "tile_of", "names", "by_name", "site_of", "tiles_used",
                         "site_hexes", "land_hexes", "shape", "options"})

    def __deepcopy__(self, memo: dict[int, Any]) -> TwinStar:
        clone = self.__class__.__new__(self.__class__)
        memo[id(self)] = clone
        for k, v in self.__dict__.items():
            if k in self._SHARED:
                pass
            elif isinstance(v, list):
                v = [x.copy() if isinstance(x, (list, dict)) else x for x in v]
            elif isinstance(v, dict):
                v = {key: (x.copy() if isinstance(x, (list, Factory)) else x)
                     for key, x in v.items()}
            elif isinstance(v, (Turn, Rng)):
                v = v.copy() if isinstance(v, Turn) else Rng(v.state)
            elif isinstance(v, (Build, Spec, Transport, Mining, Upgrading)):
                v = replace(v)
            clone.__dict__[k] = v
        clone._memo = {}
        return clone

    # ------------------------------------------------------------------ setup
    @property
    def ed(self) -> Edition:
        return self.ED

    @property
    def seats(self) -> int:
        """Seats at the table: the players, plus the rules' own bot in solo mode."""
        return max(self.players, 2)

    @property
    def solo(self) -> bool:
        return False

    @property
    def advanced(self) -> bool:
        """Whether the contracts are in play (always in the gem edition)."""
        return True

    def _setup(self) -> None:
        ed = self.ED
        self.bag: list[str] = sorted(ed.colours * ed.per_colour)
        self.discard: list[str] = []
        self._generate_valley()
        for h in sorted(self.mines):
            self.mines[h] = self.sort_items(self.draw(ed.mine_draw))
        self.market: dict[str, int] = {c: ed.market_start for c in ed.colours}
        self.factory_slots: list[int] = list(self._factory_costs())
        self.spec_pawns: dict[str, int] = {c: ed.spec_pawns_per_colour for c in ed.colours}
        self.credits: list[int] = self._start_credits()
        self.bank: int = ed.bank - sum(self.credits)
        n = self.seats
        self.reserve: list[dict[str, int]] = [{c: 0 for c in ed.colours} for _ in range(n)]
        self.roads_left: list[int] = [ed.road_pieces] * n
        self.upgrades: list[dict[int, int]] = [{} for _ in range(n)]
        self.won: list[list[str]] = [[] for _ in range(n)]
        self.grid: list[str | None] = []
        self.pile: list[str] = []
        if self.advanced:
            self._deal_contracts()
        self.round = 1
        self.order_left: list[int] = []  # the fruit edition's turn-order board, when in play
        self.order_right: list[int] = []
        self.order_pos = 0
        self._seat_players()
        self.last_player = self.current
        self._start_round()

    def _deal_contracts(self) -> None:
        decks: dict[str, list[str]] = {}
        for c in self.ED.contracts:
            decks.setdefault(c.deck, []).append(c.id)
        for d in sorted(decks):
            self.rng.shuffle(decks[d])
        self.grid = list(decks["A"][: self.ED.grid_size])
        self.pile = [cid for d in self.ED.pile_decks for cid in decks[d][: self.ED.per_deck]]

    def _start_credits(self) -> list[int]:
        return list(self.ED.start_credits[: self.seats])

    def _factory_costs(self) -> tuple[int, ...]:
        return self.ED.factory_costs

    def _seat_players(self) -> None:
        """Choose who starts (and any turn-order board)."""
        self.current = 0

    def _generate_valley(self) -> None:
        """A random legal valley: tile positions on the lattice, then the edition's tiles."""
        k = self.ED.tiles_by_players[self.players]
        while True:
            positions: list[Hex] = [(0, 0)]
            while len(positions) < k:
                positions.append(self.rng.choice(hexes.frontier(frozenset(positions))))
            if not hexes.tile_layout_ok(positions):
                continue
            laid = self._lay_tiles(positions)
            if laid is not None:
                terrain, tile_of, names, used = laid
                self.tiles_used = used
                self.install_valley(terrain, tile_of, names)
                return

    def _lay_tiles(self, positions: list[Hex]) -> tuple[dict[Hex, str], dict[Hex, int],
                                                        dict[Hex, str], list[Any]] | None:
        """Tiles on the positions (random tiles, sides and rotations), or None to retry."""
        raise NotImplementedError

    @staticmethod
    def lay_tile(terrain: dict[Hex, str], tile_of: dict[Hex, int], slot: int, pos: Hex,
                 rotation: int, tile: str) -> tuple[Hex, ...]:
        """A tile's cells into the valley's maps (terrain, slot), laid at lattice position
        ``pos`` and rotated; returns its cells by local index."""
        cells = hexes.tile_cells(pos, rotation)
        terrain.update(zip(cells, tile, strict=True))
        tile_of.update(dict.fromkeys(cells, slot))
        return cells

    @staticmethod
    def cell_names(cells_by_slot: list[tuple[Hex, ...]]) -> dict[Hex, str]:
        """The valley's hex names: tile letter (by slot) and local index, ``A1``..."""
        names: dict[Hex, str] = {}
        for slot, cells in enumerate(cells_by_slot):
            names.update(zip(cells, hexes.cell_names(LETTERS[slot]), strict=True))
        return names

    @staticmethod
    def sites_merge(terrain: dict[Hex, str], tile_of: dict[Hex, int]) -> bool:
        """Whether factory sites of two different tiles touch (one site across tiles)."""
        return any(terrain.get(nb) == SITE and tile_of[nb] != tile_of[h]
                   for h, t in terrain.items() if t == SITE for nb in hexes.neighbours(h))

    def install_valley(self, terrain: dict[Hex, str], tile_of: dict[Hex, int],
                       names: dict[Hex, str] | None = None) -> None:
        """Set the valley (also how a scenario lays out a rulebook example's map)."""
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
        ordered = sorted(terrain, key=self.names.__getitem__)
        self.site_hexes = [h for h in ordered if terrain[h] == SITE]
        self.land_hexes = [h for h in ordered if terrain[h] in (PLAINS, LAKE, MOUNTAIN)]
        self.site_of: dict[Hex, int] = {}
        sites = [h for h, t in terrain.items() if t == SITE]
        for i, group in enumerate(hexes.components(sites)):
            for h in group:
                self.site_of[h] = i
        self.mines: dict[Hex, str] = {h: "" for h, t in sorted(terrain.items()) if t == MINE}
        self.pieces: dict[Hex, list[int]] = {}
        self.factories: dict[Hex, Factory] = {}
        self._network: NetworkIndex | None = None
        self.network_changed()

    def _start_round(self) -> None:
        ed, n = self.ED, self.seats
        self.side = self.round - 1
        self.set_board(ed.boards[n][self.side])
        self.board: dict[Square, list[int]] = {}
        self.pool: list[int] = [ed.discs_by_players[n]] * n
        self.spare: list[int] = [ed.discs_total - ed.discs_by_players[n]] * n
        self.done: list[bool] = [False] * n
        self.placed: list[int] = [0] * n
        self.crossroad_used: list[bool] = [False] * n
        self.start_turn()

    def set_board(self, rows: list[str] | tuple[str, ...]) -> None:
        """The action board's layout: its symbols row by row (a scenario may set its own)."""
        self.shape = BoardShape.of(rows)

    @property
    def board_kinds(self) -> list[str]:
        """The action board's symbols row by row (a scenario may lay out its own)."""
        return list(self.shape.rows)

    @board_kinds.setter
    def board_kinds(self, rows: list[str] | tuple[str, ...]) -> None:
        self.set_board(rows)

    def start_turn(self) -> None:
        """The current player begins a turn: a disc to place (scenarios start here too)."""
        self.phase = "place"
        self.stages: list[Stage] = []
        self.step: Step = None
        self.turn = Turn()
        #: Facts that stay true while the player to move places discs (placing a disc that
        #: does not resolve changes none of them): whether each action is performable.
        self._turn_facts: dict[Any, Any] = {}

    def start_stages(self, stages: list[Stage]) -> None:
        """Run the given stages for the current player, as if a disc had just chosen them
        (scenarios: "white performs a Transport now")."""
        self.stages = list(stages)
        self._next()
        self._changed()

    def forget(self) -> None:
        """Drop what was derived from the position (after changing it outside a move)."""
        self._memo = {}
        self._turn_facts = {}
        self.network_changed()

    @property
    def turn_facts_kept(self) -> int:
        """How many answers about the turn are kept (they last while discs are placed)."""
        return len(self._turn_facts)

    #: Attributes derived from the state and kept across moves (see _moved).
    _KEPT = frozenset({"_network", "_network_current", "_turn_facts"})

    def network_fact(self, key: Any, make: Callable[[], Any]) -> Any:
        """A fact derived from the road network alone (its pieces and factories, and the
        valley), made once per network (kept with its index)."""
        facts = self.network_index().facts
        if key not in facts:
            facts[key] = make()
        return facts[key]

    def snapshot(self) -> dict[str, Any]:
        """The game's state: its attributes without what is derived from them and kept
        across moves (the network index, the turn's facts)."""
        return {k: v for k, v in vars(self).items() if k not in self._KEPT}

    # ------------------------------------------------------------------ the network index
    def _changed(self) -> None:
        super()._changed()
        # an edit, an undo or a resampling: the network and the turn's facts may differ
        self._turn_facts = {}
        self.network_changed()

    def _moved(self) -> None:
        # a move keeps them current itself: it marks the network changed when it builds,
        # and drops the turn's facts when more than a disc placement happens
        super()._changed()

    def network_changed(self) -> None:
        """The pieces or factories changed: the network index is checked on its next use."""
        self._network_current = False

    def network_index(self) -> NetworkIndex:
        """The index of the road network as it is now (see network_index.py)."""
        index = self._network
        if not self._network_current:
            if index is None:
                index = NetworkIndex(self.pieces, self.factories, self.seats, self.COUNTED,
                                     self.SUGGEST_BUDGET)
            elif not index.describes(self.pieces, self.factories):
                index = index.follow(self.pieces, self.factories)
            self._network = index
            self._network_current = True
        return index

    # ------------------------------------------------------------------ helpers
    @property
    def size(self) -> int:
        return len(self.shape.rows)

    def kind_at(self, rc: Square) -> str:
        return self.shape.kinds[rc]

    def top(self, rc: Square) -> int | None:
        stack = self.board.get(rc)
        return stack[-1] if stack else None

    def has_upgrade(self, p: int, track: int) -> bool:
        return self.upgrades[p].get(track, 0) >= self.ED.upgrade_steps[track]

    def unlocked(self, p: int) -> int:
        return sum(self.has_upgrade(p, t) for t in self.ED.upgrade_steps)

    def price(self, colour: str) -> int:
        return self.ED.market_track[self.market[colour]]

    def sort_items(self, items: str | list[str]) -> str:
        return "".join(sorted(items, key=self.ED.colours.index))

    def pay(self, payer: int, amount: int, to: int | None = None) -> None:
        """Credits from a seat to a rival, or to the supply."""
        self.credits[payer] -= amount
        if to is None:
            self.bank += amount
        else:
            self.credits[to] += amount

    def gain(self, p: int, amount: int) -> None:
        """Credits from the supply."""
        self.credits[p] += amount
        self.bank -= amount

    def draw(self, k: int) -> list[str]:
        """Up to ``k`` items drawn blindly from the bag."""
        drawn = []
        for _ in range(min(k, len(self.bag))):
            drawn.append(self.bag.pop(self.rng.below(len(self.bag))))
        return drawn

    def leap_fee(self, p: int) -> int:
        """Credits a leapfrog pays the covered rival."""
        return self.ED.leap_fee

    def contract(self, cid: str) -> Contract:
        return self.ED.contract(cid)

    def square_ok(self, rc: Square) -> bool:
        """Whether rc is a usable square of the action board (flower squares are not)."""
        return rc in self.shape.orth

    def orth(self, rc: Square) -> tuple[Square, ...]:
        """The usable squares orthogonally next to rc."""
        return self.shape.orth.get(rc, ())

    def first_disc_reason(self, p: int, rc: Square) -> str | None:
        """Why p's first disc of the round may not go on free square rc (None if it may):
        the outer edge, and no rival disc around it, diagonals included."""
        if rc not in self.shape.edge:
            return "edge"
        if self.near_rivals(p) & self.shape.bits.bit(rc):
            return "rival_near"
        return None

    def near_rivals(self, p: int) -> int:
        """The squares with a rival's disc on top on them or around them (diagonals
        included), as a bit set (see board_bits.py)."""
        key = ("near_rivals", p)
        found = self._memo.get(key)
        if found is None:
            bits = self.shape.bits
            rivals = bits.mask(rc for rc, stack in self.board.items() if stack[-1] != p)
            found = self._memo[key] = bits.around(rivals)
        return found

    def placement_reason(self, p: int, rc: Square) -> str | None:
        """Why p may not put one disc on square rc now (None if it may)."""
        if not self.square_ok(rc):
            return "flower" if 0 <= rc[0] < self.size and 0 <= rc[1] < self.size else "square"
        if rc in self.board:
            return "occupied"
        return self.reach_reason(p, rc)

    def disc_squares(self, p: int) -> list[Square]:
        """The squares a disc of p may go on at all now (reach_reason allows them, the
        rest aside), in square order: the edge for the round's first disc, else the squares
        next to p's discs."""
        shape = self.shape
        if self.placed[p] == 0:
            return shape.edge_squares
        return sorted({x for rc, stack in self.board.items() if stack[-1] == p
                       for x in shape.orth[rc]})

    def reach_reason(self, p: int, rc: Square) -> str | None:
        """The edge rule for a first disc; next to an own disc for the others."""
        if self.placed[p] == 0:
            return self.first_disc_reason(p, rc)
        if not any(self.top(x) == p for x in self.orth(rc)):
            return "not_adjacent"
        return None

    def made_square(self, p: int, squares: list[Square]) -> bool:
        """Whether one of ``squares`` is part of a 2×2 of p's top discs."""
        bits = self.shape.bits
        blocks = bits.blocks(bits.mask(rc for rc, stack in self.board.items() if stack[-1] == p))
        return any(blocks & bits.bit_of[rc] for rc in squares)

    # ------------------------------------------------------------------ protocol hooks
    def _current_player(self) -> int | None:
        return None if self.phase == "over" else self.current

    def _phases(self) -> dict[str, tuple[Callable[[], list[str]], Callable[[str], None]]]:
        return {
            "place": (self._moves_place, self._do_place),
            "build": (self._moves_build, self._do_build),
            "spec": (self._moves_spec, self._do_spec),
            "from": (self._moves_from, self._do_from),
            "to": (self._moves_to, self._do_to),
            "route": (self._moves_route, self._do_route),
            "keep": (self._moves_keep, self._do_keep),
            "onto": (self._moves_onto, self._do_onto),
            "upgrade": (self._moves_upgrade, self._do_upgrade),
            "sell": (self._moves_sell, self._do_sell),
            "claim": (self._moves_claim, self._do_claim),
            "drop": (self._moves_drop, self._do_drop),
        }

    def _legal_moves(self) -> list[str]:
        return _class_table(type(self), "phases", self._phases)[self.phase][0](self)

    def _apply(self, move: str) -> None:
        self._memo = {}
        _class_table(type(self), "phases", self._phases)[self.phase][1](self, move)

    # ------------------------------------------------------------------ placing discs
    def _moves_place(self) -> list[str]:
        raise NotImplementedError

    def _do_place(self, move: str) -> None:
        raise NotImplementedError

    def put_disc(self, p: int, rc: Square) -> None:
        """A disc of p onto square rc (on a rival's disc for a leapfrog)."""
        self.board.setdefault(rc, []).append(p)
        self.pool[p] -= 1
        self.placed[p] += 1
        self.turn.squares.append(rc)

    def resolve(self, rc: Square) -> None:
        """The disc on rc resolves its action: the turn's stages begin."""
        kind = self.kind_at(rc)
        self.turn.action = kind
        self.stages = self._turn_stages(kind)
        self._next()

    def _main_stages(self, kind: str) -> list[Stage]:
        return {
            CONSTRUCT: [("construct", "")],
            TRANSPORT: [("transport", "")],
            MINE_ACTION: [("mine", ""), ("mine", ""), ("mine_pay", "")],
            UPGRADE: [("upgrade", "")],
        }[kind]

    def _turn_stages(self, kind: str) -> list[Stage]:
        return self._main_stages(kind) + self.closing_stages()

    def closing_stages(self) -> list[Stage]:
        """The stages after the main action: the optional sale and claim, the turn's end."""
        raise NotImplementedError

    # ------------------------------------------------------------------ stage machine
    def _next(self) -> None:
        """Enter pending stages until one needs a decision (or the turn ends)."""
        self.step = None
        self._memo = {}
        self._turn_facts = {}
        enter = _class_table(type(self), "stages", self._stage_entries)
        while self.stages:
            name, arg = self.stages.pop(0)
            if enter[name](self, arg):
                return

    def _stage_entries(self) -> dict[str, Callable[[str], bool]]:
        return {
            "construct": self._enter_construct, "roads": self._enter_roads,
            "transport": self._enter_transport, "grow_start": self._enter_grow_start,
            "mine": self._enter_mine, "mine_pay": self._enter_mine_pay,
            "upgrade": self._enter_upgrade, "sell": self._enter_sell, "claim": self._enter_claim,
            "credits": self._enter_credits, "drop": self._enter_drop, "end": self._enter_end,
        }

    def _enter_construct(self, arg: str) -> bool:
        self.phase = "build"
        self.step = Build(limit=self._build_limit(self.current))
        return self._can_build()

    def _build_limit(self, p: int) -> int:
        return 2

    def _enter_roads(self, arg: str) -> bool:
        self.phase = "build"
        self.step = Build(limit=int(arg), free=True)
        return self._can_build()

    def _enter_transport(self, arg: str) -> bool:
        self.phase = "from"
        self.step = Transport(left=self._movements(self.current))
        return self.can_move(self.current)

    def _movements(self, p: int) -> int:
        return 1

    def _enter_grow_start(self, arg: str) -> bool:
        self.turn.grows.append("")
        return False

    def _enter_mine(self, arg: str) -> bool:
        p = self.current
        if not self.bag or not self.eligible_mines():
            return False
        drawn = self.sort_items(self.draw(self._mine_draw(p, arg)))
        self.step = Mining(drawn=drawn, bonus=arg == "bonus")
        self.phase = "keep" if len(drawn) > 2 else "onto"
        return True

    def _mine_draw(self, p: int, arg: str) -> int:
        return self.ED.mine_draw

    def _enter_mine_pay(self, arg: str) -> bool:
        if arg != "bonus":
            self.gain(self.current, self.ED.mine_reward)
        self.turn.acts.append(MINE_ACTION)
        return False

    def _enter_upgrade(self, arg: str) -> bool:
        self.phase = "upgrade"
        self.step = Upgrading(free=arg == "free")
        return bool(self._moves_upgrade())

    def _enter_sell(self, arg: str) -> bool:
        p = self.current
        self.phase = "sell"
        self.turn.sell_passed = True
        return not self.turn.did_sell and sum(self.reserve[p].values()) > 0

    def _enter_claim(self, arg: str) -> bool:
        self.phase = "claim"
        return next(self._claim_options(), None) is not None

    def _enter_credits(self, arg: str) -> bool:
        self.gain(self.current, int(arg))
        return False

    def _enter_drop(self, arg: str) -> bool:
        self.phase = "drop"
        return sum(self.reserve[self.current].values()) > self.ED.reserve_limit

    def _enter_end(self, arg: str) -> bool:
        self._end_turn(check=True)
        return True

    def _end_turn(self, check: bool) -> None:
        raise NotImplementedError

    def finish(self) -> None:
        """The game is over."""
        self.phase = "over"
        self.stages = []
        self.step = None

    # ------------------------------------------------------------------ construct
    def build_cost(self, p: int, h: Hex) -> int | None:
        """Credits for p to build a road piece on empty hex h (None if not allowed there)."""
        return self.terrain_cost(p, self.terrain.get(h))

    def terrain_cost(self, p: int, t: str | None) -> int | None:
        """Credits for p to build a road piece on a hex of terrain t (None if not allowed)."""
        ed = self.ED
        architect = self.has_upgrade(p, 1)
        if t == PLAINS:
            return ed.road_cost
        if t == LAKE:
            return ed.bridge_cost_architect if architect else ed.bridge_cost
        if t == MOUNTAIN and architect:
            return ed.mountain_cost_architect
        return None

    def road_reason(self, p: int, h: Hex | None) -> str | None:
        """Why p may not build a road piece (road, bridge, mountain road) on h now."""
        step = self.step
        assert isinstance(step, Build)
        if h is None:
            return "hex"
        if step.built >= step.limit:
            return "build_limit"
        if self.roads_left[p] == 0:
            return "no_roads"
        if h in self.pieces:
            return "hex_taken"
        cost = self.build_cost(p, h)
        if cost is None:
            return {MINE: "on_mine", SITE: "on_site"}.get(self.terrain.get(h, ""), "mountain")
        if not step.free and self.credits[p] < cost:
            return "credits"
        return None

    def road_terrains(self, p: int, free: bool) -> frozenset[str]:
        """The terrains p may build a road piece on now, priced and paid for (unless the
        pieces are ``free``): road_reason of a free hex of that terrain, the supply and the
        build limit aside."""
        key = ("road terrains", p, free)
        found = self._memo.get(key)
        if found is None:
            found = self._memo[key] = frozenset(
                t for t in (PLAINS, LAKE, MOUNTAIN) if (cost := self.terrain_cost(p, t)) is not None
                and (free or self.credits[p] >= cost))
        return found

    def open_terrains(self) -> frozenset[str]:
        """The terrains of the land hexes no piece is on yet."""
        return self.network_fact("open terrains", lambda: frozenset(
            self.terrain[h] for h in self.land_hexes if h not in self.pieces))

    def _road_moves(self, terrains: frozenset[str]) -> tuple[str, ...]:
        """A road piece on each land hex of these terrains no piece is on yet, by name."""
        def make() -> tuple[str, ...]:
            _, open_land = self.build_sites()
            return tuple("road " + self.names[h] for h in open_land
                         if h not in self.pieces and self.terrain[h] in terrains)

        return self.network_fact(("road moves", terrains), make)

    def factory_affordable(self, p: int) -> bool:
        """What a factory needs wherever it goes: a factory left, its price, its pieces and a
        free pair of specialities (factory_reason, the site aside)."""
        return bool(self.factory_slots) and self.credits[p] >= self.factory_slots[0] \
            and self.roads_left[p] >= self.FACTORY_PIECES and bool(self.spec_pairs())

    def cross_reason(self, p: int, h: Hex | None) -> str | None:
        """Why p may not build a crossroad on h now (gem edition)."""
        return "no_cross"

    def crossroad_reason(self, p: int) -> str | None:
        """Why p may build no crossroad anywhere now (None: it may where cross_reason
        allows)."""
        return "no_cross"

    def factory_reason(self, p: int, h: Hex | None) -> str | None:
        """Why p may not build a factory (market) on h now."""
        step = self.step
        assert isinstance(step, Build)
        if h is None:
            return "hex"
        if step.free or step.built > 0:
            return "factory_roads"
        if self.terrain.get(h) != SITE:
            return "not_site"
        if self.site_of[h] in self.taken_sites():
            return "site_taken"
        if not self.factory_slots:
            return "no_factory"
        if self.credits[p] < self.factory_slots[0]:
            return "credits"
        if self.roads_left[p] < self.FACTORY_PIECES:
            return "no_roads"
        reason = self._factory_piece_reason(p, h)
        if reason:
            return reason
        if not self.spec_pairs():
            return "no_spec"
        return None

    def factory_sites(self, p: int) -> list[Hex]:
        """The hexes where p could build a factory, in name order: factory_reason of a hex,
        what factory_affordable checks and the Construct's first step aside (a free site
        that the edition's factory fits)."""
        def make() -> list[Hex]:
            taken = self.taken_sites()
            return [h for h in self.build_sites()[0]
                    if self.site_of[h] not in taken and self._factory_piece_reason(p, h) is None]

        return self.network_fact(("factory sites", p), make)

    def taken_sites(self) -> frozenset[int]:
        """The sites (by number) holding a factory."""
        return self.network_fact("taken sites", lambda: frozenset(
            self.site_of[f] for f in self.factories))

    def _factory_piece_reason(self, p: int, h: Hex) -> str | None:
        """What the edition's factory needs besides a free site, its price and pieces."""
        return None

    def spec_pairs(self) -> list[str]:
        """The pairs of specialities a new factory may take (both pawns left)."""
        found = self._memo.get("spec_pairs")
        if found is None:
            avail = [c for c in self.ED.colours if self.spec_pawns[c] > 0]
            found = self._memo["spec_pairs"] = ["".join(pair) for pair in combinations(avail, 2)]
        return list(found)

    def _done_allowed(self, built_any: bool) -> bool:
        """``done`` ends a main action only after its first step (or when it cannot be
        performed at all); gem edition rules version 1 allowed it at once."""
        return built_any or self.DONE_AT_ONCE

    def _moves_build(self) -> list[str]:
        step = self.step
        assert isinstance(step, Build)
        moves = list(self._build_options())
        if moves and not self._done_allowed(step.built > 0):
            return moves
        return moves + ["done"]

    def _can_build(self) -> bool:
        """Whether the Construct (or the bonus pieces) can build anything more now."""
        return next(self._build_options(), None) is not None

    def _build_options(self) -> Iterator[str]:
        """What can be built now, in the order of the moves: factories, road pieces (each by
        name), crossroads."""
        p = self.current
        step = self.step
        assert isinstance(step, Build)
        names = self.names
        if not step.free and step.built == 0 and self.factory_affordable(p):
            for h in self.factory_sites(p):
                yield "factory " + names[h]
        if step.built < step.limit and self.roads_left[p]:
            yield from self._road_moves(self.road_terrains(p, step.free))
        if self.crossroad_reason(p) is None:
            crossable = self.network_fact(("crossable", p), lambda: sorted(
                (h for h, o in self.pieces.items() if len(o) == 1 and o[0] != p),
                key=names.__getitem__))
            for h in crossable:
                if self.cross_reason(p, h) is None:
                    yield "cross " + names[h]

    def _do_build(self, move: str) -> None:
        p = self.current
        step = self.step
        assert isinstance(step, Build)
        if move == "done":
            self._next()
            return
        verb, name = move.split(" ")
        h = self.by_name[name]
        if verb == "factory":
            cost = self.factory_slots.pop(0)
            self.pay(p, cost)
            self.roads_left[p] -= self.FACTORY_PIECES
            self.factories[h] = self._new_factory(p, h, cost)
            self.network_changed()
            self.phase = "spec"
            self.step = Spec(factory=h)
            return
        if verb == "road":
            cost = self.build_cost(p, h)
            assert cost is not None
            if not step.free:
                self.pay(p, cost)
                self.turn.construct_roads += 1
            self.pieces[h] = [p]
        else:
            rival = self.pieces[h][0]
            self.pay(p, self.ED.crossroad_fee, rival)
            self.pieces[h].append(p)
            self.crossroad_used[p] = True
            self.turn.construct_roads += 1
        self.network_changed()
        self.roads_left[p] -= 1
        step.built += 1
        self.turn.built.append(h)
        if self.terrain[h] in (LAKE, MOUNTAIN):
            self.turn.bridge = True
        if not self._can_build():
            self._next()

    def build_sites(self) -> tuple[list[Hex], list[Hex]]:
        """The valley's factory-site hexes and the hexes a road may ever go on (plains, lakes,
        mountains), each in name order (the order of the build moves)."""
        return self.site_hexes, self.land_hexes

    def _new_factory(self, p: int, h: Hex, cost: int) -> Factory:
        return Factory(owner=p, cost=cost)

    def _moves_spec(self) -> list[str]:
        return ["spec " + pair for pair in self.spec_pairs()]

    def _do_spec(self, move: str) -> None:
        pair = move.split(" ")[1]
        step = self.step
        assert isinstance(step, Spec)
        self.factories[step.factory].spec = pair
        for c in pair:
            self.spec_pawns[c] -= 1
        self.turn.factory = True
        self._next()

    # ------------------------------------------------------------------ transport
    #: Partial routes one search for suggested routes extends at most: the routes offered in
    #: one tap and weighed by the bots. What is legal never depends on it (a route is drawn
    #: hex by hex, see network.py).
    SUGGEST_BUDGET: ClassVar[int] = 3000

    def network_key(self) -> tuple[Any, ...]:
        """The road network as a value: the pieces and the factories (routes depend on it
        alone)."""
        key = self._memo.get("network")
        if key is None:
            key = (tuple(sorted((h, tuple(o)) for h, o in self.pieces.items())),
                   tuple(sorted(self.factories)))
            self._memo["network"] = key
        return key

    def route_options(self, mine: Hex, p: int | None = None,
                      prefix: tuple[Hex, ...] = ()) -> dict[Hex, list[Route]]:
        """Suggested routes of seat p from a mine (on from the route ``prefix`` drawn so
        far), per factory: each distinct outcome the search finds within its budget (all of
        them in any ordinary network; see network.py), best capacity first."""
        p = self.current if p is None else p
        return self.network_index().outcomes(mine, p, prefix)[0]

    def capacity(self, route: Route, p: int) -> int:
        """How many items seat p may move along the route."""
        return sum(route.counts) if self.COUNTED.capacity_all else route.counts[p]

    def tolls(self, route: Route, n: int, p: int) -> dict[int, int]:
        """Credits p pays rivals for their pieces when moving n items along the route."""
        raise NotImplementedError

    def factory_fee(self, factory: Factory, items: str) -> int:
        """Credits paid to a rival owner for delivering ``items`` to its factory."""
        raise NotImplementedError

    def payments(self, route: Route, items: str, p: int) -> dict[int, int]:
        """Credits p pays to each rival for moving ``items`` along ``route``."""
        pay = self.tolls(route, len(items), p)
        fac = self.factories[route.factory]
        if fac.owner != p:
            fee = self.factory_fee(fac, items)
            if fee:
                pay[fac.owner] = pay.get(fac.owner, 0) + fee
        return pay

    def sale_value(self, items: dict[str, int]) -> int:
        return sum(n * self.price(c) for c, n in items.items())

    def affordable(self, route: Route, items: str, p: int | None = None) -> bool:
        """Whether p (the current player) can pay for this movement within the turn: now, or
        with the sale of the refined items that is still to come this turn."""
        p = self.current if p is None else p
        spec = self.factories[route.factory].spec
        cost = sum(self.payments(route, items, p).values())
        income = sum(g not in spec for g in items)
        after = self.credits[p] - cost + income
        if after >= 0:
            return True
        if self.turn.did_sell or self.turn.sell_passed:
            return False
        held = dict(self.reserve[p])
        for g in items:
            if g in spec:
                held[g] += 1
        return after + self.sale_value(held) >= 0

    def carry_choices(self, mine: Hex, route: Route) -> list[str]:
        """The loads the current player may move along a route from a mine."""
        return list(self._loads(mine, route, self.current))

    def can_carry(self, mine: Hex, route: Route, p: int) -> bool:
        """Whether p may move some load along a route from a mine."""
        return next(self._loads(mine, route, p), None) is not None

    def _loads(self, mine: Hex, route: Route, p: int) -> Iterator[str]:
        items = self.mines[mine]
        cap = min(self.capacity(route, p), len(items))
        for k in range(1, cap + 1):
            for load in multisets(items, k, self.ED.colours):
                if self.affordable(route, load, p):
                    yield load

    def _pair_allowed(self, mine: Hex, factory: Hex) -> bool:
        """Whether this movement may use this mine and factory (a second movement of the
        fruit edition's Drive Bot may not repeat the first one's pair)."""
        return True

    def _money_bound(self, p: int) -> int:
        """The most p could spend on one movement this turn: credits, a sold item's credit,
        and the sale still to come of the reserve and a refined item."""
        money = self.credits[p] + 1
        if not (self.turn.did_sell or self.turn.sell_passed):
            money += self.sale_value(self.reserve[p]) + max(self.price(c) for c in self.ED.colours)
        return money

    def _route_hopeless(self, mine: Hex, factory: Hex, p: int
                        ) -> Callable[[tuple[int, ...], tuple[int, ...]], bool]:
        """A cut for route searches: no finish can carry (no piece that would give capacity
        is left) or the rival pieces so far already cost more than p could pay."""
        money = self._money_bound(p)
        fee = self.factories[factory].owner != p and self.FACTORY_FEE_ALWAYS

        def hopeless(counts: tuple[int, ...], extra: tuple[int, ...]) -> bool:
            room = sum(counts) + sum(extra) if self.COUNTED.capacity_all else counts[p] + extra[p]
            if room == 0:
                return True
            return sum(counts) - counts[p] + fee > money

        return hopeless

    #: The factory fee is due for any item delivered to a rival's factory (gem edition), so
    #: it bounds what a movement costs; a fruit market charges demanded fruits only.
    FACTORY_FEE_ALWAYS: ClassVar[bool] = False

    def route_exists(self, mine: Hex, factory: Hex, p: int, path: tuple[Hex, ...] = ()) -> bool:
        """Whether p can finish the route ``path`` (empty: start one) from mine to factory
        into a route some affordable load can use: tried on the network index's route
        outcomes (exact when its search completed and the mine holds no more than a route
        is counted for; see network_index.py), else by a route search."""
        index = self.network_index()
        if not index.reaches(mine, factory):
            return False
        found, complete = index.outcomes(mine, p, path)
        if complete and len(self.mines[mine]) <= self.COUNTED.items:
            return any(self.can_carry(mine, route, p) for route in found.get(factory, ()))
        return self.route_search(mine, factory, p, path)

    def route_search(self, mine: Hex, factory: Hex, p: int, path: tuple[Hex, ...]) -> bool:
        """route_exists by a search over the routes themselves (stopping at the first one
        some affordable load can use)."""

        def usable(counts: tuple[int, ...]) -> bool:
            return self.can_carry(mine, Route(factory, counts, ()), p)

        return finish_exists(mine, factory, self.pieces, self.seats, path, usable,
                             self._route_hopeless(mine, factory, p), p)

    def can_move(self, p: int) -> bool:
        """Whether p could make a movement now (a Transport's first: any mine and factory)."""
        factories = sorted(self.factories)
        return any(self.route_exists(m, f, p)
                   for m, items in self.mines.items() if items for f in factories)

    def mine_choices(self, p: int | None = None) -> dict[Hex, list[Hex]]:
        """Per mine with items, the factories p can move something to now (by some route)."""
        p = self.current if p is None else p
        memo = self._memo.get("mine_choices")
        if memo is not None and memo[0] == p:
            return memo[1]
        out: dict[Hex, list[Hex]] = {}
        for m, items in self.mines.items():
            if not items:
                continue
            reach = [f for f in sorted(self.factories)
                     if self._pair_allowed(m, f) and self.route_exists(m, f, p)]
            if reach:
                out[m] = reach
        self._memo["mine_choices"] = (p, out)
        return out

    def _mine_choices(self) -> dict[Hex, Any]:
        return self.mine_choices(self.current)

    def _moves_from(self) -> list[str]:
        step = self.step
        assert isinstance(step, Transport)
        moves = sorted("from " + self.names[m] for m in self._mine_choices())
        if moves and not self._done_allowed(not step.first):
            return moves
        return moves + ["done"]

    def _do_from(self, move: str) -> None:
        step = self.step
        assert isinstance(step, Transport)
        if move == "done":
            self._next()
            return
        step.mine = self.by_name[move.split(" ")[1]]
        self.phase = "to"

    def _moves_to(self) -> list[str]:
        step = self.step
        assert isinstance(step, Transport) and step.mine is not None
        usable = self._mine_choices().get(step.mine, {})
        return sorted("to " + self.names[f] for f in usable)

    def _do_to(self, move: str) -> None:
        step = self.step
        assert isinstance(step, Transport)
        step.factory = self.by_name[move.split(" ")[1]]
        step.path = ()
        self.phase = "route"
        self._settle_route()

    # ---- drawing the route
    def route_next(self) -> list[Hex]:
        """The hexes the route being drawn can go on to (each leading on to a usable
        route)."""
        step = self.step
        if not isinstance(step, Transport) or step.mine is None or step.factory is None:
            return []
        key = ("route_next", step.path)
        found = self._memo.get(key)
        if found is None:
            found = [h for h in self.network_index().steps(step.mine, step.factory, step.path)
                     if self.route_exists(step.mine, step.factory, self.current,
                                          (*step.path, h))]
            self._memo[key] = found
        return list(found)

    def current_route(self) -> Route | None:
        """The route drawn so far, when it reaches its factory and something can be moved
        along it (the load is chosen next)."""
        step = self.step
        if not isinstance(step, Transport) or step.mine is None or step.factory is None \
                or not step.path or step.factory not in hexes.neighbours(step.path[-1]):
            return None
        counts = [0] * self.seats
        for h in step.path:
            for o in self.pieces[h]:
                counts[o] += 1
        route = Route(step.factory, tuple(counts), step.path)
        return route if self.carry_choices(step.mine, route) else None

    def route_reason(self, h: Hex | None) -> str:
        """Why the route being drawn cannot go on to hex h."""
        step = self.step
        assert isinstance(step, Transport) and step.mine is not None and step.factory is not None
        end = step.path[-1] if step.path else step.mine
        if h is None or h not in self.pieces:
            return "route_no_road"
        if h in step.path:
            return "route_again"
        if h not in hexes.neighbours(end):
            return "route_not_next"
        return "route_dead_end"

    def _settle_route(self) -> None:
        """Draw on by itself while the route has one way on and cannot end yet."""
        step = self.step
        assert isinstance(step, Transport)
        while self.current_route() is None:
            nxt = self.route_next()
            if len(nxt) != 1:
                return
            step.path = (*step.path, nxt[0])

    def _moves_route(self) -> list[str]:
        step = self.step
        route = self.current_route()
        assert isinstance(step, Transport) and step.mine is not None
        moves = sorted("via " + self.names[h] for h in self.route_next())
        if route is not None:
            moves += ["carry " + g for g in self.carry_choices(step.mine, route)]
        return moves

    def _do_route(self, move: str) -> None:
        verb, arg = move.split(" ")
        step = self.step
        assert isinstance(step, Transport)
        if verb == "via":
            step.path = (*step.path, self.by_name[arg])
            self._memo = {}
            self._settle_route()
            return
        route = self.current_route()
        assert route is not None
        self._carry(route, arg)

    def _carry(self, route: Route, items: str) -> None:
        """Move ``items`` along ``route`` from the movement's mine, paying and refining."""
        p = self.current
        step = self.step
        assert isinstance(step, Transport) and step.mine is not None
        m = step.mine
        left = list(self.mines[m])
        for g in items:
            left.remove(g)
        self.mines[m] = "".join(left)
        for q, amount in sorted(self.payments(route, items, p).items()):
            self.pay(p, amount, q)
        spec = self.factories[route.factory].spec
        for g in items:
            if g in spec:
                self.reserve[p][g] += 1
            else:
                self.gain(p, 1)
                self.discard.append(g)
        own = route.counts[p]
        self.turn.movements.append(Movement(
            items=items, matched="".join(g for g in items if g in spec), own=own,
            rival=sum(route.counts) - own))
        self._after_movement(step)
        self._memo = {}
        left_moves = step.left - 1
        self.step = Transport(left=left_moves, first=False, previous=(m, route.factory))
        if left_moves > 0 and self._mine_choices():
            self.phase = "from"
        else:
            self._next()

    def _after_movement(self, step: Transport) -> None:
        """What the edition does after a movement (the fruit edition's turn-order board)."""
        if step.first:
            self.turn.acts.append(TRANSPORT)

    # ------------------------------------------------------------------ mine / grow
    def eligible_mines(self) -> list[Hex]:
        return [m for m, g in self.mines.items() if len(g) <= self.ED.mine_target_max]

    def _moves_keep(self) -> list[str]:
        step = self.step
        assert isinstance(step, Mining)
        return ["keep " + g for g in multisets(step.drawn, 2, self.ED.colours)]

    def _do_keep(self, move: str) -> None:
        step = self.step
        assert isinstance(step, Mining)
        keep = move.split(" ")[1]
        rest = list(step.drawn)
        for g in keep:
            rest.remove(g)
        self.bag = sorted(self.bag + rest)
        step.drawn = keep
        self.phase = "onto"

    def _moves_onto(self) -> list[str]:
        return sorted("onto " + self.names[m] for m in self.eligible_mines())

    def _do_onto(self, move: str) -> None:
        step = self.step
        assert isinstance(step, Mining)
        m = self.by_name[move.split(" ")[1]]
        self.mines[m] = self.sort_items(self.mines[m] + step.drawn)
        if not step.bonus:
            self.turn.mined = self.sort_items(self.turn.mined + step.drawn)
        if self.turn.grows:
            self.turn.grows[-1] = self.sort_items(self.turn.grows[-1] + step.drawn)
        self._next()

    # ------------------------------------------------------------------ upgrade / research
    def _moves_upgrade(self) -> list[str]:
        raise NotImplementedError

    def _do_upgrade(self, move: str) -> None:
        p = self.current
        t = int(move.split(" ")[1])
        self._before_upgrade(p, t)
        self.upgrades[p][t] = self.upgrades[p].get(t, 0) + 1
        if self.has_upgrade(p, t):
            self.turn.unlocked += 1
        self._next()

    def _before_upgrade(self, p: int, track: int) -> None:
        """What a step on an upgrade track costs beyond the action (fruit research fees)."""

    # ------------------------------------------------------------------ sell
    def _moves_sell(self) -> list[str]:
        p = self.current
        held = [c for c in self.ED.colours if self.reserve[p][c] > 0]
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
            self.gain(p, value)
            self.apply_market(kinds)
            self.turn.sold = count
            self.turn.sale = value
        self.turn.did_sell = True
        self._next()

    def apply_market(self, sold: str) -> None:
        """Sold types drop one step; then every lowest-valued unsold type rises one step."""
        top = len(self.ED.market_track) - 1
        for c in sold:
            self.market[c] = max(0, self.market[c] - 1)
        unsold = [c for c in self.ED.colours if c not in sold]
        if unsold:
            low = min(self.price(c) for c in unsold)
            for c in unsold:
                if self.price(c) == low:
                    self.market[c] = min(top, self.market[c] + 1)

    # ------------------------------------------------------------------ contracts
    def goal_met(self, p: int, contract: Contract) -> bool:
        """Whether p meets a contract's goal with what happened this turn."""
        raise NotImplementedError

    def owned_pieces(self, p: int) -> list[Hex]:
        return [h for h, owners in self.pieces.items() if p in owners]

    def pieces_per_tile(self, p: int) -> dict[int, int]:
        per: dict[int, int] = {}
        for h in self.owned_pieces(p):
            per[self.tile_of[h]] = per.get(self.tile_of[h], 0) + 1
        return per

    def discs_on(self, p: int, kind: str) -> int:
        """p's top discs on squares of one action kind."""
        return sum(1 for rc, s in self.board.items() if s[-1] == p and self.kind_at(rc) == kind)

    def _moves_claim(self) -> list[str]:
        return [*self._claim_options(), "done"]

    def _claim_options(self) -> Iterator[str]:
        """The contracts the current player may claim now (``claim N``: N-th of the grid)."""
        p = self.current
        if self.may_claim(p):
            for i, cid in enumerate(self.grid):
                if cid is not None and self.goal_met(p, self.contract(cid)):
                    yield f"claim {i + 1}"

    def may_claim(self, p: int) -> bool:
        """Whether p may claim a(nother) contract this turn."""
        raise NotImplementedError

    def _do_claim(self, move: str) -> None:
        raise NotImplementedError

    # ------------------------------------------------------------------ reserve limit
    def _moves_drop(self) -> list[str]:
        p = self.current
        return ["drop " + c for c in self.ED.colours if self.reserve[p][c] > 0]

    def _do_drop(self, move: str) -> None:
        p = self.current
        c = move.split(" ")[1]
        self.reserve[p][c] -= 1
        self.discard.append(c)
        if sum(self.reserve[p].values()) <= self.ED.reserve_limit:
            self._next()

    # ------------------------------------------------------------------ scoring
    def factory_points(self, p: int) -> int:
        """1 per item on any mine that one of p's factories refines (or markets demand)."""
        total = 0
        for f in self.factories.values():
            if f.owner == p:
                total += sum(1 for items in self.mines.values() for g in items if g in f.spec)
        return total

    def contract_points(self, p: int) -> int:
        return sum(self.contract(c).points for c in self.won[p])

    def _tiebreak(self, player: int) -> tuple[Any, ...]:
        return (len(self.won[player]), self.contract_points(player))

    # ------------------------------------------------------------------ hidden information
    def determinize(self, rng: Rng, observer: int | None = None) -> None:
        """Re-sample what no player can see (for bots searching a clone): the future draws
        from the bag (the RNG) and the order of each deck in the contract pile below its
        visible top card (put in canonical order first, so the result depends on rng alone).
        """
        self.rng = Rng(rng.next64())
        hidden = self.pile[1:]
        for deck in self.ED.pile_decks:
            cards = sorted(c for c in hidden if self.contract(c).deck == deck)
            self.rng.shuffle(cards)
            slots = [i for i, c in enumerate(hidden) if self.contract(c).deck == deck]
            for i, c in zip(slots, cards, strict=True):
                hidden[i] = c
        self.pile[1:] = hidden
        self._changed()

    # ------------------------------------------------------------------ reasons
    def disc_reason(self, p: int, verb: str, rc: Square) -> str:
        """Why a disc move (``place``, ``leap``, ``walk``) on rc is not legal now: a text key
        of ``illegal.*``."""
        raise NotImplementedError

    def _explain(self, move: str) -> IllegalMove:
        raise NotImplementedError

