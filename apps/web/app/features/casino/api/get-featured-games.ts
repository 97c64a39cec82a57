import { queryOptions } from '@tanstack/react-query';
import { FEATURED_GAMES_LIMIT } from '@vitrine/contract/game-constants.ts';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { type CardGame, toCardGame } from '../model/card-game';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** `GET featured/games`: the operator's featured games, the home page's first rail. */
export async function getFeaturedGames(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<CardGame[]> {
  const { featuredGamesResponseSchema } = await gameSchemas();
  const response = await client.get('/featured/games', {
    query: { limit: FEATURED_GAMES_LIMIT },
    schema: featuredGamesResponseSchema,
    signal,
  });
  return response.data.map(toCardGame);
}

export function featuredGamesQueryOptions(client: HttpClient, viewer: string) {
  return queryOptions({
    queryKey: casinoKeys.featured(viewer),
    queryFn: ({ signal }) => getFeaturedGames(client, signal),
    staleTime: STALE.MINUTES.ONE,
  });
}
