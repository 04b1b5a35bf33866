// Makes the memory snapshot that web/runtime.js restores, in a background worker the page
// starts after a plain start (web/bridge/snapshot.js): the bundled Pyodide with the snapshot
// option, the site's own wheels unpacked into it, every module of pygames imported, then the
// runtime's memory stored (snapshot-store.js) under the key of this runtime and its wheels. Posts
// one message: {stored: true, bytes, ms} or {stored: false, reason} (skipped: true when
// another page of the site is making one).

import { loadPyodide, version } from "../pyodide/pyodide.mjs";
import { snapshotKey, writeSnapshot } from "./snapshot-store.js";

const RUNTIME = new URL("../pyodide/", import.meta.url).href;

// Every module, the ones the app imports on first use (bots, rule helpers) included: the
// restored runtime has the modules in memory but no wheel on disk. The command-line arena
// never runs in the browser.
const IMPORT_ALL = `
import importlib, pkgutil, pygames
for _module in pkgutil.walk_packages(pygames.__path__, "pygames."):
    if _module.name != "pygames.arena":
        importlib.import_module(_module.name)
del _module
`;

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

async function make() {
  const t0 = performance.now();
  const lockText = await (await fetchOk(RUNTIME + "pyodide-lock.json")).text();
  const lockfile = JSON.parse(lockText);
  const key = snapshotKey(version, lockfile);
  if (!key) throw new Error("the lockfile lists no pygames wheel");
  // every wheel of the site: the core and each rule set's (the restored runtime has the
  // modules in memory but no wheel on disk, so it must hold every rule set imported)
  const wheels = await Promise.all(Object.values(lockfile.packages).map(async (entry) => {
    const wheel = new Uint8Array(await (await fetchOk(RUNTIME + entry.file_name)).arrayBuffer());
    // the key promises these wheels: a site rebuilt meanwhile must not store others under it
    if (await sha256(wheel) !== entry.sha256) throw new Error(`${entry.file_name} does not match the lockfile`);
    return wheel;
  }));
  const errors = [];
  const pyodide = await loadPyodide({
    indexURL: RUNTIME, packageBaseUrl: RUNTIME, lockFileContents: lockText, packages: [],
    _makeSnapshot: true, stdout: () => {}, stderr: (line) => errors.push(line),
  });
  const t1 = performance.now();
  // unpacked by hand: a package loaded through loadPackage is listed in the runtime's JS state,
  // which a snapshot must find as a fresh start left it
  const site = pyodide.runPython("import site; site.getsitepackages()[0]");
  for (const wheel of wheels) pyodide.unpackArchive(wheel, "wheel", { extractDir: site });
  try {
    pyodide.runPython(IMPORT_ALL);
  } catch (err) {
    throw new Error(`import failed: ${String(err)} ${errors.join("\n")}`.trim());
  }
  const t2 = performance.now();
  const snapshot = pyodide.makeMemorySnapshot();
  const t3 = performance.now();
  await writeSnapshot(key, snapshot);
  const t4 = performance.now();
  return { stored: true, key, bytes: snapshot.byteLength,
           ms: { boot: t1 - t0, imports: t2 - t1, snapshot: t3 - t2, store: t4 - t3 } };
}

async function run() {
  try {
    if (!navigator.locks) return await make();
    // one maker at a time across the site's pages; the others leave it to that one
    return await navigator.locks.request("pygames-snapshot", { ifAvailable: true }, (lock) => (
      lock ? make() : { stored: false, skipped: true, reason: "another page is making it" }));
  } catch (err) {
    return { stored: false, reason: String((err && err.message) || err) };
  }
}

postMessage(await run());
