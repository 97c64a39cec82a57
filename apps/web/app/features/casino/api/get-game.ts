import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@vitrine/contract/games.ts';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { useViewer } from '~/core/session/viewer-context';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

/** The codes of a game page's address, `/casino/{provider}/{game}`. */
export interface GameAddress {
  provider: string;
  game: string;
}

/**
 * `POST games/get`: one game by the codes of its page address (the server counts a view). A 404 is
 * the §4 not-found state, which the page shows itself: not a global error.
 */
export async function getGame(
  client: HttpClient,
  address: GameAddress,
  signal?: AbortSignal,
): Promise<Game> {
  const { gameResponseSchema } = await gameSchemas();
  const response = await client.post('/games/get', {
    body: { game_id: address.game, provider_code: address.provider },
    schema: gameResponseSchema,
    signal,
    reportErrors: false,
  });
  return response.data;
}

export function gameQueryOptions(
  client: HttpClient,
  address: GameAddress,
  viewer: string,
  initial?: Game,
) {
  return queryOptions({
    queryKey: casinoKeys.game(address.provider, address.game, viewer),
    queryFn: ({ signal }) => getGame(client, address, signal),
    staleTime: STALE.MINUTES.ONE,
    ...(initial ? { initialData: initial } : {}),
  });
}

/**
 * The game of the page. `rendered` is what the route's loader fetched on the server as `viewer`:
 * while that is who is looking, it is the answer; once someone else is (a guest signed in), the
 * game is fetched again so their favourite shows. The loader's game stays on screen meanwhile.
 */
export function useGame(address: GameAddress, rendered: { game: Game; viewer: string }): Game {
  const client = useApiClient();
  const { viewer, ready } = useViewer();
  const seed = rendered.viewer === viewer ? rendered.game : undefined;
  const query = useQuery({ ...gameQueryOptions(client, address, viewer, seed), enabled: ready });
  return query.data ?? rendered.game;
}
