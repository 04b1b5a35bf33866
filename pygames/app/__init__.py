"""The app controller: browser events in, scene + address out (see DESIGN.md).

Everything here is pure Python and runs the same in CPython (tests, the build's pre-render)
and in the Pyodide web worker, whose entry point is :func:`handle`.
"""

from __future__ import annotations

import json

from .controller import Controller
from .html import to_html

__all__ = ["Controller", "handle", "to_html"]

_controller: Controller | None = None


def handle(event_json: str) -> str:
    """The worker entry point: one JSON event in, one JSON response out."""
    global _controller
    if _controller is None:
        _controller = Controller()
    return json.dumps(_controller.handle(json.loads(event_json)), ensure_ascii=False,
                      separators=(",", ":"))
