import type { Database } from '../../db/client.ts';
import { listRanks, type RankRow } from '../users/ranks-service.ts';

// The VIP ladder as everything reads it (docs/product/vip-and-referrals.md "VIP club and
// ranking"): once per tenant and kept briefly in memory, so that a spin or a sportsbook bet pays no
// extra query to learn whether it reached a level, nor does the user presenter (every /user/me),
// the chat or GET /ranking. An operator's edit shows within the TTL.

/** How long a tenant's ladder is trusted, in milliseconds of real time. */
export const LADDER_TTL_MS = 30_000;

interface CachedLadder {
  ladder: Promise<readonly RankRow[]>;
  expiresAt: number;
}

// Keyed by the platform's own database handle, so two platforms in one process (tests) never share.
const ladders = new WeakMap<Database, Map<number, CachedLadder>>();

/**
 * The tenant's ladder, lowest threshold first: from memory when read less than the TTL ago. Shared
 * by every caller, so read-only.
 */
export function cachedLadder(db: Database, tenantId: number): Promise<readonly RankRow[]> {
  let byTenant = ladders.get(db);
  if (!byTenant) {
    byTenant = new Map();
    ladders.set(db, byTenant);
  }
  const now = Date.now();
  const cached = byTenant.get(tenantId);
  if (cached && cached.expiresAt > now) return cached.ladder;
  const ladder: Promise<readonly RankRow[]> = listRanks(db, tenantId);
  const entry = { ladder, expiresAt: now + LADDER_TTL_MS };
  byTenant.set(tenantId, entry);
  // A failed read is not kept: the next bet tries again.
  ladder.catch(() => {
    if (byTenant.get(tenantId) === entry) byTenant.delete(tenantId);
  });
  return ladder;
}

/** Drops the tenant's cached ladder (after an edit, and in tests). */
export function forgetLadder(db: Database, tenantId: number): void {
  ladders.get(db)?.delete(tenantId);
}
