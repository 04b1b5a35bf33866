"""Tropicalia benchmark (a script, not collected by pytest).

Prints random games per second at 2 and 4 players (with and without advanced markets),
decisions per game, legal-move calls per second, and the cost of an undo and of an address
round trip. Run: ``python bench/bench_tropicalia.py [seconds per figure]``.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygames  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402


def random_games(players: int, advanced: bool, budget: float) -> tuple[float, float]:
    """Games per second and mean decisions per game, playing uniformly random moves."""
    start = time.perf_counter()
    games = moves = 0
    while time.perf_counter() - start < budget or games == 0:
        g = pygames.new_game("tropicalia", players=players, seed=games,
                             options={"advanced": advanced})
        chooser = Rng(games + 1)
        while not g.is_over:
            g.play(chooser.choice(g.legal_moves()))
            moves += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / games


def legal_calls(budget: float) -> float:
    g = pygames.new_game("tropicalia", players=4, seed=1, options={"advanced": True})
    chooser = Rng(2)
    for _ in range(120):
        g.play(chooser.choice(g.legal_moves()))
    start = time.perf_counter()
    n = 0
    while time.perf_counter() - start < budget:
        with g.edit():  # forget the cached legal moves: each call generates them anew
            pass
        g.legal_moves()
        n += 1
    return n / (time.perf_counter() - start)


def main() -> None:
    budget = float(sys.argv[1]) if len(sys.argv) > 1 else 3.0
    print(f"Tropicalia benchmark (Python {sys.version.split()[0]}, {budget:.1f} s per figure)")
    for players in (2, 4):
        for advanced in (False, True):
            rate, per_game = random_games(players, advanced, budget)
            print(f"  {players} players, advanced={advanced!s:5}: {rate:7.1f} random games/s "
                  f"({per_game:.0f} decisions per game)")
    print(f"  legal_moves() from scratch: {legal_calls(budget):9.0f} calls/s")
    g = pygames.new_game("tropicalia", players=4, seed=3)
    chooser = Rng(4)
    while not g.is_over:
        g.play(chooser.choice(g.legal_moves()))
    start = time.perf_counter()
    fragment = g.to_url_fragment()
    pygames.load(fragment)
    load_ms = (time.perf_counter() - start) * 1000
    start = time.perf_counter()
    g.undo()
    undo_ms = (time.perf_counter() - start) * 1000
    print(f"  whole 4-player game: address {len(fragment)} chars, round trip {load_ms:.1f} ms, "
          f"undo of the last decision {undo_ms:.1f} ms")


if __name__ == "__main__":
    main()
