"""TwinStar's pictures: the SVG symbols of its components, defined once per board.

Every gem and fruit has its own shape as well as its colour (a round Fire Opal, an
emerald-cut Forest Emerald, a triangular Aquamarine, a diamond Sunstone; an apple, a bunch of
grapes, a lemon, a pear), so no one needs the colour alone; the actions, terrains, factories
and markets have icons. The board's sprite sheet (:func:`sheet`) holds them; the areas draw
them with :func:`pygames.core.scene.use` by the ids :func:`item`, :func:`action` and
:func:`terrain` name, as the game's look (``look.py``) picks them for its edition. Shapes
are drawn in a 24×24 box.
"""

from __future__ import annotations

from ..core.scene import Node, el
from . import components as comp

PREFIX = "twinstar-"
INK = "#2b2b2b"
GEM_FILL = {"R": "#d8432f", "G": "#2f9e55", "B": "#39a7d6", "Y": "#f3c623"}
FRUIT_FILL = {"A": "#d8432f", "G": "#8a4fb8", "L": "#f3d923", "P": "#9ccf3a"}


def item(kind: str, c: str) -> str:
    """The symbol id of an item of a kind ("gem", "fruit"): its letter, or ``*`` for any
    one."""
    return f"{PREFIX}{kind}-{'any' if c == '*' else c}"


def action(kind: str, own: bool = False) -> str:
    """The symbol id of an action kind (``own``: the edition's own picture of it, as the
    fruit edition's Grow and Research)."""
    if own:
        return f"{PREFIX}act-f{kind}"
    # an id is letters, digits and dashes (the page refuses a reference to anything else)
    return f"{PREFIX}act-{'flower' if kind == comp.FLOWER else kind}"


def terrain(kind: str, own: bool = False) -> str | None:
    """The symbol id of a terrain's icon (plains have none; ``own``: the edition's own, as
    the fruit edition's orchards and market sites)."""
    if kind == comp.PLAINS:
        return None
    return f"{PREFIX}ter-{'f' if own else ''}{kind}"


COIN = PREFIX + "coin"
FACTORY = PREFIX + "factory"
MARKET = PREFIX + "market"
DISC = PREFIX + "disc"
ROAD = PREFIX + "road"


def _icon(kind: str, own: bool = False) -> str:
    """The symbol id of a terrain that has an icon (terrain() of any but the plains)."""
    sid = terrain(kind, own)
    assert sid is not None, kind
    return sid


def _symbol(sid: str, children: list[Node]) -> Node:
    return el("symbol", sid, {"id": sid, "viewBox": "0 0 24 24"}, children)


def _shape(tag: str, key: str, **attrs: object) -> Node:
    return el(tag, key, {"stroke": INK, "stroke-width": 1.3, "stroke-linejoin": "round", **attrs})


def _gems() -> list[Node]:
    f = GEM_FILL
    shine = {"fill": "#fff", "opacity": 0.55, "stroke": "none"}
    return [
        _symbol(item("gem", "R"), [  # Fire Opal: an oval cabochon
            _shape("ellipse", "b", cx=12, cy=12, rx=10, ry=8, fill=f["R"]),
            el("ellipse", "s", {"cx": 9, "cy": 9, "rx": 3.5, "ry": 2, **shine})]),
        _symbol(item("gem", "G"), [  # Forest Emerald: an emerald cut
            _shape("polygon", "b", points="7,3 17,3 21,7 21,17 17,21 7,21 3,17 3,7",
                   fill=f["G"]),
            _shape("polygon", "i", points="9,7 15,7 17,9 17,15 15,17 9,17 7,15 7,9",
                   fill="none", **{"stroke-width": 0.9})]),
        _symbol(item("gem", "B"), [  # Aquamarine: a trillion (triangle)
            _shape("polygon", "b", points="12,2 22.5,20.5 1.5,20.5", fill=f["B"]),
            _shape("polygon", "i", points="12,8 17,17 7,17", fill="none",
                   **{"stroke-width": 0.9})]),
        _symbol(item("gem", "Y"), [  # Sunstone: a diamond
            _shape("polygon", "b", points="12,1.5 22.5,12 12,22.5 1.5,12", fill=f["Y"]),
            _shape("path", "i", d="M12 1.5 L12 22.5 M1.5 12 L22.5 12", fill="none",
                   **{"stroke-width": 0.7})]),
        _symbol(item("gem", "*"), [  # any gem: a plain outline with a question mark
            _shape("polygon", "b", points="12,2 22,12 12,22 2,12", fill="#fff",
                   **{"stroke-dasharray": "2 1.5"}),
            _question()]),
    ]


def _question() -> Node:
    """A question mark drawn as a shape: "any one" inside an item's outline."""
    return el("path", "q", {"d": "M9.2 9.3 C9.2 6 14.8 6 14.8 9.3 C14.8 11.4 12 11.6 12 14.2 "
                                 "M12 16.6 V17.4", "fill": "none", "stroke": INK,
                            "stroke-width": 2, "stroke-linecap": "round"})


def _fruits() -> list[Node]:
    f = FRUIT_FILL
    leaf = {"fill": "#3f8f3a", "stroke": INK, "stroke-width": 0.8}
    return [
        _symbol(item("fruit", "A"), [  # apple: round, a notch, a stem and a leaf
            _shape("path", "b", d="M12 7 C7 3 2 7 3 13 C4 19 8 22 12 20 C16 22 20 19 21 13 "
                                  "C22 7 17 3 12 7 Z", fill=f["A"]),
            _shape("path", "st", d="M12 7 L13 2.5", fill="none"),
            el("path", "lf", {"d": "M13 4 C16 1.5 19 2.5 19 3.5 C17 5.5 15 5 13 4 Z", **leaf})]),
        _symbol(item("fruit", "G"), [  # grapes: a bunch of berries
            *[_shape("circle", f"g{i}", cx=x, cy=y, r=3.3, fill=f["G"])
              for i, (x, y) in enumerate(((8, 8), (16, 8), (12, 8), (10, 13.5), (14, 13.5),
                                          (12, 19)))],
            _shape("path", "st", d="M12 5 L13 1.5", fill="none")]),
        _symbol(item("fruit", "L"), [  # lemon: an oval with pointed ends
            _shape("path", "b", d="M2 12 C4 5 20 5 22 12 C20 19 4 19 2 12 Z", fill=f["L"]),
            el("ellipse", "s", {"cx": 9, "cy": 10, "rx": 3, "ry": 1.5, "fill": "#fff",
                                "opacity": 0.5})]),
        _symbol(item("fruit", "P"), [  # pear: small top, wide bottom
            _shape("path", "b", d="M12 3 C9 3 8.5 7 8.5 9 C8.5 11 4 13 4 17 C4 21 8 22.5 12 "
                                  "22.5 C16 22.5 20 21 20 17 C20 13 15.5 11 15.5 9 C15.5 7 "
                                  "15 3 12 3 Z", fill=f["P"]),
            _shape("path", "st", d="M12 3 L12.5 0.8", fill="none")]),
        _symbol(item("fruit", "*"), [  # any fruit
            _shape("circle", "b", cx=12, cy=12, r=9.5, fill="#fff",
                   **{"stroke-dasharray": "2 1.5"}),
            _question()]),
    ]


def _actions() -> list[Node]:
    line = {"fill": "none", "stroke": INK, "stroke-width": 2, "stroke-linecap": "round",
            "stroke-linejoin": "round"}
    return [
        _symbol(action(comp.CONSTRUCT), [  # a hammer
            el("path", "h", {"d": "M6 21 L15 12", **line, "stroke-width": 3}),
            el("path", "k", {"d": "M11 6 L16 3 L21 8 L18 13 Z", "fill": "#8d8d8d",
                             "stroke": INK, "stroke-width": 1.2})]),
        _symbol(action(comp.TRANSPORT), [  # a cart
            el("rect", "b", {"x": 2, "y": 7, "width": 15, "height": 9, "rx": 1.5,
                             "fill": "#c98d4b", "stroke": INK, "stroke-width": 1.2}),
            el("path", "d", {"d": "M17 11 L21 11 L22 16 L17 16", **line, "stroke-width": 1.4}),
            el("circle", "w1", {"cx": 6, "cy": 18.5, "r": 2.5, "fill": INK}),
            el("circle", "w2", {"cx": 17, "cy": 18.5, "r": 2.5, "fill": INK})]),
        _symbol(action(comp.MINE_ACTION), [  # a pickaxe
            el("path", "h", {"d": "M12 9 L5 21", **line, "stroke-width": 2.6}),
            el("path", "k", {"d": "M3 8 C8 2 16 2 21 8 C16 6 8 6 3 8 Z", "fill": "#8d8d8d",
                             "stroke": INK, "stroke-width": 1.2})]),
        _symbol(action(comp.UPGRADE), [  # a cogwheel
            el("path", "c", {"d": "M10.5 2 H13.5 L14 5 L16.5 6 L19 4.2 L21 6.3 L19.2 8.8 "
                                  "L20.2 11.2 L23 11.7 V14.7 L20.2 15.1 L19.2 17.5 L21 20 "
                                  "L19 22 L16.5 20.3 L14 21.3 L13.5 24 H10.5 L10 21.3 "
                                  "L7.5 20.3 L5 22 L3 20 L4.8 17.5 L3.8 15.1 L1 14.7 V11.7 "
                                  "L3.8 11.2 L4.8 8.8 L3 6.3 L5 4.2 L7.5 6 L10 5 Z",
                             "fill": "#9b86c4", "stroke": INK, "stroke-width": 1,
                             "transform": "translate(0 -1)"}),
            el("circle", "h", {"cx": 12, "cy": 12, "r": 3.5, "fill": "#fff", "stroke": INK,
                               "stroke-width": 1})]),
        _symbol(action(comp.MINE_ACTION, own=True), [  # Grow: a sprout
            el("path", "s", {"d": "M12 22 L12 10", **line, "stroke": "#2e6b2a"}),
            el("path", "l1", {"d": "M12 13 C7 13 4 9 4 6 C8 6 12 8 12 13 Z", "fill": "#5fae4f",
                              "stroke": INK, "stroke-width": 1}),
            el("path", "l2", {"d": "M12 11 C16 11 20 8 20 4 C15 4 12 7 12 11 Z",
                              "fill": "#5fae4f", "stroke": INK, "stroke-width": 1})]),
        _symbol(action(comp.UPGRADE, own=True), [  # Research: a flask
            el("path", "f", {"d": "M9 2 H15 M10 2 V9 L4 20 C3.5 21.5 4.5 22 6 22 H18 C19.5 22 "
                                  "20.5 21.5 20 20 L14 9 V2", "fill": "#d9e9f7", "stroke": INK,
                             "stroke-width": 1.4, "stroke-linejoin": "round"}),
            el("path", "l", {"d": "M6.5 17 H17.5 L19.5 20.5 H4.5 Z", "fill": "#6fb0de"})]),
        _symbol(action(comp.FLOWER), [  # a flower square: never used
            *[el("circle", f"p{i}", {"cx": 12 + 5 * dx, "cy": 12 + 5 * dy, "r": 4,
                                     "fill": "#f2c6de", "stroke": INK, "stroke-width": 0.8})
              for i, (dx, dy) in enumerate(((0, -1), (0.95, -0.31), (0.59, 0.81),
                                            (-0.59, 0.81), (-0.95, -0.31)))],
            el("circle", "c", {"cx": 12, "cy": 12, "r": 3, "fill": "#f3c623", "stroke": INK,
                               "stroke-width": 0.8})]),
    ]


def _terrains() -> list[Node]:
    return [
        _symbol(_icon(comp.LAKE), [  # waves
            el("path", "w", {"d": "M2 9 q2.5 -3 5 0 t5 0 t5 0 t5 0 M2 15 q2.5 -3 5 0 t5 0 t5 0 "
                                  "t5 0", "fill": "none", "stroke": "#1f5f8b",
                             "stroke-width": 1.8, "stroke-linecap": "round"})]),
        _symbol(_icon(comp.MOUNTAIN), [  # two peaks
            el("path", "m", {"d": "M1 21 L8.5 6 L13 14 L16 9 L23 21 Z", "fill": "#8a6d4f",
                             "stroke": INK, "stroke-width": 1.1, "stroke-linejoin": "round"}),
            el("path", "s", {"d": "M8.5 6 L6.2 10.6 L8.5 9.5 L10.6 10.2 Z", "fill": "#fff"})]),
        _symbol(_icon(comp.MINE), [  # a mine entrance
            el("path", "a", {"d": "M3 21 V12 C3 5 21 5 21 12 V21 Z", "fill": "#6e6258",
                             "stroke": INK, "stroke-width": 1.1}),
            el("path", "d", {"d": "M7 21 V13 C7 9 17 9 17 13 V21 Z", "fill": "#2b2520"})]),
        _symbol(_icon(comp.SITE), [  # a factory site: an outline to build on
            el("path", "f", {"d": "M3 21 V11 L8 14 V11 L13 14 V5 H17 V21 Z", "fill": "none",
                             "stroke": "#8a3d62", "stroke-width": 1.4,
                             "stroke-dasharray": "2.5 1.5"})]),
        _symbol(_icon(comp.MINE, own=True), [  # an orchard: a fruit tree
            el("rect", "t", {"x": 10.5, "y": 13, "width": 3, "height": 9, "fill": "#7a5230"}),
            el("circle", "c", {"cx": 12, "cy": 9.5, "r": 7.5, "fill": "#4f9d45",
                               "stroke": INK, "stroke-width": 1}),
            el("circle", "f1", {"cx": 9, "cy": 8, "r": 1.4, "fill": "#d8432f"}),
            el("circle", "f2", {"cx": 14.5, "cy": 11.5, "r": 1.4, "fill": "#f3d923"})]),
        _symbol(_icon(comp.SITE, own=True), [  # a market site: a stall to build
            el("path", "s", {"d": "M3 9 L6 4 H18 L21 9 Z M5 9 V21 H19 V9", "fill": "none",
                             "stroke": "#8a5a12", "stroke-width": 1.4,
                             "stroke-dasharray": "2.5 1.5"})]),
    ]


def _pieces() -> list[Node]:
    """Pieces drawn in their owner's colour: the ``color`` of the ``use`` fills them."""
    own = {"fill": "currentColor", "stroke": INK, "stroke-width": 1.3}
    return [
        el("symbol", COIN, {"id": COIN, "viewBox": "0 0 24 24"}, [
            el("circle", "o", {"cx": 12, "cy": 12, "r": 10.5, "fill": "#e9b824", "stroke": INK,
                               "stroke-width": 1.2}),
            el("circle", "i", {"cx": 12, "cy": 12, "r": 7, "fill": "none", "stroke": "#8a6a0a",
                               "stroke-width": 1})]),
        el("symbol", FACTORY, {"id": FACTORY, "viewBox": "0 0 24 24"}, [
            el("path", "f", {"d": "M2 22 V11 L7.5 14.5 V11 L13 14.5 V4 H18 V22 Z", **own})]),
        el("symbol", MARKET, {"id": MARKET, "viewBox": "0 0 24 24"}, [
            el("path", "d", {"d": "M2 20 C2 8 22 8 22 20 Z", **own}),
            el("rect", "b", {"x": 1, "y": 19.5, "width": 22, "height": 3, "fill": "#6d4c41",
                             "stroke": INK, "stroke-width": 1})]),
        el("symbol", DISC, {"id": DISC, "viewBox": "0 0 24 24"}, [
            el("circle", "d", {"cx": 12, "cy": 12, "r": 10.5, **own})]),
        el("symbol", ROAD, {"id": ROAD, "viewBox": "0 0 24 24"}, [
            el("rect", "r", {"x": 2, "y": 6, "width": 20, "height": 12, "rx": 3, **own})]),
    ]


#: The item symbols of each kind.
_ITEMS = {"gem": _gems, "fruit": _fruits}


def sheet(items: str) -> list[Node]:
    """Every symbol a board draws whose items are of kind ``items``, for its sprite sheet
    (``look.Look.sheet``)."""
    return [*_ITEMS[items](), *_actions(), *_terrains(), *_pieces()]
