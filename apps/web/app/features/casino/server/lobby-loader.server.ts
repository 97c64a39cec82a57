import type { LobbyFirstPage } from '../components/game-lobby';
import { gameFilterKey, type GameFilter } from '../model/game-filter';
import { loadCategories, loadGamesPage, loadProviders } from './casino-data.server';
import type { Locale } from '~/core/i18n/config';
import { isPhoneRequest } from '~/lib/device/phone-request.server';
import { casinoViewer, orNull } from './casino-viewer.server';

/** The lobby's first page, categories and providers, rendered by the server for this visitor. */
export async function loadLobby(request: Request, locale: Locale, filter: GameFilter) {
  const { api, viewer } = await casinoViewer(request);
  if (!api) return { firstPage: null, categories: [], providers: [] };
  const [page, categories, providers] = await Promise.all([
    orNull(() => loadGamesPage(api, viewer, filter), 'games_failed'),
    orNull(() => loadCategories(api, locale), 'categories_failed'),
    orNull(() => loadProviders(api), 'providers_failed'),
  ]);
  const firstPage: LobbyFirstPage | null = page
    ? { page, viewer, filterKey: gameFilterKey(filter), phone: isPhoneRequest(request.headers) }
    : null;
  return { firstPage, categories: categories ?? [], providers: providers ?? [] };
}
