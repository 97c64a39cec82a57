import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import type { PlayerRef } from '../wallet/wallet-service.ts';
import type { PeriodWindow } from './limit-periods.ts';

/** What the player's money limits have used in a period, in centavos. */
export interface MoneyUsage {
  /** Deposits credited. */
  deposit: number;
  /** Stakes, casino and sportsbook, less the stakes refunded. */
  bet: number;
  /** The net loss: stakes less wins, never below zero (a win gives room back). */
  loss: number;
}

/**
 * The period's usage, read from the ledger (docs/design/responsible-gaming.md "What is used in a
 * period"). Inside a money transaction, after the wallet lock, it counts every movement committed
 * before — so a check against it holds under concurrency.
 */
export async function moneyUsage(
  db: Database,
  player: PlayerRef,
  window: PeriodWindow,
): Promise<MoneyUsage> {
  const { amount, type } = walletTransactions;
  const [row] = await db
    .select({
      deposit: sql<string>`coalesce(sum(${amount}) filter (where ${type} = 'deposit'), 0)`,
      bet: sql<string>`coalesce(-sum(${amount}) filter (where ${type} = 'bet'), 0)`,
      loss: sql<string>`coalesce(-sum(${amount}) filter (where ${type} in ('bet', 'win')), 0)`,
    })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.tenantId, player.tenantId),
        eq(walletTransactions.userId, player.userId),
        gte(walletTransactions.createdAt, window.start),
        lt(walletTransactions.createdAt, window.resetsAt),
      ),
    );
  // Sums of bigint come back as numeric strings; centavos stay integers well within 2^53.
  return {
    deposit: Math.max(0, Number(row?.deposit ?? 0)),
    bet: Math.max(0, Number(row?.bet ?? 0)),
    loss: Math.max(0, Number(row?.loss ?? 0)),
  };
}
