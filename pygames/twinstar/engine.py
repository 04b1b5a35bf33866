"""The engine's first layer: the game's info, options and variant registry, the state it
sets up and copies, the network index, small helpers, placing discs and the stage machine's
loop. Each later layer (``building.py``, ``transport.py``, ``rules.py``) subclasses the one
before, so a step reads only what is above it."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any, ClassVar

from ..core.game import Game, GameInfo, Option
from ..core.rng import Rng
from . import hexes
from .board import BoardShape
from .components import (
    CONSTRUCT,
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
from .network import Counted
from .network_index import NetworkIndex
from .turn import Build, Factory, Mining, Spec, Square, Step, Transport, Turn, Upgrading, shallow_copy

LETTERS = "ABCDEF"
#: The ``_memo`` key of the moves a stage entry found for the decision it waits on.
_ENTRY_MOVES = "entry moves"
Stage = tuple[str, str]


#: How a clone copies a value of the state, by its exact type (see __deepcopy__); a value
#: of any other type is shared (immutable, or replaced wholesale: the network index).
_COPY_KIND: dict[type, type] = {list: list, dict: dict, Rng: Rng, Turn: Turn, Build: Build,
                                Spec: Spec, Transport: Transport, Mining: Mining,
                                Upgrading: Upgrading}
#: The items of a list or dict of the state that a clone copies too (one level).
_COPIED_ITEMS = frozenset({list, dict, Factory})

#: Per class, its tables of named methods (see _class_table): phases, stage entries.
_PHASE_TABLES: dict[type, dict[str, Any]] = {}
_STAGE_TABLES: dict[type, dict[str, Any]] = {}


@cache
def _site_cells(pos: Hex, rotation: int, tile: str) -> tuple[frozenset[Hex], frozenset[Hex]]:
    """A tile's factory-site hexes when laid at lattice position ``pos`` and rotated, and the
    hexes next to them (a valley tries many layouts of a few tiles)."""
    sites = frozenset(h for h, t in zip(hexes.tile_cells(pos, rotation), tile, strict=True)
                      if t == SITE)
    return sites, frozenset(nb for h in sites for nb in hexes.neighbours(h))


def _class_table(tables: dict[type, dict[str, Any]], cls: type,
                 make: Callable[[], dict[str, Any]]) -> dict[str, Any]:
    """A class's table of named methods (``make`` lists them bound to one game) as plain
    functions, made once per class into ``tables``: a table is consulted at every move
    (its callers look it up in ``tables`` first, and call this only the first time)."""
    table = tables.get(cls)
    if table is None:
        table = tables[cls] = {
            key: tuple(m.__func__ for m in value) if isinstance(value, tuple) else value.__func__
            for key, value in make().items()}
    return table


#: Each action's main stages (the closing ones follow: see closing_stages).
_MAIN_STAGES: dict[str, tuple[Stage, ...]] = {
    CONSTRUCT: (("construct", ""),),
    TRANSPORT: (("transport", ""),),
    MINE_ACTION: (("mine", ""), ("mine", ""), ("mine_pay", "")),
    UPGRADE: (("upgrade", ""),),
}


class TwinStarEngine(Game):
    """The engine's first layer; ``variant`` returns the class of an edition and rules
    version (a subclass of ``rules.TwinStar``)."""

    info: ClassVar[GameInfo] = GameInfo(
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
    #: Road pieces a factory takes from its owner's supply (the gem edition marks a factory
    #: with one; a fruit market uses none).
    FACTORY_PIECES: ClassVar[int] = 0

    _VARIANTS: ClassVar[dict[tuple[str, bool, int], type[TwinStarEngine]]] = {}

    def __init_subclass__(cls, edition: str = "", solo: bool = False, rules: int = 0,
                          **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if edition:
            TwinStarEngine._VARIANTS[(edition, solo, rules)] = cls

    @classmethod
    def variant(cls, players: int, options: dict[str, Any], rules: int) -> type[Game]:
        edition = options.get("edition", "gems")
        for key in ((edition, players == 1, rules), (edition, False, rules), ("gems", False, rules)):
            if key in TwinStarEngine._VARIANTS:
                return TwinStarEngine._VARIANTS[key]
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
    #: wholesale, never changed in place), and the facts derived from the valley alone.
    _SHARED: ClassVar[frozenset[str]] = frozenset({
        "terrain", "tile_of", "names", "by_name", "site_of", "_valley_facts", "tiles_used",
        "site_hexes", "land_hexes", "shape", "options"})
    #: Attributes a clone does not copy: the shared ones, and the memo (a clone starts anew).
    _UNCOPIED: ClassVar[frozenset[str]] = _SHARED | {"_memo"}

    def __deepcopy__(self, memo: dict[int, Any]) -> TwinStarEngine:
        # every search iteration clones its root, so this is the bots' inner loop: every
        # value is shared first, then those of a mutable kind (by exact type) are copied; a
        # list or dict of the state holds one kind of thing (its first element tells which)
        clone = self.__class__.__new__(self.__class__)
        memo[id(self)] = clone
        uncopied = self._UNCOPIED
        into = clone.__dict__
        into.update(self.__dict__)
        for k, v in self.__dict__.items():
            kind = _COPY_KIND.get(type(v))
            if kind is None or k in uncopied:
                continue
            if kind is list:
                into[k] = [x.copy() for x in v] if v and type(v[0]) in _COPIED_ITEMS \
                    else v.copy()
            elif kind is dict:
                into[k] = {key: x.copy() for key, x in v.items()} \
                    if v and type(next(iter(v.values()))) in _COPIED_ITEMS else v.copy()
            elif kind is Rng:
                into[k] = Rng(v.state)
            elif kind is Turn:
                into[k] = v.copy()
            else:  # a step of a stage (its fields are values)
                into[k] = shallow_copy(v)
        into["_memo"] = {}
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
    def sites_merge(tiles: list[tuple[Hex, int, str]]) -> bool:
        """Whether factory sites of two different tiles touch (one site across tiles), the
        tiles given as (lattice position, rotation, cells) before they are laid."""
        around: set[Hex] = set()  # the hexes next to a site of the tiles before
        for pos, rotation, tile in tiles:
            mine, near = _site_cells(pos, rotation, tile)
            if not mine.isdisjoint(around):
                return True
            around |= near
        return False

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
        #: Facts derived from the valley alone (see valley_fact).
        self._valley_facts: dict[Any, Any] = {}
        self.mines: dict[Hex, str] = dict.fromkeys(sorted(h for h, t in terrain.items() if t == MINE), "")
        self.pieces: dict[Hex, list[int]] = {}
        self.factories: dict[Hex, Factory] = {}
        self._network: NetworkIndex | None = None
        self.network_changed()

    def valley_fact(self, key: Any, make: Callable[[], Any]) -> Any:
        """A fact derived from the valley alone (its terrain, sites and names), made once per
        valley and shared by its clones."""
        facts = self._valley_facts
        if key not in facts:
            facts[key] = make()
        return facts[key]

    def same_site_neighbours(self, h: Hex) -> tuple[Hex, ...]:
        """The hexes next to h of h's factory site, in name order (none if h is no site)."""
        def make() -> tuple[Hex, ...]:
            site = self.site_of.get(h)
            return () if site is None else tuple(sorted(
                (nb for nb in hexes.neighbours(h) if self.site_of.get(nb) == site),
                key=self.names.__getitem__))

        return self.valley_fact(("same site", h), make)

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
    _KEPT: ClassVar[frozenset[str]] = frozenset({"_network", "_network_current", "_turn_facts",
                                                 "_valley_facts"})

    def network_fact(self, key: Any, make: Callable[[], Any]) -> Any:
        """A fact derived from the road network alone (its pieces and factories, and the
        valley), made once per network (kept with its index)."""
        facts = self.network_index().facts
        if key not in facts:
            facts[key] = make()
        return facts[key]

    def factory_fact(self, key: Any, make: Callable[[], Any]) -> Any:
        """A fact derived from where the factories stand alone (and the valley), made once
        and kept until a factory is built (a road piece leaves it as it is)."""
        facts = self.network_index().factory_facts
        if key not in facts:
            facts[key] = make()
        return facts[key]

    def snapshot(self) -> dict[str, Any]:
        """The game's state: its attributes without what is derived from them and kept
        across moves (the network index, the turn's facts)."""
        return {k: v for k, v in vars(self).items() if k not in self._KEPT}

    # ------------------------------------------------------------------ the network index
    #: Partial routes one search for suggested routes extends at most: the routes offered in
    #: one tap and weighed by the bots. What is legal never depends on it (a route is drawn
    #: hex by hex, see network.py).
    SUGGEST_BUDGET: ClassVar[int] = 3000

    def _changed(self) -> None:
        super()._changed()
        # an edit, an undo or a resampling: the network and the turn's facts may differ
        self._turn_facts = {}
        self.network_changed()

    def _moved(self) -> None:
        # a move keeps them current itself: it marks the network changed when it builds,
        # and drops the turn's facts when more than a disc placement happens; the moves its
        # last stage entry found are those of the position it leaves
        entry_moves = self._memo.get(_ENTRY_MOVES)
        super()._changed()
        if entry_moves is not None:
            self._memo[_ENTRY_MOVES] = entry_moves

    def entry_moves(self, make: Callable[[], list[str]]) -> list[str]:
        """The moves (``done`` aside) of the decision the current phase asks for, made now:
        its stage entry needs them to know whether the stage waits, and they are kept, for
        the phase, until the next move (legal_moves reads them with kept_moves)."""
        found = make()
        self._memo[_ENTRY_MOVES] = (self.phase, found)
        return found

    def kept_moves(self, make: Callable[[], list[str]]) -> list[str]:
        """The moves entry_moves made for the current phase since the last move, else made
        now (every move, undo or change drops them; so does each later stage entry)."""
        kept = self._memo.get(_ENTRY_MOVES)
        if kept is not None and kept[0] == self.phase:
            return kept[1]
        return make()

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
        assert index is not None  # made above when there was none
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
        """How many upgrade tracks p has unlocked."""
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
        return self.ED.contracts_by_id[cid]

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
            occupied, own, _ = self._discs(p)
            found = self._memo[key] = self.shape.bits.around(occupied & ~own)
        return found

    def placement_reason(self, p: int, rc: Square) -> str | None:
        """Why p may not put one disc on square rc now (None if it may)."""
        if not self.square_ok(rc):
            return "flower" if 0 <= rc[0] < self.size and 0 <= rc[1] < self.size else "square"
        if rc in self.board:
            return "occupied"
        return self.reach_reason(p, rc)

    def _discs(self, p: int) -> tuple[int, int, int]:
        """The squares holding a disc, those with p's disc on top, and those a disc of p may
        go on (a free square or a rival's single disc), as bit sets (board_bits.py)."""
        key = ("discs", p)
        found = self._memo.get(key)
        if found is None:
            bits = self.shape.bits
            bit_of = bits.bit_of
            occupied = own = leapable = 0
            for rc, stack in self.board.items():
                bit = bit_of[rc]
                occupied |= bit
                if stack[-1] == p:
                    own |= bit
                elif len(stack) == 1:
                    leapable |= bit
            found = self._memo[key] = (occupied, own, (bits.usable & ~occupied) | leapable)
        return found

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
        blocks = bits.blocks(self.top_bits(p))
        return any(blocks & bits.bit_of[rc] for rc in squares)

    def top_bits(self, p: int) -> int:
        """The squares with p's disc on top, as a bit set (see board_bits.py)."""
        return self.shape.bits.mask(rc for rc, stack in self.board.items() if stack[-1] == p)

    # ------------------------------------------------------------------ protocol hooks
    def _current_player(self) -> int | None:
        return None if self.phase == "over" else self.current

    def _phases(self) -> dict[str, tuple[Callable[[], list[str]], Callable[[str], None]]]:
        """Each phase's legal moves and effect, by phase name (the final class names them)."""
        raise NotImplementedError

    def _legal_moves(self) -> list[str]:
        table = _PHASE_TABLES.get(type(self)) or _class_table(_PHASE_TABLES, type(self),
                                                               self._phases)
        return table[self.phase][0](self)

    def _apply(self, move: str) -> None:
        self._memo = {}
        table = _PHASE_TABLES.get(type(self)) or _class_table(_PHASE_TABLES, type(self),
                                                               self._phases)
        table[self.phase][1](self, move)

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
        return list(_MAIN_STAGES[kind])

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
        enter = _STAGE_TABLES.get(type(self)) or _class_table(_STAGE_TABLES, type(self),
                                                               self._stage_entries)
        while self.stages:
            name, arg = self.stages.pop(0)
            if enter[name](self, arg):
                return

    def _stage_entries(self) -> dict[str, Callable[[str], bool]]:
        """What entering each stage does, by stage name (the final class names them): True
        when the stage waits for a decision."""
        raise NotImplementedError

    def _enter_credits(self, arg: str) -> bool:
        self.gain(self.current, int(arg))
        return False

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

