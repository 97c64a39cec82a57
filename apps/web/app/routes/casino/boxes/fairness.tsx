import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { FairnessPage } from '~/features/boxes/components/fairness-page';
import { memoRoute } from '~/lib/memo-route';
import { boxesPageData } from '../../common/boxes-gate.server';
import { BoxesPage, boxesTitle } from '../../common/boxes-page';
import type { Route } from './+types/fairness';

export async function loader({ request, url }: Route.LoaderArgs) {
  return boxesPageData(request, url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), boxesTitle(loaderData, 'fairness'));

/** `/casino/crates/fairness` ('Jogo justo'): the seeds and the draw checker. */
function FairnessRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BoxesPage locale={loaderData.locale} messages={loaderData.messages}>
      <FairnessPage />
    </BoxesPage>
  );
}

export default memoRoute(FairnessRoute);
