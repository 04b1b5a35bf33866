"""Text catalogues: every text the app shows comes from a catalogue in English and Japanese.

Each rule set keeps its texts in ``pygames/<package>/texts.py`` as
``TEXTS = {"en": {key: text}, "ja": {key: text}}`` with keys prefixed by the package name;
the app keeps its own in ``pygames/app/texts.py``. Texts are ``str.format`` templates.
``IllegalMove.key`` names a text of the rule set's catalogue, so reasons can be translated.
"""

from __future__ import annotations

from collections.abc import Mapping

LANGUAGES = ("en", "ja")
Catalogue = Mapping[str, Mapping[str, str]]


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
