"""The replay's part of the app state (``AppState.replaying``) beside ``AppState.replay``
(the number of moves shown)."""

from __future__ import annotations

from dataclasses import dataclass

from .positions import Positions


@dataclass
class Replaying:
    """How the replay is drawn and run."""

    #: The rebuilt positions of the log (a cache: rebuilt when the game changed).
    positions: Positions | None = None
    #: The replay steps on by itself, a move a tick, back to the live table at its end (the
    #: replay of the news since this device's last move).
    auto: bool = False
