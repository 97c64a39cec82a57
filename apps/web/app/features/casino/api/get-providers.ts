import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PROVIDERS_FETCH_THRESHOLD,
  PROVIDERS_PER_PAGE_MAX,
} from '@vitrine/contract/game-constants.ts';
import type { Provider } from '@vitrine/contract/games.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** §9: providers are fetched only while fewer than 5 are loaded. */
export function shouldFetchProviders(loaded: readonly unknown[] | undefined): boolean {
  return (loaded?.length ?? 0) < PROVIDERS_FETCH_THRESHOLD;
}

/** `GET games/providers`: every provider with games, by name, with its game count. */
export async function getProviders(client: HttpClient, signal?: AbortSignal): Promise<Provider[]> {
  const { providersResponseSchema } = await gameSchemas();
  const response = await client.get('/games/providers', {
    query: { page: 1, per_page: PROVIDERS_PER_PAGE_MAX },
    schema: providersResponseSchema,
    signal,
  });
  return response.data;
}

export function providersQueryOptions(client: HttpClient, initial?: Provider[]) {
  return queryOptions({
    queryKey: casinoKeys.providers(),
    queryFn: ({ signal }) => getProviders(client, signal),
    staleTime: STALE.MINUTES.FIVE,
    ...(initial ? { initialData: initial } : {}),
  });
}

/** The providers, from the loader when it had them; fetched only when fewer than 5 are loaded. */
export function useProviders(initial?: Provider[]) {
  const client = useApiClient();
  const options = providersQueryOptions(client, initial);
  return useQuery({ ...options, enabled: shouldFetchProviders(initial) });
}
