import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { CasinoBetPage } from '@vitrine/contract/wallet.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { walletKeys } from './wallet-keys';

const walletSchemas = () => import('@vitrine/contract/wallet.ts');

/** `GET wallet/bets` (signed in): one page of the player's casino bets and wins, newest first. */
export async function getCasinoBets(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<CasinoBetPage> {
  const { casinoBetPageSchema } = await walletSchemas();
  return client.get('/wallet/bets', {
    query: { page },
    schema: casinoBetPageSchema,
    // The history says it failed itself, with a retry (§8 "Paged list failure").
    reportErrors: false,
    signal,
  });
}

export function casinoBetsInfiniteOptions(client: HttpClient) {
  return infiniteQueryOptions({
    queryKey: walletKeys.casinoBets(),
    queryFn: ({ pageParam, signal }) => getCasinoBets(client, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** The player's casino bets; `enabled` once the API client holds their token. */
export function useCasinoBets(enabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({ ...casinoBetsInfiniteOptions(client), enabled });
}
