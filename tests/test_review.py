"""The game review (pygames/core/review.py): marks on positions where the better choice is
known, a whole game step by step, reproducibility and storage.

Each known position is checked exhaustively first (both moves played to the end of the game):
one choice wins, another loses. The review must mark the losing choice as a mistake
or worse and name the winning choice as the bot's.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import deque
from pathlib import Path

import pytest

import pygames
from pygames.core import review
from pygames.core.bots import Budget, decide
from pygames.core.game import Game
from pygames.core.review import MARKS, Entry, Review, assess, mark, move_accuracy, summary
from pygames.terra_vista import scenario as tv_scenario
from pygames.terra_vista.rules import TRACKS, TerraVista
from pygames.twinstar import scenario as ts_scenario

ROOT = Path(__file__).resolve().parent.parent


def _reached(game_id: str, options: dict, seed: int, ply: int, level: str) -> Game:
    """A 2-player game of bots of ``level`` after ``ply`` moves (a real position)."""
    game = pygames.new_game(game_id, players=2, seed=seed, options=options)
    while len(game.history) < ply:
        game.play(decide(game, level, seed=game.seed).move)
    return game


def _winners_after(game: Game, move: str, finish: str = "forced") -> list[int]:
    """The winners once the game ends after ``move``: the decisions left are forced
    (``forced``) or played as the first legal move (``first``: a rival's last line, or
    keeping the fruit left after a discard, neither of which changes the result)."""
    child = game.clone()
    child.play(move)
    while not child.is_over:
        options = child.legal_moves()
        assert finish == "first" or len(options) == 1, "not a last decision"
        child.play(options[0])
    return child.winners()


def _check(game: Game, winning: str, losing: str, finish: str = "forced") -> None:
    """``winning`` wins outright, ``losing`` does not; the review marks ``losing`` a mistake
    or worse and names ``winning`` as the bot's choice, and marks ``winning`` best."""
    seat = game.current_player
    assert _winners_after(game, winning, finish) == [seat]
    after = _winners_after(game, losing, finish)
    assert seat not in after or len(after) > 1
    entry = assess(game, losing)
    assert entry.mark in ("mistake", "blunder"), entry
    assert entry.best == winning, entry
    assert entry.seat == seat and entry.played == losing and entry.after < entry.before
    best = assess(game, winning)
    assert best.mark == "best" and best.best == winning and best.loss is None


# ---------------------------------------------------------------------- known positions
def test_harvest_valley_last_river_card() -> None:
    """The last card taken from the river: R1 leaves Player 2 a point ahead, R2 a tie that
    the tie-break gives to Player 1."""
    game = _reached("harvest_valley", {}, 15, 49, "easy")
    _check(game, "R1", "R2")


def test_twinstar_gems_last_disc() -> None:
    """Round 3, Player 1's last disc: Mine on d4 ends the game 17–16, e4 ends it 15–16."""
    game = _reached("twinstar", {"edition": "gems"}, 4, 60, "normal")
    _check(game, "place d4", "place e4")


def test_twinstar_fruits_end_of_the_last_build() -> None:
    """Player 2 builds at the very end with credits 24–25 (set by the scenario): ending the
    turn keeps the one-credit lead, a road on A18 costs a credit too many and loses."""
    game = _reached("twinstar", {"edition": "fruits"}, 2, 43, "normal")
    ts_scenario.credits(game, [24, 25])
    _check(game, "done", "road A18")


def test_tropicalia_putting_fruit_back_before_scoring() -> None:
    """Before scoring (rules 2) Player 1 holds 56 points to 55: keeping the fruit wins, a
    fruit put back of one's own will ties at 55 and the tie-break (shells) goes to Player 2.
    Bots never weigh that discard themselves: the review still judges it."""
    game = _reached("tropicalia", {}, 4, 0, "normal")
    while game.phase != "score":
        game.play(decide(game, "normal", seed=game.seed).move)
    game.play("keep")  # Player 2 scores first
    assert game.current_player == 0 and game.scores() == [56, 55]
    _check(game, "keep", "discard coconut", finish="first")


def _path(game: TerraVista, seat: int, start: int, end: int) -> list[int]:
    """Spaces of a shortest path between two spaces of the seat's map."""
    m = game.map_of(seat)
    came: dict[int, int | None] = {start: None}
    queue = deque([start])
    while queue:
        at = queue.popleft()
        for k in m.incident[at]:
            a, b = m.edges[k]
            other = b if a == at else a
            if other not in came:
                came[other] = at
                queue.append(other)
    spaces = [end]
    while (back := came[spaces[-1]]) is not None:
        spaces.append(back)
    return spaces[::-1]


def terra_vista_last_line() -> tuple[TerraVista, str]:
    """The first player to draw needs one more olive step (every other track is at the
    goal) and a line from a market to an olive tree lacks its last line; the other player is
    already at the goal with fewer steps. The dice allow that last line: drawn, both finish
    and the first player has more steps; any other line, only the rival finishes."""
    game = tv_scenario.on_map(players=2, seed=1, map_id=0)
    first, other = game.order
    m = game.map_of(first)
    olive, track = next((s, t) for s, t in m.fruits if TRACKS[t] == "olive")
    spaces = _path(game, first, min(m.market_spaces), olive)
    lines = [m.edge_index[(min(a, b), max(a, b))]
             for a, b in zip(spaces, spaces[1:], strict=False)]
    tv_scenario.draw(game, first, lines[:-1])
    tv_scenario.roll(game, m.terrain[spaces[-2]], m.terrain[spaces[-1]])
    goal = [game.board.goal_steps(t) for t in range(len(TRACKS))]
    tv_scenario.horses(game, first, [g + (1 if t != track else -1) for t, g in enumerate(goal)])
    tv_scenario.horses(game, other, goal)
    return game, m.line_names[lines[-1]]


def test_terra_vista_the_line_that_reaches_the_goal() -> None:
    game, winning = terra_vista_last_line()
    losing = next(m for m in game.legal_moves() if "-" in m and m != winning)
    _check(game, winning, losing, finish="first")
    entry = assess(game, losing)
    assert entry.loss is not None and entry.loss > 0  # more lines still needed


# ---------------------------------------------------------------------- marks and figures
def test_marks_follow_the_thresholds() -> None:
    assert mark(0.0) == "best" and mark(1.9) == "best"
    assert [mark(review.THRESHOLDS[name]) for name in MARKS[1:]] == list(MARKS[1:])
    assert mark(99) == "blunder"
    assert move_accuracy(0) == pytest.approx(100, abs=0.01) and move_accuracy(100) >= 0
    assert 60 < move_accuracy(10) < 70 and 35 < move_accuracy(20) < 45


def test_summary_counts_costliest_and_savings() -> None:
    entries = [Entry(0, 0, "a", "a", 0.6, 0.6), Entry(2, 0, "b", "c", 0.6, 0.3, 4.0),
               Entry(4, 0, "d", "e", 0.5, 0.45, 1.0), Entry(6, 0, "f", "g", 0.5, 0.4, -1.0),
               Entry(8, 0, "h", "i", 0.5, 0.49, 0.5), Entry(1, 1, "x", "y", 0.4, 0.1)]
    mine = summary(entries, 0)
    assert mine.decisions == 5 and sum(mine.counts.values()) == 5
    assert mine.counts["best"] == 2 and mine.counts["blunder"] == 1
    assert [e.ply for e in mine.costliest] == [2, 6, 4]
    assert mine.saved == 5.5  # the costs of the choices that lost some, gains not netted
    assert 0 < mine.accuracy < 100
    assert summary(entries, 1).costliest[0].mark == "blunder"
    assert summary([], 0).accuracy is None


# ---------------------------------------------------------------------- a whole game
def _easy_game(game_id: str = "harvest_valley", seed: int = 3, **options: object) -> Game:
    game = pygames.new_game(game_id, players=2, seed=seed, options=dict(options))
    while not game.is_over:
        game.play(decide(game, "easy", seed=game.seed).move)
    return game


def test_a_game_is_reviewed_one_decision_per_step() -> None:
    game = _easy_game()
    steps = Review.of(game, iterations=16)
    first = steps.step()
    assert first is not None and steps.ply == first.ply + 1 and not steps.done
    rest = list(steps.steps())
    assert steps.done and steps.step() is None
    entries = [first, *rest]
    assert entries == steps.entries
    assert [e.ply for e in entries] == sorted({e.ply for e in entries})
    position = pygames.new_game(game.game_id, 2, game.seed)
    for ply, move in enumerate(game.history):
        entry = steps.entry_at(ply)
        assert (entry is None) == review.forced(position, move)
        if entry is not None:
            assert entry.played == move and entry.seat == position.current_player
            assert position.is_legal(entry.best) and 0 <= entry.after <= 1
        position.play(move)
    assert {s.seat for s in steps.seats()} == {0, 1}


def test_a_stored_review_resumes_where_it_stopped_with_the_same_result() -> None:
    game = _easy_game("twinstar", seed=5, edition="gems")
    whole = Review.of(game, iterations=8).run()
    part = Review.of(game, iterations=8)
    for _ in range(5):
        part.step()
    text = part.to_json()
    assert json.loads(text)["ply"] == part.ply and "played" not in text
    again = Review.from_json(text, part.start, game.history)
    assert again.entries == part.entries and again.ply == part.ply
    again.run()
    assert again.entries == whole.entries and again.to_json() == whole.to_json()


@pytest.mark.parametrize("damage", [
    lambda d: d.update(moves=d["moves"] + 1),  # a review of other moves
    lambda d: d["e"][0].__setitem__(3, 1.5),  # a win chance above 1
    lambda d: d["e"].reverse(),  # plies out of order
    lambda d: d.update(v=99),
    lambda d: d.pop("e"),
])
def test_a_damaged_stored_review_is_refused(damage: object) -> None:
    game = _easy_game()
    done = Review.of(game, iterations=4)
    for _ in range(4):
        done.step()
    data = json.loads(done.to_json())
    damage(data)
    with pytest.raises(ValueError):
        Review.from_json(json.dumps(data), done.start, game.history)
    with pytest.raises(ValueError):
        Review.from_json("not json at all {", done.start, game.history)


def test_the_review_is_seeded_by_the_game_and_repeats_in_other_processes() -> None:
    """Same game, same marks: in this process twice and in two interpreters with other hash
    seeds (nothing depends on set or dict order of strings)."""
    game = _easy_game("tropicalia", seed=2)
    fragment = game.to_url_fragment()
    here = Review.of(game, iterations=8)
    for _ in range(12):
        here.step()
    assert Review.of(game, iterations=8).run().entries[:len(here.entries)] == here.entries
    code = ("import sys, pygames\nfrom pygames.core.review import Review\n"
            "r = Review.of(pygames.load(sys.argv[1]), iterations=8)\n"
            "for _ in range(12): r.step()\nprint(r.to_json())")
    outs = []
    for seed in ("1", "777"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        done = subprocess.run([sys.executable, "-c", code, fragment], capture_output=True,
                              text=True, env=env, cwd=ROOT, check=True, timeout=600)
        outs.append(done.stdout.strip())
    assert outs[0] == outs[1] == here.to_json()


def test_hint_and_review_read_the_same_search() -> None:
    """The Hint is the review's evaluation with a time budget: with the same iterations both
    give the same choice and win chance at a position."""
    from pygames.app.table import seats

    game = _reached("twinstar", {"edition": "gems"}, 4, 30, "normal")
    entry = assess(game, game.legal_moves()[0], iterations=20)
    judged = review.evaluate(game, Budget(iterations=20))
    assert (judged.move, round(judged.value, 3)) == (entry.best, entry.before)
    assert decide(game, "hard", seed=game.seed, budget=Budget(iterations=20)).move == judged.move
    hinted = seats.hint(game, hard_seconds=0.05)
    assert game.is_legal(hinted.move) and hinted.iterations > 0


def test_a_forced_decision_is_passed_over() -> None:
    """A decision the bots see one choice for (Terra Vista's first line here: one line
    matches the dice; under rules 2 the other legal moves only select a space) is not
    reviewed."""
    game = pygames.new_game("terra_vista", players=2, seed=11, rules=2)
    only = review.options_of(game)
    assert len(only) == 1 and len(game.legal_moves()) > 1
    steps = Review(game, [only[0]])
    assert steps.step() is None and steps.done and steps.entries == []


# ---------------------------------------------------------------------- the early stop
def _played_game(game_id: str, seed: int, options: dict, plies: int) -> Game:
    """``plies`` moves of a 2-player game, the easy bot against the normal bot (as
    ``bench/bench_review.py`` plays them)."""
    game = pygames.new_game(game_id, players=2, seed=seed, options=options)
    while not game.is_over and len(game.history) < plies:
        game.play(decide(game, "easy" if game.current_player == 0 else "normal",
                         seed=game.seed).move)
    return game


@pytest.mark.parametrize(("game_id", "options"), [
    ("harvest_valley", {}), ("twinstar", {"edition": "gems"}),
    ("twinstar", {"edition": "fruits"}), ("tropicalia", {}), ("terra_vista", {})])
def test_the_quick_review_marks_as_the_full_budget_does(game_id: str, options: dict) -> None:
    """Obvious decisions stop after a quarter of the budget: every decision the full-budget
    review marks a mistake or blunder is still one, no decision it marks best or good becomes
    an inaccuracy or worse, a decision that did not stop is reviewed exactly as with the full
    budget, and some decisions do stop (their search ran a quarter of its iterations)."""
    game = _played_game(game_id, 11, options, 24)
    quick = Review.of(game).run()
    full = Review.of(game, quick=False).run()
    assert [e.ply for e in quick.entries] == [e.ply for e in full.entries]
    stopped = []
    for fast, whole in zip(quick.entries, full.entries, strict=True):
        if whole.mark in ("mistake", "blunder"):
            assert fast.mark in review.MISTAKES, (fast, whole)
        if fast.mark in review.MISTAKES:
            assert whole.mark in review.MISTAKES, (fast, whole)
        if fast != whole:
            assert fast.mark == "best", (fast, whole)
            stopped.append(fast.ply)
    assert stopped
    position = Review.of(game).start
    for move in game.history[:stopped[0]]:
        position.play(move)
    budget = Budget(iterations=quick.iterations, early=quick.iterations // review.EARLY_SHARE,
                    tie=review.TIE)
    played = game.history[stopped[0]]
    assert review.evaluate(position, budget, played).iterations == budget.early


def test_decisions_reviewed_apart_in_any_order_give_the_same_review() -> None:
    """What a pool of workers would do: two workers take every other decision, each from
    the last one back, and the merge by ply equals the review of the game in turn."""
    game = _easy_game("twinstar", seed=5, edition="gems")
    whole = Review.of(game, iterations=8).run()
    start = Review.of(game).start
    merged = []
    for worker in (0, 1):
        for ply in reversed(range(worker, len(game.history), 2)):
            entry = review.decision(start, game.history, ply, iterations=8)
            if entry is not None:
                merged.append(entry)
    assert sorted(merged, key=lambda e: e.ply) == whole.entries
