"""Check (not a test): a digest of everything TwinStar's view draws and says, per mode.

    PYTHONPATH=$PWD python bench/twinstar_view_digest.py   # every mode, 40 positions each
    PYTHONPATH=$PWD python bench/twinstar_view_digest.py --positions 10 gems:2:2 solo:1:1

For each mode (edition, play mode, players and rules version) it plays seeded random games
to depths spread over each game and, at each position, renders the board in both
languages (and with each selection the board offers), the prompt, the suggested routes, the
words and labels of the legal moves, the players' figures, the solo bot's lines, the help of
every part the board names and the "why not?" taps; and each mode's rules reference. It
prints one digest per mode: run it on two checkouts (``PYTHONPATH=<checkout>``) to show
that a change of the view's code left every picture and word the same. It reads the view
only through the functions the app calls, so it runs on older checkouts too.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from typing import Any

import pygames
from pygames.core.rng import Rng
from pygames.core.scene import walk
from pygames.twinstar import parts, reference, view

#: Options by mode name.
OPTIONS = {"gems": {"edition": "gems"}, "fb": {"edition": "fruits", "mode": "basic"},
           "fa": {"edition": "fruits", "mode": "advanced"}, "solo": {"edition": "fruits"}}
#: mode:players:rules of every configuration checked by default.
DEFAULT = ["gems:2:2", "gems:4:2", "fb:2:2", "fb:3:2", "fa:2:2", "fa:4:2", "solo:1:2",
           "gems:3:1", "fb:2:1", "fa:3:1", "solo:1:1"]
#: The most legal moves worded per position, and the most parts asked for help in Japanese.
MOVES, JA_PARTS = 40, 12


def _new(mode: str, players: int, rules: int, i: int) -> Any:
    return pygames.new_game("twinstar", players=players, seed=i, options=OPTIONS[mode],
                            rules=rules)


def _random_moves(game: Any, seed: int) -> list[str]:
    """The moves of a seeded random game to its end (``pass`` only when nothing else)."""
    chooser = Rng(seed + 1)
    played = []
    while not game.is_over:
        moves = game.legal_moves()
        acting = [m for m in moves if m != "pass"] or moves
        played.append(acting[chooser.below(len(acting))])
        game.play(played[-1])
    return played


def position(mode: str, players: int, rules: int, i: int) -> Any:
    """Seeded game ``i`` played at random to a depth spread over its length (the golden
    ratio's multiples); every tenth to its end."""
    moves = _random_moves(_new(mode, players, rules, i), i)
    depth = len(moves) if i % 10 == 9 else int(len(moves) * ((i * 0.6180339887) % 1.0))
    game = _new(mode, players, rules, i)
    for move in moves[:depth]:
        game.play(move)
    return game


def _selections(board: Any) -> list[str]:
    return sorted({n["a"]["data-value"] for n in walk(board)
                   if n.get("a", {}).get("data-action") == "select"})[:3]


def render(game: Any) -> list[Any]:
    """Everything the view draws and says of one position."""
    out: list[Any] = []
    board = view.board(game, "en", None)
    out.append(board)
    out.append(view.board(game, "ja", None))
    for value in _selections(board):
        out.append(view.board(game, "en", value))
    for lang in ("en", "ja"):
        out.append(view.prompt(game, lang))
        out.append(view.offers(game, lang))
        out.append([view.player_stats(game, s, lang) for s in range(game.seats)])
        out.append(view.bot_lines(game, lang))
        out.append([view.part_label(part, lang, game) for part in game.score_breakdown()[0]])
    moves = game.legal_moves()[:MOVES]
    out.append([(view.describe_move(game, m, "en"), view.move_label(game, m, "en"),
                 view.move_label(game, m, "ja")) for m in moves])
    helps = sorted({n["a"]["data-help"] for n in walk(board) if "data-help" in n.get("a", {})})
    out.append([parts.help_for_part(game, h, "en") for h in helps])
    out.append([parts.help_for_part(game, h, "ja") for h in helps[:JA_PARTS]])
    out.append(parts.tries(game))
    return out


def digest(mode: str, players: int, rules: int, positions: int) -> str:
    sha = hashlib.sha1()
    for lang in ("en", "ja"):
        sections = reference.sections(lang, OPTIONS[mode], players)
        sha.update(json.dumps(sections, sort_keys=True, default=str).encode())
    for i in range(positions):
        game = position(mode, players, rules, i)
        sha.update(" ".join(game.history).encode())
        sha.update(json.dumps(render(game), sort_keys=True, default=str).encode())
    return sha.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("modes", nargs="*", default=DEFAULT, help="mode:players:rules")
    parser.add_argument("--positions", type=int, default=40)
    args = parser.parse_args()
    for spec in args.modes:
        mode, players, rules = spec.split(":")
        print(f"{spec:10} {digest(mode, int(players), int(rules), args.positions)}", flush=True)


if __name__ == "__main__":
    main()
