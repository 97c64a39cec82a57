import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ranks } from '../../db/schema/tenants.ts';
import { assetUrl } from '../storage/asset-url.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';

export interface RankRow {
  level: number;
  totalBet: number;
  imagePath: string;
}

/** §3 Rank as served: the image is an absolute storage URL carrying the theme version. */
export interface Rank {
  level: number;
  totalBet: number;
  image: string;
}

/** Where the seed puts each level's badge inside the tenant's storage. */
export const rankImagePath = (level: number) => `ranks/rank-${level}.webp`;

/** The tenant's VIP ladder, lowest level first. */
export async function listRanks(db: Database, tenantId: number): Promise<RankRow[]> {
  return db
    .select({ level: ranks.level, totalBet: ranks.totalBet, imagePath: ranks.imagePath })
    .from(ranks)
    .where(eq(ranks.tenantId, tenantId))
    .orderBy(asc(ranks.totalBet), asc(ranks.level));
}

/** The highest rank whose threshold `totalBet` has reached; level 1 when the ladder is empty. */
export function rankLevelFor(totalBet: number, ladder: readonly RankRow[]): number {
  let level = ladder[0]?.level ?? 1;
  for (const rank of ladder) if (totalBet >= rank.totalBet) level = rank.level;
  return level;
}

// §3 User vip.points: one point per whole real wagered (totalBet is in centavos).
export const vipPointsFor = (totalBet: number) => Math.floor(totalBet / 100);

export function presentRank(rank: RankRow, tenant: Tenant, publicUrl: string): Rank {
  return {
    level: rank.level,
    totalBet: rank.totalBet,
    image: assetUrl(publicUrl, tenant.slug, rank.imagePath, tenant.config.version),
  };
}
