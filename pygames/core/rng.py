"""A small seeded random generator whose draws are identical on every Python.

``random.Random`` is stable in practice, but its helpers (``shuffle``, ``randrange``) are
implementation details that have changed between versions; the address of a game must
replay the same on CPython 3.11 here and on Pyodide's newer Python. SplitMix64 is tiny,
fast enough, and its whole state is one integer, which makes cloning trivial.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
#: The rejection limit of below() per bound (the bounds a game asks for are few and small).
_LIMITS: dict[int, int] = {}


class Rng:
    """SplitMix64 with unbiased bounded draws and a Fisher–Yates shuffle."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __hash__(self) -> int:
        return hash(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state})"

    def __deepcopy__(self, memo: dict) -> Rng:
        return Rng(self.state)

    def next64(self) -> int:
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)`` (rejection sampling, no modulo bias)."""
        limit = _LIMITS.get(n)
        if limit is None:
            if n <= 0:
                raise ValueError("below() needs a positive bound")
            limit = (1 << 64) - ((1 << 64) % n)
            if len(_LIMITS) < 4096:
                _LIMITS[n] = limit
        # next64 inlined: every draw of every game and playout passes here
        state = self.state
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _MASK
            z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                self.state = state
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``[lo, hi]``."""
        return lo + self.below(hi - lo + 1)

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> Rng:
        """An independent generator derived from this one's state and ``salt``."""
        return Rng(self.state ^ ((salt * 0xD1B54A32D192ED03) & _MASK))
