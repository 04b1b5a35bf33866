"""Tropicalia rules reference, contextual help and "why not?" candidates.

Our own short summary of ``tropicalia.ja.txt``. Every village tile is drawn by the view's
own tile code from ``components`` (a reconstruction: the rulebook lists no tile contents).
"""

from __future__ import annotations

from typing import Any

from ..core.reference import section
from ..core.registry import Reference
from ..core.scene import Node, el
from . import components as C
from . import view
from .catalogue import t
from .island import FRAME, POS_NAMES
from .part_help import help_for_part
from .pictures import SPRITES
from .rules import Tropicalia

MOVE_KINDS = ("place", "worker", "to", "home", "sell", "discard", "build", "pass", "at",
              "take", "keep")
#: Every part of the table carries its own ``data-help`` (see :mod:`.part_help`).
PARTS: dict[str, str] = {}


def move_kind(move: str) -> str:
    return move.split(" ", 1)[0]


def decisions_left(game: Tropicalia) -> int | None:
    """Known only where the turn is one decision (morning placement, the build square)."""
    return 1 if game.step in ("place", "square") else None


def tries(game: Tropicalia) -> dict[str, str]:
    """Board keys of parts that are no choice now and the move a tap on them would mean:
    frame spaces (morning, choosing a worker), island tiles (moving), build-board slots
    (building), the player's village squares (placing a tile) and fruit (putting back)."""
    out: dict[str, str] = {}
    step = game.step
    if step in ("place", "choose"):
        verb = "place" if step == "place" else "worker"
        out.update({f"fr-{space}": f"{verb} {space}" for space in FRAME})
    elif step == "dest":
        out.update({f"it-{name}": f"to {name}" for name in POS_NAMES})
    elif step == "build":
        out.update({f"slot{n}": f"build {n}" for n in range(1, len(C.SURCHARGES) + 1)})
    elif step == "square":
        out.update({f"sq-{game.turn + 1}-{k}": f"at {k}"
                    for k in range(1, C.VILLAGE_SQUARES + 1)})
    elif step == "discard":
        out.update({f"fr-{game.turn + 1}-{fruit}": f"discard {fruit}" for fruit in C.FRUITS})
    return out


def _tiles(lang: str) -> list[Node]:
    """Every village tile, drawn as on the table (the first picture holds the symbols)."""
    s = 80
    return [
        el("figure", f"v-{tile.id}", {"style": "width:96px"}, [
            el("svg", "svg", {"viewBox": f"-8 -8 {s + 16} {s + 16}", "role": "img",
                              "aria-label": view.village_tile_words(tile.id, lang)},
               [*([SPRITES] if i == 0 else []),
                view.village_tile_node("t", tile.id, 0, 0, s, lang)]),
            el("figcaption", "c", {}, text=t("ref.cost", lang, n=tile.cost)),
        ])
        for i, tile in enumerate(C.VILLAGE_TILES)
    ]


def sections(lang: str, options: dict[str, Any], players: int) -> list[Node]:
    advanced = bool(options.get("advanced"))
    out = [
        section("setup", t("ref.setup", lang), [
            t("ref.setup1", lang), t(f"ref.setup_p{min(max(players, 2), 4)}", lang),
            t("ref.setup2", lang), t("ref.setup3", lang),
        ]),
        section("morning", t("ref.morning", lang), [t("help.place", lang)]),
        section("day", t("ref.day", lang), [
            t("ref.day1", lang), t("help.home", lang), t("ref.orchard", lang),
            t("ref.plaza", lang), t("ref.market", lang), t("ref.surf", lang),
            t("ref.cart", lang), t("ref.baskets", lang),
        ]),
        section("build", t("ref.build", lang), [
            t("ref.build1", lang), t("ref.build2", lang), t("ref.build3", lang),
        ]),
        section("round", t("ref.round", lang), [
            t("ref.round1", lang), t("ref.round2", lang),
            *([t("ref.round_2p", lang)] if players == 2 else []),
        ]),
        section("scoring", t("ref.scoring", lang), [
            t(f"ref.score{i}", lang) for i in range(1, 7)
        ]),
    ]
    adv = [f"{'★ ' if e in C.STARRED else ''}{t(f'adv.{e}', lang)}"
           for e in C.ADVANCED_EFFECTS]
    out.append(section("advanced", t("ref.adv_on" if advanced else "ref.adv_off", lang),
                       [t("ref.adv1", lang), *adv]))
    out.append(section("tiles", t("ref.tiles", lang, n=len(C.VILLAGE_TILES)),
                       [t("ref.legend", lang)], [
        el("div", "pics", {"class": "pics"}, _tiles(lang)),
        el("p", "note", {"class": "note"}, text=t("ref.reconstructed", lang)),
    ]))
    return out


#: The reference plug-in the registry hands to the app (see ``plugin.py``).
REFERENCE: Reference[Tropicalia] = Reference(
    sections=sections, move_kind=move_kind, tries=tries, decisions_left=decisions_left,
    PARTS=PARTS, MOVE_KINDS=MOVE_KINDS, help_for_part=help_for_part)
