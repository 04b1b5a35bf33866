"""Terra Vista rules reference, contextual help and "why not?" candidates.

Our own short summary of ``terra-vista.ja.txt``. The pictures (a map, the score board, the
dice faces) are drawn by the view's own code from ``components``, a reconstruction.
"""

from __future__ import annotations

from typing import Any

from ..core.reference import section
from ..core.registry import Reference
from ..core.scene import Node, el
from . import draw_map, view
from .catalogue import t
from .components import DICE, SIZE
from .draw_scoreboard import scoreboard_svg
from .part_help import help_for_part
from .pictures import SPRITES, TERRAIN_FILL, pic
from .rules import BACK, PASS, TerraVista, space_name

MOVE_KINDS = ("select", "line", "back", "pass")
#: Board parts that are no choice but have help (node key -> part name).
PARTS = {
    "dice": "dice",
    "scoreboard": "scoreboard",
}


def move_kind(move: str) -> str:
    if move in (BACK, PASS):
        return move
    return "line" if "-" in move else "select"


def decisions_left(game: TerraVista) -> int | None:
    """Rules 1 and 2: select a space, then draw the line from it; rules 3: the line alone
    (picking a space first is no decision). Bonus lines may follow."""
    moves = game.legal_moves()
    if moves == [PASS] or not game.INTERFACE_STEPS:
        return 1
    return 1 if game.selected is not None else 2


def tries(game: TerraVista) -> dict[str, str]:
    """Map spaces: select them (no selection yet) or draw a line to them from the selected."""
    out: dict[str, str] = {}
    if not game.INTERFACE_STEPS:  # rules 3: the spaces no line starts from (the others are
        player = game.current_player  # picked, an interface step)
        if player is None:
            return out
        m = game.map_of(player)
        starts = {a for k in game.drawable(player) for a in m.edges[k]}
        return {f"sp{i}": space_name(i) for i in range(SIZE * SIZE) if i not in starts}
    for i in range(SIZE * SIZE):
        if game.selected is None:
            out[f"sp{i}"] = space_name(i)
        elif i != game.selected:
            a, b = sorted((game.selected, i))
            out[f"sp{i}"] = f"{space_name(a)}-{space_name(b)}"
    return out


def _dice_pictures(lang: str) -> list[Node]:
    """Each die's six faces: the terrain's colour and picture, its name below."""
    figures = []
    for d, faces in enumerate(DICE):
        squares = [
            el("g", f"f{i}", {"transform": f"translate({i * 40},0)"}, [
                el("rect", "r", {"width": 36, "height": 36, "rx": 6,
                                 "fill": TERRAIN_FILL[face], "stroke": "#333"}),
                pic("m", face, 6, 6, 24),
            ])
            for i, face in enumerate(faces)
        ]
        names = ", ".join(view.terrain_name(face, lang) for face in faces)
        figures.append(el("figure", f"die{d}", {"class": "wide", "style": "width:260px"}, [
            el("svg", "svg", {"viewBox": "-2 -2 244 40", "role": "img",
                              "aria-label": f"{t('ref.die', lang, n=d + 1)}: {names}"},
               ([SPRITES] if d == 0 else []) + squares),
            el("figcaption", "c", {}, text=f"{t('ref.die', lang, n=d + 1)}: {names}"),
        ]))
    return figures


def sections(lang: str, options: dict[str, Any], players: int) -> list[Node]:
    sample = TerraVista(players=max(1, players), seed=1, options=dict(options))
    map_svg = draw_map.map_svg(sample, 0, lang, big=False)
    map_svg["a"]["aria-label"] = t("ref.sample_map", lang)
    board_svg = scoreboard_svg(sample, view.seat_colors(sample), lang)
    out = [
        section("setup", t("ref.setup", lang), [
            t("ref.setup1", lang, players=players), t("ref.setup2", lang),
            t("ref.setup3", lang),
        ]),
        section("round", t("ref.round", lang), [
            t("ref.round1", lang), t("ref.round2", lang), t("ref.round3", lang),
            t("ref.wild", lang), t("ref.extreme", lang),
        ], [el("div", "pics", {"class": "pics"}, _dice_pictures(lang))]),
        section("scoring", t("ref.scoring", lang), [
            t("ref.score1", lang), t("ref.score2", lang), t("ref.score3", lang),
            t("ref.bonus", lang),
        ], [el("div", "pics", {"class": "pics"}, [
            el("figure", "board", {"class": "wide", "style": "width:100%;max-width:560px"},
               [board_svg, el("figcaption", "c", {}, text=t("ref.board", lang))])])]),
        section("end", t("ref.end", lang), [
            t("ref.end1", lang), t("ref.end2", lang),
            *([t("ref.solo", lang)] if players == 1 else []),
        ]),
        section("map", t("ref.sample_map", lang), [t("ref.taps", lang)], [
            el("div", "pics", {"class": "pics"}, [
                el("figure", "map", {"class": "wide", "style": "width:100%;max-width:360px"},
                   [map_svg])]),
            el("p", "note", {"class": "note"}, text=t("ref.reconstructed", lang)),
        ]),
    ]
    return out


#: The reference plug-in the registry hands to the app (see ``plugin.py``).
REFERENCE: Reference[TerraVista] = Reference(
    sections=sections, move_kind=move_kind, tries=tries, decisions_left=decisions_left,
    PARTS=PARTS, MOVE_KINDS=MOVE_KINDS, help_for_part=help_for_part)
