"""The question of a tab that is behind (store/tabs.py): a newer line of its game is saved."""

from __future__ import annotations

from pygames.core.codec import decode
from pygames.core.scene import Node, el

from ..state import AppState
from ..widgets import button
from .arrival import shared
from .texts import st


def behind(c: AppState) -> list[Node]:
    """The panel over the table while this tab is behind, else nothing."""
    if c.behind is None or c.table is None:
        return []
    mine = list(c.table.game.history)
    theirs = decode(c.behind.address).moves
    common = shared(mine, theirs)
    detail = st(c, "store.behind_detail", theirs=len(theirs), mine=len(mine)) \
        if common == len(mine) else st(c, "store.behind_parted", shared=common)
    return [el("section", "behind", {"class": "link-panel older", "data-behind": "1",
                                     "role": "alertdialog", "aria-labelledby": "behind-h"}, [
        el("h2", "h", {"id": "behind-h"}, text=st(c, "store.behind")),
        el("p", "p", {}, text=detail),
        el("div", "choices", {"class": "link-choices", "role": "group"}, [
            button("branch", st(c, "store.behind_branch"), "behind_branch", cls="btn"),
            button("load", st(c, "store.behind_load"), "behind_load", cls="btn primary"),
        ]),
    ])]
