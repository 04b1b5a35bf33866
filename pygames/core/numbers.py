"""Reading numbers out of text that may come from anywhere (an address, an event, a move).

``str.isdigit`` accepts characters such as "²" that ``int`` rejects; every parser here takes
ASCII decimal digits only, so text from outside can never crash a conversion.
"""

from __future__ import annotations


def is_number(text: str) -> bool:
    """Whether ``text`` is a non-empty run of ASCII digits 0-9."""
    return bool(text) and text.isascii() and text.isdigit()


def number(text: str, limit: int = 10**18) -> int | None:
    """``text`` as a non-negative int when it is ASCII digits and at most ``limit``."""
    if not is_number(text) or len(text) > len(str(limit)):
        return None
    value = int(text)
    return value if value <= limit else None
