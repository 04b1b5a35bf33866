"""Terra Vista benchmark (a script, not collected by pytest).

Prints random games per second at 1, 2, 4 and 6 players, the average rounds and decisions
of a random game, the address length of complete 6-player games, and what the bots pay for
a position: clones per second and a hard decision (150 iterations) in a 2-player mid-game.

    python bench/bench_terra_vista.py [--seconds 3]
    python bench/bench_terra_vista.py --digest [GAMES]

``--digest`` prints a hash of what the evaluation decides instead: the exact estimate of
:func:`~pygames.terra_vista.planner.lines_to_finish` for every seat at every position of
seeded random games, the moves and values of seeded hard-bot games, and the review of
bench_review's game (every entry); a faster evaluation must leave all three unchanged.
"""

from __future__ import annotations

import argparse
import hashlib
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from playthrough import random_game  # noqa: E402


def games_per_second(players: int, seconds: float) -> tuple[float, float, float]:
    start = time.perf_counter()
    games, rounds, moves = 0, 0, 0
    while time.perf_counter() - start < seconds:
        game = random_game("terra_vista", players, 10_000 + games)
        games += 1
        rounds += game.round  # type: ignore[attr-defined]
        moves += len(game.history)
    elapsed = time.perf_counter() - start
    return games / elapsed, rounds / games, moves / games


def bot_costs() -> tuple[float, float]:
    """Clones per second and seconds per hard decision (150 iterations) at a fixed mid-game."""
    from pygames.core.bots import Budget, decide
    from pygames.terra_vista import ai

    game = random_game("terra_vista", 2, 3)
    while len(game.history) > 40:
        game.undo()
    start = time.perf_counter()
    count = 0
    while time.perf_counter() - start < 1.0:
        game.clone()
        count += 1
    clones = count / (time.perf_counter() - start)
    times = []
    for seed in range(5):
        ai.clear_cache()  # each decision from a cold evaluation cache, like the first one
        start = time.perf_counter()
        decide(game, "hard", seed=seed, budget=Budget(150))
        times.append(time.perf_counter() - start)
    return clones, statistics.median(times)


def _hash(items: list[object]) -> str:
    return hashlib.sha256(repr(items).encode()).hexdigest()[:16]


def digests(games: int) -> dict[str, str]:
    """Hashes of the evaluation's estimates, the hard bot's choices and a game's review."""
    import pygames
    from pygames.core import review
    from pygames.core.bots import Budget, decide
    from pygames.terra_vista import ai, planner

    estimates: list[object] = []
    for seed in range(games):
        random_game("terra_vista", 2 + seed % 3, 500 + seed, check=lambda g: estimates.append(
            [planner.lines_to_finish(g, s) for s in range(g.players)]))  # type: ignore[arg-type]
    choices: list[object] = []
    for seed in range(max(1, games // 4)):
        ai.clear_cache()
        game = pygames.new_game("terra_vista", players=2, seed=700 + seed)
        while not game.is_over and len(game.history) < 60:
            found = decide(game, "hard", seed=seed, budget=Budget(60))
            choices.append((found.move, round(found.value, 9)))
            game.play(found.move)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_review import finished_game

    ai.clear_cache()
    reviewed = review.Review.of(finished_game("terra_vista", {})).run()
    return {"estimates": _hash(estimates), "bot": _hash(choices),
            "review": _hash([repr(e) for e in reviewed.entries])}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--digest", type=int, nargs="?", const=12, default=None,
                        metavar="GAMES", help="print the evaluation's digests (default 12 games)")
    args = parser.parse_args()
    if args.digest is not None:
        for name, value in digests(args.digest).items():
            print(f"{name}: {value}")
        return
    for players in (1, 2, 4, 6):
        rate, rounds, moves = games_per_second(players, args.seconds)
        print(f"{players} players: {rate:7.1f} random games/s "
              f"({rounds:.1f} rounds, {moves:.0f} decisions per game)")
    lengths = [len(random_game("terra_vista", 6, seed).to_url_fragment()) for seed in range(20)]
    print(f"address of a complete 6-player random game: median {statistics.median(lengths):.0f}"
          f" chars (min {min(lengths)}, max {max(lengths)})")
    clones, decision = bot_costs()
    print(f"bots, 2-player mid-game: {clones:,.0f} clones/s, hard decision (150 iterations) "
          f"{decision * 1000:.0f} ms (median of 5)")


if __name__ == "__main__":
    main()
