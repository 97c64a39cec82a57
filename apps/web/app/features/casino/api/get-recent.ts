import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GamePage } from '@vitrine/contract/games.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { useViewer } from '~/core/session/viewer-context';
import { nextPageParam } from '~/lib/paging/paging';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** `GET /games/recent` (signed in): the player's favourites, newest first, 24 a page. */
export async function getRecentGames(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<GamePage> {
  const { recentGamesResponseSchema } = await gameSchemas();
  const response = await client.get('/games/recent', {
    query: { page },
    schema: recentGamesResponseSchema,
    signal,
  });
  return response.games;
}

export function recentInfiniteOptions(client: HttpClient, viewer: string) {
  return infiniteQueryOptions({
    queryKey: casinoKeys.recent(viewer),
    queryFn: ({ pageParam, signal }) => getRecentGames(client, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useRecentGames() {
  const client = useApiClient();
  const { viewer, ready, signedIn } = useViewer();
  return useInfiniteQuery({
    ...recentInfiniteOptions(client, viewer),
    enabled: ready && signedIn,
  });
}
