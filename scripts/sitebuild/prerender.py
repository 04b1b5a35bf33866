"""``index.html`` with the catalogue screen already in it, rendered by the same Python
controller the worker runs: the first paint does not wait for the runtime to boot."""

from __future__ import annotations

import sys
from pathlib import Path

from .paths import ROOT
from .preload import PRELOAD_MARK, preload_links

PAGE = ROOT / "index.html"
PRERENDER_MARK = "<!-- PRERENDER: build.py puts the catalogue screen here -->"


def prerender() -> str:
    """The catalogue screen as HTML, from the app's controller (imported from the tree)."""
    sys.path.insert(0, str(ROOT))
    try:
        from pygames.app import Controller, to_html

        response = Controller().handle({"type": "init", "hash": "", "saved": None, "lang": "en"})
        return to_html(response["scene"])
    finally:
        sys.path.remove(str(ROOT))


def write_page(dist: Path) -> None:
    """dist/index.html: index.html with PRERENDER_MARK replaced by the catalogue screen and
    PRELOAD_MARK by the start-up's modules (the runtime and PyScript already in ``dist``)."""
    page = PAGE.read_text()
    for mark in (PRERENDER_MARK, PRELOAD_MARK):
        if mark not in page:
            raise SystemExit(f"build: index.html lost its mark {mark}")
    page = page.replace(PRELOAD_MARK, preload_links(dist))
    (dist / "index.html").write_text(page.replace(PRERENDER_MARK, prerender()))
