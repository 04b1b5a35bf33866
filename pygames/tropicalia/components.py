"""Tropicalia components: the data the rulebook does not list, reconstructed.

The Japanese rulebook (``shared/rules/tropicalia.ja.txt``) names the component kinds but not
their contents. Everything below is a reconstruction that satisfies every constraint the
text states; each block says where its numbers come from. Rule code reads only these
tables, so true data can replace them without touching ``rules.py``.
"""

from __future__ import annotations

from dataclasses import dataclass

#: Fruit types, in the fixed order used by counts ``[coconut, custard, mango]`` and by move
#: notation. Rulebook: ココナッツ, バンレイシ (custard apple), マンゴー.
FRUITS: tuple[str, ...] = ("coconut", "custard", "mango")

#: Fruit in the bag at the start, per type. Reconstructed: the text only says "all the fruit";
#: 20 each keeps an empty bag "very rare" (6 orchards take 18 a round; baskets hold 10).
FRUIT_PER_TYPE = 20

ROUNDS = 5
WORKERS = 4
#: Printed basket spaces on the player board (rulebook: "最大5つのフルーツ").
PRINTED_BASKETS = 5
#: Slots for basket tiles under the printed baskets, each tile holding one more fruit.
#: Reconstructed: one slot under each printed basket.
BASKET_SLOTS = 5
VILLAGE_SQUARES = 9
#: Starting shells clockwise from the start player (rulebook, setup step 7).
START_SHELLS = (0, 1, 2, 3)
#: Event points for 1..5 different events (rulebook, scoring).
EVENT_POINTS = (0, 7, 15, 24, 34, 45)
#: Surcharge printed above each build-board slot, left to right. The rulebook names the
#: rightmost "+4" and its example costs "8 + 3"; slots get cheaper as tiles slide left.
SURCHARGES = (0, 1, 2, 3, 4)


@dataclass(frozen=True)
class IslandTile:
    """One of the 16 island tiles.

    ``kind`` is orchard, plaza or market; markets sell ``fruit`` at ``price`` each;
    ``brown`` marks the plaza with the brown sign (first-player tile); ``off`` is the
    player counts at which the tile is turned face down (its ✖ mark).
    """

    id: str
    kind: str
    fruit: str = ""
    price: int = 0
    brown: bool = False
    off: tuple[int, ...] = ()


#: Reconstructed mix: 6 orchards, 4 plazas, 6 markets (each fruit at two prices among the
#: rulebook's 2, 3 and 4; the advanced variant names coconut-3, custard-3 and mango-4
#: markets, so those exist). Two tiles carry "✖ 2/3 players" and one "✖ 2 players", which
#: gives the rulebook's 3 face-down tiles at 2 players and 2 at 3 players. The marks avoid
#: the brown-sign plaza and the three markets advanced tiles cover.
ISLAND_TILES: tuple[IslandTile, ...] = (
    IslandTile("O1", "orchard"),
    IslandTile("O2", "orchard"),
    IslandTile("O3", "orchard"),
    IslandTile("O4", "orchard"),
    IslandTile("O5", "orchard"),
    IslandTile("O6", "orchard", off=(2, 3)),
    IslandTile("P1", "plaza", brown=True),
    IslandTile("P2", "plaza"),
    IslandTile("P3", "plaza"),
    IslandTile("P4", "plaza", off=(2,)),
    IslandTile("Mc2", "market", "coconut", 2, off=(2, 3)),
    IslandTile("Mc3", "market", "coconut", 3),
    IslandTile("Mu2", "market", "custard", 2),
    IslandTile("Mu3", "market", "custard", 3),
    IslandTile("Mm3", "market", "mango", 3),
    IslandTile("Mm4", "market", "mango", 4),
)
ISLAND_BY_ID = {t.id: t for t in ISLAND_TILES}
#: The markets advanced market tiles cover (rulebook, advanced variant).
ADVANCED_COVERS = ("Mc3", "Mu3", "Mm4")

#: Item tiles. Reconstructed counts: a 4-player game draws at most 4 plazas x 2 x 5 rounds
#: = 40 items, so 42 tiles never run out at setup; equal thirds of the three kinds.
ITEM_KINDS = ("cart", "surfboard", "basket")
ITEM_COUNTS = {"cart": 14, "surfboard": 14, "basket": 14}


@dataclass(frozen=True)
class VillageTile:
    """A village tile: its kind, printed cost and points, and fountain halves.

    ``edges`` lists the tile edges (N, E, S, W; tiles never rotate) that carry half a
    fountain; two halves meeting on a shared edge complete one fountain. Orchard tiles
    bring ``fruit_n`` of ``fruit`` when built; event tiles name their ``event``; treasure
    tiles name what they count (``treasure``: surfboard, orchard, building, event, basket,
    fountain — the six kinds of the rulebook's scoring list).
    """

    id: str
    kind: str
    cost: int
    points: int = 0
    fruit: str = ""
    fruit_n: int = 0
    event: str = ""
    treasure: str = ""
    edges: str = ""


VILLAGE_KINDS = ("building", "event", "orchard", "treasure")
EVENTS = ("music", "dance", "feast", "regatta", "lantern")
TREASURES = ("surfboard", "orchard", "building", "event", "basket", "fountain")


def _b(n: int, cost: int, points: int, edges: str) -> VillageTile:
    return VillageTile(f"B{n:02}", "building", cost, points=points, edges=edges)


def _o(n: int, cost: int, points: int, fruit: str, count: int, edges: str) -> VillageTile:
    return VillageTile(f"R{n:02}", "orchard", cost, points=points, fruit=fruit, fruit_n=count,
                       edges=edges)


def _e(n: int, event: str, cost: int, edges: str) -> VillageTile:
    return VillageTile(f"V{n:02}", "event", cost, event=event, edges=edges)


def _t(n: int, treasure: str, cost: int, edges: str) -> VillageTile:
    return VillageTile(f"T{n:02}", "treasure", cost, treasure=treasure, edges=edges)


#: 48 village tiles, 12 of each kind. Reconstructed: costs 3-14 shells, building points a
#: little under their cost (2 shells are worth 1 point at the end), 5 different events
#: (the event table stops at 5), two treasures of each of the six kinds. R10 is the
#: rulebook's building example: an orchard tile costing 8 that brings one mango.
VILLAGE_TILES: tuple[VillageTile, ...] = (
    _b(1, 4, 3, "E"), _b(2, 5, 4, "S"), _b(3, 6, 5, "W"), _b(4, 6, 5, "NE"),
    _b(5, 7, 6, "N"), _b(6, 8, 7, "ES"), _b(7, 8, 7, "SW"), _b(8, 9, 8, "W"),
    _b(9, 10, 9, "NW"), _b(10, 11, 10, "E"), _b(11, 12, 11, ""), _b(12, 14, 13, "N"),
    _o(1, 3, 1, "coconut", 1, "S"), _o(2, 3, 1, "custard", 1, "E"),
    _o(3, 4, 1, "mango", 1, "W"), _o(4, 4, 2, "coconut", 1, "N"),
    _o(5, 5, 2, "custard", 1, "ES"), _o(6, 5, 2, "mango", 1, "NW"),
    _o(7, 6, 2, "coconut", 2, "E"), _o(8, 6, 2, "custard", 2, "S"),
    _o(9, 7, 3, "mango", 1, "NE"), _o(10, 8, 3, "mango", 1, "NW"),
    _o(11, 8, 3, "coconut", 2, "SW"), _o(12, 9, 4, "mango", 2, ""),
    _e(1, "music", 4, "E"), _e(2, "music", 6, "W"), _e(3, "music", 8, "NS"),
    _e(4, "dance", 4, "S"), _e(5, "dance", 6, "N"), _e(6, "dance", 8, "EW"),
    _e(7, "feast", 5, "W"), _e(8, "feast", 7, "ES"),
    _e(9, "regatta", 5, "N"), _e(10, "regatta", 7, "SW"),
    _e(11, "lantern", 6, "E"), _e(12, "lantern", 8, "NW"),
    _t(1, "surfboard", 4, "N"), _t(2, "surfboard", 6, "ES"),
    _t(3, "orchard", 5, "W"), _t(4, "orchard", 7, "NE"),
    _t(5, "building", 5, "S"), _t(6, "building", 7, "NW"),
    _t(7, "event", 5, "E"), _t(8, "event", 7, "SW"),
    _t(9, "basket", 4, "W"), _t(10, "basket", 6, "N"),
    _t(11, "fountain", 5, "NESW"), _t(12, "fountain", 7, "EW"),
)
VILLAGE_BY_ID = {t.id: t for t in VILLAGE_TILES}

#: The twelve advanced market effects (rulebook, advanced variant, in its order). Values:
#: the fixed set sold (fruit counts) and its price, or the per-fruit rule.
ADVANCED_EFFECTS = (
    "pair_cu", "pair_cm", "pair_um", "triple",
    "any2", "one5", "four13", "five13",
    "most4", "fewest5", "markets", "line",
)
#: Fixed-composition sets: counts [coconut, custard, mango] and shells per set.
SET_EFFECTS: dict[str, tuple[tuple[int, int, int], int]] = {
    "pair_cu": ((1, 1, 0), 5),
    "pair_cm": ((1, 0, 1), 6),
    "pair_um": ((0, 1, 1), 6),
    "triple": ((1, 1, 1), 9),
}
#: Six double-sided tiles. Reconstructed pairing (the text lists effects, not tiles); the
#: green-star (★) sides are the ones whose price depends on the table.
ADVANCED_TILES: tuple[tuple[str, str], ...] = (
    ("pair_cu", "pair_cm"),
    ("pair_um", "triple"),
    ("any2", "one5"),
    ("four13", "five13"),
    ("most4", "fewest5"),
    ("markets", "line"),
)
STARRED = frozenset({"most4", "fewest5", "markets", "line"})
