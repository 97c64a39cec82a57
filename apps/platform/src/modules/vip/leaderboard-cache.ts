import type { Database } from '../../db/client.ts';
import { createTtlCache } from '../../services/ttl-cache.ts';

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
  const cache = createTtlCache<readonly Standing[]>({ ttlMs, maxEntries });
  return {
    read: (key, now, load) => cache.get(key, load, now.getTime()),
    get loads() {
      return cache.loads;
    },
    get size() {
      return cache.size;
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
