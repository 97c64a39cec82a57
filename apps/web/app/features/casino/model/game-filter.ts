// §3 Game filter and §5 "Other rules": the lobby's filter lives in the URL (house rule: URL state),
// under the names the API takes, so a shared link opens the same lobby.

import {
  categoryFilterList,
  GAME_CODE_PATTERN,
  GAME_SEARCH_MAX_LENGTH,
  GAME_SORTS,
  GAME_TYPES,
  type GameFilter,
  type GameSort,
  type GameType,
  providerFilterList,
} from '@vitrine/contract/game-constants.ts';
import { textProblem } from '@vitrine/contract/validation/text-input.ts';

// The filter's shape and §5's 'todos'/'all' list rules are the contract's, shared with the platform.
export type { GameFilter };

export const EMPTY_FILTER: GameFilter = {
  searchTerm: '',
  categories: [],
  providers: [],
  type: null,
  bonusOnly: false,
  sort: 'popular',
};

/** Only what can be a slug or a code goes into the URL and the API call; the rest is dropped. */
const wellFormed = (items: string[]) => items.filter((item) => GAME_CODE_PATTERN.test(item));

/** §5 categories from a URL: every one must match, 'todos' adds nothing. */
export const parseCategories = (value: string | null | undefined): string[] =>
  wellFormed(categoryFilterList(value));

/** §5 providers from a URL: any one matches, 'all' is every provider. */
export const parseProviders = (value: string | null | undefined): string[] =>
  wellFormed(providerFilterList(value));

const isType = (value: string | null): value is GameType =>
  (GAME_TYPES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is GameSort =>
  (GAME_SORTS as readonly (string | null)[]).includes(value);

/**
 * The search term as typed, cut to 100 characters — by code point, so an emoji is never halved
 * into a lone surrogate — and dropped when it holds text the API refuses (a NUL byte).
 */
function parseSearchTerm(value: string | null): string {
  const term = [...(value ?? '').trim()].slice(0, GAME_SEARCH_MAX_LENGTH).join('');
  return textProblem(term) === null ? term : '';
}

/** Reads the filter from the lobby's search parameters; anything unknown is ignored, never trusted. */
export function parseGameFilter(params: URLSearchParams): GameFilter {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    searchTerm: parseSearchTerm(params.get('searchTerm')),
    categories: parseCategories(params.get('category')),
    providers: parseProviders(params.get('provider')),
    type: isType(type) ? type : null,
    bonusOnly: params.get('bonuses') === '1',
    sort: isSort(sort) ? sort : 'popular',
  };
}

/** The filter as search parameters, defaults left out (a clean URL for the plain lobby). */
export function gameFilterSearchParams(filter: GameFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.searchTerm) params.set('searchTerm', filter.searchTerm);
  if (filter.categories.length > 0) params.set('category', filter.categories.join(','));
  if (filter.providers.length > 0) params.set('provider', filter.providers.join(','));
  if (filter.type) params.set('type', filter.type);
  if (filter.bonusOnly) params.set('bonuses', '1');
  if (filter.sort !== 'popular') params.set('sort', filter.sort);
  return params;
}

/** The query of `GET casinos/games` for one page of the filter. */
export function gameFilterQuery(filter: GameFilter, page: number): Record<string, string | number> {
  return { ...Object.fromEntries(gameFilterSearchParams(filter)), page };
}

export function isFiltered(filter: GameFilter): boolean {
  return gameFilterSearchParams(filter).toString() !== '';
}

/** Adds or removes one item of a list filter. */
export function toggleItem(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

/** A stable key for the cache: the same filter in another parameter order is the same list. */
export function gameFilterKey(filter: GameFilter): string {
  return gameFilterSearchParams({
    ...filter,
    categories: [...filter.categories].sort(),
    providers: [...filter.providers].sort(),
  }).toString();
}
