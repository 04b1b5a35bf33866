"""The first command on a fresh clone: ``python3 build.py serve`` with nothing cached.

    python bench/bench_first_build.py [--repo PATH] [--ref BRANCH] [--keep]

Clones the repository (``git clone`` of a checkout: no node_modules, no dist/, no build
cache), runs ``build.py serve --port N`` in the clone and prints, in seconds from the start:
npm ci's share (until node_modules' lockfile stamp appears), when the page first answers 200,
and when the build is complete (its ``dist/ built`` line: every twin written). npm's own
download cache (~/.npm) is the machine's, as on a developer's machine after any npm use.
"""

from __future__ import annotations

import argparse
import http.client
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
STAMP = Path("node_modules") / ".pygames-lock.sha256"
DONE = "dist/ built"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def answers(port: int) -> bool:
    """Whether the page answers 200 on ``port``."""
    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=2)
        conn.request("GET", "/")
        ok = conn.getresponse().status == 200
        conn.close()
        return ok
    except OSError:
        return False


def measure(clone: Path, timeout: float) -> dict[str, float]:
    """Run ``build.py serve`` in ``clone``; the seconds of each milestone from its start."""
    port = free_port()
    start = time.monotonic()
    found: dict[str, float] = {}
    proc = subprocess.Popen([sys.executable, "build.py", "serve", "--port", str(port)], cwd=clone,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)

    def read_log() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            if DONE in line and "complete" not in found:
                found["complete"] = time.monotonic() - start
            print(f"  [{time.monotonic() - start:6.1f}s] {line.rstrip()[:150]}", file=sys.stderr)

    reader = threading.Thread(target=read_log, daemon=True)
    reader.start()
    try:
        while time.monotonic() - start < timeout and proc.poll() is None:
            now = time.monotonic() - start
            if "npm ci" not in found and (clone / STAMP).exists():
                found["npm ci"] = now
            if "serves" not in found and answers(port):
                found["serves"] = time.monotonic() - start
            if "serves" in found and "complete" in found:
                break
            time.sleep(0.2)
    finally:
        proc.terminate()
        proc.wait(timeout=30)
        reader.join(timeout=5)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repo", default=str(ROOT), help="checkout to clone (default: this one)")
    parser.add_argument("--ref", default=None, help="branch to clone (default: its HEAD)")
    parser.add_argument("--timeout", type=float, default=600)
    parser.add_argument("--keep", action="store_true", help="keep the clone")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="pygames-first-build-"))
    clone = folder / "pygames"
    try:
        command = ["git", "clone", "--quiet", "--no-hardlinks", args.repo, str(clone)]
        if args.ref:
            command[3:3] = ["--branch", args.ref]
        subprocess.run(command, check=True)
        head = subprocess.run(["git", "log", "--oneline", "-1"], cwd=clone, capture_output=True,
                              text=True, check=True).stdout.strip()
        print(f"fresh clone of {args.repo} at {head}")
        found = measure(clone, args.timeout)
    finally:
        if args.keep:
            print(f"clone kept in {clone}")
        else:
            shutil.rmtree(folder, ignore_errors=True)
    for name, label in (("npm ci", "npm ci done"), ("serves", "page answers 200"),
                        ("complete", "build complete (every twin written)")):
        value = f"{found[name]:6.1f} s" if name in found else "   n/a"
        print(f"{label:38s} {value}")
    if "serves" not in found:
        raise SystemExit("the page never answered")


if __name__ == "__main__":
    main()
