import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlocksResponse } from '@vitrine/contract/responsible-gaming.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { responsibleGamingKeys } from './responsible-gaming-keys';

const schemas = () => import('@vitrine/contract/responsible-gaming.ts');

/** `GET /responsible-gaming/blocks` (signed in): the pause or self-exclusion in force, if any. */
export async function getBlocks(client: HttpClient, signal?: AbortSignal): Promise<BlocksResponse> {
  const { blocksResponseSchema } = await schemas();
  return client.get('/responsible-gaming/blocks', {
    schema: blocksResponseSchema,
    reportErrors: false,
    signal,
  });
}

export function blocksQueryOptions(client: HttpClient) {
  return queryOptions({
    queryKey: responsibleGamingKeys.blocks(),
    queryFn: ({ signal }) => getBlocks(client, signal),
    staleTime: STALE.SECONDS.THIRTY,
  });
}

export function useBlocks(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...blocksQueryOptions(client), enabled });
}
