import { useTranslation } from 'react-i18next';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { localeFromPath } from '~/core/i18n/config';
import type { Route } from './+types/games';
import { casinoTitle } from '~/features/casino/server/casino-titles.server';
import { loadLobby } from '~/features/casino/server/lobby-loader.server';
import { LobbyPage } from './lobby-page';
import { lobbyFilter, onlyOnNewPath } from '~/features/casino/hooks/use-lobby-filter';
import { memoRoute } from '~/lib/memo-route';

/** `/casino/games`: every game, with search and filters in the URL. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const [lobby, title] = await Promise.all([
    loadLobby(request, locale, lobbyFilter(url.searchParams, [])),
    casinoTitle(locale, 'games'),
  ]);
  return { ...lobby, locale, title };
}

export const shouldRevalidate = onlyOnNewPath;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

function CasinoGames({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('casino');
  return <LobbyPage heading={t('titles.games')} lobby={loaderData} locale={loaderData.locale} />;
}

export default memoRoute(CasinoGames);
