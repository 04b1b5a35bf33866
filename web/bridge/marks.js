// Texts that name places on the board (a log line, the last move, the Hint, the help panel)
// carry them in data-marks (pygames/app/table/marks.py); the board names its places with
// data-place. A tap (or Enter) on such a text marks its places (data-marked: a ring that
// pulses a few times, still under prefers-reduced-motion) and brings the first into view;
// while the text is hovered or focused, the places show their labels (data-named). Page state
// only: the next scene drops the marks, as it redraws the board.

const TEXT = "[data-marks]";

// The handlers, by event type, for input.js's one listener per type on the app root (none
// consumes its event: a tap on a text that names places is still a tap).
export function marksHandler(root) {
  const reduced = window.matchMedia ? window.matchMedia("(prefers-reduced-motion: reduce)") : null;

  function places(text) {
    const names = (text.getAttribute("data-marks") || "").split(/\s+/).filter(Boolean);
    const found = [];
    for (const name of names) {
      const escaped = window.CSS && CSS.escape ? CSS.escape(name) : name;
      found.push(...root.querySelectorAll(`.board-area [data-place="${escaped}"]`));
    }
    return found;
  }

  function mark(text) {
    for (const old of root.querySelectorAll("[data-marked]")) old.removeAttribute("data-marked");
    const found = places(text);
    for (const place of found) place.setAttribute("data-marked", "1");
    if (found.length) {
      const behavior = reduced && reduced.matches ? "auto" : "smooth";
      found[0].scrollIntoView({ block: "center", inline: "center", behavior });
    }
  }

  function name(text, on) {
    for (const place of places(text)) {
      if (on) place.setAttribute("data-named", "1");
      else place.removeAttribute("data-named");
    }
  }

  const textOf = (event) => (event.target instanceof Element ? event.target.closest(TEXT) : null);
  const naming = (on) => (event) => {
    const text = textOf(event);
    if (text) name(text, on);
  };
  return {
    click(event) {
      const text = textOf(event);
      if (text && root.contains(text)) mark(text);
    },
    keydown(event) {
      const text = textOf(event);
      if (text && (event.key === "Enter" || event.key === " ")) {
        event.preventDefault();
        mark(text);
      }
    },
    mouseover: naming(true),
    focusin: naming(true),
    mouseout: naming(false),
    focusout: naming(false),
  };
}
