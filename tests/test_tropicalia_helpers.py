"""Helpers for the Tropicalia tests: games forced into known positions."""

from __future__ import annotations

from typing import Any

from pygames.tropicalia import scenario
from pygames.tropicalia.rules import Tropicalia

#: A fixed island in reading order (a1 b1 c1 d1 / a2 ... / ... d4).
LAYOUT = [
    "O1", "P1", "Mc3", "O2",
    "Mu3", "O3", "P2", "Mm4",
    "P3", "Mc2", "O4", "Mu2",
    "O5", "Mm3", "P4", "O6",
]


def new(players: int = 2, seed: int = 1, advanced: bool = False) -> Tropicalia:
    return Tropicalia(players=players, seed=seed, options={"advanced": advanced})


def force(game: Tropicalia, **attrs: Any) -> Tropicalia:
    """Set state attributes directly (what was derived from the position is dropped)."""
    with game.edit():
        for name, value in attrs.items():
            setattr(game, name, value)
    return game


def day(players: int = 2, frame: dict[str, int] | None = None, turn: int = 0,
        occupants: dict[str, list[int]] | None = None, advanced: dict[str, str] | None = None,
        face_down: bool = False, seed: int = 1) -> Tropicalia:
    """A day-phase position on LAYOUT: the given frame workers, occupied tiles, turn."""
    return scenario.day(new(players, seed), LAYOUT, frame or {}, turn, occupants, advanced,
                        face_down)
