"""Terra Vista component data: maps, dice and score board.

The rulebook names the components (six double-sided player boards = twelve maps, two special
dice, a double-sided score board with four tracks) but prints none of their contents. Every
item below is a **reconstruction** that satisfies each constraint the text states, with a
provenance note; true data can replace it without touching the rule code.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

#: Terrains, named by the colour the rulebook uses for them ("黄色から緑色へ", "灰色", ...).
TERRAINS: tuple[str, ...] = ("green", "yellow", "grey", "blue", "red")
#: One-letter codes used in the map strings below (grey is "s" for slate).
TERRAIN_CODES: dict[str, str] = {"g": "green", "y": "yellow", "s": "grey", "b": "blue", "r": "red"}
WILD = "wild"

#: The two special dice (rules 4). Provenance: reconstructed. The rulebook says that a die
#: may show a wild face (ダイスにワイルドの面), that the faces are printed on every map, and:
#: 「2つのダイスの面を組み合わせると、組み合わせによって確率が異なります。例として、緑と黄色の
#: 組み合わせが最も確率が高く、最も確率が低い組み合わせは青と赤、青と灰色、赤と赤、灰色と灰色
#: です。」 (combining the two dice's faces, green–yellow is the most likely combination; the
#: least likely are blue–red, blue–grey, red–red and grey–grey). Every map has blue–blue edges
#: (1 to 5; map 4A's red market at a7 is surrounded by blue), so blue–blue must be drawable.
#:
#: Reading (readings: dice-order): the sentence counts **printed faces**. Of the 36 rolls,
#: one whose two faces are terrains is that pair's combination; a roll with a wild face is no
#: terrain combination, and a pair no two printed faces form is not a combination the
#: sentence ranks. Green–yellow is strictly the most frequent combination; the four named
#: pairs share the lowest count, strictly below every other combination. Drawing reads the
#: wild face as any terrain (readings: wild-any-terrain), which is how blue–blue, printed on
#: one die only, is drawn. Counted instead on what a roll lets a player draw (a wild: any
#: terrain), no dice keep the sentence with blue–blue drawable (the search below finds none).
#: On printed faces too blue–blue cannot be a combination: above blue–grey it needs more blue
#: than grey on each die, and then grey–red is no more frequent than blue–red; so blue is
#: printed on one die only, and the other die's wild face draws blue–blue.
#:
#: ``bench/search_terra_vista_dice.py`` searches every pair of six-faced dice (462 dice, five
#: terrains and wild): 8 pairs keep the sentence on printed faces and let every terrain pair
#: on the twelve maps be drawn in an ordinary round; 4 of them have at most one wild face a
#: die (the rulebook's "the wild face"; both earlier dice had one). Tie-breaks, in turn: the
#: most even spread among the combinations the rulebook does not rank (counts 2, 2, 2, 3, 3,
#: 3: a range of 1, against 2, 2, 2, 3, 3, 4, 4 for the other two), which also makes the
#: rarest map pair, blue–blue, drawable 2 rolls in 36 rather than 1; then the maps: these
#: dice allow 14.41 of a map's 84 lines a roll on average, their mirror (blue on the green
#: die, yellow three times) 14.33. Printed counts of 36: green–yellow 6; green–grey,
#: green–blue, green–red 3; yellow–grey, yellow–red, grey–red 2; blue–red, blue–grey,
#: red–red, grey–grey 1; green–green, yellow–yellow, yellow–blue, blue–blue 0 (drawn with a
#: wild face only), and 11 rolls show a wild face. Four faces differ from the rules-3 dice
#: (two a die: this die 1 is their die 2 with green and red for two yellows, this die 2 their
#: die 1 with yellow and grey for green and a red).
DICE: tuple[tuple[str, ...], tuple[str, ...]] = (
    ("green", "green", "green", "grey", "red", WILD),
    ("yellow", "yellow", "grey", "blue", "red", WILD),
)
#: The dice of rules versions 2 and 3 (games started then keep them), chosen counting what a
#: roll lets a player draw (a wild face: any terrain): green–yellow 11 rolls in 36, blue–red
#: and blue–grey 4, red–red 3, grey–grey 2, blue–blue 2, every other pair 6 or more. On
#: printed faces they tie green–yellow with green–red and yellow–red (4 each), against the
#: rulebook's sentence; hence rules 4.
DICE_RULES_3: tuple[tuple[str, ...], tuple[str, ...]] = (
    ("green", "yellow", "blue", "red", "red", WILD),
    ("green", "green", "yellow", "yellow", "grey", WILD),
)
#: The dice of rules version 1 (games started then keep them): blue on die 1 only, so a
#: blue–blue line was drawable in extreme rounds alone.
DICE_RULES_1: tuple[tuple[str, ...], tuple[str, ...]] = (
    ("green", "yellow", "grey", "blue", "red", WILD),
    ("green", "green", "yellow", "yellow", "grey", "red"),
)

#: The four tracks of the score board, in board order (the horses' start spaces).
TRACKS: tuple[str, ...] = ("market", "olive", "strawberry", "orange")
#: Market colours. Provenance: the rulebook's examples name green, yellow and red markets and
#: says there are four colours ("ゲーム中に4回"); blue is our fourth.
MARKET_COLOURS: tuple[str, ...] = ("green", "yellow", "red", "blue")
#: Symbol codes in the map strings: market letters by colour, fruits in lower case, "." a dot.
MARKET_CODES: dict[str, int] = {"G": 0, "Y": 1, "R": 2, "B": 3}
FRUIT_CODES: dict[str, str] = {"o": "olive", "s": "strawberry", "n": "orange"}
#: How many of each fruit a map shows. Provenance: five olives is in the rulebook ("オリーブ
#: シンボルは5つ"); four strawberries and three oranges are reconstructed.
FRUIT_COUNTS: dict[str, int] = {"olive": 5, "strawberry": 4, "orange": 3}
SIZE = 7


@dataclass(frozen=True)
class Board:
    """One side of the score board: per track, the column of its start space, the columns of
    its bonus (yellow) spaces, and the column of the vertical goal line every horse must reach.

    A track's spaces run from its start column to ``LAST_COLUMN``; it has exactly as many steps
    as there are symbols to score on a map, so a horse can always reach its last space.
    """

    name: str
    start: tuple[int, int, int, int]
    bonus: tuple[frozenset[int], ...]
    goal: int

    def goal_steps(self, track: int) -> int:
        return self.goal - self.start[track]

    def length(self, track: int) -> int:
        return LAST_COLUMN - self.start[track]

    def bonus_steps(self, track: int) -> frozenset[int]:
        return frozenset(col - self.start[track] for col in self.bonus[track])


LAST_COLUMN = 7
#: Score boards. Provenance: reconstructed. "day" (the side for a first game) asks for 3 of the
#: 4 market connections, 4 of the 5 olives, 3 of 4 strawberries and 2 of 3 oranges, with one
#: or two yellow bonus spaces per track. "night" is our own house variant (the rulebook only
#: says the board is double-sided): the same goal line, but a track's one bonus space is its
#: last, so bonus lines come only for scoring every symbol of a track. Greedy bots need about
#: a quarter more rounds than on the day side, and since the goal leaves steps to spare, two
#: players reaching it in the same round can differ in total steps: the rulebook's tie-break
#: decides (readings: night-side).
DAY = Board(
    "day",
    start=(3, 2, 3, 4),
    bonus=(frozenset({5}), frozenset({4, 6}), frozenset({5}), frozenset({5})),
    goal=6,
)
BOARDS: dict[str, Board] = {
    "day": DAY,
    "night": Board(
        "night",
        start=(3, 2, 3, 4),
        bonus=(frozenset({7}), frozenset({7}), frozenset({7}), frozenset({7})),
        goal=6,
    ),
}
#: The score boards of rules version 1 (games started then keep them): the night side's goal
#: was the last column, every symbol, so every finisher had the same total steps and the
#: tie-break (most steps) could never decide.
BOARDS_RULES_1: dict[str, Board] = {
    "day": DAY,
    "night": Board(
        "night",
        start=(3, 2, 3, 4),
        bonus=(frozenset({4, 6}), frozenset({3, 5}), frozenset({4, 6}), frozenset({6})),
        goal=7,
    ),
}


@dataclass(frozen=True)
class MapData:
    """One printed map: ``rows`` are "TERRAINS SYMBOLS" strings, one per row of spaces.

    Spaces are numbered row by row (``index = row * SIZE + col``); two spaces are adjacent
    when they share a side. Derived tables are cached for the rule code.
    """

    name: str
    rows: tuple[str, ...]

    @cached_property
    def terrain(self) -> tuple[str, ...]:
        return tuple(TERRAIN_CODES[ch] for row in self.rows for ch in row.split()[0])

    @cached_property
    def symbols(self) -> str:
        return "".join(row.split()[1] for row in self.rows)

    @cached_property
    def edges(self) -> tuple[tuple[int, int], ...]:
        """Every pair of adjacent spaces ``(a, b)`` with ``a < b``, in increasing order."""
        out = []
        for i in range(SIZE * SIZE):
            r, c = divmod(i, SIZE)
            if c + 1 < SIZE:
                out.append((i, i + 1))
            if r + 1 < SIZE:
                out.append((i, i + SIZE))
        return tuple(sorted(out))

    @cached_property
    def edge_terrains(self) -> tuple[tuple[str, str], ...]:
        terrain = self.terrain
        return tuple((terrain[a], terrain[b]) for a, b in self.edges)

    @cached_property
    def space_names(self) -> tuple[str, ...]:
        """Chess-like names: column letter, then row number from the top (``a1``)."""
        return tuple(f"{chr(ord('a') + i % SIZE)}{i // SIZE + 1}" for i in range(SIZE * SIZE))

    @cached_property
    def line_names(self) -> tuple[str, ...]:
        """The move naming each edge (``c3-d3``: earlier space in reading order first)."""
        names = self.space_names
        return tuple(f"{names[a]}-{names[b]}" for a, b in self.edges)

    @cached_property
    def edge_index(self) -> dict[tuple[int, int], int]:
        return {e: k for k, e in enumerate(self.edges)}

    @cached_property
    def incident(self) -> tuple[tuple[int, ...], ...]:
        """Per space, the indices of the edges touching it."""
        table: list[list[int]] = [[] for _ in range(SIZE * SIZE)]
        for k, (a, b) in enumerate(self.edges):
            table[a].append(k)
            table[b].append(k)
        return tuple(tuple(t) for t in table)

    @cached_property
    def markets(self) -> tuple[tuple[int, int], ...]:
        """Per market colour, its two spaces."""
        found: list[list[int]] = [[] for _ in MARKET_COLOURS]
        for i, ch in enumerate(self.symbols):
            if ch in MARKET_CODES:
                found[MARKET_CODES[ch]].append(i)
        return tuple((a, b) for a, b in found)

    @cached_property
    def market_spaces(self) -> frozenset[int]:
        return frozenset(i for pair in self.markets for i in pair)

    @cached_property
    def fruits(self) -> tuple[tuple[int, int], ...]:
        """``(space, track)`` for every fruit symbol (track 1 olive, 2 strawberry, 3 orange)."""
        return tuple(
            (i, TRACKS.index(FRUIT_CODES[ch]))
            for i, ch in enumerate(self.symbols)
            if ch in FRUIT_CODES
        )

    @property
    def dice(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The dice faces printed in the map's top right corner (the rulebook: 各ダイスの面は
        マップの右上に表示されています); the same dice for every map."""
        return DICE


#: The twelve maps: six boards, sides A and B ("1A" is board 1, side A). Provenance:
#: reconstructed by a one-off seeded generator (random terrains with light clustering,
#: symbols placed by rejection) and checked by tests against the rulebook's constraints:
#: 7×7 spaces with five terrains (green and yellow the most common, as the dice favour
#: them), two markets of each of four colours far apart (Manhattan distance ≥ 6), five olives,
#: four strawberries, three oranges, no two symbols on adjacent spaces.
MAPS: tuple[MapData, ...] = (
    MapData("1A", (
        "ggrsbbg R..G.o.",
        "yyyrbbg ..s...Y",
        "ggyyggb .o.n.B.",
        "ssgsrrr n.n.R.s",
        "ssgryrr .o.s.G.",
        "bsggyyr B.o.o..",
        "yyyyygs .Y....s",
    )),
    MapData("1B", (
        "syysbrg o.Y..R.",
        "syrsbbg .B..o.G",
        "syyyyyg ...s.s.",
        "bssyyyg ..G.s.o",
        "rrsybbg Y..n.o.",
        "rrgggrg .o..n.n",
        "gggrgry s..R.B.",
    )),
    MapData("2A", (
        "ggssgyy B.s..Y.",
        "gggsbyy .G.o..n",
        "rggyyyb o.s..o.",
        "rgrrryb .n.n...",
        "rygrrgg s.o.G.R",
        "byyygys .R.s...",
        "rssssbb B.o..Y.",
    )),
    MapData("2B", (
        "grrsssb B..o.o.",
        "ssysysb ..G.o.n",
        "yyyyyrb .R.s.B.",
        "ryygysb Y.o.s.R",
        "gggggbr .....s.",
        "rrggyyr .n.o..Y",
        "bggggyr n.s.G..",
    )),
    MapData("3A", (
        "yryyyry .B.n..R",
        "yyysyys o.s.o..",
        "grrggyg .o.G.Y.",
        "brrrbsg ....n.n",
        "gssbbgg R.s..o.",
        "yrsbbyg .Y.B..o",
        "grggssg G.s..s.",
    )),
    MapData("3B", (
        "sgygrrg ..o.B.s",
        "rrbsggg R..Y.s.",
        "rygsrgy ..o.n.s",
        "bbbsrgy .o.s.G.",
        "ssygggy G...n.o",
        "ryybygy ..R..n.",
        "rssbyyy .Y.o..B",
    )),
    MapData("4A", (
        "rrggggg .o.s.o.",
        "yrygrsr B.R.n..",
        "yyyygss .o.G..o",
        "ssygyyy Y.n.n..",
        "ssgryyg .s.s.o.",
        "bggbrys ..s.B..",
        "bbbbrgr R..Y..G",
    )),
    MapData("4B", (
        "gbbsbyg o...R..",
        "ybrggyy ..Y...G",
        "ryyggyg .s.s.n.",
        "yyyrssg n.G.o.B",
        "yyyrggg .B.o.Y.",
        "ssrrrgs n...o.R",
        "bssrrgb .o.s.s.",
    )),
    MapData("5A", (
        "bggssby n.o.G.Y",
        "byggyyy .n.o.R.",
        "gyggyyy B.s.s..",
        "srrgbyy .s.o.n.",
        "ssrgbyg ..o.Y.B",
        "ssrrrgb s......",
        "rsggrry .o.R.G.",
    )),
    MapData("5B", (
        "ggybsbb B.s..n.",
        "yrrrgyr .G..Y.o",
        "yyrbgyr n.o....",
        "yysbrrr .R.o.G.",
        "gyybggg s.n.o..",
        "gyyyggg .Y.s..s",
        "ssssssg o.B..R.",
    )),
    MapData("6A", (
        "rgygggb s.s.Y.R",
        "rrrgbgg ...o.s.",
        "yrrggrs G.n.o.B",
        "rbryygs ...o.n.",
        "ygyyyss .B..n.G",
        "yygbsss Y..o.R.",
        "bygbyys ..o...s",
    )),
    MapData("6B", (
        "gsysybg n.s.o..",
        "bbyyygg .R.o..B",
        "bryyyyg B.o..s.",
        "ggbgryg .Y..G.o",
        "gggrsyb n......",
        "ssrrsyg .s.R.Y.",
        "yrrrssr G.o.s.n",
    )),
)
