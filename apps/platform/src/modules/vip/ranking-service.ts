import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Locale } from '@vitrine/contract/locale.ts';
import {
  LEADERBOARD_SIZE,
  type LeaderboardEntry,
  type RankingPeriod,
  type RankingResponse,
} from '@vitrine/contract/ranking.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { brazilDayOf, brazilMidnight } from '../../http/brazil-calendar.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import { presentRank, rankLevelFor } from '../users/ranks-service.ts';
import { avatarUrl, publicName } from '../users/user-service.ts';
import { leaderboardCacheOf, type Standing } from './leaderboard-cache.ts';
import { cachedLadder } from './vip-ladder-service.ts';

// §7 `GET /ranking` (docs/product/vip-and-referrals.md "VIP club and ranking"): the ladder and the
// period's top wagerers of real money — the sum of the period's cash `bet` rows, where a returned
// sportsbook stake (a `bet` row of +stake) nets out and a bonus stake never counts. The summing is
// cached a minute per tenant and period (leaderboard-cache.ts); who the players are and what their
// settings show is read per request, and so is the signed-in player's own standing.

/** The period holding `now`, in São Paulo time: the week from Monday 00:00, or the month. */
export function rankingPeriod(period: RankingPeriod, now: Date): { start: Date; end: Date } {
  const today = brazilDayOf(now);
  if (period === 'monthly') {
    return {
      start: brazilMidnight({ year: today.year, month: today.month, day: 1 }),
      end: brazilMidnight({ year: today.year, month: today.month + 1, day: 1 }),
    };
  }
  const monday = today.day - today.weekday;
  return {
    start: brazilMidnight({ year: today.year, month: today.month, day: monday }),
    end: brazilMidnight({ year: today.year, month: today.month, day: monday + 7 }),
  };
}

/** −sum(amount) of the tenant's cash `bet` rows in the period, per player. */
const wageredSum = sql<string>`-sum(${walletTransactions.amount})`;

const inPeriod = (tenantId: number, start: Date, end: Date) =>
  and(
    eq(walletTransactions.tenantId, tenantId),
    eq(walletTransactions.type, 'bet'),
    eq(walletTransactions.balanceKind, 'cash'),
    gte(walletTransactions.createdAt, start),
    lt(walletTransactions.createdAt, end),
  );

/** The period's wagerers best first (wagered desc, then user id asc), `LEADERBOARD_SIZE` of them. */
async function topWagerers(db: Database, tenantId: number, start: Date, end: Date) {
  const rows = await db
    .select({ userId: walletTransactions.userId, wagered: wageredSum })
    .from(walletTransactions)
    .where(inPeriod(tenantId, start, end))
    .groupBy(walletTransactions.userId)
    .having(sql`${wageredSum} > 0`)
    .orderBy(sql`${wageredSum} desc`, walletTransactions.userId)
    .limit(LEADERBOARD_SIZE);
  return rows.map((row): Standing => ({ userId: row.userId, wagered: Number(row.wagered) }));
}

/**
 * The signed-in player's own standing, read fresh: their period's sum now, placed among the other
 * places of the leaderboard as summed (at most a minute old). Below every other place of a full
 * leaderboard, counted against the live totals of everyone who wagered.
 */
async function ownStanding(
  db: Database,
  tenantId: number,
  userId: number,
  { start, end, top }: { start: Date; end: Date; top: readonly Standing[] },
): Promise<{ wagered: number; position: number | null }> {
  const [own] = await db
    .select({ wagered: wageredSum })
    .from(walletTransactions)
    .where(and(inPeriod(tenantId, start, end), eq(walletTransactions.userId, userId)));
  const wagered = Number(own?.wagered ?? 0);
  if (wagered <= 0) return { wagered: 0, position: null };
  const isAhead = (other: Standing) =>
    other.wagered > wagered || (other.wagered === wagered && other.userId < userId);
  const others = top.filter((standing) => standing.userId !== userId);
  const ahead = others.filter(isAhead).length;
  if (ahead < others.length || top.length < LEADERBOARD_SIZE) {
    return { wagered, position: ahead + 1 };
  }
  const totals = db
    .select({ userId: walletTransactions.userId, wagered: wageredSum.as('wagered') })
    .from(walletTransactions)
    .where(inPeriod(tenantId, start, end))
    .groupBy(walletTransactions.userId)
    .as('totals');
  const [counted] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(totals)
    .where(
      sql`${totals.wagered} > ${wagered} or (${totals.wagered} = ${wagered} and ${totals.userId} < ${userId})`,
    );
  return { wagered, position: (counted?.value ?? 0) + 1 };
}

/**
 * The ranking of `period` as `viewer` (null: a guest) sees it. Each place shows what its player
 * allows: hiding the username (or everything) hides name and id; hiding statistics or metrics (or
 * everything) hides level and amount.
 */
export async function rankingFor(
  db: Database,
  tenant: Tenant,
  publicUrl: string,
  {
    period,
    viewer,
    locale,
    now,
  }: {
    period: RankingPeriod;
    /** The signed-in player, as the request found them. */
    viewer: { id: number; totalBet: number } | null;
    locale: Locale;
    now: Date;
  },
): Promise<RankingResponse> {
  const { start, end } = rankingPeriod(period, now);
  const [ladder, top] = await Promise.all([
    cachedLadder(db, tenant.id),
    leaderboardCacheOf(db).read(`${tenant.id}:${period}:${start.toISOString()}`, now, () =>
      topWagerers(db, tenant.id, start, end),
    ),
  ]);
  // Read per request, so a player who hides their name or figures is hidden at once.
  const players =
    top.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            avatarPath: users.avatarPath,
            totalBet: users.totalBet,
            hideUsername: users.hideUsername,
            hideStatistics: users.hideStatistics,
            hideMetrics: users.hideMetrics,
            hideAll: users.hideAll,
          })
          .from(users)
          .where(
            and(
              eq(users.tenantId, tenant.id),
              inArray(
                users.id,
                top.map((standing) => standing.userId),
              ),
            ),
          );
  const byId = new Map(players.map((player) => [player.id, player]));

  const leaderboard = top.flatMap((standing, index): LeaderboardEntry[] => {
    const player = byId.get(standing.userId);
    if (!player) return [];
    const named = !(player.hideUsername || player.hideAll);
    const counted = !(player.hideStatistics || player.hideMetrics || player.hideAll);
    return [
      {
        position: index + 1,
        user_id: named ? player.id : null,
        name: named ? publicName(player) : null,
        avatar:
          named && player.avatarPath ? avatarUrl(publicUrl, tenant.slug, player.avatarPath) : null,
        level: counted ? rankLevelFor(player.totalBet, ladder) : null,
        wagered: counted ? standing.wagered : null,
        is_self: player.id === viewer?.id,
      },
    ];
  });

  let self: RankingResponse['self'] = null;
  if (viewer) {
    const own = await ownStanding(db, tenant.id, viewer.id, { start, end, top });
    self = {
      position: own.position,
      wagered: own.wagered,
      level: rankLevelFor(viewer.totalBet, ladder),
      totalBet: viewer.totalBet,
    };
  }

  return {
    ranks: ladder.map((rank) => presentRank(rank, tenant, publicUrl, locale)),
    period,
    starts_at: start.toISOString(),
    ends_at: end.toISOString(),
    leaderboard,
    self,
  };
}
