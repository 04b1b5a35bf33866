"""Terra Vista positions set by hand: for tests and rulebook examples (see ``Game.edit``)."""

from __future__ import annotations

from collections.abc import Iterable

from ..core.registry import rule_set
from .components import MAPS
from .rules import TerraVista


def on_map(players: int = 1, seed: int = 1, map_id: int = 0, board: str = "day",
           rules: int | None = None) -> TerraVista:
    """A new game (under rules version ``rules``, default the current one) whose first
    player draws on map ``map_id`` (the next players two maps further each, so every map
    differs)."""
    # (through the registry: plugin.py loads the lessons, which use this module)
    game = rule_set("terra_vista").new_game(players, seed, {"board": board}, rules)
    with game.edit():
        for seat in range(players):
            game.map_ids[seat] = (map_id + 2 * seat) % len(MAPS)
    return game


def draw(game: TerraVista, seat: int, lines: Iterable[int]) -> None:
    """Lines (edge indices of the seat's map) already on the map: a position, not moves, so
    nothing scores."""
    with game.edit():
        game.lines[seat].update(lines)


def roll(game: TerraVista, d1: str, d2: str, extreme: bool | None = None) -> None:
    """The dice of this round; ``extreme`` (someone cannot draw) is worked out unless given."""
    with game.edit():
        game.dice = (d1, d2)
        game.extreme = game.someone_stuck() if extreme is None else extreme


def horses(game: TerraVista, seat: int, steps: Iterable[int]) -> None:
    """The seat's horses, steps from the start per track (a position: no bonus line)."""
    with game.edit():
        game.horses[seat] = list(steps)
