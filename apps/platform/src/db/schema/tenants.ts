import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
  type ExtraConfigColumn,
  type PgColumn,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns.ts';

// Drizzle 0.45 has no bytea column; images are small enough to live beside the rows they belong to.
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** One operator brand. `config` holds the stored (not derived) §3 fields, parsed on every read. */
export const tenants = pgTable(
  'tenants',
  {
    id: idColumn(),
    slug: text('slug').notNull().unique(),
    domains: text('domains')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    config: jsonb('config').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('tenants_domains_idx').using('gin', table.domains)],
);

/** The row's tenant: a row is deleted with its tenant. */
export const tenantIdColumn = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** A numbered row of one tenant opens with its id and its tenant. */
export const tenantRowColumns = () => ({ id: idColumn(), tenantId: tenantIdColumn() });

/**
 * Target of a composite foreign key `(tenant_id, …_id)`: a row can only point at a row of its own
 * tenant.
 */
export const tenantRowUnique = (name: string, table: { tenantId: PgColumn; id: PgColumn }) =>
  unique(name).on(table.tenantId, table.id);

/**
 * `(tenant_id, column)` → `target (tenant_id, id)`: a row can only point at a row of its own tenant
 * (the target's `tenantRowUnique`).
 */
export const tenantForeignKey = (
  name: string,
  columns: [tenantId: PgColumn, column: PgColumn],
  target: { tenantId: PgColumn; id: PgColumn },
) => foreignKey({ name, columns, foreignColumns: [target.tenantId, target.id] });

/** A tenant's rows, newest first: the order its lists page in. */
export const tenantNewestFirstIndex = (
  name: string,
  table: { tenantId: ExtraConfigColumn; id: ExtraConfigColumn },
) => index(name).on(table.tenantId, table.id.desc().nullsFirst());

export const banners = pgTable(
  'banners',
  {
    ...tenantRowColumns(),
    position: integer('position').notNull().default(0),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    altPt: text('alt_pt').notNull(),
    altEn: text('alt_en').notNull(),
    link: text('link'),
    // Paths inside the tenant's storage, made absolute (with ?v=) when served.
    imagePath: text('image_path').notNull(),
    imageMobilePath: text('image_mobile_path').notNull(),
    // A bonus offer is never shown on a regulated tenant (docs/design/responsible-gaming.md).
    bonusOffer: boolean('bonus_offer').notNull().default(false),
  },
  (table) => [index('banners_tenant_idx').on(table.tenantId, table.position)],
);

export const categories = pgTable(
  'categories',
  {
    ...tenantRowColumns(),
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
    ...tenantRowColumns(),
    slug: text('slug').notNull(),
    locale: text('locale', { enum: ['pt-BR', 'en'] }).notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    uniqueIndex('pages_tenant_slug_locale_idx').on(table.tenantId, table.slug, table.locale),
    check('pages_locale_check', sql`${table.locale} in ('pt-BR', 'en')`),
  ],
);

export const assets = pgTable(
  'assets',
  {
    tenantId: tenantIdColumn(),
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.path] })],
);

/** §3 Rank: the VIP ladder of a tenant; the image is a file of the tenant's storage. */
export const ranks = pgTable(
  'ranks',
  {
    tenantId: tenantIdColumn(),
    level: integer('level').notNull(),
    totalBet: bigint('total_bet', { mode: 'number' }).notNull(),
    imagePath: text('image_path').notNull(),
    // Issue 38 (docs/product/vip-and-referrals.md): the level's name and benefits in both
    // languages, and the reward given once on reaching it (loyalty centavos and/or a box).
    name: jsonb('name').$type<{ pt: string; en: string }>(),
    benefits: jsonb('benefits')
      .$type<{ pt: string[]; en: string[] }>()
      .notNull()
      .default({ pt: [], en: [] }),
    rewardLoyalty: bigint('reward_loyalty', { mode: 'number' }).notNull().default(0),
    rewardBoxId: integer('reward_box_id'),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.level] }),
    check('ranks_reward_loyalty_check', sql`${table.rewardLoyalty} >= 0`),
  ],
);
