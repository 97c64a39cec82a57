import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WithdrawMethod } from '@vitrine/contract/withdrawals.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { walletKeys } from './wallet-keys';

const withdrawalSchemas = () => import('@vitrine/contract/withdrawals.ts');

/** `GET wallet/withdraw/methods` (signed in): the player's PIX keys, the selected one first. */
export async function getWithdrawMethods(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<WithdrawMethod[]> {
  const { withdrawMethodsResponseSchema } = await withdrawalSchemas();
  const response = await client.get('/wallet/withdraw/methods', {
    schema: withdrawMethodsResponseSchema,
    reportErrors: false,
    signal,
  });
  return response.methods;
}

export function withdrawMethodsQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: walletKeys.withdrawMethods(),
    queryFn: ({ signal }) => getWithdrawMethods(client, signal),
    staleTime: STALE.MINUTES.ONE,
  });
}

export function useWithdrawMethods() {
  const client = useApiClient();
  return useQuery(withdrawMethodsQueryOptions(client));
}
