import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { TransactionPage } from '@vitrine/contract/wallet.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { type TransactionFilter, walletKeys } from './wallet-keys';

// The schemas load with the first call, not with the header: zod stays out of the first load.
const walletSchemas = () => import('@vitrine/contract/wallet.ts');

/** `GET /wallet/transactions` (signed in): one page of the ledger, newest first. */
export async function getTransactions(
  client: HttpClient,
  filter: TransactionFilter,
  page: number,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const { transactionPageSchema } = await walletSchemas();
  return client.get('/wallet/transactions', {
    query: { page, type: filter.type, period: filter.period },
    schema: transactionPageSchema,
    // The history says it failed itself, with a retry (§8 "Paged list failure").
    reportErrors: false,
    signal,
  });
}

export function transactionsInfiniteOptions(client: HttpClient, filter: TransactionFilter) {
  return infiniteQueryOptions({
    queryKey: walletKeys.transactions(filter),
    queryFn: ({ pageParam, signal }) => getTransactions(client, filter, pageParam, signal),
    initialPageParam: 1,
    // §4 "Paged lists": the page counter advances until last_page.
    getNextPageParam: nextPageParam,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** The player's transactions under `filter`; `enabled` once the API client holds their token. */
export function useTransactions(filter: TransactionFilter, enabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({ ...transactionsInfiniteOptions(client, filter), enabled });
}
