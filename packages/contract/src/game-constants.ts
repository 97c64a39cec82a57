// The casino's plain constants and rules (no zod): shared by the schemas, the platform's queries and
// the web app's URL filter without loading a schema library.

/** §9: every game list is paged by 24. */
export const GAME_PAGE_SIZE = 24;
/** The home page's featured rail: `GET featured/games` gives 12 unless asked otherwise. */
export const FEATURED_GAMES_LIMIT = 12;
/** The game page's rail of related games (`POST games/getRelated` gives 12 unless asked otherwise). */
export const RELATED_GAMES_LIMIT = 12;
/** A search term (games by title, providers by name) is at most 100 characters. */
export const GAME_SEARCH_MAX_LENGTH = 100;
/** `GET games/providers` gives at most 100 a page: the provider strip asks for all of them at once. */
export const PROVIDERS_PER_PAGE_MAX = 100;
/** §9: the provider strip fetches providers only while fewer than 5 are loaded. */
export const PROVIDERS_FETCH_THRESHOLD = 5;

/** A provider code, game code or category slug: lower-case letters, digits and hyphens, ≤ 80. */
export const GAME_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{0,79}$/;

export const GAME_TYPES = ['slot', 'live', 'table', 'crash', 'instant'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const GAME_SORTS = ['popular', 'new', 'az'] as const;
export type GameSort = (typeof GAME_SORTS)[number];

/** §3 Game filter, as the lobby asks for it and the platform reads it: empty lists mean "any". */
export interface GameFilter {
  /** Part of the title, case-insensitive. */
  searchTerm: string;
  /** Every listed category must match. */
  categories: string[];
  /** Any listed provider matches. */
  providers: string[];
  type: GameType | null;
  /** Only games where a bonus balance may be wagered. */
  bonusOnly: boolean;
  sort: GameSort;
}

/** §5: 'todos' among the categories is every category, 'all' among the providers every provider. */
export const ALL_CATEGORIES = 'todos';
export const ALL_PROVIDERS = 'all';

/** The items of a comma-separated filter list: trimmed, lower-cased, de-duplicated, none empty. */
function listItems(value: string | null | undefined): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter((item) => item.length > 0);
  return [...new Set(items)];
}

/**
 * §5: the category filter, every one of which a game must be in. 'todos' is every category, so it
 * adds no condition: `todos,slots` is the slots. Empty: any category.
 */
export function categoryFilterList(value: string | null | undefined): string[] {
  return listItems(value).filter((slug) => slug !== ALL_CATEGORIES);
}

/**
 * §5: the provider filter, any one of which a game may be of. 'all' among them is every provider,
 * so the list is empty: any provider.
 */
export function providerFilterList(value: string | null | undefined): string[] {
  const codes = listItems(value);
  return codes.includes(ALL_PROVIDERS) ? [] : codes;
}
