"""The ``pygames`` wheel, made with ``zipfile``: Pyodide installs it from the site's own
lockfile, without pip, micropip or the network. Reproducible (fixed timestamps, sorted
entries), so an unchanged package keeps its hash and the service worker its version. Its
entries are stored, not deflated: the site sends the whole file compressed (its ``.br`` and
``.gz`` twins, see compress.py), which packs the modules together far better than one
deflate stream per entry (the bytecode of this package: 0.21 MB as Brotli against 0.41 MB
deflated entry by entry).

The package ships as several wheels: ``pygames`` (the core, the app and the catalogue's
entries of every rule set, :mod:`pygames.core.catalogue`) and one per rule set
(``pygames-twinstar`` holds ``pygames/twinstar/``), which the page fetches when a game of it
opens (web/worker.py): a first visit loads the rule set it plays, not all of them."""

from __future__ import annotations

import base64
import hashlib
import sys
import tomllib
import zipfile
from collections.abc import Iterator
from contextlib import contextmanager
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


@contextmanager
def _tree_on_path() -> Iterator[None]:
    """The package imported from this tree (the build reads the registry and the catalogue)."""
    sys.path.insert(0, str(ROOT))
    try:
        yield
    finally:
        sys.path.remove(str(ROOT))


def rule_set_dirs() -> dict[str, str]:
    """{wheel's distribution name: package folder} of each rule set, from the registry
    (``pygames-twinstar``: ``pygames/twinstar``), in catalogue order."""
    with _tree_on_path():
        from pygames.core.registry import PLUGINS
    dirs = {}
    for module in PLUGINS.values():
        package = module.rsplit(".", 1)[0]  # pygames.twinstar.plugin -> pygames.twinstar
        dirs[package.replace(".", "-").replace("_", "-")] = package.replace(".", "/")
    return dirs


def _packed_catalogue() -> tuple[str, bytes]:
    """(path in the core wheel, source) of the catalogue's entries (pygames.core.catalogue)."""
    with _tree_on_path():
        from pygames.core import catalogue
    return catalogue.PACKED_MODULE.replace(".", "/") + ".py", catalogue.packed_source().encode()


def build_wheels(out_dir: Path, pyc: bool = True) -> list[Path]:
    """The wheels of ``pygames/`` in ``out_dir``, the core's first, then one per rule set:
    the bytecode of every module for the bundled Pyodide in place of its source
    (bytecode.compile_pyc), or the sources when ``pyc`` is off or the bytecode cannot be
    made; their paths."""
    meta = project_meta()
    files = package_files() + [_packed_catalogue()]
    compiled = compile_pyc({p: d for p, d in files if p.endswith(".py")}) if pyc else {}
    if compiled:
        files = sorted([(p, d) for p, d in files if not p.endswith(".py")] + list(compiled.items()))
    parts: dict[str, list[tuple[str, bytes]]] = {meta["name"]: []}
    dirs = rule_set_dirs()
    for name in dirs:
        parts[name] = []
    for path, data in files:
        owner = next((name for name, folder in dirs.items() if path.startswith(folder + "/")),
                     meta["name"])
        parts[owner].append((path, data))
    return [write_wheel(out_dir, name, meta, part) for name, part in parts.items()]


def build_wheel(out_dir: Path, pyc: bool = True) -> Path:
    """The core wheel alone (see build_wheels); its path."""
    return build_wheels(out_dir, pyc)[0]


def wheel_name(name: str, version: str) -> str:
    """A wheel's file name (its distribution name normalised, as the wheel format says)."""
    return f"{name.replace('-', '_')}-{version}-py3-none-any.whl"


def write_wheel(out_dir: Path, name: str, meta: dict[str, Any], files: list[tuple[str, bytes]]) -> Path:
    """The wheel of ``name`` holding ``files`` (path in the wheel, bytes): reproducible, its
    entries stored; its path."""
    version = meta["version"]
    info = f"{name.replace('-', '_')}-{version}.dist-info"
    metadata = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        f"Summary: {meta.get('description', '')}\n"
        f"Requires-Python: {meta.get('requires-python', '')}\n"
        + (f"Requires-Dist: {meta['name']}=={version}\n" if name != meta["name"] else "")
    ).encode()
    wheel_meta = (b"Wheel-Version: 1.0\nGenerator: pygames build.py\n"
                  b"Root-Is-Purelib: true\nTag: py3-none-any\n")
    files = files + [(f"{info}/METADATA", metadata), (f"{info}/WHEEL", wheel_meta)]
    record = "".join(f"{p},{record_hash(d)},{len(d)}\n" for p, d in files) + f"{info}/RECORD,,\n"
    files.append((f"{info}/RECORD", record.encode()))
    wheel = out_dir / wheel_name(name, version)
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_STORED) as zf:
        for arcname, data in files:
            entry = zipfile.ZipInfo(arcname, ZIP_DATE)
            entry.compress_type = zipfile.ZIP_STORED
            entry.external_attr = 0o644 << 16
            zf.writestr(entry, data)
    return wheel
