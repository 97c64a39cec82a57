import type { User } from '@vitrine/contract/accounts.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { z } from 'zod';
import type { publicProfileSchema, SelfExclusionUnit } from '@vitrine/contract/accounts.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { presentRank, type Rank, type RankRow } from '../users/ranks-service.ts';
import type { UserRow } from '../users/user-service.ts';

type PublicProfile = z.infer<typeof publicProfileSchema>;

/**
 * Another player's view of a profile (`POST /profile/show`). Each setting hides its part:
 * hide_username the name, hide_statistics the statistics, hide_activity, hide_played_games and
 * hide_battle_rewards their lists, hide_metrics the level, VIP and statistics; hide_all leaves only
 * the id. The owner sees everything.
 */
export function publicProfile(row: UserRow, user: User, viewerIsOwner: boolean): PublicProfile {
  const shown = (hidden: boolean) => viewerIsOwner || (!hidden && !row.hideAll);
  const profile: PublicProfile = { id: user.id };
  if (shown(row.hideUsername)) profile.name = user.name;
  if (shown(false)) profile.avatar = user.avatar;
  if (shown(row.hideMetrics)) {
    profile.level = user.level;
    profile.vip = user.vip;
  }
  if (shown(row.hideStatistics || row.hideMetrics)) {
    // Bets and wins arrive with the games and wallet modules; the total is known already.
    profile.statistics = { total_bet: user.totalBet, bets: 0, wins: 0 };
  }
  if (shown(row.hideActivity)) profile.activity = [];
  if (shown(row.hidePlayedGames)) profile.played_games = [];
  if (shown(row.hideBattleRewards)) profile.battle_rewards = [];
  return profile;
}

/** `GET /profile/vip`: where the player stands on the ladder, and the next step. */
export function vipStanding(
  user: User,
  ladder: readonly RankRow[],
  tenant: Tenant,
  publicUrl: string,
  locale: Locale,
) {
  const ranks: Rank[] = ladder.map((rank) => presentRank(rank, tenant, publicUrl, locale));
  const index = ranks.findIndex((rank) => rank.level === user.level);
  const current = ranks[index] ?? ranks[0];
  if (!current) throw new Error(`tenant ${tenant.slug} has no VIP ranks`);
  return {
    level: user.level,
    points: user.vip.points,
    totalBet: user.totalBet,
    current,
    next: ranks[index + 1] ?? null,
    ranks,
  };
}

/**
 * The end of a self-exclusion period: calendar months keep the day (clamped to the month's end);
 * null for an indefinite one (issue 35).
 */
export function selfExclusionEnd(start: Date, value: number, unit: SelfExclusionUnit): Date | null {
  if (unit === 'indefinite') return null;
  if (unit === 'days' || unit === 'weeks') {
    const days = unit === 'days' ? value : value * 7;
    return new Date(start.getTime() + days * 24 * 60 * 60 * 1000);
  }
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + value);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
