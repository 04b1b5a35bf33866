"""build.py: the wheel, the pruned lockfile, the page, the service worker and the server."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import urllib.request
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build.build(tmp_path_factory.mktemp("site") / "dist")


def test_wheel_is_reproducible_and_records_every_file(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = build.build_wheel(tmp_path / "a")
    second = build.build_wheel(tmp_path / "b")
    assert first.name == "pygames-0.1.0-py3-none-any.whl"
    assert first.read_bytes() == second.read_bytes()
    with zipfile.ZipFile(first) as zf:
        names = set(zf.namelist())
        record = zf.read("pygames-0.1.0.dist-info/RECORD").decode().splitlines()
        for line in record:
            path, digest, size = line.rsplit(",", 2)
            if path.endswith("RECORD"):
                continue
            data = zf.read(path)
            want = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).decode().rstrip("=")
            assert digest == "sha256=" + want and int(size) == len(data)
        assert {line.rsplit(",", 2)[0] for line in record} == names
    assert "pygames/app/controller.py" in names and "pygames/core/game.py" in names
    for name in names:  # bytecode only in __pycache__, next to its module (test_wheel_has_bytecode...)
        if "__pycache__" in name or name.endswith(".pyc"):
            folder, _, file = name.rpartition("/__pycache__/")
            assert file.endswith(".cpython-314.pyc") and f"{folder}/{file.split('.')[0]}.py" in names
    plain = build.build_wheel(tmp_path / "a", pyc=False)
    with zipfile.ZipFile(plain) as zf:
        assert not any("__pycache__" in n or n.endswith(".pyc") for n in zf.namelist())


def test_wheel_has_bytecode_for_every_module_from_the_bundled_pyodide(dist: Path,
                                                                     tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("node is needed to compile the bytecode with Pyodide")
    wheel = next((dist / "pyodide").glob("*.whl"))
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        recorded = {line.rsplit(",", 2)[0]: line.rsplit(",", 2)[1]
                    for line in zf.read("pygames-0.1.0.dist-info/RECORD").decode().splitlines()}
        modules = sorted(n for n in names if n.endswith(".py"))
        assert len(modules) > 10
        magics = set()
        for module in modules:
            folder, _, file = module.rpartition("/")
            pyc = f"{folder}/__pycache__/{file[:-3]}.cpython-314.pyc"
            data = zf.read(pyc)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).decode().rstrip("=")
            assert recorded[pyc] == "sha256=" + digest
            assert data[4:8] == build.PYC_UNCHECKED  # valid whatever the unpacked mtimes
            assert f"/lib/python3.14/site-packages/{module}".encode() in data  # tracebacks' paths
            magics.add(data[:4])
        assert len(magics) == 1 and magics.pop()[2:] == b"\r\n"
        assert len([n for n in names if n.endswith(".pyc")]) == len(modules)
    assert build.build_wheel(tmp_path).read_bytes() == wheel.read_bytes()  # reproducible (cached)


def test_wheel_without_bytecode_when_pyodide_cannot_compile(tmp_path: Path, monkeypatch,
                                                            capsys: pytest.CaptureFixture) -> None:
    monkeypatch.setattr(build, "PYC_CACHE", tmp_path / "cache")
    sources = {"pygames/x.py": b"X = 1\n"}
    assert build.compile_pyc(sources, tmp_path / "missing") == {}
    assert "no Pyodide runtime" in capsys.readouterr().err
    runtime = tmp_path / "pyodide"
    runtime.mkdir()
    (runtime / "package.json").write_text('{"version": "0"}')
    (runtime / "pyodide.mjs").write_text('throw new Error("broken runtime");\n')
    monkeypatch.setattr(build, "_node", lambda: None)
    assert build.compile_pyc(sources, runtime) == {}
    assert "node not found" in capsys.readouterr().err
    monkeypatch.undo()
    monkeypatch.setattr(build, "PYC_CACHE", tmp_path / "cache")
    if shutil.which("node") is not None:
        assert build.compile_pyc(sources, runtime) == {}
        err = capsys.readouterr().err
        assert "could not compile" in err and "broken runtime" in err and err.count("\n") == 1
    assert not (tmp_path / "cache").exists()


def test_wheel_imports_on_its_own(tmp_path: Path) -> None:
    wheel = build.build_wheel(tmp_path)
    code = (f"import sys; sys.path.insert(0, {str(wheel)!r}); import json, pygames.app; "
            "print(json.loads(pygames.app.handle('{\"type\":\"init\"}'))['lang'])")
    out = subprocess.run([sys.executable, "-I", "-c", code],
                         capture_output=True, text=True, cwd=tmp_path, check=True)
    assert out.stdout.strip() == "en"


def test_lockfile_lists_only_the_wheel_with_its_hash(dist: Path) -> None:
    lock = json.loads((dist / "pyodide" / "pyodide-lock.json").read_text())
    assert list(lock["packages"]) == ["pygames"]
    entry = lock["packages"]["pygames"]
    wheel = dist / "pyodide" / entry["file_name"]
    assert "/" not in entry["file_name"]
    assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    assert lock["info"]["python"].startswith("3.")


def test_page_is_prerendered_with_relative_urls(dist: Path) -> None:
    page = (dist / "index.html").read_text()
    assert build.PRERENDER_MARK not in page
    assert '<div class="screen catalogue">' in page and "Choose a game" in page
    urls = re.findall(r'(?:src|href)="([^"]+)"', page)
    assert urls and all(not u.startswith(("/", "http:", "https:")) for u in urls)
    for path in (dist / "web").rglob("*"):  # the bridge's modules in web/bridge/ included
        if not path.is_file() or path.suffix in (".gz", ".br"):  # twins: build.precompress
            continue
        text = path.read_text()
        assert "https://" not in re.sub(r"//.*", "", text), path  # no absolute URL outside comments


def test_service_worker_precaches_every_file_under_a_content_version(dist: Path) -> None:
    sw = (dist / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    on_disk = sorted("./" + p.relative_to(dist).as_posix() for p in dist.rglob("*")
                     if p.is_file() and p.name != "sw.js" and p.suffix not in (".gz", ".br"))
    assert files == on_disk
    assert "./pyodide/pyodide.asm.wasm" in files
    version = re.search(r'const VERSION = "([0-9a-f]{16})"', sw).group(1)
    assert version == build.write_service_worker(dist)  # same content, same version
    (dist / "web" / "app.css").write_text("/* changed */")
    assert build.write_service_worker(dist) != version


def test_manifest_and_icons(dist: Path) -> None:
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    for icon in manifest["icons"]:
        data = (dist / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            assert data.startswith(b"\x89PNG")
            width = int.from_bytes(data[16:20], "big")
            assert f"{width}x{width}" == icon["sizes"]


def test_server_sends_the_mime_types_the_runtime_needs(dist: Path) -> None:
    server = build.start_server(dist, 0)
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        for path, mime in (("pyodide/pyodide.asm.wasm", "application/wasm"),
                           ("pyodide/pyodide.mjs", "text/javascript"),
                           ("web/worker.py", "text/x-python"),
                           ("manifest.webmanifest", "application/manifest+json"),
                           ("", "text/html")):
            with urllib.request.urlopen(base + path) as response:
                assert response.headers["Content-Type"].startswith(mime), path
    finally:
        server.shutdown()
