"""Texts that name places on the board, made to find them.

A view names each place its texts name with ``data-place`` (TwinStar: a hex ``B19``, an
action square ``a1``). A log line, the last move, the Hint and the help panel carry the
places they name in ``data-marks`` (space-separated); the bridge (``web/bridge/marks.js``)
marks those places on the board when the text is tapped (``data-marked``, brought into view)
and shows their labels while it is focused or hovered. Found generally: a move's arguments,
else the words of the text, that are places on the board now; no rule set is asked.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from pygames.core.scene import SEQUENCE, Node, walk

from ..bridge.response import Response
from ..state import AppState
from ..widgets import button

#: A word of a text, as place names are written (letters and digits).
_WORD = re.compile(r"[A-Za-z0-9]+")


def places_on(nodes: Iterable[Node]) -> frozenset[str]:
    """The places the board names (its nodes' ``data-place``)."""
    return frozenset(str(n["a"]["data-place"]) for n in nodes
                     if n.get("a") and n["a"].get("data-place") is not None)


def places_in_move(move: str, places: frozenset[str]) -> list[str]:
    """The places a move's arguments name (each step of a chain), in order, once each."""
    found: list[str] = []
    for step in move.split(SEQUENCE):
        for arg in step.split()[1:]:
            if arg in places and arg not in found:
                found.append(arg)
    return found


def places_in_text(text: str, places: frozenset[str]) -> list[str]:
    """The places a text names by their labels, in order, once each."""
    found: list[str] = []
    for word in _WORD.findall(text):
        if word in places and word not in found:
            found.append(word)
    return found


def naming(places: list[str]) -> dict[str, Any]:
    """The attributes of a text naming ``places``: what the bridge marks, and a tab stop so
    the keyboard can focus it (focus shows the places' labels, Enter marks them)."""
    if not places:
        return {}
    return {"data-marks": " ".join(places), "tabindex": "0"}


def name_places(node: Node, move: str | None, text: str, places: frozenset[str]) -> Node:
    """Give a text node the places it names: the move's, else those its words name."""
    found = places_in_move(move, places) if move else []
    found = found or places_in_text(text, places)
    node.setdefault("a", {}).update(naming(found))
    return node


def name_decision(c: AppState, decision: list[Node], places: frozenset[str]) -> None:
    """The decision bar's texts that name places: the last move (by its move), the Hint's
    line (by the hinted move) and the help panel's title and text (by their words)."""
    if not places or c.table is None:
        return
    history = c.table.game.history
    hinted = c.at_table.hint[1].move if c.at_table.hint is not None else None
    by_class: dict[str, str | None] = {
        "last-move": history[-1] if history and len(history) == len(c.table.log) else None,
        "hint-line": hinted, "help-title": None, "help-body": None,
    }
    for root in decision:
        for node in walk(root):
            cls = str((node.get("a") or {}).get("class") or "")
            if cls in by_class and isinstance(node.get("x"), str):
                name_places(node, by_class[cls], str(node["x"]), places)


#: The browser-store key of the labels toggle (one setting per device).
LABELS_KEY = "labels"


def labels_shown(c: AppState, places: frozenset[str]) -> str | None:
    """The board area's ``data-labels``: "1" while the player keeps the labels shown."""
    return "1" if places and c.store.get(LABELS_KEY) == "1" else None


def labels_toggle(c: AppState, places: frozenset[str]) -> list[Node]:
    """The Labels button beside the zoom (only for a board that names places)."""
    if not places:
        return []
    on = c.store.get(LABELS_KEY) == "1"
    return [button("labels", c.t("app.labels"), "labels", cls="btn labels-toggle",
                   title=c.t("app.labels_title"), **{"aria-pressed": "true" if on else "false"})]


def toggle_labels(c: AppState, out: Response) -> None:
    """Show or hide the places' labels, remembered on this device (the browser store)."""
    value = "0" if c.store.get(LABELS_KEY) == "1" else "1"
    c.store[LABELS_KEY] = out.store[LABELS_KEY] = value
