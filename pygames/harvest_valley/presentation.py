"""How the catalogue and the setup present Harvest Valley: summary, play time, option notes and
the catalogue's picture (a corner of the valley: vegetables, a fruit tree, wheat, a pond)."""

from __future__ import annotations

from ..core.registry import Presentation
from ..core.scene import Node, el


def emblem() -> Node:
    """Four land cards of the valley, each with its crop."""
    def card(key: str, x: int, y: int, fill: str, crop: list[Node]) -> Node:
        return el("g", key, {}, [
            el("rect", "c", {"x": x, "y": y, "width": 27, "height": 27, "rx": 4, "fill": fill,
                             "stroke": "#5b4a2a", "stroke-width": 1.5}), *crop])

    return el("svg", "emblem", {"class": "emblem", "viewBox": "0 0 64 64",
                                "aria-hidden": "true", "focusable": "false"}, [
        card("veg", 4, 4, "#9ccc65", [
            el("path", "carrot", {"d": "M17.5 24 L12.5 12 H22.5 Z", "fill": "#ef6c00"}),
            el("path", "leaves", {"d": "M15 12 L13 7 M17.5 12 V6 M20 12 L22 7",
                                  "stroke": "#2e7d32", "stroke-width": 2})]),
        card("tree", 33, 4, "#aed581", [
            el("rect", "trunk", {"x": 45, "y": 18, "width": 3.5, "height": 9, "fill": "#6d4c41"}),
            el("circle", "crown", {"cx": 46.5, "cy": 14, "r": 7.5, "fill": "#388e3c"}),
            el("circle", "fruit", {"cx": 44, "cy": 13, "r": 2, "fill": "#e53935"})]),
        card("wheat", 4, 33, "#ffe082", [
            el("path", "ears", {"d": "M11 56 V40 M17.5 56 V38 M24 56 V40", "stroke": "#a1762a",
                                "stroke-width": 2.5, "stroke-linecap": "round"})]),
        card("pond", 33, 33, "#c5e1a5", [
            el("ellipse", "water", {"cx": 46.5, "cy": 46.5, "rx": 9, "ry": 6, "fill": "#4fc3f7",
                                    "stroke": "#0277bd", "stroke-width": 1.5})]),
    ])


PRESENTATION = Presentation(
    summary={
        "en": "Farm a shared valley card by card; mind the crows and boars.",
        "ja": "土地カードで谷を耕す農業ゲーム。カラスとイノシシに注意。",
    },
    # an estimate of this table's own (the rulebook gives no play time)
    minutes=(20, 40),
    option_notes={
        "sprinkler": {
            "en": "Waters diagonally: each vegetable and fruit tree diagonally next to it "
                  "scores 1 more. Replaces the pond or joins the deck.",
            "ja": "斜めに水をまく：斜めに隣接する野菜と果樹が1点ずつ増えます。池と入れ替えるか、"
                  "デッキに追加します。",
        },
        "well": {
            "en": "Scores 2 for each animal (boar, crow, locust, rabbit) next to it, "
                  "diagonals included.",
            "ja": "縦横斜めに隣接する動物（イノシシ、カラス、イナゴ、ウサギ）1匹につき2点。",
        },
        "locust": {
            "en": "Cancels every wheat card next to it (not diagonally): they leave the valley.",
            "ja": "縦横に隣接する小麦カードをすべて打ち消し、谷から取り除きます。",
        },
        "rabbit": {
            "en": "A farmhouse next to a rabbit (not diagonally) scores 2 less.",
            "ja": "ウサギに縦横に隣接するファームハウスは2点減ります。",
        },
        "cultivator": {
            "en": "Works like the tractor but pushes a whole row of adjacent cards. "
                  "Replaces the tractor or joins the deck.",
            "ja": "トラクターのように使えますが、隣接して並ぶカードの列をまとめて押せます。"
                  "トラクターと入れ替えるか、デッキに追加します。",
        },
    },
    emblem=emblem,
)
