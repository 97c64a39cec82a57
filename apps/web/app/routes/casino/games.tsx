import { useTranslation } from 'react-i18next';
import { GameLobby } from '~/features/casino/components/game-lobby';
import { pageMeta, themeFromMatches } from '~/features/tenant/model/tenant-meta';
import { LOCALE_PREFIX, localeFromPath } from '~/i18n/config';
import type { Route } from './+types/games';
import { casinoTitle } from './casino-titles.server';
import { loadLobby } from './lobby-loader.server';
import { lobbyFilter, onlyOnNewPath, useLobbyFilter } from './use-lobby-filter';

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

export default function CasinoGames({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('casino');
  const { filter, setFilter } = useLobbyFilter();
  return (
    <GameLobby
      heading={t('titles.games')}
      filter={filter}
      onFilterChange={setFilter}
      firstPage={loaderData.firstPage}
      categories={loaderData.categories}
      providers={loaderData.providers}
      localePrefix={LOCALE_PREFIX[loaderData.locale]}
    />
  );
}
