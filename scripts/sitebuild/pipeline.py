"""The build's steps in order: the one place to add a step. What dist/ holds (every URL in
it is relative, so it works from any sub-path):

* ``index.html`` with the catalogue screen pre-rendered (prerender);
* ``web/``: every file of web/ (bridge, worker, CSS, ...) but the few placed elsewhere;
  ``manifest.webmanifest``, ``icons/`` (icons) and ``sw.js`` (service_worker), which
  precaches every file of the build under a content-hash version;
* ``pyodide/``: the core runtime from npm (npm, assets) with its standard library compiled to
  bytecode (stdlib), the ``pygames`` wheels with their
  bytecode, the core's and one per rule set (wheel, bytecode), and a lockfile that lists
  only those wheels (lockfile);
* ``pyscript/``: PyScript's ES modules (assets);
* ``.gz`` and ``.br`` twins of the large text and wasm files (compress), written last
  (finish): ``build.py serve`` serves the site before them, so a fresh clone answers sooner;
* ``_headers``: the page's Content-Security-Policy as a header with ``frame-ancestors``, for
  hosts that read the file (headers; not precached: hosts do not serve it).
"""

from __future__ import annotations

import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from . import assets, headers, icons, log, npm, prerender, service_worker
from .compress import precompress
from .lockfile import write_lockfile
from .paths import DIST, PYODIDE
from .stdlib import NAME as STDLIB
from .wheel import build_wheels

#: Files of web/ that are not copied to dist/web/ as they are: the service worker template,
#: the manifest (at the root) and the icons (in icons/).
PLACED_ELSEWHERE = frozenset({service_worker.TEMPLATE, assets.MANIFEST, icons.SVG, *icons.PNGS})


def build(dist: Path = DIST) -> Path:
    """Build the whole site into ``dist`` (emptied first), twins included; ``dist``."""
    finish(dist, build_site(dist))
    return dist


def build_site(dist: Path = DIST) -> str:
    """Every file of the site into ``dist`` (emptied first) but the ``.gz``/``.br`` twins, which
    finish writes; the precache version. ``build.py serve`` serves the site from here on: a
    twin is a transfer encoding of the same bytes, so the server sends the original until it
    exists, and the version (originals only) does not change when it does."""
    npm.npm_install()
    if dist.exists():
        shutil.rmtree(dist)
    (dist / "pyodide").mkdir(parents=True)
    # The two Pyodide compilations (the standard library's, the wheels') are node processes
    # of their own: side by side they take the longer one's time, not the sum, on a cold cache.
    with ThreadPoolExecutor(max_workers=1) as runtime:
        copied = runtime.submit(assets.copy_runtime, dist / "pyodide")
        wheels = build_wheels(dist / "pyodide")
        copied.result()
    assets.copy_pyscript(dist / "pyscript")
    write_lockfile(PYODIDE / "pyodide-lock.json", dist / "pyodide" / "pyodide-lock.json", wheels,
                   dist / "pyodide" / STDLIB)
    assets.copy_web(dist / "web", PLACED_ELSEWHERE)
    assets.copy_manifest(dist)
    icons.copy_icons(dist / "icons")
    prerender.write_page(dist)
    headers.write_headers(dist)
    return service_worker.write_service_worker(dist)


def finish(dist: Path, version: str) -> None:
    """The twins of the site that build_site wrote (compress), then the ``dist/ built`` line."""
    raw, packed, br_raw, br_packed = precompress(dist)
    size = sum(p.stat().st_size for p in dist.rglob("*")
               if p.is_file() and p.suffix not in (".gz", ".br"))
    log(f"dist/ built: version {version}, {size / 1e6:.1f} MB "
        f"(.gz copies: {raw / 1e6:.1f} MB -> {packed / 1e6:.1f} MB, "
        f".br copies: {br_raw / 1e6:.1f} MB -> {br_packed / 1e6:.1f} MB)")
