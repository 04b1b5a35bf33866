"""TwinStar: help and Hint name the choice they are about, for every legal choice of every
mode (issue 43, point 4): a long press on each choice the scene marks (a chain of discs on
the way included) says no "no such …" and names the choice's square, hex or part; the Hint
marks a part on the board, a disc on the way included."""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest

import pygames
from pygames.app.controller import Controller
from pygames.core import scene
from pygames.core.rng import Rng

#: (label, players, options, rules version): every TwinStar mode, and rules version 1.
MODES = [
    ("gems-2p", 2, {}, None),
    ("gems-4p", 4, {}, None),
    ("fruits-basic", 2, {"edition": "fruits", "mode": "basic"}, None),
    ("fruits-advanced", 3, {"edition": "fruits", "mode": "advanced"}, None),
    ("solo", 1, {"edition": "fruits", "mode": "basic"}, None),
    ("gems-v1", 2, {}, 1),
    ("fruits-v1", 2, {"edition": "fruits", "mode": "basic"}, 1),
    ("solo-v1", 1, {"edition": "fruits", "mode": "basic"}, 1),
]
#: How many positions of each seed's game are probed (random legal plies between them).
PLIES = (0, 3, 9, 17)
NO_SUCH = ("no such", "ありません")
#: A square (a1) or hex (A15) named by a move, as the board's labels write it.
NAMED = re.compile(r"^[a-zA-Z]\d+$")


def _controller(label: str, lang: str, seed: int, ply: int) -> Controller:
    _, players, options, rules = next(m for m in MODES if m[0] == label)
    game = pygames.new_game("twinstar", players=players, seed=seed, options=options,
                            rules=rules)
    rng = Rng(seed * 31 + ply)
    for _ in range(ply):
        if game.is_over or game.current_player is None:
            break
        game.play(rng.choice(game.legal_moves()))
    c = Controller()
    c.handle({"type": "init", "lang": lang, "hash": ""})
    seats = ["human"] * players
    c.handle({"type": "hash", "hash": game.to_url_fragment(extra={"seats": seats})})
    return c


def _choices(node: scene.Node) -> list[tuple[str, str | None]]:
    """Every (data-move, node key) the scene offers as a choice."""
    out = []
    for n in scene.walk(node):
        move = n.get("a", {}).get("data-move")
        if isinstance(move, str) and move:
            out.append((move, n.get("k")))
    return out


def _names(move: str) -> list[str]:
    """The places a move (each step of a chain) names: squares and hexes."""
    out = []
    for step in move.split(scene.SEQUENCE):
        arg = step.partition(" ")[2]
        out.extend(a for a in arg.split(" ") if NAMED.match(a))
    return out


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("label", [m[0] for m in MODES])
def test_long_press_help_names_every_legal_choice(label: str, lang: str) -> None:
    chains = 0
    for seed in (2, 7):
        for ply in PLIES:
            c = _controller(label, lang, seed, ply)
            game = c.table.game
            if game.is_over:
                continue
            scene_now = c.handle({"type": "key", "key": "x"})["scene"]
            for move, key in _choices(scene_now):
                chains += scene.SEQUENCE in move
                event: dict[str, Any] = {"type": "help", "move": move}
                if key:
                    event["key"] = key
                c.handle(event)
                assert c.help is not None
                text = " ".join(c.help)
                where = f"{label} seed {seed} ply {ply}: {move!r} -> {text!r}"
                assert not any(bad in text.lower() for bad in NO_SUCH), where
                for name in _names(move):
                    assert name.lower() in text.lower(), where
                assert game.history == c.table.game.history  # help plays nothing
    if label in ("fruits-basic", "fruits-advanced", "solo"):  # rules version 1 had no chains
        assert chains, "some probed position offers discs on the way"


def _hinted(node: scene.Node) -> list[scene.Node]:
    return [n for n in scene.walk(node)
            if "hint" in str(n.get("a", {}).get("class", "")).split()]


def _on_board(node: scene.Node) -> set[str]:
    """The keys of the nodes inside the board's SVGs."""
    out: set[str] = set()
    for n in scene.walk(node):
        if n.get("t") == "svg":
            out.update(str(m.get("k")) for m in scene.walk(n))
    return out


@pytest.mark.parametrize("label", ["fruits-basic", "solo", "gems-2p"])
def test_hint_marks_a_board_part_for_every_hinted_step(label: str) -> None:
    """Every legal move, taken as the Hint's choice (a disc on the way included), marks a
    part inside the board."""
    walks = 0
    for ply in (0, 3, 9):
        c = _controller(label, "en", 5, ply)
        game = c.table.game
        if game.is_over:
            continue
        c.hard_seconds = 0.01
        c.handle({"type": "tap", "action": "hint"})
        assert c.at_table.hint is not None
        ply_now, decision = c.at_table.hint
        for move in game.legal_moves():
            walks += move.startswith("walk ")
            c.at_table.hint = (ply_now, dataclasses.replace(decision, move=move))
            out = c.handle({"type": "key", "key": "x"})["scene"]
            board = _on_board(out)
            marked = [n for n in _hinted(out) if n.get("k") in board]
            assert marked, f"{label} ply {ply}: the Hint {move!r} marks nothing on the board"
            if move.startswith("walk "):  # the disc on the way's own square is marked
                assert f"sq-{move[5:]}" in {n.get("k") for n in marked}, move
    if label != "gems-2p":
        assert walks, "a disc on the way was among the hinted moves"


def test_help_mode_tap_on_a_chain_names_it() -> None:
    """Help mode (a tap after "?") on a square reached with discs on the way explains that
    chain, not its last step alone (which is not legal by itself)."""
    chains: list[str] = []
    for ply in PLIES:
        c = _controller("fruits-basic", "en", 2, ply)
        scene_now = c.handle({"type": "key", "key": "x"})["scene"]
        chains = [m for m, _ in _choices(scene_now) if scene.SEQUENCE in m]
        if chains:
            break
    assert chains
    for move in chains:
        c.handle({"type": "tap", "action": "helpmode"})
        c.handle({"type": "tap", "move": move})
        assert c.help is not None and not c.help_mode
        text = " ".join(c.help)
        assert "no such" not in text.lower() and "not" not in c.help[0].lower(), text
        assert all(name in text for name in _names(move)), text
