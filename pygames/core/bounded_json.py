"""JSON from outside, bounded before it is parsed: its size, and how deeply it nests.

``json.loads`` recurses once per nested bracket. CPython stops a deep text with a
RecursionError, but Pyodide's WebAssembly stack overflows first (a few thousand brackets in
a browser's worker): the runtime dies for good, and an address or a stored entry that holds
such a text kills it again at every start. So every JSON text from outside (an address, a
stored entry, an event, a stored review, ``from_json``) passes :func:`loads`, which measures
the nesting without recursion and refuses a text that is too large or too deep before
``json.loads`` sees it. The same code runs in CPython and in Pyodide, so both refuse the same
texts.

The scan is linear and runs in C: string literals (with their escapes) are cut out by one
regular expression, every other character but brackets is dropped, and the running depth is
summed a chunk at a time, stopping at the first chunk that goes too deep (so 400,000 nested
brackets cost a few thousand steps). Brackets that do not pair up are refused with the deep
ones (json would refuse them too). A string left open runs to the end of the text: json
fails inside it without going any deeper.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any

#: Deeper than anything the app writes: an address nests 3 levels (the record, its
#: ``extra``, the seats list), an event 2, a stored review 3, a saved entry 1.
MAX_DEPTH = 64

#: A JSON string literal: quotes around anything but quotes and backslashes, and escapes;
#: one left open runs to the end of the text (so no text is scanned twice).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
#: Everything that neither opens nor closes a level.
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}
#: Brackets as bytes of one kind (JSON's nesting does not care which), and their steps.
_PAIRS = bytes.maketrans(b"[]{}", b"()()")
_BYTE_STEP = {ord("("): 1, ord(")"): -1}
#: Brackets summed at a time: a text too deep is refused after the chunk that shows it.
_CHUNK = 4096


class JsonBoundError(ValueError):
    """A JSON text from outside that is larger or nests deeper than its source allows."""


def _brackets(text: str) -> str:
    """The brackets of ``text`` outside its string literals, in order."""
    return _NOT_BRACKET.sub("", _STRING.sub("", text))


def depth(text: str) -> int:
    """How deeply ``text`` nests (0 for a scalar), without recursion; brackets inside
    string literals do not count (a step per bracket: for tests and messages)."""
    return max(accumulate(map(_STEP.__getitem__, _brackets(text))), default=0)


def nests_within(text: str, max_depth: int) -> bool:
    """Whether ``text``'s brackets pair up and nest at most ``max_depth`` deep: one pass
    removes every innermost pair (a wide text mostly vanishes), then the running depth is
    summed a chunk at a time and stops at the first chunk that goes too deep."""
    pairs = _brackets(text).encode("ascii").translate(_PAIRS)
    if max_depth > 0:
        pairs = pairs.replace(b"()", b"")  # one level fewer, in one pass
        max_depth -= 1
    level = 0
    for start in range(0, len(pairs), _CHUNK):
        steps = map(_BYTE_STEP.__getitem__, pairs[start:start + _CHUNK])
        levels = list(accumulate(steps, initial=level))
        if max(levels) > max_depth or min(levels) < 0:
            return False
        level = levels[-1]
    return level == 0


def check(text: str, max_chars: int, max_depth: int = MAX_DEPTH) -> None:
    """Raise :class:`JsonBoundError` if ``text`` is longer than ``max_chars`` characters or
    nests deeper than ``max_depth``."""
    if len(text) > max_chars:
        raise JsonBoundError(f"a JSON text of {len(text)} characters (at most {max_chars})")
    if not nests_within(text, max_depth):
        raise JsonBoundError(f"a JSON text nested deeper than {max_depth} (or with brackets "
                             "that do not pair up)")


def loads(text: str | bytes, max_chars: int, max_depth: int = MAX_DEPTH, **options: Any) -> Any:
    """``json.loads(text, **options)`` once :func:`check` has passed; ValueError (a
    :class:`JsonBoundError`, or json's own error) for anything else."""
    if isinstance(text, bytes | bytearray):
        text = text.decode("utf-8")
    if not isinstance(text, str):
        raise JsonBoundError("a JSON text that is not text")
    check(text, max_chars, max_depth)
    return json.loads(text, **options)
