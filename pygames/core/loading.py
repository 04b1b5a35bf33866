"""Opening a game that comes from outside by its rule set's name: the registry finds the rule
set, :mod:`.checks` checks every field and replays the log (AddressError with a text key for
anything that cannot be opened, never another exception)."""

from __future__ import annotations

from typing import Any

from . import registry
from .checks import checked_game, record_from_json
from .codec import GameRecord
from .errors import AddressError
from .game import Game


def game_class(game_id: Any) -> type[Game]:
    """The Game class of a rule set named in an address (the registry's, imported on use)."""
    found = registry.available(game_id)
    if found is None and isinstance(game_id, str) and game_id in registry.PLUGINS:  # not loaded
        raise AddressError("This game's rules could not be loaded. Reload the page once you "
                           "are online.", "address.rules_unavailable")
    if found is None:
        raise AddressError("This address is for a game this site does not have.",
                           "address.unknown_game")
    return found.game_class


def load_record(record: GameRecord) -> Game:
    """The game a record holds: every field checked, then its log replayed."""
    game: Game = checked_game(game_class(record.game_id), record)
    return game


def from_json(text: Any) -> Game:
    """The game a ``Game.to_json()`` text holds, of any rule set, checked like an address."""
    record = record_from_json(text)
    return load_record(record)
