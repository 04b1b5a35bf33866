"""The market and upgrades area: each item's price track with its bead, the factory costs
(market domes) still to build, and the upgrade (research) tracks with who holds them.

A market row explains its track and what selling there now pays; an upgrade row its effect;
an upgrade that can be taken now is a choice.
"""

from __future__ import annotations

from ..core.scene import Node, el, legal, use
from .drawing import (
    INK,
    MUTED,
    SEAT_COLORS,
    SEAT_INK,
    SMALL,
    TEXT,
    mark,
    svg,
    t,
    text,
    text_width,
    title,
)
from .look import look_of
from .rules import TwinStar
from .words import describe_move

WIDTH = 290.0
ROW = 38.0


def _market(game: TwinStar, lang: str, y: float) -> tuple[list[Node], float]:
    look = look_of(game)
    ed = look.edition
    track = game.ED.market_track
    out: list[Node] = [title("title", 4, y, t(ed, "title.market", lang), "market")]
    y += 10
    cell = (WIDTH - 40) / len(track)
    for c in game.ED.colours:
        here = game.market[c]
        parts: list[Node] = [
            el("rect", "b", {"x": 2, "y": y, "width": WIDTH - 4, "height": ROW - 4, "rx": 5,
                             "fill": "#fbf8ef", "stroke": "#d5cfbf"}),
            use(look.item_symbol(c), 6, y + 4, ROW - 12, "i"),
        ]
        for j, value in enumerate(track):
            x = 36 + j * cell
            if j == here:  # the bead: the price now
                parts.append(el("circle", f"bead{j}", {
                    "cx": round(x + cell / 2, 1), "cy": round(y + (ROW - 4) / 2, 1), "r": 14,
                    "fill": look.item_fill[c],
                    "stroke": INK, "stroke-width": 2}))
            parts.append(text(f"v{j}", x + cell / 2, y + ROW / 2 + 3, str(value),
                              TEXT + (2 if j == here else 0),
                              **{"text-anchor": "middle",
                                 "font-weight": "bold" if j == here else "normal",
                                 "fill": INK if j == here else MUTED,
                                 "stroke": "#fff" if j == here else "none",
                                 "stroke-width": 3, "paint-order": "stroke"}))
        out.append(el("g", f"mk-{c}", {"class": "market-row", "data-help": f"market:{c}"}, parts))
        y += ROW
    return out, y


def _factory_costs(game: TwinStar, lang: str, y: float) -> tuple[list[Node], float]:
    """The factories (market domes) still to build, the next one first and framed."""
    look = look_of(game)
    label = t(look.edition, "title.factories", lang)
    parts: list[Node] = [use(look.factory, 4, y + 6, 20, "icon", color="#e7e1d3"),
                         text("t", 28, y + 21, label, TEXT)]
    x = 34 + text_width(label, TEXT)
    for i, cost in enumerate(game.factory_slots):
        if x + 32 > WIDTH:
            x, y = 28, y + 32
        parts.append(el("rect", f"b{i}", {"x": round(x, 1), "y": y + 4, "width": 28,
                                          "height": 24, "rx": 4, "fill": "#fff",
                                          "stroke": INK if i == 0 else "#b9b3a4",
                                          "stroke-width": 2 if i == 0 else 1}))
        parts.append(text(f"c{i}", x + 14, y + 21, str(cost), TEXT,
                          **{"text-anchor": "middle", "font-weight": "bold" if i == 0 else None,
                             "fill": INK if i == 0 else MUTED}))
        x += 32
    if not game.factory_slots:
        parts.append(text("none", x, y + 21, "—", TEXT))
    return [el("g", "factories", {"data-help": "factories"}, parts)], y + 36


def _upgrades(game: TwinStar, lang: str, y: float) -> tuple[list[Node], float]:
    look = look_of(game)
    ed = look.edition
    out: list[Node] = [title("title-up", 4, y, t(ed, "title.upgrades", lang), "upgrades")]
    y += 10
    moves = {m.split()[1]: m for m in game.legal_moves() if m.startswith("upgrade ")}
    for track in game.ED.upgrade_steps:
        if track > look.upgrades:
            continue  # the fruit edition's Contract Negotiator: advanced mode only
        name = f"{track}. {t(ed, f'up.{track}', lang)}"
        parts: list[Node] = [
            el("rect", "b", {"x": 2, "y": y, "width": WIDTH - 4, "height": ROW - 4, "rx": 5,
                             "fill": "#f1ecf6", "stroke": "#8c82a0", "class": "frame"}),
        ]
        holders = [p for p in range(game.seats) if game.upgrades[p].get(track, 0)]
        room = WIDTH - 14 - 22 * len(holders) - 8
        size = TEXT if text_width(name, TEXT) <= room else SMALL
        attrs = {"textLength": round(room, 1), "lengthAdjust": "spacingAndGlyphs"} \
            if text_width(name, size) > room else {}
        parts.append(text("n", 10, y + ROW / 2 + 3, name, size, **attrs))
        for k, p in enumerate(holders):
            done = game.has_upgrade(p, track)
            cx, cy = WIDTH - 16 - k * 22, y + (ROW - 4) / 2
            parts.append(el("circle", f"p{p}", {"cx": round(cx, 1), "cy": round(cy, 1), "r": 10,
                                                "fill": SEAT_COLORS[p] if done else "#fff",
                                                "stroke": SEAT_COLORS[p] if not done else INK,
                                                "stroke-width": 3 if not done else 1.2}))
            label = mark(game, p) + ("" if done else "½")
            parts.append(text(f"pn{p}", cx, cy + 4.5, label, SMALL,
                              **{"text-anchor": "middle", "font-weight": "bold",
                                 "fill": SEAT_INK[p] if done else INK}))
        node = el("g", f"up-{track}", {"class": "upgrade", "data-help": f"upgrade:{track}"}, parts)
        if str(track) in moves:
            legal(node, moves[str(track)], describe_move(game, moves[str(track)], lang))
        out.append(node)
        y += ROW
    return out, y


def market_area(game: TwinStar, lang: str) -> tuple[Node, float]:
    """The market and upgrades' picture and its natural width."""
    ed = look_of(game).edition
    kids, y = _market(game, lang, 20)
    more, y = _factory_costs(game, lang, y)
    kids += more
    more, y = _upgrades(game, lang, y + 24)
    kids += more
    label = f"{t(ed, 'title.market', lang)} · {t(ed, 'title.upgrades', lang)}"
    return svg("market-svg", WIDTH, y + 4, label, kids), WIDTH
