"""Terra Vista's score board: one track per kind of connection (its name and picture), the
steps numbered, the bonus spaces marked with a plus on yellow, the goal line, and every
player's horse (the seat's colour and number)."""

from __future__ import annotations

from ..core.scene import Node, el
from .catalogue import t
from .components import LAST_COLUMN, TRACKS
from .pictures import label, pic
from .rules import TerraVista

CELL = 52
LEFT = 120
WIDTH = LEFT + CELL * (LAST_COLUMN - 1) + 8
HEIGHT = 34 + CELL * len(TRACKS) + 8
TRACK_FILL = {"market": "#ffe0b2", "olive": "#dcedc8", "strawberry": "#f8bbd0",
              "orange": "#ffe0b2"}
TRACK_PICTURE = {"market": "market-green", "olive": "olive", "strawberry": "strawberry",
                 "orange": "orange"}


def score_board_node(game: TerraVista, colors: list[str], lang: str) -> Node:
    board = game.board
    children: list[Node] = [
        el("rect", "bg", {"x": 1, "y": 1, "width": WIDTH - 2, "height": HEIGHT - 2, "rx": 8,
                          "fill": "#fffdf5" if board.name == "day" else "#e8eaf6",
                          "stroke": "#8d6e63"}),
        label("title", 10, 17, t(f"board.{board.name}", lang), 17, "start",
              **{"font-weight": "bold"}),
    ]
    for ti, track in enumerate(TRACKS):
        ty = 34 + ti * CELL
        start = board.start[ti]
        row: list[Node] = [pic("p", TRACK_PICTURE[track], 8, ty + 14, 24),
                           label("name", 36, ty + CELL / 2, t(f"track.{track}", lang), 15, "start")]
        for col in range(start, LAST_COLUMN + 1):
            step = col - start
            bonus = col in board.bonus[ti]
            x = LEFT + (col - 2) * CELL
            row.append(el("rect", f"c{col}", {
                "x": x, "y": ty + 2, "width": CELL - 4, "height": CELL - 4, "rx": 5,
                "fill": "#ffeb3b" if bonus else TRACK_FILL[track], "stroke": "#8d6e63",
                "stroke-width": 2.5 if bonus else 1}))
            row.append(label(f"n{col}", x + 4, ty + 13, ("+" if bonus else "") + str(step), 13,
                             "start", fill="#444", **{"font-weight": "bold" if bonus else None}))
        for p in range(game.players):
            col = start + game.horses[p][ti]
            hx = LEFT + (col - 2) * CELL + 12 + (p % 3) * 13
            hy = ty + 27 + (p // 3) * 12
            row.append(el("g", f"h{p}", {"class": "horse", "pointer-events": "none",
                                         "transform": f"translate({hx},{hy})"}, [
                el("circle", "c", {"r": 8.5, "fill": colors[p], "stroke": "#fff",
                                   "stroke-width": 1.5}),
                label("n", 0, 0.5, str(p + 1), 12, "middle", fill="#fff",
                      **{"font-weight": "bold"}),
            ]))
        words = ", ".join(f"{p + 1}: {game.horses[p][ti]}" for p in range(game.players))
        children.append(el("g", f"track{ti}", {"class": "track", "data-help": f"track:{track}",
                                               "role": "img", "aria-label":
                                               f"{t(f'track.{track}', lang)} ({words})"}, row))
    gx = LEFT + (board.goal - 2) * CELL - 2
    children.append(el("line", "goal", {"x1": gx, "y1": 28, "x2": gx, "y2": HEIGHT - 4,
                                        "stroke": "#c62828", "stroke-width": 3,
                                        "stroke-dasharray": "8 4"}))
    children.append(label("goal-label", gx + 5, 18, t("goal", lang), 14, "start", fill="#c62828",
                          **{"font-weight": "bold"}))
    return el("g", "scoreboard", {"class": "scoreboard", "data-help": "scoreboard"}, children)


def scoreboard_svg(game: TerraVista, colors: list[str], lang: str) -> Node:
    return el("svg", "svg", {"viewBox": f"0 0 {WIDTH} {HEIGHT}", "width": round(WIDTH * 0.93),
                             "height": round(HEIGHT * 0.93), "role": "group",
                             "aria-label": t("part.scoreboard", lang),
                             "font-family": "sans-serif"},
              [score_board_node(game, colors, lang)])
