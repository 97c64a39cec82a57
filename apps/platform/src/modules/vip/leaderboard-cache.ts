import type { Database } from '../../db/client.ts';

// GET /ranking's leaderboard (docs/product/vip-and-referrals.md "The ranking"): summing a whole
// period's bet rows is the costly part, so each tenant's period is summed at most once a minute per
// process. Bounded, so that however many tenants and periods are asked for, memory stays flat.

/** How long a period's summed leaderboard is served from memory, in milliseconds. */
export const LEADERBOARD_TTL_MS = 60_000;

/** The most leaderboards kept at once (tenants × periods); the oldest read goes first. */
export const LEADERBOARD_CACHE_ENTRIES = 512;

/** A place on the leaderboard as summed: who, and how much real money they wagered. */
export interface Standing {
  userId: number;
  wagered: number;
}

interface Entry {
  standings: Promise<readonly Standing[]>;
  expiresAt: number;
}

export interface LeaderboardCache {
  /**
   * The standings under `key` summed less than the TTL before `now`, else summed by `load` (once:
   * concurrent readers share the one summing). A failed summing is not kept.
   */
  read(
    key: string,
    now: Date,
    load: () => Promise<readonly Standing[]>,
  ): Promise<readonly Standing[]>;
  /** How many times a leaderboard was summed rather than served from memory (a seam for tests). */
  readonly loads: number;
  /** How many leaderboards are held. */
  readonly size: number;
}

export function leaderboardCache({
  ttlMs = LEADERBOARD_TTL_MS,
  maxEntries = LEADERBOARD_CACHE_ENTRIES,
}: { ttlMs?: number; maxEntries?: number } = {}): LeaderboardCache {
  // In insertion order, which is the order they were summed: the first is the oldest.
  const entries = new Map<string, Entry>();
  let loads = 0;

  /** Drops what has expired, then the oldest, until one more fits. */
  const makeRoom = (now: number) => {
    if (entries.size < maxEntries) return;
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };

  return {
    read(key, now, load) {
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now.getTime()) return cached.standings;
      entries.delete(key);
      makeRoom(now.getTime());
      loads += 1;
      const entry: Entry = { standings: load(), expiresAt: now.getTime() + ttlMs };
      entries.set(key, entry);
      entry.standings.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.standings;
    },
    get loads() {
      return loads;
    },
    get size() {
      return entries.size;
    },
  };
}

// One per platform database, so two platforms in one process (tests) never share.
const caches = new WeakMap<Database, LeaderboardCache>();

/** The leaderboard cache of the platform whose database is `db`. */
export function leaderboardCacheOf(db: Database): LeaderboardCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = leaderboardCache();
    caches.set(db, cache);
  }
  return cache;
}
