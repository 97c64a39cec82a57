import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz, updatedAtColumn } from './columns.ts';
import { tenantForeignKey, tenantRowColumns, tenantRowUnique } from './tenants.ts';

// ——— Accounts (docs/design/accounts-api.md). Every row carries its tenant; every query filters on it.

/** A player of one tenant. `phone` is the §3 `username` (E.164); e-mail is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    ...tenantRowColumns(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    // Null only for an account created by Google sign-in, until the player adds a phone.
    phone: text('phone'),
    cpf: text('cpf'),
    // Null only for an account created by Google sign-in (it can set one through recovery).
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    gender: text('gender'),
    maritalStatus: text('marital_status'),
    birthDate: date('birth_date', { mode: 'string' }),
    avatarPath: text('avatar_path'),
    language: text('language', { enum: ['pt-BR', 'en'] })
      .notNull()
      .default('pt-BR'),
    totalBet: bigint('total_bet', { mode: 'number' }).notNull().default(0),
    userLikes: integer('user_likes')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    emailVerifiedAt: timestamptz('email_verified_at'),
    phoneVerifiedAt: timestamptz('phone_verified_at'),
    kycStatus: text('kyc_status', { enum: ['none', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('none'),
    receivePromotionsEmail: boolean('receive_promotions_email').notNull().default(false),
    hideUsername: boolean('hide_username').notNull().default(false),
    hideStatistics: boolean('hide_statistics').notNull().default(false),
    hideActivity: boolean('hide_activity').notNull().default(false),
    hidePlayedGames: boolean('hide_played_games').notNull().default(false),
    hideBattleRewards: boolean('hide_battle_rewards').notNull().default(false),
    hideAll: boolean('hide_all').notNull().default(false),
    hideMetrics: boolean('hide_metrics').notNull().default(false),
    selfExclusionStartAt: timestamptz('self_exclusion_start_at'),
    selfExclusionEndAt: timestamptz('self_exclusion_end_at'),
    // IN SPA/MF 31/2025: the São Paulo day the central impediment directory was last asked, and
    // what it answered when the player is impeded (null: not impeded).
    impedimentCheckedOn: date('impediment_checked_on', { mode: 'string' }),
    impediment: text('impediment', { enum: ['central_self_exclusion', 'social_programme'] }),
    // When the current impediment was first found: the player is notified then, may withdraw for
    // two days, and the account is closed three days after (docs/design/responsible-gaming.md).
    impededAt: timestamptz('impeded_at'),
    // A closed account: no sign-in. Only the central impediment closes one so far.
    closedAt: timestamptz('closed_at'),
    closedReason: text('closed_reason', { enum: ['impediment'] }),
    // Issue 38 (docs/product/vip-and-referrals.md): the player's own referral code (made on first
    // use), whether the operator marked them an affiliate, and the highest VIP level whose reward
    // was given (so each level's reward is given once).
    referralCode: text('referral_code'),
    isAffiliate: boolean('is_affiliate').notNull().default(false),
    vipLevelRewarded: integer('vip_level_rewarded').notNull().default(1),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    // Target of the (tenant_id, user_id) foreign keys: a row can only point at its tenant's user.
    tenantRowUnique('users_tenant_id_unique', table),
    uniqueIndex('users_tenant_email_idx').on(table.tenantId, table.email),
    uniqueIndex('users_tenant_phone_idx').on(table.tenantId, table.phone),
    uniqueIndex('users_tenant_cpf_idx').on(table.tenantId, table.cpf),
    uniqueIndex('users_tenant_google_idx').on(table.tenantId, table.googleSub),
    uniqueIndex('users_tenant_referral_code_idx').on(table.tenantId, table.referralCode),
    check('users_language_check', sql`${table.language} in ('pt-BR', 'en')`),
    check(
      'users_kyc_status_check',
      sql`${table.kycStatus} in ('none', 'pending', 'approved', 'rejected')`,
    ),
    check(
      'users_impediment_check',
      sql`${table.impediment} in ('central_self_exclusion', 'social_programme')`,
    ),
    check('users_closed_reason_check', sql`${table.closedReason} in ('impediment')`),
    check('users_closed_check', sql`(${table.closedAt} is null) = (${table.closedReason} is null)`),
    // The 15-day sweep's search: a tenant's players by the day they were last asked.
    index('users_impediment_checked_idx').on(table.tenantId, table.impedimentCheckedOn),
  ],
);

/**
 * A row's player within the row's own tenant: `(tenant_id, user_id)` → users, so a row cannot point
 * at another tenant's player; it is deleted with the player.
 */
export const userForeignKey = (name: string, table: { tenantId: PgColumn; userId: PgColumn }) =>
  tenantForeignKey(name, [table.tenantId, table.userId], users).onDelete('cascade');

/** A numbered row of one tenant about one of its players. */
export const playerRowColumns = () => ({
  ...tenantRowColumns(),
  userId: integer('user_id').notNull(),
});

/** A player's rows. */
export const playerIndex = (name: string, table: { tenantId: PgColumn; userId: PgColumn }) =>
  index(name).on(table.tenantId, table.userId);

/** A player's rows, newest first: the order their history pages in. */
export const playerNewestFirstIndex = (
  name: string,
  table: { tenantId: ExtraConfigColumn; userId: ExtraConfigColumn; id: ExtraConfigColumn },
) => index(name).on(table.tenantId, table.userId, table.id.desc().nullsFirst());

/** Bearer tokens. Only the SHA-256 of the random token is stored; revoking sets revoked_at. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    ...playerRowColumns(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    playerIndex('auth_tokens_user_idx', table),
    userForeignKey('auth_tokens_user_fk', table),
  ],
);

/** E-mail and SMS codes. Only a salted hash of the code is kept; the latest row per target counts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    ...tenantRowColumns(),
    userId: integer('user_id'),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    purpose: text('purpose', { enum: ['register', 'verify', 'recovery'] }).notNull(),
    codeSalt: text('code_salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    burntAt: timestamptz('burnt_at'),
  },
  (table) => [
    userForeignKey('verification_codes_user_fk', table),
    index('verification_codes_target_idx').on(
      table.tenantId,
      table.channel,
      table.destination,
      table.createdAt,
    ),
  ],
);

/** Messages the platform "sent". In demo mode `GET /demo/outbox` reads them back. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    ...tenantRowColumns(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAtColumn(),
  },
  (table) => [index('outbox_destination_idx').on(table.tenantId, table.destination)],
);

/** Failed logins per phone, for the 5-per-15-minutes limit. Cleared by a successful login. */
export const loginFailures = pgTable(
  'login_failures',
  {
    ...tenantRowColumns(),
    phone: text('phone').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('login_failures_phone_idx').on(table.tenantId, table.phone, table.createdAt)],
);
