"""The runtime snapshot in Chromium (web/runtime.js, web/snapshot-maker.js): after a plain first
start the page makes a snapshot in the background; the next start restores it, offline too;
a removed, damaged or unrestorable snapshot means a plain start; a rebuild with another
wheel never restores the old one. ``<html data-boot>`` says how the runtime started; the
``context`` fixture fails a test on any console error (warnings are allowed).
"""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

from conftest import SiteCopy
from test_app import GAME, open_page, play_moves, settle, start_game, tap, wait_ready

import pygames
from pygames.core.rng import Rng
from sitebuild.compress import precompress  # scripts/ is on sys.path (see conftest.py)
from sitebuild.lockfile import write_lockfile
from sitebuild.paths import PYODIDE
from sitebuild.service_worker import write_service_worker

#: Making one boots a second runtime: seconds on a quiet machine, a minute on a busy one.
MAKE_MS = 300_000

#: Damages the stored snapshot in the page: "damage" flips one byte in the middle of it,
#: "garble" stores random bytes under the right key with a matching checksum (so only the
#: restore itself can fail), "remove" deletes it. Returns the key it was stored under.
EDIT_SNAPSHOT = """async ([change, key]) => {
  const store = await import("./web/snapshot-store.js");
  const { db: name, store: storeName, record: recordKey } = store.STORAGE;
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open(name, 1);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  const run = (mode, use) => new Promise((resolve, reject) => {
    const tx = db.transaction(storeName, mode);
    const req = use(tx.objectStore(storeName));
    tx.oncomplete = () => resolve(req.result);
    tx.onerror = () => reject(tx.error);
  });
  try {
    if (change === "damage") {
      const record = await run("readonly", (s) => s.get(recordKey));
      const data = record.data;
      const bytes = data instanceof Blob ? new Uint8Array(await data.arrayBuffer()) : data;
      bytes[bytes.length >>> 1] ^= 0x5a;
      record.data = data instanceof Blob ? new Blob([bytes]) : bytes;
      await run("readwrite", (s) => s.put(record, recordKey));
    } else if (change === "garble") {
      const bytes = new Uint8Array(1 << 20);
      for (let at = 0; at < bytes.length; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
      await store.writeSnapshot(key, bytes);
    } else {
      await run("readwrite", (s) => s.delete(recordKey));
    }
  } finally {
    db.close();
  }
}"""


def boot(page: object) -> tuple[str, str]:
    """How the page's runtime started: (path, what became of the stored snapshot)."""
    page.wait_for_selector("html[data-boot]", timeout=60_000)
    info = page.evaluate("window.pygames.snapshot.boot")
    assert page.evaluate("document.documentElement.dataset.boot") == info["path"]
    return info["path"], info["snapshot"]


def wait_stored(page: object) -> str:
    """Wait until the page has made and stored its snapshot; the key it was stored under."""
    page.wait_for_function("['stored', 'failed', 'unavailable']"
                           ".includes(document.documentElement.dataset.snapshot)", timeout=MAKE_MS)
    made = page.evaluate("window.pygames.snapshot.made")
    assert made["stored"], made
    assert made["bytes"] > 10_000_000
    return made["key"]


def _bot_game_address() -> tuple[str, int]:
    """A Harvest Valley game against the hard bot, the human to move; its move count."""
    game = pygames.new_game(GAME, players=2, seed=14)
    chooser = Rng(1)
    while len(game.history) < 12 or game.current_player != 0:
        game.play(chooser.choice(game.legal_moves()))
    return game.to_url_fragment(extra={"seats": ["human", "hard"]}), len(game.history)


def _new_seed(page: object) -> int:
    """Start a new game without a seed (the app draws one); its seed."""
    tap(page, f'[data-action="pick"][data-value="{GAME}"]')
    tap(page, '[data-action="start"]')
    settle(page)
    return pygames.decode_address(page.evaluate("location.hash")).seed


def test_starts_from_the_snapshot_after_one_visit_and_offline(context: object, site: str) -> None:
    first = open_page(context, site + "?bot_delay=0")
    assert boot(first) == ("plain", "none")
    wait_stored(first)
    first.evaluate("navigator.serviceWorker.ready.then(() => true)")

    # the next start restores it; the parts imported on first use work from it: the hint
    # (the hard bot's search and the rule set's bot knowledge), then playing on
    fragment, played = _bot_game_address()
    page = open_page(context, site + "?bot_delay=0&hard_ms=300#" + fragment)
    assert boot(page) == ("snapshot", "restored")
    assert page.evaluate("document.documentElement.dataset.snapshot") == "restored"
    settle(page)
    tap(page, '[data-action="hint"]')
    hinted = page.locator("#app .hint[data-move]")
    hinted.first.wait_for()
    move = hinted.first.get_attribute("data-move")
    assert move in pygames.load(page.evaluate("location.hash")).legal_moves()
    before = page.evaluate("location.hash")
    hinted.first.click()
    page.wait_for_function("h => location.hash !== h", arg=before)
    settle(page)
    assert pygames.decode_address(page.evaluate("location.hash")).moves[played] == move
    assert play_moves(page, Rng(2), limit=3) >= 1
    pygames.load(page.evaluate("location.hash"))  # CPython replays what the page played

    # a snapshot holds the runtime's state, but never a drawn seed: new games still differ
    seeds = []
    for _ in range(2):
        fresh = open_page(context, site + "?bot_delay=0")
        assert boot(fresh)[0] == "snapshot"
        seeds.append(_new_seed(fresh))
        fresh.close()
    assert seeds[0] != seeds[1]

    # offline: the service worker has the site, IndexedDB the snapshot
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert boot(page) == ("snapshot", "restored")
    settle(page)
    assert play_moves(page, Rng(3), limit=2) == 2
    context.set_offline(False)


def test_a_plain_start_offline_loads_a_rule_set_from_the_service_worker(
        context: object, site: str) -> None:
    """Each rule set's wheel is fetched when a game of it opens (web/worker.py); after one
    visit the service worker holds them all, so with no snapshot and no network a plain start
    still opens a rule set this profile never played: the worker's synchronous request for
    its wheel is answered by the service worker."""
    page = open_page(context, site + "?bot_delay=0")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    wait_stored(page)
    page.evaluate(EDIT_SNAPSHOT, ["remove", ""])
    page.close()
    game = pygames.new_game("tropicalia", players=2, seed=5)
    context.set_offline(True)
    try:
        fresh = open_page(context, site + "?bot_delay=0#"
                          + game.to_url_fragment(extra={"seats": ["human", "human"]}))
        assert boot(fresh) == ("plain", "none")
        settle(fresh)
        assert play_moves(fresh, Rng(7), limit=2) == 2
        assert pygames.load(fresh.evaluate("location.hash")).game_id == "tropicalia"
    finally:
        context.set_offline(False)


def test_starts_plainly_when_the_snapshot_is_damaged_unrestorable_or_removed(
        context: object, site: str) -> None:
    page = open_page(context, site + "?bot_delay=0")
    key = wait_stored(page)
    # each change right after a start, well before that page's quiet period could start
    # another snapshot
    for change, found in (("damage", "damaged"), ("garble", "failed"), ("remove", "none")):
        page.evaluate(EDIT_SNAPSHOT, [change, key])
        page.reload()
        wait_ready(page)
        assert boot(page) == ("plain", found), change
    # the app works as ever, and the page makes a new snapshot the next start restores
    start_game(page, seed=31)
    assert play_moves(page, Rng(5), limit=2) == 2
    assert wait_stored(page) == key
    page.reload()
    wait_ready(page)
    assert boot(page) == ("snapshot", "restored")


def _rebuild_with_another_wheel(dist: Path) -> str:
    """What a rebuild with a changed rule set produces: another wheel of that rule set (one
    more file), its hash in the lockfile, new twins and a service worker with a new version;
    the wheel's sha256 (the core wheel is the same: the snapshot's key holds every wheel's)."""
    wheel = next((dist / "pyodide").glob("pygames_twinstar-*.whl"))
    with zipfile.ZipFile(wheel, "a") as zf:
        zf.writestr("pygames_twinstar-0.1.0.dist-info/REBUILT", "the next build\n")
    lockfile = dist / "pyodide" / "pyodide-lock.json"
    write_lockfile(PYODIDE / "pyodide-lock.json", lockfile,
                   sorted((dist / "pyodide").glob("*.whl")), dist / "pyodide" / "python_stdlib.zip")
    for path in (wheel, lockfile):
        for suffix in (".gz", ".br"):
            path.with_name(path.name + suffix).unlink(missing_ok=True)
    write_service_worker(dist)
    precompress(dist)
    return hashlib.sha256(wheel.read_bytes()).hexdigest()


def test_a_rebuild_with_another_wheel_never_restores_the_old_snapshot(site_copy: SiteCopy) -> None:
    page = open_page(site_copy.context, site_copy.base + "?bot_delay=0")
    old_key = wait_stored(page)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()
    wait_ready(page)
    assert boot(page) == ("snapshot", "restored")

    new_wheel = _rebuild_with_another_wheel(site_copy.dist)
    assert new_wheel not in old_key
    page.reload()  # still the old build (its worker serves it) until the player updates
    wait_ready(page)
    page.wait_for_selector("#update:not([hidden])", timeout=60_000)
    with page.expect_navigation():
        page.locator("#update-button").click()
    wait_ready(page)
    assert boot(page) == ("plain", "stale")
    new_key = wait_stored(page)
    assert new_wheel in new_key and new_key != old_key
    page.reload()
    wait_ready(page)
    assert boot(page) == ("snapshot", "restored")
