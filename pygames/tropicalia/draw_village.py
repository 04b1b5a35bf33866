"""Tropicalia's village tiles, the build board and each player's village (an area each).

A village tile shows its kind as a picture, its points on a star, what it brings or counts
as pictures (an orchard tile's fruit, a treasure's thing) and its fountain halves on its
edges; an event names its event in words. Build-board slots, village squares and the fruit
a player holds are groups with a ``.frame`` shape, ringed by the shared style when they are
a legal choice.
"""

from __future__ import annotations

from ..core.i18n import seat_name
from ..core.scene import Node, el, legal
from . import components as C
from .catalogue import t
from .draw_island import _svg
from .pictures import QUIET, label, over, pic, worker
from .rules import Tropicalia, fountains
from .words import describe_move, fruit_name, village_tile_words

VILLAGE_FILL = {"building": "#f1d3c2", "event": "#e2d0f4", "orchard": "#cfe9b9",
                "treasure": "#f7e39b"}
#: The picture of what a treasure tile counts.
THING_PICTURE = {"surfboard": "surfboard", "orchard": "orchard", "building": "building",
                 "event": "event", "basket": "basket", "fountain": "fountain"}


def matched_edges(village: list[str]) -> list[str]:
    """Per square, the edges whose fountain is completed."""
    edges = [C.VILLAGE_BY_ID[tid].edges if tid else "" for tid in village]
    out = [""] * 9
    for k in range(9):
        r, c = divmod(k, 3)
        if c < 2 and "E" in edges[k] and "W" in edges[k + 1]:
            out[k] += "E"
            out[k + 1] += "W"
        if r < 2 and "S" in edges[k] and "N" in edges[k + 3]:
            out[k] += "S"
            out[k + 3] += "N"
    return out


def village_tile_node(key: str, tid: str, x: float, y: float, s: float, lang: str,
                      matched: str = "", quiet: bool = False) -> Node:
    """One village tile, ``s`` units square at (x, y); fountain halves on its edges, filled
    where ``matched``; ``quiet``: inside a choice whose name says what it is."""
    tile = C.VILLAGE_BY_ID[tid]
    icon = s * 0.3
    parts: list[Node] = [
        el("rect", "bg", {"x": x, "y": y, "width": s, "height": s, "rx": 5,
                          "fill": VILLAGE_FILL[tile.kind], "stroke": "#5a4a3a"}),
        pic("kind", tile.kind, x + 3, y + 3, icon),
    ]
    if tile.points:
        parts.append(pic("pts", "points", x + s - icon - 5, y + 2, icon + 3))
        parts.append(label("ptn", x + s - icon / 2 - 3.5, y + 3 + icon * 0.58, str(tile.points),
                           max(12, s * 0.15), **{"font-weight": "bold"}))
    cy = y + s * 0.62
    if tile.kind == "orchard":
        parts.append(pic("f", tile.fruit, x + s / 2 - icon - 2, cy - icon / 2, icon + 4))
        parts.append(label("fn", x + s / 2 + icon * 0.55, cy, f"×{tile.fruit_n}",
                           max(13, s * 0.17), **{"font-weight": "bold"}))
    elif tile.kind == "event":
        parts.append(label("ev", x + s / 2, cy, t(f"event.{tile.event}", lang),
                           max(12, s * 0.15), **{"font-weight": "bold"}))
    elif tile.kind == "treasure":
        parts.append(label("tr", x + s / 2 - icon * 0.55, cy, "2×", max(13, s * 0.17),
                           **{"font-weight": "bold"}))
        parts.append(pic("th", THING_PICTURE[tile.treasure], x + s / 2, cy - icon / 2 - 2,
                         icon + 4))
    half = {"N": (x + s / 2, y), "S": (x + s / 2, y + s), "W": (x, y + s / 2),
            "E": (x + s, y + s / 2)}
    for edge in tile.edges:
        cx, cy2 = half[edge]
        done = edge in matched
        parts.append(el("circle", f"fn-{edge}", {
            "cx": cx, "cy": cy2, "r": max(6, s * 0.09), "fill": "#1f6fd1" if done else "#bfe3ff",
            "stroke": "#1f4f91", "stroke-width": 2 if done else 1,
            "class": "fountain done" if done else "fountain"}))
    if quiet:
        return el("g", key, {"class": f"vtile {tile.kind}", **QUIET}, parts)
    return el("g", key, {"class": f"vtile {tile.kind}", "role": "img",
                         "aria-label": village_tile_words(tid, lang)}, parts)


# ---------------------------------------------------------------------- the build board
SLOT_W = 112
BUILD_WIDTH = 8 + SLOT_W * len(C.SURCHARGES)
BUILD_HEIGHT = 204


def build_area(game: Tropicalia, lang: str) -> Node:
    moves = set(game.legal_moves())
    nodes: list[Node] = [
        label("h", 8, 18, t("build_board", lang), 17, "start", **{"font-weight": "bold"}),
        el("g", "stack", {"class": "stack", "data-help": "stack", "role": "img",
                          "aria-label": t("stack", lang, n=len(game.village_stack))}, [
            pic("p", "stack", BUILD_WIDTH - 66, 4, 26),
            label("n", BUILD_WIDTH - 8, 18, str(len(game.village_stack)), 17, "end"),
        ]),
    ]
    for slot, tid in enumerate(game.board):
        x, y = 8 + slot * SLOT_W, 34
        cls = "slot" + ("" if tid else " empty")
        if slot == game.build_slot and game.step in ("square", "take"):
            cls += " picked"
        move = f"build {slot + 1}"
        frame = el("rect", "frame", {"class": "frame", "x": x, "y": y, "width": SLOT_W - 6,
                                     "height": 164, "rx": 8, "fill": "#f7efdc" if tid else "none",
                                     "stroke": "#8a7a50", "stroke-width": 1.5,
                                     "stroke-dasharray": None if tid else "5 4"})
        shown: list[Node] = [label("sur", x + (SLOT_W - 6) / 2, y + 14,
                                   f"+{C.SURCHARGES[slot]}", 16, **{"font-weight": "bold"})]
        if tid:
            tile = C.VILLAGE_BY_ID[tid]
            shown += [village_tile_node(f"vt-{tid}", tid, x + 7, y + 30, 92, lang,
                                        quiet=move in moves),
                      label("cost", x + 42, y + 146,
                            f"{tile.cost}+{C.SURCHARGES[slot]}={game.cost(slot)}", 15),
                      pic("shi", "shell", x + 80, y + 136, 20)]
        if move in moves:  # the tile and its cost drawn over the choice, its name says them
            nodes.append(legal(el("g", f"slot{slot + 1}", {"class": cls,
                                                           "data-help": f"slot:{slot + 1}"},
                                  [frame]), move, describe_move(game, move, lang)))
            nodes.append(over(f"over{slot + 1}", shown))
        else:
            nodes.append(el("g", f"slot{slot + 1}", {"class": cls,
                                                     "data-help": f"slot:{slot + 1}"},
                            [frame, *shown]))
    return _svg("svg", BUILD_WIDTH, BUILD_HEIGHT, t("area.build", lang), nodes)


# ---------------------------------------------------------------------- a village
SQUARE = 72
VILLAGE_WIDTH = 344
BASKET = 32


def _square(game: Tropicalia, seat: int, k: int, tid: str, matched: str, moves: set[str],
            lang: str) -> Node:
    x, y = 8 + (k % 3) * SQUARE, 42 + (k // 3) * SQUARE
    children: list[Node] = [el("rect", "frame", {
        "class": "frame", "x": x + 2, "y": y + 2, "width": SQUARE - 4, "height": SQUARE - 4,
        "rx": 6, "fill": "#efe9dc", "stroke": "#b8b0a0", "stroke-dasharray": "4 3"})]
    if tid:
        children.append(village_tile_node(f"vt-{tid}", tid, x + 3, y + 3, SQUARE - 6, lang,
                                          matched))
    else:
        children.append(label("n", x + SQUARE / 2, y + SQUARE / 2, str(k + 1), 16,
                              fill="#7a7466"))
    node = el("g", f"sq-{seat + 1}-{k + 1}", {
        "class": "square" + (" built" if tid else ""),
        "data-help": f"vtile:{tid}" if tid else f"square:{seat + 1}:{k + 1}"}, children)
    move = f"at {k + 1}"
    if move in moves:
        legal(node, move, describe_move(game, move, lang))
    return node


def _fruit(game: Tropicalia, seat: int, f: int, moves: set[str], lang: str) -> list[Node]:
    fruit = C.FRUITS[f]
    x, y = 236, 42 + f * 44
    count = label("n", x + 70, y + 20, f"×{game.seats[seat].fruit[f]}", 18,
                  **{"font-weight": "bold"})
    node = el("g", f"fr-{seat + 1}-{fruit}", {"class": "fruit",
                                              "data-help": f"fruit:{seat + 1}:{fruit}"}, [
        el("rect", "frame", {"class": "frame", "x": x, "y": y, "width": 100, "height": 40,
                             "rx": 8, "fill": "#fff8e1", "stroke": "#c9a227"}),
        pic("p", fruit, x + 6, y + 5, 30),
    ])
    move = f"discard {fruit}"
    if game.step == "discard" and move in moves:  # the count drawn over the choice
        return [legal(node, move, describe_move(game, move, lang)), over(f"n-{fruit}", [count])]
    node["c"].append(count)
    node["a"].update({"role": "img", "aria-label":
                      t("count", lang, n=game.seats[seat].fruit[f],
                        fruit=fruit_name(fruit, lang))})
    return [node]


def village_area(game: Tropicalia, seat: int, lang: str, colors: list[str]) -> Node:
    pl = game.seats[seat]
    current = seat == game.turn and not game.is_over
    moves = set(game.legal_moves()) if current else set()
    name = seat_name(seat, lang)
    header: list[Node] = [
        worker("w", 20, 19, seat, colors[seat], 28),
        label("nm", 40, 19, name, 17, "start", **{"font-weight": "bold"}),
        el("g", "shells", {"class": "shells", "data-help": f"shells:{seat + 1}", "role": "img",
                           "aria-label": t("shells_of", lang, n=pl.shells)}, [
            pic("p", "shell", VILLAGE_WIDTH - 76, 5, 26),
            label("n", VILLAGE_WIDTH - 12, 19, str(pl.shells), 18, "end",
                  **{"font-weight": "bold"}),
        ]),
    ]
    if game.first_player == seat:
        header.append(el("g", "first", {"data-help": "first", "role": "img",
                                        "aria-label": t("stat.first", lang)}, [
            pic("p", "first", 150, 6, 26),
            label("n", 163, 14, "1", 13, fill="#fff", **{"font-weight": "bold"}),
        ]))
    matched = matched_edges(pl.village)
    nodes: list[Node] = [
        el("rect", "bg", {"x": 1, "y": 1, "width": VILLAGE_WIDTH - 2, "height": 0, "rx": 10,
                          "data-help": f"village:{seat + 1}", "fill": "#fffaf0", "stroke": colors[seat],
                          "stroke-width": 5 if current else 2}),
        *header,
        *[_square(game, seat, k, tid, matched[k], moves, lang) for k, tid in
          enumerate(pl.village)],
        *[part for f in range(3) for part in _fruit(game, seat, f, moves, lang)],
        el("g", "fountains", {"data-help": "fountains", "role": "img",
                              "aria-label": f"{t('fountains', lang)}: {fountains(pl.village)}"}, [
            pic("p", "fountain", 244, 178, 30),
            label("n", 286, 193, str(fountains(pl.village)), 18, "start",
                  **{"font-weight": "bold"}),
        ]),
    ]
    # baskets: the printed spaces and the basket tiles, filled by the fruit held
    by = 42 + 3 * SQUARE + 6
    held = [f for i, f in enumerate(C.FRUITS) for _ in range(pl.fruit[i])]
    spaces: list[Node] = []
    for i in range(C.PRINTED_BASKETS + C.BASKET_SLOTS):
        bx = 8 + i * BASKET
        have = i < C.PRINTED_BASKETS or i - C.PRINTED_BASKETS < pl.baskets
        spaces.append(el("rect", f"b{i}", {
            "x": bx, "y": by, "width": BASKET - 2, "height": BASKET - 2, "rx": 4,
            "fill": "#ead7ac" if have else "none", "stroke": "#8a6a30",
            "stroke-dasharray": None if have else "3 3"}))
        if i < len(held):
            spaces.append(pic(f"h{i}", held[i], bx + 3, by + 3, BASKET - 8))
    nodes.append(el("g", "baskets", {"data-help": "baskets", "role": "img", "aria-label":
                                     t("baskets_of", lang, held=sum(pl.fruit), cap=pl.capacity)},
                    spaces))
    iy = by + BASKET + 6
    for i, item in enumerate(pl.items):
        ix, row = 8 + (i % 10) * 33, i // 10
        nodes.append(el("g", f"it{i}", {"class": "item" + (" used" if item.used else ""),
                                        "data-help": f"item:{item.kind}",
                                        "opacity": 0.35 if item.used else None, "role": "img",
                                        "aria-label": t(f"item.{item.kind}", lang)
                                        + (f" ({t('used', lang)})" if item.used else "")},
                        [pic("p", item.kind, ix, iy + row * 34, 30)]))
    rows = (len(pl.items) + 9) // 10
    height = iy + rows * 34 + 4
    nodes[0]["a"]["height"] = height - 2
    return _svg("svg", VILLAGE_WIDTH, height, t("area.village", lang, name=name), nodes, 0.9)
