"""Tropicalia positions set by hand: for tests and rulebook examples (see ``Game.edit``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from . import components as C
from .island import POS_INDEX
from .player import Item
from .rules import Tropicalia


def day(game: Tropicalia, layout: Sequence[str], frame: Mapping[str, int], turn: int = 0,
        occupants: Mapping[str, list[int]] | None = None,
        advanced: Mapping[str, str] | None = None, face_down: bool = False) -> Tropicalia:
    """A day turn on the island ``layout`` (tile ids in reading order): workers on the
    ``frame`` spaces (space -> seat) and on island tiles (tile name -> seats), advanced
    markets by tile name, none in hand, ``turn`` to choose a worker; no fruit or item lies on
    the island; ``face_down`` turns the tiles that this player count leaves out."""
    occupied: list[list[int]] = [[] for _ in range(16)]
    for name, seats in (occupants or {}).items():
        occupied[POS_INDEX[name]] = list(seats)
    effects = [""] * 16
    for name, effect in (advanced or {}).items():
        effects[POS_INDEX[name]] = effect
    with game.edit():
        for seat in game.seats:
            seat.hand = 0
        game.layout = list(layout)
        game.face_down = [face_down and game.players in C.ISLAND_BY_ID[t].off for t in layout]
        game.occupants = occupied
        game.advanced = effects
        game.frame = dict(frame)
        game.phase, game.step, game.turn = "day", "choose", turn
        game.island_fruit = [[0, 0, 0] for _ in range(16)]
        game.island_items = [[] for _ in range(16)]
    return game


def give_items(game: Tropicalia, seat: int, *kinds: str) -> None:
    """Face-up items (``cart``, ``surfboard``) beside a seat's board."""
    with game.edit():
        game.seats[seat].items.extend(Item(kind) for kind in kinds)
