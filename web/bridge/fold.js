// Panels that fold to a summary line (a <details data-fold="name">: the news since your last
// move, a help text). Whether one is open is the player's: the scene only opens it when it
// first shows (patch.js leaves its `open` alone afterwards), and one marked data-fold-keep
// shows as this device last left it (localStorage "pygames.fold.<name>").

const PREFIX = "pygames.fold.";

// The open state this device remembers for a panel (null: none remembered, or no storage).
export function rememberedOpen(name) {
  try {
    const kept = window.localStorage.getItem(PREFIX + name);
    return kept === null ? null : kept === "1";
  } catch {
    return null;
  }
}

// Remember each folding panel's state when the player opens or folds it ("toggle" does not
// bubble: it is heard on its way down).
// (refit: called once the panel folded or opened, to bring the decision back into view)
export function listenForFolds(root, refit) {
  root.addEventListener("toggle", (event) => {
    const el = event.target;
    if (!(el instanceof HTMLDetailsElement) || !el.hasAttribute("data-fold")) return;
    requestAnimationFrame(() => refit());
    if (!el.hasAttribute("data-fold-keep")) return;
    try {
      window.localStorage.setItem(PREFIX + el.getAttribute("data-fold"), el.open ? "1" : "0");
    } catch {
      // no storage (a private frame): the panel still folds, only not remembered
    }
  }, { capture: true });
}
