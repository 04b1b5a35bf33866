"""Where the build reads and writes, in one place so every step agrees (and PYGAMES_DIST can
move dist/ away when several engineers test in one tree)."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DIST = Path(os.environ.get("PYGAMES_DIST") or ROOT / "dist")
WEB = ROOT / "web"
NODE_MODULES = ROOT / "node_modules"
#: The npm packages the site ships: the Pyodide runtime and PyScript's ES modules.
PYODIDE = NODE_MODULES / "pyodide"
PYSCRIPT = NODE_MODULES / "@pyscript" / "core" / "dist"
#: Slow results kept between builds (bytecode, compressed copies of large files). It lives in
#: node_modules, so ``npm ci`` (a new runtime) starts it afresh.
CACHE = NODE_MODULES / ".cache"
