"""The three bot levels over the game protocol.

* ``easy``: a legal move drawn with a light preference for those that evaluate well one
  decision ahead (a soft-max with a high temperature);
* ``normal``: greedy — each move is judged one decision ahead, the best few are played out to
  the end of the bot's turn (the rest of the turn chosen greedily too, comparing a bounded
  number of options per decision) and the position with the best margin is kept;
* ``hard``: information-set Monte Carlo tree search. Each iteration first *determinises* a clone
  (:meth:`Game.determinize` resamples the deck order, bag contents and future dice from the
  bot's own RNG), so the search never reads the real hidden order; statistics are shared across
  determinisations, with availability counts for moves legal only in some of them. Two
  per-game options (``ai.py``) make it stronger where random search is too thin: *root
  priors* (the normal bot's candidates each start from the normal bot's judgement, so the
  search refines the greedy choice instead of rediscovering it; the root keeps only them
  unless it is *open*, ``OPEN_ROOT`` or ``OWN_TURN_FROM``) and
  *greedy expansion* (each node tries its moves best first for the player to move, so the
  rivals' strongest replies are in the tree first, not random ones). Where a rule set has a
  deeper evaluation than the quick one easy and normal compare every option by
  (``search_evaluate``), the hard bot judges its priors, expansion order and leaves by it.
  It plays the root move its search visited most; at an open root, where a candidate's
  virtual visits make visits incomparable, the move with the best lower confidence bound on
  its mean reward.

Budgets: ``iterations`` for reproducible tests, tournaments and the game review,
``seconds`` for play and the Hint.

:func:`judge` is the hard bot's search as an assessment of the position: besides its choice
it can keep a given move (the one a player chose) among the root's choices, so the Hint and
the game review (:mod:`pygames.core.review`) read both values from one search.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..game import Game
from ..registry import BotKnowledge, Evaluate
from ..rng import Rng
from .evaluation import knowledge, margin, rewards


@dataclass
class Decision:
    move: str
    value: float  # the expected reward in [0, 1] (hard) or margin in points (easy, normal)
    level: str
    iterations: int = 0


@dataclass
class Budget:
    """How long a search runs: ``iterations`` (reproducible) or ``seconds``. With ``early``
    and a played move to assess, the search checks after ``early`` iterations whether it
    already rates the played move as well as its own choice (within ``tie`` of mean reward,
    :func:`_settled`) and stops there: the game review's obvious decisions. Otherwise it
    goes on with the same tree, so a close decision gets what the whole budget gives."""

    iterations: int = 400
    seconds: float | None = None
    early: int | None = None
    tie: float = 0.0


@dataclass
class Judgement:
    """The hard bot's assessment of a position: its choice and that choice's expected reward
    for the seat to move; with ``played``, that move's expected reward from the same search
    (None where the search could not try it)."""

    move: str
    value: float
    iterations: int
    played: str | None = None
    played_value: float | None = None
    #: False where the position offers one choice only (nothing was searched).
    searched: bool = True


def _rng(game: Game, seed: int) -> Rng:
    """The bots' generator at this position: seeded by the game's seed and the ply."""
    return Rng(seed * 0x9E3779B1 + len(game.history) * 0x85EBCA77 + 1)


def decide(game: Game, level: str = "hard", seed: int = 0, budget: Budget | None = None) -> Decision:
    """The move a bot of ``level`` plays now for ``game.current_player``."""
    if game.is_over:
        raise ValueError("the game is over")
    if level == "hard":
        found = judge(game, seed, budget)
        return Decision(found.move, found.value if found.searched else 0.0, "hard",
                        found.iterations)
    moves = options_of(game)
    rng = _rng(game, seed)
    if len(moves) == 1:
        return Decision(moves[0], 0.0, level)
    if level == "easy":
        return _easy(game, moves, rng)
    if level == "normal":
        return _normal(game, moves, rng)
    raise ValueError(f"unknown bot level {level!r}")


def judge(game: Game, seed: int = 0, budget: Budget | None = None,
          played: str | None = None) -> Judgement:
    """The hard bot's search at this position (the hard seat, the Hint, the game review).

    ``played``: a legal move to assess alongside the bot's own choice; the search keeps it
    among the root's choices (with a prior judged like the others where the rule set uses
    priors, tried first where it does not), so both values come from one tree.
    """
    if game.is_over:
        raise ValueError("the game is over")
    moves = options_of(game)
    if len(moves) == 1 and played in (None, moves[0]):
        return Judgement(moves[0], 0.5, 0, played, 0.5 if played else None, searched=False)
    return _hard(game, _rng(game, seed), budget or Budget(), played)


def options_of(game: Game) -> list[str]:
    """The moves a bot weighs: the legal moves less the rule set's pure interface steps
    (``bot_moves`` in its ai.py), which could otherwise loop — select, back, select…"""
    moves = game.legal_moves()
    return knowledge(game.game_id).bot_moves(game, moves) or moves


# ---------------------------------------------------------------------- easy and normal
def _after(game: Game, move: str, rng: Rng) -> Game:
    child = game.clone()
    child.determinize(rng, game.current_player)
    child.play(move)
    return child


def _easy(game: Game, moves: list[str], rng: Rng) -> Decision:
    seat = game.current_player
    assert seat is not None
    scale = knowledge(game.game_id).SCALE
    values = [margin(_after(game, m, rng), seat) for m in moves]
    top = max(values)
    weights = [math.exp((v - top) / (scale / 2)) for v in values]
    pick = rng.below(1_000_000) / 1_000_000 * sum(weights)
    for move, weight, value in zip(moves, weights, values, strict=True):
        pick -= weight
        if pick <= 0:
            return Decision(move, value, "easy")
    return Decision(moves[-1], values[-1], "easy")


def _finish_turn(game: Game, seat: int, rng: Rng, evaluate: Evaluate | None = None,
                 limit: int = 12, width: int = 10) -> Game:
    """Complete the seat's turn choosing each further decision greedily (one step ahead).

    At most ``width`` options are compared per decision (a seeded sample when there are
    more), so a turn with many decisions and wide choices stays cheap.
    """
    steps = 0
    while not game.is_over and game.current_player == seat and steps < limit:
        options = options_of(game)
        if len(options) > width:
            options = [options[i] for i in sorted(_sample(rng, len(options), width))]
        if len(options) > 1:
            best = max(options, key=lambda m: margin(_after(game, m, rng), seat, evaluate=evaluate))
        else:
            best = options[0]
        game.play(best)
        steps += 1
    return game


def turn_outcome(game: Game, move: str, seed: int = 0) -> Game:
    """The position after ``move`` with the rest of the mover's turn played as the hard bot
    judges one decision ahead (its evaluation), on a clone: what a choice leads to by the end
    of its turn, for comparing two choices in the rule set's own terms (the game review)."""
    seat = game.current_player
    assert seat is not None
    rng = _rng(game, seed)
    return _finish_turn(_after(game, move, rng), seat, rng, knowledge(game.game_id).hard_evaluate)


def _sample(rng: Rng, n: int, k: int) -> list[int]:
    """``k`` distinct indices of ``range(n)``, drawn from ``rng``."""
    pool = list(range(n))
    for i in range(k):
        j = i + rng.below(n - i)
        pool[i], pool[j] = pool[j], pool[i]
    return pool[:k]


def _judged(game: Game, moves: list[str], seat: int, rng: Rng, evaluate: Evaluate | None = None,
            deep: int = 8) -> list[tuple[str, float]]:
    """The normal bot's judgement: every move one decision ahead, then the ``deep`` best
    played out greedily to the end of the turn and judged again (wide decisions stay cheap).
    Returns those best moves, best first by the first look, each with its end-of-turn margin
    (by ``evaluate``: the normal bot's own, or the hard bot's for its priors)."""
    first = [(margin(_after(game, m, rng), seat, evaluate=evaluate), i)
             for i, m in enumerate(moves)]
    first.sort(key=lambda vi: (-vi[0], vi[1]))
    return [(moves[i], margin(_finish_turn(_after(game, moves[i], rng), seat, rng, evaluate),
                              seat, evaluate=evaluate))
            for _, i in first[:deep]]


def _normal(game: Game, moves: list[str], rng: Rng) -> Decision:
    seat = game.current_player
    assert seat is not None
    best_move, best_value = moves[0], -math.inf
    for move, value in _judged(game, moves, seat, rng):
        if value > best_value:
            best_move, best_value = move, value
    return Decision(best_move, best_value, "normal")


# ---------------------------------------------------------------------- hard
def _seed_root(game: Game, seat: int, root: _Node, rng: Rng, know: BotKnowledge,
               played: str | None = None) -> set[str]:
    """Restrict the root to the moves a greedy judgement would consider; give each a prior.

    The candidates of the normal bot's procedure (:func:`_judged`), judged by the hard bot's
    evaluation (:attr:`BotKnowledge.hard_evaluate`), each become a root child with
    ``know.PRIOR_VISITS`` virtual visits at that judgement's reward. The search then only changes
    the choice where its playouts give evidence against the greedy one, so the hard bot starts
    where the normal bot ends and is not misled by a few noisy playouts.
    """
    chosen = _judged(game, options_of(game), seat, rng, know.hard_evaluate)
    if played is not None and played not in {move for move, _ in chosen}:
        # judged with a generator of its own, so the other priors and the search that follows
        # are those of the same position without it
        chosen += _judged(game, [played], seat, Rng(rng.state ^ 0x5DEECE66D), know.hard_evaluate)
    weight = know.PRIOR_VISITS
    for move, value in chosen:
        prior = 0.5 + 0.5 * math.tanh(value / know.SCALE)
        root.children[move] = _Node(move, seat, visits=weight, avail=weight,
                                    total=weight * prior)
    return {move for move, _ in chosen}


@dataclass
class _Node:
    move: str | None
    mover: int | None  # the seat that played ``move``
    visits: int = 0
    avail: int = 1
    total: float = 0.0
    children: dict[str, _Node] = field(default_factory=dict)
    order: list[str] | None = None  # moves best first (greedy expansion)


def _greedy_order(state: Game, moves: list[str], evaluate: Evaluate) -> list[str]:
    """``moves`` best first for the player to move, each judged one decision ahead."""
    mover = state.current_player
    assert mover is not None
    values = {}
    for move in moves:
        child = state.clone()
        child.play(move)
        values[move] = margin(child, mover, evaluate=evaluate)
    return sorted(moves, key=lambda m: -values[m])


#: The lower confidence bound the choice at an open root takes off each move's mean reward,
#: over the square root of its visits: 0.5 is the largest standard deviation a reward in
#: [0, 1] can have, so the bound is one standard error under the most spread rewards.
CONFIDENCE = 0.5


def _most_visited(node: _Node) -> tuple[int, float]:
    """A closed root's choice: every move starts with the same virtual visits, so the search
    sends its visits to the best one."""
    return node.visits, node.total


def _surest(node: _Node) -> float:
    """An open root's choice: the best mean reward less its uncertainty. Visits do not
    compare there: a candidate starts with its prior's virtual visits and the others with
    none, so a factory whose 24 equal sites split the visits never outvoted a road; and
    among the candidates the search spends its first hundreds of visits on the best prior,
    so a move found better later may have fewer (TwinStar gems at 4 players, 1,000
    iterations: f3's mean 0.52 with 463 visits of its own, e2's 0.30 with 537)."""
    visits = max(node.visits, 1)
    return node.total / visits - CONFIDENCE / math.sqrt(visits)


def _settled(root: _Node, legal: list[str], played: str | None, tie: float,
             choice: Callable[[_Node], Any]) -> bool:
    """Whether the search so far rates ``played`` as well as its own choice (a mean reward
    less than ``tie`` under it), every root move tried: an obvious decision, which more
    iterations rarely turn (the game review's measure, ``bench/bench_review.py``)."""
    if played is None or len(root.children) < len(legal):
        return False
    mine = root.children.get(played)
    if mine is None or not mine.visits:
        return False
    best = max(root.children.values(), key=choice)
    return best.total / max(best.visits, 1) - mine.total / mine.visits < tie


def _hard(game: Game, rng: Rng, budget: Budget, played: str | None = None) -> Judgement:
    seat = game.current_player
    assert seat is not None
    know = knowledge(game.game_id)
    judge = know.hard_evaluate
    root = _Node(None, None)
    # the time budget covers the whole decision, the root's priors included
    deadline = time.perf_counter() + budget.seconds if budget.seconds else None
    candidates = _seed_root(game, seat, root, rng, know, played) if know.ROOT_PRIOR else set()
    iterations = 0
    exploration = 0.7
    started = time.perf_counter()
    reserve = (budget.seconds or 0.0) / 100
    # at this many players the tree ends with the bot's own turn (see ``OWN_TURN_FROM``)
    own_turn = 0 < know.OWN_TURN_FROM <= game.players
    open_root = own_turn or know.OPEN_ROOT
    log, sqrt = math.log, math.sqrt  # the selection's inner loop
    # the root's moves, made once: a determinization changes only what the seat to move
    # cannot see, never what it may do
    root_legal = options_of(game)
    if not open_root:
        # the root weighs the greedy candidates only; an open root (a search of the bot's own
        # turn, or OPEN_ROOT) weighs every move, so the plan its tree finds stays open at the
        # next decision (a build leading to a market looks poor one ahead)
        root_legal = [m for m in root_legal if m in candidates] or root_legal
    if played is not None and played not in root_legal and game.is_legal(played):
        root_legal.append(played)  # an interface step the bots never weigh themselves
    while True:
        if deadline is not None:
            # stop before an iteration that would end past the deadline (at the mean
            # iteration's pace), keeping a hundredth of the budget for a slower one and what
            # follows the search, so that the decision keeps within its budget
            now = time.perf_counter()
            if iterations >= 8 and now + (now - started) / iterations + reserve >= deadline:
                break
        elif iterations >= budget.iterations:
            break
        if iterations == budget.early and _settled(root, root_legal, played, budget.tie,
                                                  _surest if open_root else _most_visited):
            break
        iterations += 1
        state = game.clone()
        state.determinize(rng, seat)
        node = root
        path = [root]
        # selection and expansion
        while not state.is_over and (not own_turn or state.current_player == seat):
            legal = root_legal if node is root else options_of(state)
            children = node.children
            untried = []
            for m in legal:
                child = children.get(m)
                if child is None:
                    untried.append(m)
                else:
                    child.avail += 1
            if untried:
                if node is root and played in untried:
                    move = played
                elif know.GREEDY_EXPANSION:
                    if node.order is None:
                        node.order = _greedy_order(state, legal, judge)
                    move = next((m for m in node.order if m in untried), untried[0])
                elif know.move_order is not None:
                    move = know.move_order(state, untried)[0]
                else:
                    move = untried[rng.below(len(untried))]
                mover = state.current_player
                state.play(move)
                child = _Node(move, mover)
                node.children[move] = child
                path.append(child)
                break
            # UCB1 over the moves available here, each with the number of times it was
            # available as its parent count; the first of the best on a tie
            best_value = -math.inf
            for m in legal:
                child = children[m]
                value = child.total / child.visits \
                    + exploration * sqrt(log(child.avail) / child.visits)
                if value > best_value:
                    best_value, move = value, m
            state.play(move)
            node = node.children[move]
            path.append(node)
        # playout
        depth = 0
        while not state.is_over and depth < know.ROLLOUT_DEPTH:
            legal = options_of(state)
            state.play(know.playout_move(state, legal, rng))
            depth += 1
        reward = rewards(state, judge)
        for n in path:
            n.visits += 1
            if n.mover is not None:
                n.total += reward[n.mover]
    best = max(root.children.values(), key=_surest if open_root else _most_visited)
    assert best.move is not None
    mine = root.children.get(played) if played is not None else None
    return Judgement(best.move, best.total / max(best.visits, 1), iterations, played,
                     mine.total / mine.visits if mine is not None and mine.visits else None)
