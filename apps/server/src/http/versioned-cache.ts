/**
 * Values built once per key and version and shared by every asker: a crowd asking for the same
 * answer costs one build. The version is what the data says about itself (a feed topic's head, a
 * table's change counter), so a kept value is never older than the data it was built from, in any
 * process. A value is also rebuilt after `maxAgeMs` for what changes without moving the version;
 * such a rebuild runs once in the background while the built value keeps going out, so no asker
 * waits for it. A failed build is not kept. Decisions 0029 (score lists) and 0041 (room lists).
 */
export function versionedCache<V>(opts: { maxAgeMs: number; maxEntries: number; now?: () => number }) {
  const { maxAgeMs, maxEntries, now = () => performance.now() } = opts;
  interface Entry {
    version: string | number;
    at: number;
    value: Promise<V>;
    /** The value once built: served while a rebuild for age runs. */
    built?: V;
    /** A rebuild for age is under way (one at a time). */
    renewing?: boolean;
  }
  const entries = new Map<string, Entry>();

  function start(key: string, version: string | number, at: number, build: () => Promise<V>): Entry {
    const entry: Entry = { version, at, value: build() };
    entry.value.then(
      (built) => (entry.built = built),
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry;
  }

  /** The value itself once built (a kept answer goes out without a promise), else the promise of its build. */
  function read(key: string, version: string | number, build: () => Promise<V>): V | Promise<V> {
    const t = now();
    const hit = entries.get(key);
    if (hit && hit.version === version) {
      if (hit.built === undefined) return hit.value;
      if (t - hit.at < maxAgeMs) return hit.built;
      if (!hit.renewing) {
        hit.renewing = true;
        const next = start(key, version, t, build);
        next.value.then(
          () => entries.get(key) === hit && entries.set(key, next),
          () => (hit.renewing = false),
        );
      }
      return hit.built;
    }
    if (entries.size >= maxEntries) {
      for (const [k, e] of entries) if (e.version !== version || t - e.at >= maxAgeMs) entries.delete(k);
      if (entries.size >= maxEntries) entries.clear();
    }
    const entry = start(key, version, t, build);
    entries.set(key, entry);
    return entry.value;
  }

  return {
    read,
    get: (key: string, version: string | number, build: () => Promise<V>): Promise<V> => Promise.resolve(read(key, version, build)),
    size: () => entries.size,
  };
}
