"""Playwright fixtures: dist/ built and served on a free localhost port, Debian's Chromium.

Every page opened through the ``context`` fixture is watched: a request to any other origin
or an error in the console fails the test that caused it. The site's Content-Security-Policy
is in force in every test (no script may be evaluated from text in the page): tests read the
page with ``page.evaluate`` and wait with ``wait_for_function`` as patched by no_eval.py.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync"]

sys.path[:0] = [str(ROOT), str(ROOT / "scripts")]
from sitebuild.paths import DIST  # noqa: E402
from sitebuild.pipeline import build  # noqa: E402
from sitebuild.server import start_server  # noqa: E402

playwright_api = pytest.importorskip("playwright.sync_api")

from no_eval import DEFAULT_TIMEOUT_MS  # noqa: E402  (installs wait_for_function)


@pytest.fixture(scope="session")
def site() -> Iterator[str]:
    """The base URL of a freshly built dist/ (PYGAMES_E2E_PREBUILT=1 reuses dist/ as is)."""
    dist = DIST if os.environ.get("PYGAMES_E2E_PREBUILT") else build()
    server = start_server(dist, 0)
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser() -> Iterator[object]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM} (scripts/test.sh installs it)")
    with playwright_api.sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Watch:
    """Requests that left the origin and console errors, per browser context."""

    def __init__(self, origin: str) -> None:
        self.origin = origin.rstrip("/")
        self.foreign: list[str] = []
        self.errors: list[str] = []

    def attach(self, context: object) -> None:
        context.on("request", self._request)
        context.on("page", self._page)
        for page in context.pages:
            self._page(page)

    def _request(self, request: object) -> None:
        url = request.url
        if not (url.startswith(self.origin + "/") or url.startswith(("data:", "blob:"))):
            self.foreign.append(url)

    def _page(self, page: object) -> None:
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.on("pageerror", lambda e: self.errors.append(f"pageerror: {e}"))

    def check(self) -> None:
        assert not self.foreign, f"requests left the origin: {self.foreign[:5]}"
        assert not self.errors, f"console errors: {self.errors[:5]}"


@pytest.fixture
def new_context(browser: object, site: str) -> Iterator[object]:
    """A factory of fresh, watched browser contexts (fresh profile each)."""
    made: list[tuple[object, Watch]] = []

    def make(width: int = 1024, height: int = 768, **kwargs: object) -> object:
        context = browser.new_context(viewport={"width": width, "height": height},
                                      locale="en-US", service_workers="allow", **kwargs)
        context.set_default_timeout(DEFAULT_TIMEOUT_MS)
        watch = Watch(site)
        watch.attach(context)
        made.append((context, watch))
        return context

    yield make
    for context, _ in made:
        context.close()
    for _, watch in made:
        watch.check()


@pytest.fixture
def context(new_context: object) -> object:
    return new_context()


@pytest.fixture
def artifacts() -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@dataclass(frozen=True)
class SiteCopy:
    """A copy of dist/ served on its own port (``base``) and a watched context for it."""

    dist: Path
    base: str
    context: object


@pytest.fixture
def site_copy(browser: object, site: str, tmp_path: Path) -> Iterator[SiteCopy]:
    """For a test that changes the site as a rebuild would: a copy of dist/ in a temporary
    folder (the other tests' dist/ stays as it is), served on its own port, and a fresh
    watched context for it with service workers allowed."""
    dist = tmp_path / "dist"
    shutil.copytree(DIST, dist)  # the `site` fixture built (or reused) it
    server = start_server(dist, 0)
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    context = browser.new_context(viewport={"width": 1024, "height": 768}, locale="en-US",
                                  service_workers="allow")
    context.set_default_timeout(30_000)
    watch = Watch(base)
    watch.attach(context)
    try:
        yield SiteCopy(dist, base, context)
    finally:
        context.close()
        server.shutdown()
    watch.check()
