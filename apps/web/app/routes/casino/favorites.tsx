import { useTranslation } from 'react-i18next';
import { useFavoriteGames } from '~/features/casino/api/get-favorites';
import { MyGamesPage } from '~/features/casino/components/my-games-page';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { LOCALE_PREFIX, localeFromPath } from '~/core/i18n/config';
import { requireSessionCookie } from '~/core/session/server/require-session.server';
import { useSignedInGate } from '~/core/session/hooks/use-signed-in-gate';
import type { Route } from './+types/favorites';
import { casinoTitle } from '~/features/casino/server/casino-titles.server';
import { memoRoute } from '~/lib/memo-route';

/** `/casino/favorites` (signed in): guests go to the login and come back here. */
export async function loader({ request, url }: Route.LoaderArgs) {
  requireSessionCookie(request.headers.get('cookie'), url);
  const locale = localeFromPath(url.pathname);
  return { locale, title: await casinoTitle(locale, 'favorites') };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

function CasinoFavorites({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('casino');
  // Sends a visitor whose session turns out to be gone to the login, like the profile pages.
  useSignedInGate();
  return (
    <MyGamesPage
      heading={t('titles.favorites')}
      query={useFavoriteGames()}
      emptyTitle={t('mine.favoritesEmpty')}
      emptyText={t('mine.favoritesEmptyText')}
      localePrefix={LOCALE_PREFIX[loaderData.locale]}
    />
  );
}

export default memoRoute(CasinoFavorites);
