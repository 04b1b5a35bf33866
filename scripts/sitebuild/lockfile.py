"""The runtime's ``pyodide-lock.json`` pruned to the one package the app loads, the pygames
wheel (relative file name, its sha256): ``loadPyodide`` then installs it from the site, and
the other packages of the upstream lockfile are neither listed nor shipped."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .wheel import project_meta


def write_lockfile(source: Path, target: Path, wheel: Path) -> None:
    """``source`` (the runtime's lockfile) with ``packages`` replaced by ``wheel`` alone."""
    lock = json.loads(source.read_text())
    meta = project_meta()
    lock["packages"] = {
        meta["name"]: {
            "name": meta["name"],
            "version": meta["version"],
            "file_name": wheel.name,
            "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
            "package_type": "package",
            "imports": ["pygames"],
            "depends": [],
            "unvendored_tests": False,
        }
    }
    target.write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n")
