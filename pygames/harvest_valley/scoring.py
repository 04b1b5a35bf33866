"""Harvest Valley final scoring, as a pure function of the finished valley.

Order: crows remove every fruit-tree card orthogonally or diagonally next to them; then boars
remove every vegetable card orthogonally next to them; then locusts remove every wheat card
orthogonally next to them (readings: locusts-last).

Each farmhouse then scores (a card may score for several farmhouses):

* ``vegetables``: the value of each orthogonally adjacent vegetable card;
* ``fruit_trees``: the value of each orthogonally or diagonally adjacent fruit-tree card;
* ``ponds``: +1 per pond orthogonally next to each of those vegetable and fruit-tree cards;
* ``sprinklers``: +1 per sprinkler diagonally next to each of those cards;
* ``wheat``: size² of each wheat field (orthogonally connected wheat) touching it orthogonally;
* ``wells``: 2 per animal (boar, crow, locust, rabbit) around each orthogonally adjacent well
  (readings: well-orthogonal);
* ``rabbits``: −2 per orthogonally adjacent rabbit.

At 2–3 players a player adds up both their farmhouses; at 4–5 players their own and the one of
the next player clockwise (``neighbour``; readings: neighbour-clockwise). Ties: the
``fruit_trees`` parts of the farmhouses in the player's total (readings:
tiebreak-printed-trees), then shared.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..core.grid import DIAGONAL, KING, ORTHOGONAL, Cell, components, neighbours
from .components import (
    ANIMALS,
    BOAR,
    CROPS,
    CROW,
    FARMHOUSE,
    FRUIT,
    LOCUST,
    POND,
    RABBIT,
    SPRINKLER,
    VEGETABLE,
    WELL,
    WHEAT,
    Card,
)

PARTS = ("vegetables", "fruit_trees", "ponds", "sprinklers", "wheat", "wells", "rabbits")


def removals(valley: dict[Cell, Card]) -> dict[Cell, Card]:
    """The cards the animals remove before scoring, by cell."""
    removed: dict[Cell, Card] = {}
    for animal, victim, reach in ((CROW, FRUIT, KING), (BOAR, VEGETABLE, ORTHOGONAL),
                                  (LOCUST, WHEAT, ORTHOGONAL)):
        for cell, card in valley.items():
            if card.kind != animal:
                continue
            for nb in neighbours(cell, reach):
                target = valley.get(nb)
                if target is not None and target.kind == victim and nb not in removed:
                    removed[nb] = target
    return removed


@dataclass
class FarmhouseScore:
    card_id: str
    owner: int
    cell: Cell
    parts: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PARTS, 0))

    @property
    def total(self) -> int:
        return sum(self.parts.values())

    def as_dict(self) -> dict[str, Any]:
        return {"card": self.card_id, "owner": self.owner, "cell": list(self.cell),
                **self.parts, "total": self.total}


def score_farmhouse(valley: dict[Cell, Card], cell: Cell) -> FarmhouseScore:
    """The parts one farmhouse scores in a valley from which removals are already taken."""
    card = valley[cell]
    assert card.kind == FARMHOUSE and card.owner is not None
    result = FarmhouseScore(card.id, card.owner, cell)
    parts = result.parts
    orthogonal = set(neighbours(cell, ORTHOGONAL))
    for nb in neighbours(cell, KING):
        other = valley.get(nb)
        if other is None:
            continue
        counted = (other.kind == VEGETABLE and nb in orthogonal) or other.kind == FRUIT
        if counted:
            parts["vegetables" if other.kind == VEGETABLE else "fruit_trees"] += other.value
            parts["ponds"] += _count(valley, nb, ORTHOGONAL, POND)
            parts["sprinklers"] += _count(valley, nb, DIAGONAL, SPRINKLER)
        if nb in orthogonal:
            if other.kind == WELL:
                parts["wells"] += 2 * sum(
                    1 for w in neighbours(nb, KING) if w in valley and valley[w].kind in ANIMALS
                )
            elif other.kind == RABBIT:
                parts["rabbits"] -= 2
    wheat = [c for c, k in valley.items() if k.kind == WHEAT]
    for wheat_field in components(wheat):
        if orthogonal.intersection(wheat_field):
            parts["wheat"] += len(wheat_field) ** 2
    return result


def _count(valley: dict[Cell, Card], cell: Cell, reach: tuple[Cell, ...], kind: str) -> int:
    return sum(1 for nb in neighbours(cell, reach) if nb in valley and valley[nb].kind == kind)


def score_valley(valley: dict[Cell, Card], players: int) -> list[dict[str, Any]]:
    """Per player: the summed parts, ``neighbour`` and ``total`` (numbers, the end screen's
    chart), and ``details``: each own and neighbour farmhouse scored, and the tie-break figure.

    ``valley`` is the finished valley *before* removals; they are applied here.
    """
    gone = removals(valley)
    kept = {cell: card for cell, card in valley.items() if cell not in gone}
    houses = [score_farmhouse(kept, cell) for cell, card in sorted(kept.items())
              if card.kind == FARMHOUSE]
    houses.sort(key=lambda h: h.card_id)
    by_owner: dict[int, list[FarmhouseScore]] = {p: [] for p in range(players)}
    for house in houses:
        by_owner[house.owner].append(house)
    result: list[dict[str, Any]] = []
    for seat in range(players):
        own = by_owner[seat]
        entry: dict[str, Any] = {part: sum(h.parts[part] for h in own) for part in PARTS}
        neighbour_houses = by_owner[(seat + 1) % players] if players >= 4 else []
        entry["neighbour"] = sum(h.total for h in neighbour_houses)
        entry["total"] = sum(entry[part] for part in PARTS) + entry["neighbour"]
        entry["details"] = {
            "farmhouses": [h.as_dict() for h in own],
            "neighbour_farmhouses": [h.as_dict() for h in neighbour_houses],
            "fruit_points": entry["fruit_trees"]
            + sum(h.parts["fruit_trees"] for h in neighbour_houses),
        }
        result.append(entry)
    return result


__all__ = ["CROPS", "PARTS", "removals", "score_farmhouse", "score_valley"]
