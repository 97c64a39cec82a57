import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HomeGameSection } from '@vitrine/contract/games.ts';
import type { Locale } from '~/i18n/config';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { useCasinoSession } from '../casino-session-context';
import { nextPageParam } from '~/lib/paging/paging';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

export interface HomeSectionsPage {
  data: HomeGameSection[];
  current_page: number;
  last_page: number;
}

/** `GET featured/home-games`: the home page's category sections, a few categories a page. */
export async function getHomeSections(
  client: HttpClient,
  locale: Locale,
  page: number,
  signal?: AbortSignal,
): Promise<HomeSectionsPage> {
  const { homeGamesResponseSchema } = await gameSchemas();
  return client.get('/featured/home-games', {
    query: { page, lang: locale },
    schema: homeGamesResponseSchema,
    signal,
  });
}

/** The sections, starting from what the home loader rendered for the same visitor. */
export function useHomeSections(
  locale: Locale,
  firstPage: { page: HomeSectionsPage; viewer: string } | null,
) {
  const client = useApiClient();
  const { viewer, ready } = useCasinoSession();
  const seed = firstPage && firstPage.viewer === viewer ? firstPage.page : undefined;
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [...casinoKeys.all, 'home-sections', viewer, locale] as const,
      queryFn: ({ pageParam, signal }) => getHomeSections(client, locale, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: nextPageParam,
      staleTime: STALE.MINUTES.ONE,
      ...(seed ? { initialData: { pages: [seed], pageParams: [1] } } : {}),
    }),
    enabled: ready,
  });
}
