/** Most entries of one kind (competitions, seasons, teams, matches) the feed keeps in memory. */
const FEED_ID_CACHE_LIMIT = 20_000;

/** A map that keeps at most `limit` entries: the least recently used one goes first. */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();
  constructor(private readonly limit: number) {}

  get size() {
    return this.entries.size;
  }
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: re-inserting makes the entry the most recent one.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
  }
}

/**
 * The stored rows a feed has already resolved, by the natural key it knows them by, with the
 * columns the feed compares before it writes. Only the feed service fills it, after its own
 * writes are committed, so a steady poll resolves its ids without a query.
 */
export function feedIdCache() {
  const limit = FEED_ID_CACHE_LIMIT;
  return {
    /** By competition code. */
    competitions: new LruMap<string, { id: number; area: string; hot: number; sort: number }>(limit),
    /** By `competitionId:season name`. */
    seasons: new LruMap<string, number>(limit),
    /** By `sport:English name`. */
    teams: new LruMap<string, { id: number; country: string | null }>(limit),
    /** By source key, with the feed time of the match's last update. */
    matches: new LruMap<string, { id: number; updatedAt: number }>(limit),
  };
}

/**
 * What an `ensure…` call of the feed service resolved, by the key the caller gave it. Every key
 * the caller passed in is present, so `of` answers with the value and treats a key that was never
 * asked for as the programming error it is, naming it, instead of handing back `undefined`.
 */
export class ResolvedIds<V> extends Map<string, V> {
  constructor(
    private readonly what: string,
    entries: Iterable<readonly [string, V]> = [],
  ) {
    super(entries);
  }

  of(key: string): V {
    const value = this.get(key);
    if (value === undefined) throw new Error(`${this.what} "${key}" was not resolved by the feed service`);
    return value;
  }
}
