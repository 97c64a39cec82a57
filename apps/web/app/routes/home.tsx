import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import type { Route } from './+types/home';
import { loadHome } from './common/home-loader.server';
import { HomePage } from './common/home-page';
import { memoRoute } from '~/lib/memo-route';

export function loader({ request, url }: Route.LoaderArgs) {
  return loadHome(request, url);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(themeFromMatches(matches));

function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage banners={loaderData.banners} casino={loaderData.casino} locale={loaderData.locale} />
  );
}

export default memoRoute(Home);
