"""Play by link's part of the app state (``AppState.by_link``): whose device this is and
what play by link has open over the table."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class ByLink:
    """Play by link (play.py) on this device."""

    #: The seat this device plays (None: every seat, as in pass-and-play), and whether
    #: "Who are you?" is asked.
    me: int | None = None
    asking_who: bool = False
    #: A move for another human seat waiting for its confirmation, and the seat confirmed
    #: to be played for.
    confirming: str | None = None
    proxy: int | None = None
    #: A tap on the board of a waiting device: "It is Ann's turn" is shown (until the next
    #: action, controller.PANELS).
    told: bool = False
    #: The first move of the news since this device's last move.
    since: int | None = None
    #: The QR code is shown.
    qr_open: bool = False
    #: The page's own address (without the fragment), for the link in the QR code.
    base: str = ""
    #: Undo asked about first: the seat whose move it would take back, on a device that
    #: plays another seat (play.undo_asks).
    undo_asked: int | None = None
    #: The parts of the board the news changed, kept for the position they were found for
    #: (view.mark_changes): (game key, moves, first move of the news, language).
    news_changes: tuple[tuple[str, int, int, str], set[tuple[str, ...]]] | None = None
