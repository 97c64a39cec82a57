interface Entry<V> {
  expiresAt: number;
  value: Promise<V>;
}

/**
 * A small in-memory cache of promises with a time to live, for the web server's short caches
 * (themes per host, public tenant content). Concurrent loads of one key share one promise; a
 * rejected load is dropped at once; `ttlFor` can keep some answers for less time.
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  ttlFor?: (value: V) => number;
  now?: () => number;
  maxEntries?: number;
}) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, Entry<V>>();

  function store(key: string, value: Promise<V>): Promise<V> {
    if (options.ttlMs <= 0) return value;
    if (!entries.has(key) && entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const entry: Entry<V> = { expiresAt: now() + options.ttlMs, value };
    entries.set(key, entry);
    value.then(
      (resolved) => {
        if (options.ttlFor) entry.expiresAt = now() + options.ttlFor(resolved);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      return store(key, load());
    },
    /** Loads afresh and keeps the new answer. */
    refresh(key: string, load: () => Promise<V>): Promise<V> {
      return store(key, load());
    },
    clear() {
      entries.clear();
    },
  };
}
