import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import { type BalanceUpdatedEvent, channels } from '@vitrine/contract/realtime.ts';
import {
  HISTORY_PAGE_SIZE,
  type TransactionPage,
  type BalanceKind,
  type TransactionType,
  type Wallet,
} from '@vitrine/contract/wallet.ts';
import type { Database } from '../../db/client.ts';
import { walletTransactions, wallets } from '../../db/schema/wallet.ts';
import type { Realtime } from '../../services/realtime.ts';

// The wallet ledger (docs/design/casino-api.md "Wallet ledger"): one row per movement, signed
// centavos. `wallets.balance` is the sum of the player's rows, kept by writing both in one database
// transaction while the wallet row is locked.

export type WalletRow = typeof wallets.$inferSelect;

export interface PlayerRef {
  tenantId: number;
  userId: number;
}

export interface LedgerEntry {
  type: TransactionType;
  /** Signed centavos: a bet or a withdrawal is negative. */
  amount: number;
  /** The balance it moves; cash unless it says (docs/product/rewards.md "Three balances"). */
  balance?: BalanceKind;
  roundId?: string;
  gameId?: number;
  /** A withdrawal's reservation or return names the withdrawal. */
  withdrawalId?: number;
  /** A sportsbook callback's movement names its sportsbook_transactions row. */
  sportsbookTransactionId?: number;
}

const ownWallet = ({ tenantId, userId }: PlayerRef) =>
  and(eq(wallets.tenantId, tenantId), eq(wallets.userId, userId));

/**
 * The player's wallet row, locked (`FOR UPDATE`) until the surrounding transaction ends; created
 * empty the first time. Call it inside `moneyTransaction` (db/money-transaction.ts).
 */
export async function lockWallet(tx: Database, player: PlayerRef, now: Date): Promise<WalletRow> {
  await tx
    .insert(wallets)
    .values({ tenantId: player.tenantId, userId: player.userId, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx.select().from(wallets).where(ownWallet(player)).for('update');
  if (!row) throw new Error('wallet row vanished inside its own transaction');
  return row;
}

/**
 * Writes ledger rows and moves the running balance by their sum. `wallet` must have been locked by
 * `lockWallet` in the same transaction. Returns the wallet as it now stands.
 */
export async function postEntries(
  tx: Database,
  wallet: WalletRow,
  entries: readonly LedgerEntry[],
  now: Date,
): Promise<WalletRow> {
  if (entries.length === 0) return wallet;
  await tx.insert(walletTransactions).values(
    entries.map((entry) => ({
      tenantId: wallet.tenantId,
      userId: wallet.userId,
      type: entry.type,
      balanceKind: entry.balance ?? 'cash',
      amount: entry.amount,
      roundId: entry.roundId ?? null,
      gameId: entry.gameId ?? null,
      withdrawalId: entry.withdrawalId ?? null,
      sportsbookTransactionId: entry.sportsbookTransactionId ?? null,
      createdAt: now,
    })),
  );
  const delta = (kind: BalanceKind) => kindSum(entries, kind);
  const deposits = entries.filter((entry) => entry.type === 'deposit').length;
  const [updated] = await tx
    .update(wallets)
    .set({
      balance: sql`${wallets.balance} + ${delta('cash')}`,
      bonusBalance: sql`${wallets.bonusBalance} + ${delta('bonus')}`,
      loyaltyBalance: sql`${wallets.loyaltyBalance} + ${delta('loyalty')}`,
      depositCount: sql`${wallets.depositCount} + ${deposits}`,
      movements: sql`${wallets.movements} + ${entries.length}`,
      updatedAt: now,
    })
    .where(ownWallet(wallet))
    .returning();
  if (!updated) throw new Error('wallet row vanished inside its own transaction');
  return updated;
}

/** The sum of the entries that move one balance. */
const kindSum = (entries: readonly LedgerEntry[], kind: BalanceKind) =>
  entries.reduce(
    (sum, entry) => ((entry.balance ?? 'cash') === kind ? sum + entry.amount : sum),
    0,
  );

/**
 * The §3 wallet; a player who never had a movement holds nothing. `balance` counts the bonus (§3,
 * docs/design/bonuses-plan.md "Money"); only cash can be withdrawn, and a cash balance below zero
 * (a sportsbook rollback, decision 027) lets nothing be withdrawn.
 */
export function presentWallet(row: WalletRow | null): Wallet {
  const cash = row?.balance ?? 0;
  const bonus = row?.bonusBalance ?? 0;
  return {
    balance: cash + bonus,
    balance_withdrawal: Math.max(0, cash),
    bonus_balance: bonus,
    loyalty_balance: row?.loyaltyBalance ?? 0,
    deposit_count: row?.depositCount ?? 0,
    currency: 'BRL',
    sequence: row?.movements ?? 0,
  };
}

export async function findWallet(db: Database, player: PlayerRef): Promise<WalletRow | null> {
  const [row] = await db.select().from(wallets).where(ownWallet(player)).limit(1);
  return row ?? null;
}

export interface TransactionsFilter {
  page?: number;
  type?: TransactionType;
  /** Only rows at or after this moment. */
  since?: Date;
}

/**
 * A page of the player's ledger, newest first, HISTORY_PAGE_SIZE rows to a page: the first page is
 * what `GET /profile` shows, and `GET /wallet/transactions` filters it by type and period.
 */
export async function transactionsPage(
  db: Database,
  player: PlayerRef,
  { page = 1, type, since }: TransactionsFilter = {},
): Promise<TransactionPage> {
  const matching = and(
    eq(walletTransactions.tenantId, player.tenantId),
    eq(walletTransactions.userId, player.userId),
    type ? eq(walletTransactions.type, type) : undefined,
    since ? gte(walletTransactions.createdAt, since) : undefined,
  );
  return historyPage(
    page,
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            id: walletTransactions.id,
            type: walletTransactions.type,
            balanceKind: walletTransactions.balanceKind,
            amount: walletTransactions.amount,
            createdAt: walletTransactions.createdAt,
          })
          .from(walletTransactions)
          .where(matching)
          .orderBy(desc(walletTransactions.id))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(walletTransactions).where(matching),
    },
    (row) => ({
      id: row.id,
      type: row.type,
      amount: row.amount,
      balance: row.balanceKind,
      created_at: row.createdAt.toISOString(),
    }),
  );
}

/** Where a page stands among `total` rows: the last page is at least 1, even for no rows. */
export const pageCounts = (page: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)),
  total,
});

/**
 * Page `page` of one of the player's histories, HISTORY_PAGE_SIZE rows to a page: `rows` reads the
 * window it is given, `total` counts every row the history has, and `present` shows each row.
 */
export async function historyPage<Row, Item>(
  page: number,
  {
    rows,
    total,
  }: {
    rows: (window: { limit: number; offset: number }) => PromiseLike<Row[]>;
    total: PromiseLike<{ value: number }[]>;
  },
  present: (row: Row) => Item,
) {
  const [found, [counted]] = await Promise.all([
    rows({ limit: HISTORY_PAGE_SIZE, offset: (page - 1) * HISTORY_PAGE_SIZE }),
    total,
  ]);
  return { data: found.map(present), ...pageCounts(page, counted?.value ?? 0) };
}

/**
 * The sum of the player's ledger rows of one balance: what `wallets.balance` (cash),
 * `bonus_balance` or `loyalty_balance` must always equal.
 */
export async function ledgerSum(
  db: Database,
  player: PlayerRef,
  kind: BalanceKind = 'cash',
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${walletTransactions.amount})` })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, player.tenantId),
        eq(walletTransactions.userId, player.userId),
        eq(walletTransactions.balanceKind, kind),
      ),
    );
  return Number(row?.sum ?? 0);
}

/**
 * One BalanceUpdated per ledger row just written, each with the balance right after it: `wallet` is
 * the row as `postEntries` left it, so the balance before them is its balance less their sum.
 */
export function balanceMovements(
  wallet: WalletRow,
  entries: readonly LedgerEntry[],
): BalanceUpdatedEvent[] {
  const running = {
    balance: wallet.balance - kindSum(entries, 'cash'),
    bonusBalance: wallet.bonusBalance - kindSum(entries, 'bonus'),
    loyaltyBalance: wallet.loyaltyBalance - kindSum(entries, 'loyalty'),
  };
  const column = { cash: 'balance', bonus: 'bonusBalance', loyalty: 'loyaltyBalance' } as const;
  let sequence = wallet.movements - entries.length;
  return entries.map((entry) => {
    const kind = entry.balance ?? 'cash';
    running[column[kind]] += entry.amount;
    sequence += 1;
    const presented = presentWallet({ ...wallet, ...running });
    return {
      balance: presented.balance,
      balance_withdrawal: presented.balance_withdrawal,
      bonus_balance: presented.bonus_balance,
      loyalty_balance: presented.loyalty_balance,
      amount: entry.amount,
      reason: entry.type,
      ...(kind === 'cash' ? {} : { balance_kind: kind }),
      sequence,
    };
  });
}

/** Tells the player's own channel about each movement, in order. Call it after the commit. */
export async function publishBalanceMovements(
  realtime: Realtime,
  tenantSlug: string,
  wallet: WalletRow,
  entries: readonly LedgerEntry[],
): Promise<void> {
  const channel = channels.player(wallet.userId);
  for (const movement of balanceMovements(wallet, entries)) {
    await realtime.publish(tenantSlug, channel, 'BalanceUpdated', movement);
  }
}
