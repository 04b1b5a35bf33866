"""A choice button's face: numbers beside the rule set's own pictures, where its words would
run to several lines (a sale of three fruits: ``[coconut]1 [custard]1 [mango]1 → 8[shell]``).

A rule set hands a face over for a move (``RuleSet.move_face``); the app puts it in the
button in place of the move's words and names the button by its full words, as ever. A face
is one or more :func:`line` nodes made of :func:`token` nodes: each a picture with its
number, an image named by the words it stands for (``1 coconut``), so the words the page
reads from the face, token after token, are the move's label and the button's name holds
them (WCAG 2.5.3; choice_names.py reads a named image by its name, as the browser does). The
pictures are the board's own symbols (:func:`glyph`), drawn from its sprite sheet, so a fruit
looks the same on a button and on the board.
"""

from __future__ import annotations

from .scene import Node, el


def glyph(symbol: str) -> Node:
    """The symbol ``symbol`` of the board's sprite sheet as a picture in a line of text (the
    CSS sizes ``.glyph`` to the text beside it)."""
    return el("svg", None, {"class": "glyph", "viewBox": "0 0 24 24", "aria-hidden": "true",
                            "focusable": "false"},
              [el("use", None, {"href": f"#{symbol}", "width": 24, "height": 24})])


def token(key: str, name: str, parts: list[Node | str]) -> Node:
    """One token of a face: ``parts`` (pictures, and short texts such as a number) drawn
    together as one image named ``name`` (the words they stand for). Its texts are drawn by
    the CSS (``data-text``) as part of the image, not written in the page: the page and
    axe-core then read the token by its name alone, never a bare digit beside the button's
    name."""
    return el("span", key, {"class": "token", "role": "img", "aria-label": name},
              [part if isinstance(part, dict)
               else el("span", None, {"class": "token-text", "data-text": part})
               for part in parts])


def line(key: str, tokens: list[Node]) -> Node:
    """One line of a face (a sale: the fruit given, then the price), never broken."""
    return el("span", key, {"class": "face-line"}, tokens)
