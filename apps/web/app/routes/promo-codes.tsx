import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { PromoCodesPage } from '~/features/promotions/components/promo-codes-page';
import { memoRoute } from '~/lib/memo-route';
import { useLoaderMessages } from './common/signed-in-area';
import { promotionsMessages } from './common/promotions-loader.server';
import { PROMOTIONS_NAMESPACE, promotionsTitle } from './common/promotions-page';
import type { Route } from './+types/promo-codes';

export async function loader({ url }: Route.LoaderArgs) {
  return promotionsMessages(url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), promotionsTitle(loaderData, 'codes'));

/** `/promo-codes` ('Códigos promocionais', §2, issue 37): check a code and deposit with it. */
function PromoCodesRoute({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, PROMOTIONS_NAMESPACE, loaderData.messages);
  return <PromoCodesPage locale={loaderData.locale} />;
}

export default memoRoute(PromoCodesRoute);
