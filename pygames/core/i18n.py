"""Text catalogues: every text the app shows comes from a catalogue in English and Japanese.

Each rule set keeps its texts in ``pygames/<package>/texts.py`` (and its help texts in
``help_texts.py``) as ``TEXTS = {"en": {key: text}, "ja": {key: text}}`` with keys prefixed
by the package name, and binds them once into a :class:`Texts` that its modules share; the
app keeps its own in ``pygames/app/texts.py``. Texts are ``str.format`` templates.
``IllegalMove.key`` names a text of the rule set's catalogue, so reasons can be translated.
"""

from __future__ import annotations

from collections.abc import Mapping

from .errors import IllegalMove

LANGUAGES = ("en", "ja")
Catalogue = Mapping[str, Mapping[str, str]]

#: Seats are named alike everywhere (the app's panels, prompts, the boards' labels).
_SEAT = {"en": "Player {n}", "ja": "プレイヤー{n}"}


def pick_language(preferred: str | None) -> str:
    """The supported language closest to a browser language tag such as ``ja-JP``."""
    tag = (preferred or "").lower()
    for lang in LANGUAGES:
        if tag == lang or tag.startswith(lang + "-"):
            return lang
    return "en"


def translate(texts: Catalogue, key: str, lang: str, **params: object) -> str:
    """The text ``key`` in ``lang`` (English if missing there), formatted with ``params``."""
    table = texts.get(lang) or texts["en"]
    template = table.get(key)
    if template is None:
        template = texts["en"].get(key, key)
    try:
        return template.format(**params)
    except (KeyError, IndexError, ValueError):
        return template


def seat_name(seat: int, lang: str) -> str:
    """``Player 2`` for seat 1: the name of a seat in every rule set and in the app."""
    return _SEAT.get(lang, _SEAT["en"]).format(n=seat + 1)


def merge(*catalogues: Catalogue) -> dict[str, dict[str, str]]:
    """One catalogue from several (a rule set's texts and help texts); later ones win."""
    merged: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
    for catalogue in catalogues:
        for lang, table in catalogue.items():
            merged.setdefault(lang, {}).update(table)
    return merged


class Texts:
    """A rule set's catalogue bound to its key prefix: ``t(key, lang)`` with the key written
    without the prefix, and ``illegal(key)`` for reasons, whose English comes from the
    catalogue too (a reason is written once, per language)."""

    def __init__(self, prefix: str, *catalogues: Catalogue) -> None:
        self.prefix = prefix
        self.catalogue: Catalogue = merge(*catalogues)

    def t(self, key: str, lang: str, **params: object) -> str:
        """The text ``<prefix><key>`` in ``lang``."""
        return translate(self.catalogue, self.prefix + key, lang, **params)

    def has(self, full_key: str) -> bool:
        """Whether the catalogue holds ``full_key`` (prefix included) in English."""
        return full_key in self.catalogue["en"]

    def text(self, full_key: str, lang: str, **params: object) -> str:
        """The text of a full key (prefix included), as the app names texts."""
        return translate(self.catalogue, full_key, lang, **params)

    def illegal(self, key: str, **params: object) -> IllegalMove:
        """The :class:`IllegalMove` of reason ``<prefix><key>``, in English from the catalogue."""
        full = self.prefix + key
        return IllegalMove(translate(self.catalogue, full, "en", **params), full, **params)
