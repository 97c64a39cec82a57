// The casino's plain constants (no zod): shared by the schemas, the platform's tables and the web
// app's URL filter without loading a schema library.

/** §9: every game list is paged by 24. */
export const GAME_PAGE_SIZE = 24;
/** §9: the provider strip fetches providers only while fewer than 5 are loaded. */
export const PROVIDERS_FETCH_THRESHOLD = 5;

export const GAME_TYPES = ['slot', 'live', 'table', 'crash', 'instant'] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const GAME_SORTS = ['popular', 'new', 'az'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
