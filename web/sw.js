// Offline cache: a small cache-first service worker (a generic precache tool's size cap would
// silently leave the 9.6 MB wasm out). build.py fills in VERSION (a hash of every file's
// content) and FILES (every file of the build, relative to this worker, so the site works
// from any sub-path). A new build installs a new cache; the old one is deleted when the new
// worker activates (after the last tab of the old version closes).
const VERSION = "__VERSION__";
const FILES = __FILES__;
const CACHE = "pygames-" + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(FILES.map((file) => new Request(file, { cache: "no-cache" })))),
  );
});

// The page sends this when the user taps "Update" (see showUpdate in web/bridge/pwa.js): the
// new worker waits until then, so a build never replaces the page in the middle of a game.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skipWaiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("pygames-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true });
    if (hit) return hit;
    if (request.mode === "navigate") {
      const page = await cache.match(new URL("./index.html", location.href).href);
      if (page) return page;
    }
    return fetch(request);
  })());
});
