// The game review as the player follows it (pygames/app/review/): each seat's graph scrolls
// sideways to keep the position on the board (its cursor) in view whenever that position
// changes, and the two choices marked on the replayed board (data-review-move: the played
// one and the bot's) are found together, so areas.js can bring both into view after a jump.

const MARGIN = 8;
const shownAt = new WeakMap(); // each graph's scroller -> the cursor's x it was last kept at

// Scroll each graph whose cursor moved so that the cursor (and the point on it) is in view,
// near the middle; a graph the player scrolled stays as it is until the position changes.
export function keepCurrentPointsInView(root) {
  for (const scroller of root.querySelectorAll(".review-scroll")) {
    const cursor = scroller.querySelector(".graph-cursor");
    if (!cursor) continue;
    const x = cursor.getAttribute("x1");
    if (shownAt.get(scroller) === x) continue;
    shownAt.set(scroller, x);
    const point = scroller.querySelector(".pt.current .pt-hit") || cursor;
    const r = point.getBoundingClientRect();
    const s = scroller.getBoundingClientRect();
    if (r.left >= s.left + MARGIN && r.right <= s.right - MARGIN) continue;
    scroller.scrollLeft += (r.left + r.right) / 2 - (s.left + s.right) / 2;
  }
}

// The marks of the review on the board: a key that changes with the decision shown, and the
// union of their boxes (null when the review shows no marked decision).
export function reviewMarks(root) {
  const marks = [...root.querySelectorAll(".board-area [data-review-move], .decision [data-review-move]")];
  if (!marks.length) return null;
  let box = null;
  for (const mark of marks) {
    const r = mark.getBoundingClientRect();
    if (!r.width && !r.height) continue;
    box = box ? { top: Math.min(box.top, r.top), bottom: Math.max(box.bottom, r.bottom),
                  left: Math.min(box.left, r.left), right: Math.max(box.right, r.right) }
      : { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }
  const current = root.querySelector(".review-graph .pt.current");
  const key = "review|" + (current ? current.getAttribute("data-value") : "")
    + "|" + marks.map((m) => m.getAttribute("data-review-move")).join(",");
  return box ? { key, box, el: marks[0] } : null;
}
