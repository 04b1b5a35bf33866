"""How the catalogue and the setup present TwinStar Valley: summary, play time, option notes
and the catalogue's picture (the twin stars over a hex of the valley)."""

from __future__ import annotations

from ..core.registry import Presentation
from ..core.scene import Node, el


def _star(key: str, x: float, y: float, r: float) -> Node:
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        # a five-pointed star, point up: the corners of a decagon, every other one pulled in
        dx, dy = _DECAGON[i]
        points.append(f"{x + dx * radius:.1f},{y + dy * radius:.1f}")
    return el("polygon", key, {"points": " ".join(points), "fill": "#ffd54f",
                               "stroke": "#8d6e00", "stroke-width": 1})


#: Unit vectors of a decagon's corners from the top, clockwise.
_DECAGON = ((0.0, -1.0), (0.588, -0.809), (0.951, -0.309), (0.951, 0.309), (0.588, 0.809),
            (0.0, 1.0), (-0.588, 0.809), (-0.951, 0.309), (-0.951, -0.309), (-0.588, -0.809))


def emblem() -> Node:
    """A hex of the valley with a road and a mine under two guiding stars."""
    return el("svg", "emblem", {"class": "emblem", "viewBox": "0 0 64 64",
                                "aria-hidden": "true", "focusable": "false"}, [
        el("rect", "sky", {"x": 0, "y": 0, "width": 64, "height": 64, "rx": 8,
                           "fill": "#23365f"}),
        el("polygon", "hex", {"points": "32,22 52,33.5 52,56.5 32,68 12,56.5 12,33.5",
                              "fill": "#7cb342", "stroke": "#33691e", "stroke-width": 2}),
        el("path", "road", {"d": "M14 50 Q32 40 50 48", "stroke": "#8d6e63",
                            "stroke-width": 3.5, "fill": "none"}),
        el("polygon", "mine", {"points": "26,38 32,29 38,38", "fill": "#78909c",
                               "stroke": "#37474f", "stroke-width": 1.5}),
        _star("star1", 20, 12, 8), _star("star2", 44, 12, 8),
    ])


PRESENTATION = Presentation(
    summary={
        "en": "Build routes in a valley, then deliver and trade: gems or fruits, solo too.",
        "ja": "谷に道を築いて運び、売る。宝石版と果物版（ソロあり）。",
    },
    # an estimate of this table's own (the rulebooks give no play time)
    minutes=(45, 90),
    option_notes={
        "edition": {
            "en": "Gems: mines, factories and contracts. Fruits: orchards, market domes and "
                  "research, for 1 to 4 players.",
            "ja": "宝石版：鉱山・工場・契約。果物版：果樹園・市場ドーム・研究（1〜4人）。",
        },
        "mode": {
            "en": "Fruit edition only: the advanced mode adds contracts and a sixth research.",
            "ja": "果物版のみ：上級モードでは契約と6番目の研究が加わります。",
        },
    },
    emblem=emblem,
)
