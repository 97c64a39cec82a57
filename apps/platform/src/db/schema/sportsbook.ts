import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { tenantForeignKey, tenantRowUnique } from './tenants.ts';
import { playerRowColumns, userForeignKey } from './users.ts';

// ——— Sportsbook (docs/design/sportsbook-api.md).

/** What a sportsbook_transactions row records (docs/design/sportsbook-api.md). */
export const SPORTSBOOK_ROW_OPERATIONS = [
  'bet',
  'win',
  'lost',
  'refund',
  'discard',
  'rollback',
] as const;
export const SPORTSBOOK_BET_RESULTS = ['won', 'lost', 'refunded', 'discarded'] as const;

/**
 * One Betby wallet callback that changed something: a bet (bet/make), its win, lost, refund,
 * discard, or a rollback of one of them. `ext_transaction_id` is Betby's transaction id, unique per
 * tenant, so a replayed call finds its row instead of acting twice (a discard is stored as
 * `discard:{the bet's id}`). The ledger row a callback wrote names it in
 * `wallet_transactions.sportsbook_transaction_id`. A bet row also keeps where the bet stands.
 */
export const sportsbookTransactions = pgTable(
  'sportsbook_transactions',
  {
    ...playerRowColumns(),
    operation: text('operation', { enum: SPORTSBOOK_ROW_OPERATIONS }).notNull(),
    extTransactionId: text('ext_transaction_id').notNull(),
    /** The bet this row belongs to (null on the bet itself, and on a discard of an unknown bet). */
    betId: integer('bet_id'),
    /** A rollback: the win, lost or refund it undid. */
    parentId: integer('parent_id'),
    /** The call's amount, centavos (0 for lost and discard). */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** What reached the ledger: signed centavos, 0 when nothing did. */
    ledgerAmount: bigint('ledger_amount', { mode: 'number' }).notNull().default(0),
    /** A bet: Betby's betslip (selections, odds) as bet/make sent it. */
    betslip: jsonb('betslip'),
    /** A bet: bet/commit confirmed it. */
    committedAt: timestamptz('committed_at'),
    /** A bet: how it ended (won, lost, refunded, discarded); null while open or rolled back. */
    result: text('result', { enum: SPORTSBOOK_BET_RESULTS }),
    /** A bet: the status bet/settlement reported. */
    settlement: text('settlement'),
    /** A win, lost or refund that a rollback undid. */
    rolledBackAt: timestamptz('rolled_back_at'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    uniqueIndex('sportsbook_transactions_ext_idx').on(table.tenantId, table.extTransactionId),
    // Target of the ledger's and of its own foreign keys: a row names only its tenant's rows.
    tenantRowUnique('sportsbook_transactions_tenant_id_unique', table),
    // A win, lost or refund is undone at most once.
    uniqueIndex('sportsbook_transactions_rollback_idx')
      .on(table.tenantId, table.parentId)
      .where(sql`${table.operation} = 'rollback'`),
    index('sportsbook_transactions_bet_idx').on(table.tenantId, table.betId),
    userForeignKey('sportsbook_transactions_user_fk', table),
    tenantForeignKey('sportsbook_transactions_bet_fk', [table.tenantId, table.betId], table),
    tenantForeignKey('sportsbook_transactions_parent_fk', [table.tenantId, table.parentId], table),
    check('sportsbook_transactions_amount_check', sql`${table.amount} >= 0`),
    check(
      'sportsbook_transactions_operation_check',
      sql`${table.operation} in ('bet', 'win', 'lost', 'refund', 'discard', 'rollback')`,
    ),
    check(
      'sportsbook_transactions_result_check',
      sql`${table.result} is null or ${table.result} in ('won', 'lost', 'refunded', 'discarded')`,
    ),
  ],
);
