// What the page keeps in localStorage for Python: the saved games (one entry per game, under
// the key Python gives it), the saved games Python set aside as damaged (their raw text, for
// download), the language, and generic strings under a prefix (e.g. solo records); for
// itself, the build whose runtime snapshot could not be made (see snapshot.js). Python decides
// what each entry holds (pygames/app/saved.py); this module only stores it.
//
// Storage can be disabled (private mode) or full: reads then give nothing, and a write that
// fails says why ("quota" or "unavailable") so Python can tell the player; the address still
// holds the game.

const GAME_PREFIX = "pygames.games.";
const DAMAGED_PREFIX = "pygames.damaged.";
const LEGACY_SAVE = "pygames.save"; // the one autosave of earlier versions: Python moves it
const LEGACY_KEY = "legacy";
const LANG_KEY = "pygames.lang";
const STORE_PREFIX = "pygames.store.";
const SNAPSHOT_FAILED_KEY = "pygames.snapshot-failed";

function entries(prefix) {
  const out = {};
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith(prefix)) out[key.slice(prefix.length)] = localStorage.getItem(key);
    }
  } catch { /* storage disabled */ }
  return out;
}

// Every saved game: {key: text}; the legacy autosave under "legacy".
export function loadSaves() {
  const out = entries(GAME_PREFIX);
  try {
    const legacy = localStorage.getItem(LEGACY_SAVE);
    if (legacy) out[LEGACY_KEY] = legacy;
  } catch { /* storage disabled */ }
  return out;
}

export function loadDamaged() {
  return entries(DAMAGED_PREFIX);
}

// The raw text of a damaged saved game (for its download), or null.
export function damagedText(key) {
  try { return localStorage.getItem(DAMAGED_PREFIX + key); } catch { return null; }
}

export function loadLang() {
  try { return localStorage.getItem(LANG_KEY); } catch { return null; }
}

export function loadStore() {
  return entries(STORE_PREFIX);
}

function storageName(prefix, key) {
  return prefix === GAME_PREFIX && key === LEGACY_KEY ? LEGACY_SAVE : prefix + key;
}

// Writes {key: text} under prefix ("" removes); the first failure's kind, or null.
function writeAll(prefix, map) {
  let failed = null;
  for (const [key, text] of Object.entries(map)) {
    try {
      if (text) localStorage.setItem(storageName(prefix, key), text);
      else localStorage.removeItem(storageName(prefix, key));
    } catch (err) {
      const full = err && (err.name === "QuotaExceededError" || err.code === 22);
      failed = failed || { error: full ? "quota" : "unavailable", key };
    }
  }
  return failed;
}

export function writeSaves(map) {
  return writeAll(GAME_PREFIX, map);
}

export function writeDamaged(map) {
  return writeAll(DAMAGED_PREFIX, map);
}

export function writeLang(lang) {
  try { localStorage.setItem(LANG_KEY, lang); } catch { /* private mode */ }
}

export function writeStore(map) {
  return writeAll(STORE_PREFIX, map);
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
