import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  BONUS_SOURCES,
  BONUS_STATUSES,
  CASHBACK_TYPES,
  COUPON_KINDS,
  PROMOTION_KINDS,
} from '@vitrine/contract/bonuses.ts';
import { createdAtColumn, timestamptz } from './columns.ts';
import { tenantForeignKey, tenantRowColumns, tenantRowUnique } from './tenants.ts';
import { playerNewestFirstIndex, playerRowColumns, userForeignKey } from './users.ts';

// ——— Bonuses, coupons, cashback and promotions (docs/product/bonuses.md, docs/design/bonuses.md).

/** Text a player reads, in both languages. */
export interface LocalisedText {
  pt: string;
  en: string;
}

/**
 * A deposit coupon (unregulated tenants only). `code` upper-case, unique per tenant. `uses` counts
 * the deposits it was applied to, and never passes `max_uses` (one conditional UPDATE).
 */
export const coupons = pgTable(
  'coupons',
  {
    ...tenantRowColumns(),
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull().default('deposit'),
    description: jsonb('description').$type<LocalisedText>().notNull(),
    percent: integer('percent').notNull(),
    maxBonus: bigint('max_bonus', { mode: 'number' }).notNull(),
    minDeposit: bigint('min_deposit', { mode: 'number' }).notNull().default(0),
    rolloverMultiplier: integer('rollover_multiplier').notNull(),
    maxBet: bigint('max_bet', { mode: 'number' }),
    validDays: integer('valid_days').notNull(),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('coupons_tenant_id_unique', table),
    uniqueIndex('coupons_tenant_code_idx').on(table.tenantId, table.code),
    check('coupons_percent_check', sql`${table.percent} between 1 and 500`),
    check('coupons_max_bonus_check', sql`${table.maxBonus} > 0`),
    check('coupons_rollover_check', sql`${table.rolloverMultiplier} between 1 and 100`),
    check(
      'coupons_uses_check',
      sql`${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/**
 * A bonus granted to a player: money in the bonus balance until `wagered` reaches `required`. At
 * most one `active` per player (partial unique index). Every change of its money is a ledger row.
 */
export const bonuses = pgTable(
  'bonuses',
  {
    ...playerRowColumns(),
    source: text('source', { enum: BONUS_SOURCES }).notNull(),
    name: jsonb('name').$type<LocalisedText>().notNull(),
    couponId: integer('coupon_id'),
    pixChargeId: integer('pix_charge_id'),
    status: text('status', { enum: BONUS_STATUSES }).notNull().default('active'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    rolloverMultiplier: integer('rollover_multiplier').notNull(),
    required: bigint('required', { mode: 'number' }).notNull(),
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    maxBet: bigint('max_bet', { mode: 'number' }),
    converted: bigint('converted', { mode: 'number' }).notNull().default(0),
    removed: bigint('removed', { mode: 'number' }).notNull().default(0),
    expiresAt: timestamptz('expires_at').notNull(),
    endedAt: timestamptz('ended_at'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('bonuses_tenant_id_unique', table),
    playerNewestFirstIndex('bonuses_user_idx', table),
    userForeignKey('bonuses_user_fk', table),
    tenantForeignKey('bonuses_coupon_fk', [table.tenantId, table.couponId], coupons),
    uniqueIndex('bonuses_one_active_idx')
      .on(table.tenantId, table.userId)
      .where(sql`${table.status} = 'active'`),
    // A PIX charge grants at most one bonus.
    uniqueIndex('bonuses_pix_charge_idx')
      .on(table.pixChargeId)
      .where(sql`${table.pixChargeId} is not null`),
    check('bonuses_amount_check', sql`${table.amount} > 0`),
    check('bonuses_wagered_check', sql`${table.wagered} >= 0`),
  ],
);

/** One use of a coupon by a player: at most one per player and coupon. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    ...playerRowColumns(),
    couponId: integer('coupon_id').notNull(),
    pixChargeId: integer('pix_charge_id'),
    bonusId: integer('bonus_id'),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('coupon_uses_player_idx').on(table.tenantId, table.couponId, table.userId),
    userForeignKey('coupon_uses_user_fk', table),
    tenantForeignKey('coupon_uses_coupon_fk', [table.tenantId, table.couponId], coupons),
  ],
);

/**
 * A cashback entry (§3): `amount` = floor(losses × percentage ÷ 100) over [period_start,
 * period_end). The running period's entry has `available_at` in the future and is updated as
 * losses change; claims pay it in `CASHBACK_CLAIMS[type]` parts. `clock_offset_seconds` is the
 * demo console's moved clock for this entry (0 in production).
 */
export const cashbackEntries = pgTable(
  'cashback_entries',
  {
    ...playerRowColumns(),
    type: text('type', { enum: CASHBACK_TYPES }).notNull(),
    periodStart: timestamptz('period_start').notNull(),
    periodEnd: timestamptz('period_end').notNull(),
    losses: bigint('losses', { mode: 'number' }).notNull(),
    /** The tenant's percentage when the entry was made, in hundredths (15 % = 1500). */
    percentageHundredths: integer('percentage_hundredths').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    availableAt: timestamptz('available_at').notNull(),
    claimed: integer('claimed').notNull().default(0),
    claimedAmount: bigint('claimed_amount', { mode: 'number' }).notNull().default(0),
    creditedTo: text('credited_to', { enum: ['cash', 'loyalty'] }).notNull(),
    clockOffsetSeconds: integer('clock_offset_seconds').notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('cashback_entries_tenant_id_unique', table),
    playerNewestFirstIndex('cashback_entries_user_idx', table),
    userForeignKey('cashback_entries_user_fk', table),
    // One entry per player and period of the weekly schedule.
    uniqueIndex('cashback_entries_period_idx').on(table.tenantId, table.userId, table.periodStart),
    check('cashback_entries_amount_check', sql`${table.amount} >= 0`),
    check('cashback_entries_claimed_check', sql`${table.claimed} between 0 and 3`),
    check(
      'cashback_entries_claimed_amount_check',
      sql`${table.claimedAmount} between 0 and ${table.amount}`,
    ),
  ],
);

/**
 * The tenant's promotions: plain-text content in both languages, never HTML. A regulated tenant
 * never stores or serves `bonus` (docs/product/bonuses.md).
 */
export const promotions = pgTable(
  'promotions',
  {
    ...tenantRowColumns(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: PROMOTION_KINDS }).notNull(),
    position: integer('position').notNull().default(0),
    title: jsonb('title').$type<LocalisedText>().notNull(),
    summary: jsonb('summary').$type<LocalisedText>().notNull(),
    body: jsonb('body').$type<LocalisedText>().notNull(),
    terms: jsonb('terms').$type<LocalisedText>().notNull(),
    imagePath: text('image_path'),
    couponCode: text('coupon_code'),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('promotions_tenant_id_unique', table),
    uniqueIndex('promotions_tenant_slug_idx').on(table.tenantId, table.slug),
    index('promotions_tenant_position_idx').on(table.tenantId, table.position),
  ],
);
