"""Harvest Valley's guided first game: a lesson script (data) checked by tests/test_lessons.py.

Two players, the learner is Player 1 (seat 0) and a scripted Player 2, who has just played
farmhouse A in the centre of an empty valley. The river and deck are in a set order, so the
whole game goes the same way every time: 13 turns of the learner's (15 steps: taking a card
and a tractor's push are steps of their own), each teaching one thing: play a farmhouse;
vegetables count orthogonally; fruit trees diagonally too; a wheat field scores its size
squared (1, 4, 9); one card scores for every farmhouse next to it; a pond adds 1 per crop card
and farmhouse; the valley may not grow beyond 5×5; weeds send a card back to the river; a
tractor pushes the boar off your vegetables; a crow cancels fruit trees. The last card fills
the valley and the game ends with the animals' removals and the score breakdown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..core.game import Game
from ..core.grid import Cell, cell_name
from ..core.lessons import Lesson, Step
from . import components as cp
from .lesson_texts import TEXTS
from .rules import CENTRE, HarvestValley
from .scenario import arrange

#: The final valley's top-left cell on the 11×11 canvas: Player 2's farmhouse A, in the
#: centre f6, ends up on row 2, column 3 of the 5×5 valley.
ORIGIN: Cell = (CENTRE[0] - 2, CENTRE[1] - 3)

#: The river at the start, left to right, and the deck from the top: the cards in the order
#: the script takes them (the rest of the deck follows, sorted, and is never drawn).
RIVER = ("vegetable6", "vegetable8", "fruit5")
DECK_TOP = ("fruit4", "boar1", "wheat1", "wheat2", "vegetable7", "vegetable9", "pond1",
            "wheat3", "wheat4", "meteor1", "weeds1", "wheat5", "meteor2", "tractor1",
            "vegetable1", "crow1", "vegetable3", "pond2")


def at(row: int, col: int) -> str:
    """The move naming a cell of the lesson's 5×5 valley (row, column from the top left)."""
    return cell_name((ORIGIN[0] + row, ORIGIN[1] + col))


def setup(game: Game) -> None:
    """The start position: Player 2's farmhouse A alone in the valley, river and deck in the
    script's order, both of Player 1's farmhouses in hand, Player 1 to move."""
    assert isinstance(game, HarvestValley)
    arrange(game, {CENTRE: "farmhouse2A"}, list(RIVER))
    used = set(RIVER) | set(DECK_TOP)
    with game.edit():
        game.deck = list(DECK_TOP) + sorted(c.id for c in cp.deck_for(game.options)
                                            if c.id not in used)
        game.farmhouses = [["farmhouse1A", "farmhouse1B"], ["farmhouse2B"]]
        game.turn = 0
        game.first_player = 1


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


#: Every decision a two-player game asks for. ``pass`` is not among them: it is legal only
#: with no other move, which the regular deck never leaves at two players (the river always
#: holds three cards and at most one of them, the tractor, can lack a place).
DECISIONS = frozenset({"take", "farmhouse", "place", "weeds", "pusher", "push"})


# ------------------------------------------------------------------ numbers read from the game
def _house(game: Game, card_id: str) -> dict[str, Any]:
    for entry in game.score_breakdown():
        for house in entry["details"]["farmhouses"]:
            if house["card"] == card_id:
                return house  # type: ignore[no-any-return]
    return {}


def _gain(before: Game, after: Game, seat: int, part: str = "total") -> int:
    return int(after.score_breakdown()[seat][part] - before.score_breakdown()[seat][part])


def in_hand(before: Game, after: Game) -> Mapping[str, object]:
    assert isinstance(after, HarvestValley)
    return {"left": len(after.farmhouses[0])}


def house_a(*parts: str) -> Any:
    """Farmhouse A's ``parts`` after the step (as the score breakdown has them)."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        house = _house(after, "farmhouse1A")
        return {part.replace("fruit_trees", "fruit"): house[part] for part in parts}
    return numbers


def house_b(*parts: str) -> Any:
    """Farmhouse B's ``parts`` after the step."""
    def numbers(before: Game, after: Game) -> Mapping[str, object]:
        house = _house(after, "farmhouse1B")
        return {part.replace("fruit_trees", "fruit"): house[part] for part in parts}
    return numbers


def ponds(before: Game, after: Game) -> Mapping[str, object]:
    return {"ponds": _gain(before, after, 0, "ponds")}


def spaces(before: Game, after: Game) -> Mapping[str, object]:
    """How many spaces the card just taken may go to."""
    return {"spaces": len(after.legal_moves())}


def field(before: Game, after: Game) -> Mapping[str, object]:
    return {"wheat": _house(after, "farmhouse1B")["wheat"],
            "gained": _gain(before, after, 0, "wheat")}


def weeds(before: Game, after: Game) -> Mapping[str, object]:
    assert isinstance(after, HarvestValley)
    back = next(cid for cid in after.river if cid and cid not in before.river)  # type: ignore[attr-defined]
    return {"lost": -_gain(before, after, 1), "value": cp.CARDS[back].value}


def directions(before: Game, after: Game) -> Mapping[str, object]:
    """How many ways the card under the tractor may be pushed."""
    return {"ways": len(after.legal_moves())}


def pushed(before: Game, after: Game) -> Mapping[str, object]:
    return {"saved": _gain(before, after, 0), "lost": -_gain(before, after, 1)}


def crow(before: Game, after: Game) -> Mapping[str, object]:
    return {"lost": -_gain(before, after, 1)}


SCORED = ("vegetables", "fruit_trees", "ponds", "wheat")


def final(before: Game, after: Game) -> Mapping[str, object]:
    """The last step: what the animals removed, then each player's parts and total as the
    score breakdown shows them, and your two farmhouses' totals."""
    assert isinstance(after, HarvestValley)
    kinds = [cp.CARDS[cid].kind for cid in after.removed.values()]
    numbers: dict[str, object] = {"crow": kinds.count(cp.FRUIT),
                                  "boar": kinds.count(cp.VEGETABLE)}
    for seat, who in enumerate(("you", "them")):
        entry = after.score_breakdown()[seat]
        numbers.update({f"{who}_{part.split('_')[0]}": entry[part] for part in SCORED})
        numbers[who] = entry["total"]
    numbers["a"] = _house(after, "farmhouse1A")["total"]
    numbers["b"] = _house(after, "farmhouse1B")["total"]
    return numbers


def _key(name: str) -> str:
    return f"harvest_valley.lesson.{name}"


def _step(n: int, moves: tuple[str, ...], bots: tuple[str, ...] = (), **kw: object) -> Step:
    return Step(text=_key(f"{n}.do"), moves=moves, done=_key(f"{n}.done"),
                nudge=_key(f"{n}.nudge"), bots=bots, **kw)  # type: ignore[arg-type]


STEPS = (
    # farmhouse A left of Player 2's; they lay a 3-vegetable card right of theirs
    _step(1, ("F", at(2, 2)), ("R1", at(2, 4)), numbers=in_hand, expect={"left": 1}),
    # 4 vegetables above farmhouse A; they lay a 2-tree fruit card above their 3 vegetables
    _step(2, ("R2", at(1, 2)), ("R3", at(1, 4)),
          numbers=house_a("vegetables"), expect={"vegetables": 4}),
    # 2 trees diagonally next to farmhouse A; they lay the boar above your vegetables
    _step(3, ("R1", at(1, 1)), ("R2", at(0, 2)),
          numbers=house_a("fruit_trees"), expect={"fruit": 2}),
    # wheat below farmhouse A; they play farmhouse B below their 3 vegetables
    _step(4, ("R3", at(3, 2)), ("F", at(3, 4)), numbers=house_a("wheat"), expect={"wheat": 1}),
    # a second wheat card; they lay 3 vegetables above their farmhouse A
    _step(5, ("R1", at(3, 1)), ("R2", at(1, 3)), numbers=house_a("wheat"), expect={"wheat": 4}),
    # farmhouse B between the fruit tree and the field; they lay 4 vegetables between theirs
    _step(6, ("F", at(2, 1)), ("R3", at(3, 3)),
          numbers=house_b("fruit_trees", "wheat", "total"),
          expect={"fruit": 2, "wheat": 4, "total": 6}),
    # a pond above the fruit tree; they lay wheat below their farmhouse B
    _step(7, ("R1", at(0, 1)), ("R2", at(4, 4)), numbers=ponds, expect={"ponds": 2}),
    # take wheat: the valley is 5 rows tall already
    _step(8, ("R3",), numbers=spaces, expect={"spaces": 13}),
    # a field of 3; they block it with a meteor
    _step(9, (at(4, 1),), ("R1", at(4, 2)), numbers=field, expect={"wheat": 9, "gained": 10}),
    # weeds on their 3 vegetables; they lay wheat next to theirs
    _step(10, ("R2", at(2, 4)), ("R3", at(4, 3)), numbers=weeds, expect={"lost": 6, "value": 3}),
    # those 3 vegetables left of farmhouse B; they lay a meteor below your field
    _step(11, ("R2", at(2, 0)), ("R1", at(4, 0)),
          numbers=house_b("vegetables"), expect={"vegetables": 3}),
    # the tractor onto the boar
    _step(12, ("R3", at(0, 2)), numbers=directions, expect={"ways": 1}),
    # push the boar right; they lay 1 vegetable in the top-left corner
    _step(13, ("E",), ("R2", at(0, 0)), numbers=pushed, expect={"saved": 4, "lost": 3}),
    # the crow next to their fruit trees; they lay 2 vegetables in the bottom-left corner
    _step(14, ("R1", at(0, 4)), ("R3", at(3, 0)), numbers=crow, expect={"lost": 2}),
    # the last space: a pond; the game ends
    _step(15, ("R2", at(1, 0)), numbers=final,
          expect={"crow": 1, "boar": 1, "you_vegetables": 7, "you_fruit": 4, "you_ponds": 5,
                  "you_wheat": 18, "you": 34, "them_vegetables": 8, "them_fruit": 0,
                  "them_ponds": 0, "them_wheat": 4, "them": 12, "a": 17, "b": 17}),
)

BASIC = Lesson(
    id="harvest_valley.basic", game_id="harvest_valley", players=2,
    title=_key("title"), intro=_key("intro"), outro=_key("outro"),
    setup=setup, steps=STEPS, catalogue=TEXTS,
    decision=decision, covers=DECISIONS,
)

LESSONS = (BASIC,)
