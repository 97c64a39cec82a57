import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { SportsbookLang, SportsbookSessionResponse } from '@vitrine/contract/sportsbook.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';

/** Query keys of the sportsbook (house rule: key factories). */
export const sportsbookKeys = {
  all: ['sportsbook'] as const,
  /** A player's token for the widget in one language. */
  session: (lang: SportsbookLang, userId: number | null) =>
    [...sportsbookKeys.all, 'session', lang, userId] as const,
};

/**
 * `POST /sportsbook/session` (signed in): the player's token for Betby's renderer — not the site's
 * token, which the widget's server refuses. Failures are the page's retry state, not a global error.
 */
export async function createSportsbookSession(
  client: HttpClient,
  lang: SportsbookLang,
  signal?: AbortSignal,
): Promise<SportsbookSessionResponse> {
  const { sportsbookSessionResponseSchema } = await import('@vitrine/contract/sportsbook.ts');
  return client.post('/sportsbook/session', {
    body: { lang },
    schema: sportsbookSessionResponseSchema,
    signal,
    reportErrors: false,
  });
}

/**
 * The token for a signed-in player (`enabled`), per language. It lives 15 minutes; the widget asks
 * for a fresh one itself (onTokenExpired → `refreshSportsbookToken`), so the query does not refetch.
 */
export function useSportsbookSession(
  lang: SportsbookLang,
  userId: number | null,
  enabled: boolean,
) {
  const client = useApiClient();
  return useQuery({
    queryKey: sportsbookKeys.session(lang, userId),
    queryFn: ({ signal }) => createSportsbookSession(client, lang, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}

/** A fresh token for the widget (its own expired): fetched again and kept for the next render. */
export async function refreshSportsbookToken(
  queryClient: QueryClient,
  client: HttpClient,
  lang: SportsbookLang,
  userId: number,
): Promise<string> {
  const answer = await queryClient.fetchQuery({
    queryKey: sportsbookKeys.session(lang, userId),
    queryFn: ({ signal }) => createSportsbookSession(client, lang, signal),
    staleTime: 0,
  });
  return answer.token;
}

/**
 * A token the platform refused this player, not one it failed to give: a 403 (a self-excluded
 * player, §4). Its `message` is the platform's words for it (shown as text), null when it gave
 * none. Null for any other failure, which is worth a retry.
 */
export function sportsbookRefusalOf(error: unknown): { message: string | null } | null {
  // Read by shape, not `isHttpError`: that module brings zod into the sportsbook's first load.
  if (typeof error !== 'object' || error === null) return null;
  if (!('status' in error) || error.status !== 403) return null;
  const data = 'data' in error ? error.data : undefined;
  const message =
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
      ? data.message.trim()
      : '';
  return { message: message === '' ? null : message };
}
