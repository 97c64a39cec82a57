/**
 * A small in-memory map whose entries expire: at most `maxEntries` (the oldest goes first), each for
 * `ttlMs` unless set with its own time (0 keeps nothing). The web server's short caches build on it.
 */
export function createExpiringMap<V>(options: {
  ttlMs: number;
  now?: () => number;
  maxEntries?: number;
}) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, { expiresAt: number; value: V }>();
  return {
    /** The value kept under `key`, or undefined when there is none or it has expired. */
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt > now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    set(key: string, value: V, ttlMs = options.ttlMs) {
      if (ttlMs <= 0) return;
      if (entries.has(key)) entries.delete(key);
      else if (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(key, { expiresAt: now() + ttlMs, value });
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * A cache of promises with a time to live, for the web server's short caches (themes per host,
 * public tenant content). Concurrent loads of one key share one promise; a rejected load is dropped
 * at once; `ttlFor` can keep some answers for less time.
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  ttlFor?: (value: V) => number;
  now?: () => number;
  maxEntries?: number;
}) {
  const entries = createExpiringMap<Promise<V>>(options);

  function store(key: string, value: Promise<V>): Promise<V> {
    entries.set(key, value);
    value.then(
      (resolved) => {
        if (options.ttlFor && entries.get(key) === value) {
          entries.set(key, value, options.ttlFor(resolved));
        }
      },
      () => {
        if (entries.get(key) === value) entries.delete(key);
      },
    );
    return value;
  }

  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      return entries.get(key) ?? store(key, load());
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
