"""Check (not a test): a digest of seeded random TwinStar games per mode and rules version,
without valgrind, in seconds: equal digests before and after a change of the rules' code
mean the same games were played (the moves, the scores and the final state).

    python bench/twinstar_digests.py               # every mode, rules versions 2 and 1
    python bench/twinstar_digests.py --games 40

Each configuration plays ``--games`` games the way ``bench_rules.py`` does (uniformly random
legal moves; TwinStar offers ``pass`` only when nothing else is legal, so its ``--acting``
games are these), the same games as ``bench_instructions.py --child`` for the current rules,
and the digest covers every position's legal moves too; rules version 1 is the version a
game saved before the current rules replays under (``legacy.py``).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import pygames  # noqa: E402
from pygames.core.rng import Rng  # noqa: E402

#: The seven modes: name, options, players.
MODES = [("gems", {"edition": "gems"}, 2), ("gems", {"edition": "gems"}, 4),
         ("fb", {"edition": "fruits", "mode": "basic"}, 2),
         ("fb", {"edition": "fruits", "mode": "basic"}, 4),
         ("fa", {"edition": "fruits", "mode": "advanced"}, 2),
         ("fa", {"edition": "fruits", "mode": "advanced"}, 4),
         ("solo", {"edition": "fruits"}, 1)]


def digest(options: dict, players: int, rules: int, games: int) -> str:
    """The digest of ``games`` seeded random games: every position's legal moves, the moves
    played, the scores and the final state."""
    found = hashlib.sha1()
    for seed in range(games):
        game = pygames.new_game("twinstar", players=players, seed=seed, options=options,
                                rules=rules)
        chooser = Rng(seed + 1)
        while not game.is_over:
            moves = game.legal_moves()
            found.update(" ".join(moves).encode())
            game.play(moves[chooser.below(len(moves))])
        found.update(" ".join(game.history).encode())
        found.update(str(game.scores()).encode())
        found.update(game.to_json().encode())
    return found.hexdigest()[:12]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="games per configuration")
    args = parser.parse_args()
    for rules in (2, 1):
        for name, options, players in MODES:
            print(f"rules {rules} {name:4s} {players}p: "
                  f"{digest(options, players, rules, args.games)}", flush=True)


if __name__ == "__main__":
    main()
