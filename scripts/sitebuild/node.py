"""Runs the build's JavaScript programs (``.mjs`` files in this package) under Node:
Pyodide's compiler and a Brotli encoder exist only there. Each takes one JSON job on stdin,
so a whole build costs one process per program."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path


def which() -> str | None:
    """The ``node`` executable, or None (the callers then skip their step with a warning)."""
    return shutil.which("node")


def run(node: str, program: Path, job: object, timeout: float | None = None
        ) -> subprocess.CompletedProcess[str]:
    """``node program`` with ``job`` as JSON on stdin."""
    return subprocess.run([node, str(program)], input=json.dumps(job),
                          capture_output=True, text=True, timeout=timeout)


def failure(done: subprocess.CompletedProcess[str]) -> str:
    """The line of a failed run's stderr that names the error (Node prints it after the stack's
    source excerpt), else its last line, else the exit status."""
    lines = done.stderr.strip().splitlines() or [f"exit status {done.returncode}"]
    return next((line for line in reversed(lines) if "Error" in line), lines[-1]).strip()
