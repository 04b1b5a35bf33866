"""``build.py serve`` serves the site while its ``.gz``/``.br`` twins are still being written
(a fresh clone answers sooner), and ``build.py`` (no serve) returns with them all written.

The site is the small hand-made one of test_build_compress (fast); build_site is replaced by
a function that writes it, so these tests run without node_modules."""

from __future__ import annotations

import gzip
import importlib.util
import os
import re
import shutil
import threading
from pathlib import Path
from types import ModuleType, SimpleNamespace

import pytest
from test_build_compress import BIG_JS, BIG_WASM, fetch, unbrotli

from sitebuild import compress
from sitebuild.service_worker import write_service_worker

ROOT = Path(__file__).resolve().parent.parent
needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="node writes the .br twins")


def load_build_py() -> ModuleType:
    spec = importlib.util.spec_from_file_location("build_py", ROOT / "build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_site(dist: Path) -> str:
    """A stand-in for pipeline.build_site: a few files, sw.js, no twins; the version."""
    (dist / "web").mkdir(parents=True)
    (dist / "index.html").write_text("<!doctype html><title>t</title>" + "<p>hello</p>" * 300)
    (dist / "web" / "big.js").write_bytes(BIG_JS)
    (dist / "web" / "engine.wasm").write_bytes(BIG_WASM)
    return write_service_worker(dist)


def twins(dist: Path) -> list[Path]:
    return sorted(p for p in dist.rglob("*") if p.suffix in (".gz", ".br"))


@pytest.fixture
def build_py(tmp_path: Path, monkeypatch) -> ModuleType:
    module = load_build_py()
    monkeypatch.setattr(module, "DIST", tmp_path / "dist")
    monkeypatch.setattr(module, "build_site", write_site)
    return module


def test_build_writes_every_twin_before_returning(build_py: ModuleType) -> None:
    build_py.main(["build"])
    dist = build_py.DIST
    names = {p.relative_to(dist).as_posix() for p in twins(dist)}
    assert {"index.html.gz", "web/big.js.gz", "web/engine.wasm.gz"} <= names
    if shutil.which("node"):
        assert {"index.html.br", "web/big.js.br", "web/engine.wasm.br"} <= names
    assert not [p for p in dist.rglob("*") if p.name.endswith(".partial")]


def test_serve_answers_before_the_twins_and_completes_them(build_py: ModuleType, monkeypatch,
                                                           capsys) -> None:
    """The server is up while finish is held back: the original is sent; once finish ran,
    every twin is there and decompresses to its original."""
    release, finished = threading.Event(), threading.Event()
    real_finish = build_py.finish

    def held_finish(dist: Path, version: str) -> None:
        release.wait(30)
        real_finish(dist, version)
        finished.set()

    seen: dict[str, tuple[int, dict, bytes]] = {}

    class Wait:
        def wait(self) -> None:
            port = int(re.search(r":(\d+)/", capsys.readouterr().out).group(1))
            address = ("127.0.0.1", port)
            seen["before"] = fetch(address, "/web/big.js", "br, gzip")
            release.set()
            assert finished.wait(60)
            seen["after"] = fetch(address, "/web/big.js", "gzip")
            raise KeyboardInterrupt

    monkeypatch.setattr(build_py, "finish", held_finish)
    monkeypatch.setattr(build_py, "threading", SimpleNamespace(Thread=threading.Thread, Event=Wait))
    build_py.main(["serve", "--port", "0"])
    status, headers, body = seen["before"]
    assert status == 200 and "content-encoding" not in headers and body == BIG_JS
    status, headers, body = seen["after"]
    assert status == 200 and headers["content-encoding"] == "gzip"
    assert gzip.decompress(body) == BIG_JS
    dist = build_py.DIST
    for twin in twins(dist):
        original = (twin.with_suffix("")).read_bytes()
        unpacked = gzip.decompress(twin.read_bytes()) if twin.suffix == ".gz" else unbrotli(twin)
        assert unpacked == original, twin
    assert {p.with_suffix("").name for p in twins(dist)} >= {"index.html", "big.js", "engine.wasm"}


def test_twins_appear_whole_under_their_name(tmp_path: Path, monkeypatch) -> None:
    """write_twin writes elsewhere and renames: the twin's name never holds a partial file."""
    renames: list[tuple[Path, Path, bool]] = []
    real_replace = os.replace

    def spy(source: Path, target: Path) -> None:
        renames.append((Path(source), Path(target), Path(target).exists()))
        real_replace(source, target)

    monkeypatch.setattr(compress.os, "replace", spy)
    twin = tmp_path / "big.js.gz"
    compress.write_twin(twin, b"packed")
    assert twin.read_bytes() == b"packed"
    [(source, target, existed)] = renames
    assert target == twin and source != twin and not existed
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.js.gz"]


@needs_node
def test_node_writes_no_brotli_output_next_to_the_originals(tmp_path: Path, monkeypatch) -> None:
    """Node's outputs go to a folder of their own; only write_twin puts a twin in the site."""
    write_site(tmp_path)
    targets: list[Path] = []
    real_run = compress.node.run

    def spy(executable: str, program: Path, job: list[list[object]], timeout=None):
        targets.extend(Path(str(target)) for _, target, _, _ in job)
        return real_run(executable, program, job, timeout)

    monkeypatch.setattr(compress.node, "run", spy)
    packed = compress.brotli_twins([(p, p.read_bytes()) for p in (tmp_path / "web").iterdir()])
    assert targets and not [t for t in targets if tmp_path in t.parents]
    assert unbrotli(data=packed[tmp_path / "web" / "big.js"]) == BIG_JS
    assert not twins(tmp_path)


def test_precache_version_does_not_depend_on_twins(tmp_path: Path) -> None:
    """Twins are transfer encodings of the same bytes: writing them (after the site is served)
    leaves the version and the file list alone."""
    version = write_site(tmp_path)
    before = (tmp_path / "sw.js").read_text()
    compress.precompress(tmp_path)
    assert twins(tmp_path)
    assert write_service_worker(tmp_path) == version
    assert (tmp_path / "sw.js").read_text() == before
    (tmp_path / "web" / "big.js").write_bytes(BIG_JS + b"//")
    assert write_service_worker(tmp_path) != version  # it does follow the originals
