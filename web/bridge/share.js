// Share: the address holds the whole game, so sharing a game is sharing the page's address
// (with words around it for "Send to <next player>": data-share-text).
// The system share sheet where there is one, else the clipboard, else a prompt to copy it by
// hand. Either way a visible confirmation (#toast in index.html) says what happened, in the
// page's language (the button's data-shared / data-copied texts), and the live region
// repeats it for screen readers.

const TOAST_MS = 3500;

export function createShare(live) {
  const toast = { timer: null };

  function confirm(text) {
    live.textContent = text;
    const box = document.getElementById("toast");
    if (!box) return;
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { box.hidden = true; }, TOAST_MS);
  }

  return async function share(button) {
    const url = location.href;
    const title = button.getAttribute("data-share-title") || document.title;
    // "Send to <next player>": words around the link ({link} stands for the address)
    const words = button.getAttribute("data-share-text");
    const text = words ? words.split("{link}").join(url) : null;
    if (navigator.share) {
      try {
        await navigator.share(text ? { title, text } : { title, url });
        confirm(button.getAttribute("data-shared") || url);
        return;
      } catch (err) {
        if (err && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(text || url);
      confirm(button.getAttribute("data-copied") || url);
    } catch {
      window.prompt(title, text || url);
    }
  };
}
