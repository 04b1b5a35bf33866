"""The action board area: its squares with their action pictures and the discs on them.

A square where a disc can go now is a choice; in the fruit edition a square reached only
with discs on the way shows how many discs it takes (one dot each) and plays them in one tap,
or, where several ways lead there, is picked first and its ways are numbered on the board and
listed under it. Every other square asks the rules why not when tapped.
"""

from __future__ import annotations

from ..core.scene import SEQUENCE, Node, el, legal, selectable, use
from . import components as comp
from . import symbols
from .drawing import (
    INK,
    MUTED,
    SMALL,
    TEXT,
    last_mark,
    last_turn,
    lines,
    mark,
    place_label,
    seat_disc,
    svg,
    t,
    text,
    title,
)
from .look import disc_chains, far_targets, look_of
from .rules import TwinStar, square_name
from .words import chain_label, describe_move

#: The area's natural width (it sits beside the valley or another area on a tablet).
WIDTH = 290.0
#: The selection that shows where a disc can go on without its action (fruit edition).
WALK = "walk"
LEFT, TOP = 24.0, 46.0


def _chains(game: TwinStar) -> dict[str, list[list[str]]]:
    """Fruit edition: the targets beyond the next disc, with the shortest ways to them."""
    if game.phase != "place" or game.is_over:
        return {}
    p = game.current
    out = {}
    for rc, discs in sorted(far_targets(game, p).items()):
        if discs > 1:
            ways = disc_chains(game, p, rc)
            if ways:
                out[square_name(rc)] = ways
    return out


def _square(game: TwinStar, r: int, c: int, cell: float, x: float, y: float,
            last: bool) -> list[Node]:
    look = look_of(game)
    kind = game.kind_at((r, c))
    fill = look.action_fill[kind]
    size = cell - 4
    parts: list[Node] = [el("rect", "b", {"x": x, "y": y, "width": size, "height": size, "rx": 6,
                                          "fill": fill, "stroke": "#6b6b6b", "class": "frame"})]
    stack = game.board.get((r, c), [])
    icon = cell * (0.42 if stack else 0.6)
    ix, iy = (x + 3, y + 3) if stack else (x + (size - icon) / 2, y + (size - icon) / 2)
    parts.append(use(look.action_symbol(kind), ix, iy, icon, "k",
                     opacity=1 if kind != comp.FLOWER else 0.8))
    for i, owner in enumerate(stack):
        parts.append(seat_disc(f"d{i}", owner, x + size * 0.58 + i * 5, y + size * 0.58 - i * 5,
                               cell * 0.27, mark(game, owner)))
    if last:
        parts.append(last_mark("last", x + size - 7, y + 7))
    return parts


def action_board(game: TwinStar, lang: str, selection: str | None = None,
                 width: float = WIDTH) -> tuple[Node, float]:
    """The action board's picture and its natural width (``selection``: the far target the
    player picked, whose ways are drawn)."""
    look = look_of(game)
    ed = look.edition
    n = game.size
    cell = min(54.0, (width - LEFT - 6) / n)
    legal_moves = game.legal_moves()
    walks = {m.split(" ")[1]: m for m in legal_moves if m.startswith("walk ")}
    walking = selection == WALK and bool(walks)
    moves = {}
    for m in legal_moves:
        verb, _, arg = m.partition(" ")
        if verb == "leap" or (verb == "place" and not walking):
            moves[arg] = m
    chains = {} if walking else _chains(game)
    for sq, ways in chains.items():
        if len(ways) == 1:
            moves[sq] = SEQUENCE.join(ways[0])
    if walking:
        moves.update(walks)
    picked = selection[3:] if selection and selection.startswith("sq-") else None
    recent = last_turn(game)
    ways = chains.get(picked or "", []) if picked else []
    marks: dict[str, list[str]] = {}  # square name -> the numbers of the ways that cover it
    for i, way in enumerate(ways):
        for m in way[:-1]:
            marks.setdefault(m.split(" ")[1], []).append(str(i + 1))
    kids: list[Node] = [title("title", 4, 20, t(ed, "title.board", lang, round=game.round),
                              "actions")]
    for i in range(n):  # coordinates, as the moves name the squares
        kids.append(text(f"col{i}", LEFT + i * cell + (cell - 4) / 2, TOP - 6, chr(97 + i), SMALL,
                         **{"text-anchor": "middle", "fill": MUTED}))
        kids.append(text(f"row{i}", LEFT - 7, TOP + i * cell + cell / 2 + 4, str(i + 1), SMALL,
                         **{"text-anchor": "end", "fill": MUTED}))
    for r in range(n):
        for c in range(n):
            x, y = LEFT + c * cell, TOP + r * cell
            sq = square_name((r, c))
            kind = game.kind_at((r, c))
            parts = _square(game, r, c, cell, x, y, sq in recent)
            if sq in chains:  # reached with discs on the way: one dot per disc it takes
                count = len(chains[sq][0])
                for k in range(count):
                    parts.append(el("circle", f"dot{k}", {
                        "cx": round(x + 7 + k * 8, 1), "cy": round(y + cell - 11, 1), "r": 3.2,
                        "fill": INK, "stroke": "#fff", "stroke-width": 1}))
            if sq in marks:
                parts.append(text("way", x + cell - 8, y + 17, ",".join(marks[sq]), TEXT,
                                  **{"font-weight": "bold", "text-anchor": "end", "fill": "#7a2e0e",
                                     "stroke": "#fff", "stroke-width": 3,
                                     "paint-order": "stroke"}))
            parts.append(place_label(sq, x + (cell - 4) * 0.62, y + 13))
            attrs = {"class": "square", "data-place": sq}
            if kind != comp.FLOWER:
                attrs["data-help"] = f"square:{sq}"
            node = el("g", f"sq-{sq}", attrs, parts)
            if sq in moves and sq in chains:
                legal(node, moves[sq], chain_label(game, sq, len(chains[sq][0]), lang))
            elif sq in moves:
                legal(node, moves[sq], f"{sq}: {describe_move(game, moves[sq], lang)}")
            elif sq in chains:
                selectable(node, f"sq-{sq}", t(ed, "chain.pick", lang, square=sq),
                           picked=sq == picked)
            kids.append(node)
    y = TOP + n * cell + 6
    for i, way in enumerate(ways):  # the ways to the picked target, numbered on the board
        label = t(ed, "chain.way", lang, n=i + 1,
                  squares=" → ".join(m.split(" ")[1] for m in way))
        kids.append(legal(el("g", f"way-{i + 1}", {"class": "way"}, [
            el("rect", "b", {"x": 4, "y": y, "width": width - 8, "height": 40, "rx": 6,
                             "fill": "#fff4e8", "stroke": "#7a2e0e", "class": "frame"}),
            text("t", 14, y + 26, label, TEXT),
        ]), SEQUENCE.join(way), label))
        y += 46
    if walks:  # discs that go on without their action: shown on the board once asked for
        label = t(ed, "walk.toggle_off" if walking else "walk.toggle", lang)
        kids.append(selectable(el("g", "walk-mode", {"class": "way"}, [
            el("rect", "b", {"x": 4, "y": y, "width": width - 8, "height": 40, "rx": 6,
                             "fill": "#eef4e4", "stroke": "#4f7a3a", "class": "frame"}),
            use(symbols.DISC, 12, y + 10, 20, "d", color="#ffffff"),
            text("t", 40, y + 25, label, TEXT),
        ]), WALK, label, picked=walking, leads=sorted(walks.values())))
        y += 46
    legend: list[Node] = []
    for i, kind in enumerate(comp.ACTIONS):
        lx, ly = 4 + (i % 2) * (width / 2), y + 4 + (i // 2) * 26
        legend.append(use(look.action_symbol(kind), lx, ly, 20, f"li{kind}"))
        legend.append(text(f"lt{kind}", lx + 25, ly + 15, t(ed, f"action.{kind}", lang), SMALL,
                           fill=MUTED))
    kids.append(el("g", "legend", {"data-help": "actions"}, legend))
    y += 4 + 2 * 26
    if look.disc_chains and game.phase == "place" and (chains or walks) and not picked:
        note, y = lines("note", 4, y + 12, t(ed, "chain.note", lang), width - 8, SMALL, fill=MUTED)
        kids.extend(note)
    return svg("actions-svg", width, y + 4, t(ed, "title.board", lang, round=game.round),
               kids), width
