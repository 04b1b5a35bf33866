"""TwinStar Valley's rulebook route examples as exercises: the transport examples of the gem
rulebook's lines 156–162 (white's five options, the bypass, the long circular route) and the
delivery examples of the fruit rulebook's lines 158–162, each set up on a one-tile plains
valley (like :mod:`.exercises`): a mine (orchard) on the corridor's west end, the road pieces
the example names, the factory (market) at the east end. Each plays in two steps: choose the
route (the game offers the most items it can carry), then carry and pay.

The rulebooks' pictures are not in the text: where a passage does not say who owns the
destination, it is white's own (the passage names no fee to a rival's factory), and the
corridors hold exactly the pieces the passage counts.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Source, Step
from .lesson_texts import TEXTS
from .scenario import begin, credits, factory, flat_valley, items, road

GEMS_RULEBOOK = "twinstar-valley-gems.en.txt"
FRUITS_RULEBOOK = "twinstar-valley-fruits.ja.txt"
#: The seats by the colour the table draws them in: the rulebooks' white is the third seat,
#: their third player (the gems' purple, the fruits' blue) the second, drawn blue.
ORANGE, THIRD, WHITE = 0, 1, 2
GEMS = {"edition": "gems"}
FRUITS = {"edition": "fruits", "mode": "basic"}
#: The first hex of each valley row the corridors use, by row (axial r): the one-tile valley
#: of radius 9 names its hexes row by row, so hex (q, r) is "A" + (FIRST[r] + q).
FIRST = {-1: 117, 0: 136, 1: 155}
MINE = (0, 0)


def cell(q: int, r: int = 0) -> str:
    """The move name of hex (q, r) of the one-tile valley."""
    return f"A{FIRST[r] + q}"


@dataclass(frozen=True)
class Example:
    """One route example: the pieces by hex, the destination's column, owner and what it
    refines (demands), the items on the mine (orchard), the route and load the example
    takes, the numbers it states, and the passage."""

    name: str
    options: dict[str, str]
    players: int
    stock: str
    pieces: dict[tuple[int, int], int]
    site: int
    owner: int
    spec: str
    route: tuple[str, ...]
    load: str
    most: int
    paid: dict[str, int]
    source: Source


def _setup(example: Example) -> Callable[[Game], None]:
    def setup(game: Game) -> None:
        g: Any = game
        site = (example.site, 0)
        flat_valley(g, special={MINE: "M", site: "F"})
        items(g, {MINE: example.stock})
        factory(g, site, example.owner, example.spec)
        road(g, dict(example.pieces))
        credits(g, [20] * example.players)
        begin(g, WHITE, ["transport"])
    return setup


def most(before: Game, after: Game) -> Mapping[str, object]:
    """The largest load the game offers on the chosen route."""
    loads = [len(m.split(" ")[1]) for m in after.legal_moves() if m.startswith("carry ")]
    return {"most": max(loads, default=0)}


def seat_names(example: Example) -> dict[str, int]:
    """The seats whose credits the example names."""
    names = {"orange": ORANGE, "white": WHITE, "blue": THIRD}
    return {name: seat for name, seat in names.items() if name in example.paid}


def paid(example: Example) -> Numbers:
    """Each seat's credits gained (negative: paid) and how many items were carried."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        was, now = before.credits, after.credits  # type: ignore[attr-defined]
        out: dict[str, object] = {name: now[seat] - was[seat]
                                  for name, seat in seat_names(example).items()}
        left = after.mines[MINE]  # type: ignore[attr-defined]
        out["carried"] = len(before.mines[MINE]) - len(left)  # type: ignore[attr-defined]
        return out
    return numbers


def _key(name: str) -> str:
    return f"twinstar.exercise.{name}"


def exercise(example: Example) -> Lesson:
    name = example.name
    choose = Step(text=_key(f"{name}.do"), moves=("from " + cell(0), "to " + cell(example.site))
                  + example.route, done=_key(f"{name}.route"), nudge=_key(f"{name}.nudge"),
                  numbers=most, expect={"most": example.most})
    carry = Step(text=_key(f"{name}.carry"), moves=("carry " + example.load,),
                 done=_key(f"{name}.done"), nudge=_key(f"{name}.nudge"),
                 numbers=paid(example),
                 expect={**example.paid, "carried": len(example.load)})
    return Lesson(id=_key(name), game_id="twinstar", players=example.players, seed=1,
                  options=example.options, title=_key(f"{name}.title"),
                  intro=_key(f"{name}.intro"), outro=_key(f"{name}.outro"),
                  setup=_setup(example), steps=(choose, carry), catalogue=TEXTS, seat=WHITE,
                  source=example.source, ends=False)


OR, WH, TH = ORANGE, WHITE, THIRD
#: The circle around the mine (three of white's pieces), then orange's piece to the site.
CIRCLE = {(0, -1): WH, (1, -1): WH, (1, 0): WH, (2, 0): OR}
#: White's two pieces on the row above that go around orange's piece on (3, 0).
BYPASS = {(1, 0): WH, (2, 0): WH, (3, 0): OR, (3, -1): WH, (4, -1): WH, (4, 0): WH}


def _gems(line: int, quote: str) -> Source:
    return Source(GEMS_RULEBOOK, line, quote)


def _fruits(line: int, quote: str) -> Source:
    return Source(FRUITS_RULEBOOK, line, quote)


EXAMPLES = (
    Example("gems_option1", GEMS, 3, "GGYY", {(1, 0): WH, (2, 0): WH, (3, 0): WH}, 4, WH, "GY",
            (), "GGY", 3, {"orange": 0, "white": 0},
            _gems(156, "Starting at Mine 1 he could transport up to 3 gems to Factory A")),
    Example("gems_option2", GEMS, 3, "GGYY",
            {(1, 0): WH, (2, 0): OR, (3, 0): WH, (4, 0): TH, (5, 0): WH, (6, 0): OR, (7, 0): WH},
            8, WH, "GY", (), "GGYY", 4, {"orange": 12, "white": -12, "blue": 0},
            _gems(157, "He needs to pay 3 credits for each gem transported to the orange "
                       "player")),
    Example("gems_option3", GEMS, 3, "GGYY", {(1, 0): WH, (2, 0): OR, (3, 0): WH, (4, 0): WH},
            5, WH, "GY", (), "GGY", 3, {"orange": 3, "white": -3},
            _gems(158, "Transport up to 3 gems from Mine 2 to Factory A, paying 1 credit per "
                       "gem to the Orange player")),
    Example("gems_option4", GEMS, 3, "GGYY", {(1, 0): WH, (2, 0): OR, (3, 0): TH}, 4, WH, "GY",
            (), "G", 1, {"orange": 1, "white": -2, "blue": 1},
            _gems(159, "Orange and Purple each receive 1 credit as they are tied in their "
                       "contribution")),
    Example("gems_option5", GEMS, 3, "GGYY", {(1, 0): WH, (2, 0): WH, (3, 0): WH}, 4, OR, "GY",
            (), "GGY", 3, {"orange": 3, "white": -3},
            _gems(160, "Transport up to 3 gems from Mine 2 to Factory B, paying the orange "
                       "player 3 credits")),
    Example("gems_bypass", GEMS, 3, "GGYY", BYPASS, 5, WH, "GY",
            ("via " + cell(3, -1), "via " + cell(4, -1), "via " + cell(4)), "GGYY", 4,
            {"orange": 0, "white": 0},
            _gems(161, "Now white can transport up to 4 gems from Mine 2, without the need "
                       "to pay the orange player")),
    Example("gems_circle", GEMS, 3, "GGY", CIRCLE, 3, WH, "GY", ("via " + cell(0, -1),),
            "GGY", 3, {"orange": 3, "white": -3},
            _gems(162, "so he must only pay 3 credits for the 3 gems transported")),
    Example("fruits_option1", FRUITS, 3, "GGLL", {(1, 0): WH, (2, 0): WH, (3, 0): WH}, 4, WH,
            "GL", (), "GGL", 3, {"orange": 0, "white": 0},
            _fruits(158, "1) 果樹園1から市場Aまで最大3つの果物を配達します")),
    Example("fruits_option2", FRUITS, 3, "GGLL", {(1, 0): WH, (2, 0): OR, (3, 0): OR, (4, 0): TH},
            5, WH, "GL", (), "GGLL", 4, {"orange": 8, "white": -12, "blue": 4},
            _fruits(158, "配達された果物1つにつき、橙に2クレジット、青に1クレジットを支払う")),
    Example("fruits_option3", FRUITS, 3, "GGLL", {(1, 0): WH, (2, 0): OR, (3, 0): WH, (4, 0): WH},
            5, WH, "GL", (), "GGLL", 4, {"orange": 4, "white": -4},
            _fruits(158, "3) 果樹園2から市場Aに最大4つの果物を配達し、橙プレイヤーに果物1つ"
                         "につき1クレジットを支払います")),
    Example("fruits_option4", FRUITS, 3, "GGLL",
            {(1, 0): WH, (2, -1): OR, (3, -1): OR, (2, 0): OR, (3, 0): TH}, 4, WH, "GL",
            ("via " + cell(2), "via " + cell(3)), "GGL", 3, {"orange": 3, "white": -6, "blue": 3},
            _fruits(158, "3つの果物のみを配達し、橙と青の両方に配達された果物ごとに1"
                         "クレジットを支払う")),
    Example("fruits_option5", FRUITS, 3, "APPL", {(1, 0): WH, (2, 0): WH, (3, 0): WH}, 4, OR,
            "AP", (), "APP", 3, {"orange": 3, "white": -3},
            _fruits(158, "5) 果樹園2から市場Bに最大3つの果物を配達し")),
    Example("fruits_bypass", FRUITS, 3, "GGLL", BYPASS, 5, WH, "GL",
            ("via " + cell(3, -1), "via " + cell(4, -1), "via " + cell(4)), "GGLL", 4,
            {"orange": 0, "white": 0},
            _fruits(160, "これで、白は橙に支払うことなく、果樹園から4つの果物すべてを配達"
                         "できます")),
    Example("fruits_circle", FRUITS, 3, "GGLL", CIRCLE, 3, WH, "GL", ("via " + cell(0, -1),),
            "GGLL", 4, {"orange": 4, "white": -4},
            _fruits(162, "白は、4つの配達された果物に4クレジットしか支払いません")),
)

EXERCISES: tuple[Lesson, ...] = tuple(exercise(example) for example in EXAMPLES)
