"""Terra Vista view: the maps with their lines and networks, the score board, the dice.

The current player's map carries every legal choice of the current decision: each drawable
line (a highlighted segment between two centres, tap it) and each space a drawable line
starts from (tap it, then tap a highlighted line from it; tap it again to take it back).
Only ``pass`` has no place on the board; it is a button labelled by :func:`move_label`.
At 3 or more players the current player's map is large and the others small beside it.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import seat_name
from ..core.scene import Node, el, legal, selectable
from .catalogue import t
from .components import LAST_COLUMN, MARKET_COLOURS, SIZE, TRACKS, WILD
from .rules import BACK, PASS, TerraVista, parse_space, space_name

SEAT_COLORS = ["#2f6fd6", "#d64545", "#2e9e4f", "#e0a100", "#8e44ad", "#4d4d4d"]
TERRAIN_FILL = {"green": "#9ccc65", "yellow": "#f2d64b", "grey": "#b0b0b0",
                "blue": "#64b5f6", "red": "#e57373", WILD: "#ffffff"}
TERRAIN_CODE = {
    "en": {"green": "Gn", "yellow": "Yw", "grey": "Gy", "blue": "Bu", "red": "Rd", WILD: "★"},
    "ja": {"green": "緑", "yellow": "黄", "grey": "灰", "blue": "青", "red": "赤", WILD: "★"},
}
MARKET_FILL = {"green": "#1b7f3b", "yellow": "#c79200", "red": "#b71c1c", "blue": "#1565c0"}
FRUIT_FILL = {"olive": "#556b2f", "strawberry": "#d81b60", "orange": "#fb8c00"}
FRUIT_LETTER = {"en": {"olive": "Ol", "strawberry": "St", "orange": "Or", "market": "M"},
                "ja": {"olive": "オ", "strawberry": "イ", "orange": "柑", "market": "市"}}
TRACK_FILL = {"market": "#ffe0b2", "olive": "#dcedc8", "strawberry": "#f8bbd0",
              "orange": "#ffe0b2"}
BIG, SMALL = 60, 22
SB_CELL = 52
#: The score board's tracks start no further left than column 2 of the printed board.
SB_WIDTH = 100 + SB_CELL * (LAST_COLUMN - 1) + 10


def terrain_name(terrain: str, lang: str) -> str:
    return t(f"terrain.{terrain}", lang)


def seat_colors(game: TerraVista) -> list[str]:
    return SEAT_COLORS[: game.players]


def part_label(part: str, lang: str, game: Any = None) -> str:
    return t("part.total" if part == "total" else f"track.{part}", lang)


# ---------------------------------------------------------------------- words
def prompt(game: TerraVista, lang: str) -> str:
    if game.is_over:
        return t("prompt.over", lang, round=game.round)
    if game.legal_moves() == [PASS]:
        return t("prompt.pass", lang)
    if game.phase == "bonus":
        return t("prompt.bonus", lang, left=game.bonus_left)
    if game.selected is not None:
        return t("prompt.selected", lang, space=space_name(game.selected))
    d1, d2 = (terrain_name(d, lang) for d in game.dice)
    return t("prompt.extreme" if game.extreme else "prompt.line", lang, round=game.round,
             d1=d1, d2=d2)


def _line_spaces(move: str) -> tuple[int, int] | None:
    parts = move.split("-")
    if len(parts) != 2:
        return None
    a, b = parse_space(parts[0]), parse_space(parts[1])
    return None if a is None or b is None else (a, b)


def _connection_words(game: TerraVista, player: int, track: int, what: int, lang: str) -> str:
    if track == 0:
        return f"{t('track.market', lang)} ({terrain_name(MARKET_COLOURS[what], lang)})"
    return t(f"track.{TRACKS[track]}", lang)


def describe_move(game: TerraVista, move: str, lang: str) -> str:
    """The move in words, with what it scores (``game`` is the state before the move)."""
    if move == PASS:
        return t("describe.pass", lang)
    if move == BACK:
        return t("describe.back", lang)
    spaces = _line_spaces(move)
    player = game.current_player if game.current_player is not None else 0
    m = game.map_of(player)
    if spaces is None:
        return t("describe.select", lang, space=move)
    a, b = spaces
    text = t("describe.bonus" if game.phase == "bonus" else "describe.line", lang,
             a=space_name(a), b=space_name(b), ta=terrain_name(m.terrain[a], lang),
             tb=terrain_name(m.terrain[b], lang))
    k = m.edge_index.get((a, b))
    if k is not None and k not in game.lines[player]:
        found = game.new_connections(player, k)
        if found:
            sep = ", " if lang == "en" else "、"
            what = sep.join(_connection_words(game, player, tr, w, lang) for tr, w in found)
            text += ("; " if lang == "en" else "。") + t("describe.scores", lang, what=what)
    return text


def move_label(game: TerraVista, move: str, lang: str) -> str:
    if move == PASS:
        return t("label.pass", lang)
    if move == BACK:
        return t("label.back", lang)
    spaces = _line_spaces(move)
    if spaces is None:
        return t("label.space", lang, space=move)
    return t("label.line", lang, a=space_name(spaces[0]), b=space_name(spaces[1]))


def player_stats(game: TerraVista, seat: int, lang: str) -> list[tuple[str, str]]:
    board = game.board
    stats = [(t("stat.map", lang), game.map_of(seat).name)]
    for i, track in enumerate(TRACKS):
        steps, goal = game.horses[seat][i], board.goal_steps(i)
        stats.append((t(f"track.{track}", lang), f"{steps} ✓" if steps >= goal else
                      f"{steps}/{goal}"))
    stats.append((t("stat.lines", lang), str(len(game.lines[seat]))))
    stats.append((t("stat.goal", lang), goal_words(game, seat, lang)))
    if seat == game.leader:
        stats.append((t("stat.leader", lang), t("yes", lang)))
    return stats


def goal_words(game: TerraVista, seat: int, lang: str) -> str:
    """Whether and when the seat reached the goal: ``round 9``, or the steps still short."""
    reached = game.goal_round(seat)
    if reached is not None:
        return t("goal.round", lang, round=reached)
    board = game.board
    short = sum(max(0, board.goal_steps(i) - h) for i, h in enumerate(game.horses[seat]))
    return t("goal.short", lang, n=short)


def result_lines(game: TerraVista, lang: str) -> list[str]:
    """The end screen's account of the race, one line a player: who reached the goal in
    which round with how many steps, and who did not (whose steps cannot win)."""
    if not game.is_over:
        return []
    winners = game.winners()
    lines = []
    for seat in range(game.players):
        steps = game.total_steps(seat)
        reached = game.goal_round(seat)
        key = "result.missed" if reached is None else \
            "result.won" if seat in winners else "result.reached"
        lines.append(t(key, lang, name=seat_name(seat, lang), round=reached or 0, steps=steps))
    return lines


# ---------------------------------------------------------------------- drawing
def _centre(space: int, cell: int) -> tuple[float, float]:
    r, c = divmod(space, SIZE)
    return c * cell + cell / 2, r * cell + cell / 2


def _symbol(m_symbol: str, x: float, y: float, cell: int, lang: str) -> list[Node]:
    r = cell * 0.3
    if m_symbol == ".":
        return [el("circle", None, {"cx": x, "cy": y, "r": max(2, cell * 0.06), "fill": "#333"})]
    if m_symbol in "GYRB":
        colour = MARKET_COLOURS["GYRB".index(m_symbol)]
        nodes = [el("rect", None, {"x": x - r, "y": y - r, "width": 2 * r, "height": 2 * r,
                                   "rx": r * 0.25, "fill": MARKET_FILL[colour],
                                   "stroke": "#fff", "stroke-width": 2})]
        if cell >= 40:
            nodes.append(el("text", None, {"x": x, "y": y + r * 0.15, "text-anchor": "middle",
                                           "font-size": r * 0.8, "fill": "#fff",
                                           "font-weight": "bold"},
                            text=FRUIT_LETTER[lang]["market"]))
            nodes.append(el("text", None, {"x": x, "y": y + r * 0.85, "text-anchor": "middle",
                                           "font-size": r * 0.55, "fill": "#fff"},
                            text=TERRAIN_CODE[lang][colour]))
        return nodes
    fruit = {"o": "olive", "s": "strawberry", "n": "orange"}[m_symbol]
    nodes = [el("circle", None, {"cx": x, "cy": y, "r": r, "fill": FRUIT_FILL[fruit],
                                 "stroke": "#fff", "stroke-width": 2})]
    if cell >= 40:
        nodes.append(el("text", None, {"x": x, "y": y + r * 0.35, "text-anchor": "middle",
                                       "font-size": r, "fill": "#fff", "font-weight": "bold"},
                        text=FRUIT_LETTER[lang][fruit]))
    return nodes


_PRINTED: dict[tuple[str, int, str], tuple[tuple[tuple[Node, ...], ...], tuple[Node, ...]]] = {}


def _printed(m: Any, cell: int, lang: str) -> tuple[tuple[tuple[Node, ...], ...], tuple[Node, ...]]:
    """What is printed on a map and never changes: each space's terrain (and code) and the
    symbols. Built once per map, size and language and shared by every later scene (a tap
    redraws the board; these nodes are never modified afterwards, only wrapped)."""
    key = (m.name, cell, lang)
    if key not in _PRINTED:
        spaces = []
        for i, terrain in enumerate(m.terrain):
            r, c = divmod(i, SIZE)
            nodes = [el("rect", "bg", {"x": c * cell, "y": r * cell, "width": cell,
                                       "height": cell, "fill": TERRAIN_FILL[terrain],
                                       "stroke": "#fff", "stroke-width": 1})]
            if cell >= 40:
                nodes.append(el("text", "code", {"x": c * cell + 3, "y": r * cell + 11,
                                                  "font-size": 10, "fill": "#333"},
                                text=TERRAIN_CODE[lang][terrain]))
            spaces.append(tuple(nodes))
        symbols = []
        for i, ch in enumerate(m.symbols):
            cx, cy = _centre(i, cell)
            symbols.append(el("g", f"sy{i}", {"pointer-events": "none"},
                              _symbol(ch, cx, cy, cell, lang)))
        _PRINTED[key] = (tuple(spaces), tuple(symbols))
    return _PRINTED[key]


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


def map_node(game: TerraVista, seat: int, x: float, y: float, cell: int, lang: str,
             active: bool, selection: str | None = None) -> Node:
    m = game.map_of(seat)
    size = cell * SIZE
    children: list[Node] = []
    head = 26 if cell >= 40 else 18
    children.append(el("rect", "frame", {"x": -4, "y": -head - 4, "width": size + 8,
                                         "height": size + head + 8, "rx": 6,
                                         "fill": "#fff", "stroke": SEAT_COLORS[seat],
                                         "stroke-width": 4 if active else 2}))
    children.append(el("text", "title", {"x": 2, "y": -head / 3, "font-size": head * 0.62,
                                         "font-weight": "bold", "fill": "#222"},
                       text=f"{seat_name(seat, lang)} · {m.name}"))
    if cell >= 40:  # the dice faces printed in the map's top right corner
        faces = [f for die in game.DICE for f in die]
        for i, face in enumerate(faces):
            fx = size - (len(faces) - i) * 15 - (4 if i < 6 else 0)
            children.append(el("rect", f"face{i}", {"x": fx, "y": -head + 4, "width": 13,
                                                    "height": 13, "rx": 2,
                                                    "fill": TERRAIN_FILL[face],
                                                    "stroke": "#555"}))
    player = game.current_player
    choosing = active and player == seat and not game.is_over
    line_moves = set(game.legal_moves()) if choosing else set()
    picked = picked_space(game, selection) if choosing else None
    starts = ({a for k in game.drawable(seat) for a in m.edges[k]}
              if choosing and not game.INTERFACE_STEPS else set())
    spaces: list[Node] = []
    printed, symbol_groups = _printed(m, cell, lang)
    for i, terrain in enumerate(m.terrain):
        r, c = divmod(i, SIZE)
        cell_nodes = list(printed[i])
        node = el("g", f"sp{i}", {"class": "space"}, cell_nodes)
        name = space_name(i)
        if i in starts:
            code, word = TERRAIN_CODE[lang][terrain], terrain_name(terrain, lang)
            selectable(node, name, f"{t('label.space', lang, space=name)} · {code}"
                       + ("" if word == code else f" {word}"), picked=i == picked)
        elif choosing and name in line_moves:
            # the terrain code printed on the space is part of its name (axe: label in name)
            code, word = TERRAIN_CODE[lang][terrain], terrain_name(terrain, lang)
            legal(node, name, f"{t('label.space', lang, space=name)} · {code}"
                  + ("" if word == code else f" {word}"))
        elif choosing and game.selected == i and BACK in line_moves:
            node["a"]["class"] = "space selected"
            cell_nodes.append(el("rect", "sel", {"x": c * cell + 2, "y": r * cell + 2,
                                                 "width": cell - 4, "height": cell - 4,
                                                 "fill": "none", "stroke": "#000",
                                                 "stroke-width": 3,
                                                 "stroke-dasharray": "6 3"}))
            legal(node, BACK, t("label.back", lang))
        spaces.append(node)
    children.append(el("g", "spaces", {}, spaces))
    # networks: a wide translucent band under the lines; cyan when joined to a market
    nets = []
    for n, net in enumerate(game.networks(seat)):
        fed = not net.isdisjoint(m.market_spaces)
        band = [
            el("line", f"b{k}", {"x1": _centre(a, cell)[0], "y1": _centre(a, cell)[1],
                                 "x2": _centre(b, cell)[0], "y2": _centre(b, cell)[1],
                                 "stroke": "#4dd0e1" if fed else "#ffffff",
                                 "stroke-opacity": 0.7, "stroke-width": cell * 0.35,
                                 "stroke-linecap": "round"})
            for k, (a, b) in enumerate(m.edges) if k in game.lines[seat] and a in net
        ]
        nets.append(el("g", f"net{n}", {"class": "network"}, band))
    children.append(el("g", "nets", {}, nets))
    drawn = [
        el("line", f"l{k}", {"x1": _centre(a, cell)[0], "y1": _centre(a, cell)[1],
                             "x2": _centre(b, cell)[0], "y2": _centre(b, cell)[1],
                             "stroke": "#1a237e", "stroke-width": max(2, cell * 0.08),
                             "stroke-linecap": "round"})
        for k, (a, b) in enumerate(m.edges) if k in game.lines[seat]
    ]
    children.append(el("g", "lines", {}, drawn))
    children.append(el("g", "symbols", {}, list(symbol_groups)))
    if choosing:
        hits = []
        for k, (a, b) in enumerate(m.edges):
            name = f"{space_name(a)}-{space_name(b)}"
            if name not in line_moves or (picked is not None and picked not in (a, b)):
                continue
            (x1, y1), (x2, y2) = _centre(a, cell), _centre(b, cell)
            # a bar over the middle of the segment (a rect: a tap target with an area)
            long, thick = cell * 0.56, cell * 0.22
            w, h = (long, thick) if y1 == y2 else (thick, long)
            seg = el("rect", f"h{k}", {"x": (x1 + x2 - w) / 2, "y": (y1 + y2 - h) / 2,
                                       "width": w, "height": h, "rx": thick / 2,
                                       "fill": "#e65100", "fill-opacity": 0.75,
                                       "stroke": "#fff", "stroke-width": 1.5,
                                       "class": "drawable"})
            hits.append(legal(seg, name, move_label(game, name, lang)))
        children.append(el("g", "drawable", {}, hits))
    return el("g", f"map{seat}", {"transform": f"translate({x},{y})",
                                  "class": "map" + (" current" if active else "")}, children)


def score_board_node(game: TerraVista, x: float, y: float, lang: str) -> Node:
    board = game.board
    children: list[Node] = [
        el("rect", "bg", {"x": 0, "y": 0, "width": SB_WIDTH,
                          "height": 30 + SB_CELL * len(TRACKS) + 8, "rx": 8,
                          "fill": "#fffdf5" if board.name == "day" else "#e8eaf6",
                          "stroke": "#8d6e63"}),
        el("text", "title", {"x": 10, "y": 20, "font-size": 16, "font-weight": "bold"},
           text=t(f"board.{board.name}", lang)),
    ]
    left = 100
    for ti, track in enumerate(TRACKS):
        ty = 30 + ti * SB_CELL
        row: list[Node] = [el("text", "name", {"x": 10, "y": ty + SB_CELL / 2 + 5,
                                               "font-size": 14}, text=t(f"track.{track}", lang))]
        start = board.start[ti]
        for col in range(start, LAST_COLUMN + 1):
            step = col - start
            bonus = col in board.bonus[ti]
            row.append(el("rect", f"c{col}", {
                "x": left + (col - 2) * SB_CELL, "y": ty + 2, "width": SB_CELL - 4,
                "height": SB_CELL - 4, "rx": 4,
                "fill": "#ffeb3b" if bonus else TRACK_FILL[track], "stroke": "#8d6e63"}))
            row.append(el("text", f"n{col}", {"x": left + (col - 2) * SB_CELL + 4,
                                              "y": ty + 14, "font-size": 10, "fill": "#555"},
                          text=("+ " if bonus else "") + str(step)))
        for p in range(game.players):
            col = start + game.horses[p][ti]
            hx = left + (col - 2) * SB_CELL + 12 + (p % 3) * 13
            hy = ty + 24 + (p // 3) * 14
            row.append(el("g", f"h{p}", {"class": "horse", "transform": f"translate({hx},{hy})"},
                          [el("circle", None, {"r": 6.5, "fill": SEAT_COLORS[p],
                                               "stroke": "#fff", "stroke-width": 1.5}),
                           el("text", None, {"y": 3.5, "text-anchor": "middle",
                                             "font-size": 9, "fill": "#fff",
                                             "font-weight": "bold"}, text=str(p + 1))]))
        children.append(el("g", f"track{ti}", {}, row))
    gx = left + (board.goal - 2) * SB_CELL - 2
    children.append(el("line", "goal", {"x1": gx, "y1": 26, "x2": gx,
                                        "y2": 30 + SB_CELL * len(TRACKS) + 4,
                                        "stroke": "#c62828", "stroke-width": 3,
                                        "stroke-dasharray": "8 4"}))
    children.append(el("text", "goal-label", {"x": gx + 4, "y": 22, "font-size": 12,
                                              "fill": "#c62828", "font-weight": "bold"},
                       text=t("goal", lang)))
    return el("g", "scoreboard", {"transform": f"translate({x},{y})"}, children)


def _dice(game: TerraVista, x: float, y: float, lang: str) -> Node:
    children: list[Node] = [
        el("text", "label", {"x": 0, "y": 16, "font-size": 15, "font-weight": "bold"},
           text=f"{t('dice', lang)} · {t('stat.round', lang)} {game.round} · "
                f"{t('stat.leader', lang)}: {seat_name(game.leader, lang)}"),
    ]
    for i, face in enumerate(game.dice):
        children.append(el("g", f"d{i}", {"transform": f"translate({i * 70},{26})"}, [
            el("rect", None, {"width": 58, "height": 58, "rx": 10, "fill": TERRAIN_FILL[face],
                              "stroke": "#333", "stroke-width": 2}),
            el("text", None, {"x": 29, "y": 37, "text-anchor": "middle", "font-size": 20,
                              "font-weight": "bold", "fill": "#222"},
               text=TERRAIN_CODE[lang][face]),
        ]))
    if game.extreme and not game.is_over:
        children.append(el("text", "extreme", {"x": 150, "y": 60, "font-size": 13,
                                               "fill": "#c62828"},
                           text=f"{TERRAIN_CODE[lang][WILD]} {terrain_name(WILD, lang)} ×1"))
    return el("g", "dice", {"transform": f"translate({x},{y})"}, children)


def board(game: TerraVista, lang: str, selection: str | None = None) -> Node:
    """The whole table: maps, score board and dice in one SVG."""
    focus = game.current_player
    if focus is None:
        winners = game.winners()
        focus = winners[0] if winners else 0
    big = BIG * SIZE
    sb_width = SB_WIDTH
    nodes: list[Node] = []
    if game.players <= 2:
        for seat in range(game.players):
            nodes.append(map_node(game, seat, 14 + seat * (big + 30), 40, BIG, lang,
                                  active=seat == focus, selection=selection))
        below = 40 + big + 20
        if game.players == 1:
            nodes.append(score_board_node(game, big + 40, 14, lang))
            nodes.append(_dice(game, big + 40, 50 + SB_CELL * len(TRACKS) + 20, lang))
            width, height = big + 60 + sb_width, 40 + big + 20
        else:
            nodes.append(score_board_node(game, 14, below, lang))
            nodes.append(_dice(game, sb_width + 40, below + 20, lang))
            width, height = 2 * big + 60, below + 30 + SB_CELL * len(TRACKS) + 20
    else:
        nodes.append(map_node(game, focus, 14, 40, BIG, lang, active=True, selection=selection))
        right = big + 40
        nodes.append(score_board_node(game, right, 14, lang))
        nodes.append(_dice(game, right, 40 + SB_CELL * len(TRACKS) + 20, lang))
        others = [s for s in range(game.players) if s != focus]
        small = SMALL * SIZE
        top = 40 + SB_CELL * len(TRACKS) + 130
        for i, seat in enumerate(others):
            col, row = i % 3, i // 3
            nodes.append(map_node(game, seat, right + col * (small + 20), top + row * (small + 34),
                                  SMALL, lang, active=False))
        width = right + max(sb_width, 3 * (small + 20)) + 10
        rows = (len(others) + 2) // 3
        height = max(40 + big + 20, top + rows * (small + 34))
    return el("svg", "terra-vista", {"viewBox": f"0 0 {width} {height}",
                                     "class": "board terra-vista", "role": "img",
                                     "aria-label": prompt(game, lang),
                                     "font-family": "sans-serif"}, nodes)
