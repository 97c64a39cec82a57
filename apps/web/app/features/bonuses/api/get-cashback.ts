import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CashbackResponse } from '@vitrine/contract/bonuses.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { bonusKeys, bonusSchemas } from './bonus-keys';

/** `GET /bonuses/cashback` (signed in): the entries, newest first, and the totals. */
export async function getCashback(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<CashbackResponse> {
  const { cashbackResponseSchema } = await bonusSchemas();
  return client.get('/bonuses/cashback', {
    schema: cashbackResponseSchema,
    reportErrors: false,
    signal,
  });
}

export function cashbackQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: bonusKeys.cashback(),
    queryFn: ({ signal }) => getCashback(client, signal),
    // The running week's entry moves with play; unlocks are counted down on the page.
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** The player's cashback; `enabled` once the API client holds their token. */
export function useCashback(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...cashbackQueryOptions(client), enabled });
}
