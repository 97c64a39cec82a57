import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SportsBetPage } from '@vitrine/contract/wallet.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { walletKeys } from './wallet-keys';

const walletSchemas = () => import('@vitrine/contract/wallet.ts');

/** `GET wallet/sports-bets` (signed in, our extension): one page of the player's sportsbook bets. */
export async function getSportsBets(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<SportsBetPage> {
  const { sportsBetPageSchema } = await walletSchemas();
  return client.get('/wallet/sports-bets', {
    query: { page },
    schema: sportsBetPageSchema,
    // The history says it failed itself, with a retry (§8 "Paged list failure").
    reportErrors: false,
    signal,
  });
}

export function sportsBetsInfiniteOptions(client: HttpClient) {
  return infiniteQueryOptions({
    queryKey: walletKeys.sportsBets(),
    queryFn: ({ pageParam, signal }) => getSportsBets(client, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** The player's sportsbook bets; `enabled` once the API client holds their token. */
export function useSportsBets(enabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({ ...sportsBetsInfiniteOptions(client), enabled });
}
