"""The app's PNG icons (192 and 512 px, the sizes the manifest lists for ``any`` and
``maskable``), rendered once from ``web/icon.svg`` by headless Chromium and committed under
``web/icons/``: the build copies them, so it needs no rasterizer. The motif is shrunk to 80%
on a full-bleed background of the manifest's theme colour, inside the maskable safe zone.

After changing icon.svg, render them again (needs /usr/bin/chromium or $CHROMIUM)::

    PYTHONPATH=scripts python3 -m sitebuild.icons

Each PNG carries the sha256 of the icon.svg it was made from (a ``tEXt`` chunk), so a test
can tell when they are stale.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
import shutil
import struct
import subprocess
import tempfile
import zlib
from pathlib import Path

from .paths import ROOT, WEB

SVG = WEB / "icon.svg"
MANIFEST = WEB / "manifest.webmanifest"
SIZES = (192, 512)
PNGS = tuple(WEB / "icons" / f"icon-{size}.png" for size in SIZES)
SOURCE_KEY = b"Source"


def source_stamp() -> str:
    """What each PNG records about its source: icon.svg's path and sha256."""
    return f"{SVG.relative_to(ROOT).as_posix()} sha256={hashlib.sha256(SVG.read_bytes()).hexdigest()}"


def copy_icons(icons: Path) -> None:
    """Put icon.svg and the committed PNGs into ``icons`` (dist/icons/, where the manifest and
    index.html point)."""
    icons.mkdir(parents=True, exist_ok=True)
    for path in (SVG, *PNGS):
        shutil.copyfile(path, icons / path.name)


def png_text(data: bytes) -> dict[bytes, bytes]:
    """The ``tEXt`` chunks of a PNG as {keyword: text}."""
    found: dict[bytes, bytes] = {}
    at = 8  # after the signature
    while at + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        if kind == b"tEXt":
            key, _, text = data[at + 8:at + 8 + length].partition(b"\0")
            found[key] = text
        at += 12 + length
    return found


def _with_text(png: bytes, key: bytes, text: bytes) -> bytes:
    """``png`` with a ``tEXt`` chunk inserted before IEND (its last 12 bytes)."""
    body = key + b"\0" + text
    chunk = struct.pack(">I", len(body)) + b"tEXt" + body + struct.pack(">I", zlib.crc32(b"tEXt" + body))
    return png[:-12] + chunk + png[-12:]


def render(chromium: str | None = None) -> None:
    """Screenshot icon.svg at each size with headless Chromium (``chromium``, else $CHROMIUM,
    else /usr/bin/chromium) into web/icons/."""
    chromium = chromium or os.environ.get("CHROMIUM", "/usr/bin/chromium")
    background = json.loads(MANIFEST.read_text())["theme_color"]
    svg = base64.b64encode(SVG.read_bytes()).decode()
    page = ('<!doctype html><html><body style="margin:0;background:' + background + '">'
            '<img style="position:absolute;left:10%;top:10%;width:80%;height:80%" '
            f'src="data:image/svg+xml;base64,{svg}"></body></html>')
    with tempfile.TemporaryDirectory(prefix="pygames-icons-") as tmp:
        html = Path(tmp) / "icon.html"
        html.write_text(page)
        for size, target in zip(SIZES, PNGS, strict=True):
            shot = Path(tmp) / f"{size}.png"
            subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                            "--force-device-scale-factor=1", f"--window-size={size},{size}",
                            f"--screenshot={shot}", html.as_uri()],
                           check=True, capture_output=True, timeout=120)
            data = shot.read_bytes()
            if struct.unpack(">II", data[16:24]) != (size, size):
                raise SystemExit(f"icons: Chromium made a {data[16:24].hex()} image, not {size}x{size}")
            target.parent.mkdir(exist_ok=True)
            target.write_bytes(_with_text(data, SOURCE_KEY, source_stamp().encode()))
            print(f"icons: wrote {target.relative_to(ROOT)}")


if __name__ == "__main__":
    render()
