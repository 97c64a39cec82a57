import type { Database } from '../../db/client.ts';
import { cachePerDatabase } from '../../services/ttl-cache.ts';
import { listRanks, type RankRow } from '../users/ranks-service.ts';

// The VIP ladder as everything reads it (docs/product/vip-and-referrals.md "VIP club and
// ranking"): once per tenant and kept briefly in memory, so that a spin or a sportsbook bet pays no
// extra query to learn whether it reached a level, nor does the user presenter (every /user/me),
// the chat or GET /ranking. An operator's edit shows within the TTL.

/** How long a tenant's ladder is trusted, in milliseconds of real time. */
export const LADDER_TTL_MS = 30_000;

/** Tenants whose ladder is held at once; the oldest read goes first. */
const LADDER_CACHE_ENTRIES = 1_000;

const laddersOf = cachePerDatabase<Database, readonly RankRow[]>(() => ({
  ttlMs: LADDER_TTL_MS,
  maxEntries: LADDER_CACHE_ENTRIES,
}));

/**
 * The tenant's ladder, lowest threshold first: from memory when read less than the TTL ago (a
 * failed read is not kept: the next bet tries again). Shared by every caller, so read-only.
 */
export function cachedLadder(db: Database, tenantId: number): Promise<readonly RankRow[]> {
  return laddersOf(db).get(`${tenantId}`, () => listRanks(db, tenantId));
}

/** Drops the tenant's cached ladder (after an edit, and in tests). */
export function forgetLadder(db: Database, tenantId: number): void {
  laddersOf(db).forget(`${tenantId}`);
}
