import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { BLOCK_KINDS, LIMIT_KINDS, LIMIT_PERIODS } from '@vitrine/contract/responsible-gaming.ts';
import { createdAtColumn, timestamptz } from './columns.ts';
import { authTokens, playerRowColumns, userForeignKey } from './users.ts';

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
 * A player's stretches of activity, per bearer token (docs/design/responsible-gaming.md "Session
 * activity"): each request the player makes extends the token's newest stretch (written at most
 * once a minute); a gap longer than the tenant's `idle_minutes` starts a new one. The time limit
 * sums them. `confirmed_at` is when the player last proved it was them — the sign-in for the
 * token's first stretch, the password (`POST /auth/confirm-password`) for one begun after a gap:
 * money calls need it (Portaria SPA/MF 722/2024).
 */
export const sessionActivity = pgTable(
  'session_activity',
  {
    ...playerRowColumns(),
    tokenId: integer('token_id').notNull(),
    startedAt: timestamptz('started_at').notNull(),
    lastAt: timestamptz('last_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (table) => [
    index('session_activity_token_idx').on(table.tenantId, table.tokenId, table.startedAt),
    index('session_activity_player_idx').on(table.tenantId, table.userId, table.lastAt),
    userForeignKey('session_activity_user_fk', table),
    foreignKey({
      name: 'session_activity_token_fk',
      columns: [table.tokenId],
      foreignColumns: [authTokens.id],
    }).onDelete('cascade'),
    check('session_activity_stretch_check', sql`${table.lastAt} >= ${table.startedAt}`),
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

/**
 * What the central impediment directory changed for a player (IN SPA/MF 31/2025), one row each:
 * found impeded, cleared (the directory said "not impeded" again before closure), or the account
 * closed. `source` is who asked: the sign-in of the day or the 15-day sweep.
 */
export const impedimentEvents = pgTable(
  'impediment_events',
  {
    ...playerRowColumns(),
    kind: text('kind', { enum: ['impeded', 'cleared', 'closed'] }).notNull(),
    // The directory's answer that led to it: an impediment's reason, or not_impeded.
    answer: text('answer', {
      enum: ['not_impeded', 'central_self_exclusion', 'social_programme'],
    }).notNull(),
    source: text('source', { enum: ['sign_in', 'sweep'] }).notNull(),
    // The platform's clock (tests move it), not the database's.
    createdAt: timestamptz('created_at').notNull(),
  },
  (table) => [
    index('impediment_events_player_idx').on(table.tenantId, table.userId, table.createdAt),
    userForeignKey('impediment_events_user_fk', table),
    check('impediment_events_kind_check', sql`${table.kind} in ('impeded', 'cleared', 'closed')`),
    check(
      'impediment_events_answer_check',
      sql`${table.answer} in ('not_impeded', 'central_self_exclusion', 'social_programme')`,
    ),
    check('impediment_events_source_check', sql`${table.source} in ('sign_in', 'sweep')`),
  ],
);
