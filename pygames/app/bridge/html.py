"""Serialise a scene to HTML, for the catalogue that the build pre-renders into index.html."""

from __future__ import annotations

from html import escape

from pygames.core.scene import Node

# Elements that HTML writes without a closing tag.
_VOID = frozenset({"area", "br", "col", "hr", "img", "input", "link", "meta", "source", "wbr"})


def to_html(node: Node, svg: bool = False) -> str:
    tag = node["t"]
    in_svg = svg or tag == "svg"
    attrs = "".join(
        f' {name}="{escape(_attr(value), quote=True)}"'
        for name, value in node.get("a", {}).items()
        if value is not None and value is not False
    )
    if tag in _VOID and not in_svg:
        return f"<{tag}{attrs}>"
    if "x" in node:
        inner = escape(str(node["x"]), quote=False)
    else:
        inner = "".join(to_html(child, in_svg) for child in node.get("c", ()))
    return f"<{tag}{attrs}>{inner}</{tag}>"


def _attr(value: object) -> str:
    if value is True:
        return ""
    return str(value)
