"""Setting up: a new game's state and valley (tiles laid at random, or a scenario's map),
the start of a year (round) and of a turn. Methods of ``rules.TwinStar``, written as
functions of the game (``self``)."""

from __future__ import annotations

from functools import cache
from typing import Any

from . import hexes
from .board import BoardShape
from .components import (
    LAKE,
    MINE,
    MOUNTAIN,
    PLAINS,
    SITE,
)
from .hexes import Hex
from .turn import (
    Stage,
    Turn,
)

LETTERS = "ABCDEF"


@cache


def _site_cells(pos: Hex, rotation: int, tile: str) -> tuple[frozenset[Hex], frozenset[Hex]]:
    """A tile's factory-site hexes when laid at lattice position ``pos`` and rotated, and the
    hexes next to them (a valley tries many layouts of a few tiles)."""
    sites = frozenset(h for h, t in zip(hexes.tile_cells(pos, rotation), tile, strict=True)
                      if t == SITE)
    return sites, frozenset(nb for h in sites for nb in hexes.neighbours(h))


def _setup(self) -> None:
    ed = self.ED
    self.bag = sorted(ed.colours * ed.per_colour)
    self.discard = []
    self._generate_valley()
    for h in sorted(self.mines):
        self.mines[h] = self.sort_items(self.draw(ed.mine_draw))
    self.market = {c: ed.market_start for c in ed.colours}
    self.factory_slots = list(self._factory_costs())
    self.spec_pawns = {c: ed.spec_pawns_per_colour for c in ed.colours}
    self.credits = self._start_credits()
    self.bank = ed.bank - sum(self.credits)
    n = self.seats
    self.reserve = [{c: 0 for c in ed.colours} for _ in range(n)]
    self.roads_left = [ed.road_pieces] * n
    self.upgrades = [{} for _ in range(n)]
    self.won = [[] for _ in range(n)]
    self.grid = []
    self.pile = []
    if self.advanced:
        self._deal_contracts()
    self.round = 1
    self.order_left = []  # the fruit edition's turn-order board, when in play
    self.order_right = []
    self.order_pos = 0
    # what only the solo mode plays with (its _seat_players deals it): none here
    self.solo_deck = []
    self.solo_card = -1
    self.bot_log = []
    self.bot_first = []
    self._seat_players()
    self.start_player = self.current
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


def lay_tile(terrain: dict[Hex, str], tile_of: dict[Hex, int], slot: int, pos: Hex,
             rotation: int, tile: str) -> tuple[Hex, ...]:
    """A tile's cells into the valley's maps (terrain, slot), laid at lattice position
    ``pos`` and rotated; returns its cells by local index."""
    cells = hexes.tile_cells(pos, rotation)
    terrain.update(zip(cells, tile, strict=True))
    tile_of.update(dict.fromkeys(cells, slot))
    return cells


def cell_names(cells_by_slot: list[tuple[Hex, ...]]) -> dict[Hex, str]:
    """The valley's hex names: tile letter (by slot) and local index, ``A1``..."""
    names: dict[Hex, str] = {}
    for slot, cells in enumerate(cells_by_slot):
        names.update(zip(cells, hexes.cell_names(LETTERS[slot]), strict=True))
    return names


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
    self.site_of = {}
    sites = [h for h, t in terrain.items() if t == SITE]
    for i, group in enumerate(hexes.components(sites)):
        for h in group:
            self.site_of[h] = i
    self.derived.on_valley()
    self.mines = dict.fromkeys(sorted(h for h, t in terrain.items() if t == MINE), "")
    self.pieces = {}
    self.factories = {}


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
    self.board = {}
    self.pool = [ed.discs_by_players[n]] * n
    self.spare = [ed.discs_total - ed.discs_by_players[n]] * n
    self.done = [False] * n
    self.placed = [0] * n
    self.crossroad_used = [False] * n
    self.start_turn()


def set_board(self, rows: list[str] | tuple[str, ...]) -> None:
    """The action board's layout: its symbols row by row (a scenario may set its own)."""
    self.shape = BoardShape.of(rows)


def start_turn(self) -> None:
    """The current player begins a turn: a disc to place (scenarios start here too)."""
    self.phase = "place"
    self.stages = []
    self.step = None
    self.turn = Turn()
    self.derived.on_turn()


def start_stages(self, stages: list[Stage]) -> None:
    """Run the given stages for the current player, as if a disc had just chosen them
    (scenarios: "white performs a Transport now")."""
    self.stages = list(stages)
    self._next()
    self._changed()


# ---------------------------------------------------------------------- copying
def copy_game(self, memo: dict[int, Any]) -> Any:
    """The game's ``__deepcopy__`` (and so ``clone``): ``TwinStarState.copy``, each slot
    copied as ``state.TwinStarState`` declares it (shared, a list or dict copied, ...;
    ``derived`` as ``Derived.copy`` says, the memo started anew)."""
    # every search iteration clones its root, so this is the bots' inner loop
    clone = self.copy()
    memo[id(self)] = clone
    return clone
