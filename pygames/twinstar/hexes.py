"""Axial hex helpers for the TwinStar valley (hexes are ``(q, r)`` tuples, pointy-top).

The valley is built from tiles that are hexagons of radius 2 (19 hexes). Radius-2
hexagons tile the plane on the lattice spanned by ``(5, -2)`` and its 60° rotation
``(2, 3)`` (determinant 19 = the tile size), so tiles placed on neighbouring lattice
positions meet without gaps or overlaps: "one continuous shape without seams".
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from functools import cache

from ..core import grid

Hex = tuple[int, int]

#: The six neighbour steps, counter-clockwise starting east.
DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
TILE_RADIUS = 2
_LATTICE_A: Hex = (5, -2)
_LATTICE_B: Hex = (2, 3)


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


#: Each hex's six neighbours, made on first use: asked for constantly by route searches, and
#: a valley (with the hexes around it) has a few hundred hexes.
_NEIGHBOURS: dict[Hex, tuple[Hex, ...]] = {}


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six hexes around h, counter-clockwise starting east."""
    found = _NEIGHBOURS.get(h)
    if found is None:
        q, r = h
        found = _NEIGHBOURS[h] = tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)
    return found


def is_adjacent(a: Hex, b: Hex) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRECTIONS


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def rotate(h: Hex, steps: int) -> Hex:
    """Rotate about the origin by ``steps`` × 60°."""
    q, r = h
    for _ in range(steps % 6):
        q, r = -r, q + r
    return (q, r)


def disc(radius: int = TILE_RADIUS) -> list[Hex]:
    """Every hex within ``radius`` of the origin, row by row (r, then q): the tile cell order."""
    return list(_disc(radius))


@cache
def _disc(radius: int) -> tuple[Hex, ...]:
    return tuple([
        (q, r)
        for r in range(-radius, radius + 1)
        for q in range(-radius, radius + 1)
        if distance((0, 0), (q, r)) <= radius
    ])


def tile_centre(pos: Hex) -> Hex:
    """The hex at the centre of the tile at lattice position ``pos``."""
    a, b = pos
    return (a * _LATTICE_A[0] + b * _LATTICE_B[0], a * _LATTICE_A[1] + b * _LATTICE_B[1])


def tile_hexes(pos: Hex, rotation: int = 0) -> list[tuple[int, Hex]]:
    """``(local index, valley hex)`` for every cell of a tile placed at ``pos`` and rotated."""
    return list(enumerate(tile_cells(pos, rotation % 6)))


@cache
def tile_cells(pos: Hex, rotation: int) -> tuple[Hex, ...]:
    """The valley hex of each cell of a tile placed at ``pos`` and rotated, by local index."""
    centre = tile_centre(pos)
    return tuple(add(centre, rotate(h, rotation)) for h in _disc(TILE_RADIUS))


@cache
def cell_names(letter: str) -> tuple[str, ...]:
    """The names of a tile's cells by local index: ``A1``, ``A2``... for tile A."""
    return tuple(f"{letter}{i + 1}" for i in range(len(_disc(TILE_RADIUS))))


def components(cells: Iterable[Hex]) -> list[list[Hex]]:
    """Connected groups of hexes, each sorted, in order of their smallest hex."""
    return grid.components(cells, DIRECTIONS)


@cache
def frontier(positions: frozenset[Hex]) -> tuple[Hex, ...]:
    """The positions next to a group of positions and not in it, sorted (where a valley's
    next tile may go)."""
    return tuple(sorted({nb for p in positions for nb in neighbours(p)} - positions))


def tile_layout_ok(positions: Iterable[Hex]) -> bool:
    """Tile positions form one shape, each tile touching at least 2 others, with no hole."""
    return _layout_ok(frozenset(positions))


@cache
def _layout_ok(pos: frozenset[Hex]) -> bool:
    """tile_layout_ok of a set of positions (setting up a valley tries many; few differ)."""
    if len(pos) == 1:
        return True
    if len(pos) == 2:  # two tiles: they just have to touch
        return len(components(pos)) == 1
    if len(components(pos)) != 1:
        return False
    if any(sum(n in pos for n in neighbours(p)) < 2 for p in pos):
        return False
    # A hole is an empty lattice position enclosed by tiles (with <= 6 tiles, a single one).
    empties = {n for p in pos for n in neighbours(p)} - pos
    return not any(all(n in pos for n in neighbours(e)) for e in empties)


def pixel(h: Hex, size: float) -> tuple[float, float]:
    """Centre of a pointy-top hex in SVG units."""
    q, r = h
    return (size * 3**0.5 * (q + r / 2), size * 1.5 * r)


def corners(h: Hex, size: float) -> list[tuple[float, float]]:
    x, y = pixel(h, size)
    pts = []
    for i in range(6):
        angle = math.pi / 180 * (60 * i - 30)
        pts.append((x + size * math.cos(angle), y + size * math.sin(angle)))
    return pts
