"""Terra Vista knowledge for the bots (see :mod:`pygames.core.bots.evaluation`).

Only a player with all four horses at the goal can win, so steps count fully up to each
track's goal line and little beyond it, and the laggard track weighs extra. Lines that score
nothing yet still matter: each connection still open is worth more the fewer lines it lacks
(shortest paths where drawn lines are free), on tracks whose horse still needs steps.

The hard bot judges by ``search_evaluate`` instead: the lines still needed to finish, weighted
by the dice odds (:mod:`.planner`); a greedy bot judging by it beats one judging by nearness
in about three games of four, and it costs several shortest-path searches per position.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.registry import BotKnowledge
from . import planner
from .planner import cheapest_paths, lines_to_finish
from .rules import PASS, TRACKS, TerraVista

SCALE = 4.0
ROLLOUT_DEPTH = 0
ROOT_PRIOR = True  # the search starts from the normal bot's candidates


_CACHE: dict[tuple[object, ...], float] = {}


def _map_state(game: TerraVista, seat: int) -> tuple[object, ...]:
    """What a map's evaluations depend on: a move changes one map, so the rivals' values are
    looked up, not recomputed, when a bot compares its moves."""
    return (game.map_ids[seat], frozenset(game.lines[seat]), frozenset(game.scored_markets[seat]),
            frozenset(game.scored_fruits[seat]))


def clear_cache() -> None:
    """Forget every cached evaluation (a benchmark times decisions from a cold cache)."""
    _CACHE.clear()
    planner.clear_cache()


def _cached(key: tuple[object, ...], compute: Callable[[], float]) -> float:
    value = _CACHE.get(key)
    if value is None:
        if len(_CACHE) > 50_000:
            _CACHE.clear()
        value = _CACHE[key] = compute()
    return value


def _potential(game: TerraVista, seat: int, need: list[int]) -> float:
    return _cached(("near", *_map_state(game, seat), tuple(need)),
                   lambda: _compute_potential(game, seat, need))


def _compute_potential(game: TerraVista, seat: int, need: list[int]) -> float:
    m = game.map_of(seat)
    map_id, drawn, far = game.map_ids[seat], game.lines[seat], float("inf")
    value = 0.0
    if need[0] > 0:
        for colour, (x, y) in enumerate(m.markets):
            if colour not in game.scored_markets[seat]:
                value += 1.0 / (1 + cheapest_paths(map_id, drawn, {x}, unit=True)[0].get(y, far))
    if any(need[1:]):
        to_market = cheapest_paths(map_id, drawn, set(m.market_spaces), unit=True)[0]
        for space, track in m.fruits:
            if need[track] > 0 and space not in game.scored_fruits[seat]:
                value += 1.0 / (1 + to_market[space])
    return value


def evaluate(game: TerraVista, seat: int) -> float:
    board = game.board
    progress, need = [], []
    for track in range(len(TRACKS)):
        goal = board.goal_steps(track)
        steps = game.horses[seat][track]
        progress.append(min(steps, goal) + 0.25 * max(0, steps - goal))
        need.append(max(0, goal - steps))
    laggard = min(p / max(1, board.goal_steps(t)) for t, p in enumerate(progress))
    finished = 20.0 if game.finished(seat) else 0.0
    if game.is_over:
        return sum(progress) + 4.0 * laggard + finished
    return sum(progress) + 4.0 * laggard + finished + 0.8 * _potential(game, seat, need)


STEP_WEIGHT = 0.3  # among finishers the most steps wins: a step is worth a third of a line


def search_evaluate(game: TerraVista, seat: int) -> float:
    """Minus the lines still needed to finish, plus a little per step, plus 20 once finished
    (cached by the map's state, like the nearness above)."""
    missing = -review_measure(game, seat)
    finished = 20.0 if game.finished(seat) else 0.0
    return -missing + STEP_WEIGHT * sum(game.horses[seat]) + finished


def review_measure(game: TerraVista, seat: int) -> float:
    """Minus the lines still needed to finish (odds-weighted): a player draws about one line
    a round, so the game review words a choice's cost as rounds to the goal."""
    return -_cached(("plan", *_map_state(game, seat), tuple(game.horses[seat])),
                    lambda: lines_to_finish(game, seat))


def bot_moves(game: TerraVista, moves: list[str]) -> list[str]:
    """Bots draw lines directly (``c3-d3``) or pass: selecting a space and going back are
    interface steps that change nothing, and a greedy bot could repeat them forever."""
    return [m for m in moves if "-" in m or m == PASS]


#: What the bots know of this rule set (the registry loads it with the first bot move).
KNOWLEDGE = BotKnowledge(
    evaluate=evaluate, SCALE=SCALE, ROLLOUT_DEPTH=ROLLOUT_DEPTH, ROOT_PRIOR=ROOT_PRIOR,
    search_evaluate=search_evaluate, bot_moves=bot_moves, review_measure=review_measure)
