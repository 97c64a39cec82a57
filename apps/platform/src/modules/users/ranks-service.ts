import { and, asc, eq } from 'drizzle-orm';
import type { Rank } from '@vitrine/contract/accounts.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { boxes } from '../../db/schema/rewards.ts';
import { ranks } from '../../db/schema/tenants.ts';
import { t } from '../../http/messages.ts';
import { assetUrl } from '../storage/asset-url.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';

export interface RankRow {
  level: number;
  totalBet: number;
  imagePath: string;
  /** Null: the level's default name ("Nível 3"). */
  name: { pt: string; en: string } | null;
  benefits: { pt: string[]; en: string[] };
  rewardLoyalty: number;
  rewardBoxId: number | null;
  /** The reward box's name, when the box is the tenant's. */
  rewardBoxName: string | null;
}

export type { Rank };

/** Where the seed puts each level's badge inside the tenant's storage. */
export const rankImagePath = (level: number) => `ranks/rank-${level}.webp`;

/** The tenant's VIP ladder, lowest level first. */
export async function listRanks(db: Database, tenantId: number): Promise<RankRow[]> {
  return db
    .select({
      level: ranks.level,
      totalBet: ranks.totalBet,
      imagePath: ranks.imagePath,
      name: ranks.name,
      benefits: ranks.benefits,
      rewardLoyalty: ranks.rewardLoyalty,
      rewardBoxId: ranks.rewardBoxId,
      rewardBoxName: boxes.name,
    })
    .from(ranks)
    .leftJoin(boxes, and(eq(boxes.tenantId, ranks.tenantId), eq(boxes.id, ranks.rewardBoxId)))
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

/**
 * §3 Rank as served: the image an absolute storage URL carrying the theme version; the name,
 * benefits and reward (issue 38) in `locale`.
 */
export function presentRank(
  rank: RankRow,
  tenant: Tenant,
  publicUrl: string,
  locale: Locale,
): Rank {
  const language = locale === 'en' ? 'en' : 'pt';
  const hasReward = rank.rewardLoyalty > 0 || rank.rewardBoxName !== null;
  return {
    level: rank.level,
    totalBet: rank.totalBet,
    image: assetUrl(publicUrl, tenant.slug, rank.imagePath, tenant.config.version),
    name: rank.name?.[language] ?? t(locale, 'vip_level_name', { level: rank.level }),
    benefits: rank.benefits[language],
    reward: hasReward ? { loyalty: rank.rewardLoyalty, box: rank.rewardBoxName } : null,
  };
}
