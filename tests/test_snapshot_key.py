"""The key a runtime snapshot is stored under (web/snapshot-store.js, run in Node): anything
a snapshot's memory depends on changes it, so a rebuild never restores an older snapshot."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
KEYS_MJS = """
import { snapshotKey } from %s;
const locks = JSON.parse(process.argv[1]);
console.log(JSON.stringify(locks.map((lock) => snapshotKey("314.0.7", lock))));
"""


def keys(*locks: dict) -> list[str | None]:
    if shutil.which("node") is None:
        pytest.skip("node runs the page's module")
    program = json.dumps((ROOT / "web" / "snapshot-store.js").as_uri())
    done = subprocess.run(["node", "--input-type=module", "-e", KEYS_MJS % program,
                           json.dumps(locks)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout)


def lock(stdlib: str | None = "a" * 64, core: str = "c" * 64, twinstar: str = "t" * 64) -> dict:
    info = {"python": "3.14.2"} | ({"stdlib_sha256": stdlib} if stdlib else {})
    return {"info": info, "packages": {
        "pygames": {"version": "0.1.0", "sha256": core},
        "pygames-twinstar": {"version": "0.1.0", "sha256": twinstar}}}


def test_the_key_changes_with_the_standard_library_and_every_wheel() -> None:
    base, again, stdlib, core, rule_set, no_stdlib = keys(
        lock(), lock(), lock(stdlib="b" * 64), lock(core="d" * 64), lock(twinstar="u" * 64),
        lock(stdlib=None))
    assert base == again and base is not None
    assert "a" * 64 in base and "c" * 64 in base and "t" * 64 in base
    assert len({base, stdlib, core, rule_set}) == 4
    assert no_stdlib is None  # a lockfile that does not name its standard library: no snapshot
