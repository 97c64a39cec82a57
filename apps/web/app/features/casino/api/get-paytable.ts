import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Paytable } from '@vitrine/contract/games.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/**
 * `GET games/paytable`: the game's paytable in `lang`, or null when its provider publishes none
 * (issue 35; Portaria 1.207/2024: before betting and at any time during play).
 */
export async function getPaytable(
  client: HttpClient,
  gameId: number,
  lang: 'pt-BR' | 'en',
  signal?: AbortSignal,
): Promise<Paytable | null> {
  const { paytableResponseSchema } = await gameSchemas();
  const response = await client.get('/games/paytable', {
    query: { game_id: String(gameId), lang },
    schema: paytableResponseSchema,
    signal,
    // The dialog shows its own failure, with a retry.
    reportErrors: false,
  });
  return response.data;
}

export function paytableQueryOptions(client: HttpClient, gameId: number, lang: 'pt-BR' | 'en') {
  return queryOptions({
    queryKey: casinoKeys.paytable(gameId, lang),
    queryFn: ({ signal }) => getPaytable(client, gameId, lang, signal),
    staleTime: STALE.MINUTES.FIVE,
  });
}

/** The paytable of a game, fetched while `enabled` (the dialog is open). */
export function usePaytable(gameId: number, lang: 'pt-BR' | 'en', enabled: boolean) {
  const client = useApiClient();
  return useQuery({ ...paytableQueryOptions(client, gameId, lang), enabled });
}
