// The installed app: the service worker (web/sw.js, the offline cache), the "update
// available" prompt of a new build, and persistent storage.

const persistence = { asked: false };

// Once a game is saved, ask the browser to keep this site's storage (saved game, offline
// cache) under storage pressure; asked once per page, the answer changes nothing else.
export function askPersist() {
  if (persistence.asked || !navigator.storage || !navigator.storage.persist) return;
  persistence.asked = true;
  navigator.storage.persist().catch(() => {});
}

// Called once the first scene is up, so the precache does not compete with the boot.
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  navigator.serviceWorker.register(new URL("../../sw.js", import.meta.url)).then(watchUpdates,
    (err) => console.warn("pygames: offline cache unavailable:", err.message));
}

// A new build's service worker waits until the user taps "Update" (never a silent reload in
// the middle of a game): then it takes over and the page reloads; the address keeps the game.
function watchUpdates(registration) {
  const offer = () => {
    if (registration.waiting && navigator.serviceWorker.controller) showUpdate(registration);
  };
  const follow = (worker) => {
    if (worker) worker.addEventListener("statechange", () => { if (worker.state === "installed") offer(); });
  };
  offer();
  follow(registration.installing); // an update the navigation started before this page ran
  registration.addEventListener("updatefound", () => follow(registration.installing));
}

// The prompt is #update in index.html, outside the patched scene; its texts are its
// data-text-* / data-button-* attributes in both languages.
function showUpdate(registration) {
  const box = document.getElementById("update");
  const button = document.getElementById("update-button");
  if (!box || !button) return;
  const ja = document.documentElement.lang === "ja";
  document.getElementById("update-text").textContent = box.dataset[ja ? "textJa" : "textEn"];
  button.textContent = box.dataset[ja ? "buttonJa" : "buttonEn"];
  box.hidden = false;
  button.onclick = () => {
    button.disabled = true;
    let reloading = false;
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (!reloading) { reloading = true; location.reload(); }
    });
    if (registration.waiting) registration.waiting.postMessage({ type: "skipWaiting" });
    else location.reload(); // it activated meanwhile (the other tabs closed)
  };
}
