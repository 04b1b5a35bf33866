"""The hard bot's Terra Vista evaluation: lines still needed to finish, weighted by dice odds."""

from __future__ import annotations

import pytest

import pygames
from pygames.core.bots.evaluation import knowledge
from pygames.core.rng import Rng
from pygames.terra_vista import ai
from pygames.terra_vista.components import DICE, DICE_RULES_1, DICE_RULES_3
from pygames.terra_vista.planner import LINE_COST, _odds, line_costs, lines_to_finish
from pygames.terra_vista.rules import TRACKS, TerraVista


def game_after(lines: int, seed: int = 3) -> TerraVista:
    game = pygames.new_game("terra_vista", players=2, seed=seed)
    chooser = Rng(seed)
    drawn = 0
    while drawn < lines and not game.is_over:
        moves = [m for m in game.legal_moves() if "-" in m] or game.legal_moves()
        game.play(chooser.choice(moves))
        drawn += 1
    assert isinstance(game, TerraVista)
    return game


def test_line_costs_follow_the_dice_odds() -> None:
    """Rules 2 and 3's dice (the costs games started then are judged with)."""
    LINE_COST = line_costs(DICE_RULES_3)  # noqa: N806 (the module's name for the table)
    # die 1: green yellow blue red red wild; die 2: green green yellow yellow grey wild
    assert _odds("green", "yellow", DICE_RULES_3) == pytest.approx(11 / 36)
    assert _odds("green", "green", DICE_RULES_3) == pytest.approx(6 / 36)
    assert _odds("blue", "grey", DICE_RULES_3) == pytest.approx(4 / 36)
    assert _odds("blue", "blue", DICE_RULES_3) == pytest.approx(2 / 36)
    assert LINE_COST[("green", "yellow")] == pytest.approx(0.75)  # well above the typical odds
    assert LINE_COST[("green", "green")] == pytest.approx(0.5 + 1 / 3)
    assert LINE_COST[("blue", "grey")] == pytest.approx(1.0)  # one roll in nine
    assert LINE_COST[("blue", "blue")] == pytest.approx(1.5)  # one roll in eighteen
    assert all(LINE_COST[(a, b)] == LINE_COST[(b, a)] for a, b in LINE_COST)
    # games on rules 1 are judged with their own dice: blue-blue only in an extreme round
    assert line_costs(DICE_RULES_1)[("blue", "blue")] == pytest.approx(2.5)
    assert line_costs(DICE_RULES_1)[("green", "yellow")] == pytest.approx(0.75)


def test_line_costs_of_the_rules_4_dice() -> None:
    """The module's table is the current dice's: green–yellow allowed 12 rolls in 36 (6
    printed; green with die 2's wild face 3, die 1's wild face with yellow 2, both wild 1),
    blue–blue 2 (die 1's wild face with blue or with die 2's wild face)."""
    assert line_costs(DICE) == LINE_COST
    assert _odds("green", "yellow") == pytest.approx(12 / 36)
    assert _odds("blue", "blue") == pytest.approx(2 / 36)
    assert _odds("green", "green") == pytest.approx(4 / 36)
    assert LINE_COST[("green", "yellow")] == pytest.approx(0.75)
    assert LINE_COST[("blue", "blue")] == pytest.approx(1.5)


def test_a_finished_map_needs_nothing() -> None:
    game = game_after(10)
    for track in range(len(TRACKS)):
        game.horses[0][track] = game.board.goal_steps(track)
    assert game.finished(0)
    assert lines_to_finish(game, 0) == 0.0
    assert ai.search_evaluate(game, 0) > ai.search_evaluate(game, 1)


def _cheapest_by_relaxation(game: TerraVista, seat: int, sources: set[int]) -> dict[int, float]:
    """Bellman-Ford, written independently of the planner's Dijkstra."""
    m = game.map_of(seat)
    far = float("inf")
    cost = [0.0 if s in sources else far for s in range(len(m.terrain))]
    for _ in range(len(m.terrain)):
        for k, (a, b) in enumerate(m.edges):
            price = 0.0 if k in game.lines[seat] else LINE_COST[(m.terrain[a], m.terrain[b])]
            cost[b] = min(cost[b], cost[a] + price)
            cost[a] = min(cost[a], cost[b] + price)
    return dict(enumerate(cost))


@pytest.mark.parametrize("seed", [3, 8, 21])
def test_one_missing_fruit_costs_its_cheapest_path_to_a_market(seed: int) -> None:
    """With every track at its goal but one that lacks one step, the estimate is the cheapest
    odds-weighted path from one of that track's unscored fruits to any market."""
    game = game_after(12, seed)
    m = game.map_of(0)
    track = next(t for _, t in m.fruits)
    for t in range(len(TRACKS)):
        game.horses[0][t] = game.board.goal_steps(t) - (1 if t == track else 0)
    to_market = _cheapest_by_relaxation(game, 0, set(m.market_spaces))
    fruits = [s for s, t in m.fruits if t == track and s not in game.scored_fruits[0]]
    assert fruits
    assert lines_to_finish(game, 0) == pytest.approx(min(to_market[s] for s in fruits))


def test_lines_shared_by_two_connections_count_once() -> None:
    """Two steps still needed on a track: the second fruit's path may reuse the first's lines,
    so the estimate is at most the two separate cheapest paths and at least the larger."""
    game = game_after(8, 5)
    m = game.map_of(0)
    track = next(t for _, t in m.fruits)
    for t in range(len(TRACKS)):
        game.horses[0][t] = game.board.goal_steps(t) - (2 if t == track else 0)
    to_market = _cheapest_by_relaxation(game, 0, set(m.market_spaces))
    costs = sorted(to_market[s] for s, t in m.fruits
                   if t == track and s not in game.scored_fruits[0])
    estimate = lines_to_finish(game, 0)
    assert costs[1] <= estimate + 1e-9 <= costs[0] + costs[1] + 1e-9


def test_only_the_hard_bot_judges_by_the_plan() -> None:
    know = knowledge("terra_vista")
    assert know.search_evaluate is ai.search_evaluate
    assert know.hard_evaluate is ai.search_evaluate
    assert know.evaluate is ai.evaluate  # easy and normal: the quick nearness evaluation
    assert knowledge("harvest_valley").hard_evaluate is knowledge("harvest_valley").evaluate


def test_the_plan_shrinks_as_a_game_goes_on() -> None:
    early, late = game_after(2, 11), game_after(60, 11)
    assert lines_to_finish(late, 0) < lines_to_finish(early, 0)
