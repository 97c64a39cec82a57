import { gameCodeSchema, type Game } from '@vitrine/contract/games.ts';
import { data } from 'react-router';
import { z } from 'zod';
import { getGame } from '../api/get-game';
import { localeFromPath, type Locale } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { isHttpError } from '~/lib/http/http-error';
import { loadRelatedGames } from './casino-data.server';
import { casinoViewer, orNull } from './casino-viewer.server';
import { GAME_NAMESPACE } from '../model/game-messages';

const titlesSchema = z.object({ titles: z.object({ notFound: z.string(), play: z.string() }) });

/** The `game` namespace, and its page titles for `meta` (which runs outside React). */
export async function loadGameMessages(locale: Locale) {
  const messages = await loadNamespace(locale, GAME_NAMESPACE);
  return { messages, titles: titlesSchema.parse(messages).titles };
}

export interface GamePageData {
  locale: Locale;
  messages: Record<string, unknown>;
  title: string;
  /** null: the §4 not-found state. */
  game: Game | null;
  /** Who the game was fetched for ('guest' or the player): the browser reuses it only for them. */
  viewer: string;
  /**
   * The related games, rendered with the page (no fetch, parsing and card creation in the browser
   * while it loads); null when they could not be had, and the browser asks for them itself.
   */
  related: Game[] | null;
}

/**
 * `/casino/{provider}/{game}` on the server: the game by its codes (`POST games/get`, with the
 * player's token when the cookies carry one), so the page and its title render at once. A game the
 * platform does not know is the not-found screen with status 404; any other failure of that call
 * shows the same screen (§8 "Single-game fetch failure sets not-found") with status 503, so a
 * passing outage is not recorded as a missing page.
 */
export async function loadGamePage(
  request: Request,
  url: URL,
  params: { provider: string; game: string },
) {
  const locale = localeFromPath(url.pathname);
  const [{ messages, titles }, { api, viewer }] = await Promise.all([
    loadGameMessages(locale),
    casinoViewer(request),
  ]);
  const notFound = (status: number) =>
    data<GamePageData>(
      { locale, messages, title: titles.notFound, game: null, viewer, related: null },
      { status },
    );

  const provider = gameCodeSchema.safeParse(params.provider);
  const code = gameCodeSchema.safeParse(params.game);
  // §2 route validation: codes that cannot exist are not asked for.
  if (!provider.success || !code.success) return notFound(404);
  // The site is not serving: the root route's maintenance or not-found screen stands.
  if (!api) return notFound(503);

  try {
    const game = await getGame(api.client, { provider: provider.data, game: code.data });
    // Related games decorate the page: a failure leaves them to the browser. A guest's are every
    // guest's, kept briefly like the lobby's lists.
    const related = await orNull(
      () => loadRelatedGames(api, viewer, game.id),
      'related_games_failed',
    );
    return data<GamePageData>({ locale, messages, title: game.title, game, viewer, related });
  } catch (error) {
    if (isHttpError(error) && error.status === 404) return notFound(404);
    console.error(
      JSON.stringify({
        level: 'warn',
        event: 'game_failed',
        path: url.pathname,
        message: String(error),
      }),
    );
    return notFound(503);
  }
}
