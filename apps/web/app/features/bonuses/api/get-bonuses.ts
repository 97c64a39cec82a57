import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Bonus, BonusPage } from '@vitrine/contract/bonuses.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { bonusKeys, bonusSchemas } from './bonus-keys';

/** A bonus with its rollover as a whole percentage (the contract's `rolloverPercent`). */
export type BonusWithProgress = Bonus & { percent: number };

/**
 * `GET /wallet/bonuses` (signed in): a page of the player's bonuses, the active one first. The
 * percentage is worked out here, where the contract's module has loaded anyway.
 */
export async function getBonuses(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<Omit<BonusPage, 'data'> & { data: BonusWithProgress[] }> {
  const { bonusPageSchema, rolloverPercent } = await bonusSchemas();
  const answer = await client.get('/wallet/bonuses', {
    query: { page },
    schema: bonusPageSchema,
    // The page says why in its own words, with a retry.
    reportErrors: false,
    signal,
  });
  return {
    ...answer,
    data: answer.data.map((bonus) => ({
      ...bonus,
      percent: rolloverPercent(bonus.wagered, bonus.required),
    })),
  };
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
