"""Checks on a game that comes from outside (an address, a save, a JSON text): every field
for type and range before it is used, the log against the longest game the rule set can hold,
and a replay in which any failure is an :class:`AddressError` with a text key, never another
exception. :mod:`.loading` finds the rule set and runs them; ``Game.from_json`` too.

The order matters: the rules version is known before the options are checked against the
rule set's catalogue, the options before the player range they decide, the player count
before anything sized by it is made, and the log's length before any move is played.
"""

from __future__ import annotations

from typing import Any

from . import bounded_json
from .codec import MAX_JSON, GameRecord
from .errors import AddressError, IllegalMove

#: Seeds are unsigned 64-bit numbers (the RNG's state).
SEED_LIMIT = 2**64
#: The longest move of any rule set's notation is about 35 characters.
MAX_MOVE_CHARS = 64


def checked_options(info: Any, options: Any) -> dict[str, Any]:
    """The options with the defaults filled in; each one known to the catalogue entry
    ``info`` and of an allowed value (of the value's own type: JSON's ``1`` is not ``true``)."""
    if not isinstance(options, dict):
        raise AddressError("The address's options are not a table.", "address.bad_options")
    known = {o.name: o for o in info.options}
    merged = info.defaults()
    for name, value in options.items():
        option = known.get(name) if isinstance(name, str) else None
        if option is None or not any(type(v) is type(value) and v == value
                                     for v in option.values):
            raise AddressError(f"The option {str(name)[:40]!r} cannot be {str(value)[:40]!r}.",
                               "address.bad_options")
        merged[name] = value
    return merged


def checked_variant(cls: Any, record: GameRecord) -> tuple[Any, dict[str, Any]]:
    """The class of rule set ``cls`` (a Game class) that plays this record, and its options,
    once every field of the set-up and the length of the log are known to be possible;
    raise AddressError otherwise."""
    rules = record.rules
    if type(rules) is not int or not 1 <= rules <= cls.RULES_VERSION:
        raise AddressError("This address uses rules from a newer version of pygames.",
                           "address.bad_rules")
    options = checked_options(cls.info, record.options)
    lo, hi = cls.info.player_range(options)
    players = record.players
    if type(players) is not int or not lo <= players <= hi:
        raise AddressError(f"This game takes {lo}–{hi} players.", "address.bad_players")
    seed = record.seed
    if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
        raise AddressError("The address's seed is out of range.", "address.bad_seed")
    try:
        variant = cls.variant(players, options, rules)
        bound = variant.max_moves(players, options)
    except (ValueError, TypeError, KeyError) as err:
        raise AddressError(f"This address has an impossible set-up: {err}",
                           "address.damaged") from err
    moves = record.moves
    if not isinstance(moves, list):
        raise AddressError("The address's moves are not a list.", "address.damaged")
    if len(moves) > bound:
        raise AddressError(f"The address holds {len(moves)} moves; a game holds at most "
                           f"{bound}.", "address.too_long")
    for index, move in enumerate(moves):
        if not isinstance(move, str) or not 0 < len(move) <= MAX_MOVE_CHARS \
                or not move.isascii() or not move.isprintable():
            raise AddressError(f"Move {index + 1} of this address is not a move.",
                               "address.illegal_move")
    return variant, options


def checked_game(cls: Any, record: GameRecord) -> Any:
    """The game of rule set ``cls`` a record holds, its log replayed through the rules;
    AddressError otherwise (with the failing move's number in its English text)."""
    variant, options = checked_variant(cls, record)
    try:
        game = variant(players=record.players, seed=record.seed, options=options,
                       rules=record.rules)
    except Exception as err:  # noqa: BLE001 - whatever a set-up raises, the address is at fault
        raise AddressError(f"This address has an impossible set-up: {err}",
                           "address.damaged") from err
    replay(game, record.moves)
    return game


def replay(game: Any, moves: list[str]) -> None:
    """Play ``moves`` on ``game``; any failure is an AddressError naming the move."""
    for index, move in enumerate(moves):
        try:
            game.play(move)
        except IllegalMove as err:
            raise AddressError(f"Move {index + 1} of this address ({move!r}) is not legal: "
                               f"{err}", "address.illegal_move") from err
        except Exception as err:  # noqa: BLE001 - a rule set's fault must not crash a load
            raise AddressError(f"Move {index + 1} of this address ({move!r}) could not be "
                               f"played: {type(err).__name__}", "address.damaged") from err


def record_from_json(text: Any) -> GameRecord:
    """The record a ``Game.to_json()`` text holds, its shape checked (the fields' ranges are
    :func:`checked_variant`'s)."""
    if not isinstance(text, str) or len(text) > MAX_JSON:
        raise AddressError("A game in JSON is a text of at most 1 MiB.", "address.damaged")
    try:
        data = bounded_json.loads(text, MAX_JSON)
    except ValueError as err:
        raise AddressError("This is not JSON.", "address.damaged") from err
    fields = {"game", "players", "seed", "options", "moves"}
    if not isinstance(data, dict) or not fields <= set(data) \
            or not set(data) <= fields | {"format", "rules"}:
        raise AddressError("This JSON is not a game.", "address.damaged")
    moves = data["moves"]
    if not isinstance(moves, list):
        raise AddressError("A game's moves are a list.", "address.damaged")
    return GameRecord(game_id=data["game"], players=data["players"], seed=data["seed"],
                      options=data["options"], moves=moves, extra={},
                      rules=data.get("rules", 1))
