// Pointer and form input on the app root. Each event type has ONE listener on the root, which
// hands the event to the gestures that need it in a fixed order: the zoom buttons and pinch
// (zoom.js), the long press, the taps, the form fields. Keys are in keyboard.js.

const LONG_PRESS_MS = 550;
const LONG_PRESS_SLOP = 10; // px a finger may drift before the press no longer counts

// What a tap or Enter plays (or explains: a part with help of its own), and what a long
// press or "?" explains.
const CHOICE = "[data-move],[data-action],[data-try],[data-help]";
export const EXPLAINED = "[data-move],[data-try],[data-help]";

export function choiceOf(target) {
  return target instanceof Element ? target.closest(CHOICE) : null;
}

// Rules at hand: a long press (or "?" on the focused element) asks what a part does;
// a tap on a non-legal part ([data-try]) asks why it is not possible now.
export function helpEvent(el) {
  const move = el.getAttribute("data-move") ?? el.getAttribute("data-try");
  const key = el.getAttribute("data-help");
  if (move != null) return key != null ? { type: "help", move, key } : { type: "help", move };
  return { type: "help", key };
}

// The event a tap on `choice` sends (a tap, a try, or a page action such as share).
export function playChoice(choice, { send, share, download }) {
  if (choice.hasAttribute("disabled")) return;
  const attempt = choice.getAttribute("data-try");
  if (attempt != null && !choice.hasAttribute("data-move")) return send({ type: "try", move: attempt });
  const move = choice.getAttribute("data-move");
  if (move != null) return send({ type: "tap", move });
  const action = choice.getAttribute("data-action");
  if (action == null) return send(helpEvent(choice)); // a part with help of its own
  if (action === "share") return share(choice);
  if (action === "download") return download(choice.getAttribute("data-value"));
  const value = choice.getAttribute("data-value");
  return send({ type: "tap", action, value });
}

function longPress(root, send) {
  const state = { timer: null, at: null, stamp: 0, fired: false };
  const cancel = () => clearTimeout(state.timer);
  return {
    pointerdown(event) {
      const target = event.target instanceof Element ? event.target.closest(EXPLAINED) : null;
      clearTimeout(state.timer);
      state.fired = false;
      if (!target || !root.contains(target)) return;
      state.at = [event.clientX, event.clientY];
      state.stamp = event.timeStamp;
      state.timer = setTimeout(() => { state.fired = true; send(helpEvent(target)); }, LONG_PRESS_MS);
    },
    pointermove(event) {
      const at = state.at;
      if (at && Math.hypot(event.clientX - at[0], event.clientY - at[1]) > LONG_PRESS_SLOP) cancel();
    },
    pointerup: cancel,
    pointercancel: cancel,
    pointerleave: cancel,
    contextmenu(event) {
      if (event.target instanceof Element && event.target.closest(EXPLAINED)) event.preventDefault();
    },
    // The click that ends a long press is its release, not a tap. Judged by the events' own
    // times: on a busy page the timer can fire after a short tap was already queued, and that
    // tap still plays (a move closes the help panel).
    click(event) {
      if (!state.fired) return false;
      state.fired = false;
      if (event.timeStamp - state.stamp < LONG_PRESS_MS) return false;
      event.preventDefault();
      return true;
    },
  };
}

function taps(root, actions) {
  return {
    click(event) {
      const choice = choiceOf(event.target);
      if (!choice || !root.contains(choice)) return;
      event.preventDefault();
      playChoice(choice, actions);
    },
  };
}

function fields(send) {
  return {
    // A slider (the replay's) reports while it is dragged, not only when it is let go.
    input(event) {
      const field = event.target;
      if (field.name && field.type === "range") send({ type: "input", name: field.name, value: field.value });
    },
    change(event) {
      const field = event.target;
      if (field.name) send({ type: "input", name: field.name, value: field.value });
    },
  };
}

// One listener per event type on root, calling each handler that has a method of that name,
// in order; a handler that returns true has consumed the event and the rest do not see it.
function dispatch(root, handlers) {
  const types = new Set(handlers.flatMap((handler) => Object.keys(handler)));
  for (const type of types) {
    const chain = handlers.filter((handler) => handler[type]).map((handler) => handler[type]);
    root.addEventListener(type, (event) => {
      for (const handle of chain) if (handle(event) === true) return;
    });
  }
}

// actions: { send(event), share(button), download(key) }; zoomGestures: zoom.js's handlers;
// more: further handlers (marks.js's), called before the taps.
export function listenForInput(root, actions, zoomGestures, ...more) {
  dispatch(root, [zoomGestures, longPress(root, actions.send), ...more, taps(root, actions),
    fields(actions.send)]);
}
