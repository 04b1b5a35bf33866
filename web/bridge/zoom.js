// Zoom and pan: the board can be zoomed (buttons, or two fingers on it) and panned (it
// scrolls inside its area). The zoom is page state only: a CSS variable on <html>, outside
// the patched scene, so a new scene keeps it.

const ZOOM_MIN = 1;
const ZOOM_MAX = 4;

export function createZoom(root) {
  const state = { zoom: 1, touches: new Map(), pinch: null };

  // The level label is part of the scene: after each patch it is written again.
  function showLevel() {
    const label = root.querySelector("[data-zoom-level]");
    if (label) label.textContent = Math.round(state.zoom * 100) + "%";
  }

  // anchor: the point of the board area ([x, y] from its corner) that stays in place.
  function setZoom(value, anchor) {
    const area = root.querySelector(".board-area");
    const next = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, value));
    if (!area || Math.abs(next - state.zoom) < 0.001) return;
    const box = area.getBoundingClientRect();
    const [ax, ay] = anchor || [box.width / 2, box.height / 2];
    const fx = (area.scrollLeft + ax) / state.zoom;
    const fy = (area.scrollTop + ay) / state.zoom;
    state.zoom = next;
    document.documentElement.style.setProperty("--board-zoom", String(next));
    document.documentElement.dataset.zoomed = next > 1 ? "1" : "";
    area.scrollLeft = fx * next - ax;
    area.scrollTop = fy * next - ay;
    showLevel();
  }

  function endTouch(event) {
    state.touches.delete(event.pointerId);
    if (state.touches.size < 2) state.pinch = null;
  }

  // For input.js's one listener per event type: the zoom buttons and the two-finger pinch.
  const gestures = {
    click(event) {
      const button = event.target instanceof Element && event.target.closest("[data-zoom]");
      if (!button) return;
      event.preventDefault();
      const how = button.getAttribute("data-zoom");
      setZoom(how === "in" ? state.zoom * 1.5 : how === "out" ? state.zoom / 1.5 : 1);
    },
    pointerdown(event) {
      const area = event.target instanceof Element && event.target.closest(".board-area");
      if (!area || event.pointerType !== "touch") return;
      state.touches.set(event.pointerId, [event.clientX, event.clientY]);
      if (state.touches.size === 2) {
        const [a, b] = Array.from(state.touches.values());
        state.pinch = { distance: Math.hypot(a[0] - b[0], a[1] - b[1]) || 1, zoom: state.zoom };
      }
    },
    pointermove(event) {
      if (!state.touches.has(event.pointerId)) return;
      state.touches.set(event.pointerId, [event.clientX, event.clientY]);
      if (!state.pinch || state.touches.size !== 2) return;
      const [a, b] = Array.from(state.touches.values());
      const box = root.querySelector(".board-area").getBoundingClientRect();
      const mid = [(a[0] + b[0]) / 2 - box.left, (a[1] + b[1]) / 2 - box.top];
      setZoom(state.pinch.zoom * Math.hypot(a[0] - b[0], a[1] - b[1]) / state.pinch.distance, mid);
    },
    pointerup: endTouch,
    pointercancel: endTouch,
    pointerleave: endTouch,
  };

  return { setZoom, showLevel, gestures };
}
