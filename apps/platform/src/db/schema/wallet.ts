import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { BALANCE_KINDS, TRANSACTION_TYPES } from '@vitrine/contract/wallet.ts';
import { games } from './casino.ts';
import { sportsbookTransactions } from './sportsbook.ts';
import { createdAtColumn, updatedAtColumn } from './columns.ts';
import { tenantForeignKey, tenantIdColumn } from './tenants.ts';
import { playerNewestFirstIndex, playerRowColumns, userForeignKey } from './users.ts';
import { withdrawals } from './withdrawals.ts';

/**
 * A player's running balance: always the sum of their `wallet_transactions`, updated in the same
 * database transaction as each row while this row is locked (`FOR UPDATE`).
 */
export const wallets = pgTable(
  'wallets',
  {
    tenantId: tenantIdColumn(),
    userId: integer('user_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    bonusBalance: bigint('bonus_balance', { mode: 'number' }).notNull().default(0),
    /** The loyalty wallet (docs/product/rewards.md): the sum of the player's `loyalty` rows. */
    loyaltyBalance: bigint('loyalty_balance', { mode: 'number' }).notNull().default(0),
    depositCount: integer('deposit_count').notNull().default(0),
    /**
     * How many ledger rows the wallet has had. Rows are written under the wallet's lock, so this
     * numbers the player's movements in commit order: each `BalanceUpdated` carries its number as
     * `sequence`, and the web app keeps the newest whatever order the events arrive in.
     */
    movements: bigint('movements', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    userForeignKey('wallets_user_fk', table),
    check('wallets_loyalty_balance_check', sql`${table.loyaltyBalance} >= 0`),
    // No check on the balance: a sportsbook rollback may take it below zero (decision 027).
  ],
);

/**
 * The ledger: one row per movement, signed centavos; a round's bet and win share `round_id`. A
 * withdrawal's reservation (negative) and its return (positive) name it in `withdrawal_id`; the two
 * partial unique indexes let each happen at most once.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    ...playerRowColumns(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    /** The balance the row moves: `wallets.balance`, `bonus_balance` or `loyalty_balance`. */
    balanceKind: text('balance_kind', { enum: BALANCE_KINDS }).notNull().default('cash'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    roundId: text('round_id'),
    gameId: integer('game_id'),
    withdrawalId: integer('withdrawal_id'),
    sportsbookTransactionId: integer('sportsbook_transaction_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    playerNewestFirstIndex('wallet_transactions_user_idx', table),
    // The ranking's leaderboard (issue 38): a tenant's stakes over a period.
    index('wallet_transactions_bets_idx')
      .on(table.tenantId, table.createdAt)
      .where(sql`${table.type} = 'bet'`),
    index('wallet_transactions_round_idx')
      .on(table.tenantId, table.roundId)
      .where(sql`${table.roundId} is not null`),
    userForeignKey('wallet_transactions_user_fk', table),
    tenantForeignKey('wallet_transactions_game_fk', [table.tenantId, table.gameId], games),
    tenantForeignKey(
      'wallet_transactions_withdrawal_fk',
      [table.tenantId, table.withdrawalId],
      withdrawals,
    ),
    uniqueIndex('wallet_transactions_withdrawal_reserve_idx')
      .on(table.withdrawalId)
      .where(sql`${table.withdrawalId} is not null and ${table.amount} < 0`),
    uniqueIndex('wallet_transactions_withdrawal_return_idx')
      .on(table.withdrawalId)
      .where(sql`${table.withdrawalId} is not null and ${table.amount} > 0`),
    tenantForeignKey(
      'wallet_transactions_sportsbook_fk',
      [table.tenantId, table.sportsbookTransactionId],
      sportsbookTransactions,
    ),
    // A sportsbook callback moves money at most once.
    uniqueIndex('wallet_transactions_sportsbook_idx')
      .on(table.sportsbookTransactionId)
      .where(sql`${table.sportsbookTransactionId} is not null`),
    check(
      'wallet_transactions_withdrawal_check',
      sql`${table.withdrawalId} is null or ${table.type} = 'withdraw'`,
    ),
    check(
      'wallet_transactions_type_check',
      sql`${table.type} in ('deposit', 'withdraw', 'bonus', 'rollover', 'win', 'bet', 'box_purchase', 'box_sale', 'prize_sale', 'loyalty_cashout', 'mission_reward', 'bonus_expiry', 'bonus_forfeit', 'cashback', 'referral', 'level_reward')`,
    ),
    check(
      'wallet_transactions_balance_kind_check',
      sql`${table.balanceKind} in ('cash', 'bonus', 'loyalty')`,
    ),
  ],
);
