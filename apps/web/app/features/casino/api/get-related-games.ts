import { queryOptions, useQuery } from '@tanstack/react-query';
import { RELATED_GAMES_LIMIT } from '@vitrine/contract/game-constants.ts';
import type { Game } from '@vitrine/contract/games.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { useViewer } from '~/core/session/viewer-context';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** `POST games/getRelated`: games sharing a category or the provider, most viewed first. */
export async function getRelatedGames(
  client: HttpClient,
  gameId: number,
  signal?: AbortSignal,
): Promise<Game[]> {
  const { relatedGamesResponseSchema } = await gameSchemas();
  const response = await client.post('/games/getRelated', {
    body: { game_id: gameId, limit: RELATED_GAMES_LIMIT },
    schema: relatedGamesResponseSchema,
    signal,
    // The rail decorates the page: without it the game still plays.
    reportErrors: false,
  });
  return response.related_games;
}

export function relatedGamesQueryOptions(client: HttpClient, gameId: number, viewer: string) {
  return queryOptions({
    // The viewer is part of the key: a guest's list has no favourites marked.
    queryKey: [...casinoKeys.related(gameId), viewer] as const,
    queryFn: ({ signal }) => getRelatedGames(client, gameId, signal),
    staleTime: STALE.MINUTES.FIVE,
  });
}

/**
 * The related games. `rendered` (the server's answer) is shown at once, so hydration finds what the
 * server drew; fetched for someone else (a session the server did not see), it is refetched.
 */
export function useRelatedGames(gameId: number, rendered?: { games: Game[]; viewer: string }) {
  const client = useApiClient();
  const { viewer, ready } = useViewer();
  return useQuery({
    ...relatedGamesQueryOptions(client, gameId, viewer),
    enabled: ready,
    initialData: rendered?.games,
    initialDataUpdatedAt: rendered?.viewer === viewer ? undefined : 0,
  });
}
