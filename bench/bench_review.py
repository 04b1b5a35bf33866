"""Benchmark of the game review in CPython (a script, not a test).

    python bench/bench_review.py [--iterations N] [--seed S] [--no-full]

For each rule set, a complete 2-player game (Player 1 the easy bot, Player 2 the normal bot,
seeded) is reviewed at the default budget (``pygames.core.review.budget_for``) one decision
at a time, as the app does (obvious decisions stop early): prints the moves and decisions
reviewed, the time to the first result, the time for the whole game (wall and CPU), the
slowest decision, and the marks per seat. Then, unless ``--no-full``, the same game reviewed
with the whole budget on every decision (``Review(quick=False)``, the review before the early
stop): its CPU time and how the marks agree (:func:`agreement`).
``python bench/bench_browser.py --review`` measures the same games in the app in Chromium.
"""

from __future__ import annotations

import argparse
import importlib
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import pygames  # noqa: E402
from pygames.core import review  # noqa: E402
from pygames.core.bots import decide  # noqa: E402
from pygames.core.game import Game  # noqa: E402

RULE_SETS = (("harvest_valley", {}), ("twinstar", {"edition": "gems"}),
             ("twinstar", {"edition": "fruits"}), ("tropicalia", {}), ("terra_vista", {}))
SEED = 11


def finished_game(game_id: str, options: dict, seed: int = SEED) -> Game:
    """A complete 2-player game: the easy bot against the normal bot."""
    game = pygames.new_game(game_id, players=2, seed=seed, options=options)
    while not game.is_over:
        level = "easy" if game.current_player == 0 else "normal"
        game.play(decide(game, level, seed=game.seed).move)
    return game


def agreement(quick: list[review.Entry], full: list[review.Entry]) -> dict[str, int]:
    """How a quick review's marks compare with the full-budget review's, decision by decision:
    ``same`` marks; ``missed``: a mistake or blunder of the full review that the quick one
    marks better than inaccuracy; ``false``: a decision the quick review marks inaccuracy or
    worse that the full review marks best or good; ``decisions``: how many."""
    marks = {e.ply: e.mark for e in full}
    bad = ("mistake", "blunder")
    found = {e.ply: e.mark for e in quick}
    return {
        "decisions": len(marks),
        "same": sum(1 for ply, m in marks.items() if found.get(ply) == m),
        "missed": sum(1 for ply, m in marks.items() if m in bad
                      and found.get(ply) not in (*bad, "inaccuracy")),
        "false": sum(1 for ply, m in found.items() if m in review.MISTAKES
                     and marks.get(ply) in ("best", "good")),
    }


def timed(steps: review.Review) -> tuple[list[float], float, float]:
    """Review every decision one step at a time, from cold evaluation caches (as in the app,
    where the game comes from its address): each step's wall time, the whole wall time, the
    whole CPU time."""
    clear = getattr(importlib.import_module(f"pygames.{steps.start.game_id}.ai"), "clear_cache",
                    None)
    if clear is not None:
        clear()
    times = []
    t0, c0 = time.perf_counter(), time.process_time()
    while True:
        t = time.perf_counter()
        if steps.step() is None:
            break
        times.append(time.perf_counter() - t)
    return times, time.perf_counter() - t0, time.process_time() - c0


def label(game_id: str, options: dict) -> str:
    return game_id + (f" {options['edition']}" if options else "")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=None,
                        help="per decision (default: the review's budget for each rule set)")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--no-full", action="store_true",
                        help="skip the full-budget review and the agreement")
    args = parser.parse_args()
    print(f"review of a complete 2-player game (easy vs normal, seed {args.seed}), "
          f"CPython {sys.version.split()[0]}")
    for game_id, options in RULE_SETS:
        game = finished_game(game_id, options, args.seed)
        steps = review.Review.of(game, args.iterations)
        times, total, cpu = timed(steps)
        marks = [Counter(e.mark for e in steps.entries if e.seat == s) for s in (0, 1)]
        words = [", ".join(f"{m} {c[m]}" for m in review.MARKS if c[m]) for c in marks]
        print(f"  {label(game_id, options):<16} {steps.iterations:3d} iterations, "
              f"{len(game.history):3d} moves, "
              f"{len(steps.entries):3d} decisions: first result {times[0]:.2f} s, whole game "
              f"{total:.1f} s, CPU {cpu:.1f} s (decision median "
              f"{statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms); "
              f"easy: {words[0]}; normal: {words[1]}")
        if args.no_full:
            continue
        full = review.Review.of(game, args.iterations, quick=False)
        _, _, full_cpu = timed(full)
        agree = agreement(steps.entries, full.entries)
        print(f"  {'':<16} full budget CPU {full_cpu:.1f} s ({cpu / full_cpu:.0%} of it); "
              f"marks as the full review's: {agree['same']}/{agree['decisions']}, mistakes "
              f"missed {agree['missed']}, false ones {agree['false']}")


if __name__ == "__main__":
    main()
