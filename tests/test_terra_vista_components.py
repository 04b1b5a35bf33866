"""Terra Vista component data: every constraint the rulebook states holds for the
reconstructed maps, dice and score boards; the dice give the pair order the rulebook gives."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

from pygames.core.rng import Rng
from pygames.terra_vista.components import (
    BOARDS,
    DICE,
    FRUIT_COUNTS,
    MAPS,
    MARKET_COLOURS,
    SIZE,
    TERRAINS,
    TRACKS,
    WILD,
)
from pygames.terra_vista.rules import roll

LEAST = {frozenset(p) for p in (("blue", "red"), ("blue", "grey"), ("red",), ("grey",))}
MOST = frozenset(("green", "yellow"))


def test_twelve_unique_maps_on_six_double_sided_boards() -> None:
    assert len(MAPS) == 12
    assert len({m.rows for m in MAPS}) == 12
    assert [m.name for m in MAPS] == [f"{b}{s}" for b in range(1, 7) for s in "AB"]


def test_every_map_has_the_symbols_the_rulebook_counts() -> None:
    for m in MAPS:
        assert len(m.terrain) == SIZE * SIZE and set(m.terrain) == set(TERRAINS), m.name
        counts = Counter(m.terrain)
        assert {t for t, _ in counts.most_common(2)} == {"green", "yellow"}, m.name
        assert len(m.markets) == len(MARKET_COLOURS) == 4
        for a, b in m.markets:  # two markets per colour, far apart
            assert abs(a // SIZE - b // SIZE) + abs(a % SIZE - b % SIZE) >= 6, m.name
        fruit = Counter(TRACKS[t] for _, t in m.fruits)
        assert fruit == Counter(FRUIT_COUNTS), m.name
        assert FRUIT_COUNTS["olive"] == 5, "the rulebook: five olive symbols"
        symbols = [i for i, ch in enumerate(m.symbols) if ch != "."]
        assert len(symbols) == 8 + sum(FRUIT_COUNTS.values())
        for a, b in m.edges:
            assert not (a in symbols and b in symbols), f"{m.name}: adjacent symbols"
        assert m.dice == DICE, "each map prints the dice faces"
        assert len(m.edges) == 2 * SIZE * (SIZE - 1)


def test_tracks_fit_the_maps_and_every_goal_is_reachable() -> None:
    maxima = (len(MARKET_COLOURS), *(FRUIT_COUNTS[t] for t in TRACKS[1:]))
    for board in BOARDS.values():
        for t in range(len(TRACKS)):
            assert board.length(t) == maxima[t], "one space per symbol to score"
            assert 0 < board.goal_steps(t) <= board.length(t)
            assert all(0 < s <= board.length(t) for s in board.bonus_steps(t))
    assert BOARDS["day"].goal < BOARDS["night"].goal or any(
        BOARDS["day"].bonus[t] != BOARDS["night"].bonus[t] for t in range(len(TRACKS))
    )


def test_dice_have_six_faces_and_a_wild_face() -> None:
    assert all(len(d) == 6 for d in DICE)
    assert WILD in DICE[0] + DICE[1]
    assert set(DICE[0] + DICE[1]) - {WILD} == set(TERRAINS)


def test_dice_pair_frequencies_follow_the_rulebook_order() -> None:
    """Roll the game's dice many times from seeded RNGs and count terrain pairs: green–yellow
    is the most frequent; blue–red, blue–grey, red–red and grey–grey the least frequent."""
    rolls = 72_000
    counts: Counter[frozenset[str]] = Counter()
    wild = 0
    for seed in range(8):
        rng = Rng(1000 + seed)
        for _ in range(rolls // 8):
            a, b = roll(rng)
            if WILD in (a, b):
                wild += 1
                continue
            counts[frozenset((a, b))] += 1
    pairs = {frozenset(p) for p in combinations_with_replacement(TERRAINS, 2)}
    rolled = {p for p in pairs if counts[p] > 0}
    assert rolled >= LEAST | {MOST}
    top = max(rolled, key=lambda p: counts[p])
    assert top == MOST
    second = max(counts[p] for p in rolled if p != MOST)
    assert counts[MOST] > 1.15 * second, "green–yellow is clearly the most likely pair"
    rarest_other = min(counts[p] for p in rolled - LEAST)
    assert max(counts[p] for p in LEAST) < 0.75 * rarest_other, "the four least likely pairs"
    # the four least likely pairs are equally likely (within sampling noise: ~2000 each)
    least = [counts[p] for p in LEAST]
    assert max(least) - min(least) < 0.15 * min(least)
    assert 0.1 < wild / rolls < 0.25, "the wild face shows on one roll in six"
