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

export function couponsOptions(client: HttpClient, viewer: string) {
  return queryOptions({
    queryKey: promotionKeys.coupons(viewer),
    queryFn: ({ signal }) => getCoupons(client, signal),
    staleTime: STALE.MINUTES.ONE,
  });
}

/** The viewer's codes; `enabled` once the API client holds a player's token (or for a guest). */
export function useCoupons(viewer: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...couponsOptions(client, viewer), enabled });
}
