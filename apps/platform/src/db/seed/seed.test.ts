import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_PAGE_SLUGS } from '@vitrine/contract/content.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { assets, banners, categories, pages, tenants } from '../schema.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { demoPages } from './legal-pages.ts';
import { seedDemoTenants } from './seed.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
});
afterAll(() => database.close());

async function rowCount(table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const rowCounts = async () => ({
  tenants: await rowCount(tenants),
  banners: await rowCount(banners),
  categories: await rowCount(categories),
  pages: await rowCount(pages),
  assets: await rowCount(assets),
});

async function tenantRows(slug: string) {
  const { db } = database;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.slug, slug));
  if (!tenant) throw new Error(`no tenant ${slug}`);
  return {
    tenant,
    categories: await db.select().from(categories).where(eq(categories.tenantId, tenant.id)),
    banners: await db.select().from(banners).where(eq(banners.tenantId, tenant.id)),
    pages: await db.select().from(pages).where(eq(pages.tenantId, tenant.id)),
    assets: await db.select().from(assets).where(eq(assets.tenantId, tenant.id)),
  };
}

describe('seedDemoTenants', () => {
  it('creates the three demo brands on an empty database', async () => {
    const { created } = await seedDemoTenants(database.db);
    expect(created).toEqual(['demo', 'sorte', 'manutencao']);
  });

  it('is idempotent: a second run creates nothing and keeps every row count', async () => {
    const before = await rowCounts();
    const { created } = await seedDemoTenants(database.db);
    expect(created).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });

  it.each(DEMO_TENANTS.map((tenant) => tenant.slug))(
    'gives %s its categories, three banners, every page in both languages and its images',
    async (slug) => {
      const rows = await tenantRows(slug);
      expect(rows.categories.length).toBeGreaterThanOrEqual(4);
      expect(rows.categories.length).toBeLessThanOrEqual(6);
      expect(rows.banners).toHaveLength(3);
      for (const pageSlug of [...LEGAL_PAGE_SLUGS, 'sobre-nos']) {
        const locales = rows.pages.filter((page) => page.slug === pageSlug).map((p) => p.locale);
        expect(locales.sort()).toEqual(['en', 'pt-BR']);
      }
      expect(rows.assets.map((asset) => asset.path).sort()).toEqual([
        'banners/banner-1-desktop.webp',
        'banners/banner-1-mobile.webp',
        'banners/banner-2-desktop.webp',
        'banners/banner-2-mobile.webp',
        'banners/banner-3-desktop.webp',
        'banners/banner-3-mobile.webp',
        'icons/icon-144.png',
        'icons/icon-192.png',
        'icons/icon-512.png',
        'icons/icon-64.png',
        'logo.webp',
      ]);
    },
  );

  it('draws images at the sizes the web app expects', async () => {
    const { assets: files } = await tenantRows('demo');
    const size = async (path: string) => {
      const file = files.find((asset) => asset.path === path);
      if (!file) throw new Error(`no asset ${path}`);
      const { width, height, format } = await sharp(file.bytes).metadata();
      return { width, height, format };
    };
    expect(await size('logo.webp')).toEqual({ width: 320, height: 80, format: 'webp' });
    expect(await size('icons/icon-64.png')).toEqual({ width: 64, height: 64, format: 'png' });
    expect(await size('icons/icon-512.png')).toEqual({ width: 512, height: 512, format: 'png' });
    expect(await size('banners/banner-1-desktop.webp')).toEqual({
      width: 1200,
      height: 400,
      format: 'webp',
    });
    expect(await size('banners/banner-1-mobile.webp')).toEqual({
      width: 720,
      height: 400,
      format: 'webp',
    });
  });

  it('stores pages sanitised, although the seed text carries dangerous markup', async () => {
    const demo = DEMO_TENANTS.find((tenant) => tenant.slug === 'demo');
    if (!demo) throw new Error('no demo tenant');
    const source = demoPages(demo.config).find((page) => page.slug === 'sobre-nos');
    expect(source?.html).toMatch(/<script>/);
    expect(source?.html).toMatch(/onclick=/);
    expect(source?.html).toMatch(/javascript:/);

    const { pages: stored } = await tenantRows('demo');
    for (const page of stored) {
      expect(page.html).not.toMatch(/<script|onclick|javascript:|style=/i);
    }
  });

  it('leaves an existing tenant exactly as the operator changed it', async () => {
    await database.db.update(tenants).set({ active: false }).where(eq(tenants.slug, 'sorte'));
    await seedDemoTenants(database.db);
    expect((await tenantRows('sorte')).tenant.active).toBe(false);
  });
});
