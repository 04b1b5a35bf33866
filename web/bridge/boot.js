// The boot banner (#boot in index.html): start-up progress, and what the player reads when
// the runtime cannot start or one event fails. Its texts are index.html's data-stage-*
// attributes, in both languages: the page does not know the language before Python answers.

// What the runtime needs from the browser. Without WebAssembly (Safari's Lockdown Mode turns
// it off) or workers nothing can run: the page says so rather than start a boot that never ends.
export function missingFeatures() {
  const missing = [];
  if (typeof WebAssembly !== "object") missing.push("WebAssembly");
  if (typeof Worker !== "function") missing.push("Worker");
  return missing;
}

export function bootBanner() {
  const box = document.getElementById("boot");
  const text = document.getElementById("boot-text");
  return {
    progress(stage) {
      const label = box && box.dataset["stage" + stage[0].toUpperCase() + stage.slice(1)];
      if (label && text) text.textContent = label;
      if (box) box.dataset.stage = stage;
    },

    // "failed": the runtime did not start; "error": one event failed (the page stays usable).
    fail(message, stage = "failed") {
      console.error("pygames:", message);
      document.documentElement.dataset.busy = "";
      if (!box) return;
      box.hidden = false;
      box.dataset.stage = stage;
      const label = stage === "error" ? box.dataset.stageError : box.dataset.stageFailed;
      if (text) text.textContent = label || message;
    },

    // The browser lacks what the runtime needs (missingFeatures): no boot is attempted.
    unsupported(missing) {
      console.warn("pygames: this browser lacks", missing.join(", "));
      if (!box) return;
      box.dataset.stage = "unsupported";
      if (text) text.textContent = `${box.dataset.stageUnsupported} (${missing.join(", ")})`;
    },

    hide() {
      if (box) box.hidden = true;
    },
  };
}
