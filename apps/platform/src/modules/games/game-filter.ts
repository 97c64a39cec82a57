import { and, arrayContains, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { GameSort, GameType } from '@vitrine/contract/games.ts';
import { gameProviders, games } from '../../db/schema.ts';

/** §3 Game filter, parsed: empty lists mean "any". */
export interface GameFilter {
  searchTerm: string;
  /** The game must be in every one of these categories. */
  categories: string[];
  /** The game must be of one of these providers. */
  providers: string[];
  type?: GameType;
  bonusesOnly: boolean;
}

const ALL_CATEGORIES = 'todos';
const ALL_PROVIDERS = 'all';

const splitList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The filter of a query. `todos` is "every category", so it adds no condition; `all` among the
 * providers means any provider at all. Unknown slugs and codes are kept: they match nothing.
 */
export function gameFilterFrom(query: {
  searchTerm?: string | undefined;
  category?: string | undefined;
  provider?: string | undefined;
  type?: GameType | undefined;
  bonuses?: '0' | '1' | undefined;
}): GameFilter {
  const providers = splitList(query.provider);
  return {
    searchTerm: query.searchTerm?.trim() ?? '',
    categories: splitList(query.category).filter((slug) => slug !== ALL_CATEGORIES),
    providers: providers.includes(ALL_PROVIDERS) ? [] : providers,
    ...(query.type ? { type: query.type } : {}),
    bonusesOnly: query.bonuses === '1',
  };
}

/** `%`, `_` and `\` typed by a player are letters, not LIKE wildcards. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The conditions of a filter over `games` joined with `game_providers`, always starting with the
 * tenant. Categories use the GIN index on `category_slugs` (`@>`: contains all of them).
 */
export function gameConditions(tenantId: number, filter: GameFilter): SQL[] {
  const conditions: SQL[] = [eq(games.tenantId, tenantId)];
  if (filter.searchTerm) conditions.push(ilike(games.title, likePattern(filter.searchTerm)));
  if (filter.categories.length > 0) {
    conditions.push(arrayContains(games.categorySlugs, filter.categories));
  }
  if (filter.providers.length > 0) conditions.push(inArray(gameProviders.code, filter.providers));
  if (filter.type) conditions.push(eq(games.type, filter.type));
  if (filter.bonusesOnly) conditions.push(eq(games.bonusAllowed, true));
  return conditions;
}

export const whereAll = (conditions: SQL[]) => and(...conditions);

const lowerTitle = sql`lower(${games.title})`;

/** List orders; every one ends with the id so that pages never overlap. */
export function gameOrder(sort: GameSort): SQL[] {
  switch (sort) {
    case 'new':
      return [desc(games.createdAt), asc(games.id)];
    case 'az':
      return [asc(lowerTitle), asc(games.id)];
    case 'popular':
      return [desc(games.views), asc(lowerTitle), asc(games.id)];
  }
}
