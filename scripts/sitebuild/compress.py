"""Precompressed twins (``name.gz``, ``name.br`` next to ``name``) of the large text, wasm and wheel
files: the runtime is most of a first visit's bytes, and static hosts (and ``server``) can
send a twin instead of compressing on every request. gzip comes from the standard library,
Brotli from Node's zlib (``brotli.mjs``, one process per build; gzip only without node)."""

from __future__ import annotations

import gzip
import hashlib
import os
import tempfile
from pathlib import Path

from . import cache, log, node
from .paths import CACHE

#: Files that get twins: text, wasm and the wheel (its entries stored, see wheel.py) of at least
#: COMPRESS_MIN bytes; a twin is kept when it saves at least a tenth (an already compressed zip
#: does not).
COMPRESS_SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".py",
                     ".svg", ".map", ".whl", ".zip")
#: The binary ones among them (Brotli's generic mode; text mode for the others).
BINARY = (".wasm", ".whl", ".zip")
COMPRESS_MIN = 1024
#: Inputs of at least CACHE_MIN bytes keep their twins in GZ_CACHE / BR_CACHE, keyed by content
#: hash (and Brotli quality), so rebuilds skip the slow part.
CACHE_MIN = 256_000
GZ_CACHE = CACHE / "pygames-gz"
BR_CACHE = CACHE / "pygames-br"
#: Brotli quality: 11 (the best) up to BROTLI_BIG bytes, 9 above it, where 11 is many times
#: slower for a small gain and would stretch a cold build (figures in the README's Deploy);
#: 11 for BROTLI_BEST all the same: the standard library's bytecode zip (stdlib) is a tenth
#: smaller at 11, a third of a megabyte on every first visit, and its twin is cached.
BROTLI_BIG = 2_000_000
BROTLI_BEST = ("python_stdlib.zip",)
PROGRAM = Path(__file__).with_name("brotli.mjs")


def gzip_twin(data: bytes) -> bytes:
    """Reproducible gzip (no mtime, no name); large inputs cached by content hash."""
    if len(data) < CACHE_MIN:
        return gzip.compress(data, compresslevel=9, mtime=0)
    cached = GZ_CACHE / (hashlib.sha256(data).hexdigest() + ".gz")
    if cached.exists():
        return cached.read_bytes()
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    cache.put(cached, packed)
    return packed


def brotli_twins(files: list[tuple[Path, bytes]]) -> dict[Path, bytes]:
    """Brotli for each (path, its bytes): {path: compressed}, empty without ``node``. Cached
    inputs are read from BR_CACHE; the others go through one ``node`` process."""
    executable = node.which()
    if executable is None:
        if files:
            log("warning: node not found, no .br copies (gzip only)")
        return {}
    with tempfile.TemporaryDirectory(prefix="pygames-br-") as out:
        return _brotli(executable, files, Path(out))


def _brotli(executable: str, files: list[tuple[Path, bytes]], out: Path) -> dict[Path, bytes]:
    """brotli_twins with node's outputs in ``out`` (never next to the original, where a server
    running during the build could send a half-written one)."""
    packed: dict[Path, bytes] = {}
    jobs: list[tuple[Path, Path, list[object]]] = []
    to_cache: dict[Path, Path] = {}
    for path, data in files:
        quality = 11 if len(data) <= BROTLI_BIG or path.name in BROTLI_BEST else 9
        if len(data) >= CACHE_MIN:
            cached = BR_CACHE / f"{hashlib.sha256(data).hexdigest()}.q{quality}.br"
            if cached.exists():
                packed[path] = cached.read_bytes()
                continue
            to_cache[path] = cached
        target = out / f"{len(jobs)}.br"
        jobs.append((path, target, [str(path), str(target), quality, path.suffix not in BINARY]))
    if not jobs:
        return packed
    done = node.run(executable, PROGRAM, [job for _, _, job in jobs])
    if done.returncode != 0:
        log(f"warning: node could not write the .br copies ({node.failure(done)}); gzip only")
        return {}
    for path, target, _ in jobs:
        packed[path] = target.read_bytes()
        if path in to_cache:
            cache.put(to_cache[path], packed[path])
    return packed


def write_twin(twin: Path, packed: bytes) -> None:
    """Write ``twin`` under a temporary name and rename it: a server sending the site while the
    twins are written (``build.py serve``) sees a whole twin or none (then the original)."""
    partial = twin.with_name(f".{twin.name}.{os.getpid()}.partial")
    partial.write_bytes(packed)
    os.replace(partial, twin)


def precompress(dist: Path) -> tuple[int, int, int, int]:
    """Write ``name.gz`` and ``name.br`` next to each large text, wasm or wheel file of ``dist`` (not
    sw.js: the browser re-checks it for updates and it is small) where they save at least a
    tenth; (bytes of the originals with a .gz, bytes of the .gz, same two for .br)."""
    totals = [0, 0, 0, 0]
    candidates = []
    for path in sorted(dist.rglob("*")):
        if (not path.is_file() or path.suffix not in COMPRESS_SUFFIXES
                or path.relative_to(dist).as_posix() == "sw.js"):
            continue
        data = path.read_bytes()
        if len(data) >= COMPRESS_MIN:
            candidates.append((path, data))
    brotli = brotli_twins(candidates)
    for path, data in candidates:
        for index, suffix, packed in ((0, ".gz", gzip_twin(data)), (2, ".br", brotli.get(path))):
            twin = path.with_name(path.name + suffix)
            if packed is not None and len(packed) <= 0.9 * len(data):
                write_twin(twin, packed)
                totals[index] += len(data)
                totals[index + 1] += len(packed)
            else:
                twin.unlink(missing_ok=True)  # no stale twin of an earlier content
    return totals[0], totals[1], totals[2], totals[3]
