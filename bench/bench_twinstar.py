"""Benchmark for TwinStar Valley (run as a script; not collected by pytest).

Prints random games per second at 2 and 4 players (and, for the fruit edition, per mode
and player count with the solo bot's median turn time; ``--fruits`` prints only those),
the median time of one decision (``legal_moves()`` + ``play()`` + the view) in CPython,
and the address length of a complete 4-player game.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygames  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402
from pygames.twinstar import view  # noqa: E402


def random_play(players: int, seed: int) -> pygames.Game:
    game = pygames.new_game("twinstar", players=players, seed=seed)
    rng = Rng(seed * 31 + 7)
    while not game.is_over:
        game.play(rng.choice(game.legal_moves()))
    return game


def games_per_second(players: int, seconds: float = 3.0) -> float:
    start = time.perf_counter()
    n = 0
    while time.perf_counter() - start < seconds:
        random_play(players, n)
        n += 1
    return n / (time.perf_counter() - start)


def decision_times(players: int, games: int = 5) -> list[float]:
    times = []
    for seed in range(games):
        game = pygames.new_game("twinstar", players=players, seed=seed)
        rng = Rng(seed)
        while not game.is_over:
            t0 = time.perf_counter()
            moves = game.legal_moves()
            game.play(rng.choice(moves))
            view.board(game, "en")
            times.append(time.perf_counter() - t0)
    return times


def fruit_games_per_second(players: int, mode: str, seconds: float = 2.0) -> float:
    start = time.perf_counter()
    n = 0
    while time.perf_counter() - start < seconds:
        game = pygames.new_game("twinstar", players=players, seed=n,
                                options={"edition": "fruits", "mode": mode})
        rng = Rng(n * 31 + 7)
        while not game.is_over:
            game.play(rng.choice(game.legal_moves()))
        n += 1
    return n / (time.perf_counter() - start)


def bot_decision_times(games: int = 8) -> list[float]:
    """Solo mode: the time of each whole bot turn (its placement and every decision in it)."""
    from pygames.twinstar import solo

    times = []
    original = solo.bot_turn

    def timed(game: solo.SoloTwinStar) -> None:
        t0 = time.perf_counter()
        original(game)
        times.append(time.perf_counter() - t0)

    solo.bot_turn = timed
    try:
        for seed in range(games):
            game = pygames.new_game("twinstar", players=1, seed=seed,
                                    options={"edition": "fruits"})
            rng = Rng(seed)
            while not game.is_over:
                game.play(rng.choice(game.legal_moves()))
    finally:
        solo.bot_turn = original
    return times


def fruits() -> None:
    for mode, counts in (("basic", (1, 2, 3, 4)), ("advanced", (2, 3, 4))):
        for players in counts:
            rate = fruit_games_per_second(players, mode)
            label = "solo" if players == 1 else f"{players} players"
            print(f"fruits {mode}, {label}: {rate:.1f} random games per second")
    t = bot_decision_times()
    print(f"fruits solo bot: median {statistics.median(t) * 1000:.2f} ms per bot turn "
          f"(p95 {sorted(t)[int(len(t) * 0.95)] * 1000:.2f} ms, {len(t)} turns)")


def main() -> None:
    if "--fruits" in sys.argv:
        fruits()
        return
    for players in (2, 4):
        print(f"random games per second, {players} players: {games_per_second(players):.1f}")
    for players in (2, 4):
        t = decision_times(players)
        print(f"median legal_moves()+play()+view, {players} players: "
              f"{statistics.median(t) * 1000:.2f} ms (p95 {sorted(t)[int(len(t) * 0.95)] * 1000:.2f} ms)")
    lengths = [len(random_play(4, s).to_url_fragment()) for s in range(10)]
    game = random_play(4, 0)
    print(f"address length of a complete 4-player game: {len(game.to_url_fragment())} characters "
          f"({len(game.history)} moves; median over 10 games {statistics.median(lengths):.0f})")
    fruits()


if __name__ == "__main__":
    main()
