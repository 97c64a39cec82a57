import { queryOptions } from '@tanstack/react-query';
import { FEATURED_GAMES_LIMIT } from '@vitrine/contract/game-constants.ts';
import type { Game } from '@vitrine/contract/games.ts';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** `GET featured/games`: the operator's featured games, the home page's first rail. */
export async function getFeaturedGames(client: HttpClient, signal?: AbortSignal): Promise<Game[]> {
  const { featuredGamesResponseSchema } = await gameSchemas();
  const response = await client.get('/featured/games', {
    query: { limit: FEATURED_GAMES_LIMIT },
    schema: featuredGamesResponseSchema,
    signal,
  });
  return response.data;
}

export function featuredGamesQueryOptions(client: HttpClient, viewer: string) {
  return queryOptions({
    queryKey: casinoKeys.featured(viewer),
    queryFn: ({ signal }) => getFeaturedGames(client, signal),
    staleTime: STALE.MINUTES.ONE,
  });
}
