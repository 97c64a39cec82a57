import { and, arrayContains, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import {
  categoryFilterList,
  providerFilterList,
  type GameFilter as LobbyFilter,
  type GameSort,
  type GameType,
} from '@vitrine/contract/game-constants.ts';
import { gameProviders, games } from '../../db/schema/casino.ts';

/** §3 Game filter, parsed (the contract's shape); the order is the catalogue's own argument. */
export type GameFilter = Omit<LobbyFilter, 'sort'>;

/**
 * The filter of a query, by the contract's §5 list rules: `todos` adds no category condition, `all`
 * among the providers means any provider. Unknown slugs and codes are kept: they match nothing.
 */
export function gameFilterFrom(query: {
  searchTerm?: string | undefined;
  category?: string | undefined;
  provider?: string | undefined;
  type?: GameType | undefined;
  bonuses?: '0' | '1' | undefined;
}): GameFilter {
  return {
    searchTerm: query.searchTerm?.trim() ?? '',
    categories: categoryFilterList(query.category),
    providers: providerFilterList(query.provider),
    type: query.type ?? null,
    bonusOnly: query.bonuses === '1',
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
  if (filter.bonusOnly) conditions.push(eq(games.bonusAllowed, true));
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
