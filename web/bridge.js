// The page side: mounts scenes that Python sends, forwards taps, keys and inputs to it, and
// keeps the address, the autosave and the live region up to date. It knows nothing about
// any game: scenes are plain data (see pygames/core/scene.py), responses are described in
// pygames/app/controller.py.

const SVG_NS = "http://www.w3.org/2000/svg";
const SAVE_KEY = "pygames.save";
const LANG_KEY = "pygames.lang";
const STORE_PREFIX = "pygames.store."; // generic strings Python keeps (e.g. solo records)

const root = document.getElementById("app");
const live = document.getElementById("announce");
const boot = document.getElementById("boot");
const bootText = document.getElementById("boot-text");

// ---------------------------------------------------------------- worker link
// Python runs in a PyScript worker (see web/worker.py for why and how); PyScript and the
// Pyodide runtime are bundled by build.py, so nothing leaves the site's origin.
import { PyWorker } from "../pyscript/core.js";

const runtime = new URL("../pyodide/", import.meta.url).href;
let tickTimer = null;
let queue = Promise.resolve();

showProgress("runtime");
const python = PyWorker(new URL("./worker.py", import.meta.url).href, {
  type: "pyodide",
  version: runtime + "pyodide.mjs",
  config: {
    packages: ["pygames"],
    packages_cache: "passthrough",
    lockFileURL: runtime + "pyodide-lock.json",
  },
}).then((worker) => {
  performance.mark("pygames:python"); // runtime, wheel and worker.py loaded (the benchmark)
  showProgress("ready");
  return worker;
});
python.catch((err) => fail(String((err && err.stack) || err)));

// Events are handled strictly in arrival order: each waits for the one before it.
function send(event) {
  const reply = queue.then(async () => {
    const worker = await python;
    const t0 = performance.now();
    const text = await worker.sync.handle(JSON.stringify(event));
    const t1 = performance.now();
    const parsed = JSON.parse(text);
    timing.python = t1 - t0; // for the benchmark: the worker's share of a tap
    timing.parse = performance.now() - t1;
    return parsed;
  });
  queue = reply.catch(() => {});
  return reply.then(apply, (err) => fail(err.message, "error"));
}

// ---------------------------------------------------------------- boot progress
function showProgress(stage) {
  const text = boot && boot.dataset["stage" + stage[0].toUpperCase() + stage.slice(1)];
  if (text && bootText) bootText.textContent = text;
  if (boot) boot.dataset.stage = stage;
}

// "failed": the runtime did not start; "error": one event failed (the page stays usable).
function fail(message, stage = "failed") {
  console.error("pygames:", message);
  document.documentElement.dataset.busy = "";
  if (boot) {
    boot.hidden = false;
    boot.dataset.stage = stage;
    const text = stage === "error" ? boot.dataset.stageError : boot.dataset.stageFailed;
    if (bootText) bootText.textContent = text || message;
  }
}

// ---------------------------------------------------------------- rendering
function keyOf(node, index) {
  return (node.k != null ? "k" + node.k : "i" + index) + "/" + node.t;
}

function create(node, svg) {
  const inSvg = svg || node.t === "svg";
  const el = inSvg ? document.createElementNS(SVG_NS, node.t) : document.createElement(node.t);
  return el;
}

function sync(el, node, svg) {
  const inSvg = svg || node.t === "svg";
  const want = node.a || {};
  for (const name of el.getAttributeNames()) {
    if (!(name in want)) el.removeAttribute(name);
  }
  for (const name in want) {
    const value = String(want[name]);
    if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
  if ("value" in want && "value" in el && el !== document.activeElement) el.value = want.value;
  if (node.x != null) {
    if (el.childElementCount || el.textContent !== String(node.x)) el.textContent = node.x;
  } else {
    patchChildren(el, node.c || [], inSvg);
  }
}

function patchChildren(parent, nodes, svg) {
  const old = new Map();
  for (const child of Array.from(parent.childNodes)) {
    if (child.__k != null && !old.has(child.__k)) old.set(child.__k, child);
    else child.remove();
  }
  let prev = null;
  nodes.forEach((node, index) => {
    const key = keyOf(node, index);
    let el = old.get(key);
    if (el) old.delete(key);
    else {
      el = create(node, svg);
      el.__k = key;
    }
    sync(el, node, svg);
    const at = prev ? prev.nextSibling : parent.firstChild;
    if (el !== at) parent.insertBefore(el, at);
    prev = el;
  });
  for (const el of old.values()) el.remove();
}

let lastScene = null;

function render(scene) {
  lastScene = scene;
  const before = motionAllowed() ? piecePlaces() : null;
  patchChildren(root, [scene], false);
  const zoomLabel = root.querySelector("[data-zoom-level]");
  if (zoomLabel) zoomLabel.textContent = Math.round(zoom * 100) + "%";
  if (before) glide(before);
}

// ---------------------------------------------------------------- motion
// Pieces move to their new place: an SVG group whose key is unique on the page and whose box
// moved (same size) slides from where it was, by a CSS transition of its `translate` property
// (which composes with the group's own transform attribute). Nothing moves when the user
// prefers reduced motion, on the first screen, or when too much moved at once (a new screen).
const MOTION_MS = 280;
const MOTION_MAX = 40;
const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

function motionAllowed() {
  return !reducedMotion.matches && document.documentElement.dataset.ready === "1";
}

function uniquePieces() {
  const seen = new Map();
  for (const el of root.querySelectorAll("svg g")) {
    const key = el.__k;
    if (key && key[0] === "k") seen.set(key, seen.has(key) ? null : el); // twice: ambiguous
  }
  return seen;
}

function piecePlaces() {
  const out = new Map();
  for (const [key, el] of uniquePieces()) {
    if (!el) continue;
    const box = el.getBoundingClientRect();
    if (box.width || box.height) out.set(key, box);
  }
  return out;
}

function glide(before) {
  const moved = new Map();
  for (const [key, el] of uniquePieces()) {
    const was = el && before.get(key);
    if (!was) continue;
    const now = el.getBoundingClientRect();
    const dx = was.left - now.left;
    const dy = was.top - now.top;
    if (Math.abs(dx) + Math.abs(dy) < 2) continue;
    if (Math.abs(was.width - now.width) > 2 || Math.abs(was.height - now.height) > 2) continue;
    moved.set(el, [dx, dy]);
    if (moved.size > MOTION_MAX) return;
  }
  const sliding = [];
  for (const [el, [dx, dy]] of moved) {
    let up = el.parentNode;
    while (up && up !== root && !moved.has(up)) up = up.parentNode;
    if (up && up !== root) continue; // it rides along with a moving group
    const ctm = el.parentNode && el.parentNode.getScreenCTM ? el.parentNode.getScreenCTM() : null;
    if (!ctm || !ctm.a || !ctm.d) continue;
    el.style.transition = "none";
    el.style.translate = `${dx / ctm.a}px ${dy / ctm.d}px`;
    sliding.push(el);
  }
  if (!sliding.length) return;
  root.getBoundingClientRect(); // one style flush: the pieces start where they were
  for (const el of sliding) {
    el.style.transition = `translate ${MOTION_MS}ms ease-out`;
    el.style.translate = "0px 0px";
    const done = () => { el.style.removeProperty("translate"); el.style.removeProperty("transition"); };
    el.addEventListener("transitionend", done, { once: true });
    setTimeout(done, MOTION_MS + 100);
  }
}

// ---------------------------------------------------------------- responses
const timing = { python: 0, parse: 0, render: 0 };

function apply(response) {
  const t0 = performance.now();
  if (response.scene) render(response.scene);
  timing.render = performance.now() - t0;
  if (response.lang && response.lang !== document.documentElement.lang) {
    document.documentElement.lang = response.lang;
    try { localStorage.setItem(LANG_KEY, response.lang); } catch { /* private mode */ }
  }
  if (response.hash != null) {
    const target = response.hash ? "#" + response.hash : location.pathname + location.search;
    if (location.hash !== (response.hash ? "#" + response.hash : "")) {
      // a branch ("play from here") is a new history entry: Back returns to the old line
      if (response.push) history.pushState(null, "", target);
      else history.replaceState(null, "", target);
    }
  }
  if (response.save != null) {
    try {
      if (response.save) localStorage.setItem(SAVE_KEY, response.save);
      else localStorage.removeItem(SAVE_KEY);
    } catch { /* storage full or disabled: the address still holds the game */ }
    if (response.save) askPersist();
  }
  if (response.store) {
    for (const [key, value] of Object.entries(response.store)) {
      try { localStorage.setItem(STORE_PREFIX + key, value); } catch { /* storage disabled */ }
    }
  }
  if (response.announce) live.textContent = response.announce;
  clearTimeout(tickTimer);
  tickTimer = null;
  if (response.tick != null) {
    tickTimer = setTimeout(() => { tickTimer = null; send({ type: "tick" }); }, response.tick);
  }
  document.documentElement.dataset.busy = tickTimer ? "bot" : "";
  return response;
}

// ---------------------------------------------------------------- input
function choiceOf(target) {
  return target instanceof Element ? target.closest("[data-move],[data-action],[data-try]") : null;
}

// Rules at hand: a long press (or "?" on the focused element) asks what a part does;
// a tap on a non-legal part ([data-try]) asks why it is not possible now.
function helpEvent(el) {
  const move = el.getAttribute("data-move") ?? el.getAttribute("data-try");
  if (move != null) return { type: "help", move };
  return { type: "help", key: el.getAttribute("data-help") };
}

const LONG_PRESS_MS = 550;
let pressTimer = null;
let pressAt = null;
let pressStamp = 0;
let pressed = false;

root.addEventListener("pointerdown", (event) => {
  const target = event.target instanceof Element
    ? event.target.closest("[data-move],[data-try],[data-help]") : null;
  clearTimeout(pressTimer);
  pressed = false;
  if (!target || !root.contains(target)) return;
  pressAt = [event.clientX, event.clientY];
  pressStamp = event.timeStamp;
  pressTimer = setTimeout(() => { pressed = true; send(helpEvent(target)); }, LONG_PRESS_MS);
});
root.addEventListener("pointermove", (event) => {
  if (pressAt && Math.hypot(event.clientX - pressAt[0], event.clientY - pressAt[1]) > 10) {
    clearTimeout(pressTimer);
  }
});
for (const name of ["pointerup", "pointercancel", "pointerleave"]) {
  root.addEventListener(name, () => clearTimeout(pressTimer));
}
root.addEventListener("contextmenu", (event) => {
  if (event.target instanceof Element && event.target.closest("[data-move],[data-try],[data-help]")) {
    event.preventDefault();
  }
});

function tap(choice) {
  if (choice.hasAttribute("disabled")) return;
  const attempt = choice.getAttribute("data-try");
  if (attempt != null && !choice.hasAttribute("data-move")) return send({ type: "try", move: attempt });
  const move = choice.getAttribute("data-move");
  if (move != null) return send({ type: "tap", move });
  const action = choice.getAttribute("data-action");
  if (action === "share") return share(choice);
  const value = choice.getAttribute("data-value");
  return send({ type: "tap", action, value });
}

// ---------------------------------------------------------------- zoom and pan
// The board can be zoomed (buttons, or two fingers on it) and panned (it scrolls inside its
// area). The zoom is page state only: a CSS variable on <html>, outside the patched scene.
const ZOOM_MIN = 1;
const ZOOM_MAX = 4;
let zoom = 1;

function setZoom(value, anchor) {
  const area = root.querySelector(".board-area");
  const next = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, value));
  if (!area || Math.abs(next - zoom) < 0.001) return;
  const box = area.getBoundingClientRect();
  const [ax, ay] = anchor || [box.width / 2, box.height / 2];
  const fx = (area.scrollLeft + ax) / zoom;
  const fy = (area.scrollTop + ay) / zoom;
  zoom = next;
  document.documentElement.style.setProperty("--board-zoom", String(zoom));
  document.documentElement.dataset.zoomed = zoom > 1 ? "1" : "";
  area.scrollLeft = fx * zoom - ax;
  area.scrollTop = fy * zoom - ay;
  const label = root.querySelector("[data-zoom-level]");
  if (label) label.textContent = Math.round(zoom * 100) + "%";
}

root.addEventListener("click", (event) => {
  const button = event.target instanceof Element && event.target.closest("[data-zoom]");
  if (!button) return;
  event.preventDefault();
  const how = button.getAttribute("data-zoom");
  setZoom(how === "in" ? zoom * 1.5 : how === "out" ? zoom / 1.5 : 1);
}, true);

const touches = new Map();
let pinch = null;
root.addEventListener("pointerdown", (event) => {
  const area = event.target instanceof Element && event.target.closest(".board-area");
  if (!area || event.pointerType !== "touch") return;
  touches.set(event.pointerId, [event.clientX, event.clientY]);
  if (touches.size === 2) {
    const [a, b] = Array.from(touches.values());
    pinch = { distance: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1, zoom };
  }
});
root.addEventListener("pointermove", (event) => {
  if (!touches.has(event.pointerId)) return;
  touches.set(event.pointerId, [event.clientX, event.clientY]);
  if (!pinch || touches.size !== 2) return;
  const [a, b] = Array.from(touches.values());
  const area = root.querySelector(".board-area");
  const box = area.getBoundingClientRect();
  const mid = [(a[0] + b[0]) / 2 - box.left, (a[1] + b[1]) / 2 - box.top];
  setZoom(pinch.zoom * Math.hypot(a[0] - b[0], a[1] - b[1]) / pinch.distance, mid);
});
for (const type of ["pointerup", "pointercancel", "pointerleave"]) {
  root.addEventListener(type, (event) => {
    touches.delete(event.pointerId);
    if (touches.size < 2) pinch = null;
  });
}

root.addEventListener("click", (event) => {
  const choice = choiceOf(event.target);
  if (pressed) {
    pressed = false;
    // the long press already showed help: this click is its release. Judged by the events'
    // own times: on a busy page the timer can fire after a short tap was already queued,
    // and that tap still plays (a move closes the help panel).
    if (event.timeStamp - pressStamp >= LONG_PRESS_MS) {
      event.preventDefault();
      return;
    }
  }
  if (choice && root.contains(choice)) {
    event.preventDefault();
    tap(choice);
  }
});

// Arrow keys move the focus between the legal choices (board and list alike): to the nearest
// choice in the arrow's direction, else the next / previous one in reading order. Outside a
// choice they go to Python (the replay steps with them); Home / End too.
const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };

function centre(el) {
  const box = el.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}

function focusNeighbour(from, [dx, dy]) {
  const all = Array.from(root.querySelectorAll("[data-move]")).filter((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
  if (all.length < 2) return false;
  const [x0, y0] = centre(from);
  let best = null;
  let bestCost = Infinity;
  for (const el of all) {
    if (el === from) continue;
    const [x, y] = centre(el);
    const along = (x - x0) * dx + (y - y0) * dy; // distance in the arrow's direction
    const across = Math.abs((x - x0) * dy) + Math.abs((y - y0) * dx);
    if (along <= 1) continue;
    const cost = along + 2 * across;
    if (cost < bestCost) { best = el; bestCost = cost; }
  }
  if (!best) {
    const at = all.indexOf(from);
    best = all[(at + (dx + dy > 0 ? 1 : all.length - 1)) % all.length];
  }
  best.focus();
  return true;
}

document.addEventListener("keydown", (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  const choice = choiceOf(target);
  if (event.key in ARROWS && target instanceof Element && target.matches("[data-move]")) {
    if (focusNeighbour(target, ARROWS[event.key])) event.preventDefault();
    return;
  }
  if ((event.key in ARROWS || event.key === "Home" || event.key === "End")
      && !(target instanceof Element && target.closest("input,select,textarea"))) {
    if (root.querySelector(".replay")) {
      event.preventDefault();
      send({ type: "key", key: event.key });
    }
    return;
  }
  if ((event.key === "Enter" || event.key === " ") && choice === target) {
    if (target.tagName === "BUTTON") return; // buttons click themselves
    event.preventDefault();
    tap(choice);
    return;
  }
  if (target instanceof Element && target.closest("input,select,textarea")) return;
  if (event.key === "?" && target instanceof Element && target.closest("[data-move],[data-try],[data-help]")) {
    send(helpEvent(target.closest("[data-move],[data-try],[data-help]")));
    return;
  }
  if (event.key.length === 1 || event.key === "Escape") send({ type: "key", key: event.key });
});

// A slider (the replay's) reports while it is dragged, not only when it is let go.
root.addEventListener("input", (event) => {
  const field = event.target;
  if (field.name && field.type === "range") send({ type: "input", name: field.name, value: field.value });
});

root.addEventListener("change", (event) => {
  const field = event.target;
  if (field.name) send({ type: "input", name: field.name, value: field.value });
});

window.addEventListener("hashchange", () => send({ type: "hash", hash: location.hash }));

async function share(button) {
  const url = location.href;
  const title = button.getAttribute("data-share-title") || document.title;
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
      return;
    } catch (err) {
      if (err && err.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    live.textContent = button.getAttribute("data-copied") || url;
  } catch {
    window.prompt(title, url);
  }
}

// ---------------------------------------------------------------- start
function storedLang() {
  try { return localStorage.getItem(LANG_KEY); } catch { return null; }
}

function stored() {
  const out = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(STORE_PREFIX)) out[key.slice(STORE_PREFIX.length)] = localStorage.getItem(key);
    }
  } catch { /* storage disabled */ }
  return out;
}

function saved() {
  try { return localStorage.getItem(SAVE_KEY); } catch { return null; }
}

const params = new URLSearchParams(location.search);
const init = {
  type: "init",
  hash: location.hash,
  saved: saved(),
  lang: storedLang() || navigator.language,
  store: stored(),
};
if (params.has("bot_delay")) init.bot_delay = Number(params.get("bot_delay"));
if (params.has("hard_ms")) init.hard_ms = Number(params.get("hard_ms"));

send(init).then((response) => {
  if (!response) return;
  if (boot) boot.hidden = true;
  document.documentElement.dataset.ready = "1";
  performance.mark("pygames:ready");
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register(new URL("../sw.js", import.meta.url)).then(watchUpdates,
      (err) => console.warn("pygames: offline cache unavailable:", err.message));
  }
});

// ---------------------------------------------------------------- installed app
// Once a game is saved, ask the browser to keep this site's storage (saved game, offline
// cache) under storage pressure; asked once per page, the answer changes nothing else.
let persistAsked = false;
function askPersist() {
  if (persistAsked || !navigator.storage || !navigator.storage.persist) return;
  persistAsked = true;
  navigator.storage.persist().catch(() => {});
}

// A new build's service worker waits until the user taps "Update" (never a silent reload in
// the middle of a game): then it takes over and the page reloads; the address keeps the game.
function watchUpdates(registration) {
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller) showUpdate(registration);
  };
  const follow = (worker) => {
    if (worker) worker.addEventListener("statechange", () => { if (worker.state === "installed") offer(); });
  };
  offer();
  follow(registration.installing); // an update the navigation started before this page ran
  registration.addEventListener("updatefound", () => follow(registration.installing));
}

function showUpdate(registration) {
  const box = document.getElementById("update");
  const button = document.getElementById("update-button");
  if (!box || !button) return;
  const ja = document.documentElement.lang === "ja";
  document.getElementById("update-text").textContent = box.dataset[ja ? "textJa" : "textEn"];
  button.textContent = box.dataset[ja ? "buttonJa" : "buttonEn"];
  box.hidden = false;
  button.onclick = () => {
    button.disabled = true;
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (!reloading) { reloading = true; location.reload(); }
    });
    if (registration.waiting) registration.waiting.postMessage({ type: "skipWaiting" });
    else location.reload(); // it activated meanwhile (the other tabs closed)
  };
}

// A handle for tests and benchmarks (read-only use): the last scene and the event sender.
window.pygames = { get scene() { return lastScene; }, send, timing };
