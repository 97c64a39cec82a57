import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Promotion } from '@vitrine/contract/bonuses.ts';
import type { Locale } from '~/core/i18n/config';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { bonusSchemas, promotionKeys } from './promotion-keys';

/** `GET /promotions` (guest or player): the tenant's current promotions in the page's language. */
export async function getPromotions(client: HttpClient, locale: Locale): Promise<Promotion[]> {
  const { promotionsResponseSchema } = await bonusSchemas();
  const answer = await client.get('/promotions', {
    query: { lang: locale },
    schema: promotionsResponseSchema,
    reportErrors: false,
  });
  return answer.promotions;
}

/** `GET /promotions/{slug}`: one promotion with its terms; a 404 when unknown or ended. */
export async function getPromotion(
  client: HttpClient,
  slug: string,
  locale: Locale,
): Promise<Promotion> {
  const { promotionResponseSchema } = await bonusSchemas();
  const answer = await client.get(`/promotions/${encodeURIComponent(slug)}`, {
    query: { lang: locale },
    schema: promotionResponseSchema,
    reportErrors: false,
  });
  return answer.promotion;
}

export function promotionsOptions(client: HttpClient, locale: Locale) {
  return queryOptions({
    queryKey: promotionKeys.list(locale),
    queryFn: () => getPromotions(client, locale),
    staleTime: STALE.MINUTES.ONE,
  });
}

/** The tenant's current promotions in the browser (a guest's `/bonus` offers, issue 37). */
export function usePromotions(locale: Locale) {
  const client = useApiClient();
  return useQuery(promotionsOptions(client, locale));
}
