import { data } from 'react-router';
import { parseCategories } from '~/features/casino/model/game-filter';
import { notFoundData } from '~/features/errors/model/error-page';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { localeFromPath } from '~/core/i18n/config';
import type { Route } from './+types/category';
import { casinoTitle } from '~/features/casino/server/casino-titles.server';
import { loadLobby } from '~/features/casino/server/lobby-loader.server';
import { LobbyPage } from './lobby-page';
import { lobbyFilter, onlyOnNewPath } from '~/features/casino/hooks/use-lobby-filter';
import { memoRoute } from '~/lib/memo-route';

/**
 * `/casino/category/{filter}`: the lobby narrowed to the categories of the path (comma-separated,
 * every one must match; 'todos' is all). A category the tenant does not have is a 404 (§2 validate).
 */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const pathCategories = parseCategories(params.filter);
  const [lobby, allTitle] = await Promise.all([
    loadLobby(request, locale, lobbyFilter(url.searchParams, pathCategories)),
    casinoTitle(locale, 'games'),
  ]);
  const named = pathCategories.map(
    (slug) => lobby.categories.find((category) => category.slug === slug)?.name,
  );
  const known = named.every((name) => name !== undefined);
  if (lobby.categories.length > 0 && !known) {
    throw data(notFoundData(url.pathname), { status: 404 });
  }
  const title = pathCategories.length === 0 ? allTitle : named.filter(Boolean).join(' + ');
  return { ...lobby, locale, title: title || allTitle, pathCategories };
}

export const shouldRevalidate = onlyOnNewPath;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

function CasinoCategory({ loaderData }: Route.ComponentProps) {
  return (
    <LobbyPage
      heading={loaderData.title}
      lobby={loaderData}
      locale={loaderData.locale}
      pathCategories={loaderData.pathCategories}
    />
  );
}

export default memoRoute(CasinoCategory);
