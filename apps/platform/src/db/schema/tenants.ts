import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, timestamptz } from './columns.ts';

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
    createdAt: createdAtColumn(),
  },
  (table) => [index('tenants_domains_idx').using('gin', table.domains)],
);

/** The row's tenant: a row is deleted with its tenant. */
export const tenantIdColumn = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantIdColumn(),
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
    tenantId: tenantIdColumn(),
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
    tenantId: tenantIdColumn(),
    slug: text('slug').notNull(),
    locale: text('locale', { enum: ['pt-BR', 'en'] }).notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
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
  },
  (table) => [primaryKey({ columns: [table.tenantId, table.level] })],
);
