"""Search (not a test): every pair of six-faced Terra Vista dice against the rulebook's order.

    python bench/search_terra_vista_dice.py

A die is a multiset of six faces from the five terrains and the wild face (462 dice). The
rulebook: 「緑と黄色の組み合わせが最も確率が高く、最も確率が低い組み合わせは青と赤、青と灰色、赤と赤、
灰色と灰色です。」 The search reads it two ways:

- on what a roll lets a player draw (each wild face read as any terrain, or as any face of
  its own die): the rolls of 36 that allow a line between each terrain pair. No dice keep
  the order with every pair drawable (the rules 2 and 3 dice, ``DICE_RULES_3``, kept it as
  far as it could hold);
- on printed faces (rules 4, ``DICE``): a roll of two terrain faces is that pair's
  combination, a roll with a wild face none; green–yellow strictly the most frequent
  combination, the four named pairs at the lowest count and strictly below every other
  combination (a pair no printed faces form is no combination), and every terrain pair on
  the twelve maps drawable in an ordinary round with the wild face as any terrain. The
  dice that keep it are ranked by the tie-breaks of ``DICE``'s provenance note.
"""

from __future__ import annotations

import itertools
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pygames.terra_vista.components import DICE, MAPS, TERRAINS, WILD  # noqa: E402

Die = tuple[str, ...]
FACES = (*TERRAINS, WILD)
PAIRS = [frozenset((a, b)) for i, a in enumerate(TERRAINS) for b in TERRAINS[i:]]
MOST = frozenset(("green", "yellow"))
LEAST = [frozenset(p) for p in (("blue", "red"), ("blue", "grey"), ("red",), ("grey",))]
BLUE_BLUE = frozenset(("blue",))
MAP_PAIRS = {frozenset(p) for m in MAPS for p in m.edge_terrains}


def allowed(die1: Die, die2: Die, wild: str) -> dict[frozenset[str], int]:
    """Rolls (of 36) that allow each terrain pair; ``wild``: "any" terrain or its own "die"."""
    def choices(face: str, die: Die) -> set[str]:
        if face != WILD:
            return {face}
        return set(TERRAINS) if wild == "any" else {f for f in die if f != WILD}

    counts = dict.fromkeys(PAIRS, 0)
    for a in die1:
        for b in die2:
            for pair in {frozenset((x, y)) for x in choices(a, die1) for y in choices(b, die2)}:
                counts[pair] += 1
    return counts


def printed(die1: Die, die2: Die) -> dict[frozenset[str], int]:
    """Rolls (of 36) whose two printed faces are each terrain pair (a wild face: none)."""
    counts = dict.fromkeys(PAIRS, 0)
    for a in die1:
        for b in die2:
            if WILD not in (a, b):
                counts[frozenset((a, b))] += 1
    return counts


def keeps_printed_order(n: dict[frozenset[str], int]) -> bool:
    """The sentence on printed faces: green–yellow strictly first among the combinations,
    the four named pairs all formed, at the lowest count, strictly below every other one."""
    formed = {p: c for p, c in n.items() if c}
    if MOST not in formed or any(n[p] == 0 for p in LEAST):
        return False
    low = min(formed.values())
    return (all(formed[MOST] > c for p, c in formed.items() if p != MOST)
            and all(n[p] == low for p in LEAST)
            and all(c > low for p, c in formed.items() if p not in LEAST))


def lines_per_roll(die1: Die, die2: Die) -> float:
    """A map's lines a roll allows in an ordinary round, averaged over rolls and maps."""
    n = allowed(die1, die2, "any")
    edges = Counter(frozenset(p) for m in MAPS for p in m.edge_terrains)
    return sum(n[p] * k for p, k in edges.items()) / 36 / len(MAPS)


def rank(die1: Die, die2: Die) -> tuple[float, ...]:
    """The tie-breaks, smaller first: the range of the combinations the rulebook does not
    rank, then fewer lines allowed a roll (negated: more is better)."""
    n = printed(die1, die2)
    unranked = [c for p, c in n.items() if c and p != MOST and p not in LEAST]
    return (max(unranked) - min(unranked), -lines_per_roll(die1, die2))


def search_drawn(dice: list[Die]) -> None:
    """The first reading: counts of what a roll lets a player draw."""
    for wild in ("any", "die"):
        strict = 0
        for i, d1 in enumerate(dice):
            for d2 in dice[i:]:
                if WILD not in d1 + d2:
                    continue
                n = allowed(d1, d2, wild)
                if min(n.values()) == 0 or any(n[MOST] <= n[p] for p in PAIRS if p != MOST):
                    continue
                low = max(n[p] for p in LEAST)
                strict += low < min(n[p] for p in PAIRS if p not in LEAST)
        print(f"drawn, wild = {wild}: {strict} pairs of dice keep the order with every "
              "pair drawable")


def search_printed(dice: list[Die]) -> list[tuple[Die, Die]]:
    """The second reading: printed faces, every map pair drawable with wild as any terrain."""
    kept = []
    for i, d1 in enumerate(dice):
        for d2 in dice[i:]:
            if keeps_printed_order(printed(d1, d2)):
                n = allowed(d1, d2, "any")
                if all(n[p] for p in MAP_PAIRS):
                    kept.append((d1, d2))
    return kept


def main() -> None:
    dice = list(itertools.combinations_with_replacement(FACES, 6))
    print(f"{len(dice)} dice")
    search_drawn(dice)
    kept = search_printed(dice)
    one_wild = [k for k in kept if max(d.count(WILD) for d in k) <= 1]
    print(f"printed faces: {len(kept)} pairs of dice keep the order with every map pair "
          f"drawable; {len(one_wild)} with at most one wild face a die, best first:")
    chosen = {tuple(sorted(d, key=FACES.index)) for d in DICE}
    for d1, d2 in sorted(one_wild, key=lambda k: rank(*k)):
        spread, lines = rank(d1, d2)
        n = printed(d1, d2)
        mark = "  <- DICE" if {d1, d2} == chosen else ""
        print(f"  {' '.join(d1)} / {' '.join(d2)}: green-yellow {n[MOST]}, named "
              f"{n[LEAST[0]]}, unranked range {spread}, blue-blue drawn "
              f"{allowed(d1, d2, 'any')[BLUE_BLUE]}/36, {-lines:.2f} lines a roll{mark}")


if __name__ == "__main__":
    main()
