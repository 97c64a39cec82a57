import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { LIMIT_KINDS, LIMIT_PERIODS } from '@vitrine/contract/responsible-gaming.ts';
import { timestamptz } from './columns.ts';
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
