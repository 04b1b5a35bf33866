"""Placing discs on the action board: its squares, where a disc may go (as bit sets, see
``board_bits.py``), and the disc that resolves its action into the turn's stages. Methods
of ``rules.TwinStar``, written as functions of the game (``self``); each edition places
discs its own way (its ``place`` phase)."""

from __future__ import annotations

from .components import (
    CONSTRUCT,
    MINE_ACTION,
    TRANSPORT,
    UPGRADE,
)
from .turn import Square, Stage

#: Each action's main stages (the closing ones follow: see closing_stages).
_MAIN_STAGES: dict[str, tuple[Stage, ...]] = {
    CONSTRUCT: (("construct", ""),),
    TRANSPORT: (("transport", ""),),
    MINE_ACTION: (("mine", ""), ("mine", ""), ("mine_pay", "")),
    UPGRADE: (("upgrade", ""),),
}


def kind_at(self, rc: Square) -> str:
    return self.shape.kinds[rc]


def top(self, rc: Square) -> int | None:
    stack = self.board.get(rc)
    return stack[-1] if stack else None


def square_ok(self, rc: Square) -> bool:
    """Whether rc is a usable square of the action board (flower squares are not)."""
    return rc in self.shape.orth


def orth(self, rc: Square) -> tuple[Square, ...]:
    """The usable squares orthogonally next to rc."""
    return self.shape.orth.get(rc, ())


def first_disc_reason(self, p: int, rc: Square) -> str | None:
    """Why p's first disc of the round may not go on free square rc (None if it may):
    the outer edge, and no rival disc around it, diagonals included."""
    if rc not in self.shape.edge:
        return "edge"
    if self.near_rivals(p) & self.shape.bits.bit(rc):
        return "rival_near"
    return None


def near_rivals(self, p: int) -> int:
    """The squares with a rival's disc on top on them or around them (diagonals
    included), as a bit set (see board_bits.py)."""
    key = ("near_rivals", p)
    found = self.derived.memo.get(key)
    if found is None:
        occupied, own, _ = self._discs(p)
        found = self.derived.memo[key] = self.shape.bits.around(occupied & ~own)
    return found


def placement_reason(self, p: int, rc: Square) -> str | None:
    """Why p may not put one disc on square rc now (None if it may)."""
    if not self.square_ok(rc):
        return "flower" if 0 <= rc[0] < self.size and 0 <= rc[1] < self.size else "square"
    if rc in self.board:
        return "occupied"
    return self.reach_reason(p, rc)


def _discs(self, p: int) -> tuple[int, int, int]:
    """The squares holding a disc, those with p's disc on top, and those a disc of p may
    go on (a free square or a rival's single disc), as bit sets (board_bits.py)."""
    key = ("discs", p)
    found = self.derived.memo.get(key)
    if found is None:
        bits = self.shape.bits
        bit_of = bits.bit_of
        occupied = own = leapable = 0
        for rc, stack in self.board.items():
            bit = bit_of[rc]
            occupied |= bit
            if stack[-1] == p:
                own |= bit
            elif len(stack) == 1:
                leapable |= bit
        found = self.derived.memo[key] = (occupied, own, (bits.usable & ~occupied) | leapable)
    return found


def disc_squares(self, p: int) -> list[Square]:
    """The squares a disc of p may go on at all now (reach_reason allows them, the
    rest aside), in square order: the edge for the round's first disc, else the squares
    next to p's discs."""
    shape = self.shape
    if self.placed[p] == 0:
        return shape.edge_squares
    return sorted({x for rc, stack in self.board.items() if stack[-1] == p
                   for x in shape.orth[rc]})


def reach_reason(self, p: int, rc: Square) -> str | None:
    """The edge rule for a first disc; next to an own disc for the others."""
    if self.placed[p] == 0:
        return self.first_disc_reason(p, rc)
    if not any(self.top(x) == p for x in self.orth(rc)):
        return "not_adjacent"
    return None


def made_square(self, p: int, squares: list[Square]) -> bool:
    """Whether one of ``squares`` is part of a 2×2 of p's top discs."""
    bits = self.shape.bits
    blocks = bits.blocks(self.top_bits(p))
    return any(blocks & bits.bit_of[rc] for rc in squares)


def top_bits(self, p: int) -> int:
    """The squares with p's disc on top, as a bit set (see board_bits.py)."""
    return self.shape.bits.mask(rc for rc, stack in self.board.items() if stack[-1] == p)


def put_disc(self, p: int, rc: Square) -> None:
    """A disc of p onto square rc (on a rival's disc for a leapfrog)."""
    self.board.setdefault(rc, []).append(p)
    self.pool[p] -= 1
    self.placed[p] += 1
    self.turn.squares.append(rc)


def resolve(self, rc: Square) -> None:
    """The disc on rc resolves its action: the turn's stages begin."""
    kind = self.kind_at(rc)
    self.turn.action = kind
    self.stages = self._turn_stages(kind)
    self._next()


def _main_stages(self, kind: str) -> list[Stage]:
    return list(_MAIN_STAGES[kind])


def _turn_stages(self, kind: str) -> list[Stage]:
    return self._main_stages(kind) + self.closing_stages()
