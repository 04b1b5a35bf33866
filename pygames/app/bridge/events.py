"""What the page may send the controller: one small declarative schema per event type.

An event is a JSON object with a ``type``; each type lists its fields, each field its kind
and limit. :func:`check` returns the event's problem (a text key and the field at fault) or
None, before the controller looks at anything in it: an unknown type or field, a value of
the wrong kind, a number out of range or text too long is a clear error event, never a
crash and never silence. Numbers that arrive as text (``data-value``) are parsed later with
:mod:`pygames.core.numbers` (ASCII digits only).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: The longest address (the codec's payload limit, with its version and ``#``).
MAX_ADDRESS = 64 * 1024 + 16
#: A tap plays up to 12 moves of at most 64 characters, joined by ``;``.
MAX_MOVE_TEXT = 12 * 65
#: Saved games the page may hand over at start-up (and damaged ones set aside): generous,
#: since whatever the browser's storage holds comes in one init event (an entry too large
#: to be a game is set aside by store/saving.py, not refused here).
MAX_SAVES = 5000
MAX_ENTRY = 8 * 1024 * 1024
#: The strings the app keeps in the browser (solo records, a game's review: a decision of a
#: long game takes about a hundred characters).
MAX_STORED = 1024 * 1024
#: Decisions the review workers hand over in one event (the page sends what it has).
MAX_REVIEWED = 10_000


@dataclass(frozen=True)
class Text:
    """A string of at most ``limit`` characters."""

    limit: int

    def problem(self, value: object) -> str | None:
        if not isinstance(value, str):
            return "event.not_text"
        return "event.too_long" if len(value) > self.limit else None


@dataclass(frozen=True)
class Number:
    """A finite number (int or float, never a bool) within ``low``..``high``."""

    low: float
    high: float

    def problem(self, value: object) -> str | None:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return "event.not_number"
        if isinstance(value, float) and not math.isfinite(value):
            return "event.not_number"
        return None if self.low <= value <= self.high else "event.out_of_range"


@dataclass(frozen=True)
class Scalar:
    """A ``data-value``: short text or a small number."""

    limit: int

    def problem(self, value: object) -> str | None:
        if isinstance(value, str):
            return Text(self.limit).problem(value)
        return Number(-1e9, 1e9).problem(value)


@dataclass(frozen=True)
class Table:
    """An object of at most ``size`` entries: text keys of at most ``key_limit`` characters,
    text values of at most ``limit``."""

    size: int
    key_limit: int
    limit: int

    def problem(self, value: object) -> str | None:
        if not isinstance(value, dict):
            return "event.not_table"
        if len(value) > self.size:
            return "event.too_long"
        for key, item in value.items():
            if len(key) > self.key_limit:
                return "event.too_long"
            found = Text(self.limit).problem(item)
            if found:
                return found
        return None


@dataclass(frozen=True)
class Choice:
    """One of a few fixed strings."""

    values: tuple[str, ...]

    def problem(self, value: object) -> str | None:
        return None if isinstance(value, str) and value in self.values else "event.bad_choice"


Field = Text | Number | Scalar | Table | Choice

#: A page as the browser keeps it in a history entry (navigation.py: screen, game, under).
PAGE = Table(3, 10, 64)

#: Every event type and its fields (``type`` aside); a field may be left out (or null).
SCHEMAS: dict[str, dict[str, Field]] = {
    "init": {
        "hash": Text(MAX_ADDRESS),
        "saved": Table(MAX_SAVES, 200, MAX_ENTRY),
        "damaged": Table(MAX_SAVES, 200, MAX_ENTRY),
        "lang": Text(64),
        "bot_delay": Number(0, 10_000),
        "hard_ms": Number(50, 30_000),
        "store": Table(1000, 200, MAX_STORED),
        # minutes east of UTC, as the page's clock says (``-getTimezoneOffset()``)
        "tz": Number(-1440, 1440),
        "page": PAGE,
        # the page's own address without its fragment (the link in a QR code)
        "base": Text(2048),
        # the revision of each saved game handed over (digits; store/saving.py) and how many
        # older ones start-up left unread (the page reads the newest, storage.js)
        "revs": Table(MAX_SAVES, 200, 20),
        "unread": Number(0, 1e9),
        # how many review workers the page can run (review/pool.py; 0 or none: no pool)
        "review_workers": Number(0, 64),
    },
    "hash": {"hash": Text(MAX_ADDRESS)},
    # Back or Forward: the page and address the browser kept with the history entry
    "history": {"page": PAGE, "hash": Text(MAX_ADDRESS)},
    "tap": {"move": Text(MAX_MOVE_TEXT), "action": Text(40), "value": Scalar(200)},
    "input": {"name": Text(40), "value": Scalar(200)},
    "key": {"key": Text(40)},
    "tick": {},
    "help": {"move": Text(MAX_MOVE_TEXT), "key": Text(200)},
    "try": {"move": Text(MAX_MOVE_TEXT), "key": Text(200)},
    # the page could not keep what a response asked it to store
    "storage": {"error": Choice(("quota", "unavailable")), "key": Text(200)},
    # a saved game as stored now: another tab saved it, or this tab's save was refused
    # because the stored revision had moved on (store/tabs.py); "" text: removed
    "stored": {"key": Text(200), "text": Text(MAX_ENTRY), "rev": Number(0, 2**53),
               "why": Choice(("tab", "refused"))},
    # decisions the review workers reviewed ({ply: entry row as JSON, "" where forced}), or
    # why they could not (review/pool.py)
    "review": {"key": Text(200), "results": Table(MAX_REVIEWED, 8, 1000), "failed": Text(400)},
    # older saved games, read on demand (the response's ``more_saves``), as in ``init``
    "saved": {"saved": Table(MAX_SAVES, 200, MAX_ENTRY), "revs": Table(MAX_SAVES, 200, 20),
              "unread": Number(0, 1e9)},
}


@dataclass(frozen=True)
class Problem:
    """Why an event was refused: a text key of the app's catalogue and the field at fault."""

    key: str
    field: str = ""


def check(event: object) -> Problem | None:
    """The event's problem, or None when it fits its type's schema."""
    if not isinstance(event, dict):
        return Problem("event.not_object")
    kind = event.get("type")
    schema = SCHEMAS.get(kind) if isinstance(kind, str) else None
    if schema is None:
        return Problem("event.unknown_type", "type")
    for name, value in event.items():
        if name == "type":
            continue
        field = schema.get(name)
        if field is None:
            return Problem("event.unknown_field", str(name)[:40])
        if value is None:
            continue  # null: the field left out
        found = field.problem(value)
        if found:
            return Problem(found, name)
    return None


def shorten(text: str, limit: int = 60) -> str:
    """Text from outside as it may be shown: at most ``limit`` characters, an ellipsis
    saying that the rest was cut."""
    return text if len(text) <= limit else text[: limit - 1] + "…"
