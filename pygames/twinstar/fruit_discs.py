"""The fruit edition's discs: a turn places one or more (``walk`` a free symbol, ``leap`` a
rival's single disc, ``place`` the last one, which resolves), ending on a performable action
when one is in reach. Bit sets of the board's squares (``board_bits.py``). Methods of
``fruits.FruitsTwinStar``, written as functions of the game (``self``)."""

from __future__ import annotations

from functools import reduce
from operator import or_

from .board_bits import bit_indices
from .components import CONSTRUCT, TRANSPORT, UPGRADE
from .rules import parse_square, square_name
from .turn import Square


def leapable(self, p: int, rc: Square) -> bool:
    """A rival's single disc (a square holds two discs at most)."""
    stack = self.board.get(rc, [])
    return len(stack) == 1 and stack[0] != p


def passable(self, p: int, rc: Square) -> bool:
    """Whether a disc of p may go on rc: a free symbol, or a rival's single disc."""
    stack = self.board.get(rc)
    return not stack or (len(stack) == 1 and stack[0] != p)


def _entry_bits(self, p: int) -> int:
    """Squares p's next disc may go on: free or leapable squares next to p's discs; for
    the year's first disc, free edge squares with no rival around (first_disc_reason)."""
    key = ("entry", p)
    found = self.derived.memo.get(key)
    if found is None:
        bits = self.shape.bits
        occupied, own, passable = self._discs(p)
        found = self.derived.memo[key] = bits.edge & ~occupied & ~self.near_rivals(p) \
            if self.placed[p] == 0 else bits.orth(own) & passable
    return found


def _reach(self, p: int) -> list[int]:
    """The squares p's discs this turn can cover with 1, 2, ... discs (up to the discs
    p holds): bit sets, one per number of discs (each disc on a free square or a rival's
    single disc, next to a disc of p's)."""
    key = ("reach", p)
    found = self.derived.memo.get(key)
    if found is None:
        bits = self.shape.bits
        found = self.derived.memo[key] = bits.layers(self._entry_bits(p), self._discs(p)[2],
                                              self.pool[p])
    return found


def disc_reach(self, p: int) -> dict[Square, int]:
    """Discs p needs this turn to cover each square it can reach (that disc included)."""
    bits = self.shape.bits
    layers = bits.layers(self._entry_bits(p), self._discs(p)[2], len(bits.squares))
    return {rc: d for d, layer in enumerate(layers, 1) for rc in bits.squares_of(layer)}


def _final_bits(self, p: int) -> int:
    """The free squares p can end this turn's placing on."""
    return self._finals_of(self._reach(p), self._discs(p)[0])


def _finals_of(reach: list[int], occupied: int) -> int:
    """The free squares of a spread (its layers), ``occupied`` the squares with discs."""
    return reduce(or_, reach, 0) & ~occupied


def finals(self, p: int) -> dict[Square, int]:
    """Free squares p can end this turn's placing on, with the discs that takes."""
    squares_of = self.shape.bits.squares_of
    free = ~self._discs(p)[0]
    return {rc: d for d, layer in enumerate(self._reach(p), 1)
            for rc in squares_of(layer & free)}


def performable_bits(self, p: int, squares: int) -> int:
    """The given squares (a bit set) whose action p could perform now. Kept for the
    turn as two bit sets: the squares whose kinds were asked about, and of those the
    performable ones (a kind is asked about only when one of its squares is)."""
    key = ("performable bits", p)
    asked, ok = self.derived.turn.get(key, (0, 0))
    if squares & ~asked:
        for kind, kind_bits in self.shape.kind_bits.items():
            if kind_bits & squares & ~asked:
                asked |= kind_bits
                if self.performable(p, kind):
                    ok |= kind_bits
        self.derived.turn[key] = (asked, ok)
    return ok & squares


def performable(self, p: int, kind: str) -> bool:
    """Whether p could perform at least part of an action of this kind now (placing
    discs changes none of it): Construct an affordable piece or market, Deliver a load,
    Research an affordable research; Grow always (its 3 credits)."""
    key = ("performable", p, kind)
    ok = self.derived.turn.get(key)
    if ok is None:
        if kind == CONSTRUCT:
            ok = self._can_construct(p)
        elif kind == TRANSPORT:
            ok = self.can_move(p)
        elif kind == UPGRADE:
            ok = next(self._research_options(p, free=False), None) is not None
        else:
            ok = True
        self.derived.turn[key] = ok
    return ok


def _can_construct(self, p: int) -> bool:
    """A road piece on a free hex of a terrain p can pay for (road_terrains of the open
    terrains, stopping at the first), or a market."""
    if self.roads_left[p]:
        credits = self.credits[p]
        for t in self.open_terrains():
            cost = self.terrain_cost(p, t)
            if cost is not None and credits >= cost:
                return True
    return self.factory_affordable(p) and bool(self.factory_sites(p))


def targets(self, p: int) -> dict[Square, int]:
    """The squares p may end this turn on: the performable actions it can reach, or any
    it can reach when none is performable (「他にアクションが利用できない場合を除き」)."""
    bits = self.shape.bits
    chosen = self._target_bits(p)
    return {rc: d for rc, d in self.finals(p).items() if chosen & bits.bit(rc)}


def _target_bits(self, p: int) -> int:
    return self._targets_among(p, self._final_bits(p))[1]


def _targets_among(self, p: int, finals: int) -> tuple[int, int]:
    """Of the squares p can end this turn on (``finals``), the performable ones; and the
    targets: those, or all of them when none is (see targets)."""
    performable = self.performable_bits(p, finals)
    return performable, performable or finals


def _moves_place(self) -> list[str]:
    p = self.current
    shape = self.shape
    bits = shape.bits
    reach = self._reach(p)
    occupied, _, passable = self._discs(p)
    # _target_bits, from the spread and discs at hand
    performable, targets = self._targets_among(p, self._finals_of(reach, occupied))
    moves = shape.moves_of("place", reach[0] & targets) if reach else []
    pool = self.pool[p]
    if pool >= 2:
        free = bits.usable & ~occupied
        # the squares a later disc may end on: only performable ones when one is in reach
        goals = self.performable_bits(p, free) if performable else free
        # the goals the other ways on reach with the discs left (a year's first disc is
        # the only way on)
        near = 0
        if self.placed[p]:
            for layer in reach[:pool - 1]:
                near |= layer
        near &= goals
        entries = self._entry_bits(p)
        walks, leaps = shape.disc_moves("walk"), shape.disc_moves("leap")
        reaches, orth, left = bits.reaches, bits.orth, pool - 1
        for i in bit_indices(entries):
            here = 1 << i
            # a disc on ``here`` that does not resolve must leave a goal to end on with
            # the discs after it: one the other ways on reach without it (``near``), or
            # one the spread from ``here`` over passable squares reaches
            if near & ~here or reaches(orth(here) & passable, passable, left,
                                       goals & ~here):
                moves.append(leaps[i] if here & occupied else walks[i])
    return moves or ["pass"]


def chains(self, p: int, target: Square) -> list[list[str]]:
    """The shortest ways for p to end this turn on ``target``: each a list of moves
    (``walk``/``leap`` discs, then ``place``), one per distinct set of squares covered."""
    reach = self.disc_reach(p)
    if target not in self.targets(p):
        return []
    out: dict[frozenset[Square], list[str]] = {}

    def back(rc: Square, tail: list[Square]) -> None:
        d = reach[rc]
        if d == 1:
            path = [rc, *tail]
            out.setdefault(frozenset(path), [
                *((("leap " if x in self.board else "walk ") + square_name(x)) for x in path[:-1]),
                "place " + square_name(path[-1])])
            return
        for x in self.orth(rc):
            if reach.get(x) == d - 1:
                back(x, [rc, *tail])

    back(target, [])
    return [out[k] for k in sorted(out, key=lambda s: sorted(s))]


def _do_place(self, move: str) -> None:
    p = self.current
    if move == "pass":
        self.done[p] = True
        self._end_turn(check=False)
        return
    verb, sq = move.split(" ")
    rc = parse_square(sq)
    assert rc is not None
    self.put_disc(p, rc)
    if verb == "place":
        self.resolve(rc)
