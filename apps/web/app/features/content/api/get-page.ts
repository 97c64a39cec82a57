import { pageResponseSchema, type Page } from '@vitrine/contract/content.ts';
import type { Locale } from '~/core/i18n/config';
import type { HttpClient } from '~/lib/http/http-client';

/** `GET /pages/{slug}`: an operator content page in the player's language. */
export async function getPage(client: HttpClient, slug: string, locale: Locale): Promise<Page> {
  const response = await client.get(`/pages/${encodeURIComponent(slug)}`, {
    query: { lang: locale },
    schema: pageResponseSchema,
  });
  return response.data;
}
