"""The action board as bit sets, for placing discs.

Square ``(r, c)`` of a board of side ``size`` is bit ``r * size + c``, so a set of squares is
one integer, ascending bits are the squares in row order, and moving a whole set one square
in the four directions is a few shifts and masks. The fruit edition asks at every disc
placement which squares a player's discs can reach this turn and with how many discs (a
breadth-first spread over the board); as bit sets each step of that spread is a handful of
integer operations instead of a loop over squares.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

Square = tuple[int, int]


def singles(bits: int) -> Iterator[int]:
    """Each square of a bit set as a bit set of its own, in row order."""
    while bits:
        low = bits & -bits
        yield low
        bits ^= low


def bit_indices(bits: int) -> list[int]:
    """The indices of a bit set's bits, ascending (a square's index on the board, a node's
    in a graph): the one loop over a set's bits that the moves and spreads go through."""
    out = []
    while bits:
        low = bits & -bits
        out.append(low.bit_length() - 1)
        bits ^= low
    return out


def spread(adjacent: Sequence[int], start: int, blocked: int) -> int:
    """The nodes of a graph reachable from ``start`` (included) without entering
    ``blocked``: ``adjacent[i]`` is the bit set of node i's neighbours."""
    seen = 0
    frontier = start & ~blocked
    while frontier:
        seen |= frontier
        nxt = 0
        for i in bit_indices(frontier):
            nxt |= adjacent[i]
        frontier = nxt & ~(blocked | seen)
    return seen


class BoardBits:
    """Bit-set geometry of one board layout: ``usable`` squares (flowers are never used) and
    its outer ``edge``."""

    def __init__(self, size: int, usable: Iterable[Square], edge: Iterable[Square]) -> None:
        self.size = size
        self.squares: list[Square] = [(r, c) for r in range(size) for c in range(size)]
        #: Each square's bit.
        self.bit_of: dict[Square, int] = {rc: 1 << i for i, rc in enumerate(self.squares)}
        self.full = (1 << size * size) - 1
        self.usable = self.mask(usable)
        self.edge = self.mask(edge)
        first_column = sum(1 << r * size for r in range(size))
        self._not_first_column = self.full & ~first_column
        self._not_last_column = self.full & ~(first_column << size - 1)

    def bit(self, rc: Square) -> int:
        return self.bit_of[rc]

    def mask(self, squares: Iterable[Square]) -> int:
        """The bit set of some squares."""
        out = 0
        bit_of = self.bit_of
        for rc in squares:
            out |= bit_of[rc]
        return out

    def squares_of(self, bits: int) -> list[Square]:
        """The squares of a bit set, in row order."""
        squares = self.squares
        return [squares[i] for i in bit_indices(bits)]

    def sideways(self, bits: int) -> int:
        """The squares left and right of the given ones (on the board, flowers included)."""
        return ((bits << 1) & self._not_first_column) | ((bits >> 1) & self._not_last_column)

    def orth(self, bits: int) -> int:
        """The usable squares orthogonally next to the given ones (sideways, up and down)."""
        n = self.size
        return (((bits << 1) & self._not_first_column) | ((bits >> 1) & self._not_last_column)
                | (bits << n) | (bits >> n)) & self.usable

    def around(self, bits: int) -> int:
        """The given squares and every square around them, diagonals included."""
        row = bits | self.sideways(bits)
        n = self.size
        return (row | (row << n) | (row >> n)) & self.full

    def blocks(self, bits: int) -> int:
        """The squares of every 2×2 block lying wholly in ``bits``."""
        n = self.size
        pairs = bits & (bits >> 1) & self._not_last_column  # and the square to the right
        corners = pairs & (pairs >> n)  # top-left squares of the blocks
        row = corners | (corners << 1)
        return row | (row << n)

    def layers(self, start: int, passable: int, limit: int) -> list[int]:
        """Breadth-first from ``start`` (the first layer) over ``passable`` squares: the
        squares first reached at each step, at most ``limit`` layers."""
        orth = self.orth
        open_ = passable & self.usable & ~start  # passable squares not reached yet
        out: list[int] = []
        layer = start
        while layer and len(out) < limit:
            out.append(layer)
            layer = orth(layer) & open_
            open_ ^= layer
        return out

    def reaches(self, start: int, passable: int, limit: int, goals: int) -> bool:
        """Whether the first ``limit`` layers of that spread hold a square of ``goals``."""
        orth = self.orth
        open_ = passable & self.usable & ~start
        layer = start
        for _ in range(limit):
            if layer & goals:
                return True
            if not layer:
                return False
            layer = orth(layer) & open_
            open_ ^= layer
        return False
