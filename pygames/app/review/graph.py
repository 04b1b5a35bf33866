"""The review's win-chance graph: a row per seat, a column per reviewed decision.

Each decision of the seat gets a column ``PITCH`` px wide over the graph's full height, and the
column is the point's tap target (``data-action="review_to"``, the decision's ply), so a
point is as easy to tap however many moves the game has; the graph is drawn at its size in
CSS px (its words stay readable) and scrolls sideways where it is wider than the screen (the
page keeps the current point in view: ``web/bridge/review.js``). The scale (0 %, 50 %,
100 %) stays put beside it, and each column is labelled with its move number.

y is the seat's estimated win chance: the line joins the chances after the choices played,
a faint line those the bot's choices would have kept, and a drop between the two is drawn at
each decision that lost some. A seat's line is told by its dash pattern and a dark casing as
well as by its colour (a white or yellow seat stays visible on white); a point's mark is told
by its shape and its name (aria-label, title), not by its colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pygames.core.scene import Node, el

if TYPE_CHECKING:
    from pygames.core.review import Entry

#: Width of a decision's column (its tap zone), in CSS px.
PITCH = 40
HEIGHT = 112
TOP, BOTTOM = 10, 24  # room for the marks at 100 % and for the move numbers below
AXIS = 44  # width of the scale beside the graph
#: A dash pattern per seat (the line's own, beside its colour).
DASHES = ("none", "9 4", "2 4", "12 4 2 4", "6 3 2 3 2 3", "1 2")


def dash(seat: int) -> str:
    return DASHES[seat % len(DASHES)]


def _x(index: int) -> float:
    return PITCH / 2 + PITCH * index


def _y(chance: float) -> float:
    return round(TOP + (HEIGHT - TOP - BOTTOM) * (1 - chance), 1)


def _shape(key: str, mark: str, x: float, y: float) -> Node:
    """The visible point: a dot for best and good, a ring, a square and a diamond for the
    three kinds of mistake, bigger the worse."""
    cls = f"pt-shape mark-{mark}"
    if mark in ("best", "good"):
        return el("circle", key, {"cx": x, "cy": y, "r": 4 if mark == "best" else 5,
                                  "class": cls})
    if mark == "inaccuracy":
        return el("circle", key, {"cx": x, "cy": y, "r": 5.5, "class": cls + " ring"})
    if mark == "mistake":
        return el("rect", key, {"x": x - 5.5, "y": y - 5.5, "width": 11, "height": 11,
                                "class": cls})
    return el("path", key, {"d": f"M{x} {y - 8}L{x + 8} {y}L{x} {y + 8}L{x - 8} {y}Z",
                            "class": cls})


def _line(key: str, points: str, seat: int, colour: str) -> list[Node]:
    """A seat's line: a dark casing under its colour, dashed its own way."""
    return [
        el("polyline", f"{key}-case", {"points": points, "class": "graph-after graph-case"}),
        el("polyline", key, {"points": points, "class": "graph-after",
                             "style": f"stroke:{colour};stroke-dasharray:{dash(seat)}"}),
    ]


def sample(seat: int, colour: str) -> Node:
    """A short piece of the seat's line, beside its name (the graph's key)."""
    return el("svg", "sample", {"class": "graph-sample", "width": 36, "height": 10,
                                "viewBox": "0 0 36 10", "aria-hidden": "true"},
              _line("l", "2,5 34,5", seat, colour))


def axis(seat: int) -> Node:
    """The scale beside a seat's graph (it stays put while the graph scrolls)."""
    return el("svg", f"axis{seat}", {
        "class": "review-axis", "width": AXIS, "height": HEIGHT,
        "viewBox": f"0 0 {AXIS} {HEIGHT}", "aria-hidden": "true",
    }, [el("text", f"t{pct}", {"x": AXIS - 4, "y": _y(pct / 100) + 4, "text-anchor": "end",
                               "class": "graph-axis"}, text=f"{pct}%")
        for pct in (0, 50, 100)])


def _cursor_x(entries: Sequence[Entry], shown: int) -> float:
    """Where the board's position is in this seat's columns: on its decision, else between
    the decisions before and after it."""
    before = sum(1 for e in entries if e.ply < shown)
    if before < len(entries) and entries[before].ply == shown:
        return _x(before)
    return PITCH * before


def _point(index: int, e: Entry, shown: int | None, words: str) -> Node:
    x, y = _x(index), _y(e.after)
    return el("g", f"p{e.ply}", {
        "class": f"pt mark-{e.mark}" + (" current" if e.ply == shown else ""),
        "data-action": "review_to", "data-value": str(e.ply), "data-mark": e.mark,
        "role": "button", "tabindex": 0, "aria-label": words,
        "aria-current": "true" if e.ply == shown else None,
    }, [
        el("title", "t", {}, text=words),
        el("rect", "hit", {"x": x - PITCH / 2, "y": 0, "width": PITCH, "height": HEIGHT,
                           "class": "pt-hit"}),
        _shape("s", e.mark, x, y),
        el("text", "n", {"x": x, "y": HEIGHT - 8, "text-anchor": "middle",
                         "class": "graph-axis graph-move", "aria-hidden": "true"},
           text=str(e.ply + 1)),
    ])


def graph(seat: int, entries: Sequence[Entry], shown: int | None, label: str,
          point_label: dict[int, str], colour: str) -> Node:
    """The SVG of one seat (its accessible ``label``): ``entries`` its reviewed decisions in
    order, ``shown`` the ply on the board (its point is marked current), ``point_label``
    each point's words by ply."""
    width = max(len(entries), 1) * PITCH
    grid = [el("g", "grid", {"class": "graph-grid"}, [
        el("line", f"g{pct}", {"x1": 0, "x2": width, "y1": _y(pct / 100),
                               "y2": _y(pct / 100), "class": "mid" if pct == 50 else None})
        for pct in (0, 50, 100)
    ])]
    after = " ".join(f"{_x(i)},{_y(e.after)}" for i, e in enumerate(entries))
    before = " ".join(f"{_x(i)},{_y(e.before)}" for i, e in enumerate(entries))
    lines = [el("polyline", "before", {"points": before, "class": "graph-before"}),
             *_line("after", after, seat, colour)] if entries else []
    drops = [
        el("line", f"d{e.ply}", {"x1": _x(i), "x2": _x(i), "y1": _y(e.before),
                                 "y2": _y(e.after), "class": f"graph-drop mark-{e.mark}"})
        for i, e in enumerate(entries) if e.mark != "best" and e.before > e.after
    ]
    points = [_point(i, e, shown, point_label[e.ply]) for i, e in enumerate(entries)]
    cursor = [el("line", "cursor", {"x1": _cursor_x(entries, shown),
                                    "x2": _cursor_x(entries, shown), "y1": 0,
                                    "y2": HEIGHT - BOTTOM, "class": "graph-cursor"})
              ] if shown is not None else []
    return el("svg", f"graph{seat}", {
        "class": "review-graph", "width": width, "height": HEIGHT,
        "viewBox": f"0 0 {width} {HEIGHT}", "role": "group", "aria-label": label,
        "data-seat": str(seat),
    }, grid + cursor + lines + drops + points)


def row(seat: int, entries: Sequence[Entry], shown: int | None, name: str, label: str,
        point_label: dict[int, str], colour: str) -> Node:
    """A seat's name with a piece of its line, then its scale and its graph (which scrolls
    sideways when it is wider than the room)."""
    return el("div", f"row{seat}", {"class": "review-row", "data-seat": str(seat)}, [
        el("p", "name", {"class": "graph-name"}, [sample(seat, colour),
                                                   el("span", "n", {}, text=name)]),
        el("div", "plot", {"class": "review-plot"}, [
            axis(seat),
            el("div", "scroll", {"class": "review-scroll"},
               [graph(seat, entries, shown, label, point_label, colour)]),
        ]),
    ])
