"""Files the site ships as they are: the Pyodide runtime, PyScript's ES modules, and every
file of ``web/`` (whatever modules the page side is split into, the build needs no list)."""

from __future__ import annotations

import shutil
from collections.abc import Collection
from pathlib import Path

from .paths import PYODIDE, PYSCRIPT, WEB
from .stdlib import NAME as STDLIB
from .stdlib import compiled_stdlib

#: The core runtime; Pyodide's packages stay out (the app's only package is its own wheel).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: PyScript chunks only its <py-editor> (CodeMirror) and <py-terminal> (xterm.js) widgets
#: load; the app uses neither, so they stay out of dist/ and of the first visit's download.
PYSCRIPT_UNUSED = ("codemirror", "xterm")
MANIFEST = WEB / "manifest.webmanifest"


def copy_runtime(target: Path) -> None:
    """PYODIDE_FILES from node_modules into ``target`` (dist/pyodide/), the standard library
    compiled to bytecode (stdlib) where the build can."""
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copyfile(PYODIDE / name, target / name)
    compiled = compiled_stdlib()
    if compiled is not None:
        (target / STDLIB).write_bytes(compiled)


def copy_pyscript(target: Path) -> None:
    """PyScript's modules and stylesheet into ``target`` (dist/pyscript/), without source maps
    and PYSCRIPT_UNUSED. Every other chunk goes: core.js imports its plugins lazily, and the
    site must work offline."""
    target.mkdir(parents=True, exist_ok=True)
    for path in sorted(PYSCRIPT.iterdir()):
        if path.suffix in (".js", ".css") and not path.name.startswith(PYSCRIPT_UNUSED):
            shutil.copyfile(path, target / path.name)


def web_files(placed_elsewhere: Collection[Path]) -> list[Path]:
    """Every file under web/ except ``placed_elsewhere`` (files another step writes to their own
    place or fills in), hidden files and Python caches; sorted."""
    return [path for path in sorted(WEB.rglob("*"))
            if path.is_file() and path not in placed_elsewhere
            and not any(part.startswith(".") or part == "__pycache__"
                        for part in path.relative_to(WEB).parts)]


def copy_web(target: Path, placed_elsewhere: Collection[Path]) -> None:
    """web_files into ``target`` (dist/web/), keeping their paths below web/."""
    for path in web_files(placed_elsewhere):
        copy = target / path.relative_to(WEB)
        copy.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(path, copy)


def copy_manifest(dist: Path) -> None:
    """The web app manifest at the site's root (its ``scope`` and ``start_url`` are ``./``)."""
    shutil.copyfile(MANIFEST, dist / MANIFEST.name)
