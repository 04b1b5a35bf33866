"""Search (not a test): every pair of six-faced Terra Vista dice against the rulebook's order.

    python bench/search_terra_vista_dice.py

A die is a multiset of six faces from the five terrains and the wild face. For each pair of
dice and each reading of the wild face (any terrain; any face of its own die), it counts
the rolls out of 36 that allow a line between each pair of terrains, and prints how many
pairs of dice keep the rulebook's order strictly with every pair drawable (none), and those
that keep it as far as it can hold (``pygames.terra_vista.components.DICE``'s provenance).
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pygames.terra_vista.components import DICE, TERRAINS, WILD  # noqa: E402

FACES = (*TERRAINS, WILD)
PAIRS = [frozenset((a, b)) for i, a in enumerate(TERRAINS) for b in TERRAINS[i:]]
MOST = frozenset(("green", "yellow"))
LEAST = [frozenset(p) for p in (("blue", "red"), ("blue", "grey"), ("red",), ("grey",))]
BLUE_BLUE = frozenset(("blue",))


def allowed(die1: tuple[str, ...], die2: tuple[str, ...], wild: str) -> dict[frozenset, int]:
    """Rolls (of 36) that allow each terrain pair; ``wild``: "any" terrain or its own "die"."""
    def choices(face: str, die: tuple[str, ...]) -> set[str]:
        if face != WILD:
            return {face}
        return set(TERRAINS) if wild == "any" else {f for f in die if f != WILD}

    counts = dict.fromkeys(PAIRS, 0)
    for a in die1:
        for b in die2:
            for pair in {frozenset((x, y)) for x in choices(a, die1) for y in choices(b, die2)}:
                counts[pair] += 1
    return counts


def main() -> None:
    dice = list(itertools.combinations_with_replacement(FACES, 6))
    for wild in ("any", "die"):
        strict, kept = 0, []
        for i, d1 in enumerate(dice):
            for d2 in dice[i:]:
                if WILD not in d1 + d2:
                    continue
                n = allowed(d1, d2, wild)
                if min(n.values()) == 0 or any(n[MOST] <= n[p] for p in PAIRS if p != MOST):
                    continue
                low = max(n[p] for p in LEAST)
                others = [n[p] for p in PAIRS if p not in LEAST]
                strict += low < min(others)
                rest = [n[p] for p in PAIRS if p not in LEAST and p != BLUE_BLUE]
                if (low < min(rest) and n[BLUE_BLUE] >= min(n[p] for p in LEAST)
                        and set(TERRAINS) <= set(d1 + d2)):
                    kept.append((d1, d2))
        print(f"wild = {wild}: {strict} pairs of dice keep the order strictly; "
              f"{len(kept)} keep all but blue-blue's rank:")
        for d1, d2 in kept:
            mark = "  <- DICE" if {d1, d2} == {tuple(sorted(d, key=FACES.index)) for d in DICE} \
                else ""
            print(f"  {' '.join(d1)} / {' '.join(d2)}{mark}")


if __name__ == "__main__":
    main()
