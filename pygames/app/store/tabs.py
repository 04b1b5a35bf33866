"""Tabs agree: what this tab does when a saved game changed elsewhere.

The page writes a saved game by compare-and-set (``web/bridge/storage.js``): this tab proposes
the next revision of the one it last knew, and where another tab saved since, nothing is
written and the stored entry comes back as a ``stored`` event, as does every save another
tab makes (the browser's ``storage`` event). :func:`learn` compares the stored line with the
table's: the same moves (or fewer: this tab is ahead) are taken in quietly; a line this tab
lacks makes it say it is behind (``c.behind``) and offer to load the newer line or keep its
own as a branch (:func:`answer`). It never writes over a newer line.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from pygames.core.codec import decode
from pygames.core.errors import AddressError

from ..bridge.response import Response
from ..state import AppState
from . import arrival, saved, saving

ACTIONS = ("behind_load", "behind_branch")


def learn(c: AppState, key: str, text: str, rev: int, out: Response,
          refused: bool = False) -> None:
    """A saved game as stored now: another tab's save, or the entry that made the page
    refuse this tab's save (``refused``: taken whatever revision this tab counted, since
    its count went on from a revision the page did not have)."""
    known = c.saved.get(key)
    if not text:
        if known is not None and (c.table is None or c.table.key != key):
            del c.saved[key]  # forgotten in another tab
        return
    if known is not None and rev <= known.rev and not refused:
        return  # nothing this tab does not know
    try:
        found = dataclasses.replace(saved.parse(key, text), rev=rev)
        theirs = decode(found.address).moves
    except AddressError:
        return  # the tab that wrote it sets it aside at its next start
    table = c.table
    if table is None or table.key != key:
        c.saved[key] = found
        return
    relation = arrival.compare(theirs, list(table.game.history))
    if relation in (arrival.Relation.SAME, arrival.Relation.NEWER):
        c.saved[key] = found  # the same line, or this tab is ahead: its save goes on top
        if relation is arrival.Relation.NEWER:
            saving.keep(c, c.address(), out)
        return
    c.behind = found  # c.saved keeps the revision this tab knew: its saves stay refused
    c.older = None


def answer(c: AppState, action: str, reopen: arrival.Reopen, new_id: Callable[[], str],
           out: Response) -> None:
    """Load the newer line, or keep this tab's as a branch (its own id) beside it."""
    found, c.behind = c.behind, None
    if found is None or c.table is None:
        return
    mine = c.record()
    c.saved[found.key] = found
    if action == "behind_load":
        arrival.arrive(c, decode(found.address), arrival.Way.CONTINUE, reopen, out,
                       key=found.key)
    else:
        arrival.arrive(c, mine, arrival.Way.BRANCH, reopen, out, new_id)
    out.hash = c.address()
