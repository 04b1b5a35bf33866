"""The move log beside the table, windowed: a long game stays as quick to draw as a short one.

By default the last ``RECENT`` moves, newest first; "Show all" pages through the whole log,
``PAGE`` moves at a time (``AppState.log_page``: the page shown, 0 = the first moves; None =
the recent moves). Items are numbered by the list's own ``start`` (a reversed ``<ol>``), not
by a ``value`` attribute on each: per-item values made a browser's layout of a long list
many times slower.
"""

from __future__ import annotations

from pygames.core.numbers import number
from pygames.core.scene import Node, el

from ..state import AppState
from ..widgets import button
from .marks import name_places

#: Moves shown without paging.
RECENT = 30
#: Moves per page of the whole log.
PAGE = 100


def pages(total: int) -> int:
    return max(1, -(-total // PAGE))


def window(c: AppState, total: int) -> tuple[int, int]:
    """The moves shown, ``first`` to ``end`` (end excluded), for the log's current mode."""
    if c.at_table.log_page is None:
        return max(0, total - RECENT), total
    page = max(0, min(c.at_table.log_page, pages(total) - 1))
    return page * PAGE, min(total, (page + 1) * PAGE)


def section(c: AppState, places: frozenset[str] = frozenset()) -> Node:
    """The log section: heading, the window of moves, and the paging buttons; a line that
    names places on the board (``places``) marks them when tapped (``table/marks.py``)."""
    table = c.table
    assert table is not None
    total = len(table.log)
    first, end = window(c, total)
    history = table.game.history
    moves = history if len(history) == total else [None] * total
    entries = [
        name_places(el("li", f"l{i}", {}, text=line), moves[i], line, places)
        for i in range(end - 1, first - 1, -1)  # newest first: the latest move needs no scroll
        for line in (c.moved_text(max(table.movers[i], 0), table.log[i]),)
    ]
    # focusable: a scrollable list must be scrollable with the keyboard (axe)
    body = (el("ol", "list", {"class": "log-list", "reversed": "reversed", "start": str(end),
                              "tabindex": "0"}, entries) if entries
            else el("p", "empty", {"class": "log-empty"}, text=c.t("app.log_empty")))
    return el("section", "log", {"class": "log", "aria-label": c.t("app.log")}, [
        el("h2", "h", {}, text=c.t("app.log")), body, *_paging(c, total, first, end),
    ])


def _paging(c: AppState, total: int, first: int, end: int) -> list[Node]:
    if total <= RECENT:
        return []
    if c.at_table.log_page is None:
        return [el("div", "paging", {"class": "log-paging"}, [
            button("all", c.t("app.log_all", n=total), "log_page", pages(total) - 1,
                   cls="btn"),
        ])]
    page = first // PAGE
    off = {True: "disabled", False: None}
    return [el("div", "paging", {"class": "log-paging", "role": "group",
                                 "aria-label": c.t("app.log")}, [
        button("newer", c.t("app.log_newer"), "log_page", page + 1, cls="btn",
               disabled=off[end >= total]),
        el("span", "where", {"class": "log-where"},
           text=c.t("app.log_range", first=first + 1, last=end, total=total)),
        button("older", c.t("app.log_older"), "log_page", page - 1, cls="btn",
               disabled=off[page == 0]),
        button("recent", c.t("app.log_recent", n=RECENT), "log_recent", cls="btn"),
    ])]


def turn_page(c: AppState, value: object) -> None:
    """Show a page of the whole log (``log_page`` with the page's number as text)."""
    if c.table is None or not isinstance(value, str | int) or isinstance(value, bool):
        return
    page = number(str(value), limit=10**6)
    if page is not None:
        c.at_table.log_page = min(page, pages(len(c.table.log)) - 1)
