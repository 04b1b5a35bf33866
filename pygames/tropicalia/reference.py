"""Tropicalia rules reference, contextual help and "why not?" candidates (issue 10).

Our own short summary of ``tropicalia.ja.txt``. Every village tile is drawn by the view's
own tile code from ``components`` (a reconstruction: the rulebook lists no tile contents).
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import translate
from ..core.readings import sections as readings_sections
from ..core.scene import Node, el
from . import components as C
from . import view
from .help_texts import TEXTS as HELP
from .readings import COMPONENTS, READINGS
from .rules import Tropicalia
from .texts import TEXTS

MOVE_KINDS = ("place", "worker", "to", "home", "sell", "discard", "build", "pass", "at",
              "take", "keep")
#: Board parts that are no choice but have help (node key -> part name).
PARTS = {
    "build": "build",
    "island": "island",
}
_P = "tropicalia."


def t(key: str, lang: str, **params: Any) -> str:
    return translate(HELP if key in HELP["en"] else TEXTS, key, lang, **params)


def move_kind(move: str) -> str:
    return move.split(" ", 1)[0]


def decisions_left(game: Tropicalia) -> int | None:
    """Known only where the turn is one decision (morning placement, the build square)."""
    return 1 if game.step in ("place", "square") else None


def tries(game: Tropicalia) -> dict[str, str]:
    out: dict[str, str] = {}
    frame = [f"{side}{x}" for side in "NS" for x in "abcd"] + \
            [f"{side}{y}" for side in "WE" for y in "1234"]
    if game.step in ("place", "choose"):
        verb = "place" if game.step == "place" else "worker"
        for space in frame:
            out[f"fr-{space}"] = f"{verb} {space}"
    elif game.step == "dest":
        for col in "abcd":
            for row in "1234":
                out[f"it-{col}{row}"] = f"to {col}{row}"
    return out


def _section(key: str, title: str, items: list[str], extra: list[Node] | None = None) -> Node:
    return el("section", key, {"class": "ref-section", "aria-label": title}, [
        el("h2", "h", {}, text=title),
        el("ul", "l", {}, [el("li", f"i{i}", {}, text=item) for i, item in enumerate(items)]),
        *(extra or []),
    ])


def _tiles(lang: str) -> list[Node]:
    s = 64
    return [
        el("figure", f"v-{tile.id}", {"style": "width:88px"}, [
            el("svg", "svg", {"viewBox": f"-8 -8 {s + 16} {s + 16}", "role": "img",
                              "aria-label": t(_P + f"kind.{tile.kind}", lang)},
               [view._village_tile("t", tile.id, 0, 0, s, lang)]),
            el("figcaption", "c", {}, text=t(_P + "ref.cost", lang, n=tile.cost)),
        ])
        for tile in C.VILLAGE_TILES
    ]


def sections(lang: str, options: dict[str, Any], players: int) -> list[Node]:
    advanced = bool(options.get("advanced"))
    out = [
        _section("setup", t(_P + "ref.setup", lang), [
            t(_P + "ref.setup1", lang), t(_P + f"ref.setup_p{min(max(players, 2), 4)}", lang),
            t(_P + "ref.setup2", lang), t(_P + "ref.setup3", lang),
        ]),
        _section("morning", t(_P + "ref.morning", lang), [t(_P + "help.place", lang)]),
        _section("day", t(_P + "ref.day", lang), [
            t(_P + "ref.day1", lang), t(_P + "help.home", lang), t(_P + "ref.orchard", lang),
            t(_P + "ref.plaza", lang), t(_P + "ref.market", lang), t(_P + "ref.surf", lang),
            t(_P + "ref.cart", lang), t(_P + "ref.baskets", lang),
        ]),
        _section("build", t(_P + "ref.build", lang), [
            t(_P + "ref.build1", lang), t(_P + "ref.build2", lang), t(_P + "ref.build3", lang),
        ]),
        _section("round", t(_P + "ref.round", lang), [
            t(_P + "ref.round1", lang), t(_P + "ref.round2", lang),
            *([t(_P + "ref.round_2p", lang)] if players == 2 else []),
        ]),
        _section("scoring", t(_P + "ref.scoring", lang), [
            t(_P + f"ref.score{i}", lang) for i in range(1, 7)
        ]),
    ]
    adv = [f"{'★ ' if e in C.STARRED else ''}{t(_P + f'adv.{e}', lang)}"
           for e in C.ADVANCED_EFFECTS]
    out.append(_section("advanced", t(_P + ("ref.adv_on" if advanced else "ref.adv_off"), lang),
                        [t(_P + "ref.adv1", lang), *adv]))
    out.append(_section("tiles", t(_P + "ref.tiles", lang, n=len(C.VILLAGE_TILES)),
                        [t(_P + "ref.legend", lang)], [
        el("div", "pics", {"class": "pics"}, _tiles(lang)),
        el("p", "note", {"class": "note"}, text=t(_P + "ref.reconstructed", lang)),
    ]))
    out.extend(readings_sections(READINGS, COMPONENTS, lang))
    return out
