"""The game address: everything needed to rebuild a game, packed into a URL fragment.

Layout: ``<format version>.<payload>`` where the payload is base64url (no padding) of a
raw-deflate-compressed compact JSON array ``[game_id, players, options, seed, moves, extra,
rules]``; ``moves`` is the move log joined by ``|``, ``extra`` holds app data such as seat
kinds and ``rules`` is the version of the rule set's rules the game was started under (a
rule fix raises it; a game keeps the rules it started with, so a shared game never changes
under its players). Format 1 has no ``rules`` element: those games are on rules version 1.
The version stays outside the compressed part so an old address can be recognised and
refused plainly even if its payload layout changed. Decoding checks the shape only (and
that the payload, once inflated, its nesting and its log stay within fixed limits: see
:mod:`.bounded_json`);
:mod:`pygames.core.loading` checks every field against the rule set and replays the moves.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from dataclasses import dataclass, field
from typing import Any

from . import bounded_json
from .errors import AddressError
from .numbers import is_number

FORMAT_VERSION = 2
#: Versions this build can still open.
SUPPORTED_VERSIONS = frozenset({1, 2})
MOVE_SEPARATOR = "|"
_MAX_PAYLOAD = 64 * 1024
#: The most a payload may inflate to (a legal game's log stays far below it).
MAX_JSON = 1024 * 1024
#: More moves than any rule set's longest game (``Game.max_moves``) can hold: refused before
#: the log is split (the loader then checks the rule set's own bound).
MAX_MOVES = 65_536


@dataclass
class GameRecord:
    """What an address holds."""

    game_id: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    moves: list[str] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)
    #: The version of the rule set's rules the game was started under.
    rules: int = 1


def encode(record: GameRecord) -> str:
    for move in record.moves:
        if MOVE_SEPARATOR in move:
            raise ValueError(f"move {move!r} contains the separator {MOVE_SEPARATOR!r}")
    data = [
        record.game_id,
        record.players,
        record.options,
        record.seed,
        MOVE_SEPARATOR.join(record.moves),
        record.extra,
        record.rules,
    ]
    raw = json.dumps(data, separators=(",", ":"), sort_keys=True, ensure_ascii=False).encode()
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(raw) + packer.flush()
    text = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{FORMAT_VERSION}.{text}"


def decode(fragment: str) -> GameRecord:
    """Parse an address (with or without its leading ``#``); raise :class:`AddressError`."""
    if not isinstance(fragment, str):
        raise AddressError("The game address is not text.")
    text = fragment.strip()
    if text.startswith("#"):
        text = text[1:]
    if text.startswith("g="):
        text = text[2:]
    if not text:
        raise AddressError("The game address is empty.", "address.empty")
    version_text, dot, payload = text.partition(".")
    if not dot or not is_number(version_text) or len(version_text) > 6:
        raise AddressError("This is not a game address.")
    version = int(version_text)
    if version not in SUPPORTED_VERSIONS:
        if version < FORMAT_VERSION:
            raise AddressError(
                f"This address uses format {version}, which is too old to open.", "address.too_old"
            )
        raise AddressError(
            f"This address uses format {version}, made by a newer version of the app.",
            "address.too_new",
        )
    if len(payload) > _MAX_PAYLOAD:
        raise AddressError("The game address is too long.")
    try:
        packed = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
        unpacker = zlib.decompressobj(-15)
        raw = unpacker.decompress(packed, MAX_JSON)
        if unpacker.unconsumed_tail or not unpacker.eof:
            raise AddressError("The game address is damaged or truncated.")
        data = bounded_json.loads(raw.decode("utf-8"), MAX_JSON)
    except AddressError:
        raise
    except (binascii.Error, zlib.error, ValueError) as err:  # UnicodeDecodeError is one
        raise AddressError("The game address is damaged.") from err
    return _record_from(data, version)


def _record_from(data: Any, version: int = FORMAT_VERSION) -> GameRecord:
    if not isinstance(data, list) or len(data) != (6 if version == 1 else 7):
        raise AddressError("The game address has the wrong shape.")
    game_id, players, options, seed, moves, extra = data[:6]
    rules = data[6] if version > 1 else 1
    if type(rules) is not int or not 1 <= rules <= 1000:
        raise AddressError("The game address has a bad rules version.")
    if not isinstance(game_id, str):
        raise AddressError("The game address names no game.")
    if type(players) is not int or type(seed) is not int:
        raise AddressError("The game address has a bad player count or seed.")
    if not isinstance(options, dict) or not isinstance(extra, dict) or not isinstance(moves, str):
        raise AddressError("The game address has the wrong shape.")
    if moves.count(MOVE_SEPARATOR) >= MAX_MOVES:
        raise AddressError("The game address holds too many moves.", "address.too_long")
    return GameRecord(
        game_id=game_id,
        players=players,
        seed=seed,
        options=options,
        moves=moves.split(MOVE_SEPARATOR) if moves else [],
        extra=extra,
        rules=rules,
    )
