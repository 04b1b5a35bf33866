"""The app controller: browser events in, scene + address out (see DESIGN.md).

Everything here is pure Python and runs the same in CPython (tests, the build's pre-render)
and in the Pyodide web worker, whose entry point is :func:`handle`.

Importing this package loads nothing else of the app: the controller and its features load
with the first event (``Controller`` and ``to_html`` are found on first use), so the worker's
start-up does not pay for them before the page asks for anything.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from pygames.core import bounded_json

if TYPE_CHECKING:
    from .bridge.html import to_html
    from .controller import Controller

__all__ = ["Controller", "answer", "handle", "to_html"]

_controller: Controller | None = None


#: The largest event the page sends: an init with every saved game.
MAX_EVENT_CHARS = 64 * 1024 * 1024


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number of JSON")


def _event(event_json: object) -> object:
    """The event a JSON text holds; anything that is not strict JSON, or is too large or too
    deep (bounded_json), becomes a non-event, which the controller refuses with a clear error
    (never an exception here, and never a recursion that could overflow Pyodide's stack)."""
    if not isinstance(event_json, str):
        return None
    try:
        return bounded_json.loads(event_json, MAX_EVENT_CHARS, parse_constant=_no_constant)
    except ValueError:
        return None


def __getattr__(name: str) -> object:
    """``Controller`` and ``to_html``, imported on first use (see the module)."""
    if name == "Controller":
        from .controller import Controller

        return Controller
    if name == "to_html":
        from .bridge.html import to_html

        return to_html
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def answer(controller: Controller, event_json: str) -> str:
    """A controller's JSON response to a JSON event, whatever text comes in."""
    return json.dumps(controller.handle(_event(event_json)), ensure_ascii=False,
                      separators=(",", ":"))


def handle(event_json: str) -> str:
    """The worker entry point: one JSON event in, one JSON response out (the page's one
    controller)."""
    global _controller
    if _controller is None:
        from .controller import Controller

        _controller = Controller()
    return answer(_controller, event_json)
