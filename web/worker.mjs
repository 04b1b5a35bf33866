// The Python side of the page: Pyodide in a module web worker, so the main thread never
// runs Python (DESIGN.md: the runtime's start-up would otherwise block it for seconds).
//
// Why plain Pyodide and not PyScript's PyWorker: with @pyscript/core 0.7.31 the worker's
// `interpreter` setting was ignored (it fetched Pyodide from a CDN unless `version` held the
// absolute URL of the bundled pyodide.mjs), `from pyscript import sync` failed inside the
// worker, and its `packages` went through micropip unless `packages_cache` was
// "passthrough". Everything the app needs from PyScript is one function call across the
// worker boundary, which postMessage gives directly; loading the runtime ourselves keeps every
// URL relative to this file (the site works from a sub-path), needs no CDN, no micropip and
// no config parsing, and boots as fast as the bare runtime.
//
// Facts this relies on (Pyodide 314.0.7): `loadPyodide({packages})` resolves the names from
// the lockfile next to pyodide.mjs, where the build adds the pygames wheel with a relative
// file_name and its sha256; a package that fails to load is only logged, so the import below
// is what proves it arrived; the wasm must be served as application/wasm.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const runtime = new URL("../pyodide/", import.meta.url).href;
let handle = null;

const progress = (stage) => postMessage({ progress: stage });

const ready = (async () => {
  progress("runtime");
  const pyodide = await loadPyodide({
    indexURL: runtime,
    lockFileURL: runtime + "pyodide-lock.json",
    packages: ["pygames"],
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
  });
  progress("package");
  handle = pyodide.pyimport("pygames.app").handle;
  progress("ready");
})();

ready.catch((err) => postMessage({ fatal: String(err && err.stack || err) }));

// Events are handled strictly in arrival order: each waits for the runtime, then runs the
// synchronous controller; the reply carries the caller's id.
self.onmessage = async (message) => {
  const { id, event } = message.data;
  try {
    await ready;
    postMessage({ id, response: handle(JSON.stringify(event)) });
  } catch (err) {
    postMessage({ id, error: String(err && err.message || err) });
  }
};
