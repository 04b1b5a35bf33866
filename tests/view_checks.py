"""Checks every rule set's view meets on a board drawn as areas (imported by the view tests).

The conventions are the table's shared ones: a board of areas (a section per area, each with
its own SVG and viewBox), pictures drawn from the rule set's one sheet of symbols, every part
answering a long press with its own words, every choice a group whose ``.frame`` shape the
shared style rings, and no letter codes standing for things.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pygames.core.scene import Node, walk


def assert_areas(board: Node, game_id: str) -> list[Node]:
    """The board is a ``div.board.areas.<game id>`` of sections, each one SVG with a viewBox,
    each named; returns the sections."""
    assert board["t"] == "div", board["t"]
    assert board["a"]["class"].split()[:3] == ["board", "areas", game_id]
    sections = [c for c in board["c"] if c["t"] == "section"]
    assert sections
    names = []
    for section in sections:
        attrs = section["a"]
        assert "area" in attrs["class"].split() and attrs["aria-label"]
        assert section["k"] == f"area-{attrs['data-area']}"
        names.append(attrs["data-area"])
        svgs = [c for c in section["c"] if c["t"] == "svg"]
        assert len(svgs) == 1 and "viewBox" in svgs[0]["a"], attrs["data-area"]
    assert len(names) == len(set(names))
    return sections


def assert_pictures_defined(board: Node) -> None:
    """Every picture drawn (``use``) is a symbol of the sheet the board holds."""
    nodes = walk(board)
    defined = {n["a"]["id"] for n in nodes if n["t"] == "symbol"}
    used = {n["a"]["href"][1:] for n in nodes if n["t"] == "use"}
    assert used and used <= defined, used - defined


def assert_choices_framed(board: Node) -> None:
    """Every choice on the board is a group holding a ``.frame`` shape (what the shared style
    rings), and no choice carries a style of its own."""
    for node in walk(board):
        attrs = node.get("a", {})
        if "data-move" not in attrs:
            continue
        assert "style" not in attrs
        frames = [c for c in node.get("c", []) if "frame" in c.get("a", {}).get("class", "")]
        assert node["t"] == "g" and frames, attrs["data-move"]


def assert_parts_answer(board: Node, game: Any,
                        help_for_part: Callable[[Any, str, str], tuple[str, str] | None]) -> int:
    """Every part's ``data-help`` has its own title and words in both languages; returns how
    many parts were asked."""
    parts = {n["a"]["data-help"] for n in walk(board) if "data-help" in n.get("a", {})}
    for part in parts:
        for lang in ("en", "ja"):
            found = help_for_part(game, part, lang)
            assert found is not None, part
            title, body = found
            assert title and len(body) > 15 and "{" not in title + body, (part, found)
    return len(parts)


#: Words on the table that are a code, not a name (``Gn``, ``Bk``, ``C15``, ``O1``); a
#: capital alone (``A`` for custard apple) is a code when it is all a text says.
CODE = re.compile(r"^(?:[A-Z][a-z]\d*|[A-Z]\d+)$")
LONE = re.compile(r"^[A-Z]$")


def visible_words(board: Node) -> list[str]:
    """The texts drawn on the board and the accessible names of its parts."""
    out = []
    for node in walk(board):
        if node["t"] == "text" and node.get("x"):
            out.append(str(node["x"]))
        label = node.get("a", {}).get("aria-label")
        if label:
            out.append(str(label))
    return out


def assert_no_codes(board: Node, allowed: set[str]) -> None:
    """No word on the board is a letter code for a thing (coordinates and numbers are
    ``allowed``)."""
    for text in visible_words(board):
        assert not LONE.match(text.strip()), text
        for word in re.split(r"[\s·:,()/+=×]+", text):
            assert not CODE.match(word) or word in allowed, (word, text)


def _words(text: str) -> list[str]:
    """The words of a text as a label-in-name check compares them: parentheticals dropped,
    lower case, punctuation ignored (Japanese: each character)."""
    text = re.sub(r"\([^()]*\)|（[^（）]*）", " ", text.lower())
    return re.findall(r"[a-z0-9]+|[^\sa-z0-9\W]", text)


def assert_buttons_named(board: Node, game: Any, view: Any, lang: str) -> None:
    """A legal move with no place on the board becomes a button: its words (``move_label``)
    are a run of words of its accessible name (``describe_move``), whole words in order, so
    what is read is what is seen and a voice user can say what they see."""
    on_board = {n["a"]["data-move"] for n in walk(board) if "data-move" in n.get("a", {})}
    for move in game.legal_moves():
        if move not in on_board:
            label = _words(view.move_label(game, move, lang))
            name = _words(view.describe_move(game, move, lang))
            assert any(name[i:i + len(label)] == label for i in range(len(name))), (move, label)
