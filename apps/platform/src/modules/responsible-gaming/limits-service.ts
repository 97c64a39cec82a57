import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { moneyTransaction } from '../../db/money-transaction.ts';
import { playerLimits } from '../../db/schema/responsible-gaming.ts';
import { users } from '../../db/schema/users.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import type { LimitKind, LimitPeriod } from '@vitrine/contract/responsible-gaming.ts';
import { limitChangeTakesEffect, limitLeft, periodWindow } from './limit-periods.ts';
import { moneyUsage } from './limit-usage.ts';

// A player's limits and their history (docs/design/responsible-gaming.md "What the platform stores").

export interface LimitChange {
  kind: LimitKind;
  period: LimitPeriod;
  /** Centavos, or minutes for `time`; null removes the limit. */
  amount: number | null;
}

export interface LimitInForce {
  kind: LimitKind;
  period: LimitPeriod;
  /** What applies now; null is "no limit". */
  amount: number | null;
  /** A looser change waiting for its cooling-off, if any. */
  pending: { amount: number | null; effectiveAt: Date } | null;
}

const ownRows = (player: PlayerRef) =>
  and(eq(playerLimits.tenantId, player.tenantId), eq(playerLimits.userId, player.userId));

/**
 * Records a change of one of the player's limits: a stricter one applies at once, a looser one after
 * `coolingOffMinutes`. It replaces a change of the same limit still pending, so a raise asked and
 * then taken back never arrives. A player's changes are made one at a time (their user row is
 * locked), so two at once cannot both read the same limit in force.
 */
export async function changeLimit(
  db: Database,
  player: PlayerRef,
  change: LimitChange,
  { now, coolingOffMinutes }: { now: Date; coolingOffMinutes: number },
): Promise<{ immediate: boolean; effectiveAt: Date }> {
  return moneyTransaction(db, async (tx) => {
    await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, player.tenantId), eq(users.id, player.userId)))
      .for('update');
    const sameLimit = and(
      ownRows(player),
      eq(playerLimits.kind, change.kind),
      eq(playerLimits.period, change.period),
      isNull(playerLimits.cancelledAt),
    );
    await tx
      .update(playerLimits)
      .set({ cancelledAt: now })
      .where(and(sameLimit, gt(playerLimits.effectiveAt, now)));
    const current = inForce(await tx.select().from(playerLimits).where(sameLimit), now);
    const takesEffect = limitChangeTakesEffect(current, change.amount, now, coolingOffMinutes);
    await tx.insert(playerLimits).values({
      tenantId: player.tenantId,
      userId: player.userId,
      kind: change.kind,
      period: change.period,
      amount: change.amount,
      requestedAt: now,
      effectiveAt: takesEffect.at,
    });
    return { immediate: takesEffect.immediate, effectiveAt: takesEffect.at };
  });
}

type LimitRow = typeof playerLimits.$inferSelect;

const inEffectOrder = (a: LimitRow, b: LimitRow) =>
  a.effectiveAt.getTime() - b.effectiveAt.getTime() || a.id - b.id;

/** The amount in force at `now` among one limit's rows (not cancelled): the newest in effect. */
function inForce(rows: readonly LimitRow[], now: Date): number | null {
  const inEffect = rows
    .filter((row) => row.effectiveAt.getTime() <= now.getTime())
    .sort(inEffectOrder);
  return inEffect.at(-1)?.amount ?? null;
}

/** Every limit the player has set, as it stands at `now`, with a change still pending. */
export async function limitsOf(
  db: Database,
  player: PlayerRef,
  now: Date,
): Promise<LimitInForce[]> {
  const rows = await db
    .select()
    .from(playerLimits)
    .where(and(ownRows(player), isNull(playerLimits.cancelledAt)))
    .orderBy(asc(playerLimits.effectiveAt), asc(playerLimits.id));
  const byLimit = new Map<string, LimitRow[]>();
  for (const row of rows) {
    const key = `${row.kind}:${row.period}`;
    byLimit.set(key, [...(byLimit.get(key) ?? []), row]);
  }
  return [...byLimit.values()].flatMap((limitRows) => {
    const [first] = limitRows;
    if (!first) return [];
    const waiting = limitRows.filter((row) => row.effectiveAt.getTime() > now.getTime()).at(-1);
    return [
      {
        kind: first.kind,
        period: first.period,
        amount: inForce(limitRows, now),
        pending: waiting ? { amount: waiting.amount, effectiveAt: waiting.effectiveAt } : null,
      },
    ];
  });
}

/** The history of the player's limit changes, newest first: what was asked, when it took effect. */
export async function limitHistory(db: Database, player: PlayerRef, limit = 100) {
  return db
    .select()
    .from(playerLimits)
    .where(ownRows(player))
    .orderBy(desc(playerLimits.requestedAt), desc(playerLimits.id))
    .limit(limit);
}

/**
 * How much more the player may deposit now: the least room any deposit limit in force leaves, and
 * when that limit's period resets; null without a deposit limit. `limits`: the player's limits at
 * `now` when the caller has read them already. Called inside the payment's
 * money transaction, after the wallet lock, it counts every deposit committed before.
 */
export async function depositRoom(
  db: Database,
  player: PlayerRef,
  now: Date,
  limits?: readonly LimitInForce[],
): Promise<{ left: number; resetsAt: Date } | null> {
  let room: { left: number; resetsAt: Date } | null = null;
  for (const limit of limits ?? (await limitsOf(db, player, now))) {
    if (limit.kind !== 'deposit' || limit.amount === null) continue;
    const window = periodWindow(limit.period, now);
    const left = limitLeft(limit.amount, (await moneyUsage(db, player, window)).deposit);
    if (room === null || left < room.left) room = { left, resetsAt: window.resetsAt };
  }
  return room;
}

/** What stops a stake: the limit that leaves the least room, and when its period resets. */
export interface StakeRoom {
  kind: 'bet' | 'loss';
  left: number;
  resetsAt: Date;
}

/**
 * How much the player may stake now: the least room any bet or loss limit in force leaves — a
 * stake counts whole against the loss limit, as it may be lost — and that limit's reset; null
 * without either. Called inside the round's money transaction, after the wallet lock.
 */
export async function stakeRoom(
  db: Database,
  player: PlayerRef,
  now: Date,
  limits?: readonly LimitInForce[],
): Promise<StakeRoom | null> {
  let room: StakeRoom | null = null;
  for (const limit of limits ?? (await limitsOf(db, player, now))) {
    if ((limit.kind !== 'bet' && limit.kind !== 'loss') || limit.amount === null) continue;
    const window = periodWindow(limit.period, now);
    const left = limitLeft(limit.amount, (await moneyUsage(db, player, window))[limit.kind]);
    if (room === null || left < room.left)
      room = { kind: limit.kind, left, resetsAt: window.resetsAt };
  }
  return room;
}
