"""Building blocks of a rule set's rules reference (``pygames/<package>/reference.py``).

Every reference is a list of sections the app draws over the current screen; sharing the
section's shape keeps the references alike to read and to style (``ref-section``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .scene import Node, el


def section(key: str, title: str, items: Sequence[str | Node],
            extra: list[Node] | None = None, intro: str | None = None) -> Node:
    """A titled section: a heading, an ``intro`` line if any, a list of ``items`` (a text, or
    a list item built by the caller) and any ``extra`` nodes (pictures)."""
    return el("section", key, {"class": "ref-section", "aria-label": title}, [
        el("h2", "h", {}, text=title),
        *([el("p", "i", {"class": "note"}, text=intro)] if intro else []),
        el("ul", "l", {}, [el("li", f"i{i}", {}, text=item) if isinstance(item, str) else item
                           for i, item in enumerate(items)]),
        *(extra or []),
    ])
