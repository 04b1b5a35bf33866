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
  showProgress("ready");
  return worker;
});
python.catch((err) => fail(String((err && err.stack) || err)));

// Events are handled strictly in arrival order: each waits for the one before it.
function send(event) {
  const reply = queue.then(async () => {
    const worker = await python;
    return JSON.parse(await worker.sync.handle(JSON.stringify(event)));
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
function apply(response) {
  if (response.scene) render(response.scene);
  if (response.lang && response.lang !== document.documentElement.lang) {
    document.documentElement.lang = response.lang;
    try { localStorage.setItem(LANG_KEY, response.lang); } catch { /* private mode */ }
  }
  if (response.hash != null) {
    const target = response.hash ? "#" + response.hash : location.pathname + location.search;
    if (location.hash !== (response.hash ? "#" + response.hash : "")) {
      history.replaceState(null, "", target);
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
let pressed = false;

root.addEventListener("pointerdown", (event) => {
  const target = event.target instanceof Element
    ? event.target.closest("[data-move],[data-try],[data-help]") : null;
  clearTimeout(pressTimer);
  pressed = false;
  if (!target || !root.contains(target)) return;
  pressAt = [event.clientX, event.clientY];
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

root.addEventListener("click", (event) => {
  const choice = choiceOf(event.target);
  if (pressed) { // the long press already showed help: this click is its release
    pressed = false;
    event.preventDefault();
    return;
  }
  if (choice && root.contains(choice)) {
    event.preventDefault();
    tap(choice);
  }
});

document.addEventListener("keydown", (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target;
  const choice = choiceOf(target);
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
window.pygames = { get scene() { return lastScene; }, send };
