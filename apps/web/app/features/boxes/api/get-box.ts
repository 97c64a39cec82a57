import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoxPrizesResponse } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { boxKeys, boxSchemas } from './box-keys';

/** `GET /boxes/get/{slug}/prizes`: one box and its prize table. */
export async function getBox(
  client: HttpClient,
  slug: string,
  signal?: AbortSignal,
): Promise<BoxPrizesResponse> {
  const { boxPrizesResponseSchema } = await boxSchemas();
  return client.get(`/boxes/get/${encodeURIComponent(slug)}/prizes`, {
    schema: boxPrizesResponseSchema,
    reportErrors: false,
    signal,
  });
}

export function boxOptions(client: HttpClient, slug: string) {
  return queryOptions({
    queryKey: boxKeys.box(slug),
    queryFn: ({ signal }) => getBox(client, slug, signal),
    staleTime: STALE.MINUTES.FIVE,
    // A box that does not exist stays not found.
    retry: false,
  });
}

export function useBox(slug: string) {
  const client = useApiClient();
  return useQuery(boxOptions(client, slug));
}
