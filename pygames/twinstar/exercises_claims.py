"""The fruit rulebook's contract examples as exercises (advanced mode): the Contract
Negotiator's two examples (lines 306 and 307: two contracts claimed in one turn with one
delivery), the three-bridge contract of line 262 (a Construct that builds no bridge still
earns it), and the sale rule's example of line 196 (a kind sold is sold whole).

The rulebook's figures are not in its text, and no card of the reconstructed decks
(components_fruits.CONTRACTS) needs what these examples name: the decks' delivery cards are
"any 2/3/4 fruits", "grape, pear and two apples" on one card (fa13) and "lemons / two
grapes and a lemon / apples and pears to a market of their kind", and the terrain cards
need 1, 2 or 5 bridges. So the grid holds the cards the text implies
(components_fruits.FIGURE_CONTRACTS, never dealt):

- line 306, 「ブドウ1つ、ナシ1つ、リンゴ2つを配達」 for both: fx1 "deliver a grape and an
  apple" and fx2 "deliver a pear and an apple". Each needs an apple, and a fruit delivered
  serves one claimed contract only (readings.py, fruits-two-contracts), so both need two
  apples: the sum the example states. (A grape and a pear on one card and two apples on the
  other would sum the same, but then the example would teach nothing about sharing.)
- line 307, 「3つのブドウと1つのレモン…少なくとも2つのブドウを、ブドウを専門とする市場に」:
  fx3 "deliver a grape and a lemon" and fx4 "deliver two grapes to a market of their kind".
- line 262, 「橋を3つ建設する必要がある契約」: fx5 "3 bridges" (3 points, as the deck's
  "2 bridges").

The other grid places hold cards the turn cannot meet (grow, research, more pieces), so
only the example's cards may be claimed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..core.game import Game
from ..core.lessons import Lesson, Numbers, Source, Step
from .components_fruits import NEGOTIATOR
from .exercise_more_texts import CATALOGUE
from .scenario import begin, contracts, credits, factory, flat_valley, items, road

FRUITS_RULEBOOK = "twinstar-valley-fruits.ja.txt"
ADVANCED = {"edition": "fruits", "mode": "advanced"}
BASIC = {"edition": "fruits", "mode": "basic"}
ORANGE, BLUE = 0, 1
ORCHARD, MARKET = (0, 0), (5, 0)
#: The move names of the corridor's orchard and market (the one-tile valley's cells).
FROM, TO = "from A136", "to A141"
#: Grid cards no turn of these exercises meets: grow discs, research, grow fruits, pieces.
IDLE = ["fa03", "fa05", "fa08", "fa12", "fb06", "fb08"]
LAKES = {(k, -1): "L" for k in range(6)}


def _g(game: Game) -> Any:
    return game


# ------------------------------------------------------------------ lines 306, 307
def negotiator_setup(stock: str, spec: str, cards: list[str]) -> Callable[[Game], None]:
    """An orchard holding ``stock``, orange's 4 route pieces to orange's market of ``spec``;
    orange has unlocked the Contract Negotiator (research 6, both steps) and delivers now;
    the example's two cards lead the grid."""
    def setup(game: Game) -> None:
        g = _g(game)
        flat_valley(g, special={ORCHARD: "M", MARKET: "F"})
        items(g, {ORCHARD: stock})
        factory(g, MARKET, ORANGE, spec)
        road(g, {(k, 0): ORANGE for k in range(1, 5)})
        grid: list[str | None] = [*cards, *IDLE]
        contracts(g, grid, pile=["fb01", "fb02"])
        credits(g, [10, 10])
        with game.edit():
            g.upgrades[ORANGE] = {NEGOTIATOR: 2}
        begin(g, ORANGE, ["transport"])
    return setup


def delivered(before: Game, after: Game) -> Mapping[str, object]:
    """Each fruit delivered (carried off the orchard), by kind."""
    was, now = _g(before).mines[ORCHARD], _g(after).mines[ORCHARD]
    names = {"A": "apples", "G": "grapes", "L": "lemons", "P": "pears"}
    return {name: was.count(k) - now.count(k) for k, name in names.items()
            if was.count(k) - now.count(k)}


def claimed(before: Game, after: Game) -> Mapping[str, object]:
    """The contracts orange won this step and their points."""
    won = _g(after).won[ORANGE][len(_g(before).won[ORANGE]):]
    return {"contracts": len(won), "points": after.score_breakdown()[ORANGE]["contracts"]}


# ------------------------------------------------------------------ line 262
def three_bridges_setup(game: Game) -> None:
    """Orange's 3 bridges on a lake row; the three-bridge card leads the grid; orange's
    first disc of the year goes on a1, Construct."""
    g = _g(game)
    flat_valley(g, special={ORCHARD: "M", (6, 0): "F", **LAKES})
    road(g, {(k, -1): ORANGE for k in range(3)})
    grid: list[str | None] = ["fx5", *IDLE, "fa14"]
    contracts(g, grid, pile=["fb01", "fb02"])
    credits(g, [10, 10])


def bridges_claimed(before: Game, after: Game) -> Mapping[str, object]:
    """Orange's bridges, those built this turn, and the contract points won."""
    def bridges(game: Game) -> int:
        g = _g(game)
        return sum(g.terrain[h] == "L" for h, o in g.pieces.items() if ORANGE in o)
    return {"bridges": bridges(after), "new": bridges(after) - bridges(before),
            "points": after.score_breakdown()[ORANGE]["contracts"]}


# ------------------------------------------------------------------ line 196
def sell_all_setup(game: Game) -> None:
    """Orange's supply: 3 apples and a grape; apples are worth 3, grapes 1; orange sells."""
    g = _g(game)
    with game.edit():
        g.market = {"A": 2, "G": 0, "L": 1, "P": 1}
        g.reserve[ORANGE] = {"A": 3, "G": 1, "L": 0, "P": 0}
    credits(g, [0, 0])
    begin(g, ORANGE, [])


def sold_all(before: Game, after: Game) -> Mapping[str, object]:
    """The sales offered (each names kinds, never a number: a kind goes whole), the apples
    sold and left, and the credits."""
    offered = [m for m in before.legal_moves() if m.startswith("sell ")]
    g = _g(after)
    return {"offered": len(offered), "sold": 3 - g.reserve[ORANGE]["A"],
            "left": g.reserve[ORANGE]["A"], "credits": g.credits[ORANGE]}


# ------------------------------------------------------------------ the exercises
def _key(name: str) -> str:
    return f"twinstar.exercise.{name}"


def _step(name: str, part: str, moves: tuple[str, ...], numbers: Numbers,
          expect: dict[str, object]) -> Step:
    return Step(text=_key(f"{name}.{part}"), moves=moves, done=_key(f"{name}.{part}.done"),
                nudge=_key(f"{name}.nudge"), numbers=numbers, expect=expect)


def _exercise(name: str, options: dict[str, str], setup: Callable[[Game], None],
              steps: tuple[Step, ...], line: int, quote: str) -> Lesson:
    return Lesson(id=_key(name), game_id="twinstar", players=2, seed=1, options=options,
                  title=_key(f"{name}.title"), intro=_key(f"{name}.intro"),
                  outro=_key(f"{name}.outro"), setup=setup, steps=steps, catalogue=CATALOGUE,
                  seat=ORANGE, source=Source(FRUITS_RULEBOOK, line, quote), ends=False)


EXERCISES: tuple[Lesson, ...] = (
    _exercise("fruits_negotiator", ADVANCED,
              negotiator_setup("AAGP", "GL", ["fx1", "fx2"]),
              (_step("fruits_negotiator", "deliver", (FROM, TO, "carry AAGP"), delivered,
                     {"apples": 2, "grapes": 1, "pears": 1}),
               _step("fruits_negotiator", "claim", ("done", "claim 1", "claim 2"), claimed,
                     {"contracts": 2, "points": 2})),
              306, "この例では、両方の契約を獲得するには、ブドウ1つ、ナシ1つ、リンゴ2つを"
                   "配達する必要があります"),
    _exercise("fruits_negotiator_market", ADVANCED,
              negotiator_setup("GGGL", "AG", ["fx3", "fx4"]),
              (_step("fruits_negotiator_market", "deliver", (FROM, TO, "carry GGGL"),
                     delivered, {"grapes": 3, "lemons": 1}),
               _step("fruits_negotiator_market", "claim", ("done", "claim 1", "claim 2"),
                     claimed, {"contracts": 2, "points": 3})),
              307, "この2番目の例では、3つのブドウと1つのレモンを配達する必要があり、そのうち"
                   "少なくとも2つのブドウを、ブドウを専門とする市場に配達する必要があります"),
    _exercise("fruits_three_bridges", ADVANCED, three_bridges_setup,
              (_step("fruits_three_bridges", "build", ("place a1", "road A137", "done",
                                                       "claim 1"), bridges_claimed,
                     {"bridges": 3, "new": 0, "points": 3}),),
              262, "すでに3つ以上の橋を持っていれば、そのターン中に実際に建設するのは橋でなくても"
                   "かまいません"),
    _exercise("fruits_sell_all", BASIC, sell_all_setup,
              (_step("fruits_sell_all", "sell", ("sell A",), sold_all,
                     {"offered": 3, "sold": 3, "left": 0, "credits": 9}),),
              196, "たとえば、リンゴを販売する場合、販売後にあなたのサプライにリンゴが残っていて"
                   "はいけません"),
)
