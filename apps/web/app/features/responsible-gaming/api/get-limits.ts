import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LimitsResponse } from '@vitrine/contract/responsible-gaming.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { responsibleGamingKeys } from './responsible-gaming-keys';

const schemas = () => import('@vitrine/contract/responsible-gaming.ts');

/** `GET /responsible-gaming/limits` (signed in): how each limit stands, and the cooling-off. */
export async function getLimits(client: HttpClient, signal?: AbortSignal): Promise<LimitsResponse> {
  const { limitsResponseSchema } = await schemas();
  return client.get('/responsible-gaming/limits', {
    schema: limitsResponseSchema,
    // The page shows the failure with its own retry.
    reportErrors: false,
    signal,
  });
}

export function limitsQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: responsibleGamingKeys.limits(),
    queryFn: ({ signal }) => getLimits(client, signal),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useLimits(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...limitsQueryOptions(client), enabled });
}
