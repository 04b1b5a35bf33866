// The page side: mounts scenes that Python sends, forwards taps, keys and inputs to it, and
// keeps the address, the saved games and the live region up to date. It knows nothing about
// any game: scenes are plain data (see pygames/core/scene.py), responses are described in
// pygames/app/controller.py. This entry wires the modules of web/bridge/ and starts the app:
//
//   worker-link  Python in a PyWorker; events in order        boot      start-up banner
//   responses    a response → scene, address, saves, tick     patch     scene → DOM by key
//   motion       pieces glide to their new place               zoom      zoom buttons, pinch
//   areas        the area of the current decision comes into view
//   input        one root listener per event type: taps, long press, fields
//   history      each screen a history entry: Back and Forward move between them
//   keyboard     arrow-key focus, Enter, "?", keys for Python  share     share the address
//   storage      localStorage (saved games, language, store)   pwa       service worker, update
//   allow        the tags and attributes a scene may put on the page (patch refuses the rest)
//   snapshot     after the first board: the runtime snapshot the next start restores
//   marks        a text naming places marks them on the board; their labels on hover
//   review-pool  the game review's own workers; their results go to Python as events

import { createAreaFocus } from "./bridge/areas.js";
import { bootBanner, missingFeatures } from "./bridge/boot.js";
import { connectWorker } from "./bridge/worker-link.js";
import { listenForFolds } from "./bridge/fold.js";
import { createHistory } from "./bridge/history.js";
import { listenForInput } from "./bridge/input.js";
import { listenForKeys } from "./bridge/keyboard.js";
import { marksHandler } from "./bridge/marks.js";
import { createMotion } from "./bridge/motion.js";
import { registerServiceWorker } from "./bridge/pwa.js";
import { createResponder } from "./bridge/responses.js";
import { createReviewPool, reviewWorkers } from "./bridge/review-pool.js";
import { createShare } from "./bridge/share.js";
import {
  damagedText, listenForSaves, loadDamaged, loadLang, loadRevisions, loadSaves, loadStore,
  unreadSaves,
} from "./bridge/storage.js";
import { createZoom } from "./bridge/zoom.js";

const root = document.getElementById("app");
const live = document.getElementById("announce");

const banner = bootBanner();
const missing = missingFeatures();
if (missing.length) banner.unsupported(missing);
// the runtime starts loading now (never, where the browser cannot run it: events then wait)
const link = missing.length ? { request: () => new Promise(() => {}), timing: {} } : connectWorker(banner);
const zoom = createZoom(root);
const pages = createHistory(send);
const areas = createAreaFocus(root);
const responder = createResponder({
  root, live, send, timing: link.timing, zoom, motion: createMotion(root), banner, pages,
  areas,
});

const params = new URLSearchParams(location.search);
// how many review workers (?review_workers=N: the benchmark's choice; 0: none)
const reviewSize = params.has("review_workers") ? Math.max(0, Number(params.get("review_workers")) || 0)
  : reviewWorkers();
const reviewPool = createReviewPool(send, reviewSize);

// Every event to Python goes through here. Python answers every event, a refused one with an
// error the responder shows; a call that fails means the runtime stopped answering. A review's
// job goes to the review workers.
function send(event) {
  return link.request(event).then(responder.apply, (err) => banner.fail(err.message, "error"))
    .then((response) => {
      if (response && response.review) reviewPool.follow(response.review);
      return response;
    });
}

// A saved game set aside as damaged: its raw text as a file (the player may mend or report it).
function download(key) {
  const text = damagedText(key);
  if (text == null) return;
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = `pygames-${key.replace(/[^\w-]/g, "_")}.txt`;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const actions = { send, share: createShare(live), download };
// a text naming places marks them on the board (marks.js)
listenForInput(root, actions, zoom.gestures, marksHandler(root));
listenForKeys(root, actions);
listenForFolds(root, areas.refit); // panels that fold (fold.js)

// start-up reads the newest saved games only (storage.js), with their revisions
const saved = loadSaves();
const init = {
  type: "init",
  hash: location.hash,
  page: pages.page,
  saved,
  revs: loadRevisions(Object.keys(saved)),
  unread: unreadSaves(),
  damaged: loadDamaged(),
  lang: loadLang() || navigator.language,
  store: loadStore(),
  tz: -new Date().getTimezoneOffset(),
  base: location.href.split("#")[0],
  review_workers: reviewSize,
};
if (params.has("bot_delay")) init.bot_delay = Number(params.get("bot_delay"));
if (params.has("hard_ms")) init.hard_ms = Number(params.get("hard_ms"));

// another tab saved a game: Python compares it with what this tab shows (store/tabs.py)
listenForSaves((found) => send({ type: "stored", ...found, why: "tab" }));

send(init).then((response) => {
  if (!response) return;
  if (!response.error) banner.hide();
  document.documentElement.dataset.ready = "1";
  performance.mark("pygames:ready");
  registerServiceWorker();
  import("./bridge/snapshot.js").then((snapshot) => snapshot.keepSnapshot(link, window.pygames))
    .catch((err) => console.warn("pygames: snapshot:", String(err)));
});

// A handle for tests and benchmarks (read-only use): the last scene, the events not yet
// answered and drawn, the event sender, and the review workers' record (review-pool.js).
window.pygames = {
  get scene() { return responder.scene; },
  get refused() { return responder.refused; },
  get pending() { return link.pending(); },
  send, timing: link.timing, review: reviewPool.stats,
};
