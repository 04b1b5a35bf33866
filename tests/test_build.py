"""build.py's steps (scripts/sitebuild/): the wheel, the pruned lockfile, the page, the web
files, the icons, the service worker and the server."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import urllib.error
import urllib.request
import zipfile
from pathlib import Path

import pytest

from pygames.core import catalogue, registry
from sitebuild import assets, bytecode, headers, icons, node, pipeline, preload, stdlib
from sitebuild.bytecode import compile_pyc
from sitebuild.paths import PYODIDE
from sitebuild.prerender import PRERENDER_MARK
from sitebuild.server import start_server
from sitebuild.service_worker import HOST_FILES, write_service_worker
from sitebuild.wheel import build_wheel, build_wheels

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return pipeline.build(tmp_path_factory.mktemp("site") / "dist")


def test_wheel_is_reproducible_and_records_every_file(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    first = build_wheel(tmp_path / "a")
    second = build_wheel(tmp_path / "b")
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
        # stored: the site sends the whole file compressed (compress.py's twins)
        assert {info.compress_type for info in zf.infolist()} == {zipfile.ZIP_STORED}
    modules = {name.removesuffix("c") for name in names if name.endswith((".py", ".pyc"))}
    assert {"pygames/app/controller.py", "pygames/core/game.py"} <= modules
    for module in modules:  # each module once: its bytecode alone, or its source alone
        assert (module in names) != (module + "c" in names), module
    assert not any("__pycache__" in name for name in names)
    plain = build_wheel(tmp_path / "a", pyc=False)
    with zipfile.ZipFile(plain) as zf:  # the same modules, as sources
        assert {n for n in zf.namelist() if n.endswith((".py", ".pyc"))} == modules


def test_wheel_has_bytecode_for_every_module_from_the_bundled_pyodide(dist: Path,
                                                                     tmp_path: Path) -> None:
    if shutil.which("node") is None:
        pytest.skip("node is needed to compile the bytecode with Pyodide")
    wheels = sorted((dist / "pyodide").glob("*.whl"))
    sources = sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "pygames").rglob("*.py"))
    sources.append(catalogue.PACKED_MODULE.replace(".", "/") + ".py")  # written by the build
    files: dict[str, bytes] = {}
    recorded: dict[str, str] = {}
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as zf:
            for name in zf.namelist():
                assert name.endswith("/RECORD") or name not in files, name  # in one wheel
                files[name] = zf.read(name)
            record = next(n for n in zf.namelist() if n.endswith(".dist-info/RECORD"))
            recorded.update(line.rsplit(",", 2)[:2]
                            for line in zf.read(record).decode().splitlines())
    names = set(files)
    assert len(wheels) == 1 + len(registry.ids())  # the core's, one per rule set
    assert len(sources) > 10 and not any(n.endswith(".py") for n in names)  # bytecode alone
    magics = set()
    for module in sources:
        data = files[module + "c"]
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).decode().rstrip("=")
        assert recorded[module + "c"] == "sha256=" + digest
        assert data[4:8] == bytecode.PYC_UNCHECKED
        assert f"/lib/python3.14/site-packages/{module}".encode() in data  # tracebacks' paths
        magics.add(data[:4])
    assert len(magics) == 1 and magics.pop()[2:] == b"\r\n"
    assert len([n for n in names if n.endswith(".pyc")]) == len(sources)
    # no docstrings (the first line of this module's own is not in its bytecode)
    assert b"The app controller: browser events in" in (ROOT / "pygames/app/__init__.py").read_bytes()
    assert b"The app controller: browser events in" not in files["pygames/app/__init__.pyc"]
    rebuilt = build_wheels(tmp_path)  # reproducible (cached)
    assert [w.read_bytes() for w in rebuilt] == [w.read_bytes() for w in
                                                   [dist / "pyodide" / r.name for r in rebuilt]]


def test_wheel_without_bytecode_when_pyodide_cannot_compile(tmp_path: Path, monkeypatch,
                                                            capsys: pytest.CaptureFixture) -> None:
    monkeypatch.setattr(bytecode, "PYC_CACHE", tmp_path / "cache")
    sources = {"pygames/x.py": b"X = 1\n"}
    assert compile_pyc(sources, tmp_path / "missing") == {}
    assert "no Pyodide runtime" in capsys.readouterr().err
    runtime = tmp_path / "pyodide"
    runtime.mkdir()
    (runtime / "package.json").write_text('{"version": "0"}')
    (runtime / "pyodide.mjs").write_text('throw new Error("broken runtime");\n')
    monkeypatch.setattr(node, "which", lambda: None)
    assert compile_pyc(sources, runtime) == {}
    assert "node not found" in capsys.readouterr().err
    monkeypatch.undo()
    monkeypatch.setattr(bytecode, "PYC_CACHE", tmp_path / "cache")
    if shutil.which("node") is not None:
        assert compile_pyc(sources, runtime) == {}
        err = capsys.readouterr().err
        assert "could not compile" in err and "broken runtime" in err and err.count("\n") == 1
    assert not (tmp_path / "cache").exists()


def test_wheel_imports_on_its_own(tmp_path: Path) -> None:
    wheel = build_wheel(tmp_path, pyc=False)  # the sources: the host's Python imports them
    code = (f"import sys; sys.path.insert(0, {str(wheel)!r}); import json, pygames.app; "
            "print(json.loads(pygames.app.handle('{\"type\":\"init\"}'))['lang'])")
    out = subprocess.run([sys.executable, "-I", "-c", code],
                         capture_output=True, text=True, cwd=tmp_path, check=True)
    assert out.stdout.strip() == "en"


#: Node program: the bundled Pyodide with the site's wheels unpacked; prints what IMPORT_PY says.
IMPORT_MJS = """
import fs from "node:fs";
import { pathToFileURL } from "node:url";
const [runtime, code, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(runtime).href);
const py = await loadPyodide();
const site = py.runPython("import site; site.getsitepackages()[0]");
for (const wheel of wheels) {
  py.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel", { extractDir: site });
}
console.log(py.runPython(code));
"""
IMPORT_PY = """
import dataclasses, importlib, json, pkgutil, traceback, pygames, pygames.app
names = [m.name for m in pkgutil.walk_packages(pygames.__path__, "pygames.")]
for name in names:
    importlib.import_module(name)
from pygames.core import registry
from pygames.core.game import IllegalMove
try:
    registry.rule_set(registry.ids()[0]).new_game(2).play("no such move")
except IllegalMove as error:
    frame = [f for f in traceback.extract_tb(error.__traceback__) if "pygames" in f.filename][-1]
json.dumps({"modules": len(names), "lang": json.loads(pygames.app.handle('{"type":"init"}'))["lang"],
            "frame": [frame.filename, frame.lineno], "stdlib": dataclasses.__file__})
"""


def test_the_sites_wheel_imports_every_module_in_the_bundled_pyodide(dist: Path,
                                                                     tmp_path: Path) -> None:
    """The wheels as the site ships them (bytecode alone) in the runtime the site ships (its
    standard library compiled): every module imports, the controller answers, a traceback
    still names the file and line, the standard library comes from its bytecode."""
    if shutil.which("node") is None:
        pytest.skip("node is needed to run the bundled Pyodide")
    program = tmp_path / "imports.mjs"
    program.write_text(IMPORT_MJS)
    wheels = [str(w) for w in sorted((dist / "pyodide").glob("*.whl"))]
    done = subprocess.run(["node", str(program), str(dist / "pyodide" / "pyodide.mjs"), IMPORT_PY,
                           *wheels], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["modules"] > 60 and result["lang"] == "en"
    filename, line = result["frame"]
    assert "/site-packages/pygames/" in filename and filename.endswith(".py") and line > 1
    assert result["stdlib"] == "/lib/python314.zip/dataclasses.pyc"


def test_the_site_ships_the_standard_library_compiled_by_the_bundled_pyodide(dist: Path) -> None:
    """Every module of npm's python_stdlib.zip as a sourceless .pyc of Pyodide's own Python
    (the same magic as the wheels'), every other entry as it was, stored for the Brotli twin,
    which is smaller than npm's zip; the lockfile names its hash (the snapshot's key)."""
    if shutil.which("node") is None:
        pytest.skip("node is needed to compile the bytecode with Pyodide")
    shipped = dist / "pyodide" / stdlib.NAME
    with zipfile.ZipFile(PYODIDE / stdlib.NAME) as stock, zipfile.ZipFile(shipped) as compiled:
        sources = [n for n in stock.namelist() if n.endswith(".py")]
        assert len(sources) > 400 and "dataclasses.py" in sources
        assert compiled.namelist() == [n + "c" if n.endswith(".py") else n for n in stock.namelist()]
        for name in set(stock.namelist()) - set(sources):
            assert compiled.read(name) == stock.read(name), name
        with zipfile.ZipFile(next((dist / "pyodide").glob("pygames-*.whl"))) as wheel:
            magic = wheel.read("pygames/__init__.pyc")[:4]
        for name in sources:
            data = compiled.read(name + "c")
            assert data[:4] == magic and data[4:8] == bytecode.PYC_UNCHECKED, name
            assert f"/lib/python314.zip/{name}".encode() in data  # tracebacks' paths
        assert {e.compress_type for e in compiled.infolist()} == {zipfile.ZIP_STORED}
    twin = shipped.with_name(shipped.name + ".br")
    assert twin.stat().st_size < (PYODIDE / stdlib.NAME).stat().st_size
    lock = json.loads((dist / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["info"]["stdlib_sha256"] == hashlib.sha256(shipped.read_bytes()).hexdigest()
    assert stdlib.compiled_stdlib() == shipped.read_bytes()  # reproducible (cached)


def test_the_stock_standard_library_when_pyodide_cannot_compile(tmp_path: Path, monkeypatch,
                                                                 capsys: pytest.CaptureFixture) -> None:
    monkeypatch.setattr(stdlib, "STDLIB_CACHE", tmp_path / "cache")
    assert stdlib.compiled_stdlib(tmp_path / "missing") is None
    assert "no Pyodide runtime" in capsys.readouterr().err
    runtime = tmp_path / "pyodide"
    runtime.mkdir()
    (runtime / "package.json").write_text('{"version": "0"}')
    (runtime / "pyodide.mjs").write_text('throw new Error("broken runtime");\n')
    with zipfile.ZipFile(runtime / stdlib.NAME, "w") as zf:
        zf.writestr("x.py", "X = 1\n")
    monkeypatch.setattr(node, "which", lambda: None)
    assert stdlib.compiled_stdlib(runtime) is None
    assert "node not found" in capsys.readouterr().err
    monkeypatch.undo()
    monkeypatch.setattr(stdlib, "STDLIB_CACHE", tmp_path / "cache")
    if shutil.which("node") is not None:
        assert stdlib.compiled_stdlib(runtime) is None
        err = capsys.readouterr().err
        assert "could not compile" in err and "broken runtime" in err and err.count("\n") == 1
    assert not (tmp_path / "cache").exists()
    site = tmp_path / "site"
    monkeypatch.setattr(assets, "PYODIDE", runtime)
    monkeypatch.setattr(assets, "PYODIDE_FILES", ("package.json", stdlib.NAME))
    monkeypatch.setattr(assets, "compiled_stdlib", lambda: None)
    assets.copy_runtime(site)  # the stock zip, as npm ships it
    assert (site / stdlib.NAME).read_bytes() == (runtime / stdlib.NAME).read_bytes()


def test_lockfile_lists_only_the_wheels_with_their_hashes(dist: Path) -> None:
    lock = json.loads((dist / "pyodide" / "pyodide-lock.json").read_text())
    rule_sets = [f"pygames-{game_id.replace('_', '-')}" for game_id in registry.ids()]
    assert list(lock["packages"]) == sorted(["pygames", *rule_sets])
    assert lock["packages"]["pygames"]["imports"] == ["pygames"]
    for name, entry in lock["packages"].items():
        wheel = dist / "pyodide" / entry["file_name"]
        assert "/" not in entry["file_name"]
        assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
        if name != "pygames":  # what the worker imports it for, after the core
            assert entry["imports"] == [name.replace("-", ".", 1).replace("-", "_")]
            assert entry["depends"] == ["pygames"]
    assert sorted(p.name for p in (dist / "pyodide").glob("*.whl")) == sorted(
        entry["file_name"] for entry in lock["packages"].values())
    assert lock["info"]["python"].startswith("3.")
    stdlib_zip = (dist / "pyodide" / stdlib.NAME).read_bytes()
    assert lock["info"]["stdlib_sha256"] == hashlib.sha256(stdlib_zip).hexdigest()


def test_page_is_prerendered_with_relative_urls(dist: Path) -> None:
    page = (dist / "index.html").read_text()
    assert PRERENDER_MARK not in page
    assert '<div class="screen catalogue">' in page and "Choose a game" in page
    urls = re.findall(r'(?:src|href)="([^"]+)"', page)
    assert urls and all(not u.startswith(("/", "http:", "https:")) for u in urls)
    for path in (dist / "web").rglob("*"):
        if not path.is_file() or path.suffix in (".gz", ".br"):  # twins (compress.precompress)
            continue
        text = path.read_text()
        assert "https://" not in re.sub(r"//.*", "", text), path  # no absolute URL outside comments


def test_page_preloads_every_module_the_start_up_loads(dist: Path) -> None:
    """The page lists the start-up's modules (its entry's graph, PyScript's core and the
    plug-ins it loads at start, the interpreter module and the runtime's), each in dist/."""
    page = (dist / "index.html").read_text()
    assert preload.PRELOAD_MARK not in page
    listed = re.findall(r'<link rel="modulepreload" href="([^"]+)">', page)
    assert len(listed) == len(set(listed))
    assert all((dist / href).is_file() for href in listed)
    core = [href for href in listed if re.fullmatch(r"pyscript/core-\w+\.js", href)]
    assert {"web/bridge/worker-link.js", "web/bridge/allow.js", "pyscript/core.js",
            "web/runtime.js", "web/snapshot-store.js", "pyodide/pyodide.mjs"} <= set(listed)
    assert len(core) == 1
    assert sum(href.startswith("pyscript/py-terminal-") for href in listed) == 1
    assert "web/bridge.js" not in listed  # the entry is the page's script itself


def test_static_imports_are_read_from_plain_and_minified_modules(tmp_path: Path) -> None:
    (tmp_path / "web" / "x").mkdir(parents=True)
    (tmp_path / "web" / "x" / "a.js").write_text(
        'import { b } from "./b.js";\nimport "../c.js";\nexport * from "./d.js";\n'
        'const lazy = () => import("./lazy.js");\n'
        'import{e as f}from"./e.js";export{g}from"../../g.js";')
    assert preload.static_imports(tmp_path, "web/x/a.js") == [
        "web/x/b.js", "web/c.js", "web/x/d.js", "web/x/e.js", "g.js"]


def test_page_carries_its_content_security_policy_first(dist: Path) -> None:
    """The policy governs what follows it: it comes before any script, style or link, and
    the page has no inline script, event handler or inline <style> for it to refuse."""
    page = (dist / "index.html").read_text()
    meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)
    assert meta, "index.html lost its Content-Security-Policy"
    first = min(page.index(tag) for tag in ("<script", "<link", "<style") if tag in page)
    assert meta.start() < first
    policy = dict(part.strip().split(" ", 1) for part in meta.group(1).split(";"))
    assert policy["script-src"] == "'self' 'wasm-unsafe-eval'"
    assert policy["object-src"] == "'none'" and policy["base-uri"] == "'none'"
    assert policy["worker-src"] == "'self' blob:" and policy["connect-src"] == "'self'"
    assert policy["style-src"] == "'self'"
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", page), "an inline script"
    assert not re.search(r"\son[a-z]+=", page), "an inline event handler"
    assert "<style" not in page


def test_every_web_file_is_copied_but_those_placed_elsewhere(dist: Path) -> None:
    web = ROOT / "web"
    copied = sorted(p.relative_to(dist / "web") for p in (dist / "web").rglob("*")
                    if p.is_file() and p.suffix not in (".gz", ".br"))
    assert copied == [p.relative_to(web) for p in assets.web_files(pipeline.PLACED_ELSEWHERE)]
    assert {Path("bridge.js"), Path("worker.py"), Path("app.css")} <= set(copied)
    for name in ("sw.js", "manifest.webmanifest", "icon.svg", "icons/icon-192.png"):
        assert (web / name).is_file() and Path(name) not in copied  # placed by their own step
    for path in copied:
        assert (dist / "web" / path).read_bytes() == (web / path).read_bytes(), path
    assert (dist / "manifest.webmanifest").read_bytes() == (web / "manifest.webmanifest").read_bytes()


def test_web_files_keep_their_folders_without_hidden_files_or_caches(tmp_path: Path,
                                                                      monkeypatch) -> None:
    web = tmp_path / "web"
    for name in ("bridge.js", "bridge/input.js", "bridge/zoom/pinch.js", "sw.js", ".eslintrc",
                 "bridge/.DS_Store", "__pycache__/worker.cpython-314.pyc"):
        (web / name).parent.mkdir(parents=True, exist_ok=True)
        (web / name).write_text(name)
    monkeypatch.setattr(assets, "WEB", web)
    out = tmp_path / "dist" / "web"
    assets.copy_web(out, {web / "sw.js"})
    copied = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert copied == ["bridge.js", "bridge/input.js", "bridge/zoom/pinch.js"]
    assert (out / "bridge" / "zoom" / "pinch.js").read_text() == "bridge/zoom/pinch.js"


def test_service_worker_precaches_every_file_under_a_content_version(dist: Path) -> None:
    sw = (dist / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    on_disk = sorted("./" + p.relative_to(dist).as_posix() for p in dist.rglob("*")
                     if p.is_file() and p.name != "sw.js" and p.suffix not in (".gz", ".br")
                     and p.name not in HOST_FILES)
    assert files == on_disk
    assert "./pyodide/pyodide.asm.wasm" in files
    version = re.search(r'const VERSION = "([0-9a-f]{16})"', sw).group(1)
    assert version == write_service_worker(dist)  # same content, same version
    (dist / "web" / "app.css").write_text("/* changed */")
    assert write_service_worker(dist) != version


def test_headers_file_sends_the_pages_policy_with_frame_ancestors(dist: Path) -> None:
    """dist/_headers (Netlify, Cloudflare Pages): for every path, the policy of the page's
    meta tag, word for word, plus frame-ancestors (which a meta tag cannot carry), and the
    companions; the service worker leaves it out (hosts do not serve it: precaching it would
    fail the worker's install)."""
    text = (dist / "_headers").read_text()
    lines = text.splitlines()
    assert lines[0] == "/*" and all(line.startswith("  ") for line in lines[1:])
    sent = dict(line.strip().split(": ", 1) for line in lines[1:])
    page = (dist / "index.html").read_text()
    meta = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', page)
    assert meta
    assert sent["Content-Security-Policy"] == meta.group(1) + "; frame-ancestors 'none'"
    assert "frame-ancestors" not in meta.group(1)  # ignored there: only the header has it
    assert sent["X-Content-Type-Options"] == "nosniff"
    assert sent["Referrer-Policy"] == "no-referrer" and sent["X-Frame-Options"] == "DENY"
    assert headers.read_headers(dist) == list(sent.items())
    sw = (dist / "sw.js").read_text()
    files = json.loads(re.search(r"const FILES = (\[.*?\]);", sw, re.S).group(1))
    assert "./_headers" not in files and "./index.html" in files
    assert not (dist / "_headers.gz").exists() and not (dist / "_headers.br").exists()


def test_headers_follow_the_pages_policy(tmp_path: Path) -> None:
    """The header is read from the page the build wrote: a changed policy changes both."""
    (tmp_path / "index.html").write_text(
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; img-src data:">')
    headers.write_headers(tmp_path)
    assert headers.read_headers(tmp_path)[0] == (
        "Content-Security-Policy", "default-src 'none'; img-src data:; frame-ancestors 'none'")
    (tmp_path / "index.html").write_text("<title>no policy</title>")
    with pytest.raises(SystemExit):
        headers.write_headers(tmp_path)


def test_server_sends_the_headers_file_as_a_host_would(dist: Path) -> None:
    """The local server (build.py serve, the browser tests) sends _headers' headers with every
    file and never the file itself, so the browser tests run under the header policy."""
    server = start_server(dist, 0)
    try:
        base = f"http://127.0.0.1:{server.server_address[1]}/"
        for path in ("", "web/bridge.js", "sw.js"):
            with urllib.request.urlopen(base + path) as response:
                policy = response.headers["Content-Security-Policy"]
                assert policy.endswith("; frame-ancestors 'none'"), path
                assert response.headers["X-Content-Type-Options"] == "nosniff"
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(base + "_headers")
        assert refused.value.code == 404
    finally:
        server.shutdown()


def test_manifest_and_icons(dist: Path) -> None:
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    for icon in manifest["icons"]:
        data = (dist / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            assert data.startswith(b"\x89PNG")
            width = int.from_bytes(data[16:20], "big")
            assert f"{width}x{width}" == icon["sizes"]
            assert data[25] == 2  # RGB without alpha: full bleed, as a maskable icon must be
    purposes = {(icon["sizes"], icon["purpose"]) for icon in manifest["icons"]
                if icon["type"] == "image/png"}
    assert purposes == {(f"{size}x{size}", p) for size in icons.SIZES for p in ("any", "maskable")}


def test_icons_are_rendered_from_the_current_icon_svg(dist: Path) -> None:
    for png in icons.PNGS:
        data = png.read_bytes()
        made_from = icons.png_text(data).get(icons.SOURCE_KEY, b"").decode()
        assert made_from == icons.source_stamp(), \
            f"{png.name} is stale: run PYTHONPATH=scripts python3 -m sitebuild.icons"
        assert (dist / "icons" / png.name).read_bytes() == data
    assert (dist / "icons" / "icon.svg").read_bytes() == icons.SVG.read_bytes()


def test_server_sends_the_mime_types_the_runtime_needs(dist: Path) -> None:
    server = start_server(dist, 0)
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


def test_readme_nginx_line_is_the_headers_policy() -> None:
    """The README's nginx line sends the same policy as dist/_headers (one policy, three
    places: the page's meta tag, the headers file, the nginx line a host copies)."""
    readme = (ROOT / "README.md").read_text()
    line = re.search(r'add_header Content-Security-Policy "([^"]+)" always;', readme)
    assert line, "README.md lost its nginx Content-Security-Policy line"
    assert line.group(1) == headers.header_policy((ROOT / "index.html").read_text())
