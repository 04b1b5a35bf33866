// Where the memory snapshot of the runtime lives between visits: one IndexedDB record with the
// key it was made for, a checksum and the bytes, as a Blob (read back as a file, in tens of
// milliseconds for 30 MB; a typed array would be a structured clone, ten times slower) or as
// a typed array where the browser cannot store a Blob (WebKit's private sessions).
// web/snapshot-maker.js writes it after a plain start; web/runtime.js reads it at the next
// start. Any doubt means a plain start: no record, another key (a new runtime or wheel), a
// damaged or unreadable record, or no storage at all.

const DB = "pygames-snapshot";
const STORE = "snapshot";
const RECORD = "current"; // one record: a new snapshot replaces the old one
// Where it is, for tests that remove or damage it.
export const STORAGE = { db: DB, store: STORE, record: RECORD };
// What a snapshot holds and how it is restored; raised when that changes, so older ones go.
const FORMAT = 1;
// A database that does not open within this delay counts as unavailable (a plain start).
const OPEN_TIMEOUT_MS = 3000;

// The key of a snapshot: the runtime's version, the content hash of every wheel of the site
// (from its lockfile: the core's and each rule set's, all of which the snapshot holds
// imported) and of its standard library (the build compiles it; Python's import caches in the
// snapshot point into that zip), so a rebuild with another wheel, standard library or runtime
// never restores an older snapshot.
export function snapshotKey(runtimeVersion, lockfile) {
  const packages = (lockfile && lockfile.packages) || {};
  const core = packages.pygames;
  if (!core || !core.sha256) return null;
  const others = Object.keys(packages).filter((name) => name !== "pygames").sort();
  if (others.some((name) => !packages[name].sha256)) return null;
  const wheels = others.map((name) => `; ${name} sha256 ${packages[name].sha256}`).join("");
  const stdlib = lockfile.info && lockfile.info.stdlib_sha256;
  if (!stdlib) return null;
  return `pyodide ${runtimeVersion}; stdlib sha256 ${stdlib}; pygames ${core.version} sha256 ${core.sha256}${wheels}; format ${FORMAT}`;
}

// FNV-1a over 32-bit words in two interleaved lanes: a few milliseconds for 30 MB, and any one
// changed word changes the result (each step is a bijection of the lane). It guards against
// damage in storage, not against an attacker (who could rewrite the checksum too).
export function checksum(bytes) {
  if (bytes.byteOffset % 4) bytes = bytes.slice(); // 32-bit words need an aligned start
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  let a = 0x811c9dc5 ^ bytes.byteLength;
  let b = 0x01000193;
  const even = words.length & ~1;
  for (let i = 0; i < even; i += 2) {
    a = Math.imul(a ^ words[i], 0x01000193);
    b = Math.imul(b ^ words[i + 1], 0x01000193);
  }
  for (let i = even * 4; i < bytes.byteLength; i++) a = Math.imul(a ^ bytes[i], 0x01000193);
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openDb() {
  if (typeof indexedDB === "undefined") return Promise.reject(new Error("no IndexedDB"));
  const open = indexedDB.open(DB, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const opened = request(open);
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error("IndexedDB does not answer")), OPEN_TIMEOUT_MS);
  });
  return Promise.race([opened, late]).then((db) => {
    clearTimeout(timer);
    return db;
  }, (err) => {
    clearTimeout(timer);
    opened.then((db) => db.close(), () => {}); // should it open after all
    throw err;
  });
}

async function withStore(mode, use) {
  const db = await openDb();
  try {
    const tx = db.transaction(STORE, mode);
    const done = new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onabort = tx.onerror = () => reject(tx.error || new Error("transaction aborted"));
    });
    const [result] = await Promise.all([request(use(tx.objectStore(STORE))), done]);
    return result;
  } finally {
    db.close();
  }
}

// The stored snapshot for `key`: {status: "restorable", bytes} or, for a plain start,
// {status: "none" | "stale" | "damaged" | "unavailable"} ("unavailable": no usable storage,
// so making one is pointless too).
export async function readSnapshot(key) {
  let record;
  try {
    record = await withStore("readonly", (store) => store.get(RECORD));
  } catch {
    return { status: "unavailable" };
  }
  if (!record) return { status: "none" };
  if (!key || record.key !== key) return { status: "stale" };
  try {
    const data = record.data;
    const bytes = data instanceof Blob ? new Uint8Array(await data.arrayBuffer()) : data;
    const whole = bytes instanceof Uint8Array && bytes.byteLength === record.size;
    if (!whole || checksum(bytes) !== record.checksum) return { status: "damaged" };
    return { status: "restorable", bytes };
  } catch {
    return { status: "damaged" };
  }
}

// Stores `bytes` (a Uint8Array) as the snapshot for `key`, replacing any other.
export async function writeSnapshot(key, bytes) {
  const record = { key, size: bytes.byteLength, checksum: checksum(bytes), made: Date.now() };
  const blob = new Blob([bytes], { type: "application/octet-stream" });
  try {
    await withStore("readwrite", (store) => store.put({ ...record, data: blob }, RECORD));
  } catch {
    await withStore("readwrite", (store) => store.put({ ...record, data: bytes }, RECORD));
  }
}

// Drops the stored snapshot (one that failed to restore), so the next plain start makes another.
export function forgetSnapshot() {
  return withStore("readwrite", (store) => store.delete(RECORD));
}
