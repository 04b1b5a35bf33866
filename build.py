#!/usr/bin/env python3
"""Build the static site into dist/ (standard library only).

    python build.py                  # build dist/
    python build.py serve [--port N] # build, then serve dist/ on 127.0.0.1 and print the address

``serve`` starts serving before the ``.gz``/``.br`` twins are written (they follow in the
background, the originals are sent until then); ``build`` returns with dist/ complete.

PYGAMES_DIST=/some/dir builds there instead of dist/. The jobs live in scripts/sitebuild/,
one module each; sitebuild/pipeline.py lists the steps and what dist/ holds.
"""

from __future__ import annotations

import argparse
import sys
import threading
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "scripts"))

from sitebuild.paths import DIST  # noqa: E402
from sitebuild.pipeline import build_site, finish  # noqa: E402
from sitebuild.server import start_server  # noqa: E402


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", nargs="?", choices=("build", "serve"), default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (0: any free one)")
    args = parser.parse_args(argv)
    version = build_site(DIST)
    if args.command == "build":
        finish(DIST, version)
        return
    server = start_server(DIST, args.port)
    print(f"Serving pygames at http://127.0.0.1:{server.server_address[1]}/  (Ctrl+C stops)",
          flush=True)
    # The twins (a minute of Brotli on a cold cache) are written while the page is served.
    threading.Thread(target=finish, args=(DIST, version), daemon=True).start()
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        server.shutdown()


if __name__ == "__main__":
    main()
