"""The valley area: the hex map with its terrain, pieces, factories (markets) and mines
(orchards), and the route of a movement being drawn.

The valley is the table's centre: its hexes are drawn 44 px across (a tablet's finger), the
largest area of the table, the map turned (by sixths of a turn) to be as narrow as it can
while it fits a landscape tablet's board area whole; a phone shrinks it to its width (the
zoom bar brings a wide map's hexes back to 32 px and more, the area pans). Its title heads
the legend under the map, so the hexes start at the top. Each hex answers a tap: a choice
plays it, any other hex asks the rules why not (the tries of ``parts.py``), and a long press
tells its terrain, what it holds and what building there costs.
"""

from __future__ import annotations

from typing import Any

from ..core.scene import Node, el, legal, use
from . import components as comp
from . import hexes
from .drawing import (
    INK,
    MUTED,
    SEAT_COLORS,
    SEAT_INK,
    SMALL,
    TEXT,
    last_mark,
    last_turn,
    mark,
    place_label,
    road_piece,
    svg,
    t,
    text,
    text_width,
    title,
)
from .look import Look, look_of
from .outcome_view import mark_outcomes, outcome_legend
from .rules import TwinStar
from .turn import Transport
from .words import describe_move, route_choices

#: The hex size (centre to corner) the map is drawn at: at least MIN_SIZE (a hex then
#: measures 44.08 px across, flat side to flat side); a small map (the fruit edition's) grows
#: up to MAX_SIZE while it stays within GROW_H, so it is still the largest area and leaves a
#: portrait screen room for the decision bar under it.
MIN_SIZE = 25.45
MAX_SIZE = 30.0
GROW_H = 470.0
MARGIN = 6.0
TOP = MARGIN
#: The room a landscape tablet (1024×768) gives the valley: the narrowest turn that fits it
#: whole is drawn (else the narrowest, which a phone fits best; the board area pans).
ROOM_W, ROOM_H = 620.0, 670.0
ROUTE_COLOURS = ("#222", "#7a3d9a", "#b5402a", "#2a6fb5")
ROUTE_DASHES = ("8 4", "2 4", "12 3 2 3", "4 4")

Point = tuple[float, float]


class MapLayout:
    """Where each hex goes: the turn that makes the valley narrowest within the room, the hex
    size, the offsets; the area's size."""

    def __init__(self, game: TwinStar) -> None:
        self.size = MIN_SIZE
        spans = []
        for turn in range(6):
            pts = [hexes.pixel(hexes.rotate(h, turn), 1.0) for h in game.terrain]
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            spans.append((round(max(xs) - min(xs) + 3 ** 0.5, 3), max(ys) - min(ys) + 2, turn))
        fits = [s for s in spans if s[0] * self.size + 2 * MARGIN <= ROOM_W
                and s[1] * self.size + TOP <= ROOM_H]
        span_w, span_h, self.turn = min(fits or spans)
        self.size = max(MIN_SIZE, min(MAX_SIZE, GROW_H / span_h))
        pts = [hexes.pixel(hexes.rotate(h, self.turn), self.size) for h in game.terrain]
        self.ox = MARGIN - min(p[0] for p in pts) + self.size * 3 ** 0.5 / 2
        self.oy = TOP - min(p[1] for p in pts) + self.size
        self.width = span_w * self.size + 2 * MARGIN
        self.height = TOP + span_h * self.size

    def at(self, h: hexes.Hex) -> Point:
        x, y = hexes.pixel(hexes.rotate(h, self.turn), self.size)
        return x + self.ox, y + self.oy

    def corners(self, h: hexes.Hex, scale: float = 1.0) -> str:
        cx, cy = self.at(h)
        r = self.size * scale
        return " ".join(f"{cx + r * dx:.1f},{cy + r * dy:.1f}" for dx, dy in _UNIT)


_UNIT = [(0.0, -1.0), (0.866, -0.5), (0.866, 0.5), (0.0, 1.0), (-0.866, 0.5), (-0.866, -0.5)]


def _hex_moves(game: TwinStar) -> dict[str, str]:
    """Legal moves that are made on a valley hex, by hex name."""
    out = {}
    for m in game.legal_moves():
        verb, _, arg = m.partition(" ")
        if verb in ("road", "cross", "factory", "from", "to", "onto", "via") \
                and arg in game.by_name:
            out[arg] = m
    return out


def _hex(game: TwinStar, h: hexes.Hex, at: MapLayout, lang: str, last: bool) -> Node:
    look = look_of(game)
    s = at.size
    x, y = at.at(h)
    terrain = game.terrain[h]
    name = game.names[h]
    kids: list[Node] = [
        el("polygon", "p", {"points": at.corners(h), "fill": look.terrain_fill[terrain],
                            "stroke": "#6f7d5c", "stroke-width": 1}),
        el("polygon", "f", {"points": at.corners(h, 0.84), "fill": "none", "stroke": "none",
                            "class": "frame"}),
    ]
    fac = game.factories.get(h)
    items = game.mines.get(h, "")
    owners = game.pieces.get(h, [])
    icon = look.terrain_symbol(terrain)
    if icon and not fac and not owners:
        big = not items
        size = s * (1.0 if big else 0.62)
        kids.append(use(icon, x - size / 2, y - (size / 2 if big else s * 0.92), size, "i",
                        opacity=0.75 if big else 0.9))
    if items:  # the mine's gems (the orchard's fruits), two by two
        k = s * 0.6
        for i, c in enumerate(items):
            gx = x - k - 1 + (i % 2) * (k + 2)
            gy = y - k * 0.55 + (i // 2) * (k + 1) - (k * 0.5 if len(items) > 2 else 0) + s * 0.1
            kids.append(use(look.item_symbol(c), gx, gy, k, f"m{i}"))
    for i, owner in enumerate(owners):  # a road piece; a crossroad's second one beside it
        dx = (i - (len(owners) - 1) / 2) * s * 0.62
        kids.append(road_piece(f"r{i}", owner, x + dx, y + (s * 0.12 if i else 0),
                               s * (0.9 if len(owners) == 1 else 0.62), mark(game, owner)))
    if fac:
        kids.extend(_factory(look, fac, x, y, s, mark(game, fac.owner)))
    if last:
        kids.append(last_mark("last", x, y - s * 0.66))
    kids.append(place_label(name, x, y + s * 0.8))
    kids.append(el("title", "t", {}, text=name))
    return el("g", f"hex-{name}", {"class": f"hex t-{terrain}", "data-help": f"hex:{name}",
                                   "data-place": name}, kids)


def _factory(look: Look, fac: Any, x: float, y: float, s: float, label: str) -> list[Node]:
    """A factory (market dome) in its owner's colour, its number, and the two kinds it
    refines (demands) beside it."""
    k = s * 1.15
    out = [
        el("circle", "fb", {"cx": round(x - s * 0.3, 1), "cy": round(y, 1), "r": round(s * 0.68, 1),
                            "fill": "#fff", "opacity": 0.8}),
        use(look.factory, x - s * 0.3 - k / 2, y - k / 2, k, "fa", color=SEAT_COLORS[fac.owner]),
        text("fn", x - s * 0.3, y + k * 0.42, label, TEXT,
             **{"text-anchor": "middle", "font-weight": "bold", "fill": SEAT_INK[fac.owner],
                "stroke": INK if SEAT_INK[fac.owner] == "#fff" else "#fff", "stroke-width": 2.5,
                "paint-order": "stroke"}),
    ]
    for i, c in enumerate(fac.spec):
        out.append(use(look.item_symbol(c), x + s * 0.2, y - s * 0.62 + i * s * 0.64, s * 0.6,
                       f"s{i}"))
    return out


def _polyline(key: str, at: MapLayout, path: list[hexes.Hex], shift: float = 0.0,
              **attrs: Any) -> Node:
    pts = " ".join(f"{x + shift:.1f},{y + shift:.1f}" for x, y in map(at.at, path))
    return el("polyline", key, {"points": pts, "fill": "none", "pointer-events": "none", **attrs})


def _routes(game: TwinStar, at: MapLayout, lang: str) -> list[Node]:
    """The suggested routes (numbered, dashed), the route drawn so far and the route found."""
    out: list[Node] = []
    step = game.step
    mine = step.mine if isinstance(step, Transport) else None
    if mine is None or game.phase not in ("via", "route", "carry"):
        return out
    for i, (option, _) in enumerate(route_choices(game)):
        path = [mine, *option.path, option.factory]
        shift = (i - 1.5) * 3
        out.append(_polyline(f"via-{i + 1}", at, path, shift, stroke=ROUTE_COLOURS[i % 4],
                             **{"stroke-width": 3, "stroke-dasharray": ROUTE_DASHES[i % 4]}))
        mx, my = at.at(path[len(path) // 2])
        out.append(text(f"via-n{i + 1}", mx + shift, my + shift + 5, str(i + 1), 15,
                        **{"font-weight": "bold", "text-anchor": "middle", "stroke": "#fff",
                           "stroke-width": 3, "paint-order": "stroke",
                           "pointer-events": "none"}))
    if game.phase == "route" and isinstance(step, Transport) and step.path:
        drawn: dict[str, Any] = {"stroke-width": 6, "stroke-linecap": "round", "opacity": 0.7}
        out.append(_polyline("drawn", at, [mine, *step.path], stroke="#111", **drawn))
    route = game.current_route() if game.phase in ("carry", "route") else None
    if route is not None and isinstance(step, Transport):
        dashed: dict[str, Any] = {"stroke-width": 4, "stroke-dasharray": "8 5", "opacity": 0.85}
        out.append(_polyline("route", at, [mine, *route.path, route.factory], stroke="#222",
                             **dashed))
        x, y = at.at(route.factory)
        cost = sum(game.payments(route, game.ED.colours[0], game.current).values())
        words = t(look_of(game).edition, "route.cost", lang, cost=cost)
        half = text_width(words, TEXT) / 2 + 4
        out.append(text("route-cost", min(max(x, half), at.width - half), max(y - at.size * 1.1, 40),
                        words, TEXT, **{"text-anchor": "middle", "font-weight": "bold",
                                        "stroke": "#fff", "stroke-width": 4,
                                        "paint-order": "stroke", "pointer-events": "none"}))
    return out


def _legend(look: Look, at: MapLayout, lang: str,
            more: tuple[tuple[str, dict[str, Any], str], ...] = ()) -> tuple[list[Node], float]:
    """What the terrain pictures mean, in rows under the map and its title; ``more``: further
    entries (key, the sample hex's attributes, words), such as the outcomes' rings."""
    ed = look.edition
    out: list[Node] = []
    x, y = MARGIN, at.height + 32
    for terrain in comp.TERRAINS:
        words = t(ed, f"terrain.{terrain}", lang)
        width = 24 + len(words) * SMALL * (1.0 if lang == "ja" else 0.58) + 10
        if x + width > at.width and x > MARGIN:
            x, y = MARGIN, y + 24
        icon = look.terrain_symbol(terrain)
        out.append(el("polygon", f"lg{terrain}", {
            "points": " ".join(f"{x + 9 + 9 * dx:.1f},{y + 9 + 9 * dy:.1f}" for dx, dy in _UNIT),
            "fill": look.terrain_fill[terrain], "stroke": "#6f7d5c"}))
        if icon:
            out.append(use(icon, x + 2, y + 2, 14, f"li{terrain}"))
        out.append(text(f"lt{terrain}", x + 22, y + 14, words, SMALL, fill=MUTED))
        x += width
    words = t(ed, "legend.last", lang)
    if x + 24 + text_width(words, SMALL) > at.width and x > MARGIN:
        x, y = MARGIN, y + 24
    out.append(last_mark("lglast", x + 9, y + 9))
    out.append(text("ltlast", x + 22, y + 14, words, SMALL, fill=MUTED))
    for key, attrs, words in more:
        x += 24 + text_width(out[-1]["x"], SMALL) + 10
        if x + 24 + text_width(words, SMALL) > at.width and x > MARGIN:
            x, y = MARGIN, y + 24
        out.append(el("polygon", f"lg{key}", {
            "points": " ".join(f"{x + 9 + 8 * dx:.1f},{y + 9 + 8 * dy:.1f}" for dx, dy in _UNIT),
            **attrs}))
        out.append(text(f"lt{key}", x + 22, y + 14, words, SMALL, fill=MUTED))
    return out, y + 26


def valley_area(game: TwinStar, lang: str) -> tuple[Node, float]:
    """The valley's picture and its natural width."""
    look = look_of(game)
    ed = look.edition
    at = MapLayout(game)
    moves = _hex_moves(game)
    recent = last_turn(game)
    nodes: list[Node] = [title("title", MARGIN, at.height + 24, t(ed, "title.valley", lang),
                               "valley")]
    named: dict[str, Node] = {}
    for h in sorted(game.terrain, key=lambda h: game.names[h]):
        node = named[game.names[h]] = _hex(game, h, at, lang, game.names[h] in recent)
        move = moves.get(game.names[h])
        if move:
            legal(node, move, f"{game.names[h]}: {describe_move(game, move, lang)}")
        nodes.append(node)
    apart = mark_outcomes(game, named, {game.names[h]: at.at(h) for h in game.terrain},
                          {game.names[h]: at.corners(h, 0.72) for h in game.terrain},
                          at.size, lang)
    nodes.extend(_routes(game, at, lang))
    legend, height = _legend(look, at, lang, outcome_legend(game, lang) if apart else ())
    nodes.append(el("g", "legend", {"data-help": "valley"}, legend))
    width = max(at.width, 200.0)
    return svg("valley-svg", width, height, t(ed, "title.valley", lang), nodes), width
