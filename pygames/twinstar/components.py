"""Component data of TwinStar Valley, per edition (reconstructed where the rulebook is silent).

The rulebooks describe rules, not component contents. Everything below marked
RECONSTRUCTED satisfies every constraint the rulebook states and can be replaced by the
true data without touching rule code. An :class:`Edition` bundles an edition's data and
the few rule switches that differ between editions; the gem edition is defined here, the
fruit edition (Japanese rulebook) in components_fruits.py.

The rules that differ between editions are the edition classes (gems.py, fruits.py);
here are only the contents and numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

# Terrain letters used in tile strings.
PLAINS, MINE, LAKE, MOUNTAIN, SITE = "P", "M", "L", "X", "F"
TERRAINS = (PLAINS, MINE, LAKE, MOUNTAIN, SITE)

# Gem colours: Fire Opal (red), Forest Emerald (green), Aquamarine (blue), Sunstone (yellow).
GEMS = "RGBY"

# Action kinds on the action board; "*" is a flower square (never used).
CONSTRUCT, TRANSPORT, MINE_ACTION, UPGRADE, FLOWER = "C", "T", "M", "U", "*"
ACTIONS = (CONSTRUCT, TRANSPORT, MINE_ACTION, UPGRADE)

# Upgrade tracks, in the rulebook's order; steps needed to unlock each.
BRIDGE_ARCHITECT, CONSTRUCTION_MASTER, CHIEF_LOGISTICS, MINING_EXPERT, CORPORATE_MANAGER = (
    1, 2, 3, 4, 5)
UPGRADE_STEPS = {1: 1, 2: 1, 3: 2, 4: 1, 5: 1}
UPGRADE_PAWNS = 4  # per player colour (rulebook: "4 Upgrade pawns in each of the player colors")


def tile(**cells: str) -> str:
    """A 19-letter tile string from ``terrain=indices`` (indices in hexes.disc() order)."""
    grid = [PLAINS] * 19
    for terrain, indices in cells.items():
        for i in indices.split(","):
            grid[int(i)] = terrain
    return "".join(grid)


# RECONSTRUCTED: the six tiles (cell order = hexes.disc(): rows r=-2..2, q ascending; index 9
# is the centre). Constraints from the rulebook: 19 hexes, exactly one mine each, pink factory
# sites (here pairs of hexes on the tile edge so that sites of neighbouring tiles can touch and
# merge into one site), enough lakes and mountains for the bridge/mountain contracts.
TILES: tuple[str, ...] = (
    tile(M="9", F="2,6,16,12", L="5,13", X="8"),
    tile(M="9", F="0,3,15,18", L="10,14", X="7,1"),
    tile(M="9", F="7,12,11,15", L="4,5", X="17,18"),
    tile(M="10", F="2,6,17,18", L="8,13", X="4,15"),
    tile(M="8", F="0,3,11,15", L="14,17", X="5,6"),
    tile(M="9", F="16,12,2,6", L="4,10", X="13,14"),
)

# RECONSTRUCTED: action boards, row by row, as (round 1 side, round 2 side). The 2-player
# board has a cogwheel (Upgrade) in the centre square of its first side; the 3/4-player
# board's first side has flowers on its corner edge squares, never used. The rulebook says
# "5 unique Main actions" but describes four (Construct, Transport, Mine, Upgrade); the
# boards use those four.
BOARD_2P = (
    ("CTMCT", "MUCTM", "TCUMC", "CMTUT", "TCMCM"),
    ("MCTMC", "TCMUT", "CUTCM", "MTCMT", "CMUTC"),
)
BOARD_34P = (
    ("*CTMC*", "TMUCTM", "CTCMUC", "MUTCMT", "TCMUTC", "*MCTM*"),
    ("MCTUCM", "TUMCTC", "CMTUMT", "MTCMCU", "UCMTCM", "CTUMTC"),
)

# RECONSTRUCTED: market price track (values of the positions); beads start on "2".
MARKET_TRACK = (1, 2, 3, 4, 5, 6)
MARKET_START = 1  # index of the "2" position

# RECONSTRUCTED: the factory cost slots, top-left first (a factory takes the top-left disc).
FACTORY_COSTS = (4, 5, 6, 7, 8, 10)


@dataclass(frozen=True)
class Contract:
    """One contract card: goal (kind + parameter), victory points, optional bonus."""

    id: str
    deck: str
    points: int
    goal: str
    param: str | int = 0
    bonus: str = ""
    bonus_n: int = 0


# RECONSTRUCTED: the 45 contracts (15 per deck A/B/C). The rulebook lists the 15 goal types
# and 5 bonuses, and says only 1- and 2-point contracts carry a bonus; parameters and the
# point values are chosen to grow from deck A to deck C. Goal parameters: transport/mine_gems
# list gem letters ("*" = any colour); shape names a road-disc configuration (SHAPES).
def _c(cid: str, points: int, goal: str, param: str | int = 0, bonus: str = "", n: int = 0
       ) -> Contract:
    return Contract(cid, cid[0].upper(), points, goal, param, bonus, n)


CONTRACTS: tuple[Contract, ...] = (
    _c("a01", 1, "transport", "**", "roads", 1),
    _c("a02", 1, "own_pass", 2, "credits", 2),
    _c("a03", 1, "sell", 2, "upgrade"),
    _c("a04", 1, "mine_discs", 2, "mine"),
    _c("a05", 1, "bridges", 1, "roads", 1),
    _c("a06", 1, "upgrades", 1, "credits", 2),
    _c("a07", 1, "sale", 4, "transport"),
    _c("a08", 2, "mine_gems", "RG", "roads", 2),
    _c("a09", 2, "shape", "line3", "credits", 2),
    _c("a10", 2, "transport", "BB", "upgrade"),
    _c("a11", 2, "rival_pass", 1, "roads", 1),
    _c("a12", 2, "mine_gems", "YY", "credits", 2),
    _c("a13", 2, "own_pass", 3, "mine"),
    _c("a14", 2, "sell", 3, "roads", 1),
    _c("a15", 2, "shape", "triangle", "transport"),
    _c("b01", 2, "transport", "***", "roads", 2),
    _c("b02", 3, "factories", 2),
    _c("b03", 3, "own_pass", 4),
    _c("b04", 2, "rival_pass", 2, "upgrade"),
    _c("b05", 3, "sell", 4),
    _c("b06", 3, "mine_discs", 3),
    _c("b07", 3, "bridges", 2),
    _c("b08", 3, "upgrades", 2),
    _c("b09", 3, "tile5"),
    _c("b10", 2, "sale", 8, "credits", 2),
    _c("b11", 2, "shape", "bend", "roads", 1),
    _c("b12", 3, "mine_gems", "GGB"),
    _c("b13", 3, "transport", "RR"),
    _c("b14", 3, "spread"),
    _c("b15", 3, "pieces8"),
    _c("c01", 4, "transport", "****"),
    _c("c02", 4, "factories", 2),
    _c("c03", 4, "own_pass", 5),
    _c("c04", 3, "rival_pass", 3),
    _c("c05", 4, "sell", 5),
    _c("c06", 4, "mine_discs", 4),
    _c("c07", 4, "bridges", 3),
    _c("c08", 4, "upgrades", 3),
    _c("c09", 4, "tile5"),
    _c("c10", 4, "pieces8"),
    _c("c11", 4, "shape", "line4"),
    _c("c12", 5, "spread"),
    _c("c13", 5, "sale", 12),
    _c("c14", 5, "mine_gems", "RGBY"),
    _c("c15", 5, "all_roads"),
)
GOALS = ("transport", "factories", "own_pass", "rival_pass", "sell", "mine_discs", "bridges",
         "upgrades", "tile5", "pieces8", "shape", "spread", "sale", "mine_gems", "all_roads")
BONUSES = ("roads", "credits", "upgrade", "mine", "transport")

# RECONSTRUCTED: road-disc configurations for "shape" contracts, as axial offsets; any
# rotation or reflection matches.
SHAPES: dict[str, tuple[tuple[int, int], ...]] = {
    "line3": ((0, 0), (1, 0), (2, 0)),
    "line4": ((0, 0), (1, 0), (2, 0), (3, 0)),
    "triangle": ((0, 0), (1, 0), (0, 1)),
    "bend": ((0, 0), (1, 0), (2, -1)),
}


@dataclass(frozen=True)
class Edition:
    """An edition's components and numbers; its rules are a class of its own (gems.py,
    fruits.py), so nothing here switches behaviour."""

    id: str
    tiles: tuple[str, ...]
    tiles_by_players: dict[int, int]
    boards: dict[int, tuple[tuple[str, ...], tuple[str, ...]]]
    discs_by_players: dict[int, int]
    discs_total: int
    road_pieces: int
    start_credits: tuple[int, ...]
    market_track: tuple[int, ...]
    market_start: int
    factory_costs: tuple[int, ...]
    colours: str
    per_colour: int
    spec_pawns_per_colour: int
    mine_capacity: int  # a mine holds at most this many
    mine_target_max: int  # a mine may receive a draw while holding at most this many
    mine_draw: int
    mine_reward: int
    reserve_limit: int
    bank: int  # the physical credit supply (treated as unlimited; tracked for conservation)
    contracts: tuple[Contract, ...]
    grid_size: int
    pile_decks: tuple[str, ...]  # top deck first
    per_deck: int
    upgrade_steps: dict[int, int]  # track -> steps needed to unlock
    upgrade_pawns: int
    crossroad_fee: int
    leap_fee: int
    leap_fee_manager: int
    road_cost: int
    bridge_cost: int
    bridge_cost_architect: int
    mountain_cost_architect: int
    # ---- fruit edition components
    tile_sides: tuple[tuple[str, str], ...] = ()  # double-sided tiles (either side up)
    special_tile: int = -1  # tile index that must be used at special_players, never otherwise
    special_players: tuple[int, ...] = ()
    factory_costs_by_players: dict[int, tuple[int, ...]] | None = None
    research_fee_2p: int = 0  # 2 credits to the rival already on a research at 2P
    research_fee_each: int = 0  # 1 credit per rival disc at 3-4P
    solo_start_credits: int = 0
    #: Cards the rulebook's figures show that no (reconstructed) deck holds: looked up by id
    #: (its examples' exercises put them in the grid), never dealt nor listed.
    figure_contracts: tuple[Contract, ...] = ()

    def contract(self, cid: str) -> Contract:
        """The contract card of this edition with that id."""
        return self.contracts_by_id[cid]

    @cached_property
    def contracts_by_id(self) -> dict[str, Contract]:
        """The contract cards by id (read only)."""
        return {c.id: c for c in self.contracts + self.figure_contracts}

    @cached_property
    def deck_of(self) -> dict[str, str]:
        """Each contract card's deck by id (read only: a bot's every search iteration
        reshuffles the pile deck by deck)."""
        return {c.id: c.deck for c in self.contracts}


GEMS_EDITION = Edition(
    id="gems",
    tiles=TILES,
    tiles_by_players={2: 4, 3: 5, 4: 6},
    boards={2: BOARD_2P, 3: BOARD_34P, 4: BOARD_34P},
    discs_by_players={2: 9, 3: 7, 4: 6},
    discs_total=12,
    road_pieces=15,
    start_credits=(7, 8, 10, 12),
    market_track=MARKET_TRACK,
    market_start=MARKET_START,
    factory_costs=FACTORY_COSTS,
    colours=GEMS,
    per_colour=16,
    spec_pawns_per_colour=4,
    mine_capacity=4,
    mine_target_max=2,
    mine_draw=2,
    mine_reward=3,
    reserve_limit=5,
    bank=60,
    contracts=CONTRACTS,
    grid_size=8,
    pile_decks=("B", "C"),
    per_deck=8,
    upgrade_steps=UPGRADE_STEPS,
    upgrade_pawns=UPGRADE_PAWNS,
    crossroad_fee=4,
    leap_fee=2,
    leap_fee_manager=1,
    road_cost=1,
    bridge_cost=2,
    bridge_cost_architect=1,
    mountain_cost_architect=1,
)


