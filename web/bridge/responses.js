// What the page does with a response of the controller (pygames/app/controller.py): draw the
// scene, follow the language and the address, keep the save and the stored strings, announce,
// and schedule the next bot step (tick).

import { patchChildren } from "./patch.js";
import { askPersist } from "./pwa.js";
import { writeLang, writeSave, writeStore } from "./storage.js";

// send(event): the page's sender (a tick is an event); timing: worker-link.js's record.
// areas: areas.js's focus (brings the area of the current decision into view).
export function createResponder({ root, live, send, timing, zoom, motion, areas }) {
  const state = { scene: null, tick: null };

  function render(scene) {
    state.scene = scene;
    motion.around(() => {
      patchChildren(root, [scene], false);
      zoom.showLevel();
    });
    areas.show();
  }

  // A branch ("play from here") is a new history entry: Back returns to the old line.
  function followAddress(hash, push) {
    const target = hash ? "#" + hash : location.pathname + location.search;
    if (location.hash === (hash ? "#" + hash : "")) return;
    if (push) history.pushState(null, "", target);
    else history.replaceState(null, "", target);
  }

  function scheduleTick(ms) {
    clearTimeout(state.tick);
    state.tick = null;
    if (ms != null) {
      state.tick = setTimeout(() => { state.tick = null; send({ type: "tick" }); }, ms);
    }
    document.documentElement.dataset.busy = state.tick ? "bot" : "";
  }

  function apply(response) {
    const t0 = performance.now();
    if (response.scene) render(response.scene);
    timing.render = performance.now() - t0;
    if (response.lang && response.lang !== document.documentElement.lang) {
      document.documentElement.lang = response.lang;
      writeLang(response.lang);
    }
    if (response.hash != null) followAddress(response.hash, response.push);
    if (response.save != null) {
      writeSave(response.save);
      if (response.save) askPersist();
    }
    if (response.store) writeStore(response.store);
    if (response.announce) live.textContent = response.announce;
    scheduleTick(response.tick);
    return response;
  }

  return {
    apply,
    get scene() { return state.scene; },
  };
}
