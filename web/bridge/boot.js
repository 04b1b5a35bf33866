// The boot banner (#boot in index.html): start-up progress, and what the player reads when
// the runtime cannot start, stops answering, or one event fails. Its own texts are
// index.html's data-stage-<stage>-<lang> attributes, in English and Japanese (Python cannot
// speak before it boots): the banner shows the page's language, the one Python answered in
// once it has, else the one the player chose last time or the browser's; an event that Python
// refused or that failed in Python brings its own
// words, in the player's language, and the banner goes once a later event succeeds. Only a
// runtime that cannot start or stopped answering is worth a reload (and an error in the
// console): a refused event or a bad address would come back the same after a reload.

// What the runtime needs from the browser. Without WebAssembly (Safari's Lockdown Mode turns
// it off) or workers nothing can run: the page says so rather than start a boot that never ends.
export function missingFeatures() {
  const missing = [];
  if (typeof WebAssembly !== "object") missing.push("WebAssembly");
  if (typeof Worker !== "function") missing.push("Worker");
  return missing;
}

// The page's language: Python's once it answered (responses.js sets <html lang>), before that
// the one kept from last time or the browser's.
export function pageLang() {
  const root = document.documentElement;
  let kept = null;
  try { kept = localStorage.getItem("pygames.lang"); } catch { /* private mode */ }
  const lang = root.dataset.ready ? root.lang : kept || navigator.language || root.lang;
  return String(lang).toLowerCase().startsWith("ja") ? "ja" : "en";
}

// A stage's text in the page's language (index.html's data-stage-<stage>-<lang>).
function stageText(box, stage) {
  if (!box) return "";
  const key = "stage" + stage[0].toUpperCase() + stage.slice(1);
  const lang = pageLang();
  return box.dataset[key + lang[0].toUpperCase() + lang.slice(1)] || box.dataset[key + "En"] || "";
}

export function bootBanner() {
  const box = document.getElementById("boot");
  const text = document.getElementById("boot-text");
  if (box && text && !box.dataset.stage) text.textContent = stageText(box, "runtime");
  return {
    progress(stage) {
      const label = stageText(box, stage);
      if (label && text) text.textContent = label;
      if (box) box.dataset.stage = stage;
    },

    // "failed": the runtime did not start; "error": the runtime stopped answering events.
    fail(message, stage = "failed") {
      console.error("pygames:", message);
      document.documentElement.dataset.busy = "";
      if (!box) return;
      box.hidden = false;
      box.dataset.stage = stage;
      const label = stageText(box, stage === "error" ? "error" : "failed");
      if (text) text.textContent = label || message;
    },

    // The browser lacks what the runtime needs (missingFeatures): no boot is attempted.
    unsupported(missing) {
      console.warn("pygames: this browser lacks", missing.join(", "));
      if (!box) return;
      box.dataset.stage = "unsupported";
      if (text) text.textContent = `${stageText(box, "unsupported")} (${missing.join(", ")})`;
    },

    // Python refused an event or it failed there; the state is as before it (the text says so).
    eventFailed(message) {
      show("event", message);
    },

    // A scene held a tag or attribute that allow.js does not let on the page: it was left out.
    refused() {
      show("refused", stageText(box, "refused"));
    },

    // The last event went through: an event's error or a refusal is over.
    clearError() {
      if (box && (box.dataset.stage === "event" || box.dataset.stage === "refused")) {
        box.hidden = true;
        box.dataset.stage = "ready";
      }
    },

    hide() {
      if (box) box.hidden = true;
    },
  };

  function show(stage, message) {
    if (!box) return;
    box.hidden = false;
    box.dataset.stage = stage;
    if (text) text.textContent = message || "";
  }
}
