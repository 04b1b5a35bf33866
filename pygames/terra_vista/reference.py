"""Terra Vista rules reference, contextual help and "why not?" candidates (issue 10).

Our own short summary of ``terra-vista.ja.txt``. The pictures (a map, the score board, the
dice faces) are drawn by the view's own code from ``components``, a reconstruction.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import translate
from ..core.readings import sections as readings_sections
from ..core.scene import Node, el
from . import view
from .components import DICE, SIZE
from .help_texts import TEXTS as HELP
from .readings import COMPONENTS, READINGS
from .rules import BACK, PASS, TerraVista, parse_space, space_name
from .texts import TEXTS

MOVE_KINDS = ("select", "line", "back", "pass")
#: Board parts that are no choice but have help (node key -> part name).
PARTS = {
    "dice": "dice",
    "scoreboard": "scoreboard",
}
_P = "terra_vista."


def t(key: str, lang: str, **params: Any) -> str:
    return translate(HELP if key in HELP["en"] else TEXTS, key, lang, **params)


def move_kind(move: str) -> str:
    if move in (BACK, PASS):
        return move
    return "line" if "-" in move else "select"


def decisions_left(game: TerraVista) -> int | None:
    """Select a space, then draw the line from it (bonus lines may follow)."""
    moves = game.legal_moves()
    if moves == [PASS]:
        return 1
    return 1 if game.selected is not None else 2


def tries(game: TerraVista) -> dict[str, str]:
    """Map spaces: select them (no selection yet) or draw a line to them from the selected."""
    out: dict[str, str] = {}
    for i in range(SIZE * SIZE):
        if game.selected is None:
            out[f"sp{i}"] = space_name(i)
        elif i != game.selected:
            a, b = sorted((game.selected, i))
            out[f"sp{i}"] = f"{space_name(a)}-{space_name(b)}"
    return out


def _section(key: str, title: str, items: list[str], extra: list[Node] | None = None) -> Node:
    return el("section", key, {"class": "ref-section", "aria-label": title}, [
        el("h2", "h", {}, text=title),
        el("ul", "l", {}, [el("li", f"i{i}", {}, text=item) for i, item in enumerate(items)]),
        *(extra or []),
    ])


def _dice_pictures(lang: str) -> list[Node]:
    figures = []
    for d, faces in enumerate(DICE):
        squares = [
            el("g", f"f{i}", {"transform": f"translate({i * 34},0)"}, [
                el("rect", "r", {"width": 30, "height": 30, "rx": 5,
                                 "fill": view.TERRAIN_FILL[face], "stroke": "#333"}),
                el("text", "t", {"x": 15, "y": 20, "text-anchor": "middle", "font-size": 12,
                                 "fill": "#222"}, text=view.TERRAIN_CODE[lang][face]),
            ])
            for i, face in enumerate(faces)
        ]
        figures.append(el("figure", f"die{d}", {"class": "wide", "style": "width:250px"}, [
            el("svg", "svg", {"viewBox": "-2 -2 206 34", "role": "img",
                              "aria-label": t(_P + "ref.die", lang, n=d + 1)}, squares),
            el("figcaption", "c", {}, text=t(_P + "ref.die", lang, n=d + 1)),
        ]))
    return figures


def sections(lang: str, options: dict[str, Any], players: int) -> list[Node]:
    sample = TerraVista(players=max(1, players), seed=1, options=dict(options))
    size = view.BIG * SIZE
    map_svg = el("svg", "svg", {"viewBox": f"-6 -32 {size + 12} {size + 40}", "role": "img",
                                "aria-label": t(_P + "ref.sample_map", lang)},
                 [view._map(sample, 0, 0, 0, view.BIG, lang, active=False)])
    board_h = 30 + view.SB_CELL * 4 + 10
    board_svg = el("svg", "svg", {"viewBox": f"-2 -2 {view.SB_WIDTH + 4} {board_h + 4}",
                                  "role": "img", "aria-label": t(_P + "ref.board", lang)},
                   [view._score_board(sample, 0, 0, lang)])
    out = [
        _section("setup", t(_P + "ref.setup", lang), [
            t(_P + "ref.setup1", lang, players=players), t(_P + "ref.setup2", lang),
            t(_P + "ref.setup3", lang),
        ]),
        _section("round", t(_P + "ref.round", lang), [
            t(_P + "ref.round1", lang), t(_P + "ref.round2", lang), t(_P + "ref.round3", lang),
            t(_P + "ref.wild", lang), t(_P + "ref.extreme", lang),
        ], [el("div", "pics", {"class": "pics"}, _dice_pictures(lang))]),
        _section("scoring", t(_P + "ref.scoring", lang), [
            t(_P + "ref.score1", lang), t(_P + "ref.score2", lang), t(_P + "ref.score3", lang),
            t(_P + "ref.bonus", lang),
        ], [el("div", "pics", {"class": "pics"}, [
            el("figure", "board", {"class": "wide", "style": "width:100%;max-width:560px"},
               [board_svg, el("figcaption", "c", {}, text=t(_P + "ref.board", lang))])])]),
        _section("end", t(_P + "ref.end", lang), [
            t(_P + "ref.end1", lang), t(_P + "ref.end2", lang),
            *([t(_P + "ref.solo", lang)] if players == 1 else []),
        ]),
        _section("map", t(_P + "ref.sample_map", lang), [t(_P + "ref.taps", lang)], [
            el("div", "pics", {"class": "pics"}, [
                el("figure", "map", {"class": "wide", "style": "width:100%;max-width:360px"},
                   [map_svg])]),
            el("p", "note", {"class": "note"}, text=t(_P + "ref.reconstructed", lang)),
        ]),
        *readings_sections(READINGS, COMPONENTS, lang),
    ]
    return out


__all__ = ["MOVE_KINDS", "decisions_left", "move_kind", "parse_space", "sections", "tries"]
