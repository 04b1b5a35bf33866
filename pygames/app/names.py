"""Players' names: typed at setup, carried by the address (``extra["names"]``), shown as text.

A name comes from a person (the setup form) or from a link anyone can write, so it is
cleaned the same way on both roads: control and format characters (line breaks, bidi
overrides, zero-width joiners) are dropped, runs of spaces become one, and the name is cut
to ``MAX_NAME`` characters. Markup needs no escaping here: scenes carry names as text, never
as HTML, so ``<b>`` is shown as the four characters it is.
"""

from __future__ import annotations

import unicodedata
from typing import Any

#: The longest name kept (characters).
MAX_NAME = 24
#: The most a name takes in a board's drawing, in half-width characters (a wide one counts
#: two): drawings leave room for "Player 1" or "プレイヤー1", and SVG text cannot wrap.
BOARD_WIDTH = 10


def clean(text: object) -> str:
    """A name as it may be kept and shown ("" for anything that is not text)."""
    if not isinstance(text, str):
        return ""
    kept = "".join(map(_kept, text[:MAX_NAME * 8]))
    return " ".join(kept.split())[:MAX_NAME].strip()


def _kept(ch: str) -> str:
    """A character of a name: spaces of every kind as one space, other control, format and
    separator characters dropped."""
    if ch.isspace():
        return " "
    return "" if unicodedata.category(ch)[0] in "CZ" else ch


def from_extra(extra: dict[str, Any], players: int) -> list[str]:
    """The names an address carries, cleaned: one per seat ("" for a seat without one), or
    none at all when the field is missing or not a list of that many texts."""
    found = extra.get("names")
    if not isinstance(found, list) or len(found) != players \
            or not all(isinstance(name, str) for name in found):
        return []
    names = [clean(name) for name in found]
    return names if any(names) else []


def to_extra(names: list[str]) -> list[str] | None:
    """The address's field for a table's names (None: none given, the field left out)."""
    return list(names) if any(names) else None


def shortened(name: str, width: int = BOARD_WIDTH) -> str:
    """A name as a board draws it: cut with an ellipsis to ``width`` half-width characters
    (a wide one counts two) where it is longer; the page's panels show it whole."""
    sizes = [2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in name]
    if sum(sizes) <= width:
        return name
    kept, used = [], 0
    for ch, size in zip(name, sizes, strict=True):
        if used + size > width - 1:
            break
        kept.append(ch)
        used += size
    return "".join(kept).rstrip() + "…"
