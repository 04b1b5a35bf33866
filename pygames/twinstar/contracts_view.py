"""The contracts area: the grid of contract cards and the draw pile (gem edition, fruit
advanced mode), or, in the fruit edition's other modes, the turn order and the solo bot's
card and reasons.

A card shows its points, its goal in words (with the items it asks for drawn), and its bonus;
Japanese lines break only where the catalogue marks a break, never inside a word. A card that
can be claimed now is a choice; a long press gives its goal, reward and each player's
progress.
"""

from __future__ import annotations

from typing import Any

from ..core.scene import Node, el, legal
from . import components as comp
from .drawing import (
    INK,
    MUTED,
    SMALL,
    TEXT,
    item_row,
    lines,
    player,
    svg,
    t,
    text,
    text_width,
    title,
    wrap,
)
from .look import Look, look_of
from .rules import TwinStar
from .words import bonus_text, bot_lines, describe_move, goal_text, solo_card

WIDTH = 290.0
CARD_W, CARD_H = 139.0, 96.0
ITEM_GOALS = ("transport", "mine_gems", "deliver", "deliver_match", "grow_fruits")


def card_lines(ed: str, c: comp.Contract, lang: str) -> list[str]:
    """The goal's lines on a card: in full where they fit, else (a goal naming items, which
    the card draws) in its short form."""
    room = 3 if c.bonus else 4
    width = CARD_W - 12
    lines = wrap(goal_text(ed, c, lang, breakable=True), SMALL, width)
    too_long = len(lines) > room or any(text_width(x, SMALL) > width for x in lines)
    if too_long and c.goal in ITEM_GOALS:
        lines = wrap(t(ed, f"card.{c.goal}", lang), SMALL, CARD_W - 12)
    return lines[:room]


def contract_card(look: Look, c: comp.Contract | None, x: float, y: float, key: str,
                  lang: str) -> Node:
    """A contract card (or the empty place of a claimed one) with its top-left at (x, y)."""
    ed = look.edition
    kids: list[Node] = [el("rect", "b", {"x": x, "y": y, "width": CARD_W, "height": CARD_H,
                                         "rx": 7, "fill": "#fffdf3" if c else "#efede6",
                                         "stroke": "#8a8474" if c else "#c9c4b6",
                                         "stroke-dasharray": None if c else "4 3",
                                         "class": "frame"})]
    if c is None:
        return el("g", key, {"class": "contract empty"}, kids)
    kids.append(text("p", x + 7, y + 18, f"{c.points}★", 15, **{"font-weight": "bold"}))
    kids.append(text("d", x + CARD_W - 7, y + 17, c.deck, SMALL,
                     **{"text-anchor": "end", "fill": MUTED}))
    top = y + 36
    if c.goal in ITEM_GOALS:  # the items asked for, drawn after the points
        kids.extend(item_row(look, str(c.param), x + 34, y + 5, 17, "it"))
    for i, line in enumerate(card_lines(ed, c, lang)):
        kids.append(text(f"g{i or ''}", x + 6, top + i * 15, line, SMALL))
    bonus = bonus_text(ed, c, lang)
    if bonus:
        kids.append(text("x", x + 6, y + CARD_H - 8, bonus, SMALL,
                         **{"fill": "#6a2f88", "font-weight": "bold"}))
    return el("g", key, {"class": "contract", "data-help": f"contract:{c.id}"}, kids)


def _grid(game: TwinStar, lang: str) -> tuple[list[Node], float]:
    look = look_of(game)
    ed = look.edition
    out: list[Node] = [title("title", 4, 20, t(ed, "title.contracts", lang), "contracts")]
    moves = {m.split()[1]: m for m in game.legal_moves() if m.startswith("claim ")}
    y = 30.0
    for i, cid in enumerate(game.grid):
        x, y = 4 + (i % 2) * (CARD_W + 6), 30 + (i // 2) * (CARD_H + 6)
        node = contract_card(look, game.contract(cid) if cid else None, x, y, f"grid-{i + 1}", lang)
        if str(i + 1) in moves:
            legal(node, moves[str(i + 1)], describe_move(game, moves[str(i + 1)], lang))
        out.append(node)
    y += CARD_H + 10
    pile = [text("t", 4, y + 20, t(ed, "title.pile", lang), TEXT, **{"font-weight": "bold"}),
            text("n", 4, y + 40, t(ed, "pile.left", lang, n=len(game.pile)), SMALL, fill=MUTED)]
    top = game.contract(game.pile[0]) if game.pile else None
    pile.append(contract_card(look, top, 4 + CARD_W + 6, y, "top", lang))
    out.append(el("g", "pile", {"data-help": "pile"}, pile))
    return out, y + CARD_H + 4


def _order(game: TwinStar, lang: str, y: float) -> tuple[list[Node], float]:
    ed = look_of(game).edition
    if not game.order_left:
        return [], y
    sep = "、" if lang == "ja" else ", "
    words = t(ed, "order.now", lang, now=sep.join(player(game, p, lang) for p in game.order_left),
              next=sep.join(player(game, p, lang) for p in game.order_right))
    out = [title("order-t", 4, y + 18, t(ed, "title.order", lang), "order")]
    more, y = lines("order", 4, y + 40, words, WIDTH - 8, TEXT)
    return [el("g", "order", {"data-help": "order"}, out + more)], y


def _bot(game: TwinStar, lang: str, y: float) -> tuple[list[Node], float]:
    ed = look_of(game).edition
    out: list[Node] = [title("bot-t", 4, y + 18, t(ed, "title.bot", lang), "bot")]
    y += 40
    card = solo_card(game, lang)
    if card:
        bold: dict[str, Any] = {"font-weight": "bold"}
        more, y = lines("card", 4, y, card, WIDTH - 8, TEXT, **bold)
        out += more
    said = bot_lines(game, lang)
    for i, line in enumerate(said):
        more, y = lines(f"log{i}-", 4, y + 4, line, WIDTH - 8, SMALL, fill=INK)
        out += more
    if not card and not said:  # before its first turn: what it will do
        before = t(ed, "bot.before", lang, construct=t(ed, f"action.{comp.CONSTRUCT}", lang))
        more, y = lines("before", 4, y + 4, before, WIDTH - 8, SMALL, fill=INK)
        out += more
    return [el("g", "bot", {"data-help": "bot"}, out)], y


def contracts_area(game: TwinStar, lang: str) -> tuple[Node, float, str] | None:
    """The contracts' picture (or the turn order and solo bot's), its natural width and its
    area name; None where the mode has neither."""
    look = look_of(game)
    ed, name = look.edition, look.panel
    if name == "contracts":
        kids, y = _grid(game, lang)
        more, y = _order(game, lang, y)
        return svg("contracts-svg", WIDTH, y + 4, t(ed, "title.contracts", lang),
                   kids + more), WIDTH, name
    kids, y = _order(game, lang, 0)
    if name == "bot":
        more, y = _bot(game, lang, y)
        kids += more
    if not kids:
        return None
    return svg(f"{name}-svg", WIDTH, y + 6, t(ed, f"title.{name}", lang), kids), WIDTH, name
