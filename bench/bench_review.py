"""Benchmark of the game review in CPython (a script, not a test).

    python bench/bench_review.py [--iterations N] [--seed S]

For each rule set, a complete 2-player game (Player 1 the easy bot, Player 2 the normal bot,
seeded) is reviewed at the default budget (``pygames.core.review.budget_for``) one decision
at a time, as the app does: prints the moves and decisions reviewed, the time to the first
result, the time for the whole game, the slowest decision, and the marks per seat.
``python bench/bench_browser.py --review`` measures the same games in the app in Chromium.
"""

from __future__ import annotations

import argparse
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


def label(game_id: str, options: dict) -> str:
    return game_id + (f" {options['edition']}" if options else "")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=None,
                        help="per decision (default: the review's budget for each rule set)")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args()
    print(f"review of a complete 2-player game (easy vs normal, seed {args.seed}), "
          f"CPython {sys.version.split()[0]}")
    for game_id, options in RULE_SETS:
        game = finished_game(game_id, options, args.seed)
        steps = review.Review.of(game, args.iterations)
        times = []
        t0 = time.perf_counter()
        while True:
            t = time.perf_counter()
            if steps.step() is None:
                break
            times.append(time.perf_counter() - t)
        total = time.perf_counter() - t0
        marks = [Counter(e.mark for e in steps.entries if e.seat == s) for s in (0, 1)]
        words = [", ".join(f"{m} {c[m]}" for m in review.MARKS if c[m]) for c in marks]
        print(f"  {label(game_id, options):<16} {steps.iterations:3d} iterations, "
              f"{len(game.history):3d} moves, "
              f"{len(steps.entries):3d} decisions: first result {times[0]:.2f} s, whole game "
              f"{total:.1f} s (decision median {statistics.median(times) * 1000:.0f} ms, max "
              f"{max(times) * 1000:.0f} ms); easy: {words[0]}; normal: {words[1]}")


if __name__ == "__main__":
    main()
