import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PlayerPrizePage } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { boxKeys, boxSchemas } from './box-keys';

/** `GET /prizes/user` (signed in): a page of the player's prizes, kept and sold, newest first. */
export async function getPlayerPrizes(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<PlayerPrizePage> {
  const { playerPrizePageSchema } = await boxSchemas();
  return client.get('/prizes/user', {
    query: { page },
    schema: playerPrizePageSchema,
    reportErrors: false,
    signal,
  });
}

export function playerPrizesOptions(client: HttpClient) {
  return infiniteQueryOptions({
    queryKey: boxKeys.playerPrizes(),
    queryFn: ({ pageParam, signal }) => getPlayerPrizes(client, pageParam, signal),
    initialPageParam: 1,
    // §4 "Paged lists": the page counter advances until last_page.
    getNextPageParam: nextPageParam,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function usePlayerPrizes(enabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({ ...playerPrizesOptions(client), enabled });
}
