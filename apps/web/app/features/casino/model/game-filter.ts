// §3 Game filter and §5 "Other rules": the lobby's filter lives in the URL (STYLE.md: URL state),
// under the names the API takes, so a shared link opens the same lobby.

import {
  GAME_SORTS,
  GAME_TYPES,
  type GameSort,
  type GameType,
} from '@vitrine/contract/game-constants.ts';
import { textProblem } from '@vitrine/contract/validation/text-input.ts';

/** §5: 'todos' is every category, 'all' every provider. */
export const ALL_CATEGORIES = 'todos';
export const ALL_PROVIDERS = 'all';

export interface GameFilter {
  searchTerm: string;
  /** Every listed category must match; empty = all. */
  categories: string[];
  /** Any listed provider matches; empty = all. */
  providers: string[];
  type: GameType | null;
  /** Only games where a bonus balance may be wagered. */
  bonusOnly: boolean;
  sort: GameSort;
}

export const EMPTY_FILTER: GameFilter = {
  searchTerm: '',
  categories: [],
  providers: [],
  type: null,
  bonusOnly: false,
  sort: 'popular',
};

const SLUG = /^[a-z0-9][a-z0-9-]{0,79}$/;
const MAX_SEARCH = 100;

/** A comma-separated list: trimmed, lower-cased, de-duplicated; `everything` or bad items drop. */
export function parseList(value: string | null | undefined, everything: string): string[] {
  if (!value) return [];
  const items = value
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0);
  if (items.includes(everything)) return [];
  return [...new Set(items.filter((item) => SLUG.test(item)))];
}

const isType = (value: string | null): value is GameType =>
  (GAME_TYPES as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is GameSort =>
  (GAME_SORTS as readonly (string | null)[]).includes(value);

/**
 * The search term as typed, cut to 100 characters — by code point, so an emoji is never halved
 * into a lone surrogate — and dropped when it holds text the API refuses (a NUL byte).
 */
function parseSearchTerm(value: string | null): string {
  const term = [...(value ?? '').trim()].slice(0, MAX_SEARCH).join('');
  return textProblem(term) === null ? term : '';
}

/** Reads the filter from the lobby's search parameters; anything unknown is ignored, never trusted. */
export function parseGameFilter(params: URLSearchParams): GameFilter {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    searchTerm: parseSearchTerm(params.get('searchTerm')),
    categories: parseList(params.get('category'), ALL_CATEGORIES),
    providers: parseList(params.get('provider'), ALL_PROVIDERS),
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
