"""The island's geometry: tile and frame-space names, and the line each frame space faces.

Shared by the rules, the reasons a move is not legal, the view and the bots.
"""

from __future__ import annotations

FRAME: tuple[str, ...] = (
    "Na", "Nb", "Nc", "Nd", "E1", "E2", "E3", "E4", "Sa", "Sb", "Sc", "Sd", "W1", "W2", "W3", "W4",
)
COLS = "abcd"
POS_NAMES: tuple[str, ...] = tuple(f"{COLS[p % 4]}{p // 4 + 1}" for p in range(16))
POS_INDEX = {name: p for p, name in enumerate(POS_NAMES)}


def frame_line(space: str) -> tuple[int, ...]:
    """Island positions (reading order) in the row or column a frame space faces."""
    side, where = space[0], space[1]
    if side in "NS":
        c = COLS.index(where)
        return tuple(r * 4 + c for r in range(4))
    r = int(where) - 1
    return tuple(r * 4 + c for c in range(4))


LINES = {s: frame_line(s) for s in FRAME}


def cross(p: int) -> tuple[int, ...]:
    """Positions in the same row or column as ``p`` (including ``p`` once)."""
    r, c = divmod(p, 4)
    return tuple(sorted({r * 4 + i for i in range(4)} | {i * 4 + c for i in range(4)}))
