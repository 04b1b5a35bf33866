"""Build Harvest Valley valleys from text diagrams (for scoring tests)."""

from __future__ import annotations

from pygames.core.grid import Cell
from pygames.harvest_valley import components as cp

KIND_CODES = {
    "V": cp.VEGETABLE, "T": cp.FRUIT, "W": cp.WHEAT, "P": cp.POND, "C": cp.CROW, "B": cp.BOAR,
    "X": cp.WEEDS, "K": cp.TRACTOR, "M": cp.METEOR, "S": cp.SPRINKLER, "L": cp.WELL,
    "G": cp.LOCUST, "H": cp.RABBIT, "U": cp.CULTIVATOR,
}


def build_valley(diagram: str, origin: Cell = (0, 0), strict: bool = True) -> dict[Cell, cp.Card]:
    """Cells to real cards. Tokens: ``V3`` vegetable 3, ``T2`` fruit 2, ``W`` wheat, ``P`` pond,
    ``C`` crow, ``B`` boar, ``X`` weeds, ``K`` tractor, ``M`` meteor, ``S`` sprinkler, ``L`` well,
    ``G`` locust, ``H`` rabbit, ``U`` cultivator, ``F1A`` farmhouse A of seat 1 (0-based), ``.``
    empty. Each token takes a distinct card of the reconstructed deck, so a layout that needs
    more cards of a kind than the deck has fails loudly — unless ``strict`` is off (for placement
    tests), when extra copies are made and registered under ids ending in ``-copyN``."""
    pool = list(cp.REGULAR_DECK + cp.SPECIAL_CARDS)
    valley: dict[Cell, cp.Card] = {}
    for r, line in enumerate(diagram.strip().splitlines()):
        for c, token in enumerate(line.split()):
            if token == ".":
                continue
            cell = (origin[0] + r, origin[1] + c)
            if token[0] == "F":
                valley[cell] = cp.CARDS[f"farmhouse{int(token[1]) + 1}{token[2]}"]
                continue
            kind = KIND_CODES[token[0]]
            value = int(token[1:]) if len(token) > 1 else 0
            card = next((card for card in pool if card.kind == kind and card.value == value), None)
            if card is None:
                assert not strict, f"the deck has no more {kind} cards of value {value}"
                card = cp.Card(f"{kind}{value}-copy{len(valley)}", kind, value)
                cp.CARDS[card.id] = card
            else:
                pool.remove(card)
            valley[cell] = card
    return valley
