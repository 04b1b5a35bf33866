// The page side: mounts scenes that Python sends, forwards taps, keys and inputs to it, and
// keeps the address, the autosave and the live region up to date. It knows nothing about
// any game: scenes are plain data (see pygames/core/scene.py), responses are described in
// pygames/app/controller.py. This entry wires the modules of web/bridge/ and starts the app:
//
//   worker-link  Python in a PyWorker; events in order        boot      start-up banner
//   responses    a response → scene, address, save, tick      patch     scene → DOM by key
//   motion       pieces glide to their new place               zoom      zoom buttons, pinch
//   areas        the area of the current decision comes into view
//   input        one root listener per event type: taps, long press, fields
//   keyboard     arrow-key focus, Enter, "?", keys for Python  share     share the address
//   storage      localStorage (save, language, store)          pwa       service worker, update

import { createAreaFocus } from "./bridge/areas.js";
import { bootBanner, missingFeatures } from "./bridge/boot.js";
import { connectWorker } from "./bridge/worker-link.js";
import { listenForInput } from "./bridge/input.js";
import { listenForKeys } from "./bridge/keyboard.js";
import { createMotion } from "./bridge/motion.js";
import { registerServiceWorker } from "./bridge/pwa.js";
import { createResponder } from "./bridge/responses.js";
import { createShare } from "./bridge/share.js";
import { loadLang, loadSave, loadStore } from "./bridge/storage.js";
import { createZoom } from "./bridge/zoom.js";

const root = document.getElementById("app");
const live = document.getElementById("announce");

const banner = bootBanner();
const missing = missingFeatures();
if (missing.length) banner.unsupported(missing);
// the runtime starts loading now (never, where the browser cannot run it: events then wait)
const link = missing.length ? { request: () => new Promise(() => {}), timing: {} } : connectWorker(banner);
const zoom = createZoom(root);
const responder = createResponder({
  root, live, send, timing: link.timing, zoom, motion: createMotion(root),
  areas: createAreaFocus(root),
});

// Every event to Python goes through here; a failed one shows the error banner.
function send(event) {
  return link.request(event).then(responder.apply, (err) => banner.fail(err.message, "error"));
}

const actions = { send, share: createShare(live) };
listenForInput(root, actions, zoom.gestures);
listenForKeys(root, actions);
window.addEventListener("hashchange", () => send({ type: "hash", hash: location.hash }));

const params = new URLSearchParams(location.search);
const init = {
  type: "init",
  hash: location.hash,
  saved: loadSave(),
  lang: loadLang() || navigator.language,
  store: loadStore(),
};
if (params.has("bot_delay")) init.bot_delay = Number(params.get("bot_delay"));
if (params.has("hard_ms")) init.hard_ms = Number(params.get("hard_ms"));

send(init).then((response) => {
  if (!response) return;
  banner.hide();
  document.documentElement.dataset.ready = "1";
  performance.mark("pygames:ready");
  registerServiceWorker();
});

// A handle for tests and benchmarks (read-only use): the last scene and the event sender.
window.pygames = { get scene() { return responder.scene; }, send, timing: link.timing };
