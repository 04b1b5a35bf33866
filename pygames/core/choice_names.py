"""A choice's accessible name holds the words it shows (WCAG 2.5.3, Label in Name).

Someone who speaks to the page ("tap Wheat 3") names a choice by what it shows, so the name
a choice is given (its ``aria-label``) must hold its visible words, in order. A board's
choice is often a picture holding several texts (a card's kind and its value); the page
reads them one after the other, so :func:`spaced` keeps them apart as words, and
:func:`named` puts the visible words before a name that lacks them.

The words are compared as axe-core's ``label-content-name-mismatch`` compares them: letters
and numbers only, case and text in brackets aside; in scripts written without spaces
(Japanese) the letters alone, in order.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Any

#: Elements whose text is never drawn (a tooltip, a definition).
UNDRAWN = frozenset({"title", "desc", "defs", "symbol", "style", "script"})
#: SVG elements holding words.
SVG_TEXT = frozenset({"text", "tspan", "textPath"})


def _hidden(node: dict[str, Any]) -> bool:
    attrs = node.get("a") or {}
    return node.get("t") in UNDRAWN or attrs.get("display") == "none" \
        or attrs.get("visibility") == "hidden" or str(attrs.get("opacity")) == "0"


def visible_text(node: dict[str, Any]) -> str:
    """The text a node shows, its descendants' texts one after the other as the page reads
    them (no separator is added: :func:`spaced` puts one where the words are apart); an image
    named by its words (``role="img"`` with an ``aria-label``: a picture beside a number)
    reads as its name, as the page reads it, with a space either side."""
    if _hidden(node):
        return ""
    attrs = node.get("a") or {}
    if attrs.get("role") == "img" and attrs.get("aria-label"):
        return f" {attrs['aria-label']} "
    if "x" in node:
        return str(node["x"])
    return "".join(visible_text(child) for child in node.get("c") or [])


def spaced(node: dict[str, Any]) -> None:
    """End every drawn SVG text of ``node`` but the last with a space: separate texts of a
    picture are separate words (a space at the end of an SVG text is not drawn)."""
    texts: list[dict[str, Any]] = []
    stack = [node]
    while stack:
        current = stack.pop()
        if _hidden(current):
            continue
        if current.get("t") in SVG_TEXT and isinstance(current.get("x"), str):
            texts.append(current)
        stack.extend(reversed(current.get("c") or []))
    for text in texts[:-1]:
        if text["x"] and not text["x"][-1].isspace():
            text["x"] += " "


def words(text: str) -> list[str]:
    """A text's words as they are compared: letters and numbers, lower case, text in
    brackets left out."""
    text = unicodedata.normalize("NFKD", text)
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"\([^()]*\)", "", text)
    kept = "".join(ch if unicodedata.category(ch)[0] in "LN" else " " for ch in text)
    return kept.lower().split()


def holds(name: str, text: str) -> bool:
    """Whether ``name`` holds the words of ``text`` in order, one after the other."""
    shown, said = words(text), words(name)
    if not shown:
        return True
    if any(said[i:i + len(shown)] == shown for i in range(len(said) - len(shown) + 1)):
        return True
    # a script without spaces between words: its letters in order
    return any(ord(ch) > 0x2FF for ch in "".join(shown)) and "".join(shown) in "".join(said)


def named(node: dict[str, Any], name: str | None) -> str | None:
    """The accessible name of a choice drawn as ``node``: ``name`` where it holds the words
    the node shows, else those words first (a trailing remark in brackets that only repeats
    them is left out)."""
    if not name:
        return name
    shown = " ".join(visible_text(node).split())
    if not words(shown) or holds(name, shown):
        return name
    found = re.search(r"\s*\(([^()]*)\)\s*$", name)
    if found and set(words(found.group(1))) <= set(words(shown)):
        name = name[:found.start()]
    return f"{shown}: {name}"
