"""What changed on a board between two positions: the parts to mark after other players'
moves (play by link's news since this device's last move).

Two boards drawn by the same view are compared node by node, each found again by its keys
(every node of a board is keyed, or keyed by its position among its siblings). A node
differs where it is new, where what it looks like differs (its tag, its text, its colours,
symbols and classes; not where or how large it is drawn), or where a child it had is gone.
Each difference is put on the *part* that holds it: the nearest node that answers a tap (a
choice, a part picked first, a part with help or a "why not?"), which is what a player sees
as one thing on the board (a card, a hex, a track). A part drawn under another key (a map
drawn large for the player to move, small for the others) is found again by what its help
explains (``data-help``). Outside any part, a new shape (no words: labels such as
coordinates are not pieces) among siblings drawn the same way before (a line drawn on a
map) is itself the change. What only concerns who is to move (the choices and their names,
focus, help targets) is not a change of the board.
"""

from __future__ import annotations

from typing import Any

from .choice_names import UNDRAWN
from .scene import Node

Path = tuple[str, ...]

#: Attributes about tapping, naming and focus, not about what the board looks like.
INTERACTION = frozenset({
    "data-move", "data-action", "data-value", "data-leads", "data-try", "data-help",
    "data-current", "tabindex", "role", "title",
})
#: Where and how large a node is drawn: a view may lay a board out anew for each turn (the
#: player to move drawn large, a valley grown by a row), which moves nothing on the table.
GEOMETRY = frozenset({
    "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "width", "height", "d",
    "points", "transform", "viewBox", "stroke-width", "font-size", "textLength",
    "lengthAdjust", "dx", "dy",
})
#: Classes the app or the view give for the decision at hand (see scene.py).
DECISION_CLASSES = frozenset({"legal", "picked", "hint", "changed"})
#: What makes a node a part of the board a player can tap or ask about.
PART_MARKS = ("data-move", "data-action", "data-try", "data-help")


def _look(node: Node) -> tuple[Any, ...]:
    """What a node itself looks like (its children aside)."""
    attrs = node.get("a") or {}
    drawn = sorted((name, str(value)) for name, value in attrs.items()
                   if name not in INTERACTION and name not in GEOMETRY
                   and not name.startswith("aria-")
                   and name != "class")
    classes = sorted(set(str(attrs.get("class") or "").split()) - DECISION_CLASSES)
    return node.get("t"), node.get("x"), tuple(classes), tuple(drawn)


def _child_keys(node: Node) -> list[tuple[str, Node]]:
    return [(str(child.get("k", f"#{index}")), child)
            for index, child in enumerate(node.get("c") or [])
            if child.get("t") not in UNDRAWN]


def _is_part(node: Node) -> bool:
    attrs = node.get("a") or {}
    return any(mark in attrs for mark in PART_MARKS)


def _index(board: Node) -> list[tuple[Path, Node, Path | None]]:
    """Every drawn node below ``board`` with its key path and its part's path (None
    outside any part)."""
    out: list[tuple[Path, Node, Path | None]] = []
    stack: list[tuple[Node, Path, Path | None]] = [(board, (), None)]
    while stack:
        node, path, part = stack.pop()
        if path and _is_part(node):
            part = path
        out.append((path, node, part))
        for key, child in _child_keys(node):
            stack.append((child, (*path, key), part))
    return out


def _unique_ends(paths: list[Path]) -> dict[Path, int]:
    """How many of ``paths`` end with each ending (the last keys of a path)."""
    counts: dict[Path, int] = {}
    for path in paths:
        for start in range(len(path)):
            end = path[start:]
            counts[end] = counts.get(end, 0) + 1
    return counts


def changed_parts(before: Node, after: Node) -> set[Path]:
    """The key paths of the parts of ``after`` that differ from ``before``.

    A node is found again by the shortest ending of its key path that names one node in
    both boards (a view may draw the same map in another area, or a card further along as
    the valley grows), so a part that only moved on the page is not a change; a part with help
that went to another area of the board (a card taken from the river into the valley) is."""
    old_index = _index(before)
    new_index = _index(after)
    old_counts = _unique_ends([path for path, _, _ in old_index])
    new_counts = _unique_ends([path for path, _, _ in new_index])
    old_by_end: dict[Path, Node] = {}
    for path, node, _ in old_index:
        for start in range(len(path)):
            if old_counts[path[start:]] == 1:
                old_by_end[path[start:]] = node
    old_by_help = _unique_help(old_index)
    new_by_help = _unique_help(new_index)
    nodes = {path: node for path, node, _ in new_index}
    old_paths = {id(node): path for path, node, _ in old_index}

    def old_of(path: Path, part: Path | None = None) -> Node | None:
        # in a part whose help explains one thing in both boards: that part (wherever and
        # under whichever key it was drawn), then the same keys in it
        help_of = str((nodes[part].get("a") or {}).get("data-help", "")) if part else ""
        if part and help_of and new_by_help.get(help_of) is nodes[part]:
            node = old_by_help.get(help_of)
            for key in path[len(part or ()):]:
                node = dict(_child_keys(node)).get(key) if node is not None else None
            return node
        return next((old_by_end[path[start:]] for start in range(len(path) - 1, -1, -1)
                     if new_counts[path[start:]] == 1 and path[start:] in old_by_end), None)

    # a new part that draws no word or symbol (an empty space, a target's outline) is
    # where a piece can go, not something put on the table
    bare = {path for path, node, part in new_index
            if path == part and old_of(path, part) is None and not _draws_something(node)}
    found: set[Path] = set()
    for path, node, part in new_index:
        if part is None:
            parent = old_of(path[:-1]) if path else None
            if path and old_of(path) is None and parent is not None \
                    and _look(parent) == _look(nodes[path[:-1]]) and not _has_words(node):
                found.add(path)  # a new piece beside what was there, drawn the same way
            continue
        if part in found or part in bare:
            continue
        old = old_of(path, part)
        if old is None or _look(old) != _look(node) \
                or {k for k, _ in _child_keys(old)} - {k for k, _ in _child_keys(node)} \
                or path == part and "data-help" in (node.get("a") or {}) \
                and _area(old_paths[id(old)]) != _area(path):
            found.add(part)  # new, drawn otherwise, something on it gone, or another area
    return found


def _area(path: Path) -> str | None:
    """The key of the area (scene.area) a path lies in, if any."""
    return next((key for key in path if key.startswith("area-")), None)


def _unique_help(index: list[tuple[Path, Node, Path | None]]) -> dict[str, Node]:
    """The parts by what their help explains, where one part alone explains it."""
    by_help: dict[str, list[Node]] = {}
    for path, node, part in index:
        help_of = (node.get("a") or {}).get("data-help")
        if path == part and help_of:
            by_help.setdefault(str(help_of), []).append(node)
    return {help_of: nodes[0] for help_of, nodes in by_help.items() if len(nodes) == 1}


def _has_words(node: Node) -> bool:
    """Whether a node is or holds a text (a label such as a coordinate, not a piece)."""
    return any(n.get("t") == "text" or n.get("x") for n in _walk(node))


def _draws_something(node: Node) -> bool:
    """Whether a node shows a word, a number or a symbol (more than shapes)."""
    return any(n.get("x") or n.get("t") in ("use", "image") for n in _walk(node))


def _walk(node: Node) -> list[Node]:
    """``node`` and every drawn node below it."""
    return [found for _, found, _ in _index(node)]


def mark(board: Node, paths: set[Path], cls: str = "changed") -> int:
    """Add the class ``cls`` to the nodes of ``board`` at ``paths``; how many were found."""
    marked = 0
    for path, node, _ in _index(board):
        if path in paths:
            attrs = node.setdefault("a", {})
            attrs["class"] = f"{attrs.get('class') or ''} {cls}".strip()
            marked += 1
    return marked
