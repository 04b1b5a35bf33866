"""Tropicalia's pictures: one sheet of SVG symbols (fruits, shells, items, workers, the kinds
of island and village tiles) and the small drawings made of them.

Every picture has a shape of its own, so nothing is told by colour or a letter alone: the
coconut is a brown ball with three eyes, the custard apple (バンレイシ) a green scaly cone, the
mango an orange kidney with a leaf; a cart has wheels, a surfboard is a long board, a basket
is woven. Workers take their seat's colour (``fill`` on the ``use``) and carry its number.
"""

from __future__ import annotations

from typing import Any

from ..core.drawing import label, symbol
from ..core.scene import Node, el, sprites, use

PREFIX = "tropicalia"
#: Words and numbers drawn over a choice rather than in it (a worker's number, a price): a
#: choice's own visible text must be part of its accessible name (what a voice user says to
#: tap it), so these stand in a group of their own, hidden from assistive technology and
#: letting taps through to the choice beneath.
QUIET = {"aria-hidden": "true"}


def over(key: str, parts: list[Node]) -> Node:
    """A group drawn over a choice: seen, not tapped, not read (the choice's name says it)."""
    return el("g", key, {"pointer-events": "none", **QUIET}, parts)
INK = "#2b2b2b"


def _p(key: str, d: str, fill: str = "none", stroke: str = INK, width: float = 1.2) -> Node:
    return el("path", key, {"d": d, "fill": fill, "stroke": stroke, "stroke-width": width,
                            "stroke-linejoin": "round", "stroke-linecap": "round"})


def _c(key: str, cx: float, cy: float, r: float, fill: str, stroke: str = INK,
       width: float = 1.2) -> Node:
    return el("circle", key, {"cx": cx, "cy": cy, "r": r, "fill": fill, "stroke": stroke,
                              "stroke-width": width})


def _symbols() -> list[Node]:
    return [
        symbol(f"{PREFIX}-coconut", [
            _c("b", 12, 12.5, 9.5, "#7a4a22", "#3b230f"),
            _c("e1", 9, 10, 1.5, "#2b170a", "none"), _c("e2", 15, 10, 1.5, "#2b170a", "none"),
            _c("e3", 12, 15, 1.5, "#2b170a", "none"),
            _p("h", "M6 8 Q8 5 11 4.5", stroke="#b07a48", width=1.5),
        ]),
        symbol(f"{PREFIX}-custard", [
            _p("b", "M12 2.5 C19.5 3.5 21.5 11 19.5 16 C17.5 21 6.5 21 4.5 16 C2.5 11 4.5 3.5 "
                    "12 2.5Z", fill="#8bc34a", stroke="#3f6b17"),
            _p("s", "M7 9 q2.5 2.5 5 0 q2.5 2.5 5 0 M5.5 13 q3.2 2.6 6.5 0 q3.2 2.6 6.5 0 "
                    "M8 17 q2 2 4 0 q2 2 4 0", stroke="#3f6b17"),
        ]),
        symbol(f"{PREFIX}-mango", [
            _p("b", "M7 20 C1.5 15 3.5 5.5 12 4.5 C19.5 3.5 22.5 10 19.5 15.5 C17 20 11 22.5 7 "
                    "20Z", fill="#ffa726", stroke="#a35a00"),
            _p("r", "M15 7 C19 8 20 12 18.5 14.5", stroke="#e65100", width=2),
            _p("l", "M12 4.5 C12.5 1.5 16.5 0.8 18 2 C16 3.5 14.5 4.5 12 4.5Z", fill="#43a047",
               stroke="#1b5e20", width=1),
        ]),
        symbol(f"{PREFIX}-anyfruit", [
            _c("a", 8, 14, 5.5, "#7a4a22", "#3b230f"), _c("b", 16, 14, 5.5, "#ffa726", "#a35a00"),
            _c("c", 12, 8, 5.5, "#8bc34a", "#3f6b17"),
        ]),
        symbol(f"{PREFIX}-shell", [
            _p("b", "M12 21 L3 12.5 Q12 -1 21 12.5 Z", fill="#f4a6b0", stroke="#a0405a"),
            _p("r", "M12 21 L6.5 8 M12 21 L9.5 5.2 M12 21 L12 4.2 M12 21 L14.5 5.2 M12 21 "
                    "L17.5 8", stroke="#a0405a", width=1),
        ]),
        symbol(f"{PREFIX}-cart", [
            _p("b", "M2.5 7 H18.5 L17 15 H4 Z", fill="#d08b45", stroke="#5d3a12"),
            _p("h", "M18.5 9 L22.5 4.5", stroke="#5d3a12", width=2),
            _c("w1", 7.5, 18, 3, "#555"), _c("w2", 14.5, 18, 3, "#555"),
        ]),
        symbol(f"{PREFIX}-surfboard", [
            el("ellipse", "b", {"cx": 12, "cy": 12, "rx": 4.6, "ry": 11.2, "fill": "#4fc3f7",
                                "stroke": "#01579b", "stroke-width": 1.2,
                                "transform": "rotate(38 12 12)"}),
            _p("s", "M5.5 19.5 L18.5 4.5", stroke="#ffffff", width=1.6),
        ]),
        symbol(f"{PREFIX}-basket", [
            _p("h", "M7 10 Q12 1.5 17 10", stroke="#7a5416", width=2),
            _p("b", "M2.5 10 H21.5 L18.5 21 H5.5 Z", fill="#e0b25a", stroke="#7a5416"),
            _p("w", "M4 14 H20 M4.8 17.5 H19.2 M9 10 L9.6 21 M15 10 L14.4 21", stroke="#7a5416",
               width=1),
        ]),
        # a worker: the seat's colour comes from the drawing's fill
        symbol(f"{PREFIX}-worker", [
            el("path", "b", {"d": "M12 2 a4 4 0 1 1 0 8 a4 4 0 1 1 0 -8 Z M4 22 L5.5 14 Q4 12.5 "
                                  "5.5 11.5 Q12 9 18.5 11.5 Q20 12.5 18.5 14 L20 22 Z",
                             "stroke": "#111", "stroke-width": 1.3, "stroke-linejoin": "round"}),
        ]),
        symbol(f"{PREFIX}-orchard", [
            el("rect", "t", {"x": 10.5, "y": 13, "width": 3, "height": 9, "fill": "#6d4c2f"}),
            _c("c", 12, 9.5, 7.5, "#66bb6a", "#1b5e20"),
            _c("f1", 9, 9, 1.6, "#ef6c00", "none"), _c("f2", 14.5, 7, 1.6, "#ef6c00", "none"),
            _c("f3", 13.5, 12.5, 1.6, "#ef6c00", "none"),
        ]),
        symbol(f"{PREFIX}-plaza", [
            _p("r", "M2.5 10 L12 3 L21.5 10 Z", fill="#ef9a9a", stroke="#8e2c2c"),
            _p("p", "M5 10 V19 M19 10 V19 M12 10 V19", stroke="#6d4c2f", width=1.6),
            el("rect", "f", {"x": 2, "y": 19, "width": 20, "height": 3, "fill": "#bcaaa4",
                             "stroke": INK, "stroke-width": 0.8}),
        ]),
        symbol(f"{PREFIX}-market", [
            _p("a", "M2 4 H22 V9 Q19.5 12 17 9 Q14.5 12 12 9 Q9.5 12 7 9 Q4.5 12 2 9 Z",
               fill="#ffffff", stroke="#1565c0"),
            _p("s", "M7 4 V9 M12 4 V9 M17 4 V9", stroke="#1565c0", width=2.6),
            el("rect", "c", {"x": 4, "y": 13, "width": 16, "height": 8, "fill": "#90caf9",
                             "stroke": INK, "stroke-width": 1}),
        ]),
        symbol(f"{PREFIX}-building", [
            _p("b", "M3.5 11 L12 3.5 L20.5 11 V21 H3.5 Z", fill="#ffccbc", stroke="#6d2c1c"),
            el("rect", "d", {"x": 10, "y": 14.5, "width": 4, "height": 6.5, "fill": "#8d5524"}),
            el("rect", "w", {"x": 6, "y": 12, "width": 3, "height": 3, "fill": "#81d4fa",
                             "stroke": INK, "stroke-width": 0.6}),
        ]),
        symbol(f"{PREFIX}-event", [
            _p("s", "M1.5 5 Q12 11 22.5 5", stroke="#5d4037", width=1.2),
            _p("f1", "M4 6.3 L5.5 13 L8.5 7.9 Z", fill="#e53935", stroke="#7f0000", width=0.8),
            _p("f2", "M10 8.4 L12 15 L14 8.4 Z", fill="#fdd835", stroke="#7f6000", width=0.8),
            _p("f3", "M15.5 7.9 L18.5 13 L20 6.3 Z", fill="#1e88e5", stroke="#0d47a1",
               width=0.8),
            _c("l", 12, 19.5, 2.6, "#ff7043", "#7f2a10", 0.8),
        ]),
        symbol(f"{PREFIX}-treasure", [
            _p("l", "M3 11 Q3 4 12 4 Q21 4 21 11 Z", fill="#c08a3e", stroke="#5d3a12"),
            el("rect", "b", {"x": 3, "y": 11, "width": 18, "height": 10, "fill": "#d9a050",
                             "stroke": "#5d3a12", "stroke-width": 1.2}),
            el("rect", "k", {"x": 10.2, "y": 9.5, "width": 3.6, "height": 4.5, "fill": "#ffd54f",
                             "stroke": "#5d3a12", "stroke-width": 0.8}),
        ]),
        symbol(f"{PREFIX}-fountain", [
            _p("w", "M12 13 Q12 3 6 6 M12 13 Q12 3 18 6", stroke="#1e88e5", width=1.8),
            _p("b", "M2.5 14 H21.5 L19 21 H5 Z", fill="#90caf9", stroke="#0d47a1"),
        ]),
        symbol(f"{PREFIX}-points", [
            _p("s", "M12 1.5 L14.8 8.6 L22.5 9 L16.5 13.8 L18.6 21.3 L12 17 L5.4 21.3 L7.5 13.8 "
                    "L1.5 9 L9.2 8.6 Z", fill="#ffe082", stroke="#a07000"),
        ]),
        symbol(f"{PREFIX}-first", [
            _p("p", "M12 13 V23", stroke="#5d3a12", width=2.2),
            el("rect", "s", {"x": 3, "y": 2, "width": 18, "height": 12, "rx": 2,
                             "fill": "#8b5a2b", "stroke": "#3b230f", "stroke-width": 1}),
        ]),
        symbol(f"{PREFIX}-stack", [
            el("rect", "a", {"x": 6, "y": 2, "width": 14, "height": 14, "rx": 2, "fill": "#d7ccc8",
                             "stroke": INK, "stroke-width": 1}),
            el("rect", "b", {"x": 4, "y": 5, "width": 14, "height": 14, "rx": 2, "fill": "#efebe9",
                             "stroke": INK, "stroke-width": 1}),
            el("rect", "c", {"x": 2, "y": 8, "width": 14, "height": 14, "rx": 2, "fill": "#fff",
                             "stroke": INK, "stroke-width": 1}),
        ]),
        symbol(f"{PREFIX}-bag", [
            _p("b", "M8 6 Q3 12 4 18 Q5 22 12 22 Q19 22 20 18 Q21 12 16 6 Z", fill="#c8b07a",
               stroke="#5d4a1c"),
            _p("t", "M8 6 L10 3 H14 L16 6 M8.5 6.5 H15.5", stroke="#5d4a1c", width=1.4),
        ]),
    ]


#: The sprite sheet, built once (every scene shares the same nodes; the bridge patches by key).
SPRITES = sprites(_symbols())


def pic(key: str, name: str, x: float, y: float, size: float, **attrs: object) -> Node:
    """The picture ``name`` of the sheet in a ``size`` box at (x, y)."""
    return use(f"{PREFIX}-{name}", x, y, size, key, **{"aria-hidden": "true", **attrs})


def worker(key: str, x: float, y: float, seat: int, color: str, size: float = 24) -> Node:
    """A worker of ``seat`` in its colour, its number on it (centred at x, y)."""
    outlined: dict[str, Any] = {"font-weight": "bold", "stroke": "#000", "stroke-width": 0.6,
                                "paint-order": "stroke", **QUIET}
    return el("g", key, {"class": "worker", "pointer-events": "none"}, [
        pic("p", "worker", x - size / 2, y - size / 2, size, fill=color),
        label("n", x, y + size * 0.2, str(seat + 1), max(12, size * 0.5), fill="#fff",
              **outlined),
    ])


__all__ = ["PREFIX", "QUIET", "SPRITES", "label", "over", "pic", "worker"]
