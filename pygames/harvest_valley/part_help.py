"""Each part of Harvest Valley's table in words, for a long press: a card's effect and score
(a farmhouse: what it scores now, part by part), an empty space of the valley, the river and
the deck.

``help_for_part(game, part, lang)`` answers the ``data-help`` values the view puts on parts:
``card:<id>``, ``cell:e5``, ``river``, ``deck``.
"""

from __future__ import annotations

from ..core.grid import cell_name, parse_cell
from ..core.i18n import seat_name
from . import components as cp
from .catalogue import t
from .rules import HarvestValley, grid_limits
from .scoring import PARTS
from .view import card_name

Help = tuple[str, str]


def _where(game: HarvestValley, card_id: str, lang: str) -> str:
    for cell, placed in game.valley.items():
        if placed == card_id:
            return t("ph.at", lang, cell=cell_name(cell))
    if card_id in game.removed.values():
        return t("ph.removed", lang)
    if card_id in game.river:
        return t("ph.in_river", lang, slot=game.river.index(card_id) + 1)
    return ""


def _farmhouse(game: HarvestValley, card: cp.Card, lang: str) -> str:
    assert card.owner is not None
    body = t("ph.kind.farmhouse", lang, name=seat_name(card.owner, lang))
    details = game.score_breakdown()[card.owner]["details"]
    house = next((h for h in details["farmhouses"] if h["card"] == card.id), None)
    if house is not None:
        parts = ", ".join(f"{t(f'part.{p}', lang)} {house[p]}" for p in PARTS if house[p])
        body += " " + t("ph.farmhouse_now", lang, total=house["total"],
                        parts=parts or t("ph.nothing", lang))
    return body


def help_for_part(game: HarvestValley, part: str, lang: str) -> Help | None:
    kind, _, rest = part.partition(":")
    if kind == "card" and rest in cp.CARDS:
        card = cp.CARDS[rest]
        body = _farmhouse(game, card, lang) if card.kind == cp.FARMHOUSE else \
            t(f"ph.kind.{card.kind}", lang)
        where = _where(game, rest, lang)
        return card_name(card, lang), f"{body} {where}".strip()
    if kind == "cell" and (cell := parse_cell(rest)) is not None:
        long, short = grid_limits(game.players)
        grid = f"{short}×{long}" if long == short else f"{short}×{long} / {long}×{short}"
        return t("ph.cell", lang, cell=cell_name(cell)), t("ph.cell_body", lang, grid=grid)
    if kind in ("river", "deck"):
        return t(f"part.{kind}", lang), t(f"part.{kind}.help", lang)
    return None
