// Keys. Arrow keys move the focus between the legal choices (board and list alike): to the
// nearest choice in the arrow's direction, else the next / previous one in reading order.
// Outside a choice they go to Python (the replay steps with them); Home / End too. Enter and
// Space play the focused choice, "?" explains it, other printable keys and Escape go to Python.

import { EXPLAINED, choiceOf, helpEvent, playChoice } from "./input.js";

const ARROWS = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
const FIELD = "input,select,textarea";

function centre(el) {
  const box = el.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}

function focusNeighbour(root, from, [dx, dy]) {
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

// actions: { send(event), share(button) }, as for input.js.
export function listenForKeys(root, actions) {
  const { send } = actions;
  document.addEventListener("keydown", (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target;
    const inField = target instanceof Element && target.closest(FIELD);
    if (event.key in ARROWS && target instanceof Element && target.matches("[data-move]")) {
      if (focusNeighbour(root, target, ARROWS[event.key])) event.preventDefault();
      return;
    }
    if ((event.key in ARROWS || event.key === "Home" || event.key === "End") && !inField) {
      if (root.querySelector(".replay")) {
        event.preventDefault();
        send({ type: "key", key: event.key });
      }
      return;
    }
    const choice = choiceOf(target);
    if ((event.key === "Enter" || event.key === " ") && choice === target) {
      if (target.tagName === "BUTTON") return; // buttons click themselves
      event.preventDefault();
      playChoice(choice, actions);
      return;
    }
    if (inField) return;
    const explained = target instanceof Element && target.closest(EXPLAINED);
    if (event.key === "?" && explained) {
      send(helpEvent(explained));
      return;
    }
    if (event.key.length === 1 || event.key === "Escape") send({ type: "key", key: event.key });
  });
}
