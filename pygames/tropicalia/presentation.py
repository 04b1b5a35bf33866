"""How the catalogue and the setup present Tropicalia: summary, play time, option notes and
the catalogue's picture (the island with a palm, a mango and a shell)."""

from __future__ import annotations

from ..core.registry import Presentation
from ..core.scene import Node, el


def emblem() -> Node:
    """The island in the sea: sand, a palm tree, a mango and a shell."""
    return el("svg", "emblem", {"class": "emblem", "viewBox": "0 0 64 64",
                                "aria-hidden": "true", "focusable": "false"}, [
        el("rect", "sea", {"x": 0, "y": 0, "width": 64, "height": 64, "rx": 8,
                           "fill": "#8fd3e8"}),
        el("ellipse", "sand", {"cx": 32, "cy": 46, "rx": 26, "ry": 12, "fill": "#f3e2b3",
                               "stroke": "#c8a96a", "stroke-width": 1.5}),
        el("path", "trunk", {"d": "M31 46 Q30 30 35 18", "stroke": "#8b5a2b",
                             "stroke-width": 3.5, "fill": "none"}),
        el("path", "fronds", {"d": "M35 18 Q24 12 15 20 M35 18 Q46 10 53 19 M35 18 Q30 6 22 7"
                                   " M35 18 Q42 4 49 7", "stroke": "#2e7d32",
                              "stroke-width": 3.5, "fill": "none", "stroke-linecap": "round"}),
        el("circle", "coconut", {"cx": 34, "cy": 21, "r": 2.6, "fill": "#8b5a2b"}),
        el("ellipse", "mango", {"cx": 16, "cy": 46, "rx": 5, "ry": 3.8, "fill": "#f08c00"}),
        el("path", "shell", {"d": "M44 50 Q49 39 54 50 Z M46.5 50 L49 43 L51.5 50",
                             "fill": "#ffccbc", "stroke": "#bf6f55", "stroke-width": 1.2}),
    ])


PRESENTATION = Presentation(
    summary={
        "en": "Harvest island fruit, sell it for shells and build your village.",
        "ja": "島の果物を収穫して貝殻に換え、村を築く。",
    },
    # an estimate of this table's own (the rulebook gives no play time)
    minutes=(40, 60),
    option_notes={
        "advanced": {
            "en": "Three advanced market tiles, drawn at random, replace the three basic "
                  "markets and sell fruit in new ways.",
            "ja": "ランダムに選んだ上級市場タイル3枚が基本の市場を覆い、フルーツの新しい売り方が"
                  "加わります。",
        },
    },
    emblem=emblem,
)
