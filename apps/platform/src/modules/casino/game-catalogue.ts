import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  ilike,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  GAME_PAGE_SIZE,
  type Game,
  type GamePage,
  type GameSort,
  type HomeGameSection,
  type Provider,
} from '@vitrine/contract/games.ts';
import type { Locale } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { gameFavorites, gamePlays, gameProviders, games } from '../../db/schema/casino.ts';
import { listCategories } from '../content/categories-service.ts';
import { assetUrl } from '../storage/asset-url.ts';
import type { Tenant } from '../../tenancy/tenant-config.ts';
import type {
  GameProvider,
  GameProviderRegistry,
  LaunchableGame,
} from '../../services/game-provider.ts';
import {
  type GameFilter,
  gameConditions,
  gameOrder,
  likePattern,
  whereAll,
} from './game-filter.ts';

/**
 * Who is looking: the tenant, and the signed-in player (for `hasFavorite`) or null for a guest;
 * with the integrations games launch through, which know each game's RTP.
 */
export interface CatalogueViewer {
  tenant: Tenant;
  publicUrl: string;
  userId: number | null;
  gameProviders: GameProviderRegistry;
}

/** §3 "Home" sections: four categories per page. */
export const HOME_SECTIONS_PER_PAGE = 4;

const providerJoin = and(
  eq(gameProviders.tenantId, games.tenantId),
  eq(gameProviders.id, games.providerId),
);

function gameColumns(userId: number | null) {
  return {
    id: games.id,
    title: games.title,
    code: games.code,
    providerCode: gameProviders.code,
    providerName: gameProviders.name,
    integration: gameProviders.integration,
    categorySlugs: games.categorySlugs,
    type: games.type,
    hasTables: games.hasTables,
    onlyDemo: games.onlyDemo,
    bonusAllowed: games.bonusAllowed,
    views: games.views,
    likes: games.likes,
    imagePath: games.imagePath,
    imageMobilePath: games.imageMobilePath,
    createdAt: games.createdAt,
    hasFavorite:
      userId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists (select 1 from ${gameFavorites} where ${gameFavorites.tenantId} = ${games.tenantId} and ${gameFavorites.userId} = ${userId} and ${gameFavorites.gameId} = ${games.id})`,
  };
}

const selectGames = (db: Database, userId: number | null) =>
  db.select(gameColumns(userId)).from(games).innerJoin(gameProviders, providerJoin);

export type GameRecord = Awaited<ReturnType<ReturnType<typeof selectGames>['execute']>>[number];

/** The game as its integration knows it, with that integration, or null when none serves it. */
export function gameIntegration(
  row: GameRecord,
  registry: GameProviderRegistry,
): { provider: GameProvider; game: LaunchableGame } | null {
  const provider = registry.get(row.integration);
  if (!provider) return null;
  return {
    provider,
    game: { id: row.id, code: row.code, providerCode: row.providerCode, title: row.title },
  };
}

/** The game's theoretical RTP from its integration (issue 35), or null when it does not say. */
export function gameRtp(row: GameRecord, registry: GameProviderRegistry): number | null {
  const served = gameIntegration(row, registry);
  return served?.provider.rtp?.(served.game) ?? null;
}

/** A game row as the §3 Game: images become absolute storage URLs carrying the theme version. */
export function presentGame(row: GameRecord, viewer: CatalogueViewer): Game {
  const { tenant, publicUrl } = viewer;
  const image = (path: string) => assetUrl(publicUrl, tenant.slug, path, tenant.config.version);
  return {
    id: row.id,
    game_id: row.id,
    title: row.title,
    gamecode: row.code,
    providercode: row.providerCode,
    provider_name: row.providerName,
    category_slug: row.categorySlugs.join(','),
    type: row.type,
    has_tables: row.hasTables,
    only_demo: row.onlyDemo,
    bonus_allowed: row.bonusAllowed,
    views: row.views,
    likes: row.likes,
    image: image(row.imagePath),
    image_mobile: image(row.imageMobilePath),
    // PGlite and pg both answer a boolean; anything else is not a favourite.
    hasFavorite: row.hasFavorite === true,
    created_at: row.createdAt.toISOString(),
    rtp: gameRtp(row, viewer.gameProviders),
  };
}

const lastPage = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** Page `page` of a list of games GAME_PAGE_SIZE long, out of `total` matching games. */
function gamePage(
  rows: GameRecord[],
  total: number,
  page: number,
  viewer: CatalogueViewer,
): GamePage {
  return {
    data: rows.map((row) => presentGame(row, viewer)),
    current_page: page,
    last_page: lastPage(total, GAME_PAGE_SIZE),
    per_page: GAME_PAGE_SIZE,
    total,
  };
}

/** `GET casinos/games`: one page of 24 matching games. */
export async function listGames(
  db: Database,
  viewer: CatalogueViewer,
  filter: GameFilter,
  sort: GameSort,
  page: number,
): Promise<GamePage> {
  const where = whereAll(gameConditions(viewer.tenant.id, filter));
  const [rows, [total]] = await Promise.all([
    selectGames(db, viewer.userId)
      .where(where)
      .orderBy(...gameOrder(sort))
      .limit(GAME_PAGE_SIZE)
      .offset((page - 1) * GAME_PAGE_SIZE),
    db.select({ value: count() }).from(games).innerJoin(gameProviders, providerJoin).where(where),
  ]);
  return gamePage(rows, total?.value ?? 0, page, viewer);
}

/**
 * `GET featured/home-games`: a section per category (the tenant's order, only those asked for, if
 * any), holding the most viewed matching games; categories without a match are left out.
 */
export async function homeSections(
  db: Database,
  viewer: CatalogueViewer,
  filter: GameFilter,
  page: number,
  locale: Locale,
): Promise<{ data: HomeGameSection[]; current_page: number; last_page: number }> {
  const asked = new Set(filter.categories);
  const categories = (await listCategories(db, viewer.tenant, locale)).filter(
    (category) => asked.size === 0 || asked.has(category.slug),
  );
  // Sections are per category: the other conditions apply inside each of them.
  const conditions = gameConditions(viewer.tenant.id, { ...filter, categories: [] });
  const exploded = db
    .select({ slug: sql<string>`unnest(${games.categorySlugs})`.as('slug') })
    .from(games)
    .innerJoin(gameProviders, providerJoin)
    .where(whereAll(conditions))
    .as('exploded');
  const counts = await db
    .select({ slug: exploded.slug, total: count() })
    .from(exploded)
    .groupBy(exploded.slug);
  const totals = new Map(counts.map((row) => [row.slug, row.total]));
  const filled = categories.filter((category) => (totals.get(category.slug) ?? 0) > 0);
  const shown = filled.slice((page - 1) * HOME_SECTIONS_PER_PAGE, page * HOME_SECTIONS_PER_PAGE);
  const data = await Promise.all(
    shown.map(async (category) => {
      const rows = await selectGames(db, viewer.userId)
        .where(whereAll([...conditions, arrayContains(games.categorySlugs, [category.slug])]))
        .orderBy(...gameOrder('popular'))
        .limit(GAME_PAGE_SIZE);
      return {
        category,
        games: rows.map((row) => presentGame(row, viewer)),
        total: totals.get(category.slug) ?? 0,
      };
    }),
  );
  return { data, current_page: page, last_page: lastPage(filled.length, HOME_SECTIONS_PER_PAGE) };
}

/** `GET featured/games`: the operator's picks, in their order. */
export async function featuredGames(
  db: Database,
  viewer: CatalogueViewer,
  limit: number,
): Promise<Game[]> {
  const rows = await selectGames(db, viewer.userId)
    .where(and(eq(games.tenantId, viewer.tenant.id), sql`${games.featuredPosition} is not null`))
    .orderBy(asc(games.featuredPosition), asc(games.id))
    .limit(limit);
  return rows.map((row) => presentGame(row, viewer));
}

/** One game of the tenant by id, or null. */
export async function findGameById(
  db: Database,
  viewer: CatalogueViewer,
  gameId: number,
): Promise<GameRecord | null> {
  const [row] = await selectGames(db, viewer.userId)
    .where(and(eq(games.tenantId, viewer.tenant.id), eq(games.id, gameId)))
    .limit(1);
  return row ?? null;
}

/**
 * `POST games/get`: the game of `/casino/{provider}/{game}`, or null if unknown. Its view is counted
 * by the caller (`GameViewCounter`), so `views` is the count as last written.
 */
export async function openGame(
  db: Database,
  viewer: CatalogueViewer,
  providerCode: string,
  gameCode: string,
): Promise<Game | null> {
  const [row] = await selectGames(db, viewer.userId)
    .where(
      and(
        eq(games.tenantId, viewer.tenant.id),
        eq(gameProviders.code, providerCode),
        eq(games.code, gameCode),
      ),
    )
    .limit(1);
  return row ? presentGame(row, viewer) : null;
}

/** `POST games/getRelated`: games sharing a category or the provider, most viewed first. */
export async function relatedGames(
  db: Database,
  viewer: CatalogueViewer,
  game: Pick<GameRecord, 'id' | 'categorySlugs' | 'providerCode'>,
  limit: number,
): Promise<Game[]> {
  const sameProvider = eq(gameProviders.code, game.providerCode);
  const related: SQL | undefined =
    game.categorySlugs.length > 0
      ? or(arrayOverlaps(games.categorySlugs, game.categorySlugs), sameProvider)
      : sameProvider;
  const rows = await selectGames(db, viewer.userId)
    .where(and(eq(games.tenantId, viewer.tenant.id), ne(games.id, game.id), related))
    .orderBy(...gameOrder('popular'))
    .limit(limit);
  return rows.map((row) => presentGame(row, viewer));
}

/** A page of the player's games through a join table (favourites or plays), in `order`. */
async function playerGamesPage(
  db: Database,
  viewer: CatalogueViewer & { userId: number },
  page: number,
  table: typeof gameFavorites | typeof gamePlays,
  order: SQL[],
): Promise<GamePage> {
  const own = and(eq(table.tenantId, viewer.tenant.id), eq(table.userId, viewer.userId));
  const [rows, [total]] = await Promise.all([
    selectGames(db, viewer.userId)
      .innerJoin(table, and(eq(table.tenantId, games.tenantId), eq(table.gameId, games.id)))
      .where(own)
      .orderBy(...order, desc(games.id))
      .limit(GAME_PAGE_SIZE)
      .offset((page - 1) * GAME_PAGE_SIZE),
    db.select({ value: count() }).from(table).where(own),
  ]);
  return gamePage(rows, total?.value ?? 0, page, viewer);
}

/** `GET games/recent`: last played first, one row per game. */
export const recentGames = (
  db: Database,
  viewer: CatalogueViewer & { userId: number },
  page: number,
) => playerGamesPage(db, viewer, page, gamePlays, [desc(gamePlays.lastPlayedAt)]);

/** `GET profile/favorites`: newest favourite first. */
export const favoriteGames = (
  db: Database,
  viewer: CatalogueViewer & { userId: number },
  page: number,
) => playerGamesPage(db, viewer, page, gameFavorites, [desc(gameFavorites.createdAt)]);

/** `GET games/providers`: providers with matching games, by name, each with how many match. */
export async function listProviders(
  db: Database,
  viewer: CatalogueViewer,
  filter: GameFilter,
  providerSearch: string,
  page: number,
  perPage: number,
): Promise<{ data: Provider[]; current_page: number; last_page: number; total: number }> {
  const conditions = gameConditions(viewer.tenant.id, { ...filter, searchTerm: '' });
  if (providerSearch) conditions.push(ilike(gameProviders.name, likePattern(providerSearch)));
  const matching = db
    .select({
      code: gameProviders.code,
      name: gameProviders.name,
      logoPath: gameProviders.logoPath,
      gamesCount: count(games.id).as('games_count'),
    })
    .from(games)
    .innerJoin(gameProviders, providerJoin)
    .where(whereAll(conditions))
    .groupBy(gameProviders.id)
    .as('matching');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(matching)
      .orderBy(asc(sql`lower(${matching.name})`), asc(matching.code))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(matching),
  ]);
  const { tenant, publicUrl } = viewer;
  const totalProviders = total?.value ?? 0;
  return {
    data: rows.map((row) => ({
      code: row.code,
      name: row.name,
      image: assetUrl(publicUrl, tenant.slug, row.logoPath, tenant.config.version),
      games_count: Number(row.gamesCount),
    })),
    current_page: page,
    last_page: lastPage(totalProviders, perPage),
    total: totalProviders,
  };
}
