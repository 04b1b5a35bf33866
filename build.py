#!/usr/bin/env python3
"""Build the static site into dist/ (standard library only).

    python build.py                  # build dist/
    python build.py serve [--port N] # build, then serve dist/ on 127.0.0.1 and print the address

What dist/ holds (every URL in it is relative, so it works from any sub-path):

* ``index.html`` with the catalogue screen pre-rendered by the same Python controller that
  runs in the browser (so the first paint does not wait for the runtime);
* ``web/`` (bridge, worker, CSS), the PWA manifest and icons, and ``sw.js``, a service worker
  that precaches every file of the build under a content-hash version;
* ``pyodide/``: the core runtime from the npm package ``pyodide`` (pinned in package.json and
  package-lock.json, installed with ``npm ci`` and reused while the lockfile is unchanged),
  plus the ``pygames`` wheel built from the working tree with ``zipfile`` (sources and their
  CPython 3.14 bytecode, compiled by that Pyodide under Node, see compile_pyc) and a lockfile
  that lists only that wheel (relative ``file_name``, its sha256), so ``loadPyodide`` installs
  it without micropip and without the network.

The build is reproducible: wheel entries have fixed timestamps and a sorted order.
"""

from __future__ import annotations

import argparse
import base64
import email.utils
import gzip
import hashlib
import http.server
import json
import os
import shutil
import socketserver
import struct
import subprocess
import sys
import tempfile
import threading
import tomllib
import zipfile
import zlib
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parent
#: PYGAMES_DIST builds elsewhere (several engineers testing in one tree keep apart).
DIST = Path(os.environ.get("PYGAMES_DIST") or ROOT / "dist")
NODE_MODULES = ROOT / "node_modules"
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
WEB_FILES = ("bridge.js", "worker.py", "app.css")
#: PyScript chunks only its <py-editor> (CodeMirror) and <py-terminal> (xterm.js) widgets
#: load; the app uses neither, so they stay out of dist/ and of the first visit's download.
PYSCRIPT_UNUSED = ("codemirror", "xterm")
PRERENDER_MARK = "<!-- PRERENDER: build.py puts the catalogue screen here -->"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".py": "text/x-python; charset=utf-8",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".map": "application/json",
    "": "application/octet-stream",
}
#: Precompressed copies (``name.gz`` and ``name.br`` next to ``name``) for text and wasm files
#: of at least COMPRESS_MIN bytes, each kept when it saves at least a tenth. Python's standard
#: library has no Brotli encoder, so the ``.br`` copies come from Node's zlib (one ``node``
#: process per build, see _brotli_all); without ``node`` the build writes gzip only.
COMPRESS_SUFFIXES = (".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".wasm", ".py",
                     ".svg", ".map")
COMPRESS_MIN = 1024
#: Inputs of at least CACHE_MIN bytes keep their compressed copies in GZ_CACHE / BR_CACHE,
#: keyed by content hash (and Brotli quality), so rebuilds skip the slow part.
CACHE_MIN = 256_000
GZ_CACHE = NODE_MODULES / ".cache" / "pygames-gz"
BR_CACHE = NODE_MODULES / ".cache" / "pygames-br"
#: Brotli quality: 11 (the best) up to BROTLI_BIG bytes, 9 above it. Quality 11 took 44 s for
#: the 9.6 MB pyodide.asm.wasm on a busy 2-core machine (2.74 MB) against 4.6 s at quality 9
#: (3.10 MB; gzip -9: 3.53 MB), too slow for a cold build.
BROTLI_BIG = 1_000_000
#: Reads [[source, target, quality, text?], ...] on stdin and writes each target.
BROTLI_SCRIPT = """
const fs = require("fs"), zlib = require("zlib"), c = zlib.constants;
const jobs = JSON.parse(fs.readFileSync(0, "utf8"));
for (const [source, target, quality, text] of jobs) {
  const data = fs.readFileSync(source);
  fs.writeFileSync(target, zlib.brotliCompressSync(data, {params: {
    [c.BROTLI_PARAM_QUALITY]: quality, [c.BROTLI_PARAM_SIZE_HINT]: data.length,
    [c.BROTLI_PARAM_MODE]: text ? c.BROTLI_MODE_TEXT : c.BROTLI_MODE_GENERIC}}));
}
"""

#: The wheel also carries CPython bytecode for every module (``__pycache__/x.cpython-314.pyc``),
#: so the browser does not compile the package at each start. CPython cannot write another
#: version's bytecode, so the bundled Pyodide compiles it under Node (one process, PYC_SCRIPT),
#: as unchecked-hash .pyc files (valid whatever the unpacked files' mtimes). Results are cached
#: in PYC_CACHE by a hash of the sources, the Pyodide version and PYC_SCRIPT; without node or the
#: runtime the wheel has the sources only (the site still works, it starts slower).
PYC_CACHE = NODE_MODULES / ".cache" / "pygames-pyc"
#: Reads {module, indexURL, out, sources: {path in the package dir's parent: base64}} on stdin;
#: writes out/<path of the .pyc> for each source and out/index.json ({source: its .pyc path}).
PYC_SCRIPT = """
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
const job = JSON.parse(fs.readFileSync(0, "utf8"));
const { loadPyodide } = await import(pathToFileURL(job.module).href);
const py = await loadPyodide({ indexURL: job.indexURL, stdout: (s) => console.error(s) });
const site = py.runPython("import site; site.getsitepackages()[0]");
for (const [rel, data] of Object.entries(job.sources)) {
  py.FS.mkdirTree(path.posix.dirname(`${site}/${rel}`));
  py.FS.writeFile(`${site}/${rel}`, Buffer.from(data, "base64"));
}
py.globals.set("SOURCES", JSON.stringify(Object.keys(job.sources)));
const index = JSON.parse(py.runPython(`
import importlib.util, json, py_compile, site
root = site.getsitepackages()[0]
done = {}
for rel in json.loads(SOURCES):
    source = f"{root}/{rel}"
    cfile = importlib.util.cache_from_source(source)
    py_compile.compile(source, cfile=cfile, dfile=source, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    done[rel] = cfile[len(root) + 1:]
json.dumps(done)
`));
for (const cfile of Object.values(index)) {
  fs.mkdirSync(path.dirname(path.join(job.out, cfile)), { recursive: true });
  fs.writeFileSync(path.join(job.out, cfile), py.FS.readFile(`${site}/${cfile}`));
}
fs.writeFileSync(path.join(job.out, "index.json"), JSON.stringify(index));
"""
#: An unchecked-hash .pyc: flags word 0b01 after the 4-byte magic (PEP 552).
PYC_UNCHECKED = (1).to_bytes(4, "little")


def log(message: str) -> None:
    print(f"build: {message}", file=sys.stderr)


# ---------------------------------------------------------------------- npm
def npm_install() -> Path:
    """``npm ci`` unless node_modules already matches package-lock.json; the pyodide dir."""
    lock = ROOT / "package-lock.json"
    digest = hashlib.sha256(lock.read_bytes()).hexdigest()
    stamp = NODE_MODULES / ".pygames-lock.sha256"
    pyodide = NODE_MODULES / "pyodide"
    fresh = stamp.exists() and stamp.read_text() == digest
    pyscript = NODE_MODULES / "@pyscript" / "core" / "dist" / "core.js"
    if not (fresh and (pyodide / PYODIDE_FILES[2]).exists() and pyscript.exists()):
        log("npm ci (package-lock.json changed or node_modules missing)")
        npm = shutil.which("npm")
        if npm is None:
            raise SystemExit("build: npm is needed to fetch the Pyodide runtime")
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
        stamp.write_text(digest)
    return pyodide


# ---------------------------------------------------------------------- wheel
def project_meta() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]


def _record_hash(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).decode().rstrip("=")


def _pyodide_version(pyodide: Path) -> str | None:
    try:
        return json.loads((pyodide / "package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return None


def compile_pyc(sources: dict[str, bytes], pyodide: Path = NODE_MODULES / "pyodide") -> dict[str, bytes]:
    """CPython bytecode from the bundled Pyodide for each {path in the wheel: source}:
    {path of its .pyc in the wheel: bytes}, from PYC_CACHE or one ``node`` process; empty (and
    a warning) without node or the runtime, or when the node step fails."""
    if not sources:
        return {}
    version = _pyodide_version(pyodide)
    if version is None or not (pyodide / "pyodide.mjs").exists():
        log("warning: no Pyodide runtime in node_modules, wheel without .pyc (sources only)")
        return {}
    key = hashlib.sha256(f"{version}\n{PYC_SCRIPT}".encode())
    for rel, data in sorted(sources.items()):
        key.update(f"\n{rel}\n{hashlib.sha256(data).hexdigest()}".encode())
    cached = PYC_CACHE / f"{key.hexdigest()}.json"
    try:
        return {rel: base64.b64decode(data) for rel, data in json.loads(cached.read_text()).items()}
    except (OSError, ValueError):
        pass
    node = _node()
    if node is None:
        log("warning: node not found, wheel without .pyc (sources only)")
        return {}
    with tempfile.TemporaryDirectory(prefix="pygames-pyc-") as out:
        job = {"module": str(pyodide / "pyodide.mjs"), "indexURL": f"{pyodide}/", "out": out,
               "sources": {rel: base64.b64encode(data).decode() for rel, data in sources.items()}}
        compiled: dict[str, bytes] = {}
        try:
            done = subprocess.run([node, "--input-type=module", "-e", PYC_SCRIPT],
                                  input=json.dumps(job), capture_output=True, text=True, timeout=600)
            lines = done.stderr.strip().splitlines() or [f"exit status {done.returncode}"]
            reason = next((line for line in reversed(lines) if "Error" in line), lines[-1]).strip()
            if done.returncode == 0:
                index = json.loads((Path(out) / "index.json").read_text())
                if set(index) == set(sources):
                    compiled = {cfile: (Path(out) / cfile).read_bytes() for cfile in index.values()}
                else:
                    reason = "not every module compiled"
        except (OSError, ValueError, subprocess.TimeoutExpired) as error:
            reason = f"{type(error).__name__}: {error}"
    if any(not (c.startswith("pygames/") and "/__pycache__/" in c and c.endswith(".pyc")
                and data[4:8] == PYC_UNCHECKED) for c, data in compiled.items()):
        compiled, reason = {}, "unexpected .pyc names or flags"
    if not compiled:
        log(f"warning: Pyodide could not compile the package ({reason[:200]}); "
            "wheel without .pyc (sources only)")
        return {}
    _cache_put(cached, json.dumps({c: base64.b64encode(d).decode() for c, d in sorted(compiled.items())},
                                  indent=0).encode())
    return compiled


def build_wheel(out_dir: Path, pyc: bool = True) -> Path:
    """A pure-Python wheel of ``pygames/`` (a zip with a dist-info folder), reproducibly, with
    the bytecode of every module for the bundled Pyodide (compile_pyc) unless ``pyc`` is off."""
    meta = project_meta()
    name, version = meta["name"], meta["version"]
    files: list[tuple[str, bytes]] = []
    for path in sorted((ROOT / "pygames").rglob("*")):
        if path.is_file() and path.suffix in (".py", ".json") and "__pycache__" not in path.parts:
            files.append((path.relative_to(ROOT).as_posix(), path.read_bytes()))
    if pyc:
        files = sorted(files + list(compile_pyc({p: d for p, d in files if p.endswith(".py")}).items()))
    info = f"{name}-{version}.dist-info"
    metadata = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        f"Summary: {meta.get('description', '')}\n"
        f"Requires-Python: {meta.get('requires-python', '')}\n"
    ).encode()
    wheel_meta = (b"Wheel-Version: 1.0\nGenerator: pygames build.py\n"
                  b"Root-Is-Purelib: true\nTag: py3-none-any\n")
    files += [(f"{info}/METADATA", metadata), (f"{info}/WHEEL", wheel_meta)]
    record = "".join(f"{p},{_record_hash(d)},{len(d)}\n" for p, d in files) + f"{info}/RECORD,,\n"
    files.append((f"{info}/RECORD", record.encode()))
    wheel = out_dir / f"{name}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for arcname, data in files:
            entry = zipfile.ZipInfo(arcname, ZIP_DATE)
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            zf.writestr(entry, data)
    return wheel


def write_lockfile(source: Path, target: Path, wheel: Path) -> None:
    """The runtime's lockfile pruned to what the app loads: the pygames wheel alone."""
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


# ---------------------------------------------------------------------- icons
def _png(size: int, pixel) -> bytes:
    rows = b"".join(
        b"\x00" + b"".join(bytes(pixel(x / size, y / size)) for x in range(size))
        for y in range(size)
    )

    def chunk(kind: bytes, data: bytes) -> bytes:
        crc = struct.pack(">I", zlib.crc32(kind + data))
        return struct.pack(">I", len(data)) + kind + data + crc

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def _icon_pixel(x: float, y: float) -> tuple[int, int, int]:
    """The icon of web/icon.svg (four tiles on green), with a safe zone for maskable use."""
    green, cream, gold = (47, 93, 58), (246, 243, 234), (224, 161, 0)
    u, v = (x - 0.5) / 0.8 + 0.5, (y - 0.5) / 0.8 + 0.5  # shrink into the maskable safe zone
    def inside(x0: float, y0: float) -> bool:
        return x0 <= u <= x0 + 0.28 and y0 <= v <= y0 + 0.28
    if inside(0.19, 0.19):
        return cream
    if inside(0.53, 0.19) or inside(0.19, 0.53):
        return gold
    if (u - 0.67) ** 2 + (v - 0.67) ** 2 <= 0.14 ** 2:
        return cream
    return green


# ---------------------------------------------------------------------- page
def prerender() -> str:
    """The catalogue screen as HTML, from the same controller the worker runs."""
    sys.path.insert(0, str(ROOT))
    try:
        from pygames.app import Controller, to_html

        response = Controller().handle({"type": "init", "hash": "", "saved": None, "lang": "en"})
        return to_html(response["scene"])
    finally:
        sys.path.remove(str(ROOT))


def write_service_worker(dist: Path) -> str:
    files = sorted(p.relative_to(dist).as_posix() for p in dist.rglob("*")
                   if p.is_file() and p.relative_to(dist).as_posix() != "sw.js"
                   and p.suffix not in (".gz", ".br"))  # it caches originals; twins are transport
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + hashlib.sha256((dist / name).read_bytes()).digest())
    version = digest.hexdigest()[:16]
    source = (ROOT / "web" / "sw.js").read_text()
    source = source.replace('"__VERSION__"', json.dumps(version)).replace(
        "__FILES__", json.dumps(["./" + name for name in files], indent=1))
    (dist / "sw.js").write_text(source)
    return version


def _cache_put(cached: Path, packed: bytes) -> None:
    try:
        cached.parent.mkdir(parents=True, exist_ok=True)
        partial_file = cached.with_name(f"{cached.name}.{os.getpid()}.tmp")
        partial_file.write_bytes(packed)
        os.replace(partial_file, cached)  # builds running side by side never read half a file
    except OSError:
        pass  # a read-only node_modules only makes the next build slower


def _gzip(data: bytes) -> bytes:
    """Reproducible gzip (no mtime, no name); large inputs cached by content hash."""
    if len(data) < CACHE_MIN:
        return gzip.compress(data, compresslevel=9, mtime=0)
    cached = GZ_CACHE / (hashlib.sha256(data).hexdigest() + ".gz")
    if cached.exists():
        return cached.read_bytes()
    packed = gzip.compress(data, compresslevel=9, mtime=0)
    _cache_put(cached, packed)
    return packed


def _node() -> str | None:
    return shutil.which("node")


def _brotli_all(files: list[tuple[Path, bytes]]) -> dict[Path, bytes]:
    """Brotli for each (path, its bytes): {path: compressed}, empty without ``node``. Cached
    inputs are read from BR_CACHE; the others go through one ``node`` process (Node's zlib)."""
    node = _node()
    if node is None:
        if files:
            log("warning: node not found, no .br copies (gzip only)")
        return {}
    packed: dict[Path, bytes] = {}
    jobs, cache = [], {}
    for path, data in files:
        quality = 11 if len(data) <= BROTLI_BIG else 9
        if len(data) >= CACHE_MIN:
            cached = BR_CACHE / f"{hashlib.sha256(data).hexdigest()}.q{quality}.br"
            if cached.exists():
                packed[path] = cached.read_bytes()
                continue
            cache[path] = cached
        target = path.with_name(path.name + ".br")
        jobs.append((path, target, [str(path), str(target), quality, path.suffix != ".wasm"]))
    if not jobs:
        return packed
    done = subprocess.run([node, "-e", BROTLI_SCRIPT], input=json.dumps([j[2] for j in jobs]),
                          capture_output=True, text=True)
    if done.returncode != 0:
        lines = done.stderr.strip().splitlines() or ["?"]
        reason = next((line for line in lines if "Error" in line), lines[-1]).strip()
        log(f"warning: node could not write the .br copies ({reason}); gzip only")
        for _, target, _ in jobs:
            target.unlink(missing_ok=True)
        return {}
    for path, target, _ in jobs:
        packed[path] = target.read_bytes()
        if path in cache:
            _cache_put(cache[path], packed[path])
    return packed


def precompress(dist: Path) -> tuple[int, int, int, int]:
    """Write ``name.gz`` and ``name.br`` next to each large text/wasm file (not sw.js: the
    browser re-checks it for updates and it is small) where they save at least a tenth;
    (bytes of the originals with a .gz, bytes of the .gz, same two for .br)."""
    totals = [0, 0, 0, 0]
    candidates = []
    for path in sorted(dist.rglob("*")):
        if (not path.is_file() or path.suffix not in COMPRESS_SUFFIXES
                or path.relative_to(dist).as_posix() == "sw.js"):
            continue
        data = path.read_bytes()
        if len(data) >= COMPRESS_MIN:
            candidates.append((path, data))
    brotli = _brotli_all(candidates)
    for path, data in candidates:
        for index, suffix, packed in ((0, ".gz", _gzip(data)), (2, ".br", brotli.get(path))):
            twin = path.with_name(path.name + suffix)
            if packed is not None and len(packed) <= 0.9 * len(data):
                twin.write_bytes(packed)
                totals[index] += len(data)
                totals[index + 1] += len(packed)
            else:
                twin.unlink(missing_ok=True)  # no stale twin of an earlier content
    return totals[0], totals[1], totals[2], totals[3]


def build(dist: Path = DIST) -> Path:
    pyodide = npm_install()
    if dist.exists():
        shutil.rmtree(dist)
    (dist / "pyodide").mkdir(parents=True)
    (dist / "web").mkdir()
    (dist / "icons").mkdir()
    for name in PYODIDE_FILES:
        shutil.copyfile(pyodide / name, dist / "pyodide" / name)
    # PyScript (npm @pyscript/core): its ES modules and stylesheet, without source maps, and
    # without the editor and terminal widgets the app never shows (PYSCRIPT_UNUSED). Every
    # other chunk is copied because core.js imports its plugins lazily and the site must work
    # offline.
    (dist / "pyscript").mkdir()
    for path in sorted((NODE_MODULES / "@pyscript" / "core" / "dist").iterdir()):
        if path.suffix in (".js", ".css") and not path.name.startswith(PYSCRIPT_UNUSED):
            shutil.copyfile(path, dist / "pyscript" / path.name)
    wheel = build_wheel(dist / "pyodide")
    write_lockfile(pyodide / "pyodide-lock.json", dist / "pyodide" / "pyodide-lock.json", wheel)
    for name in WEB_FILES:
        shutil.copyfile(ROOT / "web" / name, dist / "web" / name)
    shutil.copytree(ROOT / "web" / "bridge", dist / "web" / "bridge")  # the bridge's ES modules
    shutil.copyfile(ROOT / "web" / "manifest.webmanifest", dist / "manifest.webmanifest")
    shutil.copyfile(ROOT / "web" / "icon.svg", dist / "icons" / "icon.svg")
    for size in (192, 512):
        (dist / "icons" / f"icon-{size}.png").write_bytes(_png(size, _icon_pixel))
    page = (ROOT / "index.html").read_text()
    if PRERENDER_MARK not in page:
        raise SystemExit("build: index.html lost its pre-render mark")
    (dist / "index.html").write_text(page.replace(PRERENDER_MARK, prerender()))
    version = write_service_worker(dist)
    raw, packed, br_raw, br_packed = precompress(dist)
    size = sum(p.stat().st_size for p in dist.rglob("*")
               if p.is_file() and p.suffix not in (".gz", ".br"))
    log(f"dist/ built: version {version}, {size / 1e6:.1f} MB "
        f"(.gz copies: {raw / 1e6:.1f} MB -> {packed / 1e6:.1f} MB, "
        f".br copies: {br_raw / 1e6:.1f} MB -> {br_packed / 1e6:.1f} MB)")
    return dist


# ---------------------------------------------------------------------- serve
class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types the runtime needs (a wrong one for .wasm hangs boot)."""

    extensions_map = MIME_TYPES

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def _encoding(self, available: tuple[str, ...]) -> str | None:
        """The coding of ``available`` (``br``, ``gzip``) that Accept-Encoding allows with the
        highest q (by name, else ``*``; above zero), br on a tie; None: send the original."""
        allowed: dict[str, float] = {}
        for item in self.headers.get("Accept-Encoding", "").split(","):
            name, _, params = item.strip().partition(";")
            q = 1.0
            for param in params.split(";"):
                key, _, value = param.strip().partition("=")
                if key.strip().lower() == "q":
                    try:
                        q = float(value)
                    except ValueError:
                        q = 0.0
            if name:
                allowed[name.strip().lower()] = q
        best, best_q = None, 0.0
        for name in available:  # br first: it wins ties
            q = allowed.get(name, allowed.get("*", 0.0))
            if q > best_q:
                best, best_q = name, q
        return best

    def send_head(self):  # noqa: ANN201 - the stdlib's signature
        """The precompressed twin (``.br`` or ``.gz``, see _encoding) when there is one the
        client accepts, with the original's Content-Type, its ``Content-Encoding`` and
        ``Vary: Accept-Encoding``; otherwise the stdlib's answer (plus Vary when a twin exists)."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?", 1)[0].split("#", 1)[0].endswith("/"):
            path = path / "index.html"
        twins = {coding: path.with_name(path.name + suffix)
                 for coding, suffix in (("br", ".br"), ("gzip", ".gz"))}
        available = tuple(coding for coding, twin in twins.items() if twin.is_file())
        if not (path.is_file() and available):
            return super().send_head()
        self._vary = True
        coding = self._encoding(available)
        if coding is None:
            return super().send_head()
        twin = twins[coding]
        stat = path.stat()
        since = self.headers.get("If-Modified-Since")
        if since and "If-None-Match" not in self.headers:
            try:
                if int(stat.st_mtime) <= email.utils.parsedate_to_datetime(since).timestamp():
                    self.send_response(http.server.HTTPStatus.NOT_MODIFIED)
                    self.end_headers()
                    return None
            except (TypeError, ValueError, IndexError, OverflowError):
                pass
        body = twin.open("rb")
        self.send_response(http.server.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", coding)
        self.send_header("Content-Length", str(twin.stat().st_size))
        self.send_header("Last-Modified", self.date_time_string(int(stat.st_mtime)))
        self.end_headers()
        return body

    def send_response(self, code: int, message: str | None = None) -> None:
        super().send_response(code, message)
        if getattr(self, "_vary", False):
            self.send_header("Vary", "Accept-Encoding")

    def handle_one_request(self) -> None:
        self._vary = False
        super().handle_one_request()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - stdlib name
        if os.environ.get("PYGAMES_SERVE_LOG"):
            super().log_message(format, *args)


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    allow_reuse_address = True


def start_server(directory: Path = DIST, port: int = 0, handler: type = Handler) -> Server:
    """Serve ``directory`` on 127.0.0.1 in a background thread (port 0: any free port)."""
    server = Server(("127.0.0.1", port), partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=("build", "serve"), default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (0: any free one)")
    args = parser.parse_args(argv)
    dist = build()
    if args.command == "serve":
        server = start_server(dist, args.port)
        print(f"Serving pygames at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)",
              flush=True)
        try:
            threading.Event().wait()
        except KeyboardInterrupt:
            server.shutdown()


if __name__ == "__main__":
    main()
