import { redirect } from 'react-router';
import { getRecentGames } from '../api/get-recent';
import { localeFromPath } from '~/core/i18n/config';
import { casinoViewer, orNull } from './casino-viewer.server';
import { loadGameMessages } from './game-page-loader.server';
import { playTarget } from '../model/play-target';

/**
 * `/casino/play` on the server: with a session in the cookies the player goes straight on, to their
 * last game or the lobby. Without one the page renders and the browser decides, since a session
 * may live in local storage only (a cookie that was not sent, a cookie that expired first).
 */
export async function loadPlay(request: Request, url: URL) {
  const locale = localeFromPath(url.pathname);
  const { api, viewer } = await casinoViewer(request);
  if (api && viewer !== 'guest') {
    const recent = await orNull(() => getRecentGames(api.client, 1), 'recent_failed');
    throw redirect(playTarget({ signedIn: true, lastPlayed: recent?.data[0] }, locale));
  }
  const { messages, titles } = await loadGameMessages(locale);
  return { locale, messages, title: titles.play };
}
