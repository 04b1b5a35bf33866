"""Pictures drawn once per rule set: SVG ``<symbol>`` definitions and the ``<use>`` that
draws one.

A rule set keeps its sheet of symbols (``defs``) in the first area of its board; every area
of the page draws from it by id (``#<game>-<name>``), so a fruit or an item looks the same
wherever it appears, and each picture is drawn with a label or a shape of its own.
"""

from __future__ import annotations

from .scene import Node, el


def symbol(prefix: str, name: str, children: list[Node], box: str = "0 0 24 24") -> Node:
    """One picture of a rule set's sheet: ``<symbol id="<prefix>-<name>">``."""
    return el("symbol", f"sym-{name}", {"id": f"{prefix}-{name}", "viewBox": box}, children)


def sheet(symbols: list[Node]) -> Node:
    """The ``defs`` that holds a rule set's symbols (in the first area of its board)."""
    return el("defs", "sprites", {}, symbols)


def use(key: str, prefix: str, name: str, x: float, y: float, size: float,
        **attrs: object) -> Node:
    """Draw the symbol ``name`` in a ``size``×``size`` box whose top left is (x, y)."""
    base: dict[str, object] = {"href": f"#{prefix}-{name}", "x": round(x, 1),
                               "y": round(y, 1), "width": size, "height": size}
    base.update(attrs)
    return el("use", key, base)
