// The boot banner (#boot in index.html): start-up progress, and what the player reads when
// the runtime cannot start or one event fails. Its texts are index.html's data-stage-*
// attributes, in both languages: the page does not know the language before Python answers.

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

    hide() {
      if (box) box.hidden = true;
    },
  };
}
