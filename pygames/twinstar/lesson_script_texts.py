"""The texts of TwinStar Valley's guided first games (:mod:`.lessons`, :mod:`.lessons_fruits`),
English and Japanese, one module per lesson, merged here and keyed
``<lesson>.<step>.<do|done|nudge>`` (``twinstar.lesson.`` is prepended by :mod:`.lesson_texts`).
A "done" text names the numbers its step reads from the game."""

from __future__ import annotations

from .lesson_advanced_texts import ADVANCED_EN, ADVANCED_JA
from .lesson_basic_texts import BASIC_EN, BASIC_JA
from .lesson_gems_texts import GEMS_EN, GEMS_JA
from .lesson_solo_texts import SOLO_EN, SOLO_JA

_SCRIPTS = {"gems": (GEMS_EN, GEMS_JA), "basic": (BASIC_EN, BASIC_JA),
            "advanced": (ADVANCED_EN, ADVANCED_JA), "solo": (SOLO_EN, SOLO_JA)}
LESSON_EN: dict[str, str] = {f"{name}.{key}": text for name, (en, _) in _SCRIPTS.items()
                             for key, text in en.items()}
LESSON_JA: dict[str, str] = {f"{name}.{key}": text for name, (_, ja) in _SCRIPTS.items()
                             for key, text in ja.items()}
