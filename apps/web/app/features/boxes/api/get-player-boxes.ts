import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PlayerBoxPage } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { boxKeys, boxSchemas } from './box-keys';

/** `GET /boxes/user/get` (signed in): a page of the player's unopened boxes, newest first. */
export async function getPlayerBoxes(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<PlayerBoxPage> {
  const { playerBoxPageSchema } = await boxSchemas();
  return client.get('/boxes/user/get', {
    query: { page },
    schema: playerBoxPageSchema,
    reportErrors: false,
    signal,
  });
}

export function playerBoxesOptions(client: HttpClient) {
  return infiniteQueryOptions({
    queryKey: boxKeys.playerBoxes(),
    queryFn: ({ pageParam, signal }) => getPlayerBoxes(client, pageParam, signal),
    initialPageParam: 1,
    // §4 "Paged lists": the page counter advances until last_page.
    getNextPageParam: nextPageParam,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function usePlayerBoxes(enabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({ ...playerBoxesOptions(client), enabled });
}
