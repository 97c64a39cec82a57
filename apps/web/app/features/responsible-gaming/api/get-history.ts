import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryResponse } from '@vitrine/contract/responsible-gaming.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { responsibleGamingKeys } from './responsible-gaming-keys';

const schemas = () => import('@vitrine/contract/responsible-gaming.ts');

/** `GET /responsible-gaming/history` (signed in): limit changes, pauses and exclusions, newest first. */
export async function getHistory(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<HistoryResponse> {
  const { historyResponseSchema } = await schemas();
  return client.get('/responsible-gaming/history', {
    schema: historyResponseSchema,
    reportErrors: false,
    signal,
  });
}

export function historyQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: responsibleGamingKeys.history(),
    queryFn: ({ signal }) => getHistory(client, signal),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useHistory(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...historyQueryOptions(client), enabled });
}
