"""``Page.wait_for_function`` without ``eval`` in the page, installed on import.

Playwright's own evaluates the predicate with the page's ``eval``, which the site's
Content-Security-Policy forbids (no ``'unsafe-eval'``); this one polls ``page.evaluate``, which
goes through the DevTools protocol, outside the page's policy, and takes the same expressions
and functions. The e2e fixtures and the browser benchmark both import it.
"""

from __future__ import annotations

import time

from playwright import sync_api as playwright_api

#: What Playwright waits for at most unless told (the e2e contexts set the same).
DEFAULT_TIMEOUT_MS = 30_000


def wait_for_function(page: object, expression: str, *, arg: object = None,
                      timeout: float | None = None, polling: object = None) -> object:
    """Poll ``expression`` (or a function of ``arg``) until it is truthy; that value."""
    deadline = time.monotonic() + (DEFAULT_TIMEOUT_MS if timeout is None else timeout) / 1000
    pause = polling if isinstance(polling, int | float) else 50
    while True:
        value = page.evaluate(expression, arg)
        if value:
            return value
        if time.monotonic() > deadline:
            raise playwright_api.TimeoutError(f"waiting for {expression!r} timed out")
        page.wait_for_timeout(pause)


playwright_api.Page.wait_for_function = wait_for_function  # type: ignore[method-assign]
