"""Tropicalia's island area: the round, the bag, the frame spaces and the 16 island tiles;
and the panel of a sale (or of a substitute fruit), an area of its own while it is asked.

Each frame space and tile is one group whose ``.frame`` shape the shared style rings when it
is a legal choice; every one carries ``data-help`` (its own text on a long press).
"""

from __future__ import annotations

from ..core.scene import Node, el, legal
from . import components as C
from .catalogue import t
from .island import FRAME, POS_NAMES
from .pictures import label, over, pic, worker
from .rules import Tropicalia
from .words import capital, describe_move, fruit_name, island_tile_words, move_label

CELL = 80
TILE = CELL - 6
TOP = 44
WIDTH = 6 * CELL + 8
HEIGHT = TOP + 6 * CELL + 4
KIND_FILL = {"orchard": "#d4ecbf", "plaza": "#f6e6bb", "market": "#c6e0f5"}
#: The pictures an advanced market shows above its words.
ADVANCED_PICTURES = {
    "pair_cu": ("coconut", "custard"), "pair_cm": ("coconut", "mango"),
    "pair_um": ("custard", "mango"), "triple": ("coconut", "custard", "mango"),
    "any2": ("anyfruit",), "one5": ("anyfruit",), "four13": ("anyfruit",),
    "five13": ("anyfruit",), "most4": ("anyfruit",), "fewest5": ("anyfruit",),
    "markets": ("worker", "market"), "line": ("worker", "anyfruit"),
}


def _svg(key: str, width: float, height: float, label_text: str, children: list[Node],
         scale: float = 1.1) -> Node:
    """An area's picture: its viewBox and its natural size in CSS px (``scale`` px a unit;
    the page shrinks it to fit, never grows it)."""
    return el("svg", key, {"viewBox": f"0 0 {width:g} {height:g}", "width": round(width * scale),
                           "height": round(height * scale), "role": "group",
                           "aria-label": label_text, "font-family": "sans-serif"}, children)


def frame_xy(space: str) -> tuple[float, float]:
    """The centre of a frame space."""
    side, where = space[0], space[1]
    if side in "NS":
        col = "abcd".index(where) + 1
        row = 0 if side == "N" else 5
    else:
        row = int(where)
        col = 0 if side == "W" else 5
    return 4 + col * CELL + CELL / 2, TOP + row * CELL + CELL / 2


def _header(game: Tropicalia, lang: str) -> list[Node]:
    bag: list[Node] = [pic("b", "bag", 212, 6, 30)]
    for i, fruit in enumerate(C.FRUITS):
        x = 250 + i * 78
        bag.append(pic(f"f{i}", fruit, x, 8, 26))
        bag.append(label(f"n{i}", x + 30, 21, str(game.bag[i]), 17, "start"))
    words = ", ".join(f"{fruit_name(f, lang)} {game.bag[i]}" for i, f in enumerate(C.FRUITS))
    return [
        label("round", 8, 21, t("round_of", lang, n=min(game.round, C.ROUNDS), of=C.ROUNDS), 17,
              "start", **{"font-weight": "bold"}),
        el("g", "bag", {"class": "bag", "data-help": "bag", "role": "img",
                        "aria-label": f"{t('bag', lang)}: {words}"}, bag),
    ]


def _frame_space(game: Tropicalia, space: str, moves: set[str], lang: str,
                 colors: list[str]) -> list[Node]:
    """The space (a choice, or a part with help) and the worker waiting on it, drawn over."""
    x, y = frame_xy(space)
    owner = game.frame.get(space)
    parts: list[Node] = [el("rect", "frame", {
        "class": "frame", "x": x - 28, "y": y - 28, "width": 56, "height": 56, "rx": 28,
        "fill": "#f7efd9", "stroke": "#9a8a60", "stroke-width": 1.5,
        "stroke-dasharray": "4 3"})]
    if owner is None:
        parts.append(label("line", x, y, space[1], 18, fill="#6b5a2c"))
    cls = "frame-space"
    if game.step in ("dest", "sell") and space == game.selected:
        cls += " picked"
    node = el("g", f"fr-{space}", {"class": cls, "data-help": f"frame:{space}"}, parts)
    for verb in ("place", "worker"):
        move = f"{verb} {space}"
        if move in moves:
            legal(node, move, describe_move(game, move, lang))
    if owner is None:
        return [node]
    return [node, over(f"ow-{space}", [worker("w", x, y, owner, colors[owner], 36)])]


def _fruit_row(fruits: list[str], cx: float, y: float, size: float) -> list[Node]:
    """Fruit pictures side by side, centred on ``cx``."""
    step = size + 2
    x0 = cx - (len(fruits) * step - 2) / 2
    return [pic(f"f{i}", f, x0 + i * step, y, size) for i, f in enumerate(fruits)]


def _tile_content(game: Tropicalia, p: int, x: float, y: float,
                  lang: str) -> tuple[list[Node], list[Node]]:
    """What a tile shows: its pictures, and the words and numbers drawn over it."""
    tile = game.tile(p)
    mid = x + TILE / 2
    if tile.kind == "orchard":
        held = [C.FRUITS[f] for f in range(3) for _ in range(game.island_fruit[p][f])]
        return _fruit_row(held[:3], mid, y + 27, 22) + _fruit_row(held[3:6], mid, y + 50, 20), []
    if tile.kind == "plaza":
        pics = _fruit_row(list(game.island_items[p]), mid, y + 26, 28)
        if not tile.brown:
            return pics, []
        return pics + [pic("first", "first", x + 26, y + 2, 20)], [
            label("first1", x + 36, y + 9, "1", 12, fill="#fff", **{"font-weight": "bold"})]
    effect = game.advanced[p]
    if not effect:
        return [pic("f", tile.fruit, x + 6, y + 24, 28), pic("sh", "shell", x + 54, y + 28, 18)], [
            label("pr", x + 47, y + 38, str(tile.price), 22, **{"font-weight": "bold"})]
    texts = [label("eff", mid, y + 47, t(f"advs.{effect}", lang), 12, **{"font-weight": "bold"})]
    if effect in C.STARRED:
        texts.append(label("star", x + 34, y + 11, "★", 14, fill="#0a7a3c"))
    return _fruit_row(list(ADVANCED_PICTURES[effect]), mid, y + 22, 18), texts


def _island_tile(game: Tropicalia, p: int, move: str | None, lang: str,
                 colors: list[str]) -> list[Node]:
    """The tile (a choice, or a part with help) and what is drawn over it: its numbers and
    the workers on it."""
    name = POS_NAMES[p]
    r, c = divmod(p, 4)
    x, y = 4 + (c + 1) * CELL + 3, TOP + (r + 1) * CELL + 3
    tile = game.tile(p)
    help_key = f"{'market' if tile.kind == 'market' else 'tile'}:{name}"
    frame = {"class": "frame", "x": x, "y": y, "width": TILE, "height": TILE, "rx": 8,
             "stroke": "#45607a", "stroke-width": 1.5}
    if game.face_down[p]:
        return [el("g", f"it-{name}", {"class": "tile down", "data-help": help_key, "role": "img",
                                       "aria-label": f"{name}: {t('kind.down', lang)}"},
                   [el("rect", "frame", {**frame, "fill": "#4a4f63"}),
                    el("path", "x", {"d": f"M{x + 22} {y + 22} L{x + TILE - 22} {y + TILE - 22} "
                                          f"M{x + TILE - 22} {y + 22} L{x + 22} {y + TILE - 22}",
                                     "stroke": "#c9ccd8", "stroke-width": 6,
                                     "stroke-linecap": "round"})])]
    pics, texts = _tile_content(game, p, x, y, lang)
    node = el("g", f"it-{name}", {"class": f"tile {tile.kind}", "data-help": help_key}, [
        el("rect", "frame", {**frame, "fill": KIND_FILL[tile.kind]}),
        pic("kind", tile.kind, x + 3, y + 3, 20),
        label("name", x + TILE - 4, y + 11, name, 12, "end", fill="#2c4a66"),
        *pics,
    ])
    if move:
        legal(node, move, describe_move(game, move, lang))
    else:
        node["a"].update({"role": "img", "aria-label":
                          f"{name}: {island_tile_words(game, p, lang)}"})
    texts += [worker(f"w{i}", x + 12 + i * 15, y + TILE - 11, seat, colors[seat], 20)
              for i, seat in enumerate(game.occupants[p])]
    return [node, over(f"ot-{name}", texts)] if texts else [node]


def island_area(game: Tropicalia, lang: str, colors: list[str]) -> Node:
    moves = set(game.legal_moves())
    dest = {m.split()[1]: m for m in moves if m.startswith("to ")}
    nodes: list[Node] = [*_header(game, lang), el("rect", "sea", {
        "x": 4, "y": TOP, "width": 6 * CELL, "height": 6 * CELL, "rx": 24, "fill": "#8fd3e8"})]
    tiles = [_island_tile(game, p, dest.get(POS_NAMES[p]), lang, colors) for p in range(16)]
    spaces = [_frame_space(game, space, moves, lang, colors) for space in FRAME]
    # choices first, what is drawn over them after (on top, letting taps through)
    nodes += [group[0] for group in spaces + tiles]
    nodes += [part for group in spaces + tiles for part in group[1:]]
    return _svg("svg", WIDTH, HEIGHT, t("area.island", lang), nodes)


# ---------------------------------------------------------------------- a sale, a fruit
CHIP = 58
PANEL_WIDTH = WIDTH


def _chip(key: str, x: float, y: float, children: list[Node], move: str, name: str,
          width: float = CHIP) -> Node:
    """A count or a fruit to choose: its frame and what names it (its number, its fruit)."""
    return legal(el("g", key, {"class": "chip"}, [
        el("rect", "frame", {"class": "frame", "x": x, "y": y, "width": width, "height": CHIP,
                             "rx": 10, "fill": "#ffffff", "stroke": "#2a5d8f",
                             "stroke-width": 1.5}),
        *children]), move, name)


def _sale_rows(game: Tropicalia) -> list[tuple[str, list[str]]] | None:
    """The sale counts as rows of moves (one row per fruit type where the market lets the
    player choose), or None where sales mix fruit types (the app lists those as buttons)."""
    sales = game.sales()
    if len(sales) > 24:
        return None
    rows: list[tuple[str, list[str]]] = []
    for move in sales:
        words = move.split()
        if len(words) > 3:
            return None
        fruit = words[2] if len(words) == 3 else ""
        if move == "sell 0" and any(len(m.split()) == 3 for m in sales):
            rows.append(("", [move]))
            continue
        if not rows or rows[-1][0] != fruit:
            rows.append((fruit, []))
        rows[-1][1].append(move)
    return rows


def decision_area(game: Tropicalia, lang: str) -> tuple[str, Node] | None:
    """The panel of a sale at the market just entered (a row of counts per fruit), or of a
    substitute fruit: its area name and its drawing."""
    nodes: list[Node] = []
    if game.step == "sell":
        rows = _sale_rows(game)
        if rows is None:
            return None
        sales = game.sales()
        nodes.append(label("h", 8, 20, capital(island_tile_words(game, game.arrived, lang)),
                           16, "start", **{"font-weight": "bold"}))
        per_row = 7
        y = 40
        for r, (fruit, moves) in enumerate(rows):
            x0 = 8
            if fruit:
                nodes.append(pic(f"rf{r}", fruit, x0, y + 12, 32))
                x0 += 42
            for i, move in enumerate(moves):
                if i and i % per_row == 0:
                    y += CHIP + 6
                x = x0 + (i % per_row) * (CHIP + 6)
                count = move.split()[1]
                shells = sales[move][1]
                nodes.append(_chip(f"c{r}-{i}", x, y, [
                    label("n", x + CHIP / 2, y + 20, count, 22, **{"font-weight": "bold"}),
                    pic("sh", "shell", x + CHIP / 2 + 8, y + 35, 16),
                ], move, describe_move(game, move, lang)))
                nodes.append(over(f"p{r}-{i}", [label("s", x + CHIP / 2 - 8, y + 43,
                                                       f"+{shells}", 14, fill="#8a2a48")]))
            y += CHIP + 6
        return "sale", _svg("svg", PANEL_WIDTH, y + 2, t("area.sale", lang), nodes)
    if game.step == "take":
        moves = game.legal_moves()
        nodes.append(label("h", 8, 20, t("prompt.take_short", lang,
                                         fruit=fruit_name(game.take_fruit, lang)), 16, "start",
                           **{"font-weight": "bold"}))
        for i, move in enumerate(moves):
            x, fruit = 8 + i * 160, move.split()[1]
            nodes.append(_chip(f"c{i}", x, 40, [
                pic("f", fruit, x + 8, 52, 34),
                label("n", x + 48, 69, fruit_name(fruit, lang), 14, "start"),
            ], move, move_label(game, move, lang), width=150))
        return "take", _svg("svg", PANEL_WIDTH, 40 + CHIP + 4, t("area.take", lang), nodes)
    return None
