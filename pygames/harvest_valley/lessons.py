"""Harvest Valley's guided first game: a lesson script (data) checked by tests/test_lessons.py.

Two players, the learner is Player 1 (seat 0) and a scripted Player 2. The valley starts two
thirds full (15 cards of 25) with a river and deck in a set order, so each of the learner's six
turns teaches one kind of decision: take a river card and place it next to a farmhouse
(vegetables count orthogonally), play the second farmhouse (a wheat field scores its size
squared; one card scores for every farmhouse next to it), a fruit tree (counts diagonally too,
keep it away from crows), a pond (+1 for each crop card next to it), weeds (a card of the
opponent's goes back to the river) and a tractor (pushes the boar away from your vegetables).
The last card fills the valley and the game ends with the animals' removals and the scoring.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..core.game import Game
from ..core.grid import Cell, cell_name
from ..core.lessons import Lesson, Step
from . import components as cp
from .lesson_texts import TEXTS
from .rules import HarvestValley
from .scenario import arrange

#: The valley's top-left cell on the 11×11 canvas: the 5×5 valley is centred on f6.
ORIGIN: Cell = (3, 3)

#: The start position, row by row (card ids; "." empty). Seat 0 is farmhouse1*, seat 1
#: farmhouse2*. Five wheat cards make fields of 2 (top) and 3 (bottom).
START = (
    ("wheat1", "wheat2", "meteor1", "pond1", "fruit1"),
    (".", "farmhouse1A", ".", "farmhouse2A", "vegetable6"),
    (".", ".", ".", ".", "vegetable3"),
    (".", ".", "crow1", "farmhouse2B", "."),
    ("wheat3", "wheat4", "wheat5", ".", "meteor2"),
)
RIVER = ("vegetable8", "vegetable7", "fruit4")
#: The deck from the top: the cards the river refills with, in the order the script takes them.
DECK_TOP = ("fruit5", "boar1", "weeds1", "fruit2", "pond2", "tractor1", "vegetable1")


def at(row: int, col: int) -> str:
    """The move naming a cell of the lesson's 5×5 valley (row, column from the top left)."""
    return cell_name((ORIGIN[0] + row, ORIGIN[1] + col))


def valley_of(rows: tuple[tuple[str, ...], ...], origin: Cell) -> dict[Cell, str]:
    """Card ids by canvas cell from rows of ids ("." for an empty cell)."""
    return {(origin[0] + r, origin[1] + c): card for r, line in enumerate(rows)
            for c, card in enumerate(line) if card != "."}


def setup(game: Game) -> None:
    """The start position: valley, river and deck in the script's order, farmhouse B of
    Player 1 still in hand, Player 1 to move."""
    assert isinstance(game, HarvestValley)
    valley = valley_of(START, ORIGIN)
    arrange(game, valley, list(RIVER))
    used = set(valley.values()) | set(RIVER) | set(DECK_TOP)
    with game.edit():
        game.deck = list(DECK_TOP) + sorted(c.id for c in cp.deck_for(game.options)
                                            if c.id not in used)
        game.farmhouses = [["farmhouse1B"], []]
        game.turn = 0
        game.first_player = 0


def decision(game: Game, move: str) -> str:
    """The kind of decision ``move`` is in ``game``: take, farmhouse, place, weeds, pusher,
    push or pass."""
    assert isinstance(game, HarvestValley)
    if game.pending is None:
        return {"F": "farmhouse", "pass": "pass"}.get(move, "take")
    if game.pending[0] == "P":
        return "push"
    card = game.pending_card()
    assert card is not None
    if card.kind == cp.WEEDS:
        return "weeds"
    return "pusher" if card.kind in cp.PUSHERS else "place"


DECISIONS = frozenset({"take", "farmhouse", "place", "weeds", "pusher", "push"})


# ------------------------------------------------------------------ numbers read from the game
def _house(game: Game, card_id: str) -> dict[str, int]:
    for entry in game.score_breakdown():
        for house in entry["details"]["farmhouses"]:
            if house["card"] == card_id:
                return house  # type: ignore[no-any-return]
    return {}


def vegetables_a(before: Game, after: Game) -> Mapping[str, object]:
    return {"vegetables": _house(after, "farmhouse1A")["vegetables"]}


def farmhouse_b(before: Game, after: Game) -> Mapping[str, object]:
    house = _house(after, "farmhouse1B")
    return {"wheat": house["wheat"], "vegetables": house["vegetables"], "total": house["total"]}


def fruit(before: Game, after: Game) -> Mapping[str, object]:
    gained = after.score_breakdown()[0]["fruit_trees"] - before.score_breakdown()[0]["fruit_trees"]
    return {"fruit": gained}


def ponds(before: Game, after: Game) -> Mapping[str, object]:
    return {"ponds": after.score_breakdown()[0]["ponds"] - before.score_breakdown()[0]["ponds"]}


def weeds(before: Game, after: Game) -> Mapping[str, object]:
    assert isinstance(after, HarvestValley)
    back = next(cid for cid in after.river if cid and cid not in before.river)  # type: ignore[attr-defined]
    return {"lost": before.scores()[1] - after.scores()[1], "value": cp.CARDS[back].value}


def final(before: Game, after: Game) -> Mapping[str, object]:
    """The last step: what the animals removed, then both totals."""
    assert isinstance(after, HarvestValley)
    kinds = [cp.CARDS[cid].kind for cid in after.removed.values()]
    you, them = after.scores()
    return {"crow": kinds.count(cp.FRUIT), "boar": kinds.count(cp.VEGETABLE),
            "gained": you - before.scores()[0], "you": you, "them": them}


def _key(name: str) -> str:
    return f"harvest_valley.lesson.{name}"


def _step(n: int, moves: tuple[str, ...], bots: tuple[str, ...] = (), **kw: object) -> Step:
    return Step(text=_key(f"{n}.do"), moves=moves, done=_key(f"{n}.done"),
                nudge=_key(f"{n}.nudge"), bots=bots, **kw)  # type: ignore[arg-type]


STEPS = (
    _step(1, ("R1", at(2, 1)), ("R2", at(3, 4)),
          numbers=vegetables_a, expect={"vegetables": 4}),
    _step(2, ("F", at(3, 1)), ("R1", at(4, 3)),
          numbers=farmhouse_b, expect={"wheat": 9, "vegetables": 4, "total": 13}),
    _step(3, ("R3", at(2, 0)), ("R2", at(2, 2)), numbers=fruit, expect={"fruit": 4}),
    _step(4, ("R1", at(3, 4)), ("R3", at(1, 2)), numbers=weeds, expect={"lost": 3, "value": 3}),
    _step(5, ("R2", at(1, 0)), ("R2", at(3, 0)), numbers=ponds, expect={"ponds": 2}),
    _step(6, ("R3", at(2, 2), "E"), numbers=final,
          expect={"crow": 1, "boar": 1, "gained": 8, "you": 29, "them": 6}),
)

BASIC = Lesson(
    id="harvest_valley.basic", game_id="harvest_valley", players=2,
    title=_key("title"), intro=_key("intro"), outro=_key("outro"),
    setup=setup, steps=STEPS, catalogue=TEXTS,
    decision=decision, covers=DECISIONS,
)

LESSONS = (BASIC,)
