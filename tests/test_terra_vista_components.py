"""Terra Vista component data: every constraint the rulebook states holds for the
reconstructed maps, dice and score boards; the dice's printed faces give the pair order the
rulebook gives, and games started before rules 4 keep the earlier dice."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import pytest

import pygames
from pygames.core.rng import Rng
from pygames.terra_vista.components import (
    BOARDS,
    BOARDS_RULES_1,
    DICE,
    DICE_RULES_1,
    DICE_RULES_3,
    FRUIT_COUNTS,
    LAST_COLUMN,
    MAPS,
    MARKET_COLOURS,
    SIZE,
    TERRAINS,
    TRACKS,
    WILD,
    MapData,
)
from pygames.terra_vista.readings import reading
from pygames.terra_vista.rules import TerraVista, allowed_edges, pair_allowed, roll

LEAST = {frozenset(p) for p in (("blue", "red"), ("blue", "grey"), ("red",), ("grey",))}
MOST = frozenset(("green", "yellow"))
BLUE_BLUE = frozenset(("blue",))


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
    for board in [*BOARDS.values(), *BOARDS_RULES_1.values()]:
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


def allowed_rolls(dice: tuple[tuple[str, ...], ...]) -> dict[frozenset[str], int]:
    """Per terrain pair, the rolls (of 36) that allow a line between them in a round that is
    not extreme (a wild face: any terrain)."""
    return {
        frozenset(p): sum(pair_allowed(*p, (a, b), False) for a in dice[0] for b in dice[1])
        for p in combinations_with_replacement(TERRAINS, 2)
    }


def map_pairs(m: MapData) -> set[frozenset[str]]:
    return {frozenset(p) for p in m.edge_terrains}


@pytest.mark.parametrize("m", MAPS, ids=lambda m: m.name)
def test_every_terrain_pair_on_every_map_can_be_rolled(m: MapData) -> None:
    """Every map has blue–blue edges (1 to 5): the dice must be able to allow them, and every
    other pair the map shows, in an ordinary round."""
    reading("dice-order")
    rolls = allowed_rolls(DICE)
    assert frozenset(("blue",)) in map_pairs(m)
    assert all(rolls[p] > 0 for p in map_pairs(m)), m.name
    old = allowed_rolls(DICE_RULES_1)  # rules 1: blue–blue in extreme rounds only
    assert old[frozenset(("blue",))] == 0


def test_map_4a_red_market_among_blue_is_reachable_in_an_ordinary_round() -> None:
    m = next(m for m in MAPS if m.name == "4A")
    red = m.markets[MARKET_COLOURS.index("red")]
    cornered = next(s for s in red if all(m.terrain[n] == "blue" for n in _around(s)))
    assert m.space_names[cornered] == "a7" and m.terrain[cornered] == "blue"
    blue_blue = [(a, b) for a in DICE[0] for b in DICE[1]
                 if pair_allowed("blue", "blue", (a, b), False)]
    assert len(blue_blue) == 2  # a wild face with blue on the other die, or two wild faces


def _around(space: int) -> list[int]:
    r, c = divmod(space, SIZE)
    return [rr * SIZE + cc for rr, cc in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            if 0 <= rr < SIZE and 0 <= cc < SIZE]


def test_rules_3_dice_keep_the_order_of_what_a_roll_allows_as_far_as_it_can_hold() -> None:
    """The dice of rules 2 and 3, counted on what a roll allows (a wild face: any terrain):
    green–yellow is the single most likely pair; the four named pairs are less likely than
    every other pair but blue–blue, which the rulebook does not rank; blue–blue is no rarer
    than the rarest of them (no dice can rank it above them: see DICE's provenance)."""
    reading("dice-order")
    reading("wild-any-terrain")
    rolls = allowed_rolls(DICE_RULES_3)
    assert all(n > 0 for n in rolls.values())
    assert all(rolls[MOST] > n for p, n in rolls.items() if p != MOST)
    others = [n for p, n in rolls.items() if p not in LEAST and p != BLUE_BLUE]
    assert max(rolls[p] for p in LEAST) < min(others)
    assert rolls[BLUE_BLUE] >= min(rolls[p] for p in LEAST)
    assert rolls[MOST] == 11 and rolls[BLUE_BLUE] == 2


def printed_rolls(dice: tuple[tuple[str, ...], ...]) -> Counter[frozenset[str]]:
    """All 36 rolls counted on their printed faces: per terrain pair, the rolls whose two
    faces are those terrains (a roll with a wild face is no terrain pair's)."""
    return Counter(frozenset((a, b)) for a in dice[0] for b in dice[1] if WILD not in (a, b))


def sentence_broken(dice: tuple[tuple[str, ...], ...]) -> list[str]:
    """What of 「緑と黄色の組み合わせが最も確率が高く、最も確率が低い組み合わせは青と赤、青と灰色、
    赤と赤、灰色と灰色です」 these dice break, counting printed faces; a pair no two printed faces
    form is no combination of them (readings: dice-order)."""
    n = printed_rolls(dice)
    broken = [f"green–yellow {n[MOST]} not above {pair_name(p)} {c}"
              for p, c in n.items() if p != MOST and c >= n[MOST]]
    lowest = min(n.values())
    broken += [f"{pair_name(p)} {n[p]} is not the lowest {lowest}"
               for p in LEAST if n[p] != lowest]
    broken += [f"{pair_name(p)} {c} not above the named pairs"
               for p, c in n.items() if p not in LEAST and c <= lowest]
    return broken


def pair_name(pair: frozenset[str]) -> str:
    return "–".join(sorted(pair) * (3 - len(pair)))


def test_all_36_rolls_keep_the_rulebook_sentence_on_printed_faces() -> None:
    """Green–yellow strictly the most frequent combination; blue–red, blue–grey, red–red and
    grey–grey all formed, all at the lowest count and strictly below every other combination.
    The dice of rules 2 and 3 break it (green–yellow tied with green–red and yellow–red, 4
    rolls each; red–red and grey–grey never printed); those of rules 1 kept it but allowed
    blue–blue in extreme rounds only (see the test above)."""
    reading("dice-order")
    n = printed_rolls(DICE)
    assert sum(n.values()) + sum(WILD in (a, b) for a in DICE[0] for b in DICE[1]) == 36
    assert sentence_broken(DICE) == []
    assert all(n[p] > 0 for p in LEAST)
    assert n[MOST] == 6 and [n[p] for p in LEAST] == [1, 1, 1, 1]
    assert n[BLUE_BLUE] == 0, "no dice keep the order with blue–blue a combination"
    old = sentence_broken(DICE_RULES_3)
    assert old[:2] == ["green–yellow 4 not above green–red 4",
                       "green–yellow 4 not above red–yellow 4"]
    assert "red–red 0 is not the lowest 1" in old and "grey–grey 0 is not the lowest 1" in old


@pytest.mark.parametrize("map_id", range(len(MAPS)), ids=lambda i: MAPS[i].name)
def test_every_line_of_every_map_is_allowed_by_some_ordinary_roll(map_id: int) -> None:
    """Each of the 36 rolls of the game's dice, in a round that is not extreme, through the
    rules' own table of legal lines: together they allow every line of the map (so every
    terrain pair it shows, blue–blue through die 1's wild face)."""
    reading("wild-any-terrain")
    game = pygames.new_game("terra_vista", 1, seed=1)
    assert isinstance(game, TerraVista) and game.DICE == DICE
    allowed = {k for a in DICE[0] for b in DICE[1] for k in allowed_edges(map_id, (a, b), False)}
    assert allowed == set(range(len(MAPS[map_id].edges)))
    blue_blue = [k for k, p in enumerate(MAPS[map_id].edge_terrains) if p == ("blue", "blue")]
    assert blue_blue and set(blue_blue) <= set(allowed_edges(map_id, (WILD, "blue"), False))
    first = {k for a in DICE_RULES_1[0] for b in DICE_RULES_1[1]
             for k in allowed_edges(map_id, (a, b), False)}
    assert first == allowed - set(blue_blue), "rules 1: blue–blue in extreme rounds only"


def test_games_before_rules_4_keep_the_rules_3_dice() -> None:
    """Rules 2 and 3 roll the earlier dice, rules 4 the new ones, also after an address
    round trip; a rules-3 game's die 2 shows green (which the new die 2 has not)."""
    expected = {1: DICE_RULES_1, 2: DICE_RULES_3, 3: DICE_RULES_3, 4: DICE}
    for rules, dice in expected.items():
        game = pygames.new_game("terra_vista", 2, seed=8, rules=rules)
        assert isinstance(game, TerraVista) and dice == game.DICE, rules
        again = pygames.load(game.to_url_fragment())
        assert isinstance(again, TerraVista) and dice == again.DICE, rules
        assert again.rules_version == rules
    assert pygames.game_class("terra_vista").RULES_VERSION == 4
    old = pygames.new_game("terra_vista", 1, seed=8, rules=3)
    chooser = Rng(3)
    seen: set[str] = set()
    while not old.is_over:
        assert isinstance(old, TerraVista)
        seen.add(old.dice[1])
        old.play(chooser.choice(old.legal_moves()))
    assert seen <= set(DICE_RULES_3[1]) and "green" in seen
    assert "green" not in DICE[1]


def test_rolls_follow_the_dice() -> None:
    """The game's roll draws each face of each die equally often (seeded RNGs)."""
    rolls = 36_000
    faces: list[Counter[str]] = [Counter(), Counter()]
    rng = Rng(1000)
    for _ in range(rolls):
        for die, face in enumerate(roll(rng)):
            faces[die][face] += 1
    for die in range(2):
        for face, n in Counter(DICE[die]).items():
            assert abs(faces[die][face] / rolls - n / 6) < 0.012, (die, face)
    old = Counter(roll(Rng(7), DICE_RULES_1)[1] for _ in range(3))
    assert set(old) <= set(DICE_RULES_1[1])


def test_games_keep_the_dice_and_board_of_their_rules_version() -> None:
    new = pygames.new_game("terra_vista", 2, seed=5, options={"board": "night"})
    old = pygames.new_game("terra_vista", 2, seed=5, options={"board": "night"}, rules=1)
    assert isinstance(new, TerraVista) and isinstance(old, TerraVista)
    assert new.DICE == DICE and old.DICE == DICE_RULES_1
    assert new.board == BOARDS["night"] and old.board == BOARDS_RULES_1["night"]
    assert old.board.goal == LAST_COLUMN and new.board.goal < LAST_COLUMN
