"""Per-game knowledge for the bots: an evaluation and search settings.

A rule set may provide ``pygames/<package>/ai.py`` with any of:

* ``evaluate(game, seat) -> float``: how good the position is for ``seat``, in score points
  (default: the score the seat would have if the game ended now, ``game.scores()``);
* ``SCALE``: a typical score gap between a clear win and a close game (default 10), which turns
  score margins into rewards in [0, 1];
* ``ROLLOUT_DEPTH``: decisions played (at random, or by ``playout_move``) before a playout
  is cut and evaluated;
* ``playout_move(game, moves, rng) -> move``: the playout policy where uniformly random moves
  say too little (Tropicalia: sell, build and travel sensibly, one move in four random); it
  must be cheap — no clone, no evaluation — as it runs at every playout step;
* ``move_order(game, moves) -> moves``: the order in which a search tries new moves;
* ``GREEDY_EXPANSION``: when true, a search node tries its moves best first by the mover's
  evaluation one decision ahead (so rivals' strongest replies are met first in the tree)
  instead of in random order;
* ``bot_moves(game, moves) -> moves``: the moves bots weigh, where some legal moves are only
  interface steps (Terra Vista's select-a-space-then-a-line, which could loop);
* ``ROOT_PRIOR``: when true, the search's root keeps only the normal bot's candidate moves,
  each starting with the normal bot's judgement as a prior (see ``search._seed_root``);
* ``PRIOR_VISITS``: how many playouts' worth each root prior counts (default 6); a high
  value keeps the greedy choice unless the search finds strong evidence against it;
* ``search_evaluate(game, seat) -> float``: a deeper evaluation for the hard bot alone (its
  priors, expansion order and leaves), where the rule set has one that plays clearly better
  than the quick judgement the easy and normal bots compare every option by: too slow for
  them (Terra Vista: the lines still needed to finish, weighted by the dice odds) or seeing
  further than what is on the table (TwinStar: the actions still to come this round). It is
  what sets the levels apart where search alone did not (`python -m pygames.arena`).
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..game import Game
from ..rng import Rng

Evaluate = Callable[[Game, int], float]


def _default_evaluate(game: Game, seat: int) -> float:
    try:
        return float(game.scores()[seat])
    except Exception:  # noqa: BLE001 - a rule set may only score at the end
        return 0.0


@dataclass(frozen=True)
class Knowledge:
    evaluate: Evaluate
    scale: float
    rollout_depth: int
    move_order: Callable[[Game, list[str]], list[str]] | None
    greedy_expansion: bool = False
    root_prior: bool = False
    bot_moves: Callable[[Game, list[str]], list[str]] | None = None
    search_evaluate: Evaluate | None = None
    prior_visits: int = 6
    playout_move: Callable[[Game, list[str], Rng], str] | None = None

    @property
    def hard_evaluate(self) -> Evaluate:
        """The hard bot's evaluation: ``search_evaluate`` where the rule set has one."""
        return self.search_evaluate or self.evaluate


@cache
def knowledge(game_id: str) -> Knowledge:
    import pygames

    module_name, _ = pygames._REGISTRY[game_id]
    package = module_name.rsplit(".", 1)[0]
    try:
        ai: Any = importlib.import_module(package + ".ai")
    except ImportError:
        ai = None
    return Knowledge(
        evaluate=getattr(ai, "evaluate", _default_evaluate),
        scale=float(getattr(ai, "SCALE", 10.0)),
        rollout_depth=int(getattr(ai, "ROLLOUT_DEPTH", 60)),
        move_order=getattr(ai, "move_order", None),
        greedy_expansion=bool(getattr(ai, "GREEDY_EXPANSION", False)),
        root_prior=bool(getattr(ai, "ROOT_PRIOR", False)),
        bot_moves=getattr(ai, "bot_moves", None),
        search_evaluate=getattr(ai, "search_evaluate", None),
        prior_visits=int(getattr(ai, "PRIOR_VISITS", 6)),
        playout_move=getattr(ai, "playout_move", None),
    )


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
        shaped = 0.5 + 0.5 * math.tanh(margin(game, seat, values) / know.scale)
        out.append(0.75 * base[seat] + 0.25 * shaped if game.is_over else shaped)
    return out
