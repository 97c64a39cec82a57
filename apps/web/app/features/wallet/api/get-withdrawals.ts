import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { WithdrawalPage } from '@vitrine/contract/withdrawals.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { walletKeys } from './wallet-keys';

const withdrawalSchemas = () => import('@vitrine/contract/withdrawals.ts');

/** `GET /wallet/withdrawals?page=` (signed in): the player's withdrawals, newest first. */
export async function getWithdrawals(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<WithdrawalPage> {
  const { withdrawalPageSchema } = await withdrawalSchemas();
  return client.get('/wallet/withdrawals', {
    query: { page },
    schema: withdrawalPageSchema,
    // The page shows the failure with its own retry.
    reportErrors: false,
    signal,
  });
}

export function withdrawalsQueryOptions(client: HttpClient) {
  return infiniteQueryOptions({
    queryKey: walletKeys.withdrawals(),
    queryFn: ({ pageParam, signal }) => getWithdrawals(client, pageParam, signal),
    initialPageParam: 1,
    // §4 "Paged lists": the next page until `last_page`.
    getNextPageParam: (last) =>
      last.current_page < last.last_page ? last.current_page + 1 : undefined,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useWithdrawals(enabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({ ...withdrawalsQueryOptions(client), enabled });
}
