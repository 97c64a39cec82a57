import { eq, sql } from 'drizzle-orm';
import { ICON_SIZES } from '@vitrine/contract/site-config.ts';
import { sanitizePageHtml } from '../../modules/content/sanitize-page-html.ts';
import { iconPath } from '../../modules/site-config/site-config-service.ts';
import { tenantConfigSchema } from '../../tenancy/tenant-config.ts';
import type { Database } from '../client.ts';
import { games } from '../schema/casino.ts';
import { assets, banners, categories, pages, tenants } from '../schema/tenants.ts';
import { bannerSvg, iconSvg, logoSvg, renderPng, renderWebp } from './brand-images.ts';
import { seedBoxCatalogue } from './box-catalogue-seed.ts';
import { DEFAULT_SEED_GAMES, seedCasinoCatalogue, seedDemoWallets } from './casino-seed.ts';
import { seedDemoAccounts, seedRankContent } from './demo-accounts.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoNotificationsAndChat } from './demo-notifications-chat.ts';
import { DEMO_TENANTS, type DemoTenant } from './demo-tenants.ts';
import { demoPages } from './legal-pages.ts';

const bannerPath = (position: number, variant: 'desktop' | 'mobile') =>
  `banners/banner-${position + 1}-${variant}.webp`;

interface RenderedAsset {
  path: string;
  contentType: string;
  bytes: Buffer;
}

async function renderAssets(tenant: DemoTenant): Promise<RenderedAsset[]> {
  const webp = async (path: string, svg: string) => ({
    path,
    contentType: 'image/webp',
    bytes: await renderWebp(svg),
  });
  const png = async (path: string, svg: string) => ({
    path,
    contentType: 'image/png',
    bytes: await renderPng(svg),
  });
  return Promise.all([
    webp('logo.webp', logoSvg(tenant.art)),
    ...ICON_SIZES.map((size) => png(iconPath(size), iconSvg(tenant.art, Number(size)))),
    ...tenant.banners.flatMap((banner, position) => [
      webp(bannerPath(position, 'desktop'), bannerSvg(tenant.art, banner.art, 1200, 400)),
      webp(bannerPath(position, 'mobile'), bannerSvg(tenant.art, banner.art, 720, 400)),
    ]),
  ]);
}

/** Writes one tenant and everything it owns in one transaction; false if it already existed. */
async function seedTenant(db: Database, tenant: DemoTenant): Promise<boolean> {
  const [existing] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.slug, tenant.slug));
  if (existing) return false;

  const config = tenantConfigSchema.parse(tenant.config);
  const rendered = await renderAssets(tenant);
  return db.transaction(async (tx) => {
    // A concurrent start may have seeded the tenant meanwhile: the unique slug settles the race.
    const [row] = await tx
      .insert(tenants)
      .values({ slug: tenant.slug, domains: tenant.domains, active: tenant.active, config })
      .onConflictDoNothing({ target: tenants.slug })
      .returning({ id: tenants.id });
    if (!row) return false;
    const tenantId = row.id;

    await tx
      .insert(categories)
      .values(tenant.categories.map((category, position) => ({ tenantId, position, ...category })));
    await tx.insert(banners).values(
      tenant.banners.map(({ art: _art, ...banner }, position) => ({
        tenantId,
        position,
        ...banner,
        imagePath: bannerPath(position, 'desktop'),
        imageMobilePath: bannerPath(position, 'mobile'),
      })),
    );
    await tx
      .insert(pages)
      .values(
        demoPages(config).map((page) => ({ tenantId, ...page, html: sanitizePageHtml(page.html) })),
      );
    await tx.insert(assets).values(rendered.map((asset) => ({ tenantId, ...asset })));
    return true;
  });
}

export interface SeedOptions {
  /** Games per active tenant's catalogue (SEED_GAMES); tests ask for fewer. */
  games?: number;
}

/**
 * Seeds the demo brands that are missing, then each brand's VIP ladder and demo players that are
 * missing, the casino catalogue of an active brand that has none, the demo players' first
 * deposit, and the brand's web push keys, notifications and chat messages when it has none.
 * Safe on every start: an existing tenant (by slug) is left exactly as it is, so operator edits
 * survive restarts.
 */
export async function seedDemoTenants(
  db: Database,
  now = new Date(),
  options: SeedOptions = {},
): Promise<{ created: string[]; users: string[]; games: Record<string, number> }> {
  const created: string[] = [];
  const seededUsers: string[] = [];
  const seededGames: Record<string, number> = {};
  for (const tenant of DEMO_TENANTS) {
    if (await seedTenant(db, tenant)) created.push(tenant.slug);
    const [row] = await db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.slug, tenant.slug));
    if (!row) continue;
    const phones = await seedDemoAccounts(db, row.id, tenant.art, now);
    seededUsers.push(...phones.map((phone) => `${tenant.slug}:${phone}`));
    // Issue 36: the box catalogue of every brand whose config has `hasBoxes`, read from its row;
    // before the missions, so a mission's reward can be one of its boxes.
    await seedBoxCatalogue(db, row.id);
    // Issue 38: the levels' names, benefits and rewards, after the boxes a reward may name.
    await seedRankContent(db, row.id);
    // Only live brands get games: a brand in maintenance shows none.
    if (tenant.active) {
      const count = options.games ?? DEFAULT_SEED_GAMES;
      const games = await seedCasinoCatalogue(db, row.id, tenant, count, now);
      if (games > 0) seededGames[tenant.slug] = games;
      await seedDemoMissions(db, row.id, tenant.config, now);
      // Issue 37: coupons (the unregulated brand's) and promotions.
      await seedDemoPromotions(db, row.id, tenantConfigSchema.parse(tenant.config), now);
    }
    await seedDemoWallets(db, row.id, now);
    await seedDemoNotificationsAndChat(db, row.id, now);
  }
  // Fresh statistics, so that the planner uses the catalogue's indexes from the first request.
  if (Object.keys(seededGames).length > 0) await db.execute(sql`analyze ${games}`);
  return { created, users: seededUsers, games: seededGames };
}
