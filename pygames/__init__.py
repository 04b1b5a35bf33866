"""pygames: board-game rule sets in pure Python, played in the browser through Pyodide.

The public API is the game protocol of DESIGN.md::

    import pygames
    pygames.games()
    g = pygames.new_game("harvest_valley", players=3, seed=12, options={})
    g.legal_moves(); g.play(g.legal_moves()[0]); g.undo()
    pygames.load(g.to_url_fragment())
"""

from __future__ import annotations

from typing import Any

from .core import loading, registry
from .core.codec import GameRecord
from .core.codec import decode as decode_address
from .core.errors import AddressError, IllegalMove
from .core.game import Game, GameInfo, Option
from .core.registry import View

__all__ = [
    "AddressError",
    "Game",
    "GameInfo",
    "GameRecord",
    "IllegalMove",
    "Option",
    "decode_address",
    "from_json",
    "game_class",
    "games",
    "load",
    "load_record",
    "new_game",
    "view_module",
]


def game_class(game_id: str) -> type[Game]:
    """The Game class of a rule set (ValueError for an unknown id)."""
    return registry.rule_set(game_id).game_class


def view_module(game_id: str) -> View[Any]:
    """The view plug-in of a rule set: scenes, prompts, log text."""
    return registry.rule_set(game_id).view


def games() -> list[dict[str, Any]]:
    """The catalogue: id, titles, player range and options with defaults and allowed values."""
    return [game_class(gid).info.as_dict() for gid in registry.ids()]


def new_game(
    game_id: str, players: int, seed: int = 0, options: dict[str, Any] | None = None,
    rules: int | None = None,
) -> Game:
    """A new game; ``rules``: the rules version (default: the rule set's current one)."""
    return registry.rule_set(game_id).new_game(players, seed, options, rules)


def from_json(text: str) -> Game:
    """The game a ``Game.to_json()`` text holds, of any rule set; AddressError otherwise."""
    return loading.from_json(text)


def load_record(record: GameRecord) -> Game:
    """Rebuild a game from a decoded address: every field checked, then the log replayed;
    AddressError (with a text key) for anything that cannot be opened."""
    return loading.load_record(record)


def load(fragment: str) -> Game:
    """The game an address holds, rebuilt move by move; raise AddressError if it cannot be."""
    return load_record(decode_address(fragment))
