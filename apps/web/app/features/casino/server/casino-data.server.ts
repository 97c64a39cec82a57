import { categoriesResponseSchema, type Category } from '@vitrine/contract/content.ts';
import {
  featuredGamesResponseSchema,
  gamesResponseSchema,
  homeGamesResponseSchema,
  providersResponseSchema,
  type Game,
  type GamePage,
  type HomeGameSection,
  type Provider,
} from '@vitrine/contract/games.ts';
import type { Locale } from '~/i18n/config';
import { webEnv } from '~/lib/env.server';
import type { HttpClient } from '~/lib/http/http-client';
import { createTtlCache } from '~/lib/ttl-cache';
import { gameFilterKey, gameFilterQuery, type GameFilter } from '../model/game-filter';

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

export function loadCategories(api: ServerApi, locale: Locale): Promise<Category[]> {
  return shared(`${api.apiLink}|categories|${locale}`, 'guest', async () => {
    const response = await api.client.get('/categories', {
      query: { lang: locale },
      schema: categoriesResponseSchema,
    });
    return response.data;
  });
}

export function loadProviders(api: ServerApi): Promise<Provider[]> {
  return shared(`${api.apiLink}|providers`, 'guest', async () => {
    const response = await api.client.get('/games/providers', {
      query: { page: 1, per_page: 100 },
      schema: providersResponseSchema,
    });
    return response.data;
  });
}

export function loadGamesPage(
  api: ServerApi,
  viewer: string,
  filter: GameFilter,
): Promise<GamePage> {
  return shared(`${api.apiLink}|games|${gameFilterKey(filter)}`, viewer, async () => {
    const response = await api.client.get('/casinos/games', {
      query: gameFilterQuery(filter, 1),
      schema: gamesResponseSchema,
    });
    return response.games;
  });
}

export function loadHomeSections(
  api: ServerApi,
  viewer: string,
  locale: Locale,
): Promise<{ sections: HomeGameSection[]; lastPage: number }> {
  return shared(`${api.apiLink}|home-games|${locale}`, viewer, async () => {
    const response = await api.client.get('/featured/home-games', {
      query: { page: 1, lang: locale },
      schema: homeGamesResponseSchema,
    });
    return { sections: response.data, lastPage: response.last_page };
  });
}

export function loadFeaturedGames(api: ServerApi, viewer: string): Promise<Game[]> {
  return shared(`${api.apiLink}|featured`, viewer, async () => {
    const response = await api.client.get('/featured/games', {
      query: { limit: 12 },
      schema: featuredGamesResponseSchema,
    });
    return response.data;
  });
}
