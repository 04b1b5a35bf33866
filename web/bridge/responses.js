// What the page does with a response of the controller (pygames/app/controller.py): draw the
// scene, follow the language, the address and the history entry, keep the saved games and
// the stored strings, announce, show or clear the error of the last event, and schedule the
// next bot step (tick). A write to the browser's storage that fails goes back to Python as a
// "storage" event, so the player reads why the game is not saved.

import { patchChildren, takeRefused } from "./patch.js";
import { askPersist } from "./pwa.js";
import {
  forgetOwned, loadMoreSaves, writeDamaged, writeLang, writeSaves, writeStore,
} from "./storage.js";

// send(event): the page's sender (a tick is an event); timing: worker-link.js's record;
// banner: boot.js's (an event's error is shown there until the next event succeeds);
// areas: areas.js's focus (brings the area of the current decision into view);
// pages: history.js (the address and the history entry of each page).
// The turn alert (a setting of the device, off by default): a short beep made here (WebAudio,
// no sound file) and a vibration where the device has one, once as a human here comes to
// move. Browsers start sound only after a gesture: the audio is made ready on a tap.
function turnAlert() {
  let audio = null;
  let on = false;
  let yours = false;
  const ready = () => {
    if (!on || typeof AudioContext !== "function") return;
    if (!audio) audio = new AudioContext();
    if (audio.state === "suspended") audio.resume().catch(() => {});
  };
  document.addEventListener("pointerdown", ready, true);
  function beep() {
    if (!audio || audio.state !== "running") return;
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
  }
  return function follow(alert) {
    on = alert != null;
    const now = alert === true;
    if (now && !yours) {
      document.documentElement.dataset.turnAlert = String(Number(document.documentElement.dataset.turnAlert || 0) + 1);
      const tapped = !navigator.userActivation || navigator.userActivation.hasBeenActive;
      if (tapped && typeof navigator.vibrate === "function") navigator.vibrate(150);
      beep();
    }
    yours = now;
  };
}

export function createResponder({ root, live, send, timing, zoom, motion, banner, areas, pages }) {
  const state = { scene: null, tick: null, refused: [] };
  const alertTurn = turnAlert();

  function render(scene) {
    state.scene = scene;
    motion.around(() => {
      patchChildren(root, [scene], false);
      zoom.showLevel();
    });
    areas.show();
    const refused = takeRefused();
    if (refused.length) {
      // what the scene held beyond allow.js was left out: said on the page and to whoever
      // listens (tests), not in the console
      state.refused.push(...refused);
      banner.refused();
      window.dispatchEvent(new CustomEvent("pygames:refused", { detail: refused }));
    }
    return refused.length === 0;
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
    const whole = response.scene ? render(response.scene) : true;
    timing.render = performance.now() - t0;
    if (response.lang && response.lang !== document.documentElement.lang) {
      document.documentElement.lang = response.lang;
      writeLang(response.lang);
    }
    pages.follow(response);
    if (response.title) document.title = response.title;
    if (!response.error) alertTurn(response.alert);
    const { failed, conflicts } = keep(response);
    if (response.announce) live.textContent = response.announce;
    if (response.error) banner.eventFailed(response.error.text);
    else if (whole) banner.clearError();
    scheduleTick(response.tick);
    // after this response is drawn: Python says on screen that the game is not saved
    if (failed) setTimeout(() => send({ type: "storage", error: failed.error, key: failed.key }));
    // a save another tab made first was not written over: Python learns of the stored line
    // the Continue list asked for older saved games: the next piece of them
    if (response.more_saves != null) {
      setTimeout(() => send({ type: "saved", ...loadMoreSaves(response.more_saves) }));
    }
    for (const found of conflicts) {
      setTimeout(() => send({ type: "stored", ...found, why: "refused" }));
    }
    return response;
  }

  // The saved games (compare-and-set against `revs`, storage.js), the ones set aside, the
  // stored strings (`owned`: the saved game each belongs to) and what Forget removes; the
  // first failure or null, and the saves refused because another tab saved first.
  function keep(response) {
    let failed = null;
    let conflicts = [];
    if (response.saves) {
      ({ failed, conflicts } = writeSaves(response.saves, response.revs));
      if (!failed && Object.values(response.saves).some(Boolean)) askPersist();
    }
    if (response.damaged) failed = writeDamaged(response.damaged) || failed;
    if (response.store) failed = writeStore(response.store, response.owned) || failed;
    if (response.forget) forgetOwned(response.forget);
    return { failed, conflicts };
  }

  return {
    apply,
    get scene() { return state.scene; },
    get refused() { return state.refused.slice(); },
  };
}
