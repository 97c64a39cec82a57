import type { TenantState } from '../model/tenant-state';

export type ThemeLookup = (host: string) => Promise<TenantState>;

interface CacheEntry {
  expiresAt: number;
  value: Promise<TenantState>;
}

/**
 * Themes are cached per host for a short time (ARCHITECTURE "Scale") and concurrent lookups for
 * the same host share one registry call. Failures are cached for a shorter time so a registry
 * hiccup does not pin a brand in maintenance.
 */
export function createTenantCache(options: {
  lookup: ThemeLookup;
  ttlMs: number;
  failureTtlMs?: number;
  now?: () => number;
  maxEntries?: number;
}) {
  const { lookup, ttlMs } = options;
  const failureTtlMs = options.failureTtlMs ?? Math.min(ttlMs, 5_000);
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 1_000;
  const entries = new Map<string, CacheEntry>();

  function store(host: string, value: Promise<TenantState>) {
    if (entries.size >= maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    const entry: CacheEntry = { expiresAt: now() + ttlMs, value };
    entries.set(host, entry);
    value.then(
      (state) => {
        if (state.status === 'maintenance' && state.theme === null) {
          entry.expiresAt = now() + failureTtlMs;
        }
      },
      () => entries.delete(host),
    );
    return value;
  }

  return {
    get(host: string): Promise<TenantState> {
      const hit = entries.get(host);
      if (hit && hit.expiresAt > now()) return hit.value;
      return store(host, lookup(host));
    },
    /** A fresh lookup that also refreshes the cache (the `/api/site-config` endpoint is not cached). */
    refresh(host: string): Promise<TenantState> {
      return store(host, lookup(host));
    },
    clear() {
      entries.clear();
    },
  };
}
