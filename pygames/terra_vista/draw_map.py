"""Terra Vista's maps: the current player's large, with the round's dice above it; the others
small. Each space is a group (its terrain's colour and mark, its ``.frame`` ringed when it is
a choice); each drawable line a dashed segment between two centres over a diamond that takes
the tap, so a line is as easy to hit as a space.
"""

from __future__ import annotations

from ..core.i18n import seat_name
from ..core.scene import Node, el, legal, selectable
from .catalogue import t
from .components import MARKET_COLOURS, SIZE
from .pictures import TERRAIN_FILL, label, pic
from .rules import BACK, TerraVista, parse_space, space_name
from .words import move_label, terrain_name

SEAT_COLORS = ["#2f6fd6", "#d64545", "#2e9e4f", "#e0a100", "#8e44ad", "#4d4d4d"]
BIG, SMALL = 60, 26
#: The large map's margins: row numbers on the left, the dice and column letters above.
LEFT, TOP = 24, 134
#: CSS px per unit of the large map at its natural size: its spaces 65 px, its height within
#: a landscape tablet's board area.
NATURAL = 1.08
FRUIT_PICTURE = {"o": "olive", "s": "strawberry", "n": "orange"}


def map_size(big: bool) -> tuple[float, float]:
    """The width and height of a map's drawing."""
    if big:
        return LEFT + SIZE * BIG + 8, TOP + SIZE * BIG + 6
    return SIZE * SMALL + 4, SIZE * SMALL + 4


def _centre(space: int, cell: float) -> tuple[float, float]:
    r, c = divmod(space, SIZE)
    return c * cell + cell / 2, r * cell + cell / 2


def _symbol(ch: str, i: int, cell: float) -> Node | None:
    cx, cy = _centre(i, cell)
    if ch == ".":
        return el("circle", f"s{i}", {"cx": cx, "cy": cy, "r": max(2, cell * 0.06),
                                      "fill": "#333"})
    if ch in "GYRB":
        name = f"market-{MARKET_COLOURS['GYRB'.index(ch)]}"
    elif ch in FRUIT_PICTURE:
        name = FRUIT_PICTURE[ch]
    else:
        return None
    size = cell * 0.62
    return pic(f"s{i}", name, cx - size / 2, cy - size / 2, size)


def _dice(game: TerraVista, lang: str) -> Node:
    """The round's two dice (terrain picture and name) and who leads the round."""
    parts: list[Node] = []
    for i, face in enumerate(game.dice):
        x = 4 + i * 150
        parts += [
            el("rect", f"d{i}", {"x": x, "y": 36, "width": 54, "height": 54, "rx": 10,
                                 "fill": TERRAIN_FILL[face], "stroke": "#333",
                                 "stroke-width": 2}),
            pic(f"m{i}", face, x + 9, 45, 36),
            label(f"n{i}", x + 62, 63, terrain_name(face, lang), 17, "start",
                  **{"font-weight": "bold"}),
        ]
    if game.extreme and not game.is_over:
        parts.append(label("extreme", 8, 106, t("extreme_note", lang), 14, "start",
                           fill="#b71c1c", **{"font-weight": "bold"}))
    words = ", ".join(terrain_name(face, lang) for face in game.dice)
    return el("g", "dice", {"class": "dice", "data-help": "dice", "role": "img",
                            "aria-label": f"{t('dice', lang)}: {words}"}, parts)


def picked_space(game: TerraVista, selection: str | None) -> int | None:
    """The space the player has picked (rules 3: the app's selection, never a move) while
    lines from it can be drawn, else None."""
    if selection is None or game.INTERFACE_STEPS or game.current_player is None:
        return None
    space = parse_space(selection)
    if space is None:
        return None
    m = game.map_of(game.current_player)
    return space if any(space in m.edges[k] for k in game.drawable(game.current_player)) \
        else None


def _starts(game: TerraVista, seat: int, moves: set[str]) -> dict[int, list[str]]:
    """Rules 3: each space a drawable line touches, with those lines (picking the space shows
    them); rules 1 and 2 pick a space with a move instead."""
    if game.INTERFACE_STEPS:
        return {}
    m = game.map_of(seat)
    found: dict[int, list[str]] = {}
    for k, (a, b) in enumerate(m.edges):
        if m.line_names[k] in moves:
            found.setdefault(a, []).append(m.line_names[k])
            found.setdefault(b, []).append(m.line_names[k])
    return found


def _space(game: TerraVista, seat: int, i: int, cell: float, moves: set[str], lang: str,
           big: bool, starts: dict[int, list[str]] | None = None,
           picked: int | None = None) -> Node:
    m = game.map_of(seat)
    terrain = m.terrain[i]
    r, c = divmod(i, SIZE)
    x, y = c * cell, r * cell
    name = space_name(i)
    children: list[Node] = [el("rect", "frame", {
        "class": "frame", "x": x + 1, "y": y + 1, "width": cell - 2, "height": cell - 2,
        "rx": 3 if big else 1, "fill": TERRAIN_FILL[terrain], "stroke": "#ffffff",
        "stroke-width": 1})]
    # the terrain's picture on small maps too: a space looks the same at either size (its
    # changes are compared across sizes, scene_changes.py)
    children.append(pic("t", terrain, x + cell * 0.1, y + cell * 0.1, cell * 0.3, opacity=0.75))
    cls = "space"
    if big and game.selected == i and BACK in moves:
        cls += " picked"
    key = f"sp{i}" if big else f"o{seat + 1}-{i}"  # "why not?" taps: the large map's alone
    node = el("g", key, {"class": cls, "data-help": f"space:{seat + 1}:{name}"}, children)
    if starts and i in starts:
        selectable(node, name, t("space_label", lang, space=name,
                                 terrain=terrain_name(terrain, lang)),
                   picked=i == picked, leads=starts[i])
    elif name in moves:
        legal(node, name, t("space_label", lang, space=name, terrain=terrain_name(terrain, lang)))
    elif BACK in moves and game.selected == i:
        legal(node, BACK, t("label.back", lang))
    return node


def _drawable(game: TerraVista, seat: int, cell: float, moves: set[str], lang: str,
              picked: int | None = None) -> Node:
    m = game.map_of(seat)
    hits: list[Node] = []
    reach = cell * 0.3  # the diamond's half diagonal: the spaces' middles stay free
    for k, (a, b) in enumerate(m.edges):
        name = m.line_names[k]
        if name not in moves or (picked is not None and picked not in (a, b)):
            continue
        (x1, y1), (x2, y2) = _centre(a, cell), _centre(b, cell)
        cx, cy = (x1 + x2) / 2, (y1 + y2) / 2
        hits.append(legal(el("g", f"h{k}", {"class": "edge"}, [
            el("path", "hit", {"d": f"M{cx - reach:g} {cy:g} L{cx:g} {cy - reach:g} "
                                    f"L{cx + reach:g} {cy:g} L{cx:g} {cy + reach:g} Z",
                               "fill": "#ffffff", "fill-opacity": 0}),
            # the segment shows the line; the diamond takes the tap (a space's middle stays
            # the space's)
            el("line", "frame", {"class": "frame", "x1": x1, "y1": y1, "x2": x2, "y2": y2,
                                 "stroke": "#e65100", "stroke-width": cell * 0.08,
                                 "stroke-linecap": "round", "pointer-events": "none"}),
        ]), name, move_label(game, name, lang)))
    return el("g", "drawable", {}, hits)


def map_svg(game: TerraVista, seat: int, lang: str, big: bool,
            selection: str | None = None) -> Node:
    """A player's map: large (the dice and coordinates around it) or small; ``selection``:
    the space the player picked (rules 3), whose lines alone are drawn as choices."""
    m = game.map_of(seat)
    cell = BIG if big else SMALL
    choosing = big and game.current_player == seat and not game.is_over
    moves = set(game.legal_moves()) if choosing else set()
    picked = picked_space(game, selection) if choosing else None
    starts = _starts(game, seat, moves) if choosing else {}
    inner: list[Node] = [el("g", "spaces", {}, [
        _space(game, seat, i, cell, moves, lang, big, starts, picked)
        for i in range(SIZE * SIZE)])]
    nets = []
    for n, net in enumerate(game.networks(seat)):
        fed = not net.isdisjoint(m.market_spaces)
        nets.append(el("g", f"net{n}", {"class": "network"}, [
            el("line", f"b{k}", {"x1": _centre(a, cell)[0], "y1": _centre(a, cell)[1],
                                 "x2": _centre(b, cell)[0], "y2": _centre(b, cell)[1],
                                 "stroke": "#4dd0e1" if fed else "#ffffff",
                                 "stroke-opacity": 0.7, "stroke-width": cell * 0.35,
                                 "stroke-linecap": "round"})
            for k, (a, b) in enumerate(m.edges) if k in game.lines[seat] and a in net]))
    inner.append(el("g", "nets", {}, nets))
    inner.append(el("g", "lines", {}, [
        el("line", f"l{k}", {"x1": _centre(a, cell)[0], "y1": _centre(a, cell)[1],
                             "x2": _centre(b, cell)[0], "y2": _centre(b, cell)[1],
                             "stroke": "#1a237e", "stroke-width": max(2, cell * 0.08),
                             "stroke-linecap": "round"})
        for k, (a, b) in enumerate(m.edges) if k in game.lines[seat]]))
    inner.append(el("g", "symbols", {"pointer-events": "none"},
                    [node for i, ch in enumerate(m.symbols) if (node := _symbol(ch, i, cell))]))
    if choosing:
        inner.append(_drawable(game, seat, cell, moves, lang, picked))
    width, height = map_size(big)
    title = t("map_title", lang, name=seat_name(seat, lang), map=m.name)
    if not big:
        return el("svg", "svg", {"viewBox": f"-2 -2 {width:g} {height:g}", "width": 196,
                                 "height": 196, "role": "group", "aria-label": title},
                  [el("g", f"map{seat}", {"class": "map"}, inner)])
    nodes: list[Node] = [
        el("rect", "frame", {"x": 1, "y": 1, "width": width - 2, "height": height - 2, "rx": 8,
                             "fill": "#ffffff", "stroke": SEAT_COLORS[seat], "stroke-width": 4}),
        label("title", 8, 17, title, 18, "start", **{"font-weight": "bold"}),
        label("round", width - 8, 48, t("round_n", lang, round=game.round), 15, "end"),
        label("leader", width - 8, 72, t("leader_is", lang, leader=seat_name(game.leader, lang)),
              15, "end"),
        _dice(game, lang),
        *[label(f"c{c}", LEFT + c * BIG + BIG / 2, TOP - 12, "abcdefg"[c], 15, "middle",
                fill="#555") for c in range(SIZE)],
        *[label(f"r{r}", LEFT / 2, TOP + r * BIG + BIG / 2, str(r + 1), 15, "middle",
                fill="#555") for r in range(SIZE)],
        el("g", f"map{seat}", {"class": "map current", "transform": f"translate({LEFT},{TOP})"},
           inner),
    ]
    return el("svg", "svg", {"viewBox": f"0 0 {width:g} {height:g}",
                             "width": round(width * NATURAL), "height": round(height * NATURAL),
                             "role": "group", "aria-label": title, "font-family": "sans-serif"},
              nodes)

