// What the page keeps in localStorage for Python: the saved game, the language, and generic
// strings under a prefix (e.g. solo records). Storage can be disabled (private mode) or full:
// reads then give nothing and writes are dropped, since the address still holds the game.

const SAVE_KEY = "pygames.save";
const LANG_KEY = "pygames.lang";
const STORE_PREFIX = "pygames.store.";

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
