"""dist/_headers: the page's Content-Security-Policy as an HTTP header, for hosts that read a
``_headers`` file (Netlify, Cloudflare Pages), with what only a header can carry.

The policy is the one of the page's ``<meta http-equiv>`` (index.html), read from the page
the build wrote, so the two never differ; the header adds ``frame-ancestors 'none'`` (a
browser ignores it in a meta tag: no other site may frame the game and trick taps out of
it). With it: ``X-Frame-Options: DENY`` (the same for browsers without frame-ancestors),
``X-Content-Type-Options: nosniff`` (a file is run only as the type it is served as) and
``Referrer-Policy: no-referrer`` (the site loads nothing from elsewhere; nothing needs to know
where a player came from). The hosts apply the file and never serve it, so the service worker
does not precache it (service_worker.HOST_FILES).
"""

from __future__ import annotations

import re
from pathlib import Path

NAME = "_headers"
#: Directives a policy may carry only as a header (a meta tag's are ignored by browsers).
HEADER_ONLY = "frame-ancestors 'none'"
COMPANIONS = (
    ("X-Frame-Options", "DENY"),
    ("X-Content-Type-Options", "nosniff"),
    ("Referrer-Policy", "no-referrer"),
)
_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">')


def meta_policy(page: str) -> str:
    """The Content-Security-Policy of a page's meta tag (SystemExit if it has none)."""
    found = _META.search(page)
    if found is None:
        raise SystemExit("build: index.html lost its Content-Security-Policy meta tag")
    return found.group(1).strip().rstrip(";")


def header_policy(page: str) -> str:
    """The page's policy as the header sends it: the meta tag's and ``frame-ancestors``."""
    return f"{meta_policy(page)}; {HEADER_ONLY}"


def site_headers(page: str) -> list[tuple[str, str]]:
    """Every header the site's files are sent with."""
    return [("Content-Security-Policy", header_policy(page)), *COMPANIONS]


def write_headers(dist: Path) -> Path:
    """dist/_headers for every path of the site (``/*``), from dist/index.html; its path."""
    lines = ["/*"] + [f"  {name}: {value}" for name, value in
                      site_headers((dist / "index.html").read_text())]
    path = dist / NAME
    path.write_text("\n".join(lines) + "\n")
    return path


def read_headers(dist: Path) -> list[tuple[str, str]]:
    """The headers dist/_headers gives every path (``/*``), as a host reads them; none
    without the file (the local server sends what a host would)."""
    path = dist / NAME
    if not path.is_file():
        return []
    found: list[tuple[str, str]] = []
    block = None
    for line in path.read_text().splitlines():
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if not line[0].isspace():
            block = line.strip()
        elif block == "/*":
            name, _, value = line.strip().partition(":")
            found.append((name.strip(), value.strip()))
    return found
