import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { CasinoBet, CasinoBetPage, TransactionPeriod } from '@vitrine/contract/wallet.ts';
import type { Database } from '../../db/client.ts';
import { gameProviders, games } from '../../db/schema/casino.ts';
import { walletTransactions } from '../../db/schema/wallet.ts';
import { historyPage, type PlayerRef } from './wallet-service.ts';
import { brazilDayStart } from '../../http/brazil-calendar.ts';

// The two histories of the profile area (`/user/edit/transaction`, `/user/edit/history-casino`).

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

/**
 * Where a transactions period starts: `today` at the last midnight in Brazil, the others a whole
 * number of days before `now`.
 */
export function periodStart(period: TransactionPeriod, now: Date): Date {
  if (period !== 'today') return new Date(now.getTime() - PERIOD_DAYS[period] * DAY_MS);
  return brazilDayStart(now);
}

/**
 * A page of the player's casino bets and wins (not the sportsbook's), newest first, each with its
 * game (null once the game is gone). `with_bonus` is true for a row of the bonus balance (a spin
 * writes one row per balance it moves, docs/design/bonuses.md); `refunded` is false: no provider
 * rollback writes to the ledger, so nothing in the data says it.
 */
export async function casinoBetsPage(
  db: Database,
  player: PlayerRef,
  page: number,
): Promise<CasinoBetPage> {
  const matching = and(
    eq(walletTransactions.tenantId, player.tenantId),
    eq(walletTransactions.userId, player.userId),
    inArray(walletTransactions.type, ['bet', 'win']),
    // The sportsbook's bet and win rows have their own history (`GET /wallet/sports-bets`).
    isNull(walletTransactions.sportsbookTransactionId),
  );
  return historyPage(
    page,
    {
      rows: ({ limit, offset }) =>
        db
          .select({
            id: walletTransactions.id,
            type: walletTransactions.type,
            roundId: walletTransactions.roundId,
            balanceKind: walletTransactions.balanceKind,
            amount: walletTransactions.amount,
            createdAt: walletTransactions.createdAt,
            gameId: games.id,
            title: games.title,
            gamecode: games.code,
            providercode: gameProviders.code,
          })
          .from(walletTransactions)
          .leftJoin(
            games,
            and(
              eq(games.tenantId, walletTransactions.tenantId),
              eq(games.id, walletTransactions.gameId),
            ),
          )
          .leftJoin(
            gameProviders,
            and(eq(gameProviders.tenantId, games.tenantId), eq(gameProviders.id, games.providerId)),
          )
          .where(matching)
          .orderBy(desc(walletTransactions.id))
          .limit(limit)
          .offset(offset),
      total: db.select({ value: count() }).from(walletTransactions).where(matching),
    },
    (row): CasinoBet => ({
      id: row.id,
      type: row.type === 'win' ? 'win' : 'bet',
      round: row.roundId,
      game:
        row.gameId !== null &&
        row.title !== null &&
        row.gamecode !== null &&
        row.providercode !== null
          ? {
              id: row.gameId,
              title: row.title,
              gamecode: row.gamecode,
              providercode: row.providercode,
            }
          : null,
      amount: Math.abs(row.amount),
      with_bonus: row.balanceKind === 'bonus',
      refunded: false,
      created_at: row.createdAt.toISOString(),
    }),
  );
}
