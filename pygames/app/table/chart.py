"""The end screen's score breakdown: one stacked bar per player, plus the same as a table.

Each part gets a colour and a pattern letter in the legend and its number written in the
bar when it fits, so colour is never the only cue; the table carries the exact figures for
screen readers. Each player's name stands on its own line above the bar, so a long name
(a bot's level, in Japanese) is never cut off and the chart stays narrow enough to read on a
phone.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pygames.core import registry
from pygames.core.game import Game
from pygames.core.scene import Node, el

from ..state import AppState

PALETTE = ("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1",
           "#ff9da7", "#9c755f", "#bab0ac")
#: A row: the name's line, the bar, the gap to the next row.
_NAME_H = 18
_BAR_H = 26
_ROW = _NAME_H + _BAR_H + 12
_BAR_W = 380
#: Room right of the longest bar for its total.
_TOTAL_W = 44


def parts_of(breakdown: list[dict[str, Any]]) -> list[str]:
    """The numeric named parts in first-seen order, without the total (or extra details)."""
    names: list[str] = []
    for row in breakdown:
        for name, value in row.items():
            numeric = isinstance(value, int | float) and not isinstance(value, bool)
            if numeric and name != "total" and name not in names:
                names.append(name)
    return names


def breakdown_chart(c: AppState, game: Game | None = None,
                    seat_name: Callable[[int], str] | None = None) -> Node:
    """The table's game's breakdown, or ``game``'s (a lesson's end) naming seats ``seat_name``."""
    if game is None:
        assert c.table is not None
        game = c.table.game
    name_of = seat_name or c.seat_name
    view = registry.rule_set(game.game_id).view
    breakdown = game.score_breakdown()
    # parts nobody scored (often cards left out by the options) would only add noise
    parts = [p for p in parts_of(breakdown) if any(int(r.get(p, 0)) for r in breakdown)]
    labels = {p: view.part_label(p, c.lang, game) for p in parts}
    winners = set(game.winners())
    pos = max([sum(max(0, int(r.get(p, 0))) for p in parts) for r in breakdown] + [1])
    neg = max([sum(max(0, -int(r.get(p, 0))) for p in parts) for r in breakdown] + [0])
    scale = _BAR_W / (pos + neg)
    zero = 4 + neg * scale
    rows: list[Node] = []
    for seat, row in enumerate(breakdown):
        top = 4 + seat * _ROW
        y = top + _NAME_H
        bars: list[Node] = []
        right, left = zero, zero
        for i, part in enumerate(parts):
            value = int(row.get(part, 0))
            if value == 0:
                continue
            width = abs(value) * scale
            x = right if value > 0 else left - width
            if value > 0:
                right += width
            else:
                left -= width
            bars.append(el("g", f"p{i}", {}, [
                el("rect", "r", {"x": round(x, 1), "y": y, "width": round(width, 1),
                                 "height": _BAR_H, "fill": PALETTE[i % len(PALETTE)],
                                 "stroke": "#fff"},
                   [el("title", "t", {}, text=f"{labels[part]}: {value}")]),
                el("text", "v", {"x": round(x + width / 2, 1), "y": y + _BAR_H / 2 + 5,
                                 "text-anchor": "middle", "class": "chart-num"},
                   text=str(value)) if width >= 22 else el("g", "v", {}),
            ]))
        name = name_of(seat) + (" ★" if seat in winners else "")
        rows.append(el("g", f"row{seat}", {"class": "chart-row"}, [
            el("text", "name", {"x": 4, "y": top + 14, "class": "chart-name"}, text=name),
            *bars,
            el("text", "total", {"x": round(right + 6, 1), "y": y + _BAR_H / 2 + 5,
                                 "class": "chart-total"}, text=str(int(row["total"]))),
        ]))
    height = 4 + len(breakdown) * _ROW
    if neg:  # negative parts run left of zero: draw the axis so the bars read right
        rows.append(el("line", "zero", {"x1": round(zero, 1), "x2": round(zero, 1), "y1": 2,
                                        "y2": height - 4, "class": "chart-zero"}))
    svg = el("svg", "chart", {"class": "chart", "viewBox": f"0 0 {_BAR_W + _TOTAL_W + 8} {height}",
                              "role": "img", "aria-label": c.t("app.breakdown")}, rows)
    legend = el("ul", "legend", {"class": "legend"}, [
        el("li", f"lg{i}", {}, [
            el("span", "sw", {"class": "legend-swatch", "aria-hidden": "true",
                              "style": f"background:{PALETTE[i % len(PALETTE)]}"}),
            el("span", "l", {}, text=labels[p]),
        ])
        for i, p in enumerate(parts)
    ])
    head = el("tr", "head", {}, [el("th", "p", {"scope": "col"}, text=c.t("app.player"))] + [
        el("th", f"h{i}", {"scope": "col"}, text=labels[p]) for i, p in enumerate(parts)
    ] + [el("th", "total", {"scope": "col"}, text=c.t("app.total"))])
    body = [
        el("tr", f"r{seat}", {"class": "winner" if seat in winners else None}, [
            el("th", "p", {"scope": "row"}, text=name_of(seat))
        ] + [el("td", f"d{i}", {}, text=str(int(row.get(p, 0)))) for i, p in enumerate(parts)]
          + [el("td", "total", {"class": "total", "data-total": str(int(row["total"]))},
                text=str(int(row["total"])))])
        for seat, row in enumerate(breakdown)
    ]
    table = el("table", "table", {"class": "breakdown"}, [
        el("thead", "h", {}, [head]), el("tbody", "b", {}, body)
    ])
    scroll = el("div", "scroll", {"class": "table-scroll"}, [table])
    return el("div", "chart-box", {"class": "chart-box"}, [svg, legend, scroll])
