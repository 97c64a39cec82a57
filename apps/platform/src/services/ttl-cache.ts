// The platform's one in-memory cache (docs/performance.md "The platform's short caches"): what many
// requests read and few change, kept for a short time per process. Bounded, so that however many
// keys are asked for (tenants, games, periods, a crawler's made-up slugs), memory stays flat.

export interface TtlCacheOptions<V> {
  /** How long a loaded value is served, in milliseconds from the start of its load; 0 keeps nothing. */
  ttlMs: number;
  /** The most values held at once; past it the expired go first, then the oldest loaded. */
  maxEntries: number;
  /** Whether a loaded value is kept (a game that does not exist, say, is not); default all. */
  keeps?: (value: V) => boolean;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}

export interface TtlCache<V> {
  /**
   * The value under `key` loaded less than the TTL before `at` (default: now), else `load()`'s.
   * Concurrent readers of a missing key share one load; a failed load is not kept.
   */
  get(key: string, load: () => Promise<V>, at?: number): Promise<V>;
  /** Drops `key`, so that the next reader loads it afresh (after an edit). */
  forget(key: string): void;
  /** Drops everything. */
  clear(): void;
  /** How many times a value was loaded rather than served from memory (a seam for tests). */
  readonly loads: number;
  /** How many values are held. */
  readonly size: number;
}

interface Entry<V> {
  value: Promise<V>;
  expiresAt: number;
}

export function createTtlCache<V>({
  ttlMs,
  maxEntries,
  keeps,
  now = Date.now,
}: TtlCacheOptions<V>): TtlCache<V> {
  // In insertion order, which is the order they were loaded: the first is the oldest.
  const entries = new Map<string, Entry<V>>();
  let loads = 0;

  /** Drops what has expired, then the oldest, until one more fits. */
  const makeRoom = (at: number) => {
    if (entries.size < maxEntries) return;
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };

  const dropIf = (key: string, entry: Entry<V>) => {
    if (entries.get(key) === entry) entries.delete(key);
  };

  return {
    get(key, load, at = now()) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > at) return cached.value;
      entries.delete(key);
      loads += 1;
      const value = load();
      if (ttlMs <= 0 || maxEntries <= 0) return value;
      makeRoom(at);
      const entry: Entry<V> = { value, expiresAt: at + ttlMs };
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (keeps && !keeps(loaded)) dropIf(key, entry);
        },
        () => dropIf(key, entry),
      );
      return value;
    },
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get loads() {
      return loads;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * One cache per platform database, so that two platforms in one process (tests) never share:
 * `cacheOf(db)` makes it on first use.
 */
export function cachePerDatabase<D extends object, V>(
  options: () => TtlCacheOptions<V>,
): (db: D) => TtlCache<V> {
  const caches = new WeakMap<D, TtlCache<V>>();
  return (db) => {
    let cache = caches.get(db);
    if (!cache) {
      cache = createTtlCache(options());
      caches.set(db, cache);
    }
    return cache;
  };
}
