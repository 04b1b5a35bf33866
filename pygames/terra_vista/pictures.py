"""Terra Vista's pictures: one sheet of SVG symbols for the terrains (a mark of its own on
each colour: a tree, wheat, peaks, waves, a flower; the wild face a star), the markets (each
colour with a shape of its own inside, so pairs match by shape too) and the fruits (olive,
strawberry, orange)."""

from __future__ import annotations

from ..core.drawing import label, symbol
from ..core.scene import Node, el, sprites, use
from .components import MARKET_COLOURS, WILD

PREFIX = "terra_vista"
INK = "#2b2b2b"
TERRAIN_FILL = {"green": "#9ccc65", "yellow": "#f2d64b", "grey": "#b0b0b0",
                "blue": "#64b5f6", "red": "#e57373", WILD: "#ffffff"}
MARKET_FILL = {"green": "#1b7f3b", "yellow": "#b07f00", "red": "#b71c1c", "blue": "#1565c0"}
#: The mark inside each market colour (circle, triangle, square, diamond).
MARKET_MARK = {"green": "M12 6.5 a5.5 5.5 0 1 0 0.01 0 Z", "yellow": "M12 5.5 L18 17 H6 Z",
               "red": "M7 7 H17 V17 H7 Z", "blue": "M12 5 L19 12 L12 19 L5 12 Z"}


def _p(key: str, d: str, fill: str = "none", stroke: str = INK, width: float = 1.4) -> Node:
    return el("path", key, {"d": d, "fill": fill, "stroke": stroke, "stroke-width": width,
                            "stroke-linejoin": "round", "stroke-linecap": "round"})


def _terrains() -> list[Node]:
    mark = "#3b3b3b"
    return [
        symbol(f"{PREFIX}-green", [
            _p("t", "M12 3 L19 15 H5 Z", fill="#2e6b1f", stroke="#1b3d12"),
            _p("s", "M12 15 V21", stroke="#5d3a12", width=2.4),
        ]),
        symbol(f"{PREFIX}-yellow", [
            _p("s", "M12 22 V6 M12 9 L8 6 M12 9 L16 6 M12 13 L8 10 M12 13 L16 10 M12 17 L8 14 "
                    "M12 17 L16 14", stroke="#7a5a00", width=1.8),
        ]),
        symbol(f"{PREFIX}-grey", [
            _p("m", "M2 20 L9 7 L13 14 L16 10 L22 20 Z", fill="#6f6f6f", stroke="#2f2f2f"),
            _p("c", "M7.3 10 L9 7 L10.7 10", stroke="#ffffff", width=1.4),
        ]),
        symbol(f"{PREFIX}-blue", [
            _p("w", "M2 9 Q5 6 8 9 T14 9 T20 9 M2 15 Q5 12 8 15 T14 15 T20 15", stroke="#0d3c78",
               width=2.2),
        ]),
        symbol(f"{PREFIX}-red", [
            *[el("circle", f"p{i}", {"cx": 12 + 5 * dx, "cy": 12 + 5 * dy, "r": 4,
                                     "fill": "#8e1b1b", "stroke": mark, "stroke-width": 0.6})
              for i, (dx, dy) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0)))],
            el("circle", "c", {"cx": 12, "cy": 12, "r": 3, "fill": "#ffd54f",
                               "stroke": mark, "stroke-width": 0.6}),
        ]),
        symbol(f"{PREFIX}-{WILD}", [
            _p("s", "M12 2 L14.9 8.9 L22.3 9.5 L16.6 14.3 L18.4 21.6 L12 17.7 L5.6 21.6 L7.4 14.3 "
                    "L1.7 9.5 L9.1 8.9 Z", fill="#ffca28", stroke="#8a6500"),
        ]),
    ]


def _markets() -> list[Node]:
    return [
        symbol(f"{PREFIX}-market-{colour}", [
            el("rect", "b", {"x": 1.5, "y": 1.5, "width": 21, "height": 21, "rx": 4,
                             "fill": MARKET_FILL[colour], "stroke": "#ffffff",
                             "stroke-width": 2}),
            _p("m", MARKET_MARK[colour], fill="#ffffff", stroke="none"),
        ])
        for colour in MARKET_COLOURS
    ]


def _fruits() -> list[Node]:
    return [
        symbol(f"{PREFIX}-olive", [
            el("ellipse", "b", {"cx": 11, "cy": 14, "rx": 6.5, "ry": 8.5, "fill": "#556b2f",
                                "stroke": "#ffffff", "stroke-width": 1.6,
                                "transform": "rotate(-20 11 14)"}),
            _p("l", "M14 6 Q19 1 22 4 Q18 8 14 6 Z", fill="#9ccc65", stroke="#ffffff", width=1),
        ]),
        symbol(f"{PREFIX}-strawberry", [
            _p("b", "M12 22 C4 15 3 8 7 6.5 Q12 5 17 6.5 C21 8 20 15 12 22 Z", fill="#d81b60",
               stroke="#ffffff", width=1.6),
            _p("t", "M7 6.5 L9.5 3 L12 5.5 L14.5 3 L17 6.5 Z", fill="#2e7d32", stroke="#ffffff",
               width=1),
            *[el("circle", f"s{i}", {"cx": x, "cy": y, "r": 0.9, "fill": "#ffeb3b"})
              for i, (x, y) in enumerate(((9, 10), (15, 10), (12, 13), (9.5, 15), (14.5, 15),
                                          (12, 18)))],
        ]),
        symbol(f"{PREFIX}-orange", [
            el("circle", "b", {"cx": 12, "cy": 13.5, "r": 8.5, "fill": "#fb8c00",
                               "stroke": "#ffffff", "stroke-width": 1.6}),
            _p("l", "M12 5 Q15 1 19 3 Q16 6.5 12 5 Z", fill="#43a047", stroke="#ffffff", width=1),
            el("circle", "d", {"cx": 9, "cy": 11, "r": 1.1, "fill": "#ffcc80"}),
        ]),
    ]


#: The sprite sheet, built once.
SPRITES = sprites(_terrains() + _markets() + _fruits())


def pic(key: str, name: str, x: float, y: float, size: float, **attrs: object) -> Node:
    """The picture ``name`` of the sheet in a ``size`` box at (x, y)."""
    return use(f"{PREFIX}-{name}", x, y, size, key, **{"aria-hidden": "true", **attrs})


__all__ = ["PREFIX", "SPRITES", "label", "pic"]
