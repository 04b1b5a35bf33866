"""How the catalogue and the setup present Terra Vista: summary, play time, option notes and
the catalogue's picture (terrain spaces of a map with a road drawn across them)."""

from __future__ import annotations

from ..core.registry import Presentation
from ..core.scene import Node, el

#: The board's colours (as the view draws terrains, a blue market and an olive).
TERRAIN_FILL = {"green": "#9ccc65", "yellow": "#f2d64b", "grey": "#b0b0b0", "blue": "#64b5f6",
                "red": "#e57373"}
MARKET_BLUE = "#1565c0"
OLIVE = "#556b2f"
#: The picture's 3 x 3 spaces, row by row.
_SPACES = ("green", "yellow", "grey", "yellow", "blue", "green", "red", "green", "yellow")


def emblem() -> Node:
    """Nine spaces of a map, a market and an olive, and the road drawn between them."""
    cells = [
        el("rect", f"s{i}", {"x": 5 + (i % 3) * 18, "y": 5 + (i // 3) * 18, "width": 18,
                             "height": 18, "fill": TERRAIN_FILL[terrain], "stroke": "#fff",
                             "stroke-width": 1.5})
        for i, terrain in enumerate(_SPACES)
    ]
    return el("svg", "emblem", {"class": "emblem", "viewBox": "0 0 64 64",
                                "aria-hidden": "true", "focusable": "false"}, [
        el("rect", "paper", {"x": 0, "y": 0, "width": 64, "height": 64, "rx": 8,
                             "fill": "#fbf7ec"}),
        *cells,
        el("path", "road", {"d": "M14 14 L32 32 L50 32 L50 50", "stroke": "#263238",
                            "stroke-width": 3, "fill": "none", "stroke-linecap": "round",
                            "stroke-linejoin": "round"}),
        el("rect", "market", {"x": 8, "y": 8, "width": 12, "height": 12, "rx": 3,
                              "fill": MARKET_BLUE, "stroke": "#fff",
                              "stroke-width": 1.5}),
        el("circle", "olive", {"cx": 50, "cy": 50, "r": 6, "fill": OLIVE,
                               "stroke": "#fff", "stroke-width": 1.5}),
    ])


PRESENTATION = Presentation(
    summary={
        "en": "Roll the terrain dice, all draw a road at once, race your horses.",
        "ja": "地形ダイスで全員同時に道を描き、馬を進めるレース。",
    },
    # an estimate of this table's own (the rulebook gives no play time)
    minutes=(15, 30),
    option_notes={
        "board": {
            "en": "Day side: the rulebook's side for a first game. Night side: our own "
                  "variant, bonus lines only for the last space of a track.",
            "ja": "昼の面：最初のゲーム向けの面。夜の面：独自バリアントで、各トラックの最後の"
                  "マスだけがボーナスになります。",
        },
    },
    emblem=emblem,
)
