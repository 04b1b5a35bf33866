"""The ``pygames`` wheel, made with ``zipfile``: Pyodide installs it from the site's own
lockfile, without pip, micropip or the network. Reproducible (fixed timestamps, sorted
entries), so an unchanged package keeps its hash and the service worker its version. Its
entries are stored, not deflated: the site sends the whole file compressed (its ``.br`` and
``.gz`` twins, see compress.py), which packs the modules together far better than one
deflate stream per entry (the bytecode of this package: 0.21 MB as Brotli against 0.41 MB
deflated entry by entry)."""

from __future__ import annotations

import base64
import hashlib
import tomllib
import zipfile
from pathlib import Path
from typing import Any

from .bytecode import compile_pyc
from .paths import ROOT

ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def project_meta() -> dict[str, Any]:
    """The ``[project]`` table of pyproject.toml (name, version, description)."""
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def record_hash(data: bytes) -> str:
    """A RECORD line's hash field: ``sha256=`` and the urlsafe base64 digest without padding."""
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).decode().rstrip("=")


def package_files() -> list[tuple[str, bytes]]:
    """(path in the wheel, bytes) of every module and data file of ``pygames/``, sorted."""
    return [(path.relative_to(ROOT).as_posix(), path.read_bytes())
            for path in sorted((ROOT / "pygames").rglob("*"))
            if path.is_file() and path.suffix in (".py", ".json") and "__pycache__" not in path.parts]


def build_wheel(out_dir: Path, pyc: bool = True) -> Path:
    """A pure-Python wheel of ``pygames/`` in ``out_dir``: the bytecode of every module for the
    bundled Pyodide in place of its source (bytecode.compile_pyc), or the sources when ``pyc``
    is off or the bytecode cannot be made; its path."""
    meta = project_meta()
    name, version = meta["name"], meta["version"]
    files = package_files()
    compiled = compile_pyc({p: d for p, d in files if p.endswith(".py")}) if pyc else {}
    if compiled:
        files = sorted([(p, d) for p, d in files if not p.endswith(".py")] + list(compiled.items()))
    info = f"{name}-{version}.dist-info"
    metadata = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        f"Summary: {meta.get('description', '')}\n"
        f"Requires-Python: {meta.get('requires-python', '')}\n"
    ).encode()
    wheel_meta = (b"Wheel-Version: 1.0\nGenerator: pygames build.py\n"
                  b"Root-Is-Purelib: true\nTag: py3-none-any\n")
    files += [(f"{info}/METADATA", metadata), (f"{info}/WHEEL", wheel_meta)]
    record = "".join(f"{p},{record_hash(d)},{len(d)}\n" for p, d in files) + f"{info}/RECORD,,\n"
    files.append((f"{info}/RECORD", record.encode()))
    wheel = out_dir / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_STORED) as zf:
        for arcname, data in files:
            entry = zipfile.ZipInfo(arcname, ZIP_DATE)
            entry.compress_type = zipfile.ZIP_STORED
            entry.external_attr = 0o644 << 16
            zf.writestr(entry, data)
    return wheel
