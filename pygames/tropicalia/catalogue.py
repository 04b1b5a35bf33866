"""Tropicalia's one text catalogue: its texts and help texts, bound to the ``tropicalia.`` prefix.

The package's modules look texts up with ``t(key, lang)`` and give reasons with
``illegal(key, **params)``, keys written without the prefix; the app reads ``CATALOGUE``.
"""

from __future__ import annotations

from ..core.i18n import Texts
from .help_texts import TEXTS as HELP_TEXTS
from .texts import TEXTS

CATALOGUE = Texts("tropicalia.", TEXTS, HELP_TEXTS)
t = CATALOGUE.t
illegal = CATALOGUE.illegal
