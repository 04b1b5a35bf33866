"""Benchmark (not a test): random games per second and address lengths, per rule set.

    python tests/bench_rules.py                  # every rule set, every player count
    python tests/bench_rules.py harvest_valley --games 200

Prints, for each player count, complete random games per second (legal_moves + play only,
the chooser seeded apart from the game) and the address length of a complete game.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygames  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402


def play_random(game_id: str, players: int, seed: int) -> pygames.Game:
    game = pygames.new_game(game_id, players=players, seed=seed)
    chooser = Rng(seed + 1)
    while not game.is_over:
        moves = game.legal_moves()
        game.play(moves[chooser.below(len(moves))])
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="rule set ids (default: all)")
    parser.add_argument("--games-per-count", "--games", type=int, default=100, dest="count")
    args = parser.parse_args()
    catalogue = {g["id"]: g for g in pygames.games()}
    for game_id in args.games or list(catalogue):
        lo, hi = catalogue[game_id]["players"]
        for players in range(lo, hi + 1):
            start = time.perf_counter()
            lengths, moves = [], []
            for seed in range(args.count):
                game = play_random(game_id, players, seed)
                lengths.append(len(game.to_url_fragment()))
                moves.append(len(game.history))
            elapsed = time.perf_counter() - start
            print(f"{game_id:16s} {players} players: {args.count / elapsed:8.1f} random games/s, "
                  f"{statistics.mean(moves):6.1f} decisions/game, address of a complete game "
                  f"median {statistics.median(lengths):.0f} chars (max {max(lengths)})")


if __name__ == "__main__":
    main()
