import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AffiliatesResponse } from '@vitrine/contract/referrals.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { nextPageParam } from '~/lib/paging/paging';
import { STALE } from '~/lib/query-client';
import { referralKeys, referralSchemas } from './referral-keys';

/**
 * `GET /profile/affiliates` (signed in, §7): the player's code and link, whether they may refer,
 * the reward, the totals and a page of the players they referred, newest first.
 */
export async function getAffiliates(
  client: HttpClient,
  page: number,
  signal?: AbortSignal,
): Promise<AffiliatesResponse> {
  const { affiliatesResponseSchema } = await referralSchemas();
  return client.get('/profile/affiliates', {
    query: { page },
    schema: affiliatesResponseSchema,
    // The page says why in its own words, with a retry.
    reportErrors: false,
    signal,
  });
}

export function affiliatesOptions(client: HttpClient, viewer: string) {
  return infiniteQueryOptions({
    queryKey: referralKeys.affiliates(viewer),
    queryFn: ({ pageParam, signal }) => getAffiliates(client, pageParam, signal),
    initialPageParam: 1,
    // §4 "Paged lists": the page counter advances until last_page.
    getNextPageParam: nextPageParam,
    staleTime: STALE.SECONDS.THIRTY,
  });
}

/** The player's referral programme; `enabled` once the API client holds their token. */
export function useAffiliates(viewer: string, enabled: boolean) {
  const client = useApiClient();
  return useInfiniteQuery({ ...affiliatesOptions(client, viewer), enabled });
}
