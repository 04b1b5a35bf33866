"""TwinStar Valley view: the valley map, action board, market, upgrades and contracts in SVG.

Colour is never the only cue: terrain carries a glyph (≈ lake, ▲ mountains, ◆ mine,
⌂ factory site), player pieces carry the seat letter, gems carry their letter. During a
transport the chosen route is drawn on the map with its cost before the gems are chosen.
"""

from __future__ import annotations

from typing import Any

from ..core.numbers import is_number
from ..core.scene import SEQUENCE, Node, el, legal, selectable
from . import catalogue, hexes
from . import components as comp
from .components_fruits import SOLO_DECK
from .rules import TwinStar, parse_square, square_name
from .turn import Build, Mining, Transport

SEAT_COLORS = ["#f08a24", "#3b7dd8", "#f7f7f2", "#e8c930"]
SEAT_LETTERS = ["O", "B", "W", "Y"]
TERRAIN_FILL = {comp.PLAINS: "#cfe3a6", comp.MINE: "#9b8f80", comp.LAKE: "#8cc4e8",
                comp.MOUNTAIN: "#b59a7a", comp.SITE: "#f2b8d2"}
TERRAIN_GLYPH = {comp.PLAINS: "", comp.MINE: "◆", comp.LAKE: "≈", comp.MOUNTAIN: "▲",
                 comp.SITE: "⌂"}
GEM_FILL = {"R": "#d8432f", "G": "#2f9e55", "B": "#39a7d6", "Y": "#f3c623"}
FRUIT_FILL = {"A": "#d8432f", "G": "#8a4fb8", "L": "#f3d923", "P": "#9ccf3a"}
ACTION_FILL = {comp.CONSTRUCT: "#e9d7b5", comp.TRANSPORT: "#cfe0f2", comp.MINE_ACTION: "#d9d2c8",
               comp.UPGRADE: "#e3d4ef", comp.FLOWER: "#f4f0e6"}
ACTION_GLYPH = {comp.CONSTRUCT: "⚒", comp.TRANSPORT: "⇄", comp.MINE_ACTION: "◆",
                comp.UPGRADE: "⚙", comp.FLOWER: "✿"}
HEX = 20
MAP_W, MAP_H = 760, 720
PANEL_X = 790
W, H = 1400, 880


def t(ed: str, key: str, lang: str, **params: Any) -> str:
    """A text of the catalogue in the wording of edition ``ed`` (the game tells it)."""
    return catalogue.t(key, lang, ed, **params)


def _terrain_fill(ed: str, terrain: str) -> str:
    if (ed == "fruits") and terrain == comp.SITE:
        return "#f7c98f"  # the fruit edition's orange market sites
    return TERRAIN_FILL[terrain]


def _terrain_glyph(ed: str, terrain: str) -> str:
    return "♣" if (ed == "fruits") and terrain == comp.MINE else TERRAIN_GLYPH[terrain]


def _action_glyph(ed: str, kind: str) -> str:
    if (ed == "fruits"):
        return {comp.MINE_ACTION: "♣", comp.UPGRADE: "⚗"}.get(kind, ACTION_GLYPH[kind])
    return ACTION_GLYPH[kind]


def _dome_fill(ed: str) -> str:
    # fruit domes dark brown: an orange dome read as seat O's (#f08a24) around a rival's marker
    return "#6d4c41" if (ed == "fruits") else "#e0559a"


def _fill(ed: str, c: str) -> str:
    return (FRUIT_FILL if ed == "fruits" else GEM_FILL).get(c, "#ccc")


def _text_width(text: str, size: float) -> float:
    """Estimated width of ``text`` at font ``size`` (DejaVu-like: wide scripts and symbols
    1 em, capitals 0.7, spaces 0.32, the rest 0.58)."""
    def em(ch: str) -> float:
        if ord(ch) >= 0x2000:
            return 1.0
        return 0.32 if ch == " " else 0.7 if ch.isupper() else 0.58
    return size * sum(em(ch) for ch in text)


def _fit(attrs: dict[str, Any], text: str, width: float) -> dict[str, Any]:
    """Squeeze a line that would run past ``width`` (the viewBox or a card) into it."""
    if _text_width(text, float(attrs["font-size"])) > width:
        attrs["textLength"] = round(width, 1)
        attrs["lengthAdjust"] = "spacingAndGlyphs"
    return attrs


def _wrap(text: str, size: float, width: float, lines: int) -> list[str]:
    """Greedy wrap into at most ``lines`` lines (by words; by characters where no spaces)."""
    words = text.split(" ") if " " in text else list(text)
    sep = " " if " " in text else ""
    out = [""]
    for word in words:
        trial = f"{out[-1]}{sep}{word}" if out[-1] else word
        if _text_width(trial, size) <= width or not out[-1] or len(out) == lines:
            out[-1] = trial
        else:
            out.append(word)
    return out


def _name(game: TwinStar, seat: int) -> str:
    return f"{SEAT_LETTERS[seat]}{seat + 1}"


def _gems_text(ed: str, gems: str, lang: str) -> str:
    return ", ".join(t(ed, f"gem.{g}", lang) for g in gems)


# ---------------------------------------------------------------------- the valley
def _map_transform(game: TwinStar) -> tuple[float, float, float]:
    ed = game.ED.id
    pts = [hexes.pixel(h, 1.0) for h in game.terrain]
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    span_x = max(xs) - min(xs) + 2 * 3**0.5 / 2 + 0.2
    span_y = max(ys) - min(ys) + 2.2
    # the fruit valleys (3-4 tiles) are small: let them fill the area, up to the legend
    size = min(MAP_W / span_x, (MAP_H - 40) / span_y, 56.0 if (ed == "fruits") else 34.0)
    ox = 10 + (MAP_W - span_x * size) / 2 - min(xs) * size + size * 0.95
    oy = 40 + (MAP_H - 40 - span_y * size) / 2 - min(ys) * size + size * 1.1
    return size, ox, oy


def _hex_node(game: TwinStar, h: hexes.Hex, size: float, ox: float, oy: float, lang: str) -> Node:
    ed = game.ED.id
    x, y = hexes.pixel(h, size)
    x, y = x + ox, y + oy
    terrain = game.terrain[h]
    pts = " ".join(f"{cx + ox:.1f},{cy + oy:.1f}" for cx, cy in hexes.corners(h, size * 0.97))
    kids: list[Node] = [el("polygon", "p", {"points": pts, "fill": _terrain_fill(ed, terrain),
                                            "stroke": "#6f7d5c", "stroke-width": 1})]
    glyph = _terrain_glyph(ed, terrain)
    if glyph and h not in game.factories and not (terrain == comp.MINE and game.mines.get(h)):
        kids.append(el("text", "g", {"x": x, "y": y + size * 0.25, "text-anchor": "middle",
                                     "font-size": size * 0.8, "fill": "#4a4a4a"}, text=glyph))
    owners = game.pieces.get(h, [])
    for i, owner in enumerate(owners):
        r = size * (0.5 if i == 0 else 0.32)
        kids.append(el("circle", f"r{i}", {"cx": x, "cy": y + size * 0.1, "r": r,
                                           "fill": SEAT_COLORS[owner], "stroke": "#222"}))
        kids.append(el("text", f"rl{i}", {"x": x, "y": y + size * 0.1 + size * 0.16 * (1 - i)
                                           + size * 0.12, "text-anchor": "middle",
                                           "font-size": size * (0.42 if i == 0 else 0.3),
                                           "fill": "#111"},
                       text=SEAT_LETTERS[owner]))
    fac = game.factories.get(h)
    if fac:
        kids.append(el("circle", "fd", {"cx": x, "cy": y + size * 0.1, "r": size * 0.62,
                                        "fill": _dome_fill(ed), "stroke": "#222"}))
        kids.append(el("circle", "fo", {"cx": x, "cy": y + size * 0.1, "r": size * 0.3,
                                        "fill": SEAT_COLORS[fac.owner], "stroke": "#222"}))
        kids.append(el("text", "fl", {"x": x, "y": y + size * 0.22, "text-anchor": "middle",
                                      "font-size": size * 0.3}, text=SEAT_LETTERS[fac.owner]))
        for i, c in enumerate(fac.spec):
            sx = x + size * (0.45 + 0.0 * i)
            sy = y - size * 0.35 + i * size * 0.42
            kids.append(el("rect", f"s{i}", {"x": sx, "y": sy, "width": size * 0.4,
                                             "height": size * 0.4, "fill": _fill(ed, c),
                                             "stroke": "#222"}))
            kids.append(el("text", f"st{i}", {"x": sx + size * 0.2, "y": sy + size * 0.32,
                                              "text-anchor": "middle", "font-size": size * 0.3},
                           text=c))
    gems = game.mines.get(h, "")
    for i, g in enumerate(gems):
        gx = x + (i % 2 - 0.5) * size * 0.5
        gy = y + (i // 2 - 0.3) * size * 0.5
        kids.append(el("circle", f"m{i}", {"cx": gx, "cy": gy, "r": size * 0.24,
                                           "fill": _fill(ed, g), "stroke": "#222"}))
        kids.append(el("text", f"mt{i}", {"x": gx, "y": gy + size * 0.1, "text-anchor": "middle",
                                           "font-size": size * 0.26}, text=g))
    node = el("g", f"hex-{game.names[h]}", {"class": f"hex t-{terrain}"}, kids)
    return node


def _hex_moves(game: TwinStar) -> dict[str, str]:
    """Legal moves that are made on a valley hex, by hex name."""
    out = {}
    for m in game.legal_moves():
        verb, _, arg = m.partition(" ")
        if verb in ("road", "cross", "factory", "from", "to", "onto", "via") \
                and arg in game.by_name:
            out[arg] = m
    return out


def _valley(game: TwinStar, lang: str) -> Node:
    size, ox, oy = _map_transform(game)
    moves = _hex_moves(game)
    nodes = []
    for h in sorted(game.terrain, key=lambda h: game.names[h]):
        node = _hex_node(game, h, size, ox, oy, lang)
        move = moves.get(game.names[h])
        if move:
            legal(node, move, describe_move(game, move, lang))
        nodes.append(node)
    labels = []
    for h in sorted(game.terrain, key=lambda h: game.names[h]):
        x, y = hexes.pixel(h, size)
        labels.append(el("text", game.names[h], {"x": x + ox, "y": y + oy - size * 0.55,
                                                 "text-anchor": "middle",
                                                 "font-size": size * 0.32, "fill": "#333"},
                         text=game.names[h]))
    nodes.append(el("g", "hex-names", {"pointer-events": "none"}, labels))
    step = game.step
    mine = step.mine if isinstance(step, Transport) else None
    if game.phase in ("via", "route") and mine is not None:
        for i, (option, _) in enumerate(_route_choices(game)):
            path = [mine, *option.path, option.factory]
            shift = (i - 0.5) * 4
            pts = []
            for h in path:
                x, y = hexes.pixel(h, size)
                pts.append(f"{x + ox + shift:.1f},{y + oy + shift:.1f}")
            nodes.append(el("polyline", f"via-{i + 1}", {
                "points": " ".join(pts), "fill": "none", "stroke": ["#222", "#7a3d9a", "#b5402a",
                                                                  "#2a6fb5"][i % 4],
                "stroke-width": 3, "stroke-dasharray": ["8 4", "2 4", "12 3 2 3", "4 4"][i % 4]}))
            mx, my = hexes.pixel(path[len(path) // 2], size)
            nodes.append(el("text", f"via-n{i + 1}", {
                "x": mx + ox + shift, "y": my + oy + shift, "font-size": 15, "font-weight": "bold",
                "text-anchor": "middle", "stroke": "#fff", "stroke-width": 3,
                "paint-order": "stroke"}, text=str(i + 1)))
    if game.phase == "route" and isinstance(step, Transport) and step.path and mine is not None:
        pts = []
        for h in [mine, *step.path]:  # the route drawn so far
            x, y = hexes.pixel(h, size)
            pts.append(f"{x + ox:.1f},{y + oy:.1f}")
        nodes.append(el("polyline", "drawn", {"points": " ".join(pts), "fill": "none",
                                              "stroke": "#111", "stroke-width": 6,
                                              "stroke-linecap": "round", "opacity": 0.75}))
    if game.phase == "route":  # the suggested routes: one tap draws the rest of one
        for i, (option, move) in enumerate(_route_choices(game)):
            label = t(game.ED.id, "route.suggested", lang, n=i + 1,
                      desc=_route_desc(game, option, lang))
            y = 8 + i * 46
            nodes.append(legal(el("g", f"suggest-{i + 1}", {"class": "suggestion"}, [
                el("rect", "b", {"x": 8, "y": y, "width": 372, "height": 40, "rx": 6,
                                 "fill": "#fffdf3", "stroke": "#7a3d9a", "stroke-width": 2}),
                el("text", "t", _fit({"x": 16, "y": y + 26, "font-size": 14}, label, 356),
                   text=label),
            ]), move, label))
    route = game.current_route() if game.phase in ("carry", "route") else None
    if route is not None:
        assert isinstance(step, Transport) and step.mine is not None
        path = [step.mine, *route.path, route.factory]
        pts = []
        for h in path:
            x, y = hexes.pixel(h, size)
            pts.append(f"{x + ox:.1f},{y + oy:.1f}")
        nodes.append(el("polyline", "route", {"points": " ".join(pts), "fill": "none",
                                              "stroke": "#222", "stroke-width": 4,
                                              "stroke-dasharray": "8 5", "opacity": 0.8}))
        x, y = hexes.pixel(route.factory, size)
        nodes.append(el("text", "route-cost", {"x": x + ox, "y": y + oy - size * 1.1,
                                               "text-anchor": "middle", "font-size": 16,
                                               "font-weight": "bold", "fill": "#111",
                                               "stroke": "#fff", "stroke-width": 4,
                                               "paint-order": "stroke"},
                        text=_route_desc(game, route, lang)))
    return el("g", "valley", {}, nodes)


def _route_choices(game: TwinStar) -> list[tuple[Any, str]]:
    """The route options on the map with the move each one plays: rules version 1's list
    (``via N``), else the suggested routes on from the route drawn so far (the hexes still
    to draw, one tap)."""
    step = game.step
    if game.phase == "via":
        return [(r, f"via {i + 1}") for i, r in enumerate(game.usable_routes())]
    if game.phase != "route" or not isinstance(step, Transport) or step.mine is None \
            or step.factory is None:
        return []
    out = []
    options = game.route_options(step.mine, game.current, step.path).get(step.factory, [])
    for r in options:
        if r.path[: len(step.path)] != step.path or len(r.path) == len(step.path):
            continue
        moves = _draw_moves(game, r.path)
        if len(moves) > 1 or (moves and game.phase == "via"):  # one step: its hex is the tap
            out.append((r, SEQUENCE.join(moves)))
        if len(out) == SUGGESTED:
            break
    return out


def _draw_moves(game: TwinStar, path: tuple[Any, ...]) -> list[str]:
    """The moves that draw the rest of ``path`` (a way on with no choice draws itself), or
    none when some hex of it is no legal step."""
    trial = game.clone()
    moves = []
    for h in path:
        step = trial.step
        if isinstance(step, Transport) and h in step.path:
            continue
        move = "via " + game.names[h]
        if not trial.is_legal(move):
            return []
        trial.play(move)
        moves.append(move)
    return moves


#: Suggested routes shown at most while a route is drawn.
SUGGESTED = 4


def _route_desc(game: TwinStar, route: Any, lang: str) -> str:
    """A route option in words: pieces passed, what one item costs, the contracts on display
    that a movement along it would meet (the route-counting ones)."""
    ed = game.ED.id
    p = game.current
    own = route.counts[p]
    rival = sum(route.counts) - own
    cost = sum(game.payments(route, game.ED.colours[0], p).values())
    text = t(ed, "route.desc", lang, own=own, rival=rival, cost=cost)
    met = [contract_text(ed, c, lang) for c in _route_contracts(game)
           if _route_meets(c, own, rival)]
    return text + (" " + t(ed, "route.claims", lang, contracts="; ".join(met)) if met else "")


def _route_contracts(game: TwinStar) -> list[comp.Contract]:
    return [game.contract(cid) for cid in game.grid if cid is not None
            and game.contract(cid).goal in ("own_pass", "rival_pass", "route8")]


def _route_meets(c: comp.Contract, own: int, rival: int) -> bool:
    if c.goal == "own_pass":
        return own >= int(c.param)
    if c.goal == "rival_pass":
        return rival >= int(c.param)
    return own + rival >= 8


# ---------------------------------------------------------------------- the action board
def _chains(game: TwinStar) -> dict[str, list[list[str]]]:
    """Fruit edition: the targets beyond the next disc, with the shortest ways to them."""
    if game.phase != "place" or game.is_over:
        return {}
    p = game.current
    out = {}
    for rc, discs in sorted(game.targets(p).items()):
        if discs > 1:
            ways = game.chains(p, rc)
            if ways:
                out[square_name(rc)] = ways
    return out


def action_board(game: TwinStar, lang: str, selection: str | None = None) -> Node:
    ed = game.ED.id
    cell = 52
    x0, y0 = PANEL_X, 40
    kids: list[Node] = [el("text", "title", {"x": x0, "y": y0 - 10, "font-size": 16},
                           text=t(ed, "title.board", lang, round=game.round))]
    moves = {}
    for m in game.legal_moves():
        verb, _, arg = m.partition(" ")
        if verb in ("place", "leap"):
            moves[arg] = m
    chains = _chains(game) if ed == "fruits" else {}
    for sq, ways in chains.items():
        if len(ways) == 1:
            moves[sq] = SEQUENCE.join(ways[0])
    picked = selection[3:] if selection and selection.startswith("sq-") else None
    ways = chains.get(picked or "", []) if picked else []
    marks = {}  # square name -> the numbers of the ways that cover it
    for i, way in enumerate(ways):
        for m in way[:-1]:
            marks.setdefault(m.split(" ")[1], []).append(str(i + 1))
    for r in range(game.size):
        for c in range(game.size):
            kind = game.kind_at((r, c))
            x, y = x0 + c * cell, y0 + r * cell
            sq = square_name((r, c))
            parts: list[Node] = [
                el("rect", "b", {"x": x, "y": y, "width": cell - 3, "height": cell - 3, "rx": 5,
                                 "fill": ACTION_FILL[kind], "stroke": "#555"}),
                el("text", "k", {"x": x + 5, "y": y + 15, "font-size": 13},
                   text=_action_glyph(ed, kind)),
                el("text", "s", {"x": x + cell - 8, "y": y + cell - 7, "font-size": 9,
                                 "text-anchor": "end", "fill": "#555"}, text=sq),
            ]
            for i, owner in enumerate(game.board.get((r, c), [])):
                cx, cy = x + cell / 2 + i * 5, y + cell / 2 - i * 5
                parts.append(el("circle", f"d{i}", {"cx": cx, "cy": cy, "r": 14,
                                                    "fill": SEAT_COLORS[owner], "stroke": "#222"}))
                parts.append(el("text", f"dl{i}", {"x": cx, "y": cy + 5, "text-anchor": "middle",
                                                   "font-size": 13}, text=SEAT_LETTERS[owner]))
            if sq in chains:  # reached with discs on the way: how many more it costs
                extra = len(chains[sq][0]) - 1
                parts.append(el("text", "more", {"x": x + 5, "y": y + cell - 8, "font-size": 12,
                                                 "font-weight": "bold", "fill": "#7a2e0e"},
                                text=f"+{extra}"))
            if sq in marks:
                parts.append(el("text", "way", {"x": x + cell - 6, "y": y + 16, "font-size": 14,
                                                "font-weight": "bold", "text-anchor": "end",
                                                "fill": "#7a2e0e"}, text=",".join(marks[sq])))
            node = el("g", f"sq-{sq}", {"class": "square"}, parts)
            if sq in moves and sq in chains:
                legal(node, moves[sq], t(ed, "chain.one", lang, square=sq, n=len(chains[sq][0]),
                                         action=t(ed, f"action.{kind}", lang)))
            elif sq in moves:
                legal(node, moves[sq], describe_move(game, moves[sq], lang))
            elif sq in chains:
                selectable(node, f"sq-{sq}", t(ed, "chain.pick", lang, square=sq),
                           picked=sq == picked)
            kids.append(node)
    y = y0 + game.size * cell + 4
    for i, way in enumerate(ways):  # the ways to the picked target, numbered on the board
        label = t(ed, "chain.way", lang, n=i + 1, squares=" → ".join(m.split(" ")[1] for m in way))
        kids.append(legal(el("g", f"way-{i + 1}", {"class": "way"}, [
            el("rect", "b", {"x": x0 + i * 110, "y": y, "width": 104, "height": 40, "rx": 6,
                             "fill": "#fff4e8", "stroke": "#7a2e0e"}),
            el("text", "t", _fit({"x": x0 + i * 110 + 8, "y": y + 25, "font-size": 14},
                                 label, 92), text=label),
        ]), SEQUENCE.join(way), label))
    return el("g", "actions", {}, kids)


# ---------------------------------------------------------------------- market, upgrades
def _market(game: TwinStar, lang: str) -> Node:
    ed = game.ED.id
    x0, y0 = PANEL_X + 340, 40
    kids: list[Node] = [el("text", "title", {"x": x0, "y": y0 - 10, "font-size": 16},
                           text=t(ed, "title.market", lang))]
    track = game.ED.market_track
    for i, c in enumerate(game.ED.colours):
        y = y0 + i * 34
        kids.append(el("text", f"n{c}", {"x": x0, "y": y + 20, "font-size": 14}, text=c))
        for j, v in enumerate(track):
            x = x0 + 18 + j * 32
            here = game.market[c] == j
            kids.append(el("rect", f"c{c}{j}", {"x": x, "y": y, "width": 28, "height": 28,
                                                "fill": _fill(ed, c) if here else "#fff",
                                                "stroke": "#555"}))
            kids.append(el("text", f"v{c}{j}", {"x": x + 14, "y": y + 19, "text-anchor": "middle",
                                                "font-size": 13,
                                                "font-weight": "bold" if here else "normal"},
                           text=str(v)))
    y = y0 + 4 * 34 + 24
    kids.append(el("text", "ft", {"x": x0, "y": y, "font-size": 13},
                   text=t(ed, "title.factories", lang) + ": "
                   + " ".join(str(c) for c in game.factory_slots)))
    return el("g", "market", {}, kids)


def _upgrades(game: TwinStar, lang: str) -> Node:
    ed = game.ED.id
    x0, y0 = PANEL_X + 340, 250
    kids: list[Node] = [el("text", "title", {"x": x0, "y": y0 - 10, "font-size": 16},
                           text=t(ed, "title.upgrades", lang))]
    moves = {m.split()[1]: m for m in game.legal_moves() if m.startswith("upgrade ")}
    for i, track in enumerate(game.ED.upgrade_steps):
        y = y0 + i * 32
        parts: list[Node] = [
            el("rect", "b", {"x": x0, "y": y, "width": 250, "height": 30, "rx": 4,
                             "fill": "#f1ecf6", "stroke": "#666"}),
            el("text", "n", {"x": x0 + 6, "y": y + 20, "font-size": 13},
               text=f"{track}. {t(ed, f'up.{track}', lang)}"),
        ]
        k = 0
        for p in range(game.players):
            level = game.upgrades[p].get(track, 0)
            if level:
                done = game.has_upgrade(p, track)
                parts.append(el("circle", f"p{p}", {"cx": x0 + 170 + k * 20, "cy": y + 15,
                                                    "r": 8 if done else 5,
                                                    "fill": SEAT_COLORS[p], "stroke": "#222"}))
                k += 1
        node = el("g", f"up-{track}", {"class": "upgrade"}, parts)
        if str(track) in moves:
            legal(node, moves[str(track)], describe_move(game, moves[str(track)], lang))
        kids.append(node)
    return el("g", "upgrades", {}, kids)


# ---------------------------------------------------------------------- contracts
def goal_param(ed: str, c: comp.Contract, lang: str) -> str:
    """A goal's parameter in words: gem lists as counts per colour ("2×R 1×any")."""
    if c.goal in ("transport", "mine_gems"):
        text = str(c.param)
        parts = []
        colours = "AGLP" if c.id.startswith("f") else comp.GEMS
        for g in colours + "*":
            n = text.count(g)
            if n:
                parts.append(f"{n}×{g if g != '*' else t(ed, 'any', lang)}")
        return " ".join(parts)
    if c.goal in ("deliver", "deliver_match", "grow_fruits"):
        return " ".join(f"{n}×{g if g != '*' else t(ed, 'any', lang)}"
                        for g in "AGLP*" if (n := str(c.param).count(g)))
    if c.goal == "terrain":
        return t(ed, f"terrain.count.{str(c.param)[0]}", lang, n=str(c.param)[1:])
    if c.goal == "shape":
        return t(ed, f"shape.{c.param}", lang)
    return str(c.param)


def contract_text(ed: str, c: comp.Contract, lang: str) -> str:
    goal = t(ed, f"goal.{c.goal}", lang, p=goal_param(ed, c, lang))
    bonus = t(ed, f"bonus.{c.bonus}", lang, n=c.bonus_n or 2) if c.bonus else ""
    return f"{c.points}★ {goal}" + (f" {bonus}" if bonus else "")


def contract_card(ed: str, c: comp.Contract | None, x: float, y: float, key: str, lang: str) -> Node:
    w, h = 140, 58
    kids: list[Node] = [el("rect", "b", {"x": x, "y": y, "width": w, "height": h, "rx": 6,
                                         "fill": "#fffdf3" if c else "#eee",
                                         "stroke": "#777"})]
    if c:
        goal = t(ed, f"goal.{c.goal}", lang, p=goal_param(ed, c, lang))
        kids.append(el("text", "p", {"x": x + 6, "y": y + 16, "font-size": 13,
                                     "font-weight": "bold"}, text=f"{c.points}★  {c.deck}"))
        for i, line in enumerate(_wrap(goal, 9.5, w - 12, 2)):  # inside the card, never past
            kids.append(el("text", f"g{i or ''}", _fit({"x": x + 6, "y": y + 29 + i * 11,
                                                        "font-size": 9.5}, line, w - 12),
                           text=line))
        if c.bonus:
            bonus = t(ed, f"bonus.{c.bonus}", lang, n=c.bonus_n or 2)
            kids.append(el("text", "x", _fit({"x": x + 6, "y": y + 53, "font-size": 10,
                                              "fill": "#7a3d9a"}, bonus, w - 12), text=bonus))
    return el("g", key, {"class": "contract"}, kids)


def _side_panel(game: TwinStar, lang: str) -> Node:
    """Fruit edition without contracts: the solo bot's card and reasons, or turn order."""
    ed = game.ED.id
    x0, y0 = PANEL_X, 470
    kids: list[Node] = []
    if game.solo:
        card = ""
        if game.solo_card >= 0:
            c = SOLO_DECK[game.solo_card]
            column = c[game.round - 1]
            order = " > ".join(f"{_action_glyph(ed, k)}{t(ed, f'action.{k}', lang)}" for k in column)
            card = f"#{game.solo_card + 1} ({game.round}): {order}" + (" +▬" if c[2] else "")
        title = f"{t(ed, 'title.bot', lang)}  {card}"
        kids.append(el("text", "title", _fit({"x": x0, "y": y0 - 8, "font-size": 18,
                                              "font-weight": "bold"}, title, W - 10 - x0),
                       text=title))
        for i, line in enumerate(bot_lines(game, lang)):  # readable: the area down to the legend
            kids.append(el("text", f"log{i}", _fit({"x": x0, "y": y0 + 20 + i * 26,
                                                    "font-size": 16}, line, W - 10 - x0),
                           text=line))
    if game.order_left:
        names = " ".join(_name(game, p) for p in game.order_left)
        nxt = " ".join(_name(game, p) for p in game.order_right)
        kids.append(el("text", "order", {"x": x0, "y": y0 + 202, "font-size": 13},  # under the pile
                       text=f"{t(ed, 'title.order', lang)}: {names}  →  {nxt}"))
    return el("g", "side", {}, kids)


def _contracts(game: TwinStar, lang: str) -> Node:
    ed = game.ED.id
    if not game.advanced:
        return _side_panel(game, lang)
    x0, y0 = PANEL_X, 450
    kids: list[Node] = [el("text", "title", {"x": x0, "y": y0 - 10, "font-size": 16},
                           text=t(ed, "title.contracts", lang))]
    moves = {m.split()[1]: m for m in game.legal_moves() if m.startswith("claim ")}
    for i, cid in enumerate(game.grid):
        x, y = x0 + (i % 4) * 148, y0 + (i // 4) * 66
        node = contract_card(ed, game.contract(cid) if cid else None, x, y, f"grid-{i + 1}", lang)
        if str(i + 1) in moves:
            legal(node, moves[str(i + 1)], describe_move(game, moves[str(i + 1)], lang))
        kids.append(node)
    y = y0 + 2 * 66 + 8
    kids.append(el("text", "pt", {"x": x0, "y": y + 34, "font-size": 13},
                   text=f"{t(ed, 'title.pile', lang)} ({len(game.pile)})"))
    kids.append(contract_card(ed, game.contract(game.pile[0]) if game.pile else None, x0 + 70, y,
                      "pile-top", lang))
    if ed == "fruits":
        kids.append(_side_panel(game, lang))
    return el("g", "contracts", {}, kids)


def _players(game: TwinStar, lang: str) -> Node:
    ed = game.ED.id
    x0, y0 = 10, MAP_H + 54
    kids = []
    for p in range(game.seats):
        x = x0 + p * 345
        reserve = "".join(c * n for c, n in game.reserve[p].items())
        mark = "▶ " if game.current == p and not game.is_over else ""
        line = (f"{mark}{_name(game, p)}  {game.credits[p]}¢  "
                f"{t(ed, 'stat.reserve', lang)}: {reserve or '-'}  "
                f"{t(ed, 'stat.discs', lang)}: {game.pool[p]}  {t(ed, 'stat.roads', lang)}: "
                f"{game.roads_left[p]}")
        kids.append(el("g", f"pl-{p}", {}, [
            el("rect", "b", {"x": x, "y": y0, "width": 335, "height": 44, "rx": 6,
                             "fill": SEAT_COLORS[p], "opacity": 0.35, "stroke": "#444"}),
            el("text", "t", _fit({"x": x + 8, "y": y0 + 18, "font-size": 13}, line, 319),
               text=line),
            el("text", "c", {"x": x + 8, "y": y0 + 36, "font-size": 12},
               text=f"{t(ed, 'stat.contracts', lang)}: {len(game.won[p])}  "
               f"{t(ed, 'stat.upgrades', lang)}: {game.unlocked(p)}"
               + ("  ✔" if game.done[p] else "")),
        ]))
    return el("g", "players", {}, kids)


def _legend(game: TwinStar, lang: str) -> Node:
    ed = game.ED.id
    actions = "  ".join(f"{_action_glyph(ed, a)} {t(ed, f'action.{a}', lang)}" for a in comp.ACTIONS)
    terrain = "  ".join(f"{_terrain_glyph(ed, x) or '▢'} {t(ed, f'terrain.{x}', lang)}"
                        for x in comp.TERRAINS)
    seats = "  ".join(f"{SEAT_LETTERS[p]} = {_name(game, p)}" for p in range(game.players))
    return el("g", "legend", {}, [
        el("text", "a", {"x": 10, "y": MAP_H + 20, "font-size": 13}, text=actions),
        el("text", "t", {"x": 10, "y": MAP_H + 40, "font-size": 13}, text=terrain + "   " + seats),
    ])


def board(game: TwinStar, lang: str, selection: str | None = None) -> Node:
    kids = [
        el("rect", "bg", {"x": 0, "y": 0, "width": W, "height": H, "fill": "#fbfaf5"}),
        el("text", "prompt", {"x": 10, "y": 24, "font-size": 18}, text=prompt(game, lang)),
        _valley(game, lang),
        action_board(game, lang, selection),
        _market(game, lang),
        _upgrades(game, lang),
        _contracts(game, lang),
        _legend(game, lang),
        _players(game, lang),
    ]
    return el("svg", "twinstar", {"viewBox": f"0 0 {W} {H}", "class": "board twinstar",
                                  "role": "img"}, kids)


# ---------------------------------------------------------------------- text
def prompt(game: TwinStar, lang: str) -> str:
    ed = game.ED.id
    if game.is_over:
        return t(ed, "prompt.over", lang)
    name = _name(game, game.current)
    phase = game.phase
    step = game.step
    if isinstance(step, Build):
        key = "prompt.roads" if step.free else "prompt.build"
        return t(ed, key, lang, name=name, left=step.limit - step.built)
    if phase in ("carry", "route"):
        route = game.current_route()
        if route is None:
            return t(ed, "prompt.route", lang, name=name)
        return t(ed, "prompt.carry" if phase == "carry" else "prompt.route_done", lang,
                 name=name, cost=_route_desc(game, route, lang))
    if phase in ("keep", "onto"):
        return t(ed, f"prompt.{phase}", lang, name=name,
                 gems=step.drawn if isinstance(step, Mining) else "")
    return t(ed, f"prompt.{phase}", lang, name=name)


def describe_move(game: TwinStar, move: str, lang: str) -> str:
    ed = game.ED.id
    verb, _, arg = move.partition(" ")
    who = _name(game, game.current) if game.current is not None else ""
    if verb in ("done", "pass"):
        return f"{who} " + t(ed, f"move.{verb}", lang)
    params: dict[str, Any] = {}
    if verb in ("place", "leap", "walk"):
        rc = parse_square(arg)
        action = t(ed, f"action.{game.kind_at(rc)}", lang) if rc and game.square_ok(rc) else "?"
        p = game.current if game.current is not None else 0
        fee = game.leap_fee(p)
        params = {"square": arg, "action": action, "fee": fee}
    elif verb in ("road", "cross", "from", "to", "onto", "factory"):
        h = game.by_name.get(arg)
        terrain = game.terrain.get(h, comp.PLAINS) if h else comp.PLAINS
        kind = {comp.LAKE: "bridge", comp.MOUNTAIN: "mountain"}.get(terrain, "road")
        cost = game.factory_slots[0] if game.factory_slots else 0
        drawn = game.step.drawn if isinstance(game.step, Mining) else ""
        gems = _gems_text(ed, drawn, lang) if verb == "onto" else ""
        params = {"hex": arg, "kind": t(ed, f"kind.{kind}", lang), "cost": cost, "gems": gems}
    elif verb in ("spec", "carry", "keep"):
        params = {"gems": _gems_text(ed, arg, lang)}
    elif verb == "via" and not is_number(arg):
        h = game.by_name.get(arg)
        owners = game.pieces.get(h, []) if h else []
        params = {"hex": arg, "owners": " ".join(_name(game, o) for o in owners)}
        return f"{who} " + t(ed, "move.via_hex", lang, **params)
    elif verb == "via":
        routes = game.usable_routes() if game.phase == "via" else []
        i = int(arg) - 1 if is_number(arg) else -1
        desc = _route_desc(game, routes[i], lang) if 0 <= i < len(routes) else ""
        params = {"n": arg, "desc": desc}
    elif verb == "upgrade":
        params = {"name": t(ed, f"up.{arg}", lang)}
    elif verb == "sell":
        p = game.current
        value = sum(game.reserve[p][c] * game.price(c) for c in arg if c in game.reserve[p])
        params = {"gems": _gems_text(ed, arg, lang), "value": value}
    elif verb == "claim":
        i = int(arg) - 1 if is_number(arg) else -1
        cid = game.grid[i] if 0 <= i < len(game.grid) else None
        params = {"n": arg, "desc": contract_text(ed, game.contract(cid), lang) if cid else ""}
    elif verb == "drop":
        params = {"gem": t(ed, f"gem.{arg}", lang) if arg in game.ED.colours else arg}
    else:
        return move
    return f"{who} " + t(ed, f"move.{verb}", lang, **params)


def move_label(game: TwinStar, move: str, lang: str) -> str:
    ed = game.ED.id
    verb, _, arg = move.partition(" ")
    if verb in ("done", "pass"):
        return t(ed, f"label.{verb}", lang)
    return describe_move(game, move, lang).split(" ", 1)[1]


def player_stats(game: TwinStar, seat: int, lang: str) -> list[tuple[str, str]]:
    ed = game.ED.id
    reserve = " ".join(f"{c}×{n}" for c, n in game.reserve[seat].items() if n) or "-"
    ups = ", ".join(t(ed, f"up.{u}", lang) + ("" if game.has_upgrade(seat, u) else " (½)")
                    for u in sorted(game.upgrades[seat])) or "-"
    won = ", ".join(contract_text(ed, game.contract(c), lang) for c in game.won[seat]) or "-"
    return [
        (t(ed, "stat.credits", lang), str(game.credits[seat])),
        (t(ed, "stat.reserve", lang), reserve),
        (t(ed, "stat.discs", lang), f"{game.pool[seat]}" + (
            "" if ed == "fruits" else f" (+{game.spare[seat]})")),
        (t(ed, "stat.roads", lang), str(game.roads_left[seat])),
        (t(ed, "stat.upgrades", lang), ups),
        (t(ed, "stat.contracts", lang), won),
        (t(ed, "stat.round", lang), f"{game.round}" + (" ✔" if game.done[seat] else "")),
    ] + ([(t(ed, "stat.bot", lang), str(game.credits[1]))] if game.solo else [])


def bot_lines(game: TwinStar, lang: str, last: int = 8) -> list[str]:
    """The solo bot's latest decisions, one line each (empty outside solo mode)."""
    ed = game.ED.id
    out = []
    for key, params in (game.bot_log if game.solo else [])[-last:]:
        params = dict(params)
        if "action" in params:
            params["action"] = t(ed, f"action.{params['action']}", lang)
        if "order" in params:
            params["order"] = " > ".join(t(ed, f"action.{k}", lang) for k in params["order"])
        out.append(t(ed, key, lang, **params))
    return out


def seat_colors(game: TwinStar) -> list[str]:
    return SEAT_COLORS[: game.players]


def part_label(part: str, lang: str, game: TwinStar | None = None) -> str:
    """A score part's name; the game (when given) picks the edition's wording."""
    ed = game.ED.id if game is not None else "gems"
    return t(ed, f"part.{part}", lang)
