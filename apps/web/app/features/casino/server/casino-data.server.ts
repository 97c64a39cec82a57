import type { Category } from '@vitrine/contract/content.ts';
import type { Game, Provider } from '@vitrine/contract/games.ts';
import type { Locale } from '~/core/i18n/config';
import { webEnv } from '~/lib/env.server';
import type { HttpClient } from '~/lib/http/http-client';
import { createTtlCache } from '~/lib/ttl-cache';
import { getCategories } from '../api/get-categories';
import { getFeaturedGames } from '../api/get-featured-games';
import { getGames } from '../api/get-games';
import { getHomeSections, type HomeSectionsPage } from '../api/get-home-games';
import { getProviders } from '../api/get-providers';
import { getRelatedGames } from '../api/get-related-games';
import type { CardGame, CardGamePage } from '../model/card-game';
import { gameFilterKey, type GameFilter } from '../model/game-filter';

// What the casino's pages render on the server. A guest's view is the same for every guest, so the
// web server keeps it briefly (as it keeps themes); a player's view (favourites marked) is never shared.

interface ServerApi {
  client: HttpClient;
  apiLink: string;
}

type Cache = ReturnType<typeof createTtlCache<unknown>>;
let cache: Cache | undefined;

function shared<T>(key: string, viewer: string, load: () => Promise<T>): Promise<T> {
  if (viewer !== 'guest') return load();
  cache ??= createTtlCache<unknown>({ ttlMs: webEnv().TENANT_CACHE_TTL_MS, maxEntries: 2_000 });
  // The cache holds what `load` resolved for this key, so the value has the type it was stored with.
  return cache.get(key, load) as Promise<T>;
}

// Each call is the api/ fetcher the browser uses (one file per endpoint); only the cache is the server's.

export function loadCategories(api: ServerApi, locale: Locale): Promise<Category[]> {
  return shared(`${api.apiLink}|categories|${locale}`, 'guest', () =>
    getCategories(api.client, locale),
  );
}

export function loadProviders(api: ServerApi): Promise<Provider[]> {
  return shared(`${api.apiLink}|providers`, 'guest', () => getProviders(api.client));
}

export function loadGamesPage(
  api: ServerApi,
  viewer: string,
  filter: GameFilter,
): Promise<CardGamePage> {
  return shared(`${api.apiLink}|games|${gameFilterKey(filter)}`, viewer, () =>
    getGames(api.client, filter, 1),
  );
}

export function loadHomeSections(
  api: ServerApi,
  viewer: string,
  locale: Locale,
): Promise<HomeSectionsPage> {
  return shared(`${api.apiLink}|home-games|${locale}`, viewer, () =>
    getHomeSections(api.client, locale, 1),
  );
}

export function loadFeaturedGames(api: ServerApi, viewer: string): Promise<CardGame[]> {
  return shared(`${api.apiLink}|featured`, viewer, () => getFeaturedGames(api.client));
}

/**
 * The game page's related games (`POST games/getRelated`). The game itself is asked every time:
 * `games/get` counts the view (docs/design/casino-api.md "Calls"), and a kept answer would not.
 */
export function loadRelatedGames(api: ServerApi, viewer: string, gameId: number): Promise<Game[]> {
  return shared(`${api.apiLink}|related|${gameId}`, viewer, () =>
    getRelatedGames(api.client, gameId),
  );
}
