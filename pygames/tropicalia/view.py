"""Tropicalia view: the island with its frame, the build board and every village, as SVG.

Every legal choice of the current decision that has a place on the table is marked with
``scene.legal``: frame spaces (morning), frame workers (choose), island tiles (move),
build-board slots (build), village squares (where to build) and the fruit of the current
player's baskets (discard). The rest (home, pass, the sale count, a substitute fruit) are
buttons labelled by :func:`move_label`.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import seat_name
from ..core.scene import Node, el, legal
from . import components as C
from .catalogue import t
from .island import FRAME, POS_INDEX, POS_NAMES
from .rules import Tropicalia, fountains

COLORS = ["#d64545", "#2f6fd6", "#e0a100", "#2e9e4f"]
FRUIT_COLORS = {"coconut": "#8b5a2b", "custard": "#7cb342", "mango": "#f08c00"}
FRUIT_LETTERS = {"en": {"coconut": "C", "custard": "A", "mango": "M"},
                 "ja": {"coconut": "コ", "custard": "バ", "mango": "マ"}}
KIND_FILL = {"orchard": "#cfe8b8", "plaza": "#f3e2b3", "market": "#bcd9f2"}
VILLAGE_FILL = {"building": "#e3c6b4", "event": "#d9c4ef", "orchard": "#c7e6b0",
                "treasure": "#f5dd8a"}
KIND_LETTER = {"en": {"building": "B", "event": "E", "orchard": "O", "treasure": "T",
                      "plaza": "P", "market": "M"},
               "ja": {"building": "建", "event": "催", "orchard": "果", "treasure": "宝",
                      "plaza": "広", "market": "市"}}
CELL = 72
ISLAND_X, ISLAND_Y = 10, 40
VILLAGE_CELL = 58
WIDTH, HEIGHT = 1000, 860


def fruit_name(f: str, lang: str) -> str:
    return t(f"fruit.{f}", lang)


def seat_colors(game: Tropicalia) -> list[str]:
    return COLORS[: game.players]


def part_label(part: str, lang: str, game: Any = None) -> str:
    return t(f"part.{part}", lang)


# ---------------------------------------------------------------------- words
def _counts_text(counts: tuple[int, int, int] | list[int], lang: str) -> str:
    sep = " + " if lang == "en" else "＋"
    return sep.join(f"{n} {fruit_name(C.FRUITS[f], lang)}" for f, n in enumerate(counts) if n)


def prompt(game: Tropicalia, lang: str) -> str:
    if game.is_over:
        return t("prompt.over", lang)
    pl = game.seats[game.turn]
    return t(f"prompt.{game.step}", lang, name=seat_name(game.turn, lang), held=sum(pl.fruit),
             cap=pl.capacity, fruit=fruit_name(game.take_fruit, lang) if game.take_fruit else "")


def _tile_words(game: Tropicalia, name: str, lang: str) -> tuple[str, str]:
    p = POS_INDEX[name]
    tile = game.tile(p)
    kind = t(f"kind.{tile.kind}", lang)
    if tile.kind == "market":
        effect = game.advanced[p]
        kind += ": " + (t(f"adv.{effect}", lang) if effect else
                        f"{fruit_name(tile.fruit, lang)} ×{tile.price}")
    return name, kind


def describe_move(game: Tropicalia, move: str, lang: str) -> str:
    name = seat_name(game.turn, lang)
    word, _, rest = move.partition(" ")
    if word in ("place", "worker"):
        return t(f"move.{word}", lang, name=name, space=rest)
    if word == "to":
        words = rest.split()
        tile, kind = _tile_words(game, words[0], lang)
        how = {(False, False): "to", (True, False): "to_surf", (False, True): "to_cart",
               (True, True): "to_both"}[("surf" in words, "cart" in words)]
        return t(f"move.{how}", lang, name=name, tile=tile, kind=kind)
    if word == "sell":
        if move == "sell 0" or game.step != "sell":
            return t("move.sell0", lang, name=name)
        counts, shells = game.sales()[move]
        return t("move.sell", lang, name=name, what=_counts_text(counts, lang), shells=shells)
    if word in ("discard", "take"):
        return t(f"move.{word}", lang, name=name, fruit=fruit_name(rest, lang))
    if word == "build":
        slot = int(rest) - 1
        tid = game.board[slot]
        tile = C.VILLAGE_BY_ID[tid] if tid else None
        what = f"{t('kind.' + tile.kind, lang)} {tid}" if tile else rest
        return t("move.build", lang, name=name, tile=what, cost=game.cost(slot) if tile else 0)
    if word == "at":
        return t("move.at", lang, name=name, square=rest)
    if word in ("home", "pass", "keep"):
        return t(f"move.{word}", lang, name=name)
    return move


def move_label(game: Tropicalia, move: str, lang: str) -> str:
    word, _, rest = move.partition(" ")
    if word in ("home", "pass", "keep"):
        return t(f"label.{word}", lang)
    if word == "sell":
        if move == "sell 0" or game.step != "sell":
            return t("label.sell0", lang)
        counts, shells = game.sales()[move]
        return t("label.sell", lang, what=_counts_text(counts, lang), shells=shells)
    if word in ("discard", "take"):
        return t(f"label.{word}", lang, fruit=fruit_name(rest, lang))
    if word == "to":
        return " ".join([rest.split()[0]] + [t(f"item.{'surfboard' if w == 'surf' else w}", lang)
                                             for w in rest.split()[1:]])
    return rest or move


def player_stats(game: Tropicalia, seat: int, lang: str) -> list[tuple[str, str]]:
    pl = game.seats[seat]
    letters = FRUIT_LETTERS[lang]
    fruit = " ".join(f"{letters[f]}{pl.fruit[i]}" for i, f in enumerate(C.FRUITS))
    up = {k: sum(i.kind == k and not i.used for i in pl.items) for k in ("cart", "surfboard")}
    on_frame = sum(1 for s in game.frame.values() if s == seat)
    stats = [
        (t("stat.shells", lang), str(pl.shells)),
        (t("stat.fruit", lang), f"{fruit} ({sum(pl.fruit)}/{pl.capacity})"),
        (t("stat.items", lang), f"{up['cart']} / {up['surfboard']}"),
        (t("stat.workers", lang), str(pl.hand + on_frame)),
        (t("stat.round", lang), f"{min(game.round, C.ROUNDS)}/{C.ROUNDS}"),
    ]
    if game.first_player == seat:
        stats.append((t("stat.first", lang), t("yes", lang)))
    return stats


# ---------------------------------------------------------------------- drawing
def _text(key: str, x: float, y: float, text: str, size: int = 14, **attrs: object) -> Node:
    base = {"x": x, "y": y, "font-size": size, "text-anchor": "middle",
            "dominant-baseline": "central", "font-family": "sans-serif"}
    base.update(attrs)
    return el("text", key, base, text=text)


def _worker(key: str, x: float, y: float, seat: int, r: float = 13) -> Node:
    return el("g", key, {"class": "worker"}, [
        el("circle", "c", {"cx": x, "cy": y, "r": r, "fill": COLORS[seat], "stroke": "#222",
                           "stroke-width": 1.5}),
        _text("n", x, y, str(seat + 1), 13, fill="#fff", **{"font-weight": "bold"}),
    ])


def _fruit_token(key: str, x: float, y: float, f: str, lang: str, n: int | None = None,
                 r: float = 10) -> Node:
    children = [
        el("circle", "c", {"cx": x, "cy": y, "r": r, "fill": FRUIT_COLORS[f], "stroke": "#333"}),
        _text("l", x, y, FRUIT_LETTERS[lang][f], int(r + 1), fill="#fff"),
    ]
    if n is not None:
        children.append(_text("n", x + 19, y, f"×{n}", 13))
    return el("g", key, {}, children)


def _frame_xy(space: str) -> tuple[float, float]:
    side, where = space[0], space[1]
    if side in "NS":
        col = "abcd".index(where) + 1
        row = 0 if side == "N" else 5
    else:
        row = int(where)
        col = 0 if side == "W" else 5
    return ISLAND_X + col * CELL + CELL / 2, ISLAND_Y + row * CELL + CELL / 2


def _island(game: Tropicalia, lang: str) -> Node:
    step = game.step
    moves = set(game.legal_moves())
    dest = {m.split()[1]: m for m in moves if m.startswith("to ")}
    nodes: list[Node] = [el("rect", "sea", {
        "x": ISLAND_X, "y": ISLAND_Y, "width": 6 * CELL, "height": 6 * CELL, "rx": 18,
        "fill": "#8fd3e8"})]
    for space in FRAME:
        x, y = _frame_xy(space)
        owner = game.frame.get(space)
        parts = [el("circle", "slot", {"cx": x, "cy": y, "r": 20, "fill": "#f7efd9",
                                       "stroke": "#9a8a60", "stroke-dasharray": "4 3"})]
        if owner is not None:
            parts.append(_worker("w", x, y, owner, 16))
        node = el("g", f"fr-{space}", {"class": "frame"}, parts)
        if step == "place" and f"place {space}" in moves:
            legal(node, f"place {space}", describe_move(game, f"place {space}", lang))
        elif step == "choose" and f"worker {space}" in moves:
            legal(node, f"worker {space}", describe_move(game, f"worker {space}", lang))
        elif step in ("dest", "sell") and space == game.selected:
            node["a"]["class"] = "frame selected"
            parts.append(el("circle", "sel", {"cx": x, "cy": y, "r": 23, "fill": "none",
                                              "stroke": "#000", "stroke-width": 3}))
        nodes.append(node)
        # the space's name beside the choice, not in it: a choice's visible text must read as
        # part of its accessible name, and "Nd" then the worker's seat "1" does not (axe)
        nodes.append(_text(f"lbl-{space}", x, y + 28, space, 11, fill="#245",
                           **{"pointer-events": "none"}))
    for p, name in enumerate(POS_NAMES):
        nodes.append(_island_tile(game, p, name, lang, dest.get(name)))
    return el("g", "island", {"class": "island"}, nodes)


def _island_tile(game: Tropicalia, p: int, name: str, lang: str, move: str | None) -> Node:
    r, c = divmod(p, 4)
    x, y = ISLAND_X + (c + 1) * CELL + 3, ISLAND_Y + (r + 1) * CELL + 3
    w = CELL - 6
    tile = game.tile(p)
    if game.face_down[p]:
        return el("g", f"it-{name}", {"class": "tile down"}, [
            el("rect", "bg", {"x": x, "y": y, "width": w, "height": w, "rx": 6,
                              "fill": "#556", "stroke": "#223"}),
            _text("x", x + w / 2, y + w / 2, "✖", 26, fill="#ccd"),
        ])
    parts: list[Node] = [
        el("rect", "bg", {"x": x, "y": y, "width": w, "height": w, "rx": 6,
                          "fill": KIND_FILL[tile.kind], "stroke": "#456"}),
        _text("k", x + 10, y + 10, KIND_LETTER[lang][tile.kind], 12, fill="#345"),
        _text("n", x + w - 11, y + 10, name, 10, fill="#567"),
    ]
    if tile.brown:
        parts.append(el("rect", "sign", {"x": x + 22, "y": y + 3, "width": 20,
                                         "height": 12, "fill": "#8b5a2b"}))
        parts.append(_text("sign1", x + 32, y + 9, "1", 10, fill="#fff"))
    if tile.kind == "orchard":
        for f, n in enumerate(game.island_fruit[p]):
            if n:
                parts.append(_fruit_token(f"f{f}", x + 14, y + 24 + 17 * f, C.FRUITS[f], lang, n,
                                          r=8))
    elif tile.kind == "plaza":
        for i, item in enumerate(game.island_items[p]):
            parts.append(_item_icon(f"i{i}", x + 6 + 28 * i, y + 30, item, lang))
    else:
        effect = game.advanced[p]
        if effect:
            parts.append(_text("adv", x + w / 2, y + 24, "★" if effect in C.STARRED else "◆",
                               12, fill="#0a6"))
            parts.append(el("title", "tt", {}, text=t(f"adv.{effect}", lang)))
            parts.append(_text("eff", x + w / 2, y + 38, t(f"advs.{effect}", lang), 11))
        else:
            parts.append(_fruit_token("f", x + w / 2 - 16, y + 32, tile.fruit, lang))
            parts.append(_text("pr", x + w / 2 + 4, y + 32, f"→{tile.price}", 14))
            parts.append(_shell("shi", x + w / 2 + 22, y + 32))
    for i, seat in enumerate(game.occupants[p]):
        parts.append(_worker(f"w{i}", x + w - 12 - 12 * i, y + w - 11, seat, 10))
    node = el("g", f"it-{name}", {"class": f"tile {tile.kind}"}, parts)
    if move:
        legal(node, move, describe_move(game, move, lang))
    return node


def _shell(key: str, x: float, y: float) -> Node:
    """A small scallop shell (drawn, so it needs no emoji font)."""
    return el("g", key, {"class": "shell"}, [
        el("path", "p", {"d": f"M{x - 7} {y + 4} Q{x} {y - 12} {x + 7} {y + 4} Z",
                         "fill": "#f4a6b0", "stroke": "#a0405a"}),
        el("path", "r", {"d": f"M{x} {y + 4} L{x} {y - 4} M{x - 3} {y + 4} L{x - 2} {y - 3} "
                              f"M{x + 3} {y + 4} L{x + 2} {y - 3}", "stroke": "#a0405a"}),
    ])


def _item_icon(key: str, x: float, y: float, kind: str, lang: str, used: bool = False) -> Node:
    short = t(f"items.{kind}", lang)
    fill = {"cart": "#fde2c8", "surfboard": "#cdeefa", "basket": "#ecdcb0"}[kind]
    return el("g", key, {"opacity": 0.35 if used else None}, [
        el("rect", "b", {"x": x, "y": y, "width": 24, "height": 24, "rx": 4, "fill": fill,
                         "stroke": "#777", "stroke-dasharray": "3 2" if used else None}),
        _text("s", x + 12, y + 12, short, 11),
        el("title", "tt", {}, text=t(f"item.{kind}", lang)),
    ])


def village_tile_node(key: str, tid: str, x: float, y: float, s: float, lang: str,
                      matched: str = "") -> Node:
    """One village tile; fountain halves on its edges, filled where ``matched``."""
    tile = C.VILLAGE_BY_ID[tid]
    parts: list[Node] = [
        el("rect", "bg", {"x": x, "y": y, "width": s, "height": s, "rx": 4,
                          "fill": VILLAGE_FILL[tile.kind], "stroke": "#555"}),
        _text("k", x + 10, y + 10, KIND_LETTER[lang][tile.kind], 11),
    ]
    if tile.kind in ("building", "orchard"):
        parts.append(_text("pts", x + s - 12, y + 10, f"{tile.points}★", 10))
    if tile.kind == "orchard":
        parts.append(_fruit_token("f", x + s / 2 - 6, y + s / 2 + 2, tile.fruit, lang))
        parts.append(_text("fn", x + s / 2 + 12, y + s / 2 + 2, f"×{tile.fruit_n}", 10))
    elif tile.kind == "event":
        parts.append(_text("ev", x + s / 2, y + s / 2 + 2, t(f"event.{tile.event}", lang), 10))
    elif tile.kind == "treasure":
        parts.append(_text("tr", x + s / 2, y + s / 2 + 2,
                           "2×" + t(f"tr.{tile.treasure}", lang), 10))
    half = {"N": (x + s / 2, y), "S": (x + s / 2, y + s), "W": (x, y + s / 2),
            "E": (x + s, y + s / 2)}
    for edge in tile.edges:
        cx, cy = half[edge]
        done = edge in matched
        parts.append(el("circle", f"fn-{edge}", {
            "cx": cx, "cy": cy, "r": 7, "fill": "#1f6fd1" if done else "#bfe3ff",
            "stroke": "#1f4f91", "stroke-width": 2 if done else 1,
            "class": "fountain done" if done else "fountain"}))
    return el("g", key, {"class": f"vtile {tile.kind}"}, parts)


def _build_board(game: Tropicalia, lang: str) -> Node:
    x0, y0 = 460, 40
    moves = set(game.legal_moves())
    nodes: list[Node] = [
        el("rect", "bg", {"x": x0, "y": y0, "width": 530, "height": 140, "rx": 10,
                          "fill": "#f0e6d0", "stroke": "#8a7a50"}),
        _text("h", x0 + 70, y0 + 14, t("build_board", lang), 13),
        _text("st", x0 + 470, y0 + 14, t("stack", lang, n=len(game.village_stack)), 12),
    ]
    for slot, tid in enumerate(game.board):
        x = x0 + 15 + slot * 103
        children = [_text("sur", x + 45, y0 + 32, f"+{C.SURCHARGES[slot]}", 13)]
        if tid:
            tile = C.VILLAGE_BY_ID[tid]
            children.append(village_tile_node(f"vt-{tid}", tid, x + 10, y0 + 44, 70, lang))
            children.append(_text("cost", x + 40, y0 + 128,
                                  f"{tile.cost}+{C.SURCHARGES[slot]}={game.cost(slot)}", 13))
            children.append(_shell("shi", x + 80, y0 + 128))
        if slot == game.build_slot and game.step == "square":
            children.append(el("rect", "sel", {"x": x + 5, "y": y0 + 39, "width": 80,
                                               "height": 80, "rx": 6, "fill": "none",
                                               "stroke": "#000", "stroke-width": 3}))
        node = el("g", f"slot{slot + 1}", {"class": "slot"}, children)
        move = f"build {slot + 1}"
        if move in moves:
            legal(node, move, describe_move(game, move, lang))
        nodes.append(node)
    return el("g", "build", {"class": "build-board"}, nodes)


def _matched_edges(village: list[str]) -> list[str]:
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


def _village(game: Tropicalia, seat: int, lang: str) -> Node:
    pl = game.seats[seat]
    w = WIDTH // 4
    x0, y0 = 5 + seat * w, 500
    current = seat == game.turn and not game.is_over
    moves = set(game.legal_moves()) if current else set()
    nodes: list[Node] = [
        el("rect", "bg", {"x": x0, "y": y0, "width": w - 10, "height": 350, "rx": 10,
                          "fill": "#fffaf0", "stroke": COLORS[seat],
                          "stroke-width": 4 if current else 2}),
        _worker("sw", x0 + 18, y0 + 18, seat, 11),
        _text("nm", x0 + 90, y0 + 18, seat_name(seat, lang), 14),
        _text("sh", x0 + w - 52, y0 + 18, str(pl.shells), 15, **{"text-anchor": "end"}),
        _shell("shi", x0 + w - 40, y0 + 18),
    ]
    matched = _matched_edges(pl.village)
    gx, gy = x0 + (w - 10 - 3 * VILLAGE_CELL) / 2, y0 + 40
    for k, tid in enumerate(pl.village):
        x = gx + (k % 3) * VILLAGE_CELL
        y = gy + (k // 3) * VILLAGE_CELL
        if tid:
            nodes.append(village_tile_node(f"vt-{tid}", tid, x + 2, y + 2, VILLAGE_CELL - 4, lang,
                                           matched[k]))
        else:
            sq = el("g", f"sq{k + 1}", {"class": "square"}, [
                el("rect", "r", {"x": x + 2, "y": y + 2, "width": VILLAGE_CELL - 4,
                                 "height": VILLAGE_CELL - 4, "fill": "#efe9dc", "stroke": "#bbb",
                                 "stroke-dasharray": "3 3"}),
                _text("n", x + VILLAGE_CELL / 2, y + VILLAGE_CELL / 2, str(k + 1), 12,
                      fill="#aaa"),
            ])
            if f"at {k + 1}" in moves:
                legal(sq, f"at {k + 1}", describe_move(game, f"at {k + 1}", lang))
            nodes.append(sq)
    nodes.append(_text("ft", x0 + (w - 10) / 2, gy + 3 * VILLAGE_CELL + 12,
                       f"{t('fountains', lang)}: {fountains(pl.village)}", 12))
    # baskets: printed spaces and basket tiles, filled by the fruit held
    by = gy + 3 * VILLAGE_CELL + 28
    held = [f for i, f in enumerate(C.FRUITS) for _ in range(pl.fruit[i])]
    for i in range(C.PRINTED_BASKETS + C.BASKET_SLOTS):
        bx = x0 + 12 + i * 22
        is_tile = i >= C.PRINTED_BASKETS
        have = not is_tile or i - C.PRINTED_BASKETS < pl.baskets
        nodes.append(el("rect", f"bk{i}", {
            "x": bx, "y": by, "width": 20, "height": 20, "rx": 3,
            "fill": ("#e7d3a8" if have else "none"), "stroke": "#8a6a30",
            "stroke-dasharray": None if have else "2 2"}))
    for i, f in enumerate(held[: C.PRINTED_BASKETS + C.BASKET_SLOTS]):
        nodes.append(el("circle", f"hf{i}", {"cx": x0 + 22 + i * 22, "cy": by + 10, "r": 7,
                                             "fill": FRUIT_COLORS[f]}))
    fy = by + 40
    for i, f in enumerate(C.FRUITS):
        fx = x0 + 24 + i * 70
        move = f"discard {f}"
        if move not in moves:
            nodes.append(_fruit_token(f"fr-{f}", fx, fy, f, lang, pl.fruit[i]))
            continue
        # the choice is the fruit's disc and its row; the letter and count stand beside it, not
        # in it: a choice's visible text must read as part of its accessible name (axe)
        nodes.append(legal(el("g", f"fr-{f}", {"class": "fruit"}, [
            el("rect", "hit", {"x": fx - 12, "y": fy - 12, "width": 56, "height": 24,
                               "rx": 6, "fill": "#fff3c4", "stroke": "#c9a227"}),
            el("circle", "c", {"cx": fx, "cy": fy, "r": 10, "fill": FRUIT_COLORS[f],
                               "stroke": "#333"}),
        ]), move, describe_move(game, move, lang)))
        nodes.append(el("g", f"fl-{f}", {"pointer-events": "none"}, [
            _text("l", fx, fy, FRUIT_LETTERS[lang][f], 11, fill="#fff"),
            _text("n", fx + 19, fy, f"×{pl.fruit[i]}", 13),
        ]))
    for i, item in enumerate(pl.items[:9]):
        nodes.append(_item_icon(f"it{i}", x0 + 10 + i * 26, fy + 20, item.kind, lang,
                                item.used))
    if len(pl.items) > 9:
        nodes.append(_text("more", x0 + w - 20, fy + 32, f"+{len(pl.items) - 9}", 11))
    return el("g", f"village{seat}", {"class": "village"}, nodes)


def _chip(key: str, x: float, y: float, top: str, bottom: str, move: str, label: str) -> Node:
    node = el("g", key, {"class": "chip"}, [
        el("rect", "b", {"x": x, "y": y, "width": 44, "height": 44, "rx": 8, "fill": "#fff",
                         "stroke": "#2a5d8f"}),
        _text("t", x + 22, y + 16, top, 16, **{"font-weight": "bold"}),
        _text("s", x + 22, y + 34, bottom, 11, fill="#a0405a"),
    ])
    return legal(node, move, label)


def _decision_panel(game: Tropicalia, lang: str) -> Node | None:
    """The sale count (one control: a row of count chips per fruit) or a substitute fruit."""
    x0, y0 = 460, 195
    rows: list[tuple[str, list[tuple[str, str, str]]]] = []  # (fruit or "", [(top, bottom, move)])
    if game.step == "sell":
        sales = game.sales()
        if len(sales) > 24:
            return None  # mixed sales (any fruit / sets of 4 or 5): the app lists them
        for move, (_counts, shells) in sales.items():
            words = move.split()
            fruit = words[2] if len(words) == 3 else ""
            if len(words) > 3:
                return None
            if move == "sell 0" and any(len(m.split()) == 3 for m in sales):
                rows.append(("", [("0", "+0", move)]))
                continue
            if not rows or rows[-1][0] != fruit:
                rows.append((fruit, []))
            rows[-1][1].append((words[1], f"+{shells}", move))
    elif game.step == "take":
        rows.append(("", [(FRUIT_LETTERS[lang][m.split()[1]], "", m) for m in game.legal_moves()]))
    else:
        return None
    nodes: list[Node] = [
        el("rect", "bg", {"x": x0, "y": y0, "width": 530, "height": 40 + 50 * len(rows),
                          "rx": 10, "fill": "#eef6fb", "stroke": "#2a5d8f"}),
        _text("h", x0 + 265, y0 + 18, prompt(game, lang), 14),
    ]
    for r, (fruit, chips) in enumerate(rows):
        y = y0 + 36 + 50 * r
        if fruit:
            nodes.append(_fruit_token(f"rf{r}", x0 + 22, y + 22, fruit, lang))
        for i, (top, bottom, move) in enumerate(chips):
            nodes.append(_chip(f"c{r}-{i}", x0 + (40 if fruit else 10) + i * 47, y, top, bottom, move,
                               describe_move(game, move, lang)))
    return el("g", "decision", {"class": "decision"}, nodes)


def board(game: Tropicalia, lang: str, selection: str | None = None) -> Node:
    letters = FRUIT_LETTERS[lang]
    bag = " ".join(f"{letters[f]}{game.bag[i]}" for i, f in enumerate(C.FRUITS))
    header = _text("head", 230, 18,
                   f"{t('stat.round', lang)} {min(game.round, C.ROUNDS)}/{C.ROUNDS} · "
                   f"{t('bag', lang)} {bag}", 15)
    children = [header, _island(game, lang), _build_board(game, lang)]
    panel = None if game.is_over else _decision_panel(game, lang)
    if panel:
        children.append(panel)
    children += [_village(game, s, lang) for s in range(game.players)]
    return el("svg", "tropicalia", {"viewBox": f"0 0 {WIDTH} {HEIGHT}", "class": "board tropicalia",
                                    "role": "img", "aria-label": "Tropicalia"}, children)
