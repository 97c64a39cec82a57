import { and, eq, inArray, sql } from 'drizzle-orm';
import { DEMO_SLOT_INTEGRATION } from '../../demo/slot/demo-slot-provider.ts';
import { lockWallet, postEntries } from '../../modules/wallet/wallet-service.ts';
import type { Database } from '../client.ts';
import { gameFavorites, gamePlays, gameProviders, games } from '../schema/casino.ts';
import { assets, categories, tenants } from '../schema/tenants.ts';
import { users } from '../schema/users.ts';
import { wallets } from '../schema/wallet.ts';
import {
  createdAtOf,
  generateCatalogue,
  SEED_PROVIDERS,
  type SeedGame,
  STABLE_GAMES,
} from './casino-catalogue.ts';
import { DEMO_PLAYERS } from './demo-players.ts';
import type { DemoTenant } from './demo-tenants.ts';
import {
  providerLogoPath,
  renderProviderLogo,
  renderThumbnail,
  thumbnailPath,
} from './game-art.ts';

/** Games per tenant unless SEED_GAMES says otherwise (docs/design/casino-api.md "Seed"). */
export const DEFAULT_SEED_GAMES = 600;
/** Seeded players start with R$ 1.000,00. */
export const SEED_DEPOSIT = 100_000;

const HOUR_MS = 60 * 60 * 1000;
// Rows per INSERT: well under PostgreSQL's 65 535 bind parameters.
const BATCH = 1000;

const ANA_PHONE = DEMO_PLAYERS[0].phone;
const BRUNO_PHONE = DEMO_PLAYERS[1].phone;

async function renderCatalogueAssets(catalogue: readonly SeedGame[]) {
  const arts = [...new Set(catalogue.map((game) => game.art))];
  const [thumbnails, logos] = await Promise.all([
    Promise.all(
      arts.flatMap((art) =>
        (['large', 'small'] as const).map(async (size) => ({
          path: thumbnailPath(art, size),
          bytes: await renderThumbnail(art, size),
        })),
      ),
    ),
    Promise.all(
      SEED_PROVIDERS.map(async (provider) => ({
        path: providerLogoPath(provider.code),
        bytes: await renderProviderLogo(provider.code, provider.name, provider.colour),
      })),
    ),
  ]);
  return [...thumbnails, ...logos].map((asset) => ({ ...asset, contentType: 'image/webp' }));
}

/** Each seeded player's favourites, recent plays and likes, by game code. */
const PLAYER_GAMES: Record<string, { favorites: number; recent: number; likes: number }> = {
  [ANA_PHONE]: { favorites: 8, recent: 6, likes: 5 },
  [BRUNO_PHONE]: { favorites: 3, recent: 2, likes: 1 },
};

/**
 * The casino catalogue of one tenant, when it has none: providers and their logos, `count` games
 * with shared thumbnails, the tenant's missing categories, and for the seeded players some
 * favourites, recent plays and likes. One transaction, with the tenant row locked, so two starts at
 * once cannot seed it twice. Returns the number of games written (0 when it had a catalogue).
 */
export async function seedCasinoCatalogue(
  db: Database,
  tenantId: number,
  tenant: DemoTenant,
  count: number,
  now: Date,
): Promise<number> {
  const [existing] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(eq(gameProviders.tenantId, tenantId))
    .limit(1);
  if (existing) return 0;

  const slugs = new Set(tenant.categories.map((category) => category.slug));
  const catalogue = generateCatalogue(`${tenant.slug}:${count}`, count, slugs);
  const files = await renderCatalogueAssets(catalogue);

  return db.transaction(async (tx) => {
    await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    const [again] = await tx
      .select({ id: gameProviders.id })
      .from(gameProviders)
      .where(eq(gameProviders.tenantId, tenantId))
      .limit(1);
    if (again) return 0;

    // Categories added to the demo brands after they were first seeded.
    await tx
      .insert(categories)
      .values(tenant.categories.map((category, position) => ({ tenantId, position, ...category })))
      .onConflictDoNothing();
    await tx
      .insert(assets)
      .values(files.map((file) => ({ tenantId, ...file })))
      .onConflictDoNothing();
    const providers = await tx
      .insert(gameProviders)
      .values(
        SEED_PROVIDERS.map((provider) => ({
          tenantId,
          code: provider.code,
          name: provider.name,
          logoPath: providerLogoPath(provider.code),
          integration: DEMO_SLOT_INTEGRATION,
          createdAt: now,
        })),
      )
      .returning({ id: gameProviders.id, code: gameProviders.code });
    const providerIds = new Map(providers.map((provider) => [provider.code, provider.id]));

    const gameIds = new Map<string, number>();
    for (let start = 0; start < catalogue.length; start += BATCH) {
      const rows = catalogue.slice(start, start + BATCH).map((game) => {
        const providerId = providerIds.get(game.providerCode);
        if (providerId === undefined) throw new Error(`no provider ${game.providerCode}`);
        return {
          tenantId,
          providerId,
          code: game.code,
          title: game.title,
          type: game.type,
          categorySlugs: game.categories,
          hasTables: game.hasTables,
          onlyDemo: game.onlyDemo,
          bonusAllowed: game.bonusAllowed,
          views: game.views,
          likes: game.likes,
          featuredPosition: game.featuredPosition,
          maintenance: game.maintenance,
          imagePath: thumbnailPath(game.art, 'large'),
          imageMobilePath: thumbnailPath(game.art, 'small'),
          createdAt: createdAtOf(game, now),
        };
      });
      const inserted = await tx
        .insert(games)
        .values(rows)
        .returning({ id: games.id, code: games.code, providerId: games.providerId });
      for (const row of inserted) gameIds.set(`${row.providerId}/${row.code}`, row.id);
    }
    const idOf = (game: { providerCode: string; code: string }) =>
      gameIds.get(`${providerIds.get(game.providerCode)}/${game.code}`);

    // The seeded players' games: the fixed real-money game first, then the most viewed others.
    const tigre = idOf(STABLE_GAMES.tigre);
    const fortuna = idOf(STABLE_GAMES.fortunaDemo);
    const hits = [...catalogue]
      .filter((game) => !game.maintenance)
      .sort((a, b) => b.views - a.views)
      .map(idOf)
      .filter((id): id is number => id !== undefined && id !== tigre && id !== fortuna);
    const ranked = [tigre, fortuna, ...hits].filter((id): id is number => id !== undefined);
    const players = await tx
      .select({ id: users.id, phone: users.phone, userLikes: users.userLikes })
      .from(users)
      .where(and(eq(users.tenantId, tenantId), inArray(users.phone, Object.keys(PLAYER_GAMES))));
    for (const player of players) {
      const plan = player.phone ? PLAYER_GAMES[player.phone] : undefined;
      if (!plan) continue;
      const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
      const favorites = ranked.filter((_, index) => index % 2 === 0).slice(0, plan.favorites);
      const recent = ranked.slice(0, plan.recent);
      const liked = ranked.filter((_, index) => index % 3 === 0).slice(0, plan.likes);
      const userId = player.id;
      if (favorites.length > 0) {
        await tx
          .insert(gameFavorites)
          .values(
            favorites.map((gameId, index) => ({
              tenantId,
              userId,
              gameId,
              createdAt: at(index * 30),
            })),
          )
          .onConflictDoNothing();
      }
      if (recent.length > 0) {
        await tx
          .insert(gamePlays)
          .values(
            recent.map((gameId, index) => ({
              tenantId,
              userId,
              gameId,
              lastPlayedAt: at(index * 5 + 1),
            })),
          )
          .onConflictDoNothing();
      }
      await tx
        .update(users)
        .set({ userLikes: [...new Set([...player.userLikes, ...liked])] })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    }
    return catalogue.length;
  });
}

/** The seeded players' first deposit, for each of them without a wallet yet. */
export async function seedDemoWallets(db: Database, tenantId: number, now: Date): Promise<void> {
  const players = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(wallets, and(eq(wallets.tenantId, users.tenantId), eq(wallets.userId, users.id)))
    .where(
      and(
        eq(users.tenantId, tenantId),
        inArray(
          users.phone,
          DEMO_PLAYERS.map((player) => player.phone),
        ),
        sql`${wallets.userId} is null`,
      ),
    );
  for (const player of players) {
    await db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, { tenantId, userId: player.id }, now);
      // Another start may have funded it meanwhile: only an empty, new wallet gets the deposit.
      if (wallet.depositCount > 0 || wallet.balance > 0) return;
      await postEntries(tx, wallet, [{ type: 'deposit', amount: SEED_DEPOSIT }], now);
    });
  }
}
