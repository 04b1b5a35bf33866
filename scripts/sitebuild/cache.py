"""Writes a result into the build cache so that builds running side by side never read half a
file, and a read-only node_modules only makes the next build slower."""

from __future__ import annotations

import os
from pathlib import Path


def put(path: Path, data: bytes) -> None:
    """Store ``data`` at ``path`` atomically; give up quietly when the cache cannot be written."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_name(f"{path.name}.{os.getpid()}.tmp")
        partial.write_bytes(data)
        os.replace(partial, path)
    except OSError:
        pass
