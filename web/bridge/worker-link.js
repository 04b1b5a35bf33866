// The link to Python: it runs in a PyScript worker (see web/worker.py for why and how).
// PyScript and the Pyodide runtime are bundled by build.py, so nothing leaves the site's
// origin. Events are handled strictly in arrival order: each waits for the one before it.

import { PyWorker } from "../../pyscript/core.js";

const RUNTIME = new URL("../../pyodide/", import.meta.url).href;
const WORKER_SCRIPT = new URL("../worker.py", import.meta.url).href;

function startWorker() {
  return PyWorker(WORKER_SCRIPT, {
    type: "pyodide",
    version: RUNTIME + "pyodide.mjs",
    config: {
      packages: ["pygames"],
      packages_cache: "passthrough",
      lockFileURL: RUNTIME + "pyodide-lock.json",
    },
  });
}

// Starts the worker at once; `request(event)` resolves to the controller's parsed response.
// `timing` is the last event's cost for the benchmark: the worker's share (python), the
// JSON parse (parse); whoever draws the response fills in render.
export function connectWorker(banner) {
  const timing = { python: 0, parse: 0, render: 0 };
  const state = { queue: Promise.resolve() };

  banner.progress("runtime");
  const python = startWorker().then((worker) => {
    performance.mark("pygames:python"); // runtime, wheel and worker.py loaded (the benchmark)
    banner.progress("ready");
    return worker;
  });
  python.catch((err) => banner.fail(String((err && err.stack) || err)));

  function request(event) {
    const reply = state.queue.then(async () => {
      const worker = await python;
      const t0 = performance.now();
      const text = await worker.sync.handle(JSON.stringify(event));
      const t1 = performance.now();
      const parsed = JSON.parse(text);
      timing.python = t1 - t0;
      timing.parse = performance.now() - t1;
      return parsed;
    });
    state.queue = reply.catch(() => {});
    return reply;
  }

  return { request, timing };
}
