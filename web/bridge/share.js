// Share: the address holds the whole game, so sharing a game is sharing the page's address.
// The system share sheet where there is one, else the clipboard (announced to screen
// readers with the button's data-copied text), else a prompt to copy it by hand.

export function createShare(live) {
  return async function share(button) {
    const url = location.href;
    const title = button.getAttribute("data-share-title") || document.title;
    if (navigator.share) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        if (err && err.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      live.textContent = button.getAttribute("data-copied") || url;
    } catch {
      window.prompt(title, url);
    }
  };
}
