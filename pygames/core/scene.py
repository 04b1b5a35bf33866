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

The rule code never builds nodes: views (``pygames/<game>/view.py``) and the app do.
"""

from __future__ import annotations

from typing import Any

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
    if label:
        attrs["aria-label"] = label
    return node


#: Joins the moves of one tap (a fruit-edition disc chain: ``walk b1;place c1``).
SEQUENCE = ";"


def selectable(node: Node, value: str, label: str | None = None, picked: bool = False) -> Node:
    """Mark a node as a part the player picks before choosing among the ways on from it."""
    attrs = node.setdefault("a", {})
    attrs["data-action"] = "select"
    attrs["data-value"] = value
    cls = attrs.get("class")
    extra = "legal picked" if picked else "legal"
    attrs["class"] = f"{cls} {extra}" if cls else extra
    attrs["tabindex"] = 0
    attrs["role"] = "button"
    if label:
        attrs["aria-label"] = label
    return node


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


def moves_in(node: Node, nodes: list[Node] | None = None) -> list[str]:
    """The moves marked tappable in a scene, in document order (``nodes``: its walk, when the
    caller has it already)."""
    moves = []
    for n in walk(node) if nodes is None else nodes:
        attrs = n.get("a")
        if attrs and "data-move" in attrs:
            moves.append(attrs["data-move"])
    return moves


def area(name: str, label: str, children: list[Node], cls: str = "") -> Node:
    """One area of a board split into areas: a section the layout places for the screen
    (``data-area``; the app marks the one holding the current decision ``data-current``)."""
    return el("section", f"area-{name}", {"class": f"area {cls}".strip(), "data-area": name,
                                          "aria-label": label}, children)


def areas(game_id: str, label: str, sections: list[Node], css: str = "") -> Node:
    """A board of areas: a ``div.board.areas.<game id>`` holding the sections, with the rule
    set's own layout rules (``css``, selectors under ``.board.<game id>``)."""
    style = [el("style", "css", text=css)] if css else []
    return el("div", game_id, {"class": f"board areas {game_id}", "role": "group",
                               "aria-label": label}, style + sections)
