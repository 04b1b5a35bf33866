"""The table's part of the app state (``AppState.at_table``): what is shown around the board
besides the game itself."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pygames.core.bots.search import Judgement


@dataclass
class AtTable:
    """The table's view state: never in the address."""

    #: The move log's page (log_view.py): None shows the recent moves.
    log_page: int | None = None
    #: The last Hint: (the ply it was asked at, the hard bot's judgement).
    hint: tuple[int, Judgement] | None = None
    #: A part of the board picked before the move it leads to, where several ways lead on
    #: from it (the view draws them).
    selection: str | None = None
    #: The table's toolbar, folded into a menu button on phones, is open.
    menu_open: bool = False
    #: This solo game just set a record.
    new_record: bool = False
