import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Box } from '@vitrine/contract/boxes.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { boxKeys, boxSchemas } from './box-keys';

/** `GET /boxes/all` (guest or player): the tenant's boxes, cheapest first. */
export async function getBoxes(client: HttpClient, signal?: AbortSignal): Promise<Box[]> {
  const { boxCatalogueSchema } = await boxSchemas();
  const answer = await client.get('/boxes/all', {
    schema: boxCatalogueSchema,
    // The page says it failed itself, with a retry.
    reportErrors: false,
    signal,
  });
  return answer.data;
}

export function boxCatalogueOptions(client: HttpClient) {
  return queryOptions({
    queryKey: boxKeys.catalogue(),
    queryFn: ({ signal }) => getBoxes(client, signal),
    staleTime: STALE.MINUTES.FIVE,
  });
}

export function useBoxCatalogue() {
  const client = useApiClient();
  return useQuery(boxCatalogueOptions(client));
}
