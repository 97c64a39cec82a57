import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FairnessResponse } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { boxKeys, boxSchemas } from './box-keys';

/** `GET /boxes/fairness` (signed in): the active seed pair and the revealed seeds. */
export async function getFairness(
  client: HttpClient,
  signal?: AbortSignal,
): Promise<FairnessResponse> {
  const { fairnessResponseSchema } = await boxSchemas();
  return client.get('/boxes/fairness', {
    schema: fairnessResponseSchema,
    reportErrors: false,
    signal,
  });
}

export function fairnessOptions(client: HttpClient) {
  return queryOptions({
    queryKey: boxKeys.fairness(),
    queryFn: ({ signal }) => getFairness(client, signal),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** The player's seeds; `enabled` once the API client holds their token. */
export function useFairness(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...fairnessOptions(client), enabled });
}
