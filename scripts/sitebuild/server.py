"""The local HTTP server of ``build.py serve`` (and of the browser tests): the standard
library's static file server with the MIME types the runtime needs (a wrong one for .wasm
hangs the boot), ``Cache-Control: no-cache``, and the precompressed twin the client accepts
best, as a static host with ``gzip_static``/``brotli_static`` would send it; and, as Netlify or
Cloudflare Pages would, the headers of the build's ``_headers`` file (never the file itself)."""

from __future__ import annotations

import email.utils
import http.server
import os
import socketserver
import threading
from functools import partial
from pathlib import Path
from typing import BinaryIO

from .headers import NAME as HEADERS_FILE
from .headers import read_headers
from .paths import DIST

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".py": "text/x-python; charset=utf-8",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".map": "application/json",
    "": "application/octet-stream",
}
#: Content codings with a twin on disk, in the order that wins a tie of q-values.
TWINS = (("br", ".br"), ("gzip", ".gz"))


def accepted_coding(accept_encoding: str, available: tuple[str, ...]) -> str | None:
    """The coding of ``available`` that ``accept_encoding`` allows with the highest q (by name,
    else ``*``; above zero), the earlier one on a tie; None: send the original."""
    allowed: dict[str, float] = {}
    for item in accept_encoding.split(","):
        name, _, params = item.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name:
            allowed[name.strip().lower()] = q
    best, best_q = None, 0.0
    for name in available:
        q = allowed.get(name, allowed.get("*", 0.0))
        if q > best_q:
            best, best_q = name, q
    return best


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with MIME_TYPES, ``no-cache``, and precompressed twins (see send_head)."""

    extensions_map = MIME_TYPES
    #: What dist/_headers gives every path (start_server reads it once).
    site_headers: tuple[tuple[str, str], ...] = ()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        for name, value in self.site_headers:
            self.send_header(name, value)
        super().end_headers()

    def send_head(self) -> BinaryIO | None:
        """The precompressed twin (``.br`` or ``.gz``, see accepted_coding) when there is one the
        client accepts, with the original's Content-Type, its ``Content-Encoding`` and
        ``Vary: Accept-Encoding``; otherwise the stdlib's answer (plus Vary when a twin exists)."""
        path = Path(self.translate_path(self.path))
        if path.name == HEADERS_FILE:  # the host's, as a host keeps it
            self.send_error(http.server.HTTPStatus.NOT_FOUND)
            return None
        if path.is_dir() and self.path.split("?", 1)[0].split("#", 1)[0].endswith("/"):
            path = path / "index.html"
        twins = {coding: path.with_name(path.name + suffix) for coding, suffix in TWINS}
        available = tuple(coding for coding, twin in twins.items() if twin.is_file())
        if not (path.is_file() and available):
            return super().send_head()
        self._vary = True
        coding = accepted_coding(self.headers.get("Accept-Encoding", ""), available)
        if coding is None:
            return super().send_head()
        twin = twins[coding]
        stat = path.stat()
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                if int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(http.server.HTTPStatus.NOT_MODIFIED)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, IndexError, OverflowError):
                pass
        body = twin.open("rb")
        self.send_response(http.server.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(twin.stat().st_size))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return body

    def send_response(self, code: int, message: str | None = None) -> None:
        super().send_response(code, message)
        if getattr(self, "_vary", False):
            self.send_header("Vary", "Accept-Encoding")

    def handle_one_request(self) -> None:
        self._vary = False
        super().handle_one_request()

    def log_message(self, format: str, *args: object) -> None:
        """Quiet unless PYGAMES_SERVE_LOG is set (the tests make hundreds of requests)."""
        if os.environ.get("PYGAMES_SERVE_LOG"):
            super().log_message(format, *args)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def start_server(directory: Path = DIST, port: int = 0,
                 handler: type[Handler] = Handler) -> Server:
    """Serve ``directory`` on 127.0.0.1 in a background thread (port 0: any free port), with
    the headers of its ``_headers`` file."""
    served = type("SiteHandler", (handler,), {"site_headers": tuple(read_headers(directory))})
    server = Server(("127.0.0.1", port), partial(served, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server
