"""Harvest Valley's rulebook worked examples as exercises (data checked by tests/test_lessons.py).

Each is set up as in ``harvest-valley.ja.txt`` and its ``expect`` holds the rulebook's numbers,
which the lesson player checks against the game: the 2-player setup (line 15: two farmhouses
each, a river of three, the first card in the centre), two ponds next to one card (line 74:
+1, then +2), the wheat fields of 1, 2, 3 and 4 cards (line 75: 1, 4, 9, 16 points), and the
2- and 5-player final scores (lines 91 and 103; the valleys are the ones
tests/test_harvest_valley_scoring.py reads, one card short: the learner lays the last card).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from ..core.game import Game
from ..core.grid import Cell, cell_name
from ..core.lessons import Lesson, Source, Step
from . import components as cp
from .lesson_texts import TEXTS
from .rules import CENTRE, HarvestValley
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

# Your farmhouse A and Player 2's, a 2-vegetable card between them; the field grows below yours.
WHEAT = """
F1A V2 F0A
"""

# Your farmhouse A with a 3-vegetable card right of it; a pond goes above it, then one below.
PONDS = """
F1A .   .
F0A V3  .
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


def _setup_game(diagram: str, origin: Cell, river: tuple[str, ...],
                deck_top: tuple[str, ...]) -> Callable[[Game], None]:
    """A 2-player position from a diagram with the river and the deck's top in the order the
    exercise (and Player 2's scripted moves) take them; you (Player 1) to move."""
    def setup(game: Game) -> None:
        assert isinstance(game, HarvestValley)
        valley, _ = valley_from(diagram, origin)
        arrange(game, valley, list(river))
        used = set(valley.values()) | set(river) | set(deck_top)
        with game.edit():
            game.deck = list(deck_top) + sorted(c.id for c in cp.deck_for(game.options)
                                                if c.id not in used)
            game.farmhouses = [[f for f in seat if f not in used] for seat in game.farmhouses]
            game.turn = 0
    return setup


def _first_turn(game: Game) -> None:
    """A new 2-player game as the rulebook sets it up, the river in a set order, you first."""
    assert isinstance(game, HarvestValley)
    arrange(game, {}, ["vegetable8", "fruit4", "wheat1"])
    with game.edit():
        game.deck = sorted(c.id for c in cp.deck_for(game.options)
                           if c.id not in ("vegetable8", "fruit4", "wheat1"))
        game.turn = game.first_player = 0


def _hole(diagram: str, origin: Cell) -> str:
    hole = valley_from(diagram, origin)[1]
    assert hole is not None
    return cell_name(hole)


def first_card(before: Game, after: Game) -> Mapping[str, object]:
    """Farmhouses in hand before and after, and the river's cards (the setup's numbers)."""
    assert isinstance(before, HarvestValley) and isinstance(after, HarvestValley)
    return {"houses": len(before.farmhouses[0]), "left": len(after.farmhouses[0]),
            "river": sum(1 for card in after.river if card)}


def wheat_points(before: Game, after: Game) -> Mapping[str, object]:
    """The field's cards (every wheat card of the valley is in it) and what it scores."""
    assert isinstance(after, HarvestValley)
    cards = sum(1 for cid in after.valley.values() if cp.CARDS[cid].kind == cp.WHEAT)
    return {"cards": cards, "points": after.score_breakdown()[0]["wheat"]}


def pond_points(before: Game, after: Game) -> Mapping[str, object]:
    """The ponds' points and what the 3-vegetable card is worth to your farmhouse now."""
    entry = after.score_breakdown()[0]
    return {"ponds": entry["ponds"], "value": entry["vegetables"] + entry["ponds"]}


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
    """Each player's farmhouse: its nonzero parts and score, then the total with the left
    neighbour's (the rulebook's lines)."""
    numbers: dict[str, object] = {}
    for colour, entry in zip(FIVE_COLOURS, after.score_breakdown(), strict=True):
        numbers.update({f"{colour}_{part}": entry[part] for part in HOUSE_PARTS if entry[part]})
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
    return _lesson(name, players, setup, (step,), source, ends)


def _lesson(name: str, players: int, setup: Callable[[Game], None], steps: tuple[Step, ...],
            source: Source, ends: bool) -> Lesson:
    return Lesson(id=f"harvest_valley.exercise.{name}", game_id="harvest_valley",
                  players=players, title=_key(f"{name}.title"), intro=_key(f"{name}.intro"),
                  outro=_key(f"{name}.outro"), setup=setup, steps=steps, catalogue=TEXTS,
                  source=source, ends=ends)


def _stepwise(name: str, setup: Callable[[Game], None],
              numbers: Callable[[Game, Game], Mapping[str, object]],
              steps: tuple[tuple[tuple[str, ...], tuple[str, ...], dict[str, object]], ...],
              source: Source) -> Lesson:
    """A 2-player exercise of several steps (moves, Player 2's scripted reply, expect), each
    with its own texts ``<name>.<n>.do`` …; the game goes on after it."""
    made = tuple(Step(text=_key(f"{name}.{n}.do"), moves=moves, done=_key(f"{name}.{n}.done"),
                      nudge=_key(f"{name}.{n}.nudge"), numbers=numbers, expect=expect,
                      bots=bots)
                 for n, (moves, bots, expect) in enumerate(steps, start=1))
    return _lesson(name, 2, setup, made, source, ends=False)


FIRST_TURN = _exercise(
    "setup", 2, _first_turn, ("F", cell_name(CENTRE)), first_card,
    {"houses": 2, "left": 1, "river": 3},
    Source(RULEBOOK, 15, "2人用ゲームの例 … ファームハウスカード2枚とファームハウストークン2つを"
                         "取ります"),
    ends=False)

PONDS_ORIGIN: Cell = (4, 4)
TWO_PONDS = _stepwise(
    "ponds", _setup_game(PONDS, PONDS_ORIGIN, ("pond1", "meteor1", "pond2"), ("wheat1",)),
    pond_points,
    ((("R1", cell_name((4, 5))), ("R2", cell_name((6, 4))), {"ponds": 1, "value": 4}),
     (("R3", cell_name((6, 5))), (), {"ponds": 2, "value": 5})),
    Source(RULEBOOK, 74, "池に縦横に隣接するすべての野菜と果樹カードは、その値が1ポイント増加します。"
                         "2つの池に隣接するカードは、その値が2ポイント増加します。"))

WHEAT_ORIGIN: Cell = (4, 3)
WHEAT_FIELD = _stepwise(
    "wheat", _setup_game(WHEAT, WHEAT_ORIGIN, ("wheat1", "meteor1", "wheat2"),
                         ("wheat3", "meteor2", "wheat4", "crow1")),
    wheat_points,
    ((("R1", cell_name((5, 5))), ("R2", cell_name((5, 3))), {"cards": 1, "points": 1}),
     (("R3", cell_name((5, 6))), ("R2", cell_name((6, 3))), {"cards": 2, "points": 4}),
     (("R1", cell_name((5, 7))), ("R2", cell_name((6, 4))), {"cards": 3, "points": 9}),
     (("R3", cell_name((6, 7))), (), {"cards": 4, "points": 16})),
    Source(RULEBOOK, 75, "1枚の小麦カードで構成される小麦畑は1ポイント、2枚のカードで4ポイント、"
                         "3枚のカードで9ポイント、4枚のカードで16ポイントを獲得します"))

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
    {"red_vegetables": 3, "red_fruit_trees": 2, "red_wheat": 4, "red_score": 9, "red_total": 19,
     "green_vegetables": 2, "green_ponds": 2, "green_fruit_trees": 2, "green_wheat": 4,
     "green_score": 10, "green_total": 16,
     "blue_vegetables": 1, "blue_fruit_trees": 1, "blue_wheat": 4, "blue_score": 6,
     "blue_total": 11,
     "yellow_wheat": 5, "yellow_score": 5, "yellow_total": 10,
     "purple_fruit_trees": 1, "purple_wheat": 4, "purple_score": 5, "purple_total": 14},
    Source(RULEBOOK, 103, "赤： 野菜 = 3 果樹 = 2 小麦 = (2×2) = 4 スコア = 9 + 緑(10) = "
                          "19ポイント … 紫： 果樹= 1 小麦 = (2×2) = 4 スコア = 5 + 赤(9) = "
                          "14ポイント"))

EXERCISES = (FIRST_TURN, TWO_PONDS, WHEAT_FIELD, TWO_PLAYER_SCORING, FIVE_PLAYER_SCORING)
