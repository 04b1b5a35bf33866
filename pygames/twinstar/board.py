"""The action board's layout and names, and small sums over items: what the rules, the
views and the words all ask about squares and loads, kept apart from the engine's state."""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import Any, ClassVar

from ..core.numbers import is_number
from .board_bits import BoardBits, bit_indices
from .components import FLOWER
from .turn import Square


class BoardShape:
    """An action board's layout as lookups: its usable squares (flowers are never used), the
    usable orthogonal neighbours of each, its outer edge, each square's kind, and the same
    as bit sets (``bits``, ``kind_bits``). Made once per layout and shared by every game on
    it, since placing discs asks for neighbours constantly."""

    _made: ClassVar[dict[tuple[str, ...], BoardShape]] = {}

    def __init__(self, rows: tuple[str, ...]) -> None:
        size = len(rows)
        self.rows = rows
        self.size = size
        self.squares: tuple[Square, ...] = tuple(
            (r, c) for r in range(size) for c in range(size) if rows[r][c] != FLOWER)
        usable = set(self.squares)
        self.orth: dict[Square, tuple[Square, ...]] = {
            (r, c): tuple(x for x in ((r - 1, c), (r, c + 1), (r + 1, c), (r, c - 1)) if x in usable)
            for r, c in self.squares}
        self.edge = frozenset((r, c) for r, c in self.squares if r in (0, size - 1)
                              or c in (0, size - 1))
        self.edge_squares = [rc for rc in self.squares if rc in self.edge]
        self.kinds: dict[Square, str] = {(r, c): rows[r][c] for r in range(size)
                                         for c in range(size)}
        self.bits = BoardBits(size, self.squares, self.edge)
        self.kind_bits: dict[str, int] = {}
        #: Disc moves by verb, then by bit index (``place b3``...): move lists are made from
        #: bit sets at every placement, so the strings are made once per layout.
        self._disc_moves: dict[str, tuple[str, ...]] = {}
        for rc in self.squares:
            self.kind_bits[self.kinds[rc]] = self.kind_bits.get(self.kinds[rc], 0) | self.bits.bit(rc)

    def disc_moves(self, verb: str) -> tuple[str, ...]:
        """Each square's disc move with this verb (``place``, ``walk``, ``leap``), by the
        square's bit index (see board_bits.py)."""
        found = self._disc_moves.get(verb)
        if found is None:
            found = self._disc_moves[verb] = tuple(
                f"{verb} {square_name(rc)}" for rc in self.bits.squares)
        return found

    def moves_of(self, verb: str, bits: int) -> list[str]:
        """The disc moves with this verb onto the squares of a bit set, in square order
        (every placing move passes here)."""
        names = self.disc_moves(verb)
        return [names[i] for i in bit_indices(bits)]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, BoardShape) and other.rows == self.rows

    def __hash__(self) -> int:
        return hash(self.rows)

    def __deepcopy__(self, memo: dict[int, Any]) -> BoardShape:
        return self  # never changed: every copy of a game shares it

    @classmethod
    def of(cls, rows: list[str] | tuple[str, ...]) -> BoardShape:
        key = tuple(rows)
        shape = cls._made.get(key)
        if shape is None:
            shape = cls._made[key] = BoardShape(key)
        return shape


@cache
def square_name(rc: Square) -> str:
    """``a1`` for the top-left square of the action board: column letter, row number."""
    return f"{chr(97 + rc[1])}{rc[0] + 1}"


def parse_square(text: str) -> Square | None:
    """The square a name like ``b3`` means, None if it is not one (ASCII only)."""
    found = _SQUARES.get(text)
    if found is not None:
        return found
    if len(text) < 2 or not ("a" <= text[0] <= "z") or not text[1:].isascii() \
            or not is_number(text[1:]) or len(text) > 4:
        return None
    return (int(text[1:]) - 1, ord(text[0]) - 97)


#: The squares of the largest boards by name: every disc move names one.
_SQUARES: dict[str, Square] = {square_name((r, c)): (r, c) for r in range(9) for c in range(9)}


@cache
def multisets(items: str, size: int, order: str) -> tuple[str, ...]:
    """Every distinct choice of ``size`` of the items, each in colour order."""
    return tuple(sorted({"".join(sorted(c, key=order.index)) for c in combinations(items, size)},
                        key=lambda s: [order.index(x) for x in s]))


def covers(have: str, need: str) -> bool:
    """Whether the items ``have`` include ``need`` (``*`` is any item)."""
    pool = list(have)
    wild = 0
    for g in need:
        if g == "*":
            wild += 1
        elif g in pool:
            pool.remove(g)
        else:
            return False
    return len(pool) >= wild
