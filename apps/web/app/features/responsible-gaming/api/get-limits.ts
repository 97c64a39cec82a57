import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import type { AnyLimitsResponse } from './limit-schemas';
import { responsibleGamingKeys } from './responsible-gaming-keys';

const limitSchemas = () => import('./limit-schemas');

/** `GET /responsible-gaming/limits` (signed in): how each limit stands, and the cooling-off. */
export async function getLimits(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<AnyLimitsResponse> {
  const { anyLimitsResponseSchema } = await limitSchemas();
  return client.get('/responsible-gaming/limits', {
    schema: anyLimitsResponseSchema,
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
