// A review worker (pygames/app/review/pool.py, web/bridge/review-pool.js): the site's own
// runtime (web/runtime.js: the stored snapshot restored when there is one, else a plain start
// with the core wheel) running pygames/app/review/decider.py. Each message {game, ply} is
// answered with {ply, text, ms} (the decision's row as JSON, "" where it was forced; the time
// it took) or {ply, failed}; {up} says when the runtime is up; {game} alone loads the game ahead of its decisions. It knows nothing about
// any game.

import { loadPyodide } from "./runtime.js";

const SETUP = `
from pygames_boot import wheels
from pygames.app.review.decider import decide, prepare, start
start(wheels)
`;

// the runtime starts at once (the pool starts its workers before Review is tapped)
const began = performance.now();
const decide = (async () => {
  const pyodide = await loadPyodide({ packages: ["pygames"] });
  pyodide.runPython(SETUP);
  postMessage({ up: performance.now() - began }); // the benchmark's record (review-pool.js)
  return { decide: pyodide.globals.get("decide"), prepare: pyodide.globals.get("prepare") };
})();
decide.catch(() => {}); // reported with the first decision asked for

self.onmessage = async ({ data }) => {
  try {
    const python = await decide;
    if (data.ply == null) python.prepare(data.game);
    else {
      const t0 = performance.now();
      const text = python.decide(data.game, data.ply);
      postMessage({ ply: data.ply, text, ms: performance.now() - t0 });
    }
  } catch (err) {
    postMessage({ ply: data.ply, failed: String((err && err.message) || err) });
  }
};
