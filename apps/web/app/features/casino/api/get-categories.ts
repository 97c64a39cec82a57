import { queryOptions } from '@tanstack/react-query';
import type { Category } from '@vitrine/contract/content.ts';
import type { Locale } from '~/core/i18n/config';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { casinoKeys } from './casino-keys';

/** `GET categories`: the tenant's game categories in the page's language (the lobby's chips). */
export async function getCategories(
  client: HttpClient,
  locale: Locale,
  signal?: AbortSignal,
): Promise<Category[]> {
  // Loaded with the call, not with the page (see game-schemas.ts).
  const { categoriesResponseSchema } = await import('@vitrine/contract/content.ts');
  const response = await client.get('/categories', {
    query: { lang: locale },
    schema: categoriesResponseSchema,
    signal,
  });
  return response.data;
}

export function categoriesQueryOptions(client: HttpClient, locale: Locale) {
  return queryOptions({
    queryKey: casinoKeys.categories(locale),
    queryFn: ({ signal }) => getCategories(client, locale, signal),
    staleTime: STALE.MINUTES.FIVE,
  });
}
