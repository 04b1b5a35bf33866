"""Small helpers for drawing boards: a symbol of a rule set's sprite sheet (drawn with
:func:`pygames.core.scene.use`) and text placed on a board."""

from __future__ import annotations

from .scene import Node, el


def symbol(symbol_id: str, children: list[Node], box: str = "0 0 24 24") -> Node:
    """One picture of a rule set's sheet (:func:`pygames.core.scene.sprites`), drawn wherever
    it is used by its id (``<game>-<name>``)."""
    return el("symbol", f"sym-{symbol_id}", {"id": symbol_id, "viewBox": box}, children)


def label(key: str, x: float, y: float, text: str, size: float = 14, anchor: str = "middle",
          **attrs: object) -> Node:
    """Text on a board, centred on its line at ``y`` (sizes in board units: a rule set's
    areas keep their smallest text at 11 CSS px or more on tablets)."""
    base: dict[str, object] = {"x": round(x, 1), "y": round(y, 1), "font-size": size,
                               "text-anchor": anchor, "dominant-baseline": "central",
                               "fill": "#2b2b2b"}
    base.update(attrs)
    return el("text", key, base, text=text)
