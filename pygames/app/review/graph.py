"""The review's win-chance graph: one SVG per seat, a point per reviewed decision.

x is the move number over the whole game, y the seat's estimated win chance: the line joins
the chances after the choices played, a faint line those the bot's choices would have kept,
and a drop between the two is drawn at each decision that lost some. Each point is a button
(``data-action="review_to"``, the decision's ply) that shows the decision on the board; its
mark is told by its shape and its name (aria-label, title), not by its colour alone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pygames.core.scene import Node, el

if TYPE_CHECKING:
    from pygames.core.review import Entry

WIDTH, HEIGHT = 640, 100
LEFT, RIGHT, TOP, BOTTOM = 40, 10, 10, 14
HIT = 11  # radius of a point's touch target (22 px across at scale 1)


def _x(ply: int, total: int) -> float:
    return round(LEFT + (WIDTH - LEFT - RIGHT) * ply / max(total, 1), 1)


def _y(chance: float) -> float:
    return round(TOP + (HEIGHT - TOP - BOTTOM) * (1 - chance), 1)


def _shape(key: str, mark: str, x: float, y: float) -> Node:
    """The visible point: a dot for best and good, a ring, a square and a diamond for the
    three kinds of mistake, bigger the worse."""
    cls = f"pt-shape mark-{mark}"
    if mark in ("best", "good"):
        return el("circle", key, {"cx": x, "cy": y, "r": 3.5 if mark == "best" else 4.5,
                                  "class": cls})
    if mark == "inaccuracy":
        return el("circle", key, {"cx": x, "cy": y, "r": 5, "class": cls + " ring"})
    if mark == "mistake":
        return el("rect", key, {"x": x - 5, "y": y - 5, "width": 10, "height": 10, "class": cls})
    return el("path", key, {"d": f"M{x} {y - 7.5}L{x + 7.5} {y}L{x} {y + 7.5}L{x - 7.5} {y}Z",
                            "class": cls})


def graph(seat: int, entries: Sequence[Entry], total: int, shown: int | None,
          name: str, label: str, point_label: dict[int, str], colour: str) -> Node:
    """The SVG of one seat (``name``, its graph's accessible ``label``): ``entries`` its
    reviewed decisions, ``total`` the game's moves, ``shown`` the ply on the board (its point
    is marked current), ``point_label`` each point's words by ply."""
    grid = [el("g", "grid", {"class": "graph-grid"}, [
        el("line", f"g{pct}", {"x1": LEFT, "x2": WIDTH - RIGHT, "y1": _y(pct / 100),
                               "y2": _y(pct / 100), "class": "mid" if pct == 50 else None})
        for pct in (0, 50, 100)
    ] + [
        el("text", f"t{pct}", {"x": LEFT - 6, "y": _y(pct / 100) + 4, "text-anchor": "end",
                               "class": "graph-axis"}, text=f"{pct}%")
        for pct in (0, 50, 100)
    ]), el("text", "name", {"x": WIDTH - RIGHT, "y": TOP + 2, "text-anchor": "end",
                             "class": "graph-name", "aria-hidden": "true"}, text=name)]
    after = " ".join(f"{_x(e.ply, total)},{_y(e.after)}" for e in entries)
    before = " ".join(f"{_x(e.ply, total)},{_y(e.before)}" for e in entries)
    lines = [
        el("polyline", "before", {"points": before, "class": "graph-before"}),
        el("polyline", "after", {"points": after, "class": "graph-after",
                                 "style": f"stroke:{colour}"}),
    ] if entries else []
    drops = [
        el("line", f"d{e.ply}", {"x1": _x(e.ply, total), "x2": _x(e.ply, total),
                                 "y1": _y(e.before), "y2": _y(e.after),
                                 "class": f"graph-drop mark-{e.mark}"})
        for e in entries if e.mark != "best" and e.before > e.after
    ]
    points = []
    for e in entries:
        x, y = _x(e.ply, total), _y(e.after)
        words = point_label[e.ply]
        points.append(el("g", f"p{e.ply}", {
            "class": f"pt mark-{e.mark}" + (" current" if e.ply == shown else ""),
            "data-action": "review_to", "data-value": str(e.ply), "data-mark": e.mark,
            "role": "button", "tabindex": 0, "aria-label": words,
            "aria-current": "true" if e.ply == shown else None,
        }, [
            el("title", "t", {}, text=words),
            el("circle", "hit", {"cx": x, "cy": y, "r": HIT, "class": "pt-hit"}),
            _shape("s", e.mark, x, y),
        ]))
    cursor = [el("line", "cursor", {"x1": _x(shown, total), "x2": _x(shown, total),
                                    "y1": TOP, "y2": HEIGHT - BOTTOM, "class": "graph-cursor"})
              ] if shown is not None else []
    return el("svg", f"graph{seat}", {
        "class": "review-graph", "viewBox": f"0 0 {WIDTH} {HEIGHT}", "role": "group",
        "aria-label": label, "data-seat": str(seat),
    }, grid + cursor + lines + drops + points)
