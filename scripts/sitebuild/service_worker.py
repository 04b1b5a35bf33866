"""dist/sw.js from the template web/sw.js: the list of every file of the build to precache
(so the site works offline after one visit) and a version that is a hash of their contents
(so any change installs a new cache, and an unchanged build keeps the old one)."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .paths import WEB

TEMPLATE = WEB / "sw.js"
#: Files of the build for the host, not the browser: a host applies them and never serves
#: them, so precaching one would fail the worker's install (and with it, offline play).
HOST_FILES = frozenset({"_headers"})


def write_service_worker(dist: Path) -> str:
    """Fill the template's ``"__VERSION__"`` and ``__FILES__`` for the files now in ``dist``
    (originals only: the ``.gz``/``.br`` twins are transport, HOST_FILES the host's); the
    version."""
    files = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*")
                   if p.is_file() and p.relative_to(dist).as_posix() not in {"sw.js", *HOST_FILES}
                   and p.suffix not in (".gz", ".br"))
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((dist / name).read_bytes()).digest())
    version = digest.hexdigest()[:16]
    source = TEMPLATE.read_text()
    source = source.replace('"__VERSION__"', json.dumps(version)).replace(
        "__FILES__", json.dumps(["./" + name for name in files], indent=1))
    (dist / "sw.js").write_text(source)
    return version
