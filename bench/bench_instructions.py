"""Benchmark (not a test): instructions per random TwinStar step, counted by Valgrind.

    python bench/bench_instructions.py                  # every TwinStar mode
    python bench/bench_instructions.py gems:2 solo:1 --games 50
    python bench/bench_instructions.py --plain          # games as bench_rules.py plays them

CPU time varies with the machine's load by several per cent; the instructions a fixed set
of games takes do not, so two versions of the rules compare exactly, run after run, on a
busy machine. For each configuration it runs the same seeded random games (``--acting``,
as ``bench_rules.py --acting`` plays them) under ``valgrind --tool=callgrind``, once with
no games to take away the start-up (string hashing fixed, so a set's order and the count
do not vary between runs), and prints instructions per step and a digest of the games'
moves and scores: equal digests mean the two versions played the same games.
``--plain`` plays uniformly random legal games instead, as ``bench_rules.py`` plays them by
default (the speed issue's steps/s); copied into an older checkout beside its
``bench_rules.py``, it measures that checkout's rules on the same footing.
Needs ``valgrind`` (Debian's package); about a minute per configuration.

``--misses`` counts, under ``valgrind --tool=cachegrind --cache-sim=yes``, what a step costs
besides its instructions: the first-level instruction and data cache misses (the simulated
32 KiB caches of this machine). It plays ``--games`` games (default 40) and twice as many,
and prints the difference per step, so the per-process caches the first games fill and the
imports do not count: that is what a step costs in a long benchmark. The misses per step
shrink far less than the instructions when a step is made cheaper: they are why CPU time
gains less than the instruction count. A few minutes per configuration (older, slower
checkouts take longer).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

#: Configurations by name: TwinStar's options per mode.
OPTIONS = {"gems": {"edition": "gems"}, "fb": {"edition": "fruits", "mode": "basic"},
           "fa": {"edition": "fruits", "mode": "advanced"}, "solo": {"edition": "fruits"}}
#: The default configurations (mode:players) and games per configuration.
DEFAULT = ["gems:2", "gems:4", "fb:2", "fb:4", "fa:2", "fa:4", "solo:1"]


def play(mode: str, players: int, games: int, acting: bool) -> None:
    """Play the games and print steps and digest (the child process valgrind counts)."""
    from bench_rules import play_random

    import pygames

    options = OPTIONS[mode]
    pygames.new_game("twinstar", players=players, seed=10**6, options=options)  # imports
    digest = hashlib.sha1()
    steps = 0
    for seed in range(games):
        game, n = play_random("twinstar", players, seed, options, acting=acting)
        steps += n
        digest.update(" ".join(game.history).encode())
        digest.update(str(game.scores()).encode())
    print(f"steps {steps} digest {digest.hexdigest()[:12]}")


def valgrind(tool: list[str], mode: str, players: int, games: int, acting: bool
             ) -> subprocess.CompletedProcess[str]:
    """This script's child playing the games under a valgrind tool (string hashing fixed, so
    that a set's order and the count do not vary between runs)."""
    return subprocess.run(
        ["valgrind", *tool, sys.executable, __file__, "--child", f"{mode}:{players}",
         "--games", str(games), *([] if acting else ["--plain"])],
        capture_output=True, text=True, check=True, env={**os.environ, "PYTHONHASHSEED": "0"})


def count(mode: str, players: int, games: int, acting: bool) -> tuple[int, str, int]:
    """Instructions of the games alone, their digest and steps."""
    def run(n: int) -> tuple[int, str]:
        out = valgrind(["--tool=callgrind", "--callgrind-out-file=/dev/null"],
                       mode, players, n, acting)
        found = re.search(r"Collected : (\d+)", out.stderr)
        assert found, out.stderr
        return int(found.group(1)), out.stdout

    start, _ = run(0)
    total, printed = run(games)
    steps, digest = re.search(r"steps (\d+) digest (\w+)", printed).groups()  # type: ignore[union-attr]
    return total - start, digest, int(steps)


#: The cachegrind summary lines --misses reads: instructions, and the first-level misses.
MISS_LINES = {"instructions": r"I\s+refs:\s+([\d,]+)", "I1 misses": r"I1\s+misses:\s+([\d,]+)",
              "D1 misses": r"D1\s+misses:\s+([\d,]+)"}


def misses(mode: str, players: int, games: int, acting: bool) -> tuple[dict[str, float], str]:
    """--misses: per step of the games from ``games`` to ``2 * games``, the instructions and
    the first-level cache misses; and the digest of all the games played."""
    def run(n: int) -> tuple[dict[str, int], int, str]:
        out = valgrind(["--tool=cachegrind", "--cache-sim=yes", "--cachegrind-out-file=/dev/null"],
                       mode, players, n, acting)
        counts = {}
        for name, pattern in MISS_LINES.items():
            found = re.search(pattern, out.stderr)
            assert found, out.stderr
            counts[name] = int(found.group(1).replace(",", ""))
        steps, digest = re.search(r"steps (\d+) digest (\w+)", out.stdout).groups()  # type: ignore[union-attr]
        return counts, int(steps), digest

    first, first_steps, _ = run(games)
    both, both_steps, digest = run(2 * games)
    steps = both_steps - first_steps
    return {name: (both[name] - first[name]) / steps for name in MISS_LINES}, digest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("configs", nargs="*", help="mode:players (modes: gems fb fa solo)")
    parser.add_argument("--games", type=int, help="games per configuration (default 100 "
                        "at 1-2 players, 50 at 4)")
    parser.add_argument("--plain", action="store_true",
                        help="uniformly random legal games (bench_rules.py without --acting)")
    parser.add_argument("--misses", action="store_true",
                        help="first-level cache misses per step besides the instructions "
                        "(cachegrind; games --games to twice that, default 40)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        mode, players = args.child.split(":")
        play(mode, int(players), args.games, not args.plain)
        return
    if shutil.which("valgrind") is None:
        sys.exit("bench_instructions.py needs valgrind (apt-get install valgrind)")
    for config in args.configs or DEFAULT:
        mode, players = config.split(":")
        if args.misses:
            games = args.games or 40
            per_step, digest = misses(mode, int(players), games, not args.plain)
            costs = ", ".join(f"{value:,.0f} {name}" for name, value in per_step.items())
            print(f"twinstar {mode:5s} {players}p: per step, games {games} to {2 * games}: "
                  f"{costs}  (digest {digest})", flush=True)
            continue
        games = args.games or (100 if int(players) <= 2 else 50)
        instructions, digest, steps = count(mode, int(players), games, not args.plain)
        print(f"twinstar {mode:5s} {players}p: {instructions / steps:9,.0f} instructions/step  "
              f"({steps} steps in {games} games, digest {digest})", flush=True)


if __name__ == "__main__":
    main()
