import { sql } from 'drizzle-orm';
import { GAME_TYPES } from '@vitrine/contract/game-constants.ts';
import { NOTIFICATION_TYPES } from '@vitrine/contract/notifications.ts';
import { PIX_CHARGE_STATUSES } from '@vitrine/contract/payments.ts';
import { TRANSACTION_TYPES } from '@vitrine/contract/wallet.ts';
import { PIX_KEY_TYPES } from '@vitrine/contract/withdrawals.ts';

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
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Drizzle 0.45 has no bytea column; images are small enough to live beside the rows they belong to.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** One operator brand. `config` holds the stored (not derived) §3 fields, parsed on every read. */
export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    config: jsonb('config').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tenants_domains_idx').using('gin', table.domains)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    altPt: text('alt_pt').notNull(),
    altEn: text('alt_en').notNull(),
    link: text('link'),
    // Paths inside the tenant's storage, made absolute (with ?v=) when served.
    imagePath: text('image_path').notNull(),
    imageMobilePath: text('image_mobile_path').notNull(),
  },
  (table) => [index('banners_tenant_idx').on(table.tenantId, table.position)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    namePt: text('name_pt').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_tenant_slug_idx').on(table.tenantId, table.slug)],
);

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    locale: text('locale', { enum: ['pt-BR', 'en'] }).notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pages_tenant_slug_locale_idx').on(table.tenantId, table.slug, table.locale),
    check('pages_locale_check', sql`${table.locale} in ('pt-BR', 'en')`),
  ],
);

export const assets = pgTable(
  'assets',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.path] })],
);

// ——— Accounts (docs/design/accounts-api.md). Every row carries its tenant; every query filters on it.

/** A player of one tenant. `phone` is the §3 `username` (E.164); e-mail is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
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
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
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
    selfExclusionStartAt: timestamp('self_exclusion_start_at', { withTimezone: true }),
    selfExclusionEndAt: timestamp('self_exclusion_end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Target of the (tenant_id, user_id) foreign keys: a row can only point at its tenant's user.
    unique('users_tenant_id_unique').on(table.tenantId, table.id),
    uniqueIndex('users_tenant_email_idx').on(table.tenantId, table.email),
    uniqueIndex('users_tenant_phone_idx').on(table.tenantId, table.phone),
    uniqueIndex('users_tenant_cpf_idx').on(table.tenantId, table.cpf),
    uniqueIndex('users_tenant_google_idx').on(table.tenantId, table.googleSub),
    check('users_language_check', sql`${table.language} in ('pt-BR', 'en')`),
    check(
      'users_kyc_status_check',
      sql`${table.kycStatus} in ('none', 'pending', 'approved', 'rejected')`,
    ),
  ],
);

/** Bearer tokens. Only the SHA-256 of the random token is stored; revoking sets revoked_at. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('auth_tokens_user_idx').on(table.tenantId, table.userId),
    foreignKey({
      name: 'auth_tokens_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** E-mail and SMS codes. Only a salted hash of the code is kept; the latest row per target counts. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    purpose: text('purpose', { enum: ['register', 'verify', 'recovery'] }).notNull(),
    codeSalt: text('code_salt').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    burntAt: timestamp('burnt_at', { withTimezone: true }),
  },
  (table) => [
    foreignKey({
      name: 'verification_codes_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
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
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    destination: text('destination').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_destination_idx').on(table.tenantId, table.destination)],
);

/** Failed logins per phone, for the 5-per-15-minutes limit. Cleared by a successful login. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_phone_idx').on(table.tenantId, table.phone, table.createdAt)],
);

/** KYC documents. The file lives on disk under the uploads folder, at `storedName`. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    type: text('type', {
      enum: ['rg_front', 'rg_back', 'cnh', 'selfie', 'proof_of_address'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'cancelled'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [
    index('documents_user_idx').on(table.tenantId, table.userId),
    foreignKey({
      name: 'documents_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),

    check(
      'documents_status_check',
      sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`,
    ),
  ],
);

/** §3 Rank: the VIP ladder of a tenant; the image is a file of the tenant's storage. */
export const ranks = pgTable(
  'ranks',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    totalBet: bigint('total_bet', { mode: 'number' }).notNull(),
    imagePath: text('image_path').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.level] })],
);

/**
 * A reserved `Idempotency-Key` and, once the call succeeded, its answer, replayed for 24 h. A row
 * without a status is a request still running; a money call stores its answer in its own
 * transaction (decision 026).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Which running request holds the reservation: a takeover changes it (decision 026). */
    owner: text('owner').notNull().default(''),
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('idempotency_keys_request_idx').on(
      table.tenantId,
      table.key,
      table.method,
      table.path,
    ),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);

// ——— Casino (docs/design/casino-api.md). Tenant-scoped like everything else: a provider, a game,
// a favourite, a play, a wallet and a ledger row all carry their tenant, and composite foreign keys
// keep a row from pointing at another tenant's game or player.

/** A game studio of one tenant's catalogue; `code` is the `/casino/{providercode}/…` segment. */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    // Path inside the tenant's storage (240×120 webp).
    logoPath: text('logo_path').notNull(),
    // Which GameProvider launches its games (src/services/game-provider.ts); every seeded one is
    // served by the demo slot.
    integration: text('integration').notNull().default('demo-slot'),
    // Down for maintenance: none of its games launches (the game screen's maintenance state).
    maintenance: boolean('maintenance').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('game_providers_tenant_id_unique').on(table.tenantId, table.id),
    uniqueIndex('game_providers_tenant_code_idx').on(table.tenantId, table.code),
  ],
);

/**
 * A game of one tenant. `category_slugs` is an array with a GIN index, so "in every one of these
 * categories" is one indexed containment (`@>`). `featured_position` set = an operator's pick.
 */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    type: text('type', { enum: GAME_TYPES }).notNull(),
    categorySlugs: text('category_slugs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    hasTables: boolean('has_tables').notNull().default(false),
    onlyDemo: boolean('only_demo').notNull().default(false),
    bonusAllowed: boolean('bonus_allowed').notNull().default(true),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    featuredPosition: integer('featured_position'),
    // This one game is down for maintenance, while the rest of its provider's games launch.
    maintenance: boolean('maintenance').notNull().default(false),
    // Paths inside the tenant's storage: 300×400 and 150×200 webp.
    imagePath: text('image_path').notNull(),
    imageMobilePath: text('image_mobile_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('games_tenant_id_unique').on(table.tenantId, table.id),
    uniqueIndex('games_tenant_provider_code_idx').on(table.tenantId, table.providerId, table.code),
    foreignKey({
      name: 'games_provider_fk',
      columns: [table.tenantId, table.providerId],
      foreignColumns: [gameProviders.tenantId, gameProviders.id],
    }).onDelete('cascade'),
    // The three list orders: popular (views, then title), new (created_at), az (title).
    index('games_tenant_views_idx').on(
      table.tenantId,
      table.views.desc().nullsFirst(),
      sql`lower(${table.title})`,
      table.id,
    ),
    index('games_tenant_created_idx').on(
      table.tenantId,
      table.createdAt.desc().nullsFirst(),
      table.id,
    ),
    index('games_tenant_title_idx').on(table.tenantId, sql`lower(${table.title})`, table.id),
    index('games_category_slugs_idx').using('gin', table.categorySlugs),
    // Title search (`ILIKE '%term%'`, case-insensitive) through trigrams (pg_trgm).
    index('games_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('games_tenant_featured_idx')
      .on(table.tenantId, table.featuredPosition)
      .where(sql`${table.featuredPosition} is not null`),
    check('games_type_check', sql`${table.type} in ('slot', 'live', 'table', 'crash', 'instant')`),
    check('games_counters_check', sql`${table.views} >= 0 and ${table.likes} >= 0`),
  ],
);

/** A player's favourite games, newest first. */
export const gameFavorites = pgTable(
  'game_favorites',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.gameId] }),
    index('game_favorites_user_idx').on(
      table.tenantId,
      table.userId,
      table.createdAt.desc().nullsFirst(),
    ),
    foreignKey({
      name: 'game_favorites_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'game_favorites_game_fk',
      columns: [table.tenantId, table.gameId],
      foreignColumns: [games.tenantId, games.id],
    }).onDelete('cascade'),
  ],
);

/** The games a player launched: one row per game, the latest launch wins. */
export const gamePlays = pgTable(
  'game_plays',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    launches: integer('launches').notNull().default(1),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId, table.gameId] }),
    index('game_plays_user_idx').on(
      table.tenantId,
      table.userId,
      table.lastPlayedAt.desc().nullsFirst(),
    ),
    foreignKey({
      name: 'game_plays_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'game_plays_game_fk',
      columns: [table.tenantId, table.gameId],
      foreignColumns: [games.tenantId, games.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A player's running balance: always the sum of their `wallet_transactions`, updated in the same
 * database transaction as each row while this row is locked (`FOR UPDATE`).
 */
export const wallets = pgTable(
  'wallets',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    bonusBalance: bigint('bonus_balance', { mode: 'number' }).notNull().default(0),
    depositCount: integer('deposit_count').notNull().default(0),
    /**
     * How many ledger rows the wallet has had. Rows are written under the wallet's lock, so this
     * numbers the player's movements in commit order: each `BalanceUpdated` carries its number as
     * `sequence`, and the web app keeps the newest whatever order the events arrive in.
     */
    movements: bigint('movements', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    foreignKey({
      name: 'wallets_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
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
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    type: text('type', { enum: TRANSACTION_TYPES }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    roundId: text('round_id'),
    gameId: integer('game_id'),
    withdrawalId: integer('withdrawal_id'),
    sportsbookTransactionId: integer('sportsbook_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('wallet_transactions_user_idx').on(
      table.tenantId,
      table.userId,
      table.id.desc().nullsFirst(),
    ),
    index('wallet_transactions_round_idx')
      .on(table.tenantId, table.roundId)
      .where(sql`${table.roundId} is not null`),
    foreignKey({
      name: 'wallet_transactions_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'wallet_transactions_game_fk',
      columns: [table.tenantId, table.gameId],
      foreignColumns: [games.tenantId, games.id],
    }),
    foreignKey({
      name: 'wallet_transactions_withdrawal_fk',
      columns: [table.tenantId, table.withdrawalId],
      foreignColumns: [withdrawals.tenantId, withdrawals.id],
    }),
    uniqueIndex('wallet_transactions_withdrawal_reserve_idx')
      .on(table.withdrawalId)
      .where(sql`${table.withdrawalId} is not null and ${table.amount} < 0`),
    uniqueIndex('wallet_transactions_withdrawal_return_idx')
      .on(table.withdrawalId)
      .where(sql`${table.withdrawalId} is not null and ${table.amount} > 0`),
    foreignKey({
      name: 'wallet_transactions_sportsbook_fk',
      columns: [table.tenantId, table.sportsbookTransactionId],
      foreignColumns: [sportsbookTransactions.tenantId, sportsbookTransactions.id],
    }),
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
      sql`${table.type} in ('deposit', 'withdraw', 'bonus', 'rollover', 'win', 'bet')`,
    ),
  ],
);

/**
 * A launch of the demo slot (`POST games/url`): only the SHA-256 of the random token is stored. It
 * binds tenant, player or guest, game and mode for 12 h; demo mode plays on `demo_balance`.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id'),
    guestId: text('guest_id'),
    gameId: integer('game_id').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    lang: text('lang', { enum: ['pt-BR', 'en'] }).notNull(),
    demoBalance: bigint('demo_balance', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'game_launches_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'game_launches_game_fk',
      columns: [table.tenantId, table.gameId],
      foreignColumns: [games.tenantId, games.id],
    }).onDelete('cascade'),
    index('game_launches_expires_idx').on(table.expiresAt),
    check('game_launches_mode_check', sql`${table.mode} in ('real', 'demo')`),
    check(
      'game_launches_demo_balance_check',
      sql`${table.demoBalance} is null or ${table.demoBalance} >= 0`,
    ),
  ],
);

// ——— Payments (docs/design/payments-api.md).

/**
 * A PIX deposit charge of the tenant's demo PSP. `txid` is the BR Code's 62-05 and the API's
 * `transaction_id`. Paying it takes this row `FOR UPDATE`, so it is credited at most once; a payment
 * from a CPF other than the player's is `refunded` with its reason, never credited.
 */
export const pixCharges = pgTable(
  'pix_charges',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    txid: text('txid').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: PIX_CHARGE_STATUSES }).notNull().default('waiting_payment'),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payerCpf: text('payer_cpf'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
  },
  (table) => [
    uniqueIndex('pix_charges_tenant_txid_idx').on(table.tenantId, table.txid),
    index('pix_charges_user_idx').on(table.tenantId, table.userId, table.id.desc().nullsFirst()),
    foreignKey({
      name: 'pix_charges_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    check('pix_charges_amount_check', sql`${table.amount} > 0`),
    check(
      'pix_charges_status_check',
      sql`${table.status} in ('waiting_payment', 'paid', 'refused', 'refunded', 'chargebacked', 'expired')`,
    ),
  ],
);

// ——— Withdrawals (docs/design/payments-api.md "Withdrawals").

/**
 * §3 "Withdraw method": a PIX key of the player, stored normalized (CPF digits, e-mail lower-case,
 * phone E.164, random key lower-case). Only keys of the player's own CPF get here (Portaria SPA/MF
 * 615/2024). At most one is selected.
 */
export const pixKeys = pgTable(
  'pix_keys',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    type: text('type', { enum: PIX_KEY_TYPES }).notNull(),
    key: text('key').notNull(),
    selected: boolean('selected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('pix_keys_owner_key_idx').on(table.tenantId, table.userId, table.type, table.key),
    // Target of withdrawals' foreign key: a withdrawal pays a key of its own player.
    unique('pix_keys_owner_id_unique').on(table.tenantId, table.userId, table.id),
    uniqueIndex('pix_keys_selected_idx')
      .on(table.tenantId, table.userId)
      .where(sql`${table.selected}`),
    foreignKey({
      name: 'pix_keys_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    check('pix_keys_type_check', sql`${table.type} in ('cpf', 'email', 'phone', 'random')`),
  ],
);

/**
 * A withdrawal request. Its amount left the balance when it was made (a `withdraw` ledger row of
 * -amount naming it); a cancellation or an invalid key returns it with one positive row, once
 * (`returned_at`). `status` is §4's number: 0 pending … 5 under analysis.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    pixKeyId: integer('pix_key_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (table) => [
    // Target of the ledger's foreign key: a row can only name its tenant's withdrawal.
    unique('withdrawals_tenant_id_unique').on(table.tenantId, table.id),
    index('withdrawals_user_idx').on(table.tenantId, table.userId, table.id.desc().nullsFirst()),
    index('withdrawals_tenant_idx').on(table.tenantId, table.id.desc().nullsFirst()),
    foreignKey({
      name: 'withdrawals_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'withdrawals_pix_key_fk',
      columns: [table.tenantId, table.userId, table.pixKeyId],
      foreignColumns: [pixKeys.tenantId, pixKeys.userId, pixKeys.id],
    }),
    check('withdrawals_amount_check', sql`${table.amount} > 0`),
    check('withdrawals_status_check', sql`${table.status} between 0 and 5`),
  ],
);

// ——— Sportsbook (docs/design/sportsbook-api.md).

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
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
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
    committedAt: timestamp('committed_at', { withTimezone: true }),
    /** A bet: how it ended (won, lost, refunded, discarded); null while open or rolled back. */
    result: text('result', { enum: SPORTSBOOK_BET_RESULTS }),
    /** A bet: the status bet/settlement reported. */
    settlement: text('settlement'),
    /** A win, lost or refund that a rollback undid. */
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('sportsbook_transactions_ext_idx').on(table.tenantId, table.extTransactionId),
    // Target of the ledger's and of its own foreign keys: a row names only its tenant's rows.
    unique('sportsbook_transactions_tenant_id_unique').on(table.tenantId, table.id),
    // A win, lost or refund is undone at most once.
    uniqueIndex('sportsbook_transactions_rollback_idx')
      .on(table.tenantId, table.parentId)
      .where(sql`${table.operation} = 'rollback'`),
    index('sportsbook_transactions_bet_idx').on(table.tenantId, table.betId),
    foreignKey({
      name: 'sportsbook_transactions_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'sportsbook_transactions_bet_fk',
      columns: [table.tenantId, table.betId],
      foreignColumns: [table.tenantId, table.id],
    }),
    foreignKey({
      name: 'sportsbook_transactions_parent_fk',
      columns: [table.tenantId, table.parentId],
      foreignColumns: [table.tenantId, table.id],
    }),
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

// ——— Notifications, web push and the chat (docs/design/notifications-chat.md).

/**
 * §3 "Notification": a personal one (`user_id` set) or a global one of the tenant (`user_id` null,
 * type `platform`). One id sequence for both, so `POST /notifications/{id}/read` names one row.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    name: text('name').notNull(),
    message: text('message').notNull(),
    img: text('img'),
    userBox: integer('user_box'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // Target of notification_reads' foreign key: a read names its tenant's notification.
    unique('notifications_tenant_id_unique').on(table.tenantId, table.id),
    index('notifications_user_idx')
      .on(table.tenantId, table.userId, table.id.desc().nullsFirst())
      .where(sql`${table.userId} is not null`),
    index('notifications_global_idx')
      .on(table.tenantId, table.id.desc().nullsFirst())
      .where(sql`${table.userId} is null`),
    foreignKey({
      name: 'notifications_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    check('notifications_type_check', sql`${table.type} in ('platform', 'personal', 'chat')`),
    check(
      'notifications_global_check',
      sql`(${table.userId} is null) = (${table.type} = 'platform')`,
    ),
  ],
);

/** Who read which notification, when: a personal one by its player, a global one by each player. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id').notNull(),
    userId: integer('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.userId] }),
    index('notification_reads_user_idx').on(table.tenantId, table.userId),
    foreignKey({
      name: 'notification_reads_notification_fk',
      columns: [table.tenantId, table.notificationId],
      foreignColumns: [notifications.tenantId, notifications.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'notification_reads_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/** A tenant's VAPID key pair (P-256, base64url), generated at seed; the public half is themed. */
export const webPushKeys = pgTable('web_push_keys', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** §3 "Push subscription" of a player's browser; one row per endpoint within a tenant. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.tenantId, table.endpoint),
    index('push_subscriptions_user_idx').on(table.tenantId, table.userId),
    foreignKey({
      name: 'push_subscriptions_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * §3 "Chat message" of a tenant's chat: a player's (`normal`) or the operator's (`global`, no
 * player). `text` is plain text exactly as written; attachments are `{ attachment_type,
 * attachment_url }` of http(s) addresses. Pinned while `pinned_until` is in the future.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    type: text('type', { enum: ['global', 'normal'] }).notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** `{ id, name }` of a mission the message is about (the missions issue). */
    mission: jsonb('mission'),
    pinnedUntil: timestamp('pinned_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('chat_messages_tenant_idx').on(table.tenantId, table.id.desc().nullsFirst()),
    index('chat_messages_user_idx').on(table.tenantId, table.userId, table.createdAt),
    index('chat_messages_pinned_idx')
      .on(table.tenantId, table.pinnedUntil)
      .where(sql`${table.pinnedUntil} is not null`),
    foreignKey({
      name: 'chat_messages_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
    check('chat_messages_type_check', sql`${table.type} in ('global', 'normal')`),
    check(
      'chat_messages_author_check',
      sql`(${table.userId} is null) = (${table.type} = 'global')`,
    ),
  ],
);

/** A player the operator muted in the chat, until when. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    mutedUntil: timestamp('muted_until', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.userId] }),
    foreignKey({
      name: 'chat_mutes_user_fk',
      columns: [table.tenantId, table.userId],
      foreignColumns: [users.tenantId, users.id],
    }).onDelete('cascade'),
  ],
);
