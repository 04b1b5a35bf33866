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
    """Draw the symbol ``name`` in a ``size``×``size`` box whose top left is (x, y); hidden
    from assistive technology (the part that shows it carries the words)."""
    base: dict[str, object] = {"href": f"#{prefix}-{name}", "x": round(x, 1),
                               "y": round(y, 1), "width": size, "height": size,
                               "aria-hidden": "true"}
    base.update(attrs)
    return el("use", key, base)


def label(key: str, x: float, y: float, text: str, size: float = 14, anchor: str = "middle",
          **attrs: object) -> Node:
    """Text on a board, centred on its line at ``y`` (sizes in board units: a rule set's
    areas keep their smallest text at 11 CSS px or more on tablets)."""
    base: dict[str, object] = {"x": round(x, 1), "y": round(y, 1), "font-size": size,
                               "text-anchor": anchor, "dominant-baseline": "central",
                               "fill": "#2b2b2b"}
    base.update(attrs)
    return el("text", key, base, text=text)
