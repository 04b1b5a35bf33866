"""Component data of the fruit edition (Japanese rulebook), RECONSTRUCTED where it is silent.

Every item satisfies the constraints the rulebook states and can be replaced by the true
data without touching rule code. Provenance per item below.
"""

from __future__ import annotations

from .components import Contract, Edition, tile

# Fruits: Apple, Grape, Lemon, Pear (named in the rulebook's examples).
FRUITS = "AGLP"

# Research ids. The rulebook numbers only two: research 3 is Drive Bot (two steps, its
# example) and research 6 Contract Negotiator (two steps, advanced only). The others keep
# the engine's track ids of the gem upgrades they mirror: 1 Smart Route (bridges/mountains),
# 2 Eco Road (3 pieces), 4 GrowSafe (draw 4 keep 2), 5 Free Flex (no 2x2 stop).
SMART_ROUTE, ECO_ROAD, DRIVE_BOT, GROWSAFE, FREE_FLEX, NEGOTIATOR = 1, 2, 3, 4, 5, 6
RESEARCH_STEPS = {1: 1, 2: 1, 3: 2, 4: 1, 5: 1, 6: 2}

# RECONSTRUCTED tiles: five double-sided tiles of 19 hexes (cell order = hexes.disc()).
# Rulebook: each tile one orchard, except the tile with two orchards (index 0, used at 2
# players only); orange market sites (pairs of hexes, so the demand pieces fit next to the
# dome); lakes and mountains for bridges and the terrain contracts. Three lakes on every
# side, so even a 2-player valley (two tiles) has the five lakes the rulebook's "5 bridges"
# contract (「5つの橋」) needs.
TILE_SIDES: tuple[tuple[str, str], ...] = (
    (tile(M="8,10", F="0,1,16,17", L="6,13,18", X="5"),
     tile(M="4,14", F="7,12,6,11", L="2,9,16", X="17")),
    (tile(M="9", F="0,1,17,18", L="5,11,13", X="8"),
     tile(M="9", F="3,7,15,11", L="4,14,17", X="12")),
    (tile(M="10", F="2,6,12,16", L="5,8,14", X="17"),
     tile(M="8", F="4,5,17,18", L="1,10,15", X="3,7")),
    (tile(M="9", F="3,7,13,14", L="5,6,11", X="17"),
     tile(M="14", F="0,1,12,16", L="3,9,10", X="6")),
    (tile(M="9", F="2,6,16,17", L="4,13,15", X="11,12"),
     tile(M="13", F="0,3,11,15", L="5,7,9", X="18")),
)

# RECONSTRUCTED action boards: 5x5 (2 players) and 6x6 (3-4 players), year 1 (star side)
# and year 2. Four actions: C construct, T deliver, M grow, U research. Each side holds
# every action on its outer edge and in the centre; the solo example needs two Construct
# spots at equal distance from a disc.
BOARD_2P = (
    ("CTMUC", "MCTCT", "UMCMU", "TCTMC", "CUMTM"),
    ("MTCUT", "CUMTC", "TMCCM", "CTUMT", "UCTMC"),
)
BOARD_34P = (
    ("CTMUCT", "MCTMUC", "UMCTCM", "TCUMTU", "CTMCMT", "MUCTUC"),
    ("TMCUMC", "CUTCTM", "MCUMCT", "UTCMUC", "CMTCTM", "TCMUCU"),
)

# RECONSTRUCTED market track: the beads start on "3" (rulebook); the sell example needs
# values 2 and 4 next to it.
MARKET_TRACK = (1, 2, 3, 4, 5, 6)
MARKET_START = 2

# RECONSTRUCTED market domes, most expensive first (a market takes the most expensive one
# left). The rulebook leaves the "2" space empty at 2-3 players.
DOMES = (7, 6, 5, 4, 3, 2)
DOMES_BY_PLAYERS = {1: DOMES[:-1], 2: DOMES[:-1], 3: DOMES[:-1], 4: DOMES}


def _c(cid: str, points: int, goal: str, param: str | int = 0, bonus: str = "",
       n: int = 0) -> Contract:
    return Contract(cid, cid[1].upper(), points, goal, param, bonus, n)


# RECONSTRUCTED contracts: 15 per deck A/B/C with the 15 condition types and the 4 bonuses
# of the rulebook (free route piece, free research, Grow without credits, Deliver). Fruit
# strings list fruit letters, "*" any fruit; terrain goals are "<terrain letter><count>".
# The kinds the rulebook shows: markets goals are 「少なくとも2つの市場を建設します」 (2 in
# every deck); its terrain example is 「5つの橋」 (fc07: 5 bridges).
CONTRACTS: tuple[Contract, ...] = (
    _c("fa01", 1, "deliver", "**", "roads", 1),
    _c("fa02", 1, "sell", 3, "research"),
    _c("fa03", 1, "grow_discs", 2, "grow"),
    _c("fa04", 1, "terrain", "L1", "roads", 1),
    _c("fa05", 1, "research", 1, "deliver"),
    _c("fa06", 1, "own_pass", 2, "grow"),
    _c("fa07", 1, "sale", 5, "deliver"),
    _c("fa08", 2, "grow_fruits", "AG", "roads", 1),
    _c("fa09", 2, "pieces", 5, "research"),
    _c("fa10", 2, "deliver_match", "LL"),
    _c("fa11", 2, "rival_pass", 1, "roads", 1),
    _c("fa12", 2, "grow_fruits", "PP"),
    _c("fa13", 2, "deliver", "GPAA"),
    _c("fa14", 2, "markets", 2, "roads", 1),
    _c("fa15", 2, "own_pass", 3),
    _c("fb01", 2, "deliver", "***", "roads", 1),
    _c("fb02", 3, "markets", 2),
    _c("fb03", 3, "own_pass", 4),
    _c("fb04", 2, "rival_pass", 2, "research"),
    _c("fb05", 3, "sell", 4),
    _c("fb06", 3, "grow_discs", 3),
    _c("fb07", 3, "terrain", "L2"),
    _c("fb08", 3, "research", 2),
    _c("fb09", 3, "tile6"),
    _c("fb10", 2, "sale", 8, "grow"),
    _c("fb11", 3, "deliver_match", "GGL"),
    _c("fb12", 3, "grow_fruits", "LLP"),
    _c("fb13", 3, "pieces", 7),
    _c("fb14", 3, "terrain", "X1"),
    _c("fb15", 3, "route8"),
    _c("fc01", 4, "deliver", "****"),
    _c("fc02", 4, "markets", 2),
    _c("fc03", 4, "own_pass", 5),
    _c("fc04", 3, "rival_pass", 3),
    _c("fc05", 4, "sell", 5),
    _c("fc06", 4, "grow_discs", 4),
    _c("fc07", 4, "terrain", "L5"),
    _c("fc08", 4, "research", 3),
    _c("fc09", 4, "tile6"),
    _c("fc10", 4, "route8"),
    _c("fc11", 4, "deliver_match", "AAPP"),
    _c("fc12", 5, "pieces", 10),
    _c("fc13", 5, "sale", 12),
    _c("fc14", 5, "grow_fruits", "AGLP"),
    _c("fc15", 5, "all_roads"),
)
# The cards of the rulebook's contract examples that no deck above holds (its figures are not
# in its text, so these are what the text implies): the Negotiator's two examples,
# 「ブドウ1つ、ナシ1つ、リンゴ2つを配達」 (two cards that each need an apple: a grape and an
# apple, a pear and an apple) and 「3つのブドウと1つのレモン…少なくとも2つのブドウを、ブドウを
# 専門とする市場に」 (a grape and a lemon anywhere, two grapes to a grape market); and the
# 「橋を3つ建設する必要がある契約」. In no deck: never dealt (Edition.figure_contracts).
FIGURE_CONTRACTS: tuple[Contract, ...] = (
    Contract("fx1", "A", 1, "deliver", "GA"),
    Contract("fx2", "A", 1, "deliver", "PA"),
    Contract("fx3", "A", 1, "deliver", "GL"),
    Contract("fx4", "A", 2, "deliver_match", "GG"),
    Contract("fx5", "B", 3, "terrain", "L3"),
)

GOALS = ("markets", "pieces", "terrain", "all_roads", "tile6", "grow_discs", "research",
         "deliver", "deliver_match", "sale", "own_pass", "rival_pass", "route8",
         "grow_fruits", "sell")
BONUSES = ("roads", "research", "grow", "deliver")

# RECONSTRUCTED solo deck: each card has a priority column per year (actions top first) and
# may show the route-piece symbol (a 1-piece construct after the main action). Actions:
# C construct, T deliver, M grow, U research.
SOLO_DECK: tuple[tuple[str, str, bool], ...] = (
    ("CTMU", "TCMU", False),
    ("CMTU", "TMCU", True),
    ("TCMU", "CTUM", False),
    ("MCTU", "TCUM", True),
    ("CUTM", "TMUC", False),
    ("TMCU", "MTCU", True),
    ("CTUM", "TUCM", False),
    ("UCTM", "CTMU", True),
)

FRUITS_EDITION = Edition(
    id="fruits",
    tiles=tuple(side for pair in TILE_SIDES for side in pair),
    tiles_by_players={1: 2, 2: 2, 3: 3, 4: 4},
    boards={1: BOARD_2P, 2: BOARD_2P, 3: BOARD_34P, 4: BOARD_34P},
    discs_by_players={1: 9, 2: 9, 3: 7, 4: 6},
    discs_total=9,
    road_pieces=15,  # RECONSTRUCTED: the company board's slots (not counted in the text)
    start_credits=(8, 8, 8, 8),
    market_track=MARKET_TRACK,
    market_start=MARKET_START,
    factory_costs=DOMES,
    colours=FRUITS,
    per_colour=16,  # RECONSTRUCTED: 64 fruits, 16 of each
    spec_pawns_per_colour=4,  # RECONSTRUCTED: demand pieces per fruit
    mine_capacity=4,
    mine_target_max=2,
    mine_draw=2,
    mine_reward=3,
    reserve_limit=10**6,  # no supply limit in this edition
    bank=0,
    contracts=CONTRACTS,
    figure_contracts=FIGURE_CONTRACTS,
    grid_size=8,
    pile_decks=("B", "C"),
    per_deck=8,
    upgrade_steps=RESEARCH_STEPS,
    upgrade_pawns=6,
    crossroad_fee=0,
    leap_fee=0,
    leap_fee_manager=0,
    road_cost=1,
    bridge_cost=2,
    bridge_cost_architect=1,
    mountain_cost_architect=2,
    tile_sides=TILE_SIDES,
    special_tile=0,
    special_players=(1, 2),
    factory_costs_by_players=DOMES_BY_PLAYERS,
    research_fee_2p=2,
    research_fee_each=1,
    solo_start_credits=12,
)
