import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { walletKeys } from './wallet-keys';

/**
 * The balance goes stale fast: it moves with every round, and another tab may have deposited.
 * Rounds and payments invalidate it as well; this is the floor for everything else.
 */
export const WALLET_STALE_MS = 10_000;

// The schema loads with the first call, not with the header: zod stays out of the first load.
const walletSchemas = () => import('@vitrine/contract/wallet.ts');

/** `GET profile/wallet` (signed in): balances in centavos. */
export async function getWallet(client: HttpClient, signal?: AbortSignal): Promise<Wallet> {
  const { walletResponseSchema } = await walletSchemas();
  const response = await client.get('/profile/wallet', { schema: walletResponseSchema, signal });
  return response.wallet;
}

export function walletQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: ({ signal }) => getWallet(client, signal),
    staleTime: WALLET_STALE_MS,
    // Back from the bank app or another tab: the balance may have moved.
    refetchOnWindowFocus: true,
  });
}

/** The signed-in player's wallet; `enabled` once the API client holds their token. */
export function useWallet(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...walletQueryOptions(client), enabled });
}
