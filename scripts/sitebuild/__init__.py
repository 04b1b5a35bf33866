"""The jobs behind ``build.py``, one module each, so each can be read and tested on its own.

``pipeline.build`` runs them in order and is the one place to add a build step; ``server``
serves the result. Standard library only: the two jobs that need a JavaScript engine run
their ``.mjs`` programs under ``node`` and are skipped with a warning without it.
"""

from __future__ import annotations

import sys


def log(message: str) -> None:
    """A progress line on stderr (stdout carries only ``serve``'s address)."""
    print(f"build: {message}", file=sys.stderr)
