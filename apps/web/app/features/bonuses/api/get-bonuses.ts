import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BonusPage } from '@vitrine/contract/bonuses.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { bonusKeys, bonusSchemas } from './bonus-keys';

/** `GET /wallet/bonuses` (signed in): a page of the player's bonuses, the active one first. */
export async function getBonuses(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<BonusPage> {
  const { bonusPageSchema } = await bonusSchemas();
  return client.get('/wallet/bonuses', {
    query: { page },
    schema: bonusPageSchema,
    // The page says why in its own words, with a retry.
    reportErrors: false,
    signal,
  });
}

export function bonusesOptions(client: HttpClient) {
  return infiniteQueryOptions({
    queryKey: bonusKeys.list(),
    queryFn: ({ pageParam, signal }) => getBonuses(client, pageParam, signal),
    initialPageParam: 1,
    // §4 "Paged lists": the page counter advances until last_page.
    getNextPageParam: nextPageParam,
    // The rollover moves with every casino round.
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** The player's bonuses; `enabled` once the API client holds their token. */
export function useBonuses(enabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({ ...bonusesOptions(client), enabled });
}
