import {
  and,
  count,
  countDistinct,
  eq,
  gte,
  isNotNull,
  lt,
  ne,
  or,
  isNull,
  sql,
} from 'drizzle-orm';
import { brazilianIsoDate } from '@vitrine/contract/brazil-calendar.ts';
import type { MissionGoal } from '@vitrine/contract/missions.ts';
import type { Database } from '../../db/client.ts';
import { gameProviders, games } from '../../db/schema/casino.ts';
import { sessionActivity } from '../../db/schema/responsible-gaming.ts';
import { playerBoxes } from '../../db/schema/rewards.ts';
import { sportsbookTransactions } from '../../db/schema/sportsbook.ts';
import { authTokens } from '../../db/schema/users.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { ACTIVITY_WRITE_EVERY_MS } from '../responsible-gaming/session-activity-service.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';

// A mission's progress is read from what the player really did — the ledger, the sportsbook's
// bets, the boxes opened, the sessions — never from a counter of its own
// (docs/design/missions.md "Progress").

export interface MissionGoalSpec {
  kind: MissionGoal;
  target: number;
  gameId: number | null;
  /** A provider's code. */
  provider: string | null;
}

/** Where progress counts: from `since` (inclusive) until `until` (exclusive; null: open). */
export interface ProgressWindow {
  since: Date;
  until: Date | null;
}

export interface MissionProgress {
  current: number;
  target: number;
  percentage: number;
}

/** The window of a mission the player accepted: from the later of acceptance and start, to its end. */
export const progressWindow = (
  mission: { startsAt: Date; endsAt: Date | null },
  acceptedAt: Date,
): ProgressWindow => ({
  since: acceptedAt > mission.startsAt ? acceptedAt : mission.startsAt,
  until: mission.endsAt,
});

/** Capped at the target; the percentage rounded and clamped to 0–100. */
export function presentProgress(raw: number, target: number): MissionProgress {
  const current = Math.min(Math.max(0, Math.trunc(raw)), target);
  const percentage = Math.min(100, Math.max(0, Math.round((current * 100) / target)));
  return { current, target, percentage };
}

/** The zero progress of a mission not accepted (and of every mission a guest sees). */
export const noProgress = (target: number): MissionProgress => presentProgress(0, target);

const within = (column: Parameters<typeof gte>[0], window: ProgressWindow) =>
  and(gte(column, window.since), window.until ? lt(column, window.until) : undefined);

/** The goal's raw measure for the player in the window (centavos, or a count). */
export async function measureGoal(
  db: Database,
  player: PlayerRef,
  goal: MissionGoalSpec,
  window: ProgressWindow,
): Promise<number> {
  const ownLedger = and(
    eq(walletTransactions.tenantId, player.tenantId),
    eq(walletTransactions.userId, player.userId),
    within(walletTransactions.createdAt, window),
  );
  switch (goal.kind) {
    case 'wager':
    case 'rounds': {
      // Casino bets only (a sportsbook bet has no game), of the goal's game or provider.
      const measure =
        goal.kind === 'wager'
          ? sql<string | null>`sum(-${walletTransactions.amount})`
          : countDistinct(walletTransactions.roundId);
      const [row] = await db
        .select({ value: measure })
        .from(walletTransactions)
        .innerJoin(
          games,
          and(
            eq(games.tenantId, walletTransactions.tenantId),
            eq(games.id, walletTransactions.gameId),
          ),
        )
        .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
        .where(
          and(
            ownLedger,
            eq(walletTransactions.type, 'bet'),
            isNotNull(walletTransactions.gameId),
            goal.gameId === null ? undefined : eq(walletTransactions.gameId, goal.gameId),
            goal.provider === null ? undefined : eq(gameProviders.code, goal.provider),
          ),
        );
      return Number(row?.value ?? 0);
    }
    case 'deposit': {
      const [row] = await db
        .select({ value: sql<string | null>`sum(${walletTransactions.amount})` })
        .from(walletTransactions)
        .where(and(ownLedger, eq(walletTransactions.type, 'deposit')));
      return Number(row?.value ?? 0);
    }
    case 'sports_bet': {
      // A bet Betby discarded (never placed) does not count.
      const [row] = await db
        .select({ value: count() })
        .from(sportsbookTransactions)
        .where(
          and(
            eq(sportsbookTransactions.tenantId, player.tenantId),
            eq(sportsbookTransactions.userId, player.userId),
            eq(sportsbookTransactions.operation, 'bet'),
            or(
              isNull(sportsbookTransactions.result),
              ne(sportsbookTransactions.result, 'discarded'),
            ),
            within(sportsbookTransactions.createdAt, window),
          ),
        );
      return row?.value ?? 0;
    }
    case 'open_box': {
      const [row] = await db
        .select({ value: count() })
        .from(playerBoxes)
        .where(
          and(
            eq(playerBoxes.tenantId, player.tenantId),
            eq(playerBoxes.userId, player.userId),
            isNotNull(playerBoxes.openedAt),
            within(playerBoxes.openedAt, window),
          ),
        );
      return row?.value ?? 0;
    }
    case 'login_days':
      return (await loginDays(db, player, window)).size;
  }
}

/**
 * The São Paulo days the player signed in or was active on, in the window: each sign-in (a token
 * issued) and each end of a session stretch (session_activity).
 */
async function loginDays(
  db: Database,
  player: PlayerRef,
  window: ProgressWindow,
): Promise<Set<string>> {
  const [signIns, stretches] = await Promise.all([
    db
      .select({ at: authTokens.createdAt })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tenantId, player.tenantId),
          eq(authTokens.userId, player.userId),
          within(authTokens.createdAt, window),
        ),
      ),
    db
      .select({ startedAt: sessionActivity.startedAt, lastAt: sessionActivity.lastAt })
      .from(sessionActivity)
      .where(
        and(
          eq(sessionActivity.tenantId, player.tenantId),
          eq(sessionActivity.userId, player.userId),
          // A stretch's last_at is written at most once a minute: one that lags the window's
          // start by less is the session the player accepted the mission in.
          gte(sessionActivity.lastAt, new Date(window.since.getTime() - ACTIVITY_WRITE_EVERY_MS)),
          window.until ? lt(sessionActivity.startedAt, window.until) : undefined,
        ),
      ),
  ]);
  const days = new Set<string>();
  const inWindow = (at: Date) => at >= window.since && (!window.until || at < window.until);
  for (const { at } of signIns) days.add(brazilianIsoDate(at));
  for (const { startedAt, lastAt } of stretches) {
    const from = startedAt > window.since ? startedAt : window.since;
    if (inWindow(from)) days.add(brazilianIsoDate(from));
    if (inWindow(lastAt)) days.add(brazilianIsoDate(lastAt));
  }
  return days;
}

/** The player's progress on a goal in the window. */
export async function goalProgress(
  db: Database,
  player: PlayerRef,
  goal: MissionGoalSpec,
  window: ProgressWindow,
): Promise<MissionProgress> {
  return presentProgress(await measureGoal(db, player, goal, window), goal.target);
}
