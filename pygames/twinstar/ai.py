"""TwinStar knowledge for the bots (see :mod:`pygames.core.bots.evaluation`).

The score if the game ended now, plus what is not scored yet but will turn into points:
refined gems (or fruits) in reserve sell for credits, and road pieces on the map carry later
deliveries.

The hard bot also weighs tempo (``search_evaluate``): every action disc the seat can still
place this round is an action to come, while a 2x2 square of discs (or the last disc) ends
the seat's round at once. The quick evaluation the easy and normal bots compare by sees only
what is on the table, so it closes its round early when that pays a little now. In the gem
edition the hard bot also counts money and refined gems at their exact worth and values
upgrades. Its search judges leaves directly (random moves in the middle of a turn mislead
it) and keeps the greedy choice unless it finds strong evidence against it. The arena
figures these settings rest on are in docs/bots.md.
"""

from __future__ import annotations

from typing import Any

SCALE = 6.0
ROLLOUT_DEPTH = 0  # leaves are judged as they are: random moves mid-turn mislead more
ROOT_PRIOR = True  # the search starts from the normal bot's candidates
PRIOR_VISITS = 100  # and keeps the greedy choice unless it finds strong evidence against it
#: From 3 players on the hard bot searches its own turn alone, every move open at its root:
#: with two or three rivals' turns between its decisions, the deeper search lost more the
#: more it searched (arena figures in docs/bots.md).
OWN_TURN_FROM = 3
#: At two players too the root weighs every move: held to the greedy candidates, the hard
#: bot never built a factory (one decision ahead, its goods not chosen yet, it looks poorer
#: than a road); with the open root it won 76.7% of 75 games against itself as it was
#: before (arena figures in docs/bots.md).
OPEN_ROOT = True
#: Points an action still to come this round is worth, by edition (a fruit-edition credit is
#: a point, a gem-edition credit half of one): set by arena runs, not derived.
ACTION_VALUE = {"gems": 2.5, "fruits": 4.0}


def evaluate(game: Any, seat: int) -> float:
    total = float(game.scores_now()[seat])
    if game.is_over:
        return total
    reserve = sum(game.reserve[seat].values())
    roads = sum(1 for owners in game.pieces.values() for owner in owners if owner == seat)
    return total + 1.0 * reserve + 0.25 * roads


def search_evaluate(game: Any, seat: int) -> float:
    """:func:`evaluate` plus the actions the seat can still take this round; in the gem
    edition also money at its exact worth (credits / 2, no rounding), refined gems at their
    current price and each upgrade step (a point, half of one in the last round)."""
    value = evaluate(game, seat)
    if game.is_over:
        return value
    if game.ED.id == "gems":
        credits = max(game.credits[seat], 0)
        reserve = game.reserve[seat]
        value += credits / 2 - credits // 2
        # refined gems at their price (credits / 2) instead of the quick evaluation's 1 each
        value += sum(n * game.price(c) for c, n in reserve.items()) / 2 - sum(reserve.values())
        value += (1.0 if game.round == 1 else 0.5) * sum(game.upgrades[seat].values())
    if game.done[seat]:
        return value
    return value + ACTION_VALUE[game.ED.id] * game.pool[seat]


def bot_moves(game: Any, moves: list[str]) -> list[str]:
    """While a route is drawn, bots weigh the next hex of each suggested route and the loads
    they can carry, rather than wander hex by hex (any route stays legal for people)."""
    if game.phase != "route":
        return moves
    step = game.step
    done = len(step.path)
    suggested = game.route_options(step.mine, game.current, step.path).get(step.factory, [])
    nexts = {"via " + game.names[r.path[done]] for r in suggested
             if len(r.path) > done and r.path[:done] == step.path}
    return [m for m in moves if m in nexts or m.startswith("carry")] or moves
