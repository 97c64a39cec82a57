import { and, desc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessionActivity } from '../../db/schema/responsible-gaming.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import type { PeriodWindow } from './limit-periods.ts';

// Session activity (docs/design/responsible-gaming.md "Session activity"): the stretches of a
// token's use, the 30-minute rule of Portaria SPA/MF 722/2024 and the time on the site.

/** A stretch's last activity is written at most this often: one write a minute per token. */
export const ACTIVITY_WRITE_EVERY_MS = 60_000;

export type Stretch = typeof sessionActivity.$inferSelect;

/** The token a request came with: whose, which, and when it was issued (the sign-in). */
export interface ActiveToken extends PlayerRef {
  tokenId: number;
  tokenCreatedAt: Date;
}

/** Where a token's session stands after a request. */
export interface SessionState {
  /** The token's current stretch; null when only background calls came since the gap. */
  stretch: Stretch | null;
  /** The player proved who they are since the last gap: money may move. */
  confirmed: boolean;
}

const ofToken = (token: ActiveToken) =>
  and(eq(sessionActivity.tenantId, token.tenantId), eq(sessionActivity.tokenId, token.tokenId));

async function newestStretch(db: Database, token: ActiveToken): Promise<Stretch | null> {
  const [row] = await db
    .select()
    .from(sessionActivity)
    .where(ofToken(token))
    .orderBy(desc(sessionActivity.startedAt), desc(sessionActivity.id))
    .limit(1);
  return row ?? null;
}

/**
 * Records a request of the token's player. Within `idleMinutes` of the last activity (the sign-in
 * when there is none yet) it extends the current stretch, writing at most once a minute. After a
 * longer gap it starts a new stretch, not confirmed: money waits for the password. A background
 * call (`activity: false`) is no activity: it only reads where the session stands.
 */
export async function recordActivity(
  db: Database,
  token: ActiveToken,
  { now, idleMinutes, activity }: { now: Date; idleMinutes: number; activity: boolean },
): Promise<SessionState> {
  const latest = await newestStretch(db, token);
  const lastAt = latest?.lastAt ?? token.tokenCreatedAt;
  const idle = now.getTime() - lastAt.getTime() > idleMinutes * 60_000;
  if (latest && !idle) {
    let stretch = latest;
    if (activity && now.getTime() - latest.lastAt.getTime() >= ACTIVITY_WRITE_EVERY_MS) {
      await db
        .update(sessionActivity)
        .set({ lastAt: now })
        .where(and(eq(sessionActivity.id, latest.id), lt(sessionActivity.lastAt, now)));
      stretch = { ...latest, lastAt: now };
    }
    return { stretch, confirmed: stretch.confirmedAt !== null };
  }
  // The first activity of a fresh sign-in is confirmed by the sign-in itself.
  const confirmedAt = latest === null && !idle ? token.tokenCreatedAt : null;
  if (!activity) return { stretch: null, confirmed: confirmedAt !== null };
  const [stretch] = await db
    .insert(sessionActivity)
    .values({
      tenantId: token.tenantId,
      userId: token.userId,
      tokenId: token.tokenId,
      startedAt: now,
      lastAt: now,
      confirmedAt,
    })
    .returning();
  if (!stretch) throw new Error('an inserted stretch is returned');
  return { stretch, confirmed: confirmedAt !== null };
}

/**
 * The player proved it is them again (the password): the token's current stretch is confirmed,
 * and extended to `now`.
 */
export async function confirmSession(
  db: Database,
  token: ActiveToken,
  now: Date,
  idleMinutes: number,
): Promise<Stretch> {
  const state = await recordActivity(db, token, { now, idleMinutes, activity: true });
  if (!state.stretch) throw new Error('an activity always has a stretch');
  const [confirmed] = await db
    .update(sessionActivity)
    .set({
      confirmedAt: now,
      lastAt: new Date(Math.max(state.stretch.lastAt.getTime(), now.getTime())),
    })
    .where(eq(sessionActivity.id, state.stretch.id))
    .returning();
  if (!confirmed) throw new Error('the stretch just read is there');
  return confirmed;
}

/**
 * Whether the player's newest stretch, on any token, is live and confirmed — for a call made
 * without a bearer token on the player's behalf (the demo slot's spin, from the game's page). A
 * live one is extended, as the spin is the player's activity.
 */
export async function playerSessionConfirmed(
  db: Database,
  player: PlayerRef,
  { now, idleMinutes }: { now: Date; idleMinutes: number },
): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(sessionActivity)
    .where(
      and(eq(sessionActivity.tenantId, player.tenantId), eq(sessionActivity.userId, player.userId)),
    )
    .orderBy(desc(sessionActivity.lastAt), desc(sessionActivity.id))
    .limit(1);
  if (!latest || latest.confirmedAt === null) return false;
  if (now.getTime() - latest.lastAt.getTime() > idleMinutes * 60_000) return false;
  if (now.getTime() - latest.lastAt.getTime() >= ACTIVITY_WRITE_EVERY_MS) {
    await db
      .update(sessionActivity)
      .set({ lastAt: now })
      .where(and(eq(sessionActivity.id, latest.id), lt(sessionActivity.lastAt, now)));
  }
  return true;
}

/**
 * Minutes of activity inside the window: every stretch of the player (all tokens) cut to the
 * window, overlaps between devices counted once, rounded down.
 */
export async function minutesActive(
  db: Database,
  player: PlayerRef,
  window: PeriodWindow,
): Promise<number> {
  const rows = await db
    .select({ startedAt: sessionActivity.startedAt, lastAt: sessionActivity.lastAt })
    .from(sessionActivity)
    .where(
      and(
        eq(sessionActivity.tenantId, player.tenantId),
        eq(sessionActivity.userId, player.userId),
        gt(sessionActivity.lastAt, window.start),
        lt(sessionActivity.startedAt, window.resetsAt),
      ),
    );
  const spans = rows
    .map((row) => ({
      from: Math.max(row.startedAt.getTime(), window.start.getTime()),
      to: Math.min(row.lastAt.getTime(), window.resetsAt.getTime()),
    }))
    .filter((span) => span.to > span.from)
    .sort((a, b) => a.from - b.from);
  let total = 0;
  let open: { from: number; to: number } | null = null;
  for (const span of spans) {
    if (open && span.from <= open.to) {
      open.to = Math.max(open.to, span.to);
      continue;
    }
    if (open) total += open.to - open.from;
    open = { ...span };
  }
  if (open) total += open.to - open.from;
  return Math.floor(total / 60_000);
}

/** The net result of play since `since`, in centavos: wins less stakes (a refund gives back). */
export async function netResultSince(
  db: Database,
  player: PlayerRef,
  since: Date,
): Promise<number> {
  const { amount, type } = walletTransactions;
  const [row] = await db
    .select({ net: sql<string>`coalesce(sum(${amount}), 0)` })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, player.tenantId),
        eq(walletTransactions.userId, player.userId),
        inArray(type, ['bet', 'win']),
        gte(walletTransactions.createdAt, since),
      ),
    );
  return Number(row?.net ?? 0);
}
