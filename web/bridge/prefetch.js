// The wheel of the rule set the address plays, asked for while the runtime starts: the worker
// installs a rule set's wheel with a synchronous request when a game of it opens (web/worker.py,
// pygames/app/rule_set_wheels.py), which on a first visit would otherwise wait for the runtime
// and then for the network. Fetched here, it is in the HTTP cache by then (the worker's request
// only revalidates it). Only a head start: any failure is silent, and the worker asks anyway.
// Skipped when a service worker controls the page (its cache answers the worker at once).

const RUNTIME = new URL("../../pyodide/", import.meta.url).href;
const GAME_ID = /^\["([a-z_]{1,40})"/;

// The rule set an address names (its first JSON field, pygames/core/codec.py: "2." then the
// URL-safe base64 of raw deflate), or null. Only the first bytes are inflated.
export async function ruleSetOf(hash) {
  let text = String(hash || "").replace(/^#/, "").replace(/^g=/, "");
  const dot = text.indexOf(".");
  if (dot < 1 || typeof DecompressionStream !== "function") return null;
  text = text.slice(dot + 1, dot + 1 + 4 * 64).replace(/-/g, "+").replace(/_/g, "/");
  text = text.slice(0, text.length - (text.length % 4));
  let packed;
  try {
    packed = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null; // not base64: not an address
  }
  const reader = new Blob([packed]).stream().pipeThrough(new DecompressionStream("deflate-raw"))
    .getReader();
  let head = "";
  try {
    const decoder = new TextDecoder();
    while (head.length < 64) {
      const { value, done } = await reader.read();
      if (done) break;
      head += decoder.decode(value, { stream: true });
    }
  } catch {
    // a shortened deflate stream ends in an error once its first bytes are out
  } finally {
    reader.cancel().catch(() => {});
  }
  const found = GAME_ID.exec(head);
  return found ? found[1] : null;
}

export async function prefetchRuleSet(hash) {
  try {
    if (navigator.serviceWorker && navigator.serviceWorker.controller) return;
    const id = await ruleSetOf(hash);
    if (!id) return;
    const lockfile = await (await fetch(RUNTIME + "pyodide-lock.json")).json();
    for (const entry of Object.values(lockfile.packages || {})) {
      if ((entry.imports || []).includes(`pygames.${id}`)) {
        await (await fetch(RUNTIME + entry.file_name)).arrayBuffer();
      }
    }
  } catch {
    // only a head start
  }
}
