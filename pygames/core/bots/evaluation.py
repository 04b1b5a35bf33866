"""Per-game knowledge for the bots: an evaluation and search settings.

A rule set gives its knowledge as a :class:`~pygames.core.registry.BotKnowledge` (in its
``ai.py``, loaded with the first bot move); what it leaves out has a default:

* ``evaluate(game, seat) -> float``: how good the position is for ``seat``, in score points
  (default: the score the seat would have if the game ended now, ``game.scores()``);
* ``SCALE``: a typical score gap between a clear win and a close game (default 10), which turns
  score margins into rewards in [0, 1];
* ``ROLLOUT_DEPTH``: decisions played (at random, or by ``playout_move``) before a playout
  is cut and evaluated;
* ``playout_move(game, moves, rng) -> move``: the playout policy where uniformly random moves
  say too little (Tropicalia: sell, build and travel sensibly, one move in four random); it
  must be cheap — no clone, no evaluation — as it runs at every playout step (default: a
  uniformly random move);
* ``move_order(game, moves) -> moves``: the order in which a search tries new moves
  (default: random);
* ``GREEDY_EXPANSION``: when true, a search node tries its moves best first by the mover's
  evaluation one decision ahead (so rivals' strongest replies are met first in the tree)
  instead of in random order;
* ``bot_moves(game, moves) -> moves``: the moves bots weigh, where some legal moves are only
  interface steps (Terra Vista's select-a-space-then-a-line, which could loop);
* ``ROOT_PRIOR``: when true, the search's root keeps only the normal bot's candidate moves
  (unless ``OPEN_ROOT``), each starting with the normal bot's judgement as a prior (see
  ``search._seed_root``);
* ``PRIOR_VISITS``: how many playouts' worth each root prior counts (default 6); a high
  value keeps the greedy choice unless the search finds strong evidence against it;
* ``OWN_TURN_FROM``: from this many players on, the hard bot's tree stops at the end of its
  own turn and judges the leaves there, and its root weighs every move, not only the greedy
  candidates (default 0: never). With three rivals' turns between two of its decisions, a
  deeper tree spent its playouts on rivals' mid-turn positions, judged statically; and a
  root held to the candidates dropped, at the next decision, the plan the tree had found one
  decision earlier (a disc placed to build a market, then a road built instead, since a
  market whose demand is not chosen yet looks poor one decision ahead);
* ``OPEN_ROOT``: when true, the hard bot's root weighs every move at every player count, as
  from ``OWN_TURN_FROM`` on: the greedy candidates keep their priors, the other moves start
  unvisited (TwinStar: at two players a root held to the candidates never built a factory);
* ``search_evaluate(game, seat) -> float``: a deeper evaluation for the hard bot alone (its
  priors, expansion order and leaves), where the rule set has one that plays clearly better
  than the quick judgement the easy and normal bots compare every option by: too slow for
  them (Terra Vista: the lines still needed to finish, weighted by the dice odds) or seeing
  further than what is on the table (TwinStar: the actions still to come this round). It is
  what sets the levels apart where search alone did not (`python -m pygames.arena`).
"""

from __future__ import annotations

import math

from ..game import Game
from ..registry import BotKnowledge, Evaluate, rule_set


def knowledge(game_id: str) -> BotKnowledge:
    """The bots' knowledge of a rule set (loaded on first use)."""
    return rule_set(game_id).bots


def margin(game: Game, seat: int, values: list[float] | None = None,
           evaluate: Evaluate | None = None) -> float:
    """The seat's evaluation minus the best rival's (the quantity the bots maximise), by
    ``evaluate`` (default: the rule set's ``evaluate``)."""
    if values is None:
        judge = evaluate or knowledge(game.game_id).evaluate
        values = [judge(game, s) for s in range(game.players)]
    if game.players == 1:
        return values[seat]
    best_rival = max(v for s, v in enumerate(values) if s != seat)
    return values[seat] - best_rival


def rewards(game: Game, evaluate: Evaluate | None = None) -> list[float]:
    """A reward in [0, 1] per seat: the win (exactly, once over) blended with the margin."""
    know = knowledge(game.game_id)
    judge = evaluate or know.evaluate
    values = [judge(game, s) for s in range(game.players)]
    if game.is_over:
        winners = set(game.winners())
        base = [(1.0 / len(winners) if s in winners else 0.0) for s in range(game.players)]
    else:
        base = [0.5] * game.players
    out = []
    for seat in range(game.players):
        shaped = 0.5 + 0.5 * math.tanh(margin(game, seat, values) / know.SCALE)
        out.append(0.75 * base[seat] + 0.25 * shaped if game.is_over else shaped)
    return out
