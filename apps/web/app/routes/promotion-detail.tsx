import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { PromotionDetail } from '~/features/promotions/components/promotion-detail';
import { memoRoute } from '~/lib/memo-route';
import { loadPromotion } from './common/promotions-loader.server';
import { PROMOTIONS_NAMESPACE } from './common/promotions-page';
import { useLoaderMessages } from './common/signed-in-area';
import type { Route } from './+types/promotion-detail';

export async function loader({ request, url, params }: Route.LoaderArgs) {
  return loadPromotion(request, url, params.slug);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), loaderData?.promotion.title);

/** `/promotion/{slug}` (issue 37): one promotion's text and terms; unknown: the 404 page. */
function PromotionRoute({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, PROMOTIONS_NAMESPACE, loaderData.messages);
  return <PromotionDetail promotion={loaderData.promotion} locale={loaderData.locale} />;
}

export default memoRoute(PromotionRoute);
