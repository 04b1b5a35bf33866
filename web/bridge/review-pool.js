// The review workers (pygames/app/review/pool.py): Python's response hands over a review's
// job, {key, game, plies} (no plies: stop handing them out), or {warm: true} at a game's end
// (the workers start their runtime, so it is up when Review is tapped); each worker (web/review-worker.js)
// takes the next ply and answers with its result; the results go back to Python as "review"
// events, as many together as came in since the last one (EVENT_GAP_MS apart at least), so the
// page answers taps between them. A worker that cannot start or fails ends the pool: Python hears it
// ({failed}) and reviews on its own ticks from there. It knows nothing about any game.

// One per core, at most three (each is a runtime's memory). The page's own worker only merges
// and redraws every EVENT_GAP_MS, so it needs no core of its own: on this 2-core machine two
// workers reviewed Harvest Valley in 3.7 s and Terra Vista in 5.5 s, one in 4.6 s and 8.0 s
// (docs/speed.md, "The review's own workers").
const SIZE = Math.max(1, Math.min(navigator.hardwareConcurrency || 2, 3));
const IDLE_MS = 60_000; // workers with nothing to do are let go after this
// Results go to Python at most this often: each event redraws the review, which costs the
// page's worker and the page a core's time that the review workers can use (one on two cores).
const EVENT_GAP_MS = 250;

// How many review workers this page can run (init's review_workers; 0: none).
export function reviewWorkers() {
  return typeof Worker === "function" ? SIZE : 0;
}

export function createReviewPool(send, size = SIZE) {
  const slots = []; // {worker, key, ply}: a worker and what it is doing
  const waiting = {}; // key -> {ply: text}, not yet sent
  let job = null; // {key, game, queue}
  let sending = false;
  let broken = false;
  let idle = null;
  let lastSent = -Infinity;
  let later = null;
  // for the benchmark: how long each worker's runtime took to start, the decisions reviewed,
  // their time in the workers, the events that took them to Python
  const stats = { up: [], decisions: 0, ms: 0, events: 0 };

  function follow(order) {
    if (broken) return;
    if (order.warm) {
      if (!slots.length) {
        start();
        for (const slot of slots) slot.worker.postMessage({ game: order.game });
        idle = setTimeout(stopAll, IDLE_MS);
      }
      return;
    }
    if (!order.plies.length) {
      if (job && job.key === order.key) job.queue = [];
      return;
    }
    const busy = new Set(slots.filter((s) => s.key === order.key).map((s) => s.ply));
    const have = waiting[order.key] || {};
    job = { key: order.key, game: order.game,
            queue: order.plies.filter((ply) => !busy.has(ply) && !(ply in have)) };
    if (!slots.length) start();
    for (const slot of slots) next(slot);
  }

  function start() {
    for (let i = 0; i < size && !broken; i++) {
      try {
        const slot = { worker: new Worker(new URL("../review-worker.js", import.meta.url), { type: "module" }),
                       key: null, ply: null };
        slot.worker.onmessage = ({ data }) => answered(slot, data);
        slot.worker.onerror = (event) => {
          event.preventDefault();
          fail(event.message || "a review worker failed to start");
        };
        slots.push(slot);
      } catch (err) {
        fail(String((err && err.message) || err));
      }
    }
  }

  function next(slot) {
    if (slot.ply != null || !job || !job.queue.length) return;
    clearTimeout(idle);
    slot.key = job.key;
    slot.ply = job.queue.shift();
    slot.worker.postMessage({ game: job.game, ply: slot.ply });
  }

  function answered(slot, data) {
    if (data.up != null) {
      stats.up.push(data.up);
      return;
    }
    if (data.failed != null) {
      fail(data.failed);
      return;
    }
    (waiting[slot.key] ||= {})[String(data.ply)] = data.text;
    stats.decisions += 1;
    stats.ms += data.ms;
    slot.key = slot.ply = null;
    next(slot);
    flush();
    if (slots.every((s) => s.ply == null)) idle = setTimeout(stopAll, IDLE_MS);
  }

  // what came in goes to Python, one event at a time, EVENT_GAP_MS apart at least (at once
  // when no worker is busy: the last results)
  function flush() {
    const key = Object.keys(waiting)[0];
    if (sending || key == null) return;
    clearTimeout(later);
    const wait = lastSent + EVENT_GAP_MS - performance.now();
    if (wait > 0 && slots.some((s) => s.ply != null)) {
      later = setTimeout(flush, wait);
      return;
    }
    const results = waiting[key];
    delete waiting[key];
    sending = true;
    stats.events += 1;
    send({ type: "review", key, results }).finally(() => {
      sending = false;
      lastSent = performance.now();
      flush();
    });
  }

  function stopAll() {
    for (const slot of slots.splice(0)) slot.worker.terminate();
  }

  function fail(reason) {
    if (broken) return;
    broken = true;
    const key = job ? job.key : "";
    stopAll();
    console.warn("pygames: the review workers stopped, the review goes on in the page's worker:", reason);
    send({ type: "review", key, failed: String(reason).slice(0, 400) || "failed" });
  }

  return { follow, stats };
}
