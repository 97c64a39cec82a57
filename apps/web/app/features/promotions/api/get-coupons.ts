import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coupon } from '@vitrine/contract/bonuses.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { bonusSchemas, promotionKeys } from './promotion-keys';

/** `GET /bonuses/coupons` (guest or player): the codes open now, each `used` for the player. */
export async function getCoupons(client: HttpClient, signal?: AbortSignal): Promise<Coupon[]> {
  const { couponsResponseSchema } = await bonusSchemas();
  const answer = await client.get('/bonuses/coupons', {
    schema: couponsResponseSchema,
    reportErrors: false,
    signal,
  });
  return answer.coupons;
}

export function couponsOptions(client: HttpClient) {
  return queryOptions({
    queryKey: promotionKeys.coupons(),
    queryFn: ({ signal }) => getCoupons(client, signal),
    staleTime: STALE.MINUTES.ONE,
  });
}

export function useCoupons(enabled = true) {
  const client = useApiClient();
  return useQuery({ ...couponsOptions(client), enabled });
}
