"""Game review: the hard bot's judgement of every decision of a game, one decision at a time.

For each decision of each seat the hard bot's search (:func:`~pygames.core.bots.search.judge`,
the same search as the hard seat and the Hint) assesses the position before it with the
played choice kept among its root's choices, which gives:

* the mover's estimated win chance *before* the decision (with the bot's choice) and *after*
  the played choice, both from one search tree, and the bot's preferred choice;
* a mark from the drop in win chance (:data:`MARKS`, :func:`mark`);
* where the choices differ, the played choice's cost in the rule set's own terms: the
  measure of :attr:`~pygames.core.registry.BotKnowledge.review_evaluate` (points by default,
  lines still needed in Terra Vista) after each choice and the rest of the mover's turn.

The review is reproducible: its budget is a number of iterations (:func:`budget_for`), not a
time, and its generator is seeded by the game's seed and the ply, so the same game gives the
same marks on every run (the Hint, which has a time budget, reads the same search).
:class:`Review` steps through a game one decision per call, so a caller can interleave it with
other work and stop at any point; its state is a JSON text (:meth:`Review.to_json`) that
resumes where it stopped. Forced decisions (one choice) are passed over, and obvious ones
(the played choice rated as the bot's own after a quarter of the budget) stop there
(:data:`EARLY_SHARE`).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from . import bounded_json
from .bots.evaluation import knowledge
from .bots.search import Budget, Judgement, judge, options_of, turn_outcome
from .game import Game
from .registry import rule_set

#: Iterations of the hard bot's search per decision reviewed (the same on every device, so
#: marks are reproducible). With root priors (TwinStar, Terra Vista, Tropicalia) the search
#: refines the greedy judgement of every candidate, so a small budget already separates the
#: choices; a search without them (Harvest Valley) spreads its iterations over every legal
#: move and gets ``PLAIN_FACTOR`` times as many. ``python bench/bench_review.py`` and
#: ``python bench/bench_browser.py --review`` give the time a whole game takes (docs/speed.md).
ITERATIONS = 32
PLAIN_FACTOR = 4
#: Obvious decisions cost little: a game's review checks each search after a
#: ``1 / EARLY_SHARE`` of its budget and stops it where the search already rates the played
#: choice within ``TIE`` of win chance of its own (``search._settled``): a "best" mark.
#: The rest of the budget goes to the other decisions, whose marks are those of the full
#: search (the same tree, continued). ``python bench/bench_review.py`` prints how the marks
#: agree with a review that spends the whole budget on every decision (docs/speed.md).
EARLY_SHARE = 4
TIE = 0.005
#: The marks, best first, and the drop in win chance (percentage points) from which each of
#: the last four applies: under 2 points the played choice counts as the best one.
MARKS = ("best", "good", "inaccuracy", "mistake", "blunder")
THRESHOLDS = {"good": 2.0, "inaccuracy": 6.0, "mistake": 12.0, "blunder": 24.0}
#: Marks that count as mistakes for the "previous / next mistake" buttons.
MISTAKES = ("inaccuracy", "mistake", "blunder")
FORMAT = 1
#: The longest stored review read back (the app stores texts of at most 1 MiB; a decision
#: takes about a hundred characters).
MAX_TEXT = 1024 * 1024


def evaluate(game: Game, budget: Budget, played: str | None = None) -> Judgement:
    """The one evaluation path of the Hint and the review: the hard bot's search, seeded by
    the game's seed and the ply, with ``played`` (if given) assessed alongside."""
    return judge(game, seed=game.seed, budget=budget, played=played)


def budget_for(game: Game) -> int:
    """The review's iterations per decision for this rule set."""
    return ITERATIONS if knowledge(game.game_id).ROOT_PRIOR else ITERATIONS * PLAIN_FACTOR


def mark(drop: float) -> str:
    """The mark of a choice that lost ``drop`` percentage points of win chance."""
    found = "best"
    for name in MARKS[1:]:
        if drop >= THRESHOLDS[name]:
            found = name
    return found


def move_accuracy(drop: float) -> float:
    """A decision's accuracy in percent from its drop in win chance (percentage points):
    100 for the best choice, about 64 for a drop of 10 points, 40 for 20 (the curve lichess
    uses for chess)."""
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * drop) - 3.1669))


@dataclass(frozen=True)
class Entry:
    """One reviewed decision: the position after ``ply`` moves, where ``seat`` played
    ``played`` and the bot prefers ``best``; win chances in [0, 1]; ``loss``: how much less
    the played choice leaves the seat in the rule set's measure by the end of the turn
    (None where the choices agree)."""

    ply: int
    seat: int
    played: str
    best: str
    before: float
    after: float
    loss: float | None = None

    @property
    def drop(self) -> float:
        """The win chance the played choice lost, in percentage points (0 for the best)."""
        return max(0.0, self.before - self.after) * 100

    @property
    def mark(self) -> str:
        return "best" if self.played == self.best else mark(self.drop)


def assess(game: Game, move: str, iterations: int | None = None, quick: bool = False) -> Entry:
    """The review of one decision: ``move`` played in ``game`` (which is not changed), with
    ``iterations`` (default :func:`budget_for` the rule set); ``quick``: an obvious decision
    stops early (:data:`EARLY_SHARE`)."""
    seat = game.current_player
    if seat is None:
        raise ValueError("the game is over")
    budget = Budget(iterations=iterations or budget_for(game))
    if quick:
        budget.early, budget.tie = max(1, budget.iterations // EARLY_SHARE), TIE
    found = evaluate(game, budget, played=move)
    before = found.value
    after = before if found.move == move or found.played_value is None else found.played_value
    loss = None
    if found.move != move:
        measure = knowledge(game.game_id).review_evaluate
        kept = measure(turn_outcome(game, found.move, game.seed), seat)
        lost = measure(turn_outcome(game, move, game.seed), seat)
        loss = round(kept - lost, 2)
    return Entry(len(game.history), seat, move, found.move, round(before, 3), round(after, 3),
                 loss)


def forced(game: Game, move: str) -> bool:
    """Whether ``move`` was the only choice the bots see here (nothing to review)."""
    options = options_of(game)
    return len(options) == 1 and options[0] == move


def decision(start: Game, moves: Sequence[str], ply: int, iterations: int | None = None,
             quick: bool = True) -> Entry | None:
    """The review of the decision at ``ply`` alone (None where it is forced), exactly as
    :class:`Review` gives it: each decision's search is seeded by the game's seed and its ply
    and reads nothing of the others, so a pool of workers may review different decisions in
    any order and merge them by ply."""
    position = start.clone()
    for move in moves[:ply]:
        position.play(move)
    move = moves[ply]
    if forced(position, move):
        return None
    return assess(position, move, iterations or budget_for(start), quick)


class Review:
    """The review of a game's moves from its start, one decision per :meth:`step`.

    ``start``: the position before the first move (a new game, or a position set by a rule
    set's ``scenario``); ``moves``: the moves played from there. The review keeps the position
    it has reached, so each step replays one move.
    """

    def __init__(self, start: Game, moves: Sequence[str], iterations: int | None = None,
                 quick: bool = True) -> None:
        self.start = start.clone()
        self.moves = list(moves)
        self.iterations = iterations or budget_for(start)
        #: Obvious decisions stop early (:data:`EARLY_SHARE`); False: the whole budget on each.
        self.quick = quick
        self.entries: list[Entry] = []
        #: The moves looked at so far (the next step starts with ``moves[ply]``).
        self.ply = 0
        #: Decisions reviewed elsewhere (a pool of workers, :func:`decision`) beyond ``ply``,
        #: waiting for the ones before them (:meth:`merge`): ply -> entry, None where forced.
        self.found: dict[int, Entry | None] = {}
        self._position: Game | None = None

    @classmethod
    def of(cls, game: Game, iterations: int | None = None, quick: bool = True) -> Review:
        """The review of ``game``'s moves from its setup."""
        start = rule_set(game.game_id).new_game(game.players, game.seed, dict(game.options),
                                                game.rules_version)
        return cls(start, game.history, iterations, quick)

    @property
    def done(self) -> bool:
        return self.ply >= len(self.moves)

    def _at(self) -> Game:
        if self._position is None:
            position = self.start.clone()
            for move in self.moves[:self.ply]:
                position.play(move)
            self._position = position
        return self._position

    def step(self) -> Entry | None:
        """Review the next decision (passing over forced ones); None once all are done."""
        position = self._at()
        while not self.done:
            move = self.moves[self.ply]
            if self.ply in self.found:  # reviewed apart already (merge)
                entry = self.found.pop(self.ply)
            else:
                entry = (None if forced(position, move)
                         else assess(position, move, self.iterations, self.quick))
            position.play(move)
            self.ply += 1
            if entry is not None:
                self.entries.append(entry)
                return entry
        return None

    def steps(self) -> Iterator[Entry]:
        """The remaining decisions' reviews, one per ``next()``."""
        while (entry := self.step()) is not None:
            yield entry

    def run(self) -> Review:
        """Review every decision left (tests and benchmarks)."""
        for _ in self.steps():
            pass
        return self

    def merge(self, found: dict[int, Entry | None], take: bool = True) -> list[Entry]:
        """Decisions reviewed apart (:func:`decision`, in any order): kept until every one
        before them is in, then taken in order, as :meth:`step` would have given them (the
        same entries, since each decision's search reads nothing of the others); ``take``
        False: only kept (a paused review). Returns the entries taken now."""
        self.found.update({ply: entry for ply, entry in found.items()
                           if self.ply <= ply < len(self.moves)})
        taken: list[Entry] = []
        while take and self.ply in self.found:
            self._position = None  # step() replays up to here, should it take over
            entry = self.found.pop(self.ply)
            if entry is not None:
                taken.append(entry)
            self.ply += 1
        self.entries.extend(taken)
        return taken

    def entry_at(self, ply: int) -> Entry | None:
        return next((e for e in self.entries if e.ply == ply), None)

    def seats(self) -> list[SeatSummary]:
        return [summary(self.entries, seat) for seat in range(self.start.players)]

    # ------------------------------------------------------------------ storage
    def to_json(self) -> str:
        """The review so far as compact JSON (the played moves come from the game)."""
        return json.dumps({
            "v": FORMAT, "n": self.iterations, "ply": self.ply, "moves": len(self.moves),
            "e": [row(e) for e in self.entries],
        }, separators=(",", ":"))

    def entry_of(self, data: object, after: int = -1, before: int | None = None) -> Entry:
        """An entry read back from its :func:`row` (stored, or sent by a review worker):
        a decision of these moves after ``after`` and before ``before`` (default: the
        end); ValueError if it is not one."""
        end = len(self.moves) if before is None else before
        if not isinstance(data, list) or len(data) != 6:
            raise ValueError("a damaged review")
        ply, seat, best, before_value, after_value, loss = data
        if not (isinstance(ply, int) and after < ply < end and isinstance(seat, int)
                and 0 <= seat < self.start.players and isinstance(best, str)
                and isinstance(before_value, int | float) and isinstance(after_value, int | float)
                and 0 <= before_value <= 1 and 0 <= after_value <= 1
                and (loss is None or isinstance(loss, int | float))):
            raise ValueError("a damaged review")
        return Entry(ply, seat, self.moves[ply], best, float(before_value), float(after_value),
                     None if loss is None else float(loss))

    @classmethod
    def from_json(cls, text: str, start: Game, moves: Sequence[str]) -> Review:
        """A stored review of these moves, to show or to resume; ValueError if the text is
        damaged or belongs to other moves."""
        try:
            data = bounded_json.loads(text, MAX_TEXT)
            review = cls(start, moves, int(data["n"]))
            if data["v"] != FORMAT or data["moves"] != len(review.moves):
                raise ValueError("a review of another game")
            review.ply = int(data["ply"])
            if not 0 <= review.ply <= len(review.moves) or review.iterations < 1:
                raise ValueError("a damaged review")
            last = -1
            for item in data["e"]:
                entry = review.entry_of(item, last, review.ply)
                review.entries.append(entry)
                last = entry.ply
        except (KeyError, TypeError, AttributeError) as err:
            raise ValueError("a damaged review") from err
        return review


def row(entry: Entry) -> list[object]:
    """An entry as stored (the played move comes from the game): [ply, seat, best, before,
    after, loss]; :meth:`Review.entry_of` reads it back."""
    return [entry.ply, entry.seat, entry.best, entry.before, entry.after, entry.loss]


@dataclass(frozen=True)
class SeatSummary:
    """One seat's review: decisions by mark, its three costliest, an accuracy figure and
    the rule set's measure the better choices would have kept (``saved``; solo games say how
    many rounds or points that is)."""

    seat: int
    decisions: int
    counts: dict[str, int]
    costliest: list[Entry]
    accuracy: float | None
    saved: float


def summary(entries: Sequence[Entry], seat: int) -> SeatSummary:
    mine = [e for e in entries if e.seat == seat]
    counts = {name: sum(1 for e in mine if e.mark == name) for name in MARKS}
    worst = sorted((e for e in mine if e.mark != "best"), key=lambda e: (-e.drop, e.ply))[:3]
    accuracy = (sum(move_accuracy(0.0 if e.mark == "best" else e.drop) for e in mine)
                / len(mine)) if mine else None
    saved = sum(max(0.0, e.loss or 0.0) for e in mine)
    return SeatSummary(seat, len(mine), counts, worst, accuracy, round(saved, 2))
