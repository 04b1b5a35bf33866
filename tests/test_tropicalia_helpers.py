"""Helpers for the Tropicalia tests: games forced into known positions."""

from __future__ import annotations

from typing import Any

from pygames.tropicalia import components as C
from pygames.tropicalia.island import POS_INDEX
from pygames.tropicalia.player import Item
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
    """Set state attributes directly and drop the legal-move cache."""
    for name, value in attrs.items():
        setattr(game, name, value)
    game._legal_cache = None
    game._legal_set = None
    return game


def day(players: int = 2, frame: dict[str, int] | None = None, turn: int = 0,
        occupants: dict[str, list[int]] | None = None, advanced: dict[str, str] | None = None,
        face_down: bool = False, seed: int = 1) -> Tropicalia:
    """A day-phase position on LAYOUT: the given frame workers, occupied tiles, turn."""
    game = new(players, seed)
    occ: list[list[int]] = [[] for _ in range(16)]
    for name, seats in (occupants or {}).items():
        occ[POS_INDEX[name]] = list(seats)
    adv = [""] * 16
    for name, effect in (advanced or {}).items():
        adv[POS_INDEX[name]] = effect
    down = [face_down and players in C.ISLAND_BY_ID[t].off for t in LAYOUT]
    for pl in game.seats:
        pl.hand = 0
    force(game, layout=list(LAYOUT), face_down=down, occupants=occ, advanced=adv,
          frame=dict(frame or {}), phase="day", step="choose", turn=turn,
          island_fruit=[[0, 0, 0] for _ in range(16)], island_items=[[] for _ in range(16)])
    return game


def give_items(game: Tropicalia, seat: int, *kinds: str) -> None:
    game.seats[seat].items.extend(Item(k) for k in kinds)
    force(game)
