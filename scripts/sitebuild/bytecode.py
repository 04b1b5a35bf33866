"""CPython bytecode for the wheel, so the browser does not compile the package at every start:
a sourceless ``x.pyc`` for each ``x.py`` (the wheel ships the bytecode alone: the sources
would add about half again to what a first visit downloads, and compiling them in the
browser costs more than loading the bytecode). The host's CPython cannot write another
version's bytecode, so the bundled Pyodide compiles it under Node (``bytecode.mjs``, one
process; it also leaves out column tables and docstrings). Results are cached by a hash of
the sources, the Pyodide version and that program; without node or the runtime the wheel
carries the sources instead (slower start)."""

from __future__ import annotations

import base64
import hashlib
import json
import subprocess
import tempfile
from pathlib import Path

from . import cache, log, node
from .paths import CACHE, PYODIDE

PYC_CACHE = CACHE / "pygames-pyc"
PROGRAM = Path(__file__).with_name("bytecode.mjs")
#: An unchecked-hash .pyc: flags word 0b01 after the 4-byte magic (PEP 552).
PYC_UNCHECKED = (1).to_bytes(4, "little")


def pyodide_version(pyodide: Path) -> str | None:
    """The runtime's npm version, or None when it is not installed."""
    try:
        return json.loads((pyodide / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return None


def compile_pyc(sources: dict[str, bytes], pyodide: Path = PYODIDE) -> dict[str, bytes]:
    """Bytecode for each {path in the wheel: source}: {path of its sourceless .pyc (the
    source's path + ``c``): bytes}, from PYC_CACHE or one ``node`` process; empty (and one
    warning line) without node or the runtime, or when the node step fails."""
    if not sources:
        return {}
    version = pyodide_version(pyodide)
    if version is None or not (pyodide / "pyodide.mjs").exists():
        log("warning: no Pyodide runtime in node_modules, wheel without .pyc (sources only)")
        return {}
    key = hashlib.sha256(f"{version}\n".encode() + PROGRAM.read_bytes())
    for rel, data in sorted(sources.items()):
        key.update(f"\n{rel}\n{hashlib.sha256(data).hexdigest()}".encode())
    cached = PYC_CACHE / f"{key.hexdigest()}.json"
    try:
        return {rel: base64.b64decode(data) for rel, data in json.loads(cached.read_text()).items()}
    except (OSError, ValueError):
        pass
    executable = node.which()
    if executable is None:
        log("warning: node not found, wheel without .pyc (sources only)")
        return {}
    compiled, reason = _run(executable, sources, pyodide)
    if compiled and (set(compiled) != {rel + "c" for rel in sources}
                     or any(data[4:8] != PYC_UNCHECKED for data in compiled.values())):
        compiled, reason = {}, "unexpected .pyc names or flags"
    if not compiled:
        log(f"warning: Pyodide could not compile the package ({reason[:200]}); "
            "wheel without .pyc (sources only)")
        return {}
    cache.put(cached, json.dumps({c: base64.b64encode(d).decode() for c, d in sorted(compiled.items())},
                                 indent=0).encode())
    return compiled


def _run(executable: str, sources: dict[str, bytes], pyodide: Path) -> tuple[dict[str, bytes], str]:
    """bytecode.mjs over ``sources``: ({.pyc path: bytes}, "") or ({}, why it failed)."""
    with tempfile.TemporaryDirectory(prefix="pygames-pyc-") as out:
        job = {"module": str(pyodide / "pyodide.mjs"), "indexURL": f"{pyodide}/", "out": out,
               "sources": {rel: base64.b64encode(data).decode() for rel, data in sources.items()}}
        try:
            done = node.run(executable, PROGRAM, job, timeout=600)
            if done.returncode != 0:
                return {}, node.failure(done)
            index = json.loads((Path(out) / "index.json").read_text())
            if set(index) != set(sources):
                return {}, "not every module compiled"
            return {cfile: (Path(out) / cfile).read_bytes() for cfile in index.values()}, ""
        except (OSError, ValueError, subprocess.TimeoutExpired) as error:
            return {}, f"{type(error).__name__}: {error}"
