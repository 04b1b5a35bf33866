"""Errors shared by every rule set.

Each error carries a message key and parameters besides its English text, so the app can
show the reason in the player's language: a rule set's keys are in its catalogue
(``pygames/<package>/texts.py``, looked up through :class:`pygames.core.i18n.Texts`), the
address keys in the app's (``pygames/app/texts.py``); a key found in neither (the base
protocol's generic ``illegal.*``) shows the English text.
"""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move that the rules forbid now; ``str(err)`` says why in English."""

    def __init__(self, message: str, key: str = "illegal", **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params = params


class AddressError(ValueError):
    """A game address that cannot be opened: damaged, forged, unknown or too old."""

    def __init__(self, message: str, key: str = "address.damaged") -> None:
        super().__init__(message)
        self.key = key
