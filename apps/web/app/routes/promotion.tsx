import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { PromotionList } from '~/features/promotions/components/promotion-list';
import { memoRoute } from '~/lib/memo-route';
import { loadPromotionList } from './common/promotions-loader.server';
import { PROMOTIONS_NAMESPACE, promotionsTitle } from './common/promotions-page';
import { useLoaderMessages } from './common/signed-in-area';
import type { Route } from './+types/promotion';

export async function loader({ request, url }: Route.LoaderArgs) {
  return loadPromotionList(request, url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), promotionsTitle(loaderData, 'promotion'));

/** `/promotion` ('Promoções', §2, issue 37): the tenant's promotions, rendered on the server. */
function PromotionsRoute({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, PROMOTIONS_NAMESPACE, loaderData.messages);
  return <PromotionList promotions={loaderData.promotions} locale={loaderData.locale} />;
}

export default memoRoute(PromotionsRoute);
