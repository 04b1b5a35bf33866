"""Harvest Valley rules reference, contextual help and "why not?" candidates.

The reference is our own short summary of ``harvest-valley.ja.txt``; the deck pictures are
drawn by the view's own card code from ``components`` (a reconstruction: marked so).
"""

from __future__ import annotations

from typing import Any

from ..core.grid import cell_name
from ..core.reference import section
from ..core.registry import Reference
from ..core.scene import Node, el
from . import components as cp
from . import view
from .catalogue import t
from .part_help import help_for_part
from .rules import FARMHOUSE_MOVE, PASS, SLOT_MOVES, HarvestValley

#: Every move kind of the notation (see the package docstring).
MOVE_KINDS = ("river", "farmhouse", "cell", "push", "pass")
#: Board parts that are no choice but have help (node key -> part name).
PARTS = {
    "deck": "deck",
    "river-title": "river",
}


def move_kind(move: str) -> str:
    if move in SLOT_MOVES:
        return "river"
    if move == FARMHOUSE_MOVE:
        return "farmhouse"
    if move == PASS:
        return "pass"
    if move in ("N", "E", "S", "W"):
        return "push"
    return "cell"


def decisions_left(game: HarvestValley) -> int | None:
    """Take a card, place it, and for a tractor or cultivator push: 2 or 3 decisions."""
    if game.legal_moves() == [PASS]:
        return 1
    if game.pending is None:
        return 2
    if game.pending[0] == "P":
        return 1
    card = game.pending_card()
    return 2 if card is not None and card.kind in cp.PUSHERS else 1


def tries(game: HarvestValley) -> dict[str, str]:
    """Board keys of non-legal parts and the move a tap on them would mean now."""
    out: dict[str, str] = {}
    if game.pending is None:
        for slot, card_id in enumerate(game.river):
            if card_id:
                out[f"card-{card_id}"] = SLOT_MOVES[slot]
        return out
    if game.pending[0] == "P":
        return out
    r0, c0, r1, c1 = view.valley_window(game)
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            out[f"slot-{cell_name((r, c))}"] = cell_name((r, c))
    for cell, card_id in game.valley.items():
        out[f"card-{card_id}"] = cell_name(cell)
    return out


def _picture(card: cp.Card, count: int, lang: str) -> Node:
    label = view.card_name(card, lang)
    return el("figure", f"pic-{card.id}", {}, [
        el("svg", "svg", {"viewBox": f"-2 -2 {view.CARD + 4} {view.CARD + 4}", "role": "img",
                          "aria-label": label}, [view.card_node(card, 0, 0, lang)]),
        el("figcaption", "c", {}, text=t("ref.count", lang, n=count)),
    ])


def sections(lang: str, options: dict[str, Any], players: int) -> list[Node]:
    big = players in (3, 5)
    houses = 2 if players <= 3 else 1
    grid = "5×6 / 6×5" if big else "5×5"
    out = [
        section("setup", t("ref.setup", lang), [
            t("ref.setup1", lang, players=players, n=houses),
            t("ref.setup2", lang),
            t("ref.setup3", lang),
        ]),
        section("turn", t("ref.turn", lang), [
            t("ref.turn1", lang), t("ref.turn2", lang),
            t("ref.place1", lang), t("ref.place2", lang, grid=grid),
        ]),
        section("special", t("ref.exceptions", lang), [
            t("help.weeds", lang), t("help.tractor", lang),
            t("help.meteor", lang), t("help.pass", lang),
        ]),
        section("scoring", t("ref.scoring", lang), [
            t(f"ref.score{i}", lang) for i in range(1, 7)
        ] + [t("ref.total_pair" if players >= 4 else "ref.total_own", lang),
             t("ref.tiebreak", lang)]),
    ]
    specials = []
    for kind in (cp.SPRINKLER, cp.WELL, cp.LOCUST, cp.RABBIT, cp.CULTIVATOR):
        mode = str(options.get(kind, "off"))
        state = t(f"ref.mode.{mode}", lang)
        specials.append(f"{t(f'kind.{kind}', lang)} ({state}): {t(f'ref.sp.{kind}', lang)}")
    out.append(section("specials", t("ref.specials", lang), specials))
    deck = cp.deck_for({k: str(v) for k, v in options.items()})
    counts: dict[tuple[str, int], int] = {}
    first: dict[tuple[str, int], cp.Card] = {}
    for card in deck:
        counts[(card.kind, card.value)] = counts.get((card.kind, card.value), 0) + 1
        first.setdefault((card.kind, card.value), card)
    pics = [_picture(first[key], n, lang) for key, n in counts.items()]
    pics.append(_picture(cp.farmhouses(players)[0][0], houses, lang))
    out.append(section("deck", t("ref.deck", lang, n=len(deck)), [], [
        el("div", "pics", {"class": "pics"}, pics),
        el("p", "note", {"class": "note"}, text=t("ref.reconstructed", lang)),
    ]))
    return out


#: The reference plug-in the registry hands to the app (see ``plugin.py``).
REFERENCE: Reference[HarvestValley] = Reference(
    sections=sections, move_kind=move_kind, tries=tries, decisions_left=decisions_left,
    PARTS=PARTS, MOVE_KINDS=MOVE_KINDS, help_for_part=help_for_part)
