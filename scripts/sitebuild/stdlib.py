"""The runtime's standard library as bytecode: npm's ``python_stdlib.zip`` holds sources only,
so a plain start compiles every module Python imports while it starts (about two thirds of
``loadPyodide`` here). The build compiles them once with the bundled Pyodide
(``stdlib.mjs``) and ships a zip of sourceless ``.pyc`` files in its place: the same modules,
a start several times faster, and fewer bytes once Brotli has the stored entries. The result
is cached by the stock zip's hash, the Pyodide version and that program; without node, or
when the step fails, the stock zip is shipped (a slower start, one warning line)."""

from __future__ import annotations

import hashlib
import io
import subprocess
import tempfile
import zipfile
from pathlib import Path

from . import cache, log, node
from .bytecode import PYC_UNCHECKED, pyodide_version
from .paths import CACHE, PYODIDE

NAME = "python_stdlib.zip"
STDLIB_CACHE = CACHE / "pygames-stdlib"
PROGRAM = Path(__file__).with_name("stdlib.mjs")


def compiled_stdlib(pyodide: Path = PYODIDE) -> bytes | None:
    """The bytecode zip of ``pyodide``'s standard library (see the module), or None: ship the
    stock one."""
    stock = pyodide / NAME
    version = pyodide_version(pyodide)
    if version is None or not stock.exists():
        log("warning: no Pyodide runtime in node_modules, standard library left as sources")
        return None
    key = hashlib.sha256(f"{version}\n".encode() + PROGRAM.read_bytes() + stock.read_bytes())
    cached = STDLIB_CACHE / f"{key.hexdigest()}.zip"
    if cached.exists():
        return cached.read_bytes()
    executable = node.which()
    if executable is None:
        log("warning: node not found, standard library left as sources (slower start)")
        return None
    with tempfile.TemporaryDirectory(prefix="pygames-stdlib-") as out:
        target = Path(out) / NAME
        job = {"module": str(pyodide / "pyodide.mjs"), "indexURL": f"{pyodide}/",
               "source": str(stock), "out": str(target)}
        try:
            done = node.run(executable, PROGRAM, job, timeout=600)
            reason = node.failure(done) if done.returncode else ""
            data = target.read_bytes() if not reason else b""
        except (OSError, subprocess.TimeoutExpired) as error:
            reason, data = f"{type(error).__name__}: {error}", b""
    if not reason and not _is_bytecode_of(data, stock):
        reason = "unexpected entries or flags"
    if reason:
        log(f"warning: Pyodide could not compile its standard library ({reason[:200]}); "
            "left as sources (slower start)")
        return None
    cache.put(cached, data)
    return data


def _is_bytecode_of(data: bytes, stock: Path) -> bool:
    """Whether ``data`` is a zip with a sourceless unchecked-hash .pyc for each .py of the
    ``stock`` zip and every other entry unchanged."""
    with zipfile.ZipFile(stock) as source, zipfile.ZipFile(io.BytesIO(data)) as compiled:
        expected = [n + "c" if n.endswith(".py") else n for n in source.namelist()]
        if compiled.namelist() != expected:
            return False
        return all(compiled.read(n)[4:8] == PYC_UNCHECKED for n in expected if n.endswith(".pyc"))
