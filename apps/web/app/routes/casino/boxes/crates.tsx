import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { BoxCatalogue } from '~/features/boxes/components/box-catalogue';
import { memoRoute } from '~/lib/memo-route';
import { boxesPageData } from '../../common/boxes-gate.server';
import { BoxesPage, boxesTitle } from '../../common/boxes-page';
import type { Route } from './+types/crates';

export async function loader({ request, url }: Route.LoaderArgs) {
  return boxesPageData(request, url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), boxesTitle(loaderData, 'catalogue'));

/** `/casino/crates` (§2 'Caixas'): the catalogue. */
function CratesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BoxesPage locale={loaderData.locale} messages={loaderData.messages}>
      <BoxCatalogue />
    </BoxesPage>
  );
}

export default memoRoute(CratesRoute);
