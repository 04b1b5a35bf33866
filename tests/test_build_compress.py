"""build.py's precompressed assets: ``.gz`` twins written by the build and sent by the server.

Most tests use a small hand-made site (fast); one checks the real build's runtime files.
Brotli is not built: the standard library has no encoder for it (see build.COMPRESS_SUFFIXES).
"""

from __future__ import annotations

import gzip
import hashlib
import http.client
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

BIG_JS = ("export const words = " + json.dumps([f"word{i}" for i in range(800)]) + ";\n").encode()
BIG_WASM = b"\0asm\x01\0\0\0" + bytes(range(64)) * 200


@pytest.fixture
def site(tmp_path: Path) -> Path:
    (tmp_path / "web").mkdir()
    (tmp_path / "index.html").write_text("<!doctype html><title>t</title>" + "<p>hello</p>" * 300)
    (tmp_path / "web" / "big.js").write_bytes(BIG_JS)
    (tmp_path / "web" / "small.css").write_text("body{margin:0}")
    (tmp_path / "web" / "engine.wasm").write_bytes(BIG_WASM)
    noise = b"".join(hashlib.sha256(bytes([i])).digest() for i in range(64))
    (tmp_path / "web" / "noise.json").write_bytes(noise)  # incompressible: no twin
    (tmp_path / "bundle.zip").write_bytes(b"PK" + b"x" * 5000)  # already compressed: skipped
    (tmp_path / "sw.js").write_text("// worker\n" * 400)
    return tmp_path


@pytest.fixture
def server(site: Path) -> Iterator[tuple[str, int]]:
    built = build.precompress(site)
    assert built[1] < built[0]
    srv = build.start_server(site, 0)
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
    raw, packed = build.precompress(site)
    twins = sorted(p.relative_to(site).as_posix() for p in site.rglob("*.gz"))
    assert twins == ["index.html.gz", "web/big.js.gz", "web/engine.wasm.gz"]
    assert gzip.decompress((site / "web" / "big.js.gz").read_bytes()) == BIG_JS
    assert gzip.decompress((site / "web" / "engine.wasm.gz").read_bytes()) == BIG_WASM
    assert raw == sum(len((site / t[:-3]).read_bytes()) for t in twins)
    assert packed == sum(len((site / t).read_bytes()) for t in twins) < raw
    first = (site / "web" / "big.js.gz").read_bytes()
    build.precompress(site)  # again: byte-identical (no timestamp in the gzip header)
    assert (site / "web" / "big.js.gz").read_bytes() == first
    assert not list(site.rglob("*.gz.gz"))


@pytest.mark.parametrize(("path", "mime"), [("/web/big.js", "text/javascript"),
                                            ("/web/engine.wasm", "application/wasm"),
                                            ("/", "text/html"), ("/index.html", "text/html")])
def test_gzip_twin_sent_when_accepted(server: tuple[str, int], site: Path,
                                      path: str, mime: str) -> None:
    status, headers, body = fetch(server, path, "gzip, deflate, br")
    original = (site / (path.strip("/") or "index.html")).read_bytes()
    assert status == 200
    assert headers["content-encoding"] == "gzip"
    assert headers["content-type"].startswith(mime)
    assert headers["vary"] == "Accept-Encoding"
    assert int(headers["content-length"]) == len(body) < len(original)
    assert gzip.decompress(body) == original


@pytest.mark.parametrize("accept", [None, "identity", "br", "gzip;q=0", "*;q=0", "deflate, gzip;q=0"])
def test_original_sent_when_gzip_not_accepted(server: tuple[str, int], site: Path,
                                              accept: str | None) -> None:
    status, headers, body = fetch(server, "/web/big.js", accept)
    assert status == 200 and "content-encoding" not in headers
    assert headers["vary"] == "Accept-Encoding"  # caches must key on the header either way
    assert headers["content-type"].startswith("text/javascript")
    assert body == BIG_JS


def test_wildcard_and_q_values(server: tuple[str, int]) -> None:
    assert fetch(server, "/web/big.js", "*")[1].get("content-encoding") == "gzip"
    assert fetch(server, "/web/big.js", "br;q=1.0, gzip;q=0.5")[1].get("content-encoding") == "gzip"
    assert "content-encoding" not in fetch(server, "/web/big.js", "gzip;q=0.000")[1]


def test_files_without_twin_are_plain(server: tuple[str, int], site: Path) -> None:
    status, headers, body = fetch(server, "/web/small.css", "gzip")
    assert status == 200 and "content-encoding" not in headers and "vary" not in headers
    assert body == (site / "web" / "small.css").read_bytes()
    status, headers, _ = fetch(server, "/sw.js", "gzip")
    assert "content-encoding" not in headers
    assert fetch(server, "/missing.js", "gzip")[0] == 404


def test_head_and_not_modified(server: tuple[str, int]) -> None:
    status, headers, body = fetch(server, "/web/engine.wasm", "gzip", method="HEAD")
    assert status == 200 and body == b"" and headers["content-encoding"] == "gzip"
    assert headers["content-type"] == "application/wasm"
    status, again, body = fetch(server, "/web/engine.wasm", "gzip",
                                headers={"If-Modified-Since": headers["last-modified"]})
    assert status == 304 and body == b"" and again["vary"] == "Accept-Encoding"


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build.build(tmp_path_factory.mktemp("site") / "dist")


def test_real_build_compresses_the_runtime_and_precaches_originals(dist: Path) -> None:
    wasm = dist / "pyodide" / "pyodide.asm.wasm"
    twin = dist / "pyodide" / "pyodide.asm.wasm.gz"
    assert twin.exists() and twin.stat().st_size < 0.5 * wasm.stat().st_size
    assert gzip.decompress(twin.read_bytes()) == wasm.read_bytes()
    for name in ("pyodide/pyodide.asm.mjs", "index.html", "web/bridge.js"):
        assert (dist / (name + ".gz")).exists(), name
    assert not (dist / "pyodide" / "python_stdlib.zip.gz").exists()  # a zip does not shrink
    assert not (dist / "sw.js.gz").exists()
    sw = (dist / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    assert "./pyodide/pyodide.asm.wasm" in files and not [f for f in files if f.endswith(".gz")]
