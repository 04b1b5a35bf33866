// The link to Python: it runs in a PyScript worker (see web/worker.py for why and how).
// PyScript and the Pyodide runtime are bundled by build.py, so nothing leaves the site's
// origin. Events are handled strictly in arrival order: each waits for the one before it.

import { PyWorker } from "../../pyscript/core.js";
import { prefetchRuleSet } from "./prefetch.js";

// The interpreter module: the bundled Pyodide, restored from a memory snapshot when one is
// stored (web/runtime.js).
const INTERPRETER = new URL("../runtime.js", import.meta.url).href;
const WORKER_SCRIPT = new URL("../worker.py", import.meta.url).href;

function startWorker() {
  performance.mark("pygames:worker"); // PyScript asked for its worker (the benchmark)
  return PyWorker(WORKER_SCRIPT, {
    type: "pyodide",
    version: INTERPRETER,
    config: {
      packages: ["pygames"],
      packages_cache: "passthrough",
      // set, PyScript skips its graph of the CDN's packages (a download and a check that
      // the site's own wheel never needs)
      index_urls: [],
    },
  });
}

// Starts the worker at once; `request(event)` resolves to the controller's parsed response.
// `timing` is the last event's cost for the benchmark: the worker's share (python), the
// JSON parse (parse); whoever draws the response fills in render. `boot()` resolves to how
// the runtime started (see web/runtime.js); `quietFor()` is how long no event has been
// waiting or running (0 while one is), for work that should wait until the player pauses;
// `pending()` how many events are waiting or running.
export function connectWorker(banner) {
  const timing = { python: 0, parse: 0, render: 0 };
  const state = { queue: Promise.resolve(), pending: 0, quietSince: performance.now() };

  banner.progress("runtime");
  const python = startWorker().then((worker) => {
    performance.mark("pygames:python"); // runtime, wheel and worker.py loaded (the benchmark)
    banner.progress("ready");
    return worker;
  });
  python.catch((err) => banner.fail(String((err && err.stack) || err)));
  prefetchRuleSet(location.hash); // the address's rule set, beside the runtime (prefetch.js)

  // Every call into the worker, one at a time in order.
  function call(run) {
    state.pending += 1;
    const reply = state.queue.then(async () => run(await python));
    state.queue = reply.catch(() => {}).then(() => {
      state.pending -= 1;
      state.quietSince = performance.now();
    });
    return reply;
  }

  function request(event) {
    return call(async (worker) => {
      const t0 = performance.now();
      const text = await worker.sync.handle(JSON.stringify(event));
      const t1 = performance.now();
      const parsed = JSON.parse(text);
      timing.python = t1 - t0;
      timing.parse = performance.now() - t1;
      return parsed;
    });
  }

  const boot = () => call(async (worker) => JSON.parse(await worker.sync.boot()));
  const quietFor = () => (state.pending ? 0 : performance.now() - state.quietSince);
  const pending = () => state.pending;

  return { request, timing, boot, quietFor, pending };
}
