import { bannersResponseSchema, type Banner } from '@vitrine/contract/content.ts';
import type { Locale } from '~/core/i18n/config';
import type { HttpClient } from '~/lib/http/http-client';

/** `GET /settings/banners`: the tenant's home banners. */
export async function getBanners(client: HttpClient, locale: Locale): Promise<Banner[]> {
  const response = await client.get('/settings/banners', {
    query: { lang: locale },
    schema: bannersResponseSchema,
  });
  return response.data;
}
