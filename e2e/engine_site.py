"""The built site as the cross-engine tests serve it: dist/ as ``build.py serve`` sends it, plus
a small error recorder in index.html, a list of the requests that failed, and an off switch.

Classic WebDriver (WebKitGTK) cannot read the console, so the page keeps its own record:
WATCH_JS runs before the app's modules and notes every ``console.error``, uncaught exception,
unhandled rejection and element that failed to load. The site's Content-Security-Policy
refuses inline scripts, so the served page's policy names the scripts the server adds by
their hashes. It is part of the index.html that the service worker caches too, so it also
watches a boot from the offline cache. "Offline" is the server switched off: every engine's
fetches then fail as on a device without a network, and the same origin (port) comes back
when it is switched on again.
"""

from __future__ import annotations

import base64
import hashlib
import io
import re
from pathlib import Path
from typing import BinaryIO

from sitebuild.server import Handler, Server, start_server

WATCH_JS = """<script>(() => {
  const seen = window.__e2eErrors = [];
  const text = (value) => (value && value.stack) || String(value);
  const error = console.error.bind(console);
  console.error = (...args) => { seen.push(args.map(text).join(" ")); error(...args); };
  addEventListener("error", (event) => seen.push(event.error ? text(event.error)
      : "failed to load: " + ((event.target && (event.target.src || event.target.href))
                              || event.message)), true);
  addEventListener("unhandledrejection", (event) => seen.push("unhandled: " + text(event.reason)));
})();</script>
"""


_SCRIPT_SRC = "script-src 'self'"


def allow_inline(page: str, head: str) -> str:
    """index.html (or a Content-Security-Policy header) whose policy lets the inline scripts
    of ``head`` (the snippet the server adds) run, each named by its SHA-256, and no other."""
    bodies = re.findall(r"<script>(.*?)</script>", head, re.DOTALL)
    hashes = " ".join("'sha256-" + base64.b64encode(hashlib.sha256(body.encode()).digest())
                      .decode() + "'" for body in bodies)
    if _SCRIPT_SRC not in page:
        raise AssertionError("the Content-Security-Policy lost its script-src")
    return page.replace(_SCRIPT_SRC, f"{_SCRIPT_SRC} {hashes}", 1)


class WatchedHandler(Handler):
    """Handler whose index.html carries WATCH_JS (and ``extra_head``), never a compressed
    twin, and which notes every answer of 400 or more in ``failed``."""

    failed: list[str]
    extra_head: str = ""

    def send_head(self) -> BinaryIO | None:
        if self.path.split("?", 1)[0] not in ("/", "/index.html"):
            return super().send_head()
        page = Path(self.directory, "index.html").read_text(encoding="utf-8")
        head = WATCH_JS + self.extra_head
        body = allow_inline(page, head).replace("<head>", "<head>\n" + head, 1).encode()
        # the policy the site's _headers sends must let the same scripts run as the meta tag's
        self.site_headers = tuple(
            (name, allow_inline(value, head) if name == "Content-Security-Policy" else value)
            for name, value in self.site_headers)
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def send_response(self, code: int, message: str | None = None) -> None:
        if code >= 400:
            self.failed.append(f"{code} {self.path}")
        super().send_response(code, message)


class WatchedSite:
    """dist/ on 127.0.0.1 with WatchedHandler; ``stop()`` and ``start()`` keep the port."""

    def __init__(self, dist: Path, extra_head: str = "") -> None:
        self.dist = dist
        self.failed: list[str] = []
        self._handler = type("SiteHandler", (WatchedHandler,),
                             {"failed": self.failed, "extra_head": extra_head})
        self._port = 0
        self._server: Server | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self._port}/"

    def start(self) -> None:
        self._server = start_server(self.dist, self._port, self._handler)
        self._port = self._server.server_address[1]

    def stop(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def take_failed(self) -> list[str]:
        failed = list(self.failed)
        self.failed.clear()
        return failed
