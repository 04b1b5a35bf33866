"""Harvest Valley view: the valley, the river, the deck and the farmhouse in hand, as SVG.

Every card is keyed by its id inside one group, so a card keeps its DOM node when it moves
from the river to the valley or is pushed by a tractor. Colour is never the only cue: each
card carries its name and value in text and a small pictogram.
"""

from __future__ import annotations

from typing import Any

from ..core.grid import DIRECTIONS, Cell, bounding_box, cell_name, parse_cell, step
from ..core.scene import Node, area, areas, el, legal
from . import components as cp
from .catalogue import t
from .rules import CENTRE, FARMHOUSE_MOVE, PASS, SLOT_MOVES, HarvestValley

CELL = 100
CARD = 92
PAD = 34
SEAT_COLORS = ["#d64541", "#e0b000", "#2e9e5b", "#2f6fd6", "#8e44ad"]
SEAT_SHAPES = ["●", "▲", "■", "◆", "★"]
KIND_FILL = {
    cp.VEGETABLE: "#f2a65a", cp.FRUIT: "#7dbb63", cp.WHEAT: "#ecd87a", cp.POND: "#7ab8e0",
    cp.CROW: "#3b3b45", cp.BOAR: "#8a5a3c", cp.WEEDS: "#a7bf7a", cp.TRACTOR: "#c94c3c",
    cp.METEOR: "#6b5f73", cp.SPRINKLER: "#a9dcef", cp.WELL: "#a3adb8", cp.LOCUST: "#b9bd52",
    cp.RABBIT: "#e3d2b8", cp.CULTIVATOR: "#e07b39",
}
DARK_KINDS = {cp.CROW, cp.BOAR, cp.TRACTOR, cp.METEOR}


def card_name(card: cp.Card, lang: str) -> str:
    if card.kind == cp.FARMHOUSE:
        assert card.owner is not None
        return t("farmhouse_of", lang, letter=card.id[-1], seat=card.owner + 1)
    kind = t(f"kind.{card.kind}", lang)
    return t("card", lang, kind=kind, value=card.value) if card.value else kind


# ---------------------------------------------------------------------- drawing
def _pictogram(card: cp.Card) -> list[Node]:
    """A tiny drawing per kind, centred at (46, 52) of the card."""
    k = card.kind
    ink = "#ffffff" if k in DARK_KINDS else "#2b2b2b"
    if k in cp.CROPS:
        dots = []
        for i in range(card.value):
            x = 46 + (i - (card.value - 1) / 2) * 18
            if k == cp.VEGETABLE:
                dots.append(el("path", f"p{i}", {"d": f"M{x - 6} 46 L{x + 6} 46 L{x} 64 Z",
                                                 "fill": "#c4541b", "stroke": ink}))
            else:
                dots.append(el("circle", f"p{i}", {"cx": x, "cy": 50, "r": 8, "fill": "#2f7a32",
                                                   "stroke": ink}))
                dots.append(el("rect", f"s{i}", {"x": x - 2, "y": 57, "width": 4, "height": 8,
                                                 "fill": "#6b4423"}))
        return dots
    shapes = {
        cp.WHEAT: [el("path", "p", {"d": "M30 66 L30 40 M40 66 L40 36 M50 66 L50 36 M60 66 L60 40",
                                    "stroke": "#8a6d1c", "stroke-width": 4})],
        cp.POND: [el("ellipse", "p", {"cx": 46, "cy": 54, "rx": 26, "ry": 12, "fill": "#2f78b7"})],
        cp.SPRINKLER: [el("path", "p", {"d": "M46 56 L28 40 M46 56 L64 40 M46 56 L28 72 M46 56 L64 72",
                                        "stroke": "#2f78b7", "stroke-width": 4})],
        cp.WELL: [el("rect", "p", {"x": 30, "y": 44, "width": 32, "height": 22, "fill": "#6d7782",
                                   "stroke": ink})],
        cp.METEOR: [el("circle", "p", {"cx": 46, "cy": 54, "r": 14, "fill": "#3d3345",
                                       "stroke": ink})],
        cp.TRACTOR: [el("circle", "p", {"cx": 34, "cy": 60, "r": 9, "fill": "none", "stroke": ink,
                                        "stroke-width": 3}),
                     el("rect", "q", {"x": 44, "y": 42, "width": 22, "height": 18, "fill": ink})],
        cp.CULTIVATOR: [el("path", "p", {"d": "M26 64 L66 64 M30 64 L30 44 M42 64 L42 44 M54 64 L54 44",
                                         "stroke": ink, "stroke-width": 4})],
        cp.WEEDS: [el("path", "p", {"d": "M34 66 Q30 48 24 40 M46 66 L46 36 M58 66 Q62 48 68 40",
                                    "stroke": "#3f5e1c", "stroke-width": 4, "fill": "none"})],
    }
    if k in shapes:
        return shapes[k]
    # the animals as drawn marks, not characters: a card's only words are its name and value
    marks = {
        cp.CROW: "M32 44 L60 44 L46 68 Z",
        cp.BOAR: "M46 38 L60 54 L46 70 L32 54 Z",
        cp.LOCUST: "M46 38 L46 70 M32 46 L60 62 M32 62 L60 46",
        cp.RABBIT: "M40 52 Q34 30 40 30 Q44 32 44 52 M52 52 Q52 30 56 30 Q62 32 54 52 "
                   "M34 62 A12 10 0 1 0 58 62 A12 10 0 1 0 34 62 Z",
    }
    return [el("path", "p", {"d": marks.get(k, "M36 44 L56 64 M56 44 L36 64"),
                             "fill": ink if k in (cp.CROW, cp.BOAR, cp.RABBIT) else "none",
                             "stroke": ink, "stroke-width": 4, "stroke-linejoin": "round"})]


def card_node(card: cp.Card, x: float, y: float, lang: str, cls: str = "", label: str | None = None) -> Node:
    """One card as a keyed group at (x, y)."""
    if card.kind == cp.FARMHOUSE:
        assert card.owner is not None
        fill = SEAT_COLORS[card.owner]
        ink = "#ffffff"
        body = [
            el("path", "roof", {"d": "M18 50 L46 22 L74 50 Z", "fill": "#ffffff", "opacity": 0.85}),
            el("rect", "wall", {"x": 26, "y": 50, "width": 40, "height": 28, "fill": "#ffffff",
                                "opacity": 0.85}),
            el("text", "mark", {"x": 46, "y": 73, "text-anchor": "middle", "font-size": 20,
                                "fill": fill, "font-weight": "bold", "aria-hidden": "true"},
               text=f"{SEAT_SHAPES[card.owner]}{card.id[-1]}"),
            el("text", "seat", {"x": 8, "y": 18, "font-size": 14, "fill": ink, "font-weight": "bold",
                                "aria-hidden": "true"},
               text=str(card.owner + 1)),
        ]
    else:
        fill = KIND_FILL[card.kind]
        ink = "#ffffff" if card.kind in DARK_KINDS else "#1f1f1f"
        body = [
            el("text", "name", {"x": 46, "y": 18, "text-anchor": "middle", "font-size": 15,
                                "fill": ink}, text=t(f"kind.{card.kind}", lang)),
            *_pictogram(card),
        ]
        if card.value:
            body.append(el("text", "value", {"x": 84, "y": 86, "text-anchor": "end", "font-size": 20,
                                             "font-weight": "bold", "fill": ink}, text=str(card.value)))
    return el("g", f"card-{card.id}", {
        "class": f"hv-card {cls}".strip(), "transform": f"translate({x:g},{y:g})",
        "aria-label": label or card_name(card, lang), "role": "img",
        "data-help": f"card:{card.id}",
    }, [el("rect", "bg", {"class": "frame", "width": CARD, "height": CARD, "rx": 10,
                          "fill": fill, "stroke": "#2b2b2b", "stroke-width": 2}), *body])


def valley_window(game: HarvestValley) -> tuple[int, int, int, int]:
    """The canvas rows/columns drawn: the valley and everywhere a card could go now, at least
    5×5 (the smallest valley limit), so cards keep their size while the valley grows."""
    cells = set(game.valley) | set(game.removed) | set(game.open_cells())
    box = bounding_box(cells) or (CENTRE[0], CENTRE[1], CENTRE[0], CENTRE[1])
    r0, c0, r1, c1 = box
    while r1 - r0 < 4:
        r0, r1 = (r0 - 1, r1) if (r1 - r0) % 2 else (r0, r1 + 1)
    while c1 - c0 < 4:
        c0, c1 = (c0 - 1, c1) if (c1 - c0) % 2 else (c0, c1 + 1)
    return r0, c0, r1, c1


RIVER_STEP = CARD + 12
#: The valley's natural height at most, in CSS px (the cards shrink a little as it grows).
VALLEY_HEIGHT = 600


def _river(game: HarvestValley, lang: str, legal_moves: set[str]) -> Node:
    """The river's three cards, the deck and the current player's farmhouse, in a row."""
    pending = game.pending
    top = 34
    nodes: list[Node] = [el("text", "river-title", {
        "x": 8 + RIVER_STEP * 1.5 - 6, "y": 22, "text-anchor": "middle", "class": "hv-title",
        "data-help": "river"}, text=t("river", lang))]
    for slot, card_id in enumerate(game.river):
        x = 8 + slot * RIVER_STEP
        if card_id is None:
            nodes.append(el("rect", f"river-empty{slot}", {
                "x": x, "y": top, "width": CARD, "height": CARD, "rx": 10, "class": "hv-slot",
                "data-help": "river"}))
            continue
        card = cp.CARDS[card_id]
        picked = pending is not None and pending[0] in ("R", "P") and pending[1] == slot
        node = card_node(card, x, top, lang, cls="picked" if picked else "",
                         label=t("slot", lang, slot=slot + 1, card=card_name(card, lang)))
        move = SLOT_MOVES[slot]
        if move in legal_moves:
            legal(node, move, t("label.take", lang, card=card_name(card, lang)))
        nodes.append(node)
    dx = 8 + 3 * RIVER_STEP
    deck_label = f"{t('deck', lang)}: {t('deck_count', lang, n=len(game.deck))}"
    nodes.append(el("g", "deck", {"transform": f"translate({dx},{top})", "role": "img",
                                  "aria-label": deck_label, "data-help": "deck"}, [
        el("rect", "back", {"width": CARD, "height": CARD, "rx": 10, "class": "hv-deck"}),
        el("text", "n", {"x": CARD / 2, "y": 42, "text-anchor": "middle", "font-size": 15,
                         "fill": "#ffffff"}, text=t("deck", lang)),
        el("text", "c", {"x": CARD / 2, "y": 66, "text-anchor": "middle", "font-size": 17,
                         "fill": "#ffffff", "font-weight": "bold"},
           text=t("deck_count", lang, n=len(game.deck))),
    ]))
    seat = game.current_player
    if seat is not None and game.farmhouses[seat]:
        card = cp.CARDS[game.farmhouses[seat][0]]
        picked = pending is not None and pending[0] == "F"
        fx = dx + RIVER_STEP
        nodes.append(card_node(card, fx, top, lang, cls="picked" if picked else ""))
        if FARMHOUSE_MOVE in legal_moves:  # the choice over the card: its seat mark is no word
            nodes.append(legal(el("g", "pick-F", {"class": "hv-pick"}, [
                el("rect", "frame", {"class": "frame", "x": fx, "y": top, "width": CARD,
                                     "height": CARD, "rx": 10, "fill": "#ffffff",
                                     "fill-opacity": 0, "stroke": "none"})]),
                FARMHOUSE_MOVE, t("label.farmhouse", lang, n=len(game.farmhouses[seat]))))
    width, height = 8 + 5 * RIVER_STEP - 4, top + CARD + 6
    return el("svg", "svg", {"viewBox": f"0 0 {width:g} {height:g}", "width": width,
                             "height": height, "role": "group", "aria-label": t("river", lang)},
              nodes)


def _valley(game: HarvestValley, lang: str, legal_moves: set[str]) -> Node:
    r0, c0, r1, c1 = valley_window(game)
    rows, cols = r1 - r0 + 1, c1 - c0 + 1
    width, height = PAD + cols * CELL + 10, PAD + rows * CELL + 10

    def xy(cell: Cell) -> tuple[float, float]:
        inset = (CELL - CARD) / 2
        return PAD + (cell[1] - c0) * CELL + inset, PAD + (cell[0] - r0) * CELL + inset

    pending = game.pending
    slots: list[Node] = []
    labels: list[Node] = []
    for r in range(r0, r1 + 1):
        labels.append(el("text", f"row{r}", {"x": PAD - 8, "y": PAD + (r - r0) * CELL + CELL / 2 + 5,
                                             "text-anchor": "end", "class": "coord"}, text=str(r + 1)))
        for c in range(c0, c1 + 1):
            x, y = xy((r, c))
            slots.append(el("rect", f"slot-{cell_name((r, c))}", {
                "x": x, "y": y, "width": CARD, "height": CARD, "rx": 10, "class": "hv-slot",
                "data-help": f"cell:{cell_name((r, c))}"}))
    for c in range(c0, c1 + 1):
        labels.append(el("text", f"col{c}", {"x": PAD + (c - c0) * CELL + CELL / 2, "y": PAD - 10,
                                             "text-anchor": "middle", "class": "coord"},
                         text=cell_name((0, c))[0]))
    cards: list[Node] = []
    for cell, card_id in sorted(game.valley.items()):
        cards.append(card_node(cp.CARDS[card_id], *xy(cell), lang,
                               label=f"{card_name(cp.CARDS[card_id], lang)}, {cell_name(cell)}"))
    for cell, card_id in sorted(game.removed.items()):
        name = card_name(cp.CARDS[card_id], lang)
        node = card_node(cp.CARDS[card_id], *xy(cell), lang, cls="removed",
                         label=f"{name}, {cell_name(cell)}, {t('removed', lang)}")
        node["c"].append(el("path", "x", {"d": f"M8 8 L{CARD - 8} {CARD - 8} M{CARD - 8} 8 L8 {CARD - 8}",
                                          "stroke": "#b00020", "stroke-width": 6}))
        cards.append(node)
    # targets of the current decision
    targets: list[Node] = []
    if pending is not None and pending[0] == "P":
        origin = pending[2]
        for direction in sorted(legal_moves & set(DIRECTIONS)):
            x, y = xy(step(origin, DIRECTIONS[direction]))
            targets.append(legal(el("g", f"push-{direction}", {"transform": f"translate({x:g},{y:g})",
                                                               "class": "hv-target push"}, [
                el("rect", "r", {"class": "frame", "width": CARD, "height": CARD, "rx": 10}),
                el("text", "a", {"x": CARD / 2, "y": CARD / 2 + 14, "text-anchor": "middle",
                                 "font-size": 40}, text={"N": "↑", "E": "→", "S": "↓", "W": "←"}[direction]),
            ]), direction, t("push_dir", lang, dir=t(f"dir.{direction}", lang))))
    elif pending is not None:
        for move in sorted(legal_moves - {PASS}):
            spot = parse_cell(move)
            if spot is None:
                continue
            x, y = xy(spot)
            occupied = spot in game.valley
            label = (t("onto", lang, card=card_name(cp.CARDS[game.valley[spot]], lang), cell=move)
                     if occupied else t("place_at", lang, cell=move))
            cls = "hv-target" + (" onto" if occupied else "")
            targets.append(legal(el("g", f"t-{move}", {"class": cls}, [
                el("rect", "r", {"class": "frame", "x": x, "y": y, "width": CARD, "height": CARD,
                                 "rx": 10})]), move, label))
    scale = min(1.0, VALLEY_HEIGHT / height)  # natural size: within a tablet's board area
    return el("svg", "svg", {
        "viewBox": f"0 0 {width:g} {height:g}", "width": round(width * scale),
        "height": round(height * scale), "role": "group", "aria-label": t("valley", lang),
        "preserveAspectRatio": "xMidYMin meet",
    }, [
        el("g", "labels", {}, labels),
        el("g", "slots", {}, slots),
        el("g", "cards", {}, cards),
        el("g", "targets", {}, targets),
    ])


def board(game: HarvestValley, lang: str, selection: str | None = None) -> Node:
    legal_moves = set(game.legal_moves())
    return areas("harvest_valley", t("title", lang), [
        area("river", t("river", lang), [_river(game, lang, legal_moves)]),
        area("valley", t("valley", lang), [_valley(game, lang, legal_moves)]),
    ])


# ---------------------------------------------------------------------- texts
def prompt(game: HarvestValley, lang: str) -> str:
    if game.is_over:
        return ""
    moves = game.legal_moves()
    if moves == [PASS]:
        return t("prompt.pass", lang)
    pending = game.pending
    if pending is None:
        return t("prompt.turn" if FARMHOUSE_MOVE in moves else "prompt.turn_river", lang)
    if pending[0] == "P":
        return t("prompt.push", lang)
    card = game.pending_card()
    assert card is not None
    name = card_name(card, lang)
    if card.kind == cp.WEEDS:
        return t("prompt.weeds", lang)
    if card.kind in cp.PUSHERS:
        return t("prompt.pusher", lang, card=name)
    return t("prompt.first" if not game.valley else "prompt.place", lang, card=name)


def describe_move(game: HarvestValley, move: str, lang: str) -> str:
    """The move in words; ``game`` is the position before it."""
    if move == PASS:
        return t("log.pass", lang)
    if move == FARMHOUSE_MOVE:
        return t("log.farmhouse", lang)
    if move in SLOT_MOVES:
        card_id = game.river[SLOT_MOVES.index(move)]
        name = card_name(cp.CARDS[card_id], lang) if card_id else move
        return t("log.take", lang, card=name)
    if move in DIRECTIONS:
        return t("log.push", lang, dir=t(f"dir.{move}", lang))
    card = game.pending_card()
    cell = parse_cell(move)
    if card is not None and cell is not None and cell in game.valley:
        target = card_name(cp.CARDS[game.valley[cell]], lang)
        key = "log.weeds" if card.kind == cp.WEEDS else "log.pusher"
        return t(key, lang, card=target, cell=move)
    return t("log.place", lang, cell=move)


def move_label(game: HarvestValley, move: str, lang: str) -> str:
    if move == PASS:
        return t("label.pass", lang)
    if move == FARMHOUSE_MOVE:
        seat = game.current_player or 0
        return t("label.farmhouse", lang, n=len(game.farmhouses[seat]))
    if move in SLOT_MOVES:
        card_id = game.river[SLOT_MOVES.index(move)]
        return t("label.take", lang, card=card_name(cp.CARDS[card_id], lang) if card_id else move)
    if move in DIRECTIONS:
        return t("push_dir", lang, dir=t(f"dir.{move}", lang))
    return t("place_at", lang, cell=move)


def player_stats(game: HarvestValley, seat: int, lang: str) -> list[tuple[str, str]]:
    stats = [(t("stat.farmhouses", lang), str(len(game.farmhouses[seat])))]
    if game.is_over:
        stats.append((t("stat.fruit", lang), str(game.score_breakdown()[seat]["details"]["fruit_points"])))
    return stats


def seat_colors(game: HarvestValley) -> list[str]:
    return SEAT_COLORS[: game.players]


def part_label(part: str, lang: str, game: Any = None) -> str:
    return t(f"part.{part}", lang)
