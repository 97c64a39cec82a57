import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { REFERRAL_REWARD_BALANCES, REFERRAL_STATUSES } from '@vitrine/contract/referrals.ts';
import { createdAtColumn, timestamptz } from './columns.ts';
import { tenantForeignKey, tenantRowUnique } from './tenants.ts';
import { playerRowColumns, userForeignKey, users } from './users.ts';

// ——— Refer a friend (docs/product/vip-and-referrals.md, issue 38).

/**
 * A referred player (`user_id`) and the player whose link brought them (`referrer_id`), both of
 * one tenant: at most one row per referred player, never a player's own. `registered` on sign-up,
 * `qualified` once, on the first paid deposit, with the reward paid to the referrer.
 */
export const referrals = pgTable(
  'referrals',
  {
    ...playerRowColumns(),
    referrerId: integer('referrer_id').notNull(),
    status: text('status', { enum: REFERRAL_STATUSES }).notNull().default('registered'),
    reward: bigint('reward', { mode: 'number' }).notNull().default(0),
    rewardBalance: text('reward_balance', { enum: REFERRAL_REWARD_BALANCES }),
    qualifiedAt: timestamptz('qualified_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('referrals_tenant_id_unique', table),
    uniqueIndex('referrals_referred_idx').on(table.tenantId, table.userId),
    index('referrals_referrer_idx').on(table.tenantId, table.referrerId, table.id.desc()),
    userForeignKey('referrals_user_fk', table),
    tenantForeignKey('referrals_referrer_fk', [table.tenantId, table.referrerId], users).onDelete(
      'cascade',
    ),
    check('referrals_not_self_check', sql`${table.userId} <> ${table.referrerId}`),
    check('referrals_status_check', sql`${table.status} in ('registered', 'qualified')`),
    check('referrals_reward_check', sql`${table.reward} >= 0`),
    check(
      'referrals_qualified_check',
      sql`(${table.status} = 'qualified') = (${table.qualifiedAt} is not null)`,
    ),
  ],
);
