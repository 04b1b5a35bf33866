// Scene → DOM. A scene is plain data (see pygames/core/scene.py): {t: tag, k: key, a: attrs,
// x: text, c: children}. Children are matched to the elements already on the page by key
// (the scene's `k`, else the position) and tag, so an element that stays keeps its focus,
// scroll and transitions; only what differs is touched. Only the tags and attributes of
// allow.js are made: anything else is left out and listed (takeRefused), never an error.

import { attributeRefusal, tagRefusal } from "./allow.js";
import { rememberedOpen } from "./fold.js";

const SVG_NS = "http://www.w3.org/2000/svg";
const refused = [];

// What the patches since the last call left out ("tag script", "attribute onclick", ...).
export function takeRefused() {
  return refused.splice(0, refused.length);
}

function keyOf(node, index) {
  return (node.k != null ? "k" + node.k : "i" + index) + "/" + node.t;
}

// The key the scene gave an element (unique among its siblings), or null when it was matched
// by position: what lets motion.js follow a piece from one scene to the next.
export function sceneKey(el) {
  const key = el.__k;
  return key && key[0] === "k" ? key : null;
}

function createElement(node, inSvg) {
  return inSvg ? document.createElementNS(SVG_NS, node.t) : document.createElement(node.t);
}

function setAttributes(el, want, tag) {
  // a folding panel (fold.js) is opened by the scene only when it first shows
  const folds = tag === "details" && "data-fold" in want;
  const shown = folds && el.hasAttribute("data-fold");
  for (const name of el.getAttributeNames()) {
    if (!(name in want) && !(shown && name === "open")) el.removeAttribute(name);
  }
  for (const name in want) {
    if (shown && name === "open") continue;
    const value = String(want[name]);
    const refusal = attributeRefusal(tag, name, value);
    if (refusal) refused.push(refusal);
    else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }
  if (folds && !shown && "data-fold-keep" in want) {
    const kept = rememberedOpen(want["data-fold"]);
    if (kept !== null) el.open = kept;
  }
  // a field's typed value is not its attribute; the one being edited keeps what is typed
  if ("value" in want && "value" in el && el !== document.activeElement) el.value = want.value;
}

function sync(el, node, inSvg) {
  setAttributes(el, node.a || {}, node.t);
  if (node.x != null) {
    if (el.childElementCount || el.textContent !== String(node.x)) el.textContent = node.x;
  } else {
    patchChildren(el, Array.isArray(node.c) ? node.c : [], inSvg);
  }
}

// Makes parent's children match nodes (svg: parent is inside an <svg>).
export function patchChildren(parent, nodes, svg) {
  const old = new Map();
  for (const child of Array.from(parent.childNodes)) {
    if (child.__k != null && !old.has(child.__k)) old.set(child.__k, child);
    else child.remove();
  }
  let prev = null;
  nodes.forEach((node, index) => {
    const refusal = node && typeof node === "object" ? tagRefusal(node.t, svg) : "a node that is not one";
    if (refusal) {
      refused.push(refusal);
      return;
    }
    const key = keyOf(node, index);
    const inSvg = svg || node.t === "svg";
    let el = old.get(key);
    if (el) old.delete(key);
    else {
      el = createElement(node, inSvg);
      el.__k = key;
    }
    sync(el, node, inSvg);
    const at = prev ? prev.nextSibling : parent.firstChild;
    if (el !== at) parent.insertBefore(el, at);
    prev = el;
  });
  for (const el of old.values()) el.remove();
}
