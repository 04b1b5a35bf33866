"""Square-grid helpers shared by the grid games (cells are ``(row, col)`` tuples)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator

from .numbers import is_number

Cell = tuple[int, int]

ORTHOGONAL: tuple[Cell, ...] = ((-1, 0), (0, 1), (1, 0), (0, -1))
DIAGONAL: tuple[Cell, ...] = ((-1, -1), (-1, 1), (1, 1), (1, -1))
KING: tuple[Cell, ...] = ORTHOGONAL + DIAGONAL

#: Compass names of the orthogonal steps, in the order of ``ORTHOGONAL``.
DIRECTIONS: dict[str, Cell] = {"N": (-1, 0), "E": (0, 1), "S": (1, 0), "W": (0, -1)}


def step(cell: Cell, delta: Cell, times: int = 1) -> Cell:
    return (cell[0] + delta[0] * times, cell[1] + delta[1] * times)


def neighbours(cell: Cell, deltas: Iterable[Cell] = ORTHOGONAL) -> Iterator[Cell]:
    r, c = cell
    for dr, dc in deltas:
        yield (r + dr, c + dc)


def bounding_box(cells: Iterable[Cell]) -> tuple[int, int, int, int] | None:
    """``(min_row, min_col, max_row, max_col)`` of the cells, or None when empty."""
    rows: list[int] = []
    cols: list[int] = []
    for r, c in cells:
        rows.append(r)
        cols.append(c)
    if not rows:
        return None
    return min(rows), min(cols), max(rows), max(cols)


def box_size(cells: Iterable[Cell]) -> tuple[int, int]:
    """Height and width of the smallest rectangle holding the cells (0, 0 when empty)."""
    box = bounding_box(cells)
    if box is None:
        return (0, 0)
    return box[2] - box[0] + 1, box[3] - box[1] + 1


def components(
    cells: Iterable[Cell],
    deltas: Iterable[Cell] = ORTHOGONAL,
) -> list[list[Cell]]:
    """Connected groups of the given cells, each sorted, in order of their first cell."""
    remaining = set(cells)
    steps = tuple(deltas)
    groups: list[list[Cell]] = []
    for start in sorted(remaining):
        if start not in remaining:
            continue
        remaining.discard(start)
        group = [start]
        stack = [start]
        while stack:
            r, c = stack.pop()
            for dr, dc in steps:
                nb = (r + dr, c + dc)
                if nb in remaining:
                    remaining.discard(nb)
                    group.append(nb)
                    stack.append(nb)
        groups.append(sorted(group))
    return groups


def flood(start: Cell, passable: Callable[[Cell], bool], deltas: Iterable[Cell] = ORTHOGONAL) -> set[Cell]:
    """Every cell reachable from ``start`` through cells for which ``passable`` holds."""
    steps = tuple(deltas)
    seen = {start}
    stack = [start]
    while stack:
        for nb in neighbours(stack.pop(), steps):
            if nb not in seen and passable(nb):
                seen.add(nb)
                stack.append(nb)
    return seen


def cell_name(cell: Cell) -> str:
    """Chess-like name of a non-negative cell: column letter then 1-based row (``(0, 0)`` → a1)."""
    r, c = cell
    return f"{chr(ord('a') + c)}{r + 1}"


def parse_cell(name: str) -> Cell | None:
    """Inverse of :func:`cell_name`; None for anything that is not a cell name."""
    if len(name) < 2 or not ("a" <= name[0] <= "z") or not is_number(name[1:]):
        return None
    if name[1] == "0":
        return None
    return int(name[1:]) - 1, ord(name[0]) - ord("a")
