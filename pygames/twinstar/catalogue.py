"""TwinStar's one text catalogue: its texts and help texts, bound to the ``twinstar.`` prefix,
with the fruit edition's own wording (``twinstar.fruits.<key>``) where it has one.
"""

from __future__ import annotations

from ..core.errors import IllegalMove
from ..core.i18n import Texts
from .help_texts import TEXTS as HELP_TEXTS
from .texts import TEXTS

CATALOGUE = Texts("twinstar.", TEXTS, HELP_TEXTS)


def edition_key(key: str, edition: str) -> str:
    """The key of ``key`` in an edition's wording (the fruit edition's own where it has one)."""
    if edition == "fruits" and CATALOGUE.has("twinstar.fruits." + key):
        return "fruits." + key
    return key


def t(key: str, lang: str, edition: str = "gems", **params: object) -> str:
    """A text in the edition's wording."""
    return CATALOGUE.t(edition_key(key, edition), lang, **params)


def illegal(key: str, edition: str = "gems", **params: object) -> IllegalMove:
    """The reason ``illegal.<key>`` in the edition's wording, English from the catalogue."""
    return CATALOGUE.illegal(edition_key("illegal." + key, edition), **params)
