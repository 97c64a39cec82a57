import { useQuery } from '@tanstack/react-query';
import type { Locale } from '~/core/i18n/config';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';

/** Query keys of the provider's sports (house rule: key factories). */
export const providerSportsKeys = {
  all: ['provider-sports'] as const,
  launch: (lang: Locale) => [...providerSportsKeys.all, 'launch', lang] as const,
};

/**
 * `POST games/launch/sport`: the address of the brand's sports product for the iframe. Guests get
 * it as players do (it shows matches and prices). Any failure is the game screen's maintenance
 * state, shown in place of the frame: not a global error.
 */
export async function launchSport(
  client: HttpClient,
  body: { lang: Locale },
  signal?: AbortSignal,
): Promise<{ gameUrl: string }> {
  // The schema loads with the call, not with the page.
  const { sportLaunchResponseSchema } = await import('@vitrine/contract/games.ts');
  return client.post('/games/launch/sport', {
    body,
    schema: sportLaunchResponseSchema,
    signal,
    reportErrors: false,
  });
}

/** The sports launch, fetched in the browser; a launch belongs to this visit of the page. */
export function useSportLaunch(lang: Locale) {
  const client = useApiClient();
  return useQuery({
    queryKey: providerSportsKeys.launch(lang),
    queryFn: ({ signal }) => launchSport(client, { lang }, signal),
    staleTime: STALE.INFINITY,
    gcTime: 0,
  });
}
