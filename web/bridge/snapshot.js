// The memory snapshot the next start restores (web/runtime.js). After a plain start, once no
// event has been waiting for QUIET_MS, a background worker (web/snapshot-maker.js) starts a
// second runtime, imports pygames and stores the snapshot: a first visit downloads nothing
// extra for it and its board is up before any of this begins. Loaded after the first board.
//
// A snapshot that could not be made is tried again with the next build, not at every visit.
//
// For tests and the benchmark: <html data-boot> says how this page's runtime started
// ("snapshot" or "plain"), <html data-snapshot> what became of the snapshot ("restored",
// "making", "stored", "failed" (now or for this build before), "skipped" when another page
// of the site is making it, or "unavailable" when there is no storage for it), and
// window.pygames.snapshot the details (sizes and times).

import { loadSnapshotFailure, writeSnapshotFailure } from "./storage.js";

const QUIET_MS = 2000;
const POLL_MS = 500;

export async function keepSnapshot(link, handle) {
  const html = document.documentElement;
  const boot = await link.boot();
  handle.snapshot = { boot };
  html.dataset.boot = boot.path;
  if (boot.path === "snapshot") {
    html.dataset.snapshot = "restored";
    return;
  }
  if (boot.snapshot === "unavailable" || !boot.key || typeof Worker === "undefined") {
    html.dataset.snapshot = "unavailable";
    return;
  }
  if (loadSnapshotFailure() === boot.key) {
    handle.snapshot.made = { stored: false, reason: "it failed before for this build" };
    html.dataset.snapshot = "failed";
    return;
  }
  await quiet(link);
  html.dataset.snapshot = "making";
  const made = await makeSnapshot();
  handle.snapshot.made = made;
  html.dataset.snapshot = made.stored ? "stored" : made.skipped ? "skipped" : "failed";
  if (made.stored) {
    performance.mark("pygames:snapshot-stored");
    writeSnapshotFailure("");
  } else if (!made.skipped) {
    writeSnapshotFailure(boot.key);
    console.warn("pygames: no snapshot for the next start:", made.reason);
  }
}

// Resolves once the link has been quiet for QUIET_MS, at an idle moment where the browser says.
function quiet(link) {
  return new Promise((resolve) => {
    const check = () => {
      if (link.quietFor() < QUIET_MS) {
        setTimeout(check, POLL_MS);
      } else if (typeof requestIdleCallback === "function") {
        requestIdleCallback(() => resolve(), { timeout: POLL_MS });
      } else {
        resolve();
      }
    };
    check();
  });
}

// One maker worker: {stored: true, bytes, ms: {...}} or {stored: false, reason}.
function makeSnapshot() {
  const started = performance.now();
  return new Promise((resolve) => {
    const worker = new Worker(new URL("../snapshot-maker.js", import.meta.url), { type: "module" });
    const finish = (result) => {
      worker.terminate();
      resolve({ ...result, started, total_ms: performance.now() - started });
    };
    worker.onmessage = ({ data }) => finish(data);
    worker.onerror = (event) => {
      event.preventDefault(); // reported below as a warning, not as an uncaught error
      finish({ stored: false, reason: event.message || "the snapshot worker failed to start" });
    };
  });
}
