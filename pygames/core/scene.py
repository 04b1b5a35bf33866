"""Scenes: the plain data that views build and the JavaScript bridge patches into the DOM.

A scene is a tree of nodes; each node is a dict with short keys so it crosses the worker
boundary cheaply::

    {"t": "rect",            # tag (HTML, or SVG inside an "svg" node)
     "k": "card-7",          # stable key: the bridge reuses/moves the DOM node with this key
     "a": {"x": 10, ...},    # attributes (None values are dropped)
     "c": [...],             # children (optional)
     "x": "text"}            # text content (optional, instead of children)

Conventions the bridge and the tests rely on:

* a legal choice of the current decision carries ``data-move`` (the move string, or
  several moves joined by ``;`` that one tap plays in turn) and the class ``legal``; a tap on
  it plays that move;
* a part of the board that leads to several choices carries ``data-action="select"`` and
  ``data-value`` (see :func:`selectable`): a tap picks it and the view draws those choices;
* a UI control carries ``data-action`` (and optionally ``data-value``); the controller
  interprets it (new game, undo, language, ...);
* keys are unique among siblings; a node without ``k`` is keyed by its position.

Boards as areas. A complex board is an HTML ``div`` of classes ``board areas <game>`` (see
:func:`areas`) holding one ``section`` per area (see :func:`area`: valley, action board,
market ...), each with an ``svg`` of its own ``viewBox``. The page lays the areas out for the
screen (side by side where they fit, stacked on phones) and each area's picture scales to
its width without growing past its own ``width``, so what is tappable keeps its size. The
app marks the area holding the current decision's first choice with ``data-current`` (see
:func:`mark_current`) and the bridge brings it into view. A simple board may stay one
``svg``: it is a single area.

One visual language for choices, drawn by the shared CSS (web/app.css), never by the views:

* ``legal``: a choice; the shape that outlines the part carries the class ``frame`` (the
  CSS rings it, dashed, in the choice colour: a cue beyond colour); a part without a
  ``frame`` is outlined as a whole;
* ``picked``: the part picked first (:func:`selectable`), framed solid;
* ``hint``: the Hint's choice (the app adds it), pulsing.

Every part answers a tap: a choice plays; any other part carries ``data-try`` (a move whose
reason the rule set explains) or ``data-help`` (a part name, such as ``contract:fb15`` or
``hex:C12``, that the rule set's ``help_for_part`` explains; a long press explains a part
that has both by its help). Pieces and resources are drawn from SVG symbols (:func:`use`)
with a label or a distinct shape, never a letter code alone; a board's symbols are defined
once, in its sprite sheet (:func:`sprites`).

The rule code never builds nodes: views (``pygames/<game>/view.py``) and the app do.
"""

from __future__ import annotations

from typing import Any

from .choice_names import named, spaced

Node = dict[str, Any]


def el(tag: str, key: str | None = None, attrs: dict[str, Any] | None = None,
       children: list[Node] | None = None, text: str | None = None) -> Node:
    """Build a node, dropping attributes whose value is None."""
    node: Node = {"t": tag}
    if key is not None:
        node["k"] = key
    if attrs:
        clean = {name: value for name, value in attrs.items() if value is not None}
        if clean:
            node["a"] = clean
    if children:
        node["c"] = children
    if text is not None:
        node["x"] = text
    return node


def legal(node: Node, move: str, label: str | None = None) -> Node:
    """Mark a node as the tappable legal choice ``move`` (with an accessible name)."""
    attrs = node.setdefault("a", {})
    attrs["data-move"] = move
    cls = attrs.get("class")
    attrs["class"] = f"{cls} legal" if cls else "legal"
    attrs["tabindex"] = 0
    attrs["role"] = "button"
    _name_choice(node, attrs, label)
    return node


def _name_choice(node: Node, attrs: dict[str, Any], label: str | None) -> None:
    """A choice's name holds the words it shows (choice_names.py)."""
    if node.get("t") != "button":
        spaced(node)
    label = named(node, label)
    if label:
        attrs["aria-label"] = label


#: Joins the moves of one tap (a fruit-edition disc chain: ``walk b1;place c1``).
SEQUENCE = ";"


#: Joins the legal moves a pick-first part leads to (``data-leads``).
LEADS = "|"


def selectable(node: Node, value: str, label: str | None = None, picked: bool = False,
               leads: list[str] | None = None) -> Node:
    """Mark a node as a part the player picks before choosing among the ways on from it;
    ``leads``: the legal moves that picking it shows on the board (the app then offers them
    nowhere else)."""
    attrs = node.setdefault("a", {})
    attrs["data-action"] = "select"
    attrs["data-value"] = value
    if leads:
        attrs["data-leads"] = LEADS.join(leads)
    cls = attrs.get("class")
    extra = "legal picked" if picked else "legal"
    attrs["class"] = f"{cls} {extra}" if cls else extra
    attrs["tabindex"] = 0
    attrs["role"] = "button"
    _name_choice(node, attrs, label)
    return node


def area(name: str, label: str, children: list[Node], cls: str = "",
         **attrs: Any) -> Node:
    """One area of a board (``valley``, ``actions`` ...): a labelled ``section`` that the
    page lays out for the screen; ``children`` usually one ``svg`` with its own viewBox and
    its natural ``width``/``height`` in CSS px (the picture shrinks to fit, never grows)."""
    return el("section", f"area-{name}", {"class": f"area {cls}".strip(), "data-area": name,
                                          "aria-label": label, **attrs}, children)


def areas(game: str, label: str, sections: list[Node], **attrs: Any) -> Node:
    """A board made of areas (:func:`area`): the ``div`` whose classes (``board areas
    <game>``) choose the rule set's arrangement in the CSS."""
    return el("div", game, {"class": f"board areas {game}", "role": "group",
                            "aria-label": label, **attrs}, sections)


def sprites(symbols: list[Node]) -> Node:
    """A board's sprite sheet: its ``<symbol>`` nodes, defined once and drawn by :func:`use`
    from any area (put it first in the board; the CSS takes it out of the layout)."""
    return el("svg", "sprites", {"class": "sprites", "aria-hidden": "true", "focusable": "false",
                                 "width": 0, "height": 0}, [el("defs", "defs", {}, symbols)])


def use(symbol: str, x: float, y: float, size: float, key: str | None = None,
        **attrs: Any) -> Node:
    """A drawing of the symbol ``symbol`` (the id of a ``<symbol>`` in the board's defs),
    ``size`` wide and high, its top-left corner at (x, y)."""
    return el("use", key, {"href": f"#{symbol}", "x": round(x, 1), "y": round(y, 1),
                           "width": round(size, 1), "height": round(size, 1), **attrs})


def mark_current(board: Node) -> str | None:
    """Mark the area (a node with ``data-area``) that holds the first choice of the board
    with ``data-current`` and return its name; None (nothing marked) when no area holds one.
    """
    stack: list[tuple[Node, Node | None]] = [(board, None)]
    while stack:
        node, inside = stack.pop()
        attrs = node.get("a")
        if attrs:
            if "data-area" in attrs:
                inside = node
            elif inside is not None and ("data-move" in attrs or (
                    attrs.get("data-action") == "select" and "legal" in str(attrs.get("class")))):
                inside.setdefault("a", {})["data-current"] = "1"
                return str(inside["a"]["data-area"])
        children = node.get("c")
        if children:
            stack.extend((child, inside) for child in reversed(children))
    return None


def walk(node: Node) -> list[Node]:
    """Every node of a tree, depth first, in document order (for tests and the controller).

    A list built with an explicit stack: scenes have thousands of nodes and are walked
    several times per tap, where nested generators would take much of the controller's time.
    """
    out: list[Node] = []
    stack = [node]
    while stack:
        current = stack.pop()
        out.append(current)
        children = current.get("c")
        if children:
            stack.extend(reversed(children))
    return out


def leads_in(node: Node, nodes: list[Node] | None = None) -> list[str]:
    """The legal moves that the scene's pick-first parts lead to (see :func:`selectable`)."""
    out: list[str] = []
    for n in walk(node) if nodes is None else nodes:
        attrs = n.get("a")
        if attrs and "data-leads" in attrs:
            out.extend(attrs["data-leads"].split(LEADS))
    return out


def moves_in(node: Node, nodes: list[Node] | None = None) -> list[str]:
    """The moves marked tappable in a scene, in document order (``nodes``: its walk, when the
    caller has it already)."""
    moves = []
    for n in walk(node) if nodes is None else nodes:
        attrs = n.get("a")
        if attrs and "data-move" in attrs:
            moves.append(attrs["data-move"])
    return moves
