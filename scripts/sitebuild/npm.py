"""node_modules from package-lock.json: the Pyodide runtime and PyScript are npm packages,
pinned there, so the site ships them itself instead of loading them from a CDN. ``npm ci``
runs only when the lockfile changed, so a rebuild stays quick and works offline."""

from __future__ import annotations

import hashlib
import shutil
import subprocess

from . import log
from .paths import NODE_MODULES, PYODIDE, PYSCRIPT, ROOT

#: The lockfile's sha256 after the last ``npm ci`` (scripts/test.sh and the Pages workflow
#: write it too when they run ``npm ci`` themselves).
STAMP = NODE_MODULES / ".pygames-lock.sha256"


def npm_install() -> None:
    """``npm ci`` unless node_modules already matches package-lock.json."""
    digest = hashlib.sha256((ROOT / "package-lock.json").read_bytes()).hexdigest()
    fresh = STAMP.exists() and STAMP.read_text() == digest
    if fresh and (PYODIDE / "pyodide.asm.wasm").exists() and (PYSCRIPT / "core.js").exists():
        return
    log("npm ci (package-lock.json changed or node_modules missing)")
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("build: npm is needed to fetch the Pyodide runtime")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    STAMP.write_text(digest)
