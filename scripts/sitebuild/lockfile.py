"""The runtime's ``pyodide-lock.json`` pruned to the packages of the site, the pygames wheels
(relative file name, sha256): ``loadPyodide`` installs the core one (``pygames``) from the
site; the page's worker fetches a rule set's (``pygames-twinstar``, importing
``pygames.twinstar``) when a game of it opens (web/worker.py), checked by the same hash; the
other packages of the upstream lockfile are neither listed nor shipped. Its ``info`` also names
the hash of the standard library the site ships (``stdlib_sha256``; the build compiles it,
see stdlib): a memory snapshot made with one standard library must not be restored with
another, and the page keys its snapshot by this lockfile."""

from __future__ import annotations

import hashlib
import json
import zipfile
from pathlib import Path

from .wheel import project_meta


def _entry(wheel: Path, core: str, version: str) -> tuple[str, dict[str, object]]:
    """The lockfile's entry of a wheel: its distribution name (from its dist-info) and what
    Pyodide reads of it."""
    with zipfile.ZipFile(wheel) as zf:
        metadata = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        name = next(line.split(": ", 1)[1] for line in zf.read(metadata).decode().splitlines()
                    if line.startswith("Name: "))
        packages = sorted({n.rsplit("/", 1)[0].replace("/", ".") for n in zf.namelist()
                           if n.endswith(("/__init__.py", "/__init__.pyc"))})
    imports = [core] if name == core else packages[:1]  # the rule set's package, its first
    return name, {
        "name": name,
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": imports,
        "depends": [] if name == core else [core],
        "unvendored_tests": False,
    }


def write_lockfile(source: Path, target: Path, wheels: list[Path], stdlib: Path) -> None:
    """``source`` (the runtime's lockfile) with ``packages`` replaced by ``wheels`` and the
    hash of ``stdlib`` (the site's python_stdlib.zip) in its ``info``."""
    lock = json.loads(source.read_text())
    meta = project_meta()
    lock["packages"] = dict(_entry(wheel, meta["name"], meta["version"]) for wheel in wheels)
    lock.setdefault("info", {})["stdlib_sha256"] = hashlib.sha256(stdlib.read_bytes()).hexdigest()
    target.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
