import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GamePage } from '@vitrine/contract/games.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { useViewer } from '~/core/session/viewer-context';
import { nextPageParam } from '~/lib/paging/paging';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** `GET /profile/favorites` (signed in): the player's favourites, newest first, 24 a page. */
export async function getFavoriteGames(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  const { favoriteGamesResponseSchema } = await gameSchemas();
  const response = await client.get('/profile/favorites', {
    query: { page },
    schema: favoriteGamesResponseSchema,
    signal,
  });
  return response.games;
}

export function favoritesInfiniteOptions(client: HttpClient, viewer: string) {
  return infiniteQueryOptions({
    queryKey: casinoKeys.favorites(viewer),
    queryFn: ({ pageParam, signal }) => getFavoriteGames(client, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useFavoriteGames() {
  const client = useApiClient();
  const { viewer, ready, signedIn } = useViewer();
  return useInfiniteQuery({
    ...favoritesInfiniteOptions(client, viewer),
    enabled: ready && signedIn,
  });
}
