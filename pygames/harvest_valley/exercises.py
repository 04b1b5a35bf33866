"""Harvest Valley's rulebook worked examples as exercises (data checked by tests/test_lessons.py).

Each is set up as in ``harvest-valley.ja.txt`` (the valleys of the scoring examples are the
ones tests/test_harvest_valley_scoring.py reads, one card short); the learner lays the last
card and the exercise's ``expect`` holds the rulebook's numbers, which the lesson player
checks against the game's score breakdown.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.game import Game
from ..core.grid import Cell, cell_name
from ..core.lessons import Lesson, Source, Step
from . import components as cp
from .lesson_texts import TEXTS
from .rules import HarvestValley
from .scenario import arrange

RULEBOOK = "harvest-valley.ja.txt"
_KINDS = {"V": cp.VEGETABLE, "T": cp.FRUIT, "W": cp.WHEAT, "P": cp.POND, "C": cp.CROW,
          "B": cp.BOAR, "X": cp.WEEDS, "K": cp.TRACTOR, "M": cp.METEOR}

# Red is seat 0, yellow seat 1; "?" is the card left for the learner to lay (a meteor).
TWO_PLAYER = """
W  W  W  T2 V1
T1 F0A F0B T1 B
P  ?  P  C  W
V3 F1A V2 V4 F1B
X  V4 K  T2 V3
"""

# Seats clockwise: red 0, green 1, blue 2, yellow 3, purple 4 (6 rows × 5 columns).
FIVE_PLAYER = """
T2 ?  W  P  T2
V3 F0A W F1A V2
V2 V4 B  M  P
V1 F2A V3 T1 C
T1 W  W  F3A W
X  T1 F4A K V1
"""

WHEAT = """
.  .   .  .
.  F0A .  .
.  W   W  W
"""


def valley_from(diagram: str, origin: Cell) -> tuple[dict[Cell, str], Cell | None]:
    """Card ids by cell from a diagram (``V3`` vegetable 3, ``T2`` fruit 2, ``W`` wheat, ``P``
    pond, ``C`` crow, ``B`` boar, ``X`` weeds, ``K`` tractor, ``M`` meteor, ``F1A`` farmhouse A
    of seat 1, ``.`` empty), each token a distinct card of the deck; and the ``?`` cell."""
    pool = [c for c in cp.REGULAR_DECK]
    valley: dict[Cell, str] = {}
    hole = None
    for r, line in enumerate(diagram.strip().splitlines()):
        for c, token in enumerate(line.split()):
            cell = (origin[0] + r, origin[1] + c)
            if token == "?":
                hole = cell
            elif token[0] == "F":
                valley[cell] = f"farmhouse{int(token[1]) + 1}{token[2]}"
            elif token != ".":
                kind, value = _KINDS[token[0]], int(token[1:] or 0)
                card = next(c for c in pool if c.kind == kind and c.value == value)
                pool.remove(card)
                valley[cell] = card.id
    return valley, hole


def _setup(diagram: str, origin: Cell, river: str) -> Callable[[Game], None]:
    def setup(game: Game) -> None:
        assert isinstance(game, HarvestValley)
        valley, _ = valley_from(diagram, origin)
        arrange(game, valley, [river, None, None])
        used = set(valley.values()) | {river}
        with game.edit():
            game.deck = sorted(c.id for c in cp.deck_for(game.options) if c.id not in used)
            game.farmhouses = [[f for f in seat if f not in used] for seat in game.farmhouses]
            game.turn = 0
    return setup


def _hole(diagram: str, origin: Cell) -> str:
    hole = valley_from(diagram, origin)[1]
    assert hole is not None
    return cell_name(hole)


def wheat_points(before: Game, after: Game) -> Mapping[str, object]:
    return {"before": before.score_breakdown()[0]["wheat"],
            "after": after.score_breakdown()[0]["wheat"]}


HOUSE_PARTS = ("vegetables", "fruit_trees", "ponds", "wheat")


def two_player_lines(before: Game, after: Game) -> Mapping[str, object]:
    """Each farmhouse's nonzero parts and total, then each player's total (the rulebook's lines)."""
    numbers: dict[str, object] = {}
    for seat, colour in enumerate(("red", "yellow")):
        entry = after.score_breakdown()[seat]
        for house in entry["details"]["farmhouses"]:
            name = f"{colour}_{house['card'][-1].lower()}"
            numbers.update({f"{name}_{part}": house[part] for part in HOUSE_PARTS if house[part]})
            numbers[f"{name}_total"] = house["total"]
        numbers[colour] = entry["total"]
    return numbers


FIVE_COLOURS = ("red", "green", "blue", "yellow", "purple")


def five_player_lines(before: Game, after: Game) -> Mapping[str, object]:
    """Each player's own farmhouse score and total with the left neighbour's."""
    numbers: dict[str, object] = {}
    for colour, entry in zip(FIVE_COLOURS, after.score_breakdown(), strict=True):
        numbers[f"{colour}_score"] = entry["total"] - entry["neighbour"]
        numbers[f"{colour}_total"] = entry["total"]
    return numbers


def _key(name: str) -> str:
    return f"harvest_valley.exercise.{name}"


def _exercise(name: str, players: int, setup: Callable[[Game], None], moves: tuple[str, ...],
              numbers: Callable[[Game, Game], Mapping[str, object]], expect: dict[str, object],
              source: Source, ends: bool = True) -> Lesson:
    step = Step(text=_key(f"{name}.do"), moves=moves, done=_key(f"{name}.done"),
                nudge=_key(f"{name}.nudge"), numbers=numbers, expect=expect)
    return Lesson(id=f"harvest_valley.exercise.{name}", game_id="harvest_valley",
                  players=players, title=_key(f"{name}.title"), intro=_key(f"{name}.intro"),
                  outro=_key(f"{name}.outro"), setup=setup, steps=(step,), catalogue=TEXTS,
                  source=source, ends=ends)


WHEAT_FIELD = _exercise(
    "wheat", 2, _setup(WHEAT, (4, 4), "wheat4"), ("R1", cell_name((6, 8))), wheat_points,
    {"before": 9, "after": 16},
    Source(RULEBOOK, 75, "3枚のカードで9ポイント、4枚のカードで16ポイントを獲得します"),
    ends=False)

TWO_PLAYER_SCORING = _exercise(
    "two", 2, _setup(TWO_PLAYER, (3, 3), "meteor2"), ("R1", _hole(TWO_PLAYER, (3, 3))),
    two_player_lines,
    {"red_a_fruit_trees": 1, "red_a_ponds": 1, "red_a_wheat": 9, "red_a_total": 11,
     "red_b_fruit_trees": 2, "red_b_wheat": 9, "red_b_total": 11,
     "yellow_a_vegetables": 9, "yellow_a_ponds": 2, "yellow_a_total": 11,
     "yellow_b_vegetables": 7, "yellow_b_fruit_trees": 2, "yellow_b_wheat": 1,
     "yellow_b_total": 10, "red": 22, "yellow": 21},
    Source(RULEBOOK, 91, "赤(A): 果樹 = 1 池 = +1 小麦 = (3×3) = 9 合計スコア = 11 … "
                         "赤の合計スコア= 22 … 黄の合計スコア= 21"))

FIVE_PLAYER_SCORING = _exercise(
    "five", 5, _setup(FIVE_PLAYER, (2, 3), "meteor2"), ("R1", _hole(FIVE_PLAYER, (2, 3))),
    five_player_lines,
    {"red_score": 9, "red_total": 19, "green_score": 10, "green_total": 16,
     "blue_score": 6, "blue_total": 11, "yellow_score": 5, "yellow_total": 10,
     "purple_score": 5, "purple_total": 14},
    Source(RULEBOOK, 103, "赤： 野菜 = 3 果樹 = 2 小麦 = (2×2) = 4 スコア = 9 + 緑(10) = "
                          "19ポイント"))

EXERCISES = (WHEAT_FIELD, TWO_PLAYER_SCORING, FIVE_PLAYER_SCORING)
