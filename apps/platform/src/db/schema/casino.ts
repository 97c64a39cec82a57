import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { GAME_TYPES } from '@vitrine/contract/game-constants.ts';
import { createdAtColumn, timestamptz } from './columns.ts';
import { tenantForeignKey, tenantIdColumn, tenantRowColumns, tenantRowUnique } from './tenants.ts';
import { userForeignKey } from './users.ts';

// ——— Casino (docs/design/casino-api.md). Tenant-scoped like everything else: a provider, a game,
// a favourite, a play, a wallet and a ledger row all carry their tenant, and composite foreign keys
// keep a row from pointing at another tenant's game or player.

/** A game studio of one tenant's catalogue; `code` is the `/casino/{providercode}/…` segment. */
export const gameProviders = pgTable(
  'game_providers',
  {
    ...tenantRowColumns(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    // Path inside the tenant's storage (240×120 webp).
    logoPath: text('logo_path').notNull(),
    // Which GameProvider launches its games (src/services/game-provider.ts); every seeded one is
    // served by the demo slot.
    integration: text('integration').notNull().default('demo-slot'),
    // Down for maintenance: none of its games launches (the game screen's maintenance state).
    maintenance: boolean('maintenance').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('game_providers_tenant_id_unique', table),
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
    ...tenantRowColumns(),
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
    /** How much of a stake here counts toward a bonus's rollover, 0–100 % (docs/product/bonuses.md). */
    rolloverContribution: integer('rollover_contribution').notNull().default(100),
    views: integer('views').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    featuredPosition: integer('featured_position'),
    // This one game is down for maintenance, while the rest of its provider's games launch.
    maintenance: boolean('maintenance').notNull().default(false),
    // Paths inside the tenant's storage: 300×400 and 150×200 webp.
    imagePath: text('image_path').notNull(),
    imageMobilePath: text('image_mobile_path').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    tenantRowUnique('games_tenant_id_unique', table),
    uniqueIndex('games_tenant_provider_code_idx').on(table.tenantId, table.providerId, table.code),
    tenantForeignKey(
      'games_provider_fk',
      [table.tenantId, table.providerId],
      gameProviders,
    ).onDelete('cascade'),
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
    check(
      'games_rollover_contribution_check',
      sql`${table.rolloverContribution} between 0 and 100`,
    ),
  ],
);

/** A row about one game of one player: their favourite, their plays of it. */
const playerGameColumns = () => ({
  tenantId: tenantIdColumn(),
  userId: integer('user_id').notNull(),
  gameId: integer('game_id').notNull(),
});

/** `(tenant_id, game_id)` → games: a row names a game of its own tenant and goes with the game. */
const gameForeignKey = (name: string, table: { tenantId: PgColumn; gameId: PgColumn }) =>
  tenantForeignKey(name, [table.tenantId, table.gameId], games).onDelete('cascade');

/**
 * One row per player and game, the player's listed newest `at` first (`{table}_user_idx`), gone
 * with the player (`{table}_user_fk`) or with the game (`{table}_game_fk`).
 */
const playerGameConstraints = (
  table: 'game_favorites' | 'game_plays',
  columns: {
    tenantId: ExtraConfigColumn;
    userId: ExtraConfigColumn;
    gameId: ExtraConfigColumn;
  },
  at: ExtraConfigColumn,
) => [
  primaryKey({ columns: [columns.tenantId, columns.userId, columns.gameId] }),
  index(`${table}_user_idx`).on(columns.tenantId, columns.userId, at.desc().nullsFirst()),
  userForeignKey(`${table}_user_fk`, columns),
  gameForeignKey(`${table}_game_fk`, columns),
];

/** A player's favourite games, newest first. */
export const gameFavorites = pgTable(
  'game_favorites',
  { ...playerGameColumns(), createdAt: createdAtColumn() },
  (table) => playerGameConstraints('game_favorites', table, table.createdAt),
);

/** The games a player launched: one row per game, the latest launch wins. */
export const gamePlays = pgTable(
  'game_plays',
  {
    ...playerGameColumns(),
    launches: integer('launches').notNull().default(1),
    lastPlayedAt: timestamptz('last_played_at').notNull().defaultNow(),
  },
  (table) => playerGameConstraints('game_plays', table, table.lastPlayedAt),
);

/**
 * A launch of the demo slot (`POST games/url`): only the SHA-256 of the random token is stored. It
 * binds tenant, player or guest, game and mode for 12 h; demo mode plays on `demo_balance`.
 */
export const gameLaunches = pgTable(
  'game_launches',
  {
    ...tenantRowColumns(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id'),
    guestId: text('guest_id'),
    gameId: integer('game_id').notNull(),
    mode: text('mode', { enum: ['real', 'demo'] }).notNull(),
    lang: text('lang', { enum: ['pt-BR', 'en'] }).notNull(),
    demoBalance: bigint('demo_balance', { mode: 'number' }),
    createdAt: createdAtColumn(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (table) => [
    userForeignKey('game_launches_user_fk', table),
    gameForeignKey('game_launches_game_fk', table),
    index('game_launches_expires_idx').on(table.expiresAt),
    check('game_launches_mode_check', sql`${table.mode} in ('real', 'demo')`),
    check(
      'game_launches_demo_balance_check',
      sql`${table.demoBalance} is null or ${table.demoBalance} >= 0`,
    ),
  ],
);
