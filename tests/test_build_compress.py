"""The build's precompressed assets: ``.gz`` and ``.br`` twins written by sitebuild.compress
and sent by sitebuild.server (br when the client accepts it at least as much as gzip, else
gzip, else the original).

Most tests use a small hand-made site (fast); one checks the real build's runtime files.
The ``.br`` twins come from Node's zlib (the standard library has no Brotli encoder), so the
tests decompress them through ``node`` too; without ``node`` those tests are skipped.
"""

from __future__ import annotations

import gzip
import hashlib
import http.client
import json
import re
import shutil
import subprocess
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from sitebuild import compress, node, pipeline
from sitebuild.compress import precompress
from sitebuild.server import start_server

BIG_JS = ("export const words = " + json.dumps([f"word{i}" for i in range(800)]) + ";\n").encode()
BIG_WASM = b"\0asm\x01\0\0\0" + bytes(range(64)) * 200
needs_node = pytest.mark.skipif(shutil.which("node") is None, reason="node writes the .br twins")


def unbrotli(path: Path | None = None, data: bytes | None = None) -> bytes:
    """Brotli-decompress a file or bytes through Node's zlib."""
    script = ("const z = require('zlib'), fs = require('fs');"
              "process.stdout.write(z.brotliDecompressSync(fs.readFileSync(process.argv[1] || 0)))")
    args = ["node", "-e", script] + ([str(path)] if path else [])
    return subprocess.run(args, input=data, capture_output=True, check=True).stdout


@pytest.fixture
def site(tmp_path: Path) -> Path:
    (tmp_path / "web").mkdir()
    (tmp_path / "index.html").write_text("<!doctype html><title>t</title>" + "<p>hello</p>" * 300)
    (tmp_path / "web" / "big.js").write_bytes(BIG_JS)
    (tmp_path / "web" / "small.css").write_text("body{margin:0}")
    (tmp_path / "web" / "engine.wasm").write_bytes(BIG_WASM)
    noise = b"".join(hashlib.sha256(bytes([i])).digest() for i in range(64))
    (tmp_path / "web" / "noise.json").write_bytes(noise)  # incompressible: no twin
    with zipfile.ZipFile(tmp_path / "bundle.zip", "w", zipfile.ZIP_DEFLATED) as bundle:
        bundle.writestr("a.txt", b"x" * 5000 + noise)  # already compressed: no twin pays
    (tmp_path / "sw.js").write_text("// worker\n" * 400)
    return tmp_path


@pytest.fixture
def server(site: Path) -> Iterator[tuple[str, int]]:
    built = precompress(site)
    assert built[1] < built[0] and built[3] <= built[2]
    srv = start_server(site, 0)
    yield srv.server_address
    srv.shutdown()


def fetch(address: tuple[str, int], path: str, accept: str | None,
          method: str = "GET", headers: dict | None = None) -> tuple[int, dict, bytes]:
    conn = http.client.HTTPConnection(*address, timeout=10)
    sent = dict(headers or {})
    if accept is not None:
        sent["Accept-Encoding"] = accept
    conn.request(method, path, headers=sent)
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def test_precompress_writes_reproducible_twins_only_where_they_pay(site: Path) -> None:
    raw, packed, _, _ = precompress(site)
    twins = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.gz"))
    assert twins == ["index.html.gz", "web/big.js.gz", "web/engine.wasm.gz"]
    assert gzip.decompress((site / "web" / "big.js.gz").read_bytes()) == BIG_JS
    assert gzip.decompress((site / "web" / "engine.wasm.gz").read_bytes()) == BIG_WASM
    assert raw == sum(len((site / t[:-3]).read_bytes()) for t in twins)
    assert packed == sum(len((site / t).read_bytes()) for t in twins) < raw
    first = (site / "web" / "big.js.gz").read_bytes()
    precompress(site)  # again: byte-identical (no timestamp in the gzip header)
    assert (site / "web" / "big.js.gz").read_bytes() == first
    assert not list(site.rglob("*.gz.gz"))


@needs_node
def test_brotli_twins_decompress_to_the_originals_and_beat_gzip(site: Path, monkeypatch) -> None:
    calls = []
    real_run = subprocess.run
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: calls.append(a) or real_run(*a, **k))
    _, _, raw, packed = precompress(site)
    assert len(calls) == 1  # one node process for the whole site, not one per file
    twins = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.br"))
    assert twins == ["index.html.br", "web/big.js.br", "web/engine.wasm.br"]
    for twin in twins:
        original = (site / twin[:-3]).read_bytes()
        assert unbrotli(site / twin) == original
        assert (site / twin).stat().st_size < (site / (twin[:-3] + ".gz")).stat().st_size
    assert raw == sum(len((site / t[:-3]).read_bytes()) for t in twins)
    assert packed == sum(len((site / t).read_bytes()) for t in twins) < raw
    first = (site / "web" / "big.js.br").read_bytes()
    precompress(site)  # again: byte-identical
    assert (site / "web" / "big.js.br").read_bytes() == first
    assert not list(site.rglob("*.br.*")) and not list(site.rglob("*.gz.br"))


@needs_node
def test_large_brotli_inputs_are_cached(site: Path, tmp_path_factory: pytest.TempPathFactory,
                                        monkeypatch) -> None:
    cache = tmp_path_factory.mktemp("br-cache")
    monkeypatch.setattr(compress, "BR_CACHE", cache)
    monkeypatch.setattr(compress, "GZ_CACHE", tmp_path_factory.mktemp("gz-cache"))
    monkeypatch.setattr(compress, "CACHE_MIN", 10_000)  # only engine.wasm (12.8 kB) is "large"
    precompress(site)
    assert [p.name.split(".", 1)[1] for p in cache.iterdir()] == ["q11.br"]
    cached = next(cache.iterdir())
    assert cached.read_bytes() == (site / "web" / "engine.wasm.br").read_bytes()
    cached.write_bytes(b"from the cache")  # the next build takes it from there, no node
    (site / "web" / "engine.wasm.br").unlink()
    precompress(site)
    assert (site / "web" / "engine.wasm.br").read_bytes() == b"from the cache"


def test_without_node_the_build_writes_gzip_only(site: Path, monkeypatch, capsys) -> None:
    monkeypatch.setattr(node, "which", lambda: None)
    raw, packed, br_raw, br_packed = precompress(site)
    assert (br_raw, br_packed) == (0, 0) and packed < raw
    assert not list(site.rglob("*.br")) and (site / "web" / "big.js.gz").exists()
    warning = capsys.readouterr().err.strip()
    assert "node" in warning and len(warning.splitlines()) == 1


PAGES = [("/web/big.js", "text/javascript"), ("/web/engine.wasm", "application/wasm"),
         ("/", "text/html"), ("/index.html", "text/html")]


@pytest.mark.parametrize(("encoding", "accept", "unpack"), [
    pytest.param("br", "gzip, deflate, br", lambda body: unbrotli(data=body), marks=needs_node),
    ("gzip", "gzip, deflate", gzip.decompress),
])
@pytest.mark.parametrize(("path", "mime"), PAGES)
def test_twin_sent_when_accepted(server: tuple[str, int], site: Path, path: str, mime: str,
                                 encoding: str, accept: str, unpack: object) -> None:
    """The browser's best accepted twin, with the original's type and its true length."""
    status, headers, body = fetch(server, path, accept)
    original = (site / (path.strip("/") or "index.html")).read_bytes()
    assert status == 200
    assert headers["content-encoding"] == encoding
    assert headers["content-type"].startswith(mime)
    assert headers["vary"] == "Accept-Encoding"
    assert int(headers["content-length"]) == len(body) < len(original)
    assert unpack(body) == original


@pytest.mark.parametrize("accept", [None, "", "identity", "gzip;q=0", "*;q=0", "deflate, gzip;q=0",
                                    "br;q=0, gzip;q=0", "deflate, *;q=0"])
def test_original_sent_when_no_twin_is_accepted(server: tuple[str, int], site: Path,
                                              accept: str | None) -> None:
    status, headers, body = fetch(server, "/web/big.js", accept)
    assert status == 200 and "content-encoding" not in headers
    assert headers["vary"] == "Accept-Encoding"  # caches must key on the header either way
    assert headers["content-type"].startswith("text/javascript")
    assert body == BIG_JS


@needs_node
def test_wildcard_and_q_values(server: tuple[str, int]) -> None:
    """The accepted twin with the highest q (by name, else ``*``); br on a tie."""
    for accept, coding in [
        ("gzip, deflate, br", "br"), ("br", "br"), ("*", "br"), ("gzip, *", "br"),
        ("br;q=1.0, gzip;q=0.5", "br"), ("br;q=0.5, gzip;q=1", "gzip"), ("br;q=0, gzip", "gzip"),
        ("gzip;q=0.8, *;q=0.9", "br"), ("BR;Q=0.5, GZIP;Q=0.5", "br"), ("gzip;q=0.5, *;q=0", "gzip"),
        ("br;q=0.000, gzip;q=0.000", None), ("br;q=x, gzip", "gzip"), ("identity", None),
    ]:
        assert fetch(server, "/web/big.js", accept)[1].get("content-encoding") == coding, accept


def test_file_with_only_one_twin(server: tuple[str, int], site: Path) -> None:
    (site / "web" / "big.js.br").unlink(missing_ok=True)  # as when brotli did not pay
    status, headers, body = fetch(server, "/web/big.js", "gzip, deflate, br")
    assert status == 200 and headers["content-encoding"] == "gzip" and gzip.decompress(body) == BIG_JS
    assert "content-encoding" not in fetch(server, "/web/big.js", "br")[1]
    (site / "web" / "big.js.br").write_bytes(b"br twin")  # and one with a .br only
    (site / "web" / "big.js.gz").unlink()
    status, headers, body = fetch(server, "/web/big.js", "gzip, br")
    assert headers["content-encoding"] == "br" and body == b"br twin"
    status, headers, body = fetch(server, "/web/big.js", "gzip")
    assert "content-encoding" not in headers and headers["vary"] == "Accept-Encoding"
    assert body == BIG_JS


def test_files_without_twin_are_plain(server: tuple[str, int], site: Path) -> None:
    status, headers, body = fetch(server, "/web/small.css", "gzip, br")
    assert status == 200 and "content-encoding" not in headers and "vary" not in headers
    assert body == (site / "web" / "small.css").read_bytes()
    status, headers, _ = fetch(server, "/sw.js", "gzip, br")
    assert "content-encoding" not in headers
    assert fetch(server, "/missing.js", "gzip, br")[0] == 404


@pytest.mark.parametrize("coding", [pytest.param("br", marks=needs_node), "gzip"])
def test_head_and_not_modified(server: tuple[str, int], site: Path, coding: str) -> None:
    status, headers, body = fetch(server, "/web/engine.wasm", coding, method="HEAD")
    assert status == 200 and body == b"" and headers["content-encoding"] == coding
    assert headers["content-type"] == "application/wasm"
    twin = site / "web" / ("engine.wasm." + {"br": "br", "gzip": "gz"}[coding])
    assert int(headers["content-length"]) == twin.stat().st_size
    status, again, body = fetch(server, "/web/engine.wasm", coding,
                                headers={"If-Modified-Since": headers["last-modified"]})
    assert status == 304 and body == b"" and again["vary"] == "Accept-Encoding"
    assert "content-encoding" not in again


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return pipeline.build(tmp_path_factory.mktemp("site") / "dist")


def test_real_build_compresses_the_runtime_and_precaches_originals(dist: Path) -> None:
    wasm = dist / "pyodide" / "pyodide.asm.wasm"
    twin = dist / "pyodide" / "pyodide.asm.wasm.gz"
    assert twin.exists() and twin.stat().st_size < 0.5 * wasm.stat().st_size
    assert gzip.decompress(twin.read_bytes()) == wasm.read_bytes()
    for name in ("pyodide/pyodide.asm.mjs", "index.html", "web/bridge.js"):
        assert (dist / (name + ".gz")).exists(), name
    # the standard library's zip of stored bytecode shrinks (npm's deflated one would not)
    stdlib = dist / "pyodide" / "python_stdlib.zip"
    stored = zipfile.ZipFile(stdlib).infolist()[0].compress_type == zipfile.ZIP_STORED
    assert (dist / "pyodide" / "python_stdlib.zip.gz").exists() == stored
    assert not (dist / "sw.js.gz").exists()
    sw = (dist / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    assert "./pyodide/pyodide.asm.wasm" in files
    assert not [f for f in files if f.endswith((".gz", ".br"))]


@needs_node
def test_real_build_writes_brotli_twins(dist: Path) -> None:
    wasm = dist / "pyodide" / "pyodide.asm.wasm"
    twin = dist / "pyodide" / "pyodide.asm.wasm.br"
    assert twin.exists() and twin.stat().st_size < (dist / "pyodide" / "pyodide.asm.wasm.gz").stat().st_size
    assert unbrotli(twin) == wasm.read_bytes()
    for name in ("pyodide/pyodide.asm.mjs", "index.html", "web/bridge.js"):
        assert (dist / (name + ".br")).exists(), name
    stdlib = dist / "pyodide" / "python_stdlib.zip"
    assert unbrotli(stdlib.with_name(stdlib.name + ".br")) == stdlib.read_bytes()
    assert not (dist / "sw.js.br").exists()


@needs_node
def test_a_failing_node_leaves_no_brotli_twins(site: Path, tmp_path_factory: pytest.TempPathFactory,
                                              monkeypatch, capsys) -> None:
    program = tmp_path_factory.mktemp("node") / "failing.mjs"
    program.write_text('import fs from "node:fs";\n'
                       f"fs.writeFileSync({json.dumps(str(site / 'index.html.br'))}, 'half');\n"
                       "throw new Error('boom');\n")
    monkeypatch.setattr(compress, "PROGRAM", program)
    raw, packed, br_raw, br_packed = precompress(site)
    assert (br_raw, br_packed) == (0, 0) and packed < raw
    assert not list(site.rglob("*.br"))
    assert "boom" in capsys.readouterr().err
