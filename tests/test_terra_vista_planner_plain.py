"""The planner's bounded, cached searches against the plain greedy they replace: the same
estimate, to the last bit, at every position of random games (the hard bot's choices and the
review's marks rest on it; ``python bench/bench_terra_vista.py --digest`` checks those)."""

from __future__ import annotations

import pytest
from playthrough import random_game

from pygames.core.game import Game
from pygames.terra_vista import planner
from pygames.terra_vista.planner import UNREACHABLE, cheapest_paths, lines_to_finish
from pygames.terra_vista.rules import TRACKS, TerraVista


def plain_lines_to_finish(game: TerraVista, seat: int) -> float:
    """The greedy as first written: every market's and the fruits' full Dijkstra each step."""
    m = game.map_of(seat)
    need = [max(0, game.board.goal_steps(t) - game.horses[seat][t]) for t in range(len(TRACKS))]
    drawn = set(game.lines[seat])
    markets = [c for c in range(len(m.markets)) if c not in game.scored_markets[seat]]
    fruits = [(s, t) for s, t in m.fruits if s not in game.scored_fruits[seat]]
    total = 0.0
    while any(need):
        best: tuple[float, int, int, dict[int, tuple[int, int]], set[int], int] | None = None
        if need[0] > 0:
            for colour in markets:
                x, y = m.markets[colour]
                cost, came = cheapest_paths(game.map_ids[seat], drawn, {x}, dice=game.DICE)
                if y in cost and (best is None or cost[y] < best[0]):
                    best = (cost[y], 0, colour, came, {x}, y)
        if any(need[1:]):
            sources = set(m.market_spaces)
            cost, came = cheapest_paths(game.map_ids[seat], drawn, sources, dice=game.DICE)
            for space, track in fruits:
                if need[track] > 0 and space in cost and (best is None or cost[space] < best[0]):
                    best = (cost[space], track, space, came, sources, space)
        if best is None:
            return total + UNREACHABLE * sum(need)
        value, track, what, came, sources, at = best
        total += value
        while at not in sources:
            at, line = came[at]
            drawn.add(line)
        need[track] -= 1
        if track == 0:
            markets.remove(what)
        else:
            fruits.remove((what, track))
    return total


@pytest.mark.parametrize(("players", "seed", "rules"),
                         [(2, 41, None), (3, 42, None), (6, 43, None), (2, 44, 1), (4, 45, 3)])
def test_the_estimate_is_the_plain_greedys_at_every_position(
        players: int, seed: int, rules: int | None) -> None:
    compared: list[int] = []

    def check(game: Game) -> None:
        assert isinstance(game, TerraVista)
        for seat in range(game.players):
            expected = plain_lines_to_finish(game, seat)
            assert lines_to_finish(game, seat) == expected  # the steps cached or not
            planner.clear_cache()
            assert lines_to_finish(game, seat) == expected
            compared.append(seat)

    random_game("terra_vista", players, seed, rules=rules, check=check)
    assert len(compared) > 20 * players
