// Pieces move to their new place: an SVG group whose key is unique on the page and whose box
// moved (same size) slides from where it was, by a CSS transition of its `translate` property
// (which composes with the group's own transform attribute). Nothing moves when the user
// prefers reduced motion, on the first screen, or when too much moved at once (a new screen).

import { sceneKey } from "./patch.js";

const MOTION_MS = 280;
const MOTION_MAX = 40;

export function createMotion(root) {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)");

  function allowed() {
    return !reducedMotion.matches && document.documentElement.dataset.ready === "1";
  }

  function uniquePieces() {
    const seen = new Map();
    for (const el of root.querySelectorAll("svg g")) {
      const key = sceneKey(el);
      if (key) seen.set(key, seen.has(key) ? null : el); // twice: ambiguous
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

  function movedSince(before) {
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
      if (moved.size > MOTION_MAX) return null;
    }
    return moved;
  }

  function glide(before) {
    const moved = movedSince(before);
    if (!moved) return;
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

  return {
    // Runs `update` (which patches the page) and slides the pieces it moved.
    around(update) {
      const before = allowed() ? piecePlaces() : null;
      update();
      if (before) glide(before);
    },
  };
}
