import { useQuery } from '@tanstack/react-query';
import type { Game, GameMode } from '@vitrine/contract/games.ts';
import type { Locale } from '~/core/i18n/config';
import { useApiClient } from '~/lib/api-client-context';
import type { HttpClient } from '~/lib/http/http-client';
import { STALE } from '~/lib/query-client';
import { useViewer } from '~/core/session/viewer-context';
import { casinoKeys } from './casino-keys';
import { gameSchemas } from './game-schemas';

export type GameDevice = 'mobile' | 'desktop';

export interface GameLaunch {
  gameUrl: string;
  mode: GameMode;
}

/**
 * `POST games/url`: the address of the game for the iframe. Any failure is the §4 maintenance
 * state (§8 "Game launch failure sets maintenance"), shown in place of the game: not a global error.
 */
export async function getGameUrl(
  client: HttpClient,
  body: {
    game_id: number;
    provider_code: string;
    mode: GameMode;
    device: GameDevice;
    lang: Locale;
  },
  signal?: AbortSignal,
): Promise<GameLaunch> {
  const { gameUrlResponseSchema } = await gameSchemas();
  return client.post('/games/url', {
    body,
    schema: gameUrlResponseSchema,
    signal,
    reportErrors: false,
  });
}

/** Phones and small tablets get the provider's mobile build (the same breakpoint as the box). */
export function viewportDevice(): GameDevice {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 'desktop';
  return window.matchMedia('(max-width: 767px)').matches ? 'mobile' : 'desktop';
}

/**
 * How a viewer plays a game: an `only_demo` game always on demo credits (guests too); any other
 * game with real money, for a signed-in player only (null: a guest must sign in first).
 */
export function launchMode(game: Pick<Game, 'only_demo'>, signedIn: boolean): GameMode | null {
  if (game.only_demo) return 'demo';
  return signedIn ? 'real' : null;
}

/**
 * The game's launch, fetched in the browser once the API client holds the player's token. A launch
 * belongs to this visit of the page (a new one is recorded as a recent play), so it is not kept
 * once the page is left.
 */
export function useGameLaunch(game: Pick<Game, 'id' | 'providercode' | 'only_demo'>, lang: Locale) {
  const client = useApiClient();
  const { viewer, ready, signedIn } = useViewer();
  const mode = launchMode(game, signedIn);
  const query = useQuery({
    queryKey: [...casinoKeys.all, 'launch', viewer, game.id, mode, lang] as const,
    queryFn: ({ signal }) =>
      getGameUrl(
        client,
        {
          game_id: game.id,
          provider_code: game.providercode,
          mode: mode ?? 'demo',
          device: viewportDevice(),
          lang,
        },
        signal,
      ),
    enabled: ready && mode !== null,
    staleTime: STALE.INFINITY,
    gcTime: 0,
  });
  return { mode, query };
}
