// What the page keeps in localStorage for Python: the saved game, the language, and generic
// strings under a prefix (e.g. solo records); for itself, the build whose runtime snapshot
// could not be made (see snapshot.js). Storage can be disabled (private mode) or full:
// reads then give nothing and writes are dropped, since the address still holds the game.

const SAVE_KEY = "pygames.save";
const LANG_KEY = "pygames.lang";
const STORE_PREFIX = "pygames.store.";
const SNAPSHOT_FAILED_KEY = "pygames.snapshot-failed";

export function loadSave() {
  try { return localStorage.getItem(SAVE_KEY); } catch { return null; }
}

export function loadLang() {
  try { return localStorage.getItem(LANG_KEY); } catch { return null; }
}

export function loadStore() {
  const out = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(STORE_PREFIX)) out[key.slice(STORE_PREFIX.length)] = localStorage.getItem(key);
    }
  } catch { /* storage disabled */ }
  return out;
}

// An empty save removes the saved game.
export function writeSave(text) {
  try {
    if (text) localStorage.setItem(SAVE_KEY, text);
    else localStorage.removeItem(SAVE_KEY);
  } catch { /* storage full or disabled */ }
}

export function writeLang(lang) {
  try { localStorage.setItem(LANG_KEY, lang); } catch { /* private mode */ }
}

export function writeStore(entries) {
  for (const [key, value] of Object.entries(entries)) {
    try { localStorage.setItem(STORE_PREFIX + key, value); } catch { /* storage disabled */ }
  }
}

// The key of the snapshot whose making failed, so it is tried once per build, not at every
// visit; an empty key clears it.
export function loadSnapshotFailure() {
  try { return localStorage.getItem(SNAPSHOT_FAILED_KEY); } catch { return null; }
}

export function writeSnapshotFailure(key) {
  try {
    if (key) localStorage.setItem(SNAPSHOT_FAILED_KEY, key);
    else localStorage.removeItem(SNAPSHOT_FAILED_KEY);
  } catch { /* storage disabled */ }
}
