"""Benchmark (not a test): how fast the rules play, per rule set and mode.

    python tests/bench_rules.py                    # every rule set and mode, min and max players
    python tests/bench_rules.py twinstar --seconds 5
    python tests/bench_rules.py --all-counts       # every player count

Random legal games (``legal_moves`` + ``play`` only, the chooser seeded apart from the game)
for a fixed time per configuration; prints decisions ("steps") per second, complete games
per second, the ratio of each configuration's steps/s to Harvest Valley's at the same
player count in the same run (Harvest Valley is the reference the speed issue sets), and the
address length of a complete game. CPU time, not wall time, so other work on the machine
skews it less.

``--acting`` chooses among the moves other than ``pass`` while there are any: uniformly
random TwinStar players pass their year away early and rarely move goods, so this is the
figure for games that use the actions (route searches, deliveries, contracts).

TwinStar solo also prints the share of its time its bot's turns take (they run inside the
human's end of turn, not as steps of their own) and the steps/s the rest alone would give:
how far a faster bot alone could take it.
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygames  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402

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
    far speeding the bot alone could take solo's steps/s."""
    from pygames.twinstar import solo

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
    args = parser.parse_args()
    chosen = args.games or list(MODES)
    reference: dict[int, float] = {}
    rows = []
    for game_id in dict.fromkeys(["harvest_valley", *chosen]):
        info = pygames.game_class(game_id).info
        for label, options, counts in MODES[game_id]:
            lo, hi = info.player_range(options)
            if counts is None:
                counts = tuple(range(lo, hi + 1)) if args.all_counts else (lo, hi)
            for players in counts:
                got = measure(game_id, players, options, args.seconds, args.acting)
                if game_id == "harvest_valley":
                    reference[players] = got["steps"]
                if game_id in chosen:
                    rows.append((game_id, label, players, got))
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


if __name__ == "__main__":
    main()
