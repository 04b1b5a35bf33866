// Brings the area of the current decision into view. The app marks that area of the board
// with data-current (pygames/core/scene.py: a board made of areas); a board drawn as one
// picture is its own area. When the marked area or the prompt changes, the board area and
// then the page scroll just enough to show it (or, if it is taller than the room left, its
// choices), above a decision bar stuck to the bottom of the screen. A player who scrolled
// or panned in the last 2 seconds is not overruled; with reduced motion nothing glides. When
// the bar changes height (a panel opened or closed in it) the area is brought into view again.

import { keepCurrentPointsInView, reviewMarks } from "./review.js";

const USER_QUIET_MS = 2000;
const MARGIN = 8;

export function createAreaFocus(root) {
  const state = { key: null, userAt: -Infinity };
  const reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;

  const user = () => { state.userAt = performance.now(); };
  window.addEventListener("wheel", user, { passive: true, capture: true });
  window.addEventListener("touchmove", user, { passive: true, capture: true });
  window.addEventListener("keydown", (event) => {
    if (["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", " "].includes(event.key)
        && !(event.target instanceof Element && event.target.closest("[data-move],[data-action]"))) user();
  }, { capture: true });
  // a zoom is a look at some part of the board too (scroll events are not counted: the page
  // scrolls by itself when a new scene changes its height)
  window.addEventListener("pointerdown", (event) => {
    if (event.target instanceof Element && event.target.closest("[data-zoom]")) user();
  }, { capture: true });
  window.addEventListener("resize", () => show(true));

  function target() {
    const marked = root.querySelector(".board-area [data-current]");
    if (marked) return marked;
    const area = root.querySelector(".board-area");
    return area && area.querySelector("[data-move], .legal") ? area : null;
  }

  // The union of the boxes of the choices inside el (null when it holds none).
  function choicesBox(el) {
    let box = null;
    for (const choice of el.querySelectorAll("[data-move], .legal")) {
      const r = choice.getBoundingClientRect();
      if (!r.width && !r.height) continue;
      box = box ? { top: Math.min(box.top, r.top), bottom: Math.max(box.bottom, r.bottom),
                    left: Math.min(box.left, r.left), right: Math.max(box.right, r.right) }
        : { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }
    return box;
  }

  // How far to move a box [lo, hi] to bring it inside [min, max] (its start first).
  function shift(lo, hi, min, max) {
    if (hi - lo > max - min) return lo - min;
    if (lo < min) return lo - min;
    if (hi > max) return hi - max;
    return 0;
  }

  // The part of the window the board can be seen in: above the bars stuck at the bottom (the
  // decision bar; the review's Previous / Next mistake in one column).
  function windowRoom() {
    let bottom = window.innerHeight;
    for (const bar of root.querySelectorAll(".decision, .review-nav")) {
      const cs = getComputedStyle(bar);
      if ((cs.position === "sticky" || cs.position === "fixed") && cs.bottom !== "auto") {
        bottom = Math.min(bottom, window.innerHeight - bar.getBoundingClientRect().height);
      }
    }
    return { top: 0, bottom, left: 0, right: document.documentElement.clientWidth };
  }

  function scrolls(el) {
    const cs = getComputedStyle(el);
    return (/(auto|scroll)/.test(cs.overflowY) && el.scrollHeight > el.clientHeight + 1)
      || (/(auto|scroll)/.test(cs.overflowX) && el.scrollWidth > el.clientWidth + 1);
  }

  // (box: the part of el to show, its own box when not given)
  function bring(el, given = null) {
    const behavior = reduced && reduced.matches ? "auto" : "smooth";
    const r = el.getBoundingClientRect();
    let box = given || { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    const room = windowRoom();
    const area = root.querySelector(".board-area");
    const inner = area && scrolls(area) ? area.getBoundingClientRect() : null;
    const fits = (b, v) => b.bottom - b.top <= v.bottom - v.top - 2 * MARGIN;
    // (a given box, the review's marks, is first brought inside the board area, then the page
    // scrolls to it: the part of the area in the window may be too small to hold it now)
    const view = inner && given ? { top: inner.top, bottom: inner.bottom, left: inner.left, right: inner.right }
      : inner ? { top: Math.max(inner.top, room.top), bottom: Math.min(inner.bottom, room.bottom),
                  left: inner.left, right: inner.right } : room;
    if (!fits(box, view)) box = choicesBox(el) || box;
    if (inner) {
      const dy = shift(box.top, box.bottom, view.top + MARGIN, view.bottom - MARGIN);
      const dx = shift(box.left, box.right, view.left + MARGIN, view.right - MARGIN);
      if (dy || dx) area.scrollBy({ top: dy, left: dx, behavior });
      box = { top: box.top - dy, bottom: box.bottom - dy, left: box.left - dx, right: box.right - dx };
    }
    const dy = shift(box.top, box.bottom, room.top + MARGIN, room.bottom - MARGIN);
    if (dy) window.scrollBy({ top: dy, behavior });
  }

  // A bar that holds more than its height scrolls inside: the help text just asked for, then
  // the bar's own choices (last, so they win) are kept in its view.
  function barChoices(bar) {
    if (bar.scrollHeight <= bar.clientHeight + 1) return;
    for (const part of [bar.querySelector(".help-panel"), bar.querySelector(".choices")]) {
      if (!part) continue;
      const b = bar.getBoundingClientRect(), c = part.getBoundingClientRect();
      const dy = shift(c.top, c.bottom, b.top + 2, b.bottom - 2);
      if (dy) bar.scrollTop += dy;
    }
  }

  // The bar stuck to the bottom grows when the news, a help text or the QR code opens: the
  // decision is brought back above it (unless the player is looking elsewhere).
  const watched = new WeakSet();
  // (also after a panel in it folded or opened: a bar at its greatest height keeps it)
  function refit() {
    const bar = root.querySelector(".decision");
    if (bar) barChoices(bar);
    if (performance.now() - state.userAt >= USER_QUIET_MS) {
      const el = target();
      if (el) bring(el);
    }
  }
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver(refit) : null;
  function watchBar() {
    const bar = root.querySelector(".decision");
    if (!bar) return;
    barChoices(bar);
    if (resized && !watched.has(bar)) { watched.add(bar); resized.observe(bar); }
  }

  // After each scene: bring the current area into view when it or the prompt changed
  // (again: force, as after a resize).
  function show(again = false) {
    watchBar();
    // the review: its graphs follow the position shown, and a decision's two marks (the
    // played choice and the bot's) come into view together
    keepCurrentPointsInView(root);
    const marks = reviewMarks(root);
    if (marks) {
      const changed = marks.key !== state.key;
      state.key = marks.key;
      if ((changed || again) && performance.now() - state.userAt >= USER_QUIET_MS) {
        // measured once the pieces stopped sliding to their places (motion.js)
        // (never longer than a slide: a looping animation never finishes)
        const sliding = (root.getAnimations ? root.getAnimations({ subtree: true }) : [])
          .filter((a) => a.effect && Number.isFinite(a.effect.getComputedTiming().endTime));
        const slid = Promise.all(sliding.map((a) => a.finished.catch(() => null)));
        Promise.race([slid, new Promise((done) => setTimeout(done, 600))]).then(() => {
          const now = reviewMarks(root);
          if (now && now.key === state.key) bring(now.el, now.box);
        });
      }
      return;
    }
    const el = target();
    const prompt = root.querySelector(".prompt");
    const key = el ? (el.getAttribute("data-area") || "board") + "|" + (prompt ? prompt.textContent : "") : null;
    const changed = key !== state.key;
    state.key = key;
    if (!el || !(changed || again)) return;
    if (performance.now() - state.userAt < USER_QUIET_MS) return;
    bring(el);
  }

  return { show, refit };
}
