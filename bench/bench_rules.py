"""Benchmark (not a test): how fast the rules play, per rule set and mode.

    python bench/bench_rules.py                    # every rule set and mode, min and max players
    python bench/bench_rules.py twinstar --seconds 5
    python bench/bench_rules.py --all-counts       # every player count

Random legal games (``legal_moves`` + ``play`` only, the chooser seeded apart from the game)
for a fixed time per configuration; prints decisions ("steps") per second, complete games
per second, the ratio of each configuration's steps/s to Harvest Valley's at the same
player count in the same run (Harvest Valley is the reference the speed issue sets), and the
address length of a complete game. CPU time, not wall time, so other work on the machine
skews it less. Each configuration runs ``--rounds`` times (default 3), every round passing
through all of them, Harvest Valley first, and the median of each is printed: one run of a
few seconds can land on a slow minute of a shared machine, and a ratio to Harvest Valley
takes that minute's error twice (``--rounds 1`` for a quick look).

``--acting`` chooses among the moves other than ``pass`` while there are any: uniformly
random TwinStar players pass their year away early and rarely move goods, so this is the
figure for games that use the actions (route searches, deliveries, contracts).

TwinStar solo also prints the share of its time its bot's turns take (they run inside the
human's end of turn, not as steps of their own) and the steps/s the rest alone would give:
how far a faster bot alone could take it.

``--against DIR`` measures an older checkout of the rules beside this one (``git worktree
add /tmp/old REV``): each configuration runs in a fresh process per tree, the two trees
alternating for ``--rounds`` rounds, and prints the median run of each (steps/s, and that
run's games/s: complete random games, the playouts a bot's search makes) and their ratios.
On a shared machine back-to-back runs spread by 10% or more; alternating spreads the
machine's slow minutes over both trees. Both trees play this script's games (the older
tree's own copy of it is not used).

    python bench/bench_rules.py twinstar --against /tmp/old --rounds 3

``--pyodide`` runs the same games in Pyodide, the WebAssembly CPython the players' browsers
run, under Node (``node_modules/pyodide``, which ``npm ci`` installs; no browser): with
``--against``, each child of each tree runs there; otherwise the whole benchmark runs in one
Pyodide process. Time there is wall time (Pyodide's ``process_time`` follows the clock).

    python bench/bench_rules.py twinstar --pyodide --against /tmp/old --rounds 3
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

#: The checkout whose rules are measured: this one, or the one ``--against`` names (its
#: child processes are told by this variable).
TREE = Path(os.environ.get("BENCH_RULES_TREE") or Path(__file__).resolve().parents[1])
sys.path.insert(0, str(TREE))

import pygames  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402

#: Pyodide's runtime as ``npm ci`` installs it, and the Node program that runs a Python script
#: in it (--pyodide); the benchmark's own folder is mounted there beside the measured tree.
PYODIDE = Path(__file__).resolve().parents[1] / "node_modules" / "pyodide"
RUNNER = Path(__file__).resolve().with_name("pyodide_script.mjs")
IN_PYODIDE = sys.platform == "emscripten"

#: The modes measured per rule set: (label, options, player counts or None for min/max).
MODES: dict[str, list[tuple[str, dict, tuple[int, ...] | None]]] = {
    "harvest_valley": [("", {}, None)],
    "twinstar": [("gems", {"edition": "gems"}, None),
                 ("fruits basic", {"edition": "fruits", "mode": "basic"}, (2, 4)),
                 ("fruits advanced", {"edition": "fruits", "mode": "advanced"}, (2, 4)),
                 ("fruits solo", {"edition": "fruits"}, (1,))],
    "tropicalia": [("basic", {"advanced": False}, None), ("advanced", {"advanced": True}, None)],
    "terra_vista": [("day", {"board": "day"}, None), ("night", {"board": "night"}, None)],
}


def play_random(game_id: str, players: int, seed: int, options: dict,
                acting: bool = False) -> tuple[pygames.Game, int]:
    game = pygames.new_game(game_id, players=players, seed=seed, options=options)
    chooser = Rng(seed + 1)
    steps = 0
    while not game.is_over:
        moves = game.legal_moves()
        if acting:
            moves = [m for m in moves if m != "pass"] or moves
        game.play(moves[chooser.below(len(moves))])
        steps += 1
    return game, steps


@contextlib.contextmanager
def timing_solo_bot(spent: list[float]) -> Iterator[None]:
    """TwinStar solo: add the CPU time of the bot's turns to ``spent[0]``. They run inside the
    human's end of turn, so each solo step carries about half a bot turn; the share says how
    far speeding the bot alone could take solo's steps/s. An older checkout without the
    solo module (``--against``) is timed without it."""
    try:
        from pygames.twinstar import solo
    except ImportError:
        yield
        return

    plain = solo.bot_turn

    def timed(game: object) -> None:
        start = time.process_time()
        plain(game)
        spent[0] += time.process_time() - start

    solo.bot_turn = timed
    try:
        yield
    finally:
        solo.bot_turn = plain


def measure(game_id: str, players: int, options: dict, seconds: float,
            acting: bool = False) -> dict[str, float | None]:
    """Steps/s and games/s over ``seconds`` of CPU time, and complete addresses' lengths;
    for TwinStar solo also the share of that time its bot's turns took (else None).
    One game first, untimed, so that importing the rule set and filling its per-process
    caches (valley layouts, move tables) do not count against its first configuration."""
    play_random(game_id, players, 10**6, options, acting)
    bot = [0.0]
    solo = game_id == "twinstar" and players == 1
    with timing_solo_bot(bot) if solo else contextlib.nullcontext():
        start = time.process_time()
        steps = games = 0
        lengths = []
        seed = 0
        while time.process_time() - start < seconds or games < 2:
            game, n = play_random(game_id, players, seed, options, acting)
            steps += n
            games += 1
            seed += 1
            lengths.append(len(game.to_url_fragment()))
        elapsed = time.process_time() - start
    return {"steps": steps / elapsed, "games": games / elapsed,
            "address": statistics.median(lengths), "decisions": steps / games,
            "bot": bot[0] / elapsed if solo else None}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="rule set ids (default: all)")
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU seconds per configuration")
    parser.add_argument("--all-counts", action="store_true", help="every player count")
    parser.add_argument("--acting", action="store_true",
                        help="never pass while another move is legal (games that use the actions)")
    parser.add_argument("--against", type=Path, metavar="DIR",
                        help="an older checkout to measure beside this one, alternating")
    parser.add_argument("--rounds", type=int, default=3,
                        help="runs per configuration, the median printed (--against: per tree)")
    parser.add_argument("--pyodide", action="store_true",
                        help="run the games in Pyodide under Node (the browsers' runtime)")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:  # one configuration in this process's tree, as JSON
        game_id, players, options = json.loads(args.child)
        print(json.dumps(measure(game_id, players, options, args.seconds, args.acting)))
        return
    chosen = args.games or list(MODES)
    if args.against:
        compare(args.against.resolve(), chosen, args)
        return
    if args.pyodide:  # this very benchmark, whole, in one Pyodide process
        argv = [arg for arg in sys.argv[1:] if arg != "--pyodide"]
        in_pyodide(TREE, argv, capture=False)
        return
    configs = [(game_id, label, players, options)
               for game_id in dict.fromkeys(["harvest_valley", *chosen])
               for label, players, options in configurations(game_id, args.all_counts)]
    runs: list[list[dict[str, float | None]]] = [[] for _ in configs]
    clock = "Pyodide, wall time" if IN_PYODIDE else "CPU time"
    print(f"steps/s, median of {args.rounds} runs of {args.seconds:g} s each ({clock})")
    for _ in range(args.rounds):
        for (game_id, _label, players, options), got in zip(configs, runs, strict=True):
            got.append(measure(game_id, players, options, args.seconds, args.acting))
    reference: dict[int, float] = {}
    rows = []
    for (game_id, label, players, _options), got in zip(configs, runs, strict=True):
        median = median_run(got)
        if game_id == "harvest_valley":
            reference[players] = median["steps"]
        if game_id in chosen:
            rows.append((game_id, label, players, median))
    hv = list(reference.items())
    for game_id, label, players, got in rows:
        # the nearest Harvest Valley player count (it plays 2-5)
        ref = min(hv, key=lambda kv: (abs(kv[0] - players), kv[0]))[1]
        print(f"{game_id:15s} {label:16s} {players}p: {got['steps']:9,.0f} steps/s "
              f"({got['steps'] / ref:5.2f}× Harvest Valley)  {got['games']:7.2f} games/s  "
              f"{got['decisions']:6.1f} decisions/game  address {got['address']:.0f} chars")
        if got["bot"] is not None:
            rest = got["steps"] / (1 - got["bot"])
            print(f"{'':15s} {'':16s}     the bot's turns take {got['bot']:.0%} of the time; "
                  f"the rest alone would give {rest:,.0f} steps/s ({rest / ref:4.2f}× Harvest Valley)")


def median_run(runs: list[dict[str, float | None]]) -> dict[str, float | None]:
    """The run of median steps/s (of an even count, the slower of the middle two), whole:
    its games/s, bot share and address length belong to the same run."""
    ordered = sorted(runs, key=lambda run: run["steps"] or 0.0)
    return ordered[(len(ordered) - 1) // 2]


def configurations(game_id: str, all_counts: bool) -> Iterator[tuple[str, int, dict]]:
    """Each (label, players, options) measured for a rule set."""
    info = pygames.game_class(game_id).info
    for label, options, counts in MODES[game_id]:
        lo, hi = info.player_range(options)
        if counts is None:
            counts = tuple(range(lo, hi + 1)) if all_counts else (lo, hi)
        for players in counts:
            yield label, players, options


def compare(older: Path, chosen: list[str], args: argparse.Namespace) -> None:
    """--against: each configuration in the older tree and in this one, alternating."""
    trees = {"older": older, "this": TREE}
    where = " in Pyodide (wall time)" if args.pyodide else ""
    print(f"steps/s{where}, median of {args.rounds} runs of {args.seconds:g} s each: "
          f"{older} → {TREE}")
    for game_id in chosen:
        for label, players, options in configurations(game_id, args.all_counts):
            got: dict[str, list[dict[str, float | None]]] = {name: [] for name in trees}
            for _ in range(args.rounds):
                for name, tree in trees.items():
                    argv = ["--child", json.dumps([game_id, players, options]),
                            "--seconds", str(args.seconds), *(["--acting"] * args.acting)]
                    if args.pyodide:
                        out = in_pyodide(tree, argv)
                    else:
                        out = subprocess.run([sys.executable, __file__, *argv], cwd=tree,
                                             capture_output=True, text=True, check=True,
                                             env={**os.environ, "BENCH_RULES_TREE": str(tree)})
                    got[name].append(json.loads(out.stdout))
            old, new = (median_run(got[name]) for name in trees)
            runs = " / ".join(", ".join(f"{run['steps']:,.0f}" for run in got[name])
                              for name in trees)
            print(f"{game_id:15s} {label:16s} {players}p: {old['steps']:9,.0f} → "
                  f"{new['steps']:9,.0f} steps/s ({new['steps'] / old['steps']:5.2f}×)  "
                  f"{old['games']:6.1f} → {new['games']:6.1f} games/s "
                  f"({new['games'] / old['games']:5.2f}×)   runs: {runs}", flush=True)


def in_pyodide(tree: Path, argv: list[str], capture: bool = True
               ) -> subprocess.CompletedProcess[str]:
    """This script with ``argv`` in Pyodide under Node, measuring ``tree`` (mounted there);
    its output captured, or printed as it comes. A failure there raises here."""
    if shutil.which("node") is None or not (PYODIDE / "pyodide.mjs").exists():
        sys.exit("--pyodide needs node and node_modules/pyodide (npm ci)")
    job = {"module": str(PYODIDE / "pyodide.mjs"), "indexURL": f"{PYODIDE}/",
           "mounts": {"/tree": str(tree), "/bench": str(Path(__file__).resolve().parent)},
           "env": {"BENCH_RULES_TREE": "/tree"}, "script": "/bench/bench_rules.py",
           "argv": argv}
    return subprocess.run(["node", str(RUNNER)], input=json.dumps(job), text=True,
                          capture_output=capture, check=True)


if __name__ == "__main__":
    main()
