"""Arena: seeded bot-against-bot games in parallel processes, with win rates and margins.

    python -m pygames.arena harvest_valley --players 2 --games 200 --seats hard,easy
    python -m pygames.arena tropicalia --players 2 --games 100 --seats hard,normal --iterations 300
    python -m pygames.arena twinstar --option edition=gems --players 4 --games 200 \
        --seats hard@150,hard@40,hard@150,hard@40

A seat ``hard@N`` is the hard bot at N iterations per decision (a plain ``hard`` gets
``--iterations``), so one search budget can be played against another. Seats rotate from game
to game so that no level always moves first. A level's win rate is the share of games it won
(a shared win counts as a fraction; a level on several seats wins a game when any of them
does); the interval is Wilson's 95% score interval over the games. The margin is the level's
score minus the best score of the other levels' seats, averaged over its seats.
"""

from __future__ import annotations

import argparse
import math
import os
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

import pygames
from pygames.core.bots import Budget, decide
from pygames.core.numbers import is_number

#: More moves than any real game has: a game past it is a bug (bots cycling), not a result.
MOVE_CAP = 20_000


def play_one(job: tuple[str, int, int, list[str], int, dict[str, Any]]) -> dict[str, Any]:
    game_id, players, seed, seats, iterations, options = job
    game = pygames.new_game(game_id, players=players, seed=seed, options=options)
    while not game.is_over:
        if len(game.history) > MOVE_CAP:  # bots stuck in a cycle of moves: say so, loudly
            raise RuntimeError(f"{game_id} seed {seed}: no end after {MOVE_CAP} moves ({seats})")
        seat = game.current_player
        assert seat is not None
        level, budget = seat_level(seats[seat], iterations)
        move = decide(game, level, seed=seed * 31 + seat, budget=Budget(budget)).move
        game.play(move)
    scores = game.scores()
    winners = game.winners()
    return {"seats": seats, "scores": scores, "winners": winners, "moves": len(game.history)}


def seat_level(seat: str, iterations: int) -> tuple[str, int]:
    """A seat's bot level and its iterations per decision: ``hard@150`` or ``hard``."""
    level, _, count = seat.partition("@")
    if count and not (is_number(count) and int(count) > 0):
        raise SystemExit(f"a seat's iterations must be a positive number: {seat!r}")
    return level, int(count) if count else iterations


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def run(game_id: str, players: int, games: int, seats: list[str], iterations: int,
        options: dict[str, Any], workers: int, first_seed: int = 1) -> dict[str, Any]:
    if len(seats) != players:
        raise SystemExit(f"--seats needs {players} levels, got {len(seats)}")
    jobs = []
    for i in range(games):
        shift = i % players
        rotated = seats[shift:] + seats[:shift]
        jobs.append((game_id, players, first_seed + i, rotated, iterations, options))
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(play_one, jobs, chunksize=1))
    wins: dict[str, float] = defaultdict(float)
    count: dict[str, int] = defaultdict(int)
    margin: dict[str, float] = defaultdict(float)
    for r in results:
        for seat, level in enumerate(r["seats"]):
            count[level] += 1
            if seat in r["winners"]:
                wins[level] += 1 / len(r["winners"])
            others = [s for i, s in enumerate(r["scores"]) if r["seats"][i] != level]
            margin[level] += r["scores"][seat] - (max(others) if others else 0)
    return {"results": results, "wins": dict(wins), "count": dict(count), "margin": dict(margin)}


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m pygames.arena", description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seats", default="hard,easy", help="comma-separated levels, one per seat")
    parser.add_argument("--iterations", type=int, default=300, help="hard bot's iterations per decision")
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    options: dict[str, Any] = {}
    for item in args.option:
        name, _, value = item.partition("=")
        options[name] = {"true": True, "false": False}.get(value, int(value) if is_number(value) else value)
    seats = args.seats.split(",")
    start = time.perf_counter()
    out = run(args.game, args.players, args.games, seats, args.iterations, options, args.workers, args.seed)
    elapsed = time.perf_counter() - start
    print(f"{args.game}, {args.players} players, {args.games} games, seats {','.join(seats)}, "
          f"hard iterations {args.iterations}, {elapsed:.0f} s")
    for level in dict.fromkeys(seats):
        n = out["count"][level]
        games_with = n // seats.count(level)  # the games it played, whatever its seats
        rate = out["wins"].get(level, 0.0) / games_with
        lo, hi = wilson(out["wins"].get(level, 0.0), games_with)
        print(f"  {level:9s} win rate {rate:6.1%}  95% CI [{lo:5.1%}, {hi:5.1%}]  "
              f"mean margin {out['margin'][level] / n:+.1f}  ({games_with} games, {n} seat-games)")


if __name__ == "__main__":
    main()
