import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { HomeGameSection } from '@vitrine/contract/games.ts';
import type { Locale } from '~/core/i18n/config';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { useViewer } from '~/core/session/viewer-context';
import { nextPageParam } from '~/lib/paging/paging';
import { type CardGame, toCardGame } from '../model/card-game';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** A home section with its games cut down to cards (all a rail shows). */
export interface HomeSection extends Omit<HomeGameSection, 'games'> {
  games: CardGame[];
}

export interface HomeSectionsPage {
  data: HomeSection[];
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
  const response = await client.get('/featured/home-games', {
    query: { page, lang: locale },
    schema: homeGamesResponseSchema,
    signal,
  });
  return {
    ...response,
    data: response.data.map((section) => ({ ...section, games: section.games.map(toCardGame) })),
  };
}

/** The sections, starting from what the home loader rendered for the same visitor. */
export function useHomeSections(
  locale: Locale,
  firstPage: { page: HomeSectionsPage; viewer: string } | null,
) {
  const client = useApiClient();
  const { viewer, ready } = useViewer();
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
