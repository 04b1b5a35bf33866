"""The players area: one row per seat with what it holds, drawn: credits, the items in its
reserve (supply), action discs and road (route) pieces left, contracts won and upgrades.

Seats are named as the app names them, in their colours; the seat to play is marked with an
arrow as well as its frame.
"""

from __future__ import annotations

from ..core.scene import Node, el, use
from . import components as comp
from . import symbols
from .drawing import (
    INK,
    MUTED,
    SEAT_COLORS,
    SMALL,
    TEXT,
    mark,
    player,
    seat_disc,
    svg,
    t,
    text,
)
from .look import look_of
from .rules import TwinStar

WIDTH = 290.0
ROW = 80.0


def _row(game: TwinStar, p: int, y: float, lang: str) -> Node:
    look = look_of(game)
    ed = look.edition
    now = game.current == p and not game.is_over
    kids: list[Node] = [
        el("rect", "b", {"x": 2, "y": y, "width": WIDTH - 4, "height": ROW - 6, "rx": 8,
                         "fill": SEAT_COLORS[p], "fill-opacity": 0.22,
                         "stroke": INK if now else "#b9b3a4", "stroke-width": 2.5 if now else 1}),
        seat_disc("disc", p, 20, y + 18, 12, mark(game, p)),
        text("name", 38, y + 23, ("▶ " if now else "") + player(game, p, lang), TEXT,
             **{"font-weight": "bold"}),
        use(symbols.COIN, WIDTH - 62, y + 7, 20, "coin"),
        text("cr", WIDTH - 38, y + 23, str(game.credits[p]), TEXT, **{"font-weight": "bold"}),
    ]
    if game.done[p] and not game.is_over:
        kids.append(text("done", WIDTH - 70, y + 23, t(ed, "stat.done_short", lang), SMALL,
                         **{"text-anchor": "end", "fill": MUTED}))
    x = 10.0
    held = [(c, n) for c, n in game.reserve[p].items() if n]
    for c, n in held:  # the reserve (supply), item by item with its count
        kids.append(use(look.item_symbol(c), x, y + 34, 18, f"i{c}"))
        kids.append(text(f"n{c}", x + 20, y + 48, f"×{n}", SMALL))
        x += 46
    if not held:
        kids.append(text("empty", x, y + 48, t(ed, "stat.reserve_empty", lang), SMALL, fill=MUTED))
    figures = [(symbols.DISC, str(game.pool[p]) + (f"+{game.spare[p]}" if look.spare_discs
                                                   else "")),
               (symbols.ROAD, str(game.roads_left[p]))]
    x = 10.0
    for i, (sym, value) in enumerate(figures):
        kids.append(use(sym, x, y + 55, 16, f"f{i}", color=SEAT_COLORS[p]))
        kids.append(text(f"fv{i}", x + 20, y + 68, value, SMALL))
        x += 62
    won = game.won[p]
    points = sum(game.contract(c).points for c in won)
    kids.append(el("rect", "card", {"x": round(x, 1), "y": y + 55, "width": 13, "height": 16,
                                    "rx": 2, "fill": "#fffdf3", "stroke": INK}))
    kids.append(text("won", x + 18, y + 68, f"{len(won)} ({points}★)", SMALL))
    kids.append(use(look.action_symbol(comp.UPGRADE), WIDTH - 58, y + 54, 18, "up"))
    kids.append(text("ups", WIDTH - 36, y + 68, str(game.unlocked(p)), SMALL))
    return el("g", f"pl-{p}", {"class": "player-row", "data-help": f"player:{p}"}, kids)


def players_area(game: TwinStar, lang: str) -> tuple[Node, float]:
    """The players' picture and its natural width."""
    ed = look_of(game).edition
    kids: list[Node] = [text("title", 4, 20, t(ed, "title.players", lang), 15,
                             **{"font-weight": "bold"})]
    y = 30.0
    for p in range(game.seats):
        kids.append(_row(game, p, y, lang))
        y += ROW
    return svg("players-svg", WIDTH, y, t(ed, "title.players", lang), kids), WIDTH
