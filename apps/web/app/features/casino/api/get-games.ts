import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { useViewer } from '~/core/session/viewer-context';
import { type CardGamePage, toCardGamePage } from '../model/card-game';
import { gameFilterQuery, type GameFilter } from '../model/game-filter';
import { nextPageParam } from '~/lib/paging/paging';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** `GET casinos/games`: one page (24) of the lobby for a filter, as cards. */
export async function getGames(
  client: HttpClient,
  filter: GameFilter,
  page: number,
  signal?: AbortSignal,
): Promise<CardGamePage> {
  const { gamesResponseSchema } = await gameSchemas();
  const response = await client.get('/casinos/games', {
    query: gameFilterQuery(filter, page),
    schema: gamesResponseSchema,
    signal,
  });
  return toCardGamePage(response.games);
}

export function gamesInfiniteOptions(
  client: HttpClient,
  filter: GameFilter,
  viewer: string,
  firstPage?: CardGamePage,
) {
  return infiniteQueryOptions({
    queryKey: casinoKeys.games(filter, viewer),
    queryFn: ({ pageParam, signal }) => getGames(client, filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: STALE.MINUTES.ONE,
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [1] } } : {}),
  });
}

/**
 * The lobby's pages for a filter. `firstPage` is what the route's loader rendered on the server,
 * fetched as `firstPageViewer`: when that is not who is looking now, it is not used.
 */
export function useGames(filter: GameFilter, firstPage?: { page: CardGamePage; viewer: string }) {
  const client = useApiClient();
  const { viewer, ready } = useViewer();
  const seed = firstPage && firstPage.viewer === viewer ? firstPage.page : undefined;
  return useInfiniteQuery({
    ...gamesInfiniteOptions(client, filter, viewer, seed),
    enabled: ready,
  });
}
