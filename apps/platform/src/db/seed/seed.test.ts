import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_PAGE_SLUGS } from '@vitrine/contract/content.ts';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import { isValidCpf } from '@vitrine/contract/validation/rules.ts';
import { verifyPassword } from '../../modules/users/password.ts';
import { gameFavorites, gamePlays, gameProviders, games } from '../schema/casino.ts';
import { boxes } from '../schema/rewards.ts';
import { assets, banners, categories, pages, ranks, tenants } from '../schema/tenants.ts';
import { users } from '../schema/users.ts';
import { wallets, walletTransactions } from '../schema/wallet.ts';
import { tenantConfigSchema } from '../../tenancy/tenant-config.ts';
import { DEMO_RANK_CONTENT, DEMO_RANK_THRESHOLDS } from './demo-accounts.ts';
import { DEMO_PASSWORD } from './demo-players.ts';
import { DEMO_TENANTS } from './demo-tenants.ts';
import { demoPages } from './legal-pages.ts';
import { seedDemoTenants } from './seed.ts';

let database: DatabaseHandle;
// A small catalogue: the default (600 per tenant) is for the running platform.
const SEED_GAMES = 40;
const seededAt = new Date('2026-05-01T10:00:00.000Z');
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
  ranks: await rowCount(ranks),
  users: await rowCount(users),
  providers: await rowCount(gameProviders),
  games: await rowCount(games),
  favorites: await rowCount(gameFavorites),
  plays: await rowCount(gamePlays),
  wallets: await rowCount(wallets),
  transactions: await rowCount(walletTransactions),
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
    ranks: await db.select().from(ranks).where(eq(ranks.tenantId, tenant.id)),
    users: await db.select().from(users).where(eq(users.tenantId, tenant.id)),
  };
}

// The web's page, raised and overlay surfaces (apps/web/app/app.css `--color-surface*`).
const PAGE_SURFACES = ['#0b0d17', '#141827', '#1d2235'];

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

describe('seedDemoTenants', () => {
  it('creates the four demo brands, each with its four demo players, on an empty database', async () => {
    const {
      created,
      users: players,
      games,
    } = await seedDemoTenants(database.db, seededAt, {
      games: SEED_GAMES,
    });
    expect(created).toEqual(['demo', 'sorte', 'manutencao', 'aurora']);
    // Only the live brands get a casino catalogue.
    expect(games).toEqual({ demo: SEED_GAMES, sorte: SEED_GAMES, aurora: SEED_GAMES });
    expect(players).toEqual(
      created.flatMap((slug) => [
        `${slug}:+5511999990001`,
        `${slug}:+5511999990002`,
        `${slug}:+5511999990003`,
        `${slug}:+5511999990004`,
      ]),
    );
  });

  it('is idempotent: a second run creates nothing and keeps every row count', async () => {
    const before = await rowCounts();
    const { created, users: players, games } = await seedDemoTenants(database.db);
    expect(created).toEqual([]);
    expect(players).toEqual([]);
    expect(games).toEqual({});
    expect(await rowCounts()).toEqual(before);
  });

  it.each(DEMO_TENANTS.map((tenant) => tenant.slug))(
    'gives %s its categories, three banners, every page in both languages and its images',
    async (slug) => {
      const rows = await tenantRows(slug);
      // §3 Game categories: at least 8 per brand, for the casino's filters and home sections.
      expect(rows.categories.length).toBeGreaterThanOrEqual(8);
      expect(rows.banners).toHaveLength(3);
      for (const pageSlug of [...LEGAL_PAGE_SLUGS, 'sobre-nos']) {
        const locales = rows.pages.filter((page) => page.slug === pageSlug).map((p) => p.locale);
        expect(locales.sort()).toEqual(['en', 'pt-BR']);
      }
      const brandAssets = rows.assets
        .map((asset) => asset.path)
        .filter((path) => !path.startsWith('games/') && !path.startsWith('providers/'));
      expect(brandAssets.sort()).toEqual([
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
        ...Array.from({ length: 10 }, (_, index) => `ranks/rank-${index + 1}.webp`).sort(),
      ]);
    },
  );

  it.each(DEMO_TENANTS.map((tenant) => tenant.slug))(
    'gives %s a VIP ladder of levels 1 to 10 with rising thresholds',
    async (slug) => {
      const ladder = (await tenantRows(slug)).ranks.sort((a, b) => a.level - b.level);
      expect(ladder.map((rank) => rank.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(ladder.map((rank) => rank.totalBet)).toEqual([...DEMO_RANK_THRESHOLDS]);
      expect(ladder.every((rank) => rank.imagePath === `ranks/rank-${rank.level}.webp`)).toBe(true);
    },
  );

  it.each(DEMO_TENANTS.map((tenant) => tenant.slug))(
    'gives %s Ana Souza (verified, KYC approved, VIP 2) and Bruno Lima (self-excluded 90 days)',
    async (slug) => {
      const players = (await tenantRows(slug)).users;
      const ana = players.find((user) => user.phone === '+5511999990001');
      const bruno = players.find((user) => user.phone === '+5511999990002');
      expect(ana).toMatchObject({
        firstName: 'Ana',
        lastName: 'Souza',
        email: 'ana@vitrine.test',
        kycStatus: 'approved',
        totalBet: 250_000,
      });
      expect(ana?.emailVerifiedAt).toEqual(seededAt);
      expect(ana?.phoneVerifiedAt).toEqual(seededAt);
      expect(bruno).toMatchObject({ firstName: 'Bruno', lastName: 'Lima' });
      expect(bruno?.selfExclusionEndAt).toEqual(new Date(seededAt.getTime() + 90 * 86_400_000));
      for (const player of [ana, bruno]) {
        expect(isValidCpf(player?.cpf ?? '')).toBe(true);
        expect(await verifyPassword(DEMO_PASSWORD, player?.passwordHash ?? '')).toBe(true);
      }
      // VIP level 2 on the ladder: R$ 2.500 wagered, past the R$ 1.000 threshold.
      expect(DEMO_RANK_THRESHOLDS[1]).toBeLessThanOrEqual(250_000);
      expect(DEMO_RANK_THRESHOLDS[2]).toBeGreaterThan(250_000);
    },
  );

  it.each(
    DEMO_TENANTS.map(
      (tenant) => [tenant.slug, tenantConfigSchema.parse(tenant.config).hasBoxes] as const,
    ),
  )(
    'names %s’s levels with benefits and rewards, a box only where the brand has boxes (issue 38)',
    async (slug, hasBoxes) => {
      const { ranks: ladder, tenant } = await tenantRows(slug);
      const own = await database.db.select().from(boxes).where(eq(boxes.tenantId, tenant.id));
      const sorted = ladder.sort((a, b) => a.level - b.level);
      expect(sorted.map((rank) => rank.name?.pt)).toEqual(DEMO_RANK_CONTENT.map((row) => row.pt));
      expect(sorted.map((rank) => rank.name?.en)).toEqual(DEMO_RANK_CONTENT.map((row) => row.en));
      for (const rank of sorted) {
        expect(rank.benefits.pt.length).toBeGreaterThan(0);
        expect(rank.benefits.en).toHaveLength(rank.benefits.pt.length);
      }
      expect(sorted.filter((rank) => rank.rewardLoyalty > 0).length).toBeGreaterThan(0);
      const boxed = sorted.filter((rank) => rank.rewardBoxId !== null);
      expect(boxed.length > 0).toBe(hasBoxes);
      const ownIds = new Set(own.map((box) => box.id));
      expect(boxed.every((rank) => ownIds.has(rank.rewardBoxId ?? -1))).toBe(true);
      if (!hasBoxes) {
        expect(sorted.flatMap((rank) => rank.benefits.pt)).not.toContain(
          'Caixa de recompensa ao subir de nível',
        );
      }
    },
  );

  it('fills the names of a ladder seeded before them, and leaves an operator’s name alone', async () => {
    const { tenant } = await tenantRows('sorte');
    await database.db
      .update(ranks)
      .set({ name: null, benefits: { pt: [], en: [] }, rewardLoyalty: 0 })
      .where(eq(ranks.tenantId, tenant.id));
    await database.db
      .update(ranks)
      .set({ name: { pt: 'Estreante', en: 'Rookie' } })
      .where(and(eq(ranks.tenantId, tenant.id), eq(ranks.level, 1)));
    await seedDemoTenants(database.db);
    const ladder = (await tenantRows('sorte')).ranks.sort((a, b) => a.level - b.level);
    expect(ladder[0]?.name).toEqual({ pt: 'Estreante', en: 'Rookie' });
    expect(ladder.slice(1).map((rank) => rank.name?.pt)).toEqual(
      DEMO_RANK_CONTENT.slice(1).map((row) => row.pt),
    );
    expect(ladder[2]?.rewardLoyalty).toBe(DEMO_RANK_CONTENT[2].loyalty);
  });

  it('adds the ladder and players to a tenant seeded before accounts existed', async () => {
    const { tenant } = await tenantRows('manutencao');
    await database.db.delete(users).where(eq(users.tenantId, tenant.id));
    await database.db.delete(ranks).where(eq(ranks.tenantId, tenant.id));
    const { created, users: players } = await seedDemoTenants(database.db);
    expect(created).toEqual([]);
    expect(players).toEqual([
      'manutencao:+5511999990001',
      'manutencao:+5511999990002',
      'manutencao:+5511999990003',
      'manutencao:+5511999990004',
    ]);
    expect((await tenantRows('manutencao')).ranks).toHaveLength(10);
  });

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
    expect(await size('ranks/rank-10.webp')).toEqual({ width: 128, height: 128, format: 'webp' });
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

  it('seeds aurora at aurora.localhost as the one unregulated brand, with boxes and cashback', async () => {
    const { tenant, pages: stored } = await tenantRows('aurora');
    expect(tenant.domains).toEqual(['aurora.localhost']);
    expect(tenant.active).toBe(true);
    const config = tenantConfigSchema.parse(tenant.config);
    expect(config).toMatchObject({
      siteName: 'Aurora Bet',
      is_regulated: false,
      hasBoxes: true,
      hasSports: true,
      betby: { active: false },
      cashback: true,
      operator: null,
    });
    expect(config.cashback_conversion_percentage).toBeGreaterThan(0);
    const unregulated = DEMO_TENANTS.filter((brand) => !brand.config.is_regulated);
    expect(unregulated.map((brand) => brand.slug)).toEqual(['aurora']);
    // Without an operator the pages name none, and never claim the betting law's licence.
    const compliance = stored.find(
      (page) => page.slug === 'em-conformidade-com-a-regulamentacao' && page.locale === 'pt-BR',
    );
    expect(compliance?.html).toContain('Aurora Bet não é autorizada');
    expect(compliance?.html).not.toMatch(/CNPJ|operad[oa] por/);
    for (const page of stored) expect(page.html).not.toMatch(/CNPJ|—/);
  });

  it('keeps a regulated brand refused without its operator, and an unregulated one accepted', () => {
    const aurora = DEMO_TENANTS.find((brand) => brand.slug === 'aurora');
    if (!aurora) throw new Error('no aurora tenant');
    expect(tenantConfigSchema.safeParse(aurora.config).success).toBe(true);
    const regulated = tenantConfigSchema.safeParse({ ...aurora.config, is_regulated: true });
    expect(regulated.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['operator']);
  });

  it.each(DEMO_TENANTS.map((tenant) => tenant.slug))(
    'gives %s colours whose text reads at WCAG AA on the brand, the accent and the page',
    (slug) => {
      const brand = DEMO_TENANTS.find((tenant) => tenant.slug === slug);
      if (!brand) throw new Error(`no tenant ${slug}`);
      const { primary_color, secondary_color } = brand.config;
      // The web writes black or white on a brand colour, whichever reads better.
      const bestText = (colour: string) =>
        Math.max(contrastRatio(colour, '#ffffff'), contrastRatio(colour, '#000000'));
      expect(bestText(primary_color)).toBeGreaterThanOrEqual(4.5);
      expect(bestText(secondary_color)).toBeGreaterThanOrEqual(4.5);
      // The accent is also link and icon text on the web's dark page and raised surfaces.
      for (const surface of PAGE_SURFACES) {
        expect(contrastRatio(secondary_color, surface)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('leaves an existing tenant exactly as the operator changed it', async () => {
    await database.db.update(tenants).set({ active: false }).where(eq(tenants.slug, 'sorte'));
    await seedDemoTenants(database.db);
    expect((await tenantRows('sorte')).tenant.active).toBe(false);
  });
});

describe('the casino seed', () => {
  const gamesOf = async (slug: string) => {
    const { tenant } = await tenantRows(slug);
    return database.db
      .select({ code: games.code, provider: gameProviders.code, categories: games.categorySlugs })
      .from(games)
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(eq(games.tenantId, tenant.id));
  };

  it.each(['demo', 'sorte', 'aurora'])(
    'gives %s the fixed games, every provider with a logo and shared thumbnails',
    async (slug) => {
      const rows = await gamesOf(slug);
      expect(rows).toHaveLength(SEED_GAMES);
      const codes = rows.map((row) => `${row.provider}/${row.code}`);
      expect(codes).toEqual(
        expect.arrayContaining([
          'vitrine-originals/tigre-da-sorte',
          'vitrine-originals/fortuna-demo',
          'vitrine-originals/broken-fortune',
        ]),
      );
      const { assets: files, tenant } = await tenantRows(slug);
      const paths = new Set(files.map((file) => file.path));
      const providers = await database.db
        .select()
        .from(gameProviders)
        .where(eq(gameProviders.tenantId, tenant.id));
      expect(providers.length).toBeGreaterThanOrEqual(12);
      for (const provider of providers) expect(paths.has(provider.logoPath)).toBe(true);
      // Every seeded provider launches through the demo slot, and none is down as a whole.
      expect(new Set(providers.map((provider) => provider.integration))).toEqual(
        new Set(['demo-slot']),
      );
      expect(providers.some((provider) => provider.maintenance)).toBe(false);
      const stored = await database.db.select().from(games).where(eq(games.tenantId, tenant.id));
      // Only broken-fortune is in maintenance: the game screen's maintenance state.
      expect(stored.filter((game) => game.maintenance).map((game) => game.code)).toEqual([
        'broken-fortune',
      ]);
      for (const game of stored) {
        expect(paths.has(game.imagePath)).toBe(true);
        expect(paths.has(game.imageMobilePath)).toBe(true);
      }
      // Rendered once per art: far fewer images than games.
      expect(new Set(stored.map((game) => game.imagePath)).size).toBeLessThan(SEED_GAMES);
    },
  );

  it('gives the brand in maintenance no games', async () => {
    expect(await gamesOf('manutencao')).toEqual([]);
  });

  it('funds each seeded player with one deposit of R$ 1.000,00, once', async () => {
    const { tenant, users: players } = await tenantRows('sorte');
    for (const player of players) {
      const rows = await database.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, player.id));
      expect(rows.map((row) => [row.type, row.amount])).toEqual([['deposit', 100_000]]);
      const [wallet] = await database.db
        .select()
        .from(wallets)
        .where(eq(wallets.userId, player.id));
      expect(wallet).toMatchObject({ tenantId: tenant.id, balance: 100_000, depositCount: 1 });
    }
  });

  it('gives Ana favourites, recent plays and likes, Tigre da Sorte last played', async () => {
    const { tenant, users: players } = await tenantRows('demo');
    const ana = players.find((user) => user.phone === '+5511999990001');
    if (!ana) throw new Error('no Ana');
    const favorites = await database.db
      .select()
      .from(gameFavorites)
      .where(eq(gameFavorites.userId, ana.id));
    const plays = await database.db.select().from(gamePlays).where(eq(gamePlays.userId, ana.id));
    expect(favorites.length).toBeGreaterThanOrEqual(3);
    expect(plays.length).toBeGreaterThanOrEqual(3);
    expect(ana.userLikes.length).toBeGreaterThanOrEqual(2);
    const [tigre] = await database.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.tenantId, tenant.id), eq(games.code, 'tigre-da-sorte')));
    const latest = plays.sort((a, b) => b.lastPlayedAt.getTime() - a.lastPlayedAt.getTime())[0];
    expect(latest?.gameId).toBe(tigre?.id);
  });

  it('draws thumbnails at 300×400 and 150×200 and logos at 240×120, all WebP', async () => {
    const { assets: files } = await tenantRows('demo');
    const sizes = await Promise.all(
      files
        .filter((file) => file.path.startsWith('games/') || file.path.startsWith('providers/'))
        .map(async (file) => {
          const { width, height, format } = await sharp(file.bytes).metadata();
          return `${file.path.replace(/[^/]*$/, '').replace(/\/$/, '')} ${width}x${height} ${format}`;
        }),
    );
    expect(new Set(sizes)).toEqual(
      new Set(['games 300x400 webp', 'games 150x200 webp', 'providers 240x120 webp']),
    );
  });
});
