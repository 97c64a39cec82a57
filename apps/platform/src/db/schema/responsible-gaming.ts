import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { BLOCK_KINDS, LIMIT_KINDS, LIMIT_PERIODS } from '@vitrine/contract/responsible-gaming.ts';
import { createdAtColumn, timestamptz } from './columns.ts';
import { playerRowColumns, userForeignKey } from './users.ts';

// ——— Responsible gaming (docs/design/responsible-gaming.md).

/**
 * A player's limit changes, one row each: the history the page shows. The limit in force for a
 * (kind, period) is the newest row in effect and not cancelled; a newer change cancels one still
 * pending. `amount` is in centavos (minutes for `time`); null is "no limit".
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    ...playerRowColumns(),
    kind: text('kind', { enum: LIMIT_KINDS }).notNull(),
    period: text('period', { enum: LIMIT_PERIODS }).notNull(),
    amount: bigint('amount', { mode: 'number' }),
    requestedAt: timestamptz('requested_at').notNull(),
    effectiveAt: timestamptz('effective_at').notNull(),
    cancelledAt: timestamptz('cancelled_at'),
  },
  (table) => [
    index('player_limits_player_idx').on(
      table.tenantId,
      table.userId,
      table.kind,
      table.period,
      table.effectiveAt,
    ),
    userForeignKey('player_limits_user_fk', table),
    check('player_limits_kind_check', sql`${table.kind} in ('deposit', 'loss', 'bet', 'time')`),
    check('player_limits_period_check', sql`${table.period} in ('day', 'week', 'month')`),
    check('player_limits_amount_check', sql`${table.amount} is null or ${table.amount} >= 0`),
    check('player_limits_effective_check', sql`${table.effectiveAt} >= ${table.requestedAt}`),
  ],
);

/**
 * A player's pauses and self-exclusions at this operator, one row each, kept as their history. The
 * block in force is one whose `starts_at ≤ now` and whose `ends_at` is later or null (indefinite).
 * A pause is only ever lengthened, by a new row; a self-exclusion also sets `users.self_exclusion_*`,
 * the fast check at sign-in, in the same transaction.
 */
export const playerBlocks = pgTable(
  'player_blocks',
  {
    ...playerRowColumns(),
    kind: text('kind', { enum: BLOCK_KINDS }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('player_blocks_player_idx').on(table.tenantId, table.userId, table.startsAt),
    userForeignKey('player_blocks_user_fk', table),
    check('player_blocks_kind_check', sql`${table.kind} in ('pause', 'self_exclusion')`),
    check(
      'player_blocks_ends_check',
      sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`,
    ),
  ],
);
