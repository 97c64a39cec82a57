import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  BONUSES_PAGE_SIZE,
  CASHBACK_CLAIMS,
  type CashbackEntry,
  type CashbackResponse,
  type CashbackType,
} from '@vitrine/contract/bonuses.ts';
import {
  cashbackParts,
  cashbackPeriod,
  cashbackUnlocks,
  nextCashbackClaim,
} from '@vitrine/contract/cashback-schedule.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { cashbackEntries } from '../../db/schema/bonuses.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { ApiError } from '../../http/errors.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import {
  type LedgerEntry,
  type PlayerRef,
  type WalletRow,
  lockWallet,
  postEntries,
} from '../wallet/wallet-service.ts';

// Cashback (docs/design/bonuses-plan.md "Cashback", docs/design/cashback.md): weekly entries made
// lazily from the player's cash losses, each paid in parts that unlock on the São Paulo calendar
// (`cashback-schedule.ts` in the contract, shared with the page's countdown).

export type CashbackRow = typeof cashbackEntries.$inferSelect;

const SECOND_MS = 1000;

type CashbackErrorCode =
  | 'bonuses.cashback_not_found'
  | 'bonuses.cashback_locked'
  | 'bonuses.cashback_claimed'
  | 'bonuses.cashback_disabled';

/** A typed refusal; `extra` goes into the body beside the code (`unlocks_at`). */
export const cashbackError = (
  code: CashbackErrorCode,
  locale: Locale,
  extra: Record<string, string> = {},
) => new ApiError(code, locale, { extra: { code, ...extra } });

/** Where cashback is paid: cash, or the loyalty wallet on a regulated tenant. */
export const cashbackBalance = (tenant: Tenant) =>
  tenant.config.is_regulated ? ('loyalty' as const) : ('cash' as const);

/** The tenant's percentage in hundredths, as the entries store it (15 % = 1500). */
export const percentageHundredths = (tenant: Tenant) =>
  Math.round(tenant.config.cashback_conversion_percentage * 100);

/** floor(losses × percentage ÷ 100), the percentage in hundredths. */
export const cashbackAmount = (losses: number, hundredths: number) =>
  Math.floor((losses * hundredths) / 10_000);

/**
 * An entry the demo console made, not the weekly schedule: it is a moment, not a period (its
 * period starts and ends when it was made), and it may be claimed while the tenant's cashback is
 * off (docs/design/cashback.md).
 */
export const madeByConsole = (row: Pick<CashbackRow, 'periodStart' | 'periodEnd'>) =>
  row.periodStart.getTime() === row.periodEnd.getTime();

/** The entry's own clock: real time plus the offset the console gave it. */
export const entryClock = (row: Pick<CashbackRow, 'clockOffsetSeconds'>, now: Date) =>
  new Date(now.getTime() + row.clockOffsetSeconds * SECOND_MS);

const scheduleOf = (row: CashbackRow) => ({
  type: row.type,
  amount: row.amount,
  claimed: row.claimed,
  available_at: row.availableAt,
});

/** Net cash losses of the player's `bet` and `win` rows, summed per window, in one query. */
export async function cashLosses(
  db: Database,
  player: PlayerRef,
  windows: readonly { start: Date; end: Date }[],
): Promise<number[]> {
  if (windows.length === 0) return [];
  const from = new Date(Math.min(...windows.map((window) => window.start.getTime())));
  const to = new Date(Math.max(...windows.map((window) => window.end.getTime())));
  const sums = windows.map(
    (window) =>
      sql<
        string | null
      >`sum(case when ${walletTransactions.createdAt} >= ${window.start.toISOString()}
        and ${walletTransactions.createdAt} < ${window.end.toISOString()}
        then ${walletTransactions.amount} end)`,
  );
  const [row] = await db
    .select({ sums: sql<(string | null)[]>`array[${sql.join(sums, sql`, `)}]::text[]` })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, player.tenantId),
        eq(walletTransactions.userId, player.userId),
        eq(walletTransactions.balanceKind, 'cash'),
        inArray(walletTransactions.type, ['bet', 'win']),
        gte(walletTransactions.createdAt, from),
        lt(walletTransactions.createdAt, to),
      ),
    );
  return windows.map((_, index) => Math.max(0, -Number(row?.sums[index] ?? 0)));
}

/**
 * Makes or updates the player's entries of the last closed weekly period and the running one
 * (type calendar, available at the period's end). An entry is recomputed until its first claim:
 * while its period runs it follows the losses; once closed its window no longer moves, so its
 * amount is final. No entry is kept below one centavo a claim. Nothing when cashback is off.
 */
export async function refreshCashbackEntries(
  db: Database,
  tenant: Tenant,
  player: PlayerRef,
  now: Date,
): Promise<void> {
  const { config } = tenant;
  if (!config.cashback) return;
  const running = cashbackPeriod(now, config.cashback_release_day, config.cashback_release_hour);
  const closed = cashbackPeriod(
    new Date(running.start.getTime() - 1),
    config.cashback_release_day,
    config.cashback_release_hour,
  );
  const periods = [closed, running];
  const losses = await cashLosses(db, player, periods);
  const hundredths = percentageHundredths(tenant);
  const type: CashbackType = 'calendar';
  const rows = periods.map((period, index) => {
    const lost = losses[index] ?? 0;
    return { period, losses: lost, amount: cashbackAmount(lost, hundredths) };
  });
  const kept = rows.filter((row) => row.amount >= CASHBACK_CLAIMS[type]);
  const dropped = rows.filter((row) => row.amount < CASHBACK_CLAIMS[type]);
  if (kept.length > 0) {
    await db
      .insert(cashbackEntries)
      .values(
        kept.map((row) => ({
          tenantId: player.tenantId,
          userId: player.userId,
          type,
          periodStart: row.period.start,
          periodEnd: row.period.end,
          losses: row.losses,
          percentageHundredths: hundredths,
          amount: row.amount,
          availableAt: row.period.end,
          creditedTo: cashbackBalance(tenant),
          createdAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [cashbackEntries.tenantId, cashbackEntries.userId, cashbackEntries.periodStart],
        set: {
          losses: sql`excluded.losses`,
          percentageHundredths: sql`excluded.percentage_hundredths`,
          amount: sql`excluded.amount`,
        },
        setWhere: sql`${cashbackEntries.claimed} = 0
          and ${cashbackEntries.periodEnd} = excluded.period_end
          and ${cashbackEntries.amount} <> excluded.amount`,
      });
  }
  // Wins that bring an unclaimed entry's losses back under a claim's centavo take it away.
  for (const row of dropped) {
    await db
      .delete(cashbackEntries)
      .where(
        and(
          eq(cashbackEntries.tenantId, player.tenantId),
          eq(cashbackEntries.userId, player.userId),
          eq(cashbackEntries.periodStart, row.period.start),
          eq(cashbackEntries.periodEnd, row.period.end),
          eq(cashbackEntries.claimed, 0),
        ),
      );
  }
}

/** The §3 cashback entry as the player reads it, at real time `now`. */
export function presentCashbackEntry(row: CashbackRow, now: Date): CashbackEntry {
  const next = nextCashbackClaim(scheduleOf(row), entryClock(row, now));
  return {
    id: row.id,
    type: row.type,
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    losses: row.losses,
    percentage: row.percentageHundredths / 100,
    amount: row.amount,
    available_at: row.availableAt.toISOString(),
    claimed: row.claimed,
    claims: CASHBACK_CLAIMS[row.type],
    claimed_amount: row.claimedAmount,
    next_amount: next?.amount ?? 0,
    // In real time: the entry's clock runs `clock_offset_seconds` ahead.
    next_unlock_at: next
      ? new Date(next.unlocksAt.getTime() - row.clockOffsetSeconds * SECOND_MS).toISOString()
      : null,
    credited_to: row.creditedTo,
  };
}

/** Whether the player may claim this entry at all (the tenant's switch, or a console entry). */
const claimAllowed = (tenant: Tenant, row: CashbackRow) =>
  tenant.config.cashback || madeByConsole(row);

/** What the entry's unlocked, unclaimed parts add up to at real time `now`. */
function claimableOf(row: CashbackRow, now: Date): number {
  const clock = entryClock(row, now);
  const unlocks = cashbackUnlocks(row.availableAt, row.type);
  return cashbackParts(row.amount, row.type)
    .slice(row.claimed)
    .filter((_, index) => (unlocks[row.claimed + index]?.getTime() ?? Infinity) <= clock.getTime())
    .reduce((sum, part) => sum + part, 0);
}

/** `GET /bonuses/cashback`: the newest entries and the totals (made lazily when cashback is on). */
export async function cashbackOf(
  db: Database,
  tenant: Tenant,
  player: PlayerRef,
  now: Date,
): Promise<CashbackResponse> {
  await refreshCashbackEntries(db, tenant, player, now);
  const own = and(
    eq(cashbackEntries.tenantId, player.tenantId),
    eq(cashbackEntries.userId, player.userId),
  );
  const [newest, open] = await Promise.all([
    db
      .select()
      .from(cashbackEntries)
      .where(own)
      .orderBy(desc(cashbackEntries.periodStart), desc(cashbackEntries.id))
      .limit(BONUSES_PAGE_SIZE),
    db
      .select()
      .from(cashbackEntries)
      .where(and(own, lt(cashbackEntries.claimedAmount, cashbackEntries.amount))),
  ]);
  const { config } = tenant;
  return {
    enabled: config.cashback,
    percentage: config.cashback_conversion_percentage,
    release_day: config.cashback_release_day,
    release_hour: config.cashback_release_hour,
    entries: newest.map((row) => presentCashbackEntry(row, now)),
    total: open.reduce((sum, row) => sum + row.amount - row.claimedAmount, 0),
    claimable: open
      .filter((row) => claimAllowed(tenant, row))
      .reduce((sum, row) => sum + claimableOf(row, now), 0),
  };
}

export interface CashbackClaimed {
  row: CashbackRow;
  amount: number;
  wallet: WalletRow;
  entries: LedgerEntry[];
}

/**
 * `POST /bonuses/cashback/claim`: pays the entry's next part exactly once, under the wallet lock,
 * with a conditional UPDATE on the claims count the call saw. Inside the caller's transaction.
 */
export async function claimCashback(
  tx: Database,
  tenant: Tenant,
  player: PlayerRef,
  id: number,
  now: Date,
  locale: Locale,
): Promise<CashbackClaimed> {
  const wallet = await lockWallet(tx, player, now);
  await refreshCashbackEntries(tx, tenant, player, now);
  const [row] = await tx
    .select()
    .from(cashbackEntries)
    .where(
      and(
        eq(cashbackEntries.id, id),
        eq(cashbackEntries.tenantId, player.tenantId),
        eq(cashbackEntries.userId, player.userId),
      ),
    )
    // Holds off a concurrent read's recomputation until this claim is committed.
    .for('update');
  if (!row) throw cashbackError('bonuses.cashback_not_found', locale);
  if (!claimAllowed(tenant, row)) throw cashbackError('bonuses.cashback_disabled', locale);
  const next = nextCashbackClaim(scheduleOf(row), entryClock(row, now));
  if (!next) throw cashbackError('bonuses.cashback_claimed', locale);
  if (!next.unlocked) {
    const unlocksAt = new Date(next.unlocksAt.getTime() - row.clockOffsetSeconds * SECOND_MS);
    throw cashbackError('bonuses.cashback_locked', locale, { unlocks_at: unlocksAt.toISOString() });
  }
  const [claimed] = await tx
    .update(cashbackEntries)
    .set({
      claimed: sql`${cashbackEntries.claimed} + 1`,
      claimedAmount: sql`${cashbackEntries.claimedAmount} + ${next.amount}`,
    })
    .where(
      and(
        eq(cashbackEntries.id, row.id),
        eq(cashbackEntries.claimed, row.claimed),
        eq(cashbackEntries.amount, row.amount),
        lte(sql`${cashbackEntries.claimedAmount} + ${next.amount}`, cashbackEntries.amount),
      ),
    )
    .returning();
  if (!claimed) throw cashbackError('bonuses.cashback_claimed', locale);
  // A part of 0 is never written to the ledger (entries are kept at one centavo a claim or more).
  const entries: LedgerEntry[] =
    next.amount > 0 ? [{ type: 'cashback', amount: next.amount, balance: row.creditedTo }] : [];
  const moved = await postEntries(tx, wallet, entries, now);
  return { row: claimed, amount: next.amount, wallet: moved, entries };
}
