"""Building blocks of a rule set's rules reference (``pygames/<package>/reference.py``).

Every reference is a list of sections the app draws over the current screen; sharing the
section's shape keeps the references alike to read and to style (``ref-section``).
"""

from __future__ import annotations

from .scene import Node, el


def section(key: str, title: str, items: list[str], extra: list[Node] | None = None) -> Node:
    """A titled section: a heading, a list of ``items`` and any ``extra`` nodes (pictures)."""
    return el("section", key, {"class": "ref-section", "aria-label": title}, [
        el("h2", "h", {}, text=title),
        el("ul", "l", {}, [el("li", f"i{i}", {}, text=item) for i, item in enumerate(items)]),
        *(extra or []),
    ])
