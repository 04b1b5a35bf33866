"""Saved games, plural: every game in progress (or finished, for review) under its own key.

The page keeps each as one browser-storage entry (``web/bridge/storage.js``): the key, and a
JSON text of its address, when it was last played and whether it is over. A game's key is
``<rule set>-<id>`` where the address carries the game's generated id (``extra.id``), else
``<rule set>-<seed>-<hash of the set-up>``: a link to the same game (a later move of it)
finds its entry, any other game gets its own, so opening a link never replaces another game.

An entry is checked like an address when the page starts (its fields and the length of its
log, not its moves); one that fails is set aside as damaged, its raw text kept for download.
"""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass
from typing import Any, TypeGuard

from pygames.core import bounded_json
from pygames.core.checks import checked_variant
from pygames.core.codec import GameRecord, decode
from pygames.core.errors import AddressError
from pygames.core.loading import game_class

from .. import names
from ..table.seats import valid_seats

#: The one autosave of earlier versions (``pygames.save``), kept under this key until it is
#: moved to its own.
LEGACY = "legacy"
FORMAT = 1
#: A generated game id (``extra.id``): short, lower-case letters and digits.
GAME_ID = re.compile(r"[a-z0-9]{4,16}")
#: An entry holds an address (64 KiB at most) and a few fields.
MAX_ENTRY = 70 * 1024
KEY = re.compile(r"[a-z_]{1,40}-[a-z0-9-]{1,40}|" + LEGACY)


@dataclass(frozen=True)
class SavedGame:
    """What the catalogue's Continue card says of a saved game, from its entry alone."""

    key: str
    address: str
    game_id: str
    players: int
    moves: int
    #: When it was last played: milliseconds since 1970 (0 when unknown).
    played: int
    over: bool
    #: The seat to move (None: over, or an entry from before it was kept), when this device
    #: last opened it (0: unknown), the game's generated id, its seats and players' names.
    turn: int | None = None
    opened: int = 0
    ref: str | None = None
    seats: tuple[str, ...] = ()
    names: tuple[str, ...] = ()
    #: The revision of its stored entry as this tab last knew it (the page counts the
    #: writes, storage.js): a save proposes the next one and is refused where another tab
    #: saved since (0: none known).
    rev: int = 0


def game_id_of(record: GameRecord) -> str | None:
    """The generated id an address carries, if it is a well-formed one."""
    found = record.extra.get("id")
    return found if isinstance(found, str) and GAME_ID.fullmatch(found) else None


def key_of(record: GameRecord) -> str:
    """The storage key of a game: the same for every address of that game. Without an id,
    the key of its start position (:func:`start_key`); a second game of that start saved
    beside the first gets a suffix of its own (store/arrival.py)."""
    found = game_id_of(record)
    if found is not None:
        return f"{record.game_id}-{found}"
    return start_key(record)


def start_key(record: GameRecord) -> str:
    """The start position of a game (rule set, seed, players, options, rules) as a key."""
    setup = json.dumps([record.players, record.options, record.rules], sort_keys=True)
    return f"{record.game_id}-{record.seed}-{zlib.crc32(setup.encode()):08x}"


def same_start(key: str, start: str) -> bool:
    """Whether a saved game's key is of that start position (its own or a suffixed one)."""
    return key == start or key.startswith(start + "-")


def entry(address: str, played: int, over: bool, turn: int | None = None,
          opened: int = 0) -> str:
    """The stored text of a saved game (``turn`` and ``opened`` only where known)."""
    data: dict[str, Any] = {"v": FORMAT, "address": address, "played": played, "over": over}
    if turn is not None:
        data["turn"] = turn
    if opened:
        data["opened"] = opened
    return json.dumps(data, separators=(",", ":"))


def parse(key: str, raw: str) -> SavedGame:
    """A stored entry as a saved game, its address checked (fields and log length, without
    replaying it); AddressError for anything else. The legacy autosave is a bare address."""
    if not KEY.fullmatch(key):
        raise AddressError("A saved game's key is not one of ours.", "saved.damaged")
    if len(raw) > MAX_ENTRY:
        raise AddressError("A saved game is larger than any game's entry.", "saved.damaged")
    data: dict[str, Any] = {}
    if key == LEGACY:
        address, played, over = raw, 0, False
    else:
        data = _entry_fields(raw)
        address, played, over = data["address"], data["played"], data["over"]
    record = decode(address)
    checked_variant(game_class(record.game_id), record)
    turn, opened = data.get("turn"), data.get("opened")
    kinds = record.extra.get("seats")
    return SavedGame(key=key if key != LEGACY else key_of(record), address=address,
                     game_id=record.game_id, players=record.players, moves=len(record.moves),
                     played=played, over=over,
                     turn=turn if _whole(turn) and turn < record.players else None,
                     opened=opened if _whole(opened) else 0,
                     ref=game_id_of(record),
                     seats=tuple(kinds) if valid_seats(kinds, record.players) else (),
                     names=tuple(names.from_extra(record.extra, record.players)))


def _whole(value: Any) -> TypeGuard[int]:
    return type(value) is int and 0 <= value < 2**53


def _entry_fields(raw: str) -> dict[str, Any]:
    try:
        data = bounded_json.loads(raw, MAX_ENTRY)
    except ValueError as err:
        raise AddressError("A saved game is not JSON.", "saved.damaged") from err
    if not isinstance(data, dict) or data.get("v") != FORMAT \
            or not isinstance(data.get("address"), str) \
            or type(data.get("played")) is not int or not 0 <= data["played"] < 2**53 \
            or not isinstance(data.get("over"), bool):
        raise AddressError("A saved game has the wrong shape.", "saved.damaged")
    return data
