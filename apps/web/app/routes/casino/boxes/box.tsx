import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { BoxDetail } from '~/features/boxes/components/box-detail';
import { memoRoute } from '~/lib/memo-route';
import { boxesPageData } from '../../common/boxes-gate.server';
import { BoxesPage, boxesTitle } from '../../common/boxes-page';
import type { Route } from './+types/box';

export async function loader({ request, url }: Route.LoaderArgs) {
  return boxesPageData(request, url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), boxesTitle(loaderData, 'catalogue'));

/** `/casino/box/{name}` (§2): one box by its slug; buying and opening it. */
function BoxRoute({ loaderData, params }: Route.ComponentProps) {
  return (
    <BoxesPage locale={loaderData.locale} messages={loaderData.messages}>
      <BoxDetail key={params.name} slug={params.name} />
    </BoxesPage>
  );
}

export default memoRoute(BoxRoute);
