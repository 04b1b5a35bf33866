// What the page keeps in localStorage for Python: the saved games (one entry per game, under
// the key Python gives it), the saved games Python set aside as damaged (their raw text, for
// download), the language, and generic strings under a prefix (solo records, this device's
// seat `me.<id>`, reviews `review.<hash>`); for itself, the build whose runtime snapshot could
// not be made (see snapshot.js). Python decides what each entry holds
// (pygames/app/store/saved.py); this module stores it, under three rules of its own:
//
// * One index (`pygames.index`) lists everything the app stores: per key, when it was
//   written, its size, its revision, and the saved game it belongs to (a review, a seat).
//   Each page checks it once against the keys in storage (reconcile), so a store from
//   before the index, or one an older version wrote to, is listed on its first start.
// * A size budget: a write that would pass it, or that the browser refuses as full, first
//   evicts derived data (reviews), oldest first. Saved games are never evicted.
// * A saved game is written by compare-and-set: Python proposes an entry with the revision
//   it last knew; a stored revision that differs (another tab saved since) is not written
//   over, and the stored entry goes back to Python (a "stored" event) instead.
//
// Start-up reads in bounded pieces (the newest entries of each kind), so no number of
// stored entries keeps the app from starting or a link from opening.
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
const INDEX_KEY = "pygames.index";
const INDEX_FORMAT = 1;

// Characters the app may keep (browsers allow about 5 million); past it, reviews go first.
export const BUDGET = 4_000_000;
// What start-up reads at most, newest first (see events.py for what init may hold).
export const START_LIMITS = { game: 300, damaged: 50, me: 300, review: 40, store: 200 };

// The kind of a stored name: what the budget and start-up go by.
function kindOf(name) {
  if (name.startsWith(GAME_PREFIX) || name === LEGACY_SAVE) return "game";
  if (name.startsWith(DAMAGED_PREFIX)) return "damaged";
  if (name.startsWith(STORE_PREFIX + "review.")) return "review";
  if (name.startsWith(STORE_PREFIX + "me.")) return "me";
  if (name.startsWith(STORE_PREFIX)) return "store";
  return null;
}

// ------------------------------------------------------------------ the index
// {v, e: {name: [time, size, rev, owner]}}; owner: the saved game's key ("" for none).
// Read once a page from storage and checked against the keys there (see reconcile).
const memo = { synced: false };

function readIndex() {
  let index = null;
  try {
    const raw = localStorage.getItem(INDEX_KEY);
    index = raw ? JSON.parse(raw) : null;
  } catch { /* damaged or disabled: listed again */ }
  if (!index || index.v !== INDEX_FORMAT || !index.e || typeof index.e !== "object") {
    index = { v: INDEX_FORMAT, e: {} };
    memo.synced = false;
  }
  if (!memo.synced) {
    memo.synced = true;
    if (reconcile(index)) writeIndex(index);
  }
  return index;
}

function writeIndex(index) {
  try { localStorage.setItem(INDEX_KEY, JSON.stringify(index)); } catch { /* full: kept next time */ }
}

// The index made to list exactly the keys of ours in storage (a store from before the
// index, or one written by an older version, is migrated so): a saved game's time is its
// "played" field, so the newest come first at start-up. Whether anything changed.
function reconcile(index) {
  let changed = false;
  const present = new Set();
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (!name || !kindOf(name)) continue;
      present.add(name);
      if (index.e[name]) continue;
      const text = localStorage.getItem(name) || "";
      const played = /"played":(\d{1,16})/.exec(text.slice(0, 70 * 1024));
      index.e[name] = [played ? Number(played[1]) : 0, name.length + text.length, 1, ""];
      changed = true;
    }
  } catch { return false; /* storage disabled */ }
  for (const name of Object.keys(index.e)) {
    if (!present.has(name)) { delete index.e[name]; changed = true; }
  }
  return changed;
}

function used(index) {
  let total = 0;
  for (const item of Object.values(index.e)) total += item[1] || 0;
  return total;
}

// Derived data out, oldest first, until `room` more characters fit the budget (or none is
// left); how many were removed.
function evict(index, room) {
  const reviews = Object.entries(index.e).filter(([name]) => kindOf(name) === "review")
    .sort((a, b) => a[1][0] - b[1][0]);
  let total = used(index);
  let removed = 0;
  for (const [name, item] of reviews) {
    if (total + room <= BUDGET) break;
    try { localStorage.removeItem(name); } catch { /* disabled */ }
    delete index.e[name];
    total -= item[1] || 0;
    removed += 1;
  }
  return removed;
}

// ------------------------------------------------------------------ reading, bounded
function newest(index, kind, limit, skip = 0) {
  return Object.entries(index.e).filter(([name]) => kindOf(name) === kind)
    .sort((a, b) => b[1][0] - a[1][0] || (a[0] < b[0] ? -1 : 1)).slice(skip, skip + limit)
    .map(([name]) => name);
}

function read(index, kind, prefix, skip = 0) {
  const out = {};
  try {
    for (const name of newest(index, kind, START_LIMITS[kind], skip)) {
      const text = localStorage.getItem(name);
      if (text == null) { delete index.e[name]; continue; }
      out[name === LEGACY_SAVE ? LEGACY_KEY : name.slice(prefix.length)] = text;
    }
  } catch { /* storage disabled */ }
  return out;
}

// The newest saved games: {key: text}; the legacy autosave under "legacy".
export function loadSaves() {
  return read(readIndex(), "game", GAME_PREFIX);
}

// The next older saved games, on demand: {saved, revs, unread} after the newest `skip`.
export function loadMoreSaves(skip) {
  const saved = read(readIndex(), "game", GAME_PREFIX, skip);
  const games = Object.keys(readIndex().e).filter((name) => kindOf(name) === "game").length;
  const unread = Math.max(0, games - skip - Object.keys(saved).length);
  return { saved, revs: loadRevisions(Object.keys(saved)), unread };
}

// The revisions of the saved games, as text: {key: "3"} (for Python's compare-and-set).
export function loadRevisions(keys) {
  const index = readIndex();
  const out = {};
  for (const key of keys) {
    const item = index.e[storageName(GAME_PREFIX, key)];
    if (item) out[key] = String(item[2] || 0);
  }
  return out;
}

// How many saved games start-up left unread (the oldest ones).
export function unreadSaves() {
  const index = readIndex();
  const games = Object.keys(index.e).filter((name) => kindOf(name) === "game").length;
  return Math.max(0, games - START_LIMITS.game);
}

export function loadDamaged() {
  return read(readIndex(), "damaged", DAMAGED_PREFIX);
}

// The raw text of a damaged saved game (for its download), or null.
export function damagedText(key) {
  try { return localStorage.getItem(DAMAGED_PREFIX + key); } catch { return null; }
}

export function loadLang() {
  try { return localStorage.getItem(LANG_KEY); } catch { return null; }
}

// The stored strings: solo records and the like, this device's seats and the reviews, each
// kind its newest few.
export function loadStore() {
  const index = readIndex();
  return Object.assign(read(index, "store", STORE_PREFIX), read(index, "me", STORE_PREFIX),
                       read(index, "review", STORE_PREFIX));
}

function storageName(prefix, key) {
  return prefix === GAME_PREFIX && key === LEGACY_KEY ? LEGACY_SAVE : prefix + key;
}

// ------------------------------------------------------------------ writing
function setItem(index, name, text) {
  const size = name.length + text.length;
  const before = index.e[name] ? index.e[name][1] : 0;
  if (used(index) - before + size > BUDGET) evict(index, size - before);
  try {
    localStorage.setItem(name, text);
  } catch (err) {
    const full = err && (err.name === "QuotaExceededError" || err.code === 22);
    if (!full || !evict(index, Infinity)) throw err;
    localStorage.setItem(name, text); // room made by the reviews: once more
  }
}

function failure(err, key) {
  const full = err && (err.name === "QuotaExceededError" || err.code === 22);
  return { error: full ? "quota" : "unavailable", key };
}

// Writes {key: text} under prefix ("" removes); `owners` names the saved game an entry
// belongs to, `expect` the revision Python last knew of a saved game (compare-and-set).
// Returns {failed: the first failure or null, conflicts: [{key, text, rev}]}.
function writeAll(prefix, map, { owners = {}, expect = {} } = {}) {
  const index = readIndex();
  const result = { failed: null, conflicts: [] };
  for (const [key, text] of Object.entries(map)) {
    const name = storageName(prefix, key);
    const item = index.e[name];
    const rev = item ? item[2] || 0 : 0;
    try {
      if (!text) {
        localStorage.removeItem(name);
        delete index.e[name];
        continue;
      }
      if (key in expect && Number(expect[key]) !== rev) {
        const stored = localStorage.getItem(name);
        if (stored != null) { // another tab saved since: its line is kept, Python is told
          result.conflicts.push({ key, text: stored, rev });
          continue;
        }
      }
      // the index first: a tab told of this write by the storage event reads its revision
      index.e[name] = [Date.now(), name.length + text.length, rev + 1, owners[key] || (item && item[3]) || ""];
      if (prefix === GAME_PREFIX) writeIndex(index);
      setItem(index, name, text);
    } catch (err) {
      if (item) index.e[name] = item; else delete index.e[name];
      result.failed = result.failed || failure(err, key);
    }
  }
  writeIndex(index);
  return result;
}

// The saved games of a response; `expect`: {key: revision Python knew}.
export function writeSaves(map, expect) {
  return writeAll(GAME_PREFIX, map, { expect: expect || {} });
}

export function writeDamaged(map) {
  return writeAll(DAMAGED_PREFIX, map).failed;
}

export function writeLang(lang) {
  try { localStorage.setItem(LANG_KEY, lang); } catch { /* private mode */ }
}

// Stored strings; `owners`: {key: saved game's key} for what belongs to one game.
export function writeStore(map, owners) {
  return writeAll(STORE_PREFIX, map, { owners: owners || {} }).failed;
}

// Forget: every stored string that belongs to these saved games (their reviews, seats).
export function forgetOwned(keys) {
  const index = readIndex();
  const gone = new Set(keys);
  for (const [name, item] of Object.entries(index.e)) {
    if (!item[3] || !gone.has(item[3])) continue;
    try { localStorage.removeItem(name); } catch { /* disabled */ }
    delete index.e[name];
  }
  writeIndex(index);
}

// Other tabs' saves of a game: `onSaved({key, text, rev})` for each one ("" when removed).
export function listenForSaves(onSaved) {
  window.addEventListener("storage", (event) => {
    if (!event.key || !event.key.startsWith(GAME_PREFIX)) return;
    const key = event.key.slice(GAME_PREFIX.length);
    const item = readIndex().e[event.key];
    onSaved({ key, text: event.newValue || "", rev: item ? item[2] || 0 : 0 });
  });
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
