// The interpreter module PyScript loads in its worker (worker-link gives its URL as PyScript's
// `version`): the bundled Pyodide's own loadPyodide, which restores a memory snapshot that
// already holds pygames imported when one made for this runtime and its wheels is stored
// (snapshot-store.js), and otherwise starts plainly with the core wheel, as before. Either way
// PyScript's own set-up (its `polyscript` module, then worker.py) runs afterwards, so nothing of
// PyScript lives in the snapshot.

import { loadPyodide as startPyodide, version } from "../pyodide/pyodide.mjs";
import { startEarly } from "./runtime-early.js";
import { forgetSnapshot, readSnapshot, snapshotKey } from "./snapshot-store.js";

export { version }; // PyScript reads it (its package-cache name)

const RUNTIME = new URL("../pyodide/", import.meta.url).href;
const now = () => performance.timeOrigin + performance.now(); // epoch ms: the page's timeline too
const EVALUATED = now(); // (the benchmark's timeline)
// When each step of the start ended (epoch ms), for the benchmark's profile per engine: the
// wasm's compile and instantiation (runtime-early.js), the downloads by the worker's resource
// timings (see announce).
const steps = {};
// The wasm (downloaded and compiled) and the standard library, from now on (runtime-early.js).
startEarly(RUNTIME, steps, now);

// Both start while PyScript is still setting up its worker: the lockfile (the runtime reads it
// anyway; the wheels' hashes in it key the snapshot) and the stored snapshot.
const lockfile = fetch(RUNTIME + "pyodide-lock.json").then((response) => {
  if (!response.ok) throw new Error(`pyodide-lock.json: HTTP ${response.status}`);
  return response.text();
});
const key = lockfile.then((text) => snapshotKey(version, JSON.parse(text))).catch(() => null);
const stored = key.then(readSnapshot).catch(() => ({ status: "unavailable" }))
  .finally(() => { steps.stored = now(); });
// A plain start loads the core wheel only once the runtime is up: asked for as soon as the
// lockfile says which it is, it is in the HTTP cache by then (the runtime's request only
// revalidates).
Promise.all([lockfile, stored]).then(([text, found]) => {
  const wheel = found.status !== "restorable" && JSON.parse(text).packages?.pygames?.file_name;
  return wheel && fetch(RUNTIME + wheel).then((response) => response.arrayBuffer());
}).catch(() => {}); // only a head start: the runtime asks again and reports any failure

// Each rule set's wheel, {its package: {url, sha256}} (the lockfile's entries beside the core's):
// worker.py fetches one when a game of that rule set opens.
const ruleSetWheels = lockfile.then((text) => {
  const wheels = {};
  for (const [name, entry] of Object.entries(JSON.parse(text).packages || {})) {
    if (name === "pygames") continue;
    for (const module of entry.imports || []) {
      wheels[module] = { url: RUNTIME + entry.file_name, sha256: entry.sha256 };
    }
  }
  return wheels;
}).catch(() => ({}));

// The snapshot per engine, decided by measurement: every engine restores one. A warm start
// (service worker, caches) of one TwinStar address with the snapshot against the same start
// with the snapshot deleted (`python bench/bench_start.py`, ms, a shared 2-core machine at a
// load of 15-19): Chromium 4,204 | 8,795 and 5,218 | 11,112; Firefox ESR 1,833 | 4,389 and
// 3,891 | 4,857; WebKitGTK 18,362 | 53,502 and 13,425 | 46,307. In WebKitGTK the snapshot is
// read as a typed array (its automation refuses Blobs in IndexedDB: 0.8-3.3 s), which
// runtime-early.js now overlaps with the wasm's download and compile.

// What PyScript calls; `options` are PyScript's (its streams, the `pygames` package). The
// runtime's folder is ours, not the folder of this module that PyScript assumes.
export async function loadPyodide(options = {}) {
  const start = performance.now();
  const config = { ...options, indexURL: RUNTIME, packageBaseUrl: RUNTIME, lockFileContents: lockfile };
  const found = await stored;
  let snapshot = found.status;
  if (found.status === "restorable") {
    try {
      // the modules are in the snapshot's memory: no wheel to fetch or unpack
      const pyodide = await startPyodide({ ...config, packages: [], _loadSnapshot: found.bytes });
      return announce(pyodide, { path: "snapshot", snapshot: "restored", key: await key,
                                 ms: performance.now() - start }, await ruleSetWheels);
    } catch (err) {
      snapshot = "failed";
      console.warn("pygames: the stored snapshot did not restore, starting plainly:", String(err));
    }
  } else if (snapshot === "damaged") {
    console.warn("pygames: the stored snapshot is damaged, starting plainly");
  }
  if (snapshot === "damaged" || snapshot === "failed") forgetSnapshot().catch(() => {});
  const pyodide = await startPyodide(config);
  return announce(pyodide, { path: "plain", snapshot, key: await key, ms: performance.now() - start },
                  await ruleSetWheels);
}

// The runtime's downloads so far, {file name: {began, ended, bytes}} (epoch ms; bytes as
// received, 0 where the engine does not say): the wasm, the standard library, the wheels.
function fetched() {
  const out = {};
  for (const entry of performance.getEntriesByType("resource")) {
    const name = entry.name.split("?")[0].split("/").pop();
    if (!/\.(wasm|zip|whl|json|mjs|py)$/.test(name)) continue;
    out[name] = { began: performance.timeOrigin + entry.startTime,
                  ended: performance.timeOrigin + entry.responseEnd, bytes: entry.transferSize || 0 };
  }
  return out;
}

// How this start went, for worker.py to hand to the page (<html data-boot>, the benchmark):
// path "snapshot" or "plain"; snapshot "restored", "none", "stale", "damaged", "failed" or
// "unavailable" (no storage: the page makes no snapshot then); the key of this runtime and
// wheel; ms, the time PyScript's call took; began and ended, when it did (epoch ms, so the
// page can place them on its own timeline); steps, when the snapshot was read, the wasm
// compiled and instantiated, and each download (fetched). With it go the rule sets' wheels.
function announce(pyodide, boot, wheels) {
  const ended = now();
  boot = { ...boot, evaluated: EVALUATED, began: ended - boot.ms, ended, steps: { ...steps, fetched: fetched() } };
  pyodide.registerJsModule("pygames_boot", { info: JSON.stringify(boot), wheels: JSON.stringify(wheels) });
  return pyodide;
}
