import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { PrizeList } from '~/features/boxes/components/prize-list';
import { memoRoute } from '~/lib/memo-route';
import { boxesPageData } from '../common/boxes-gate.server';
import { BoxesPage, boxesTitle } from '../common/boxes-page';
import type { Route } from './+types/items';

export async function loader({ request, url }: Route.LoaderArgs) {
  return boxesPageData(request, url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), boxesTitle(loaderData, 'items'));

/** `/account/items` ('Meus itens'): the prizes won, kept and sold. */
function MyItemsRoute({ loaderData }: Route.ComponentProps) {
  const { ready } = usePlayerSession();
  return (
    <BoxesPage locale={loaderData.locale} messages={loaderData.messages}>
      <PrizeList enabled={ready} />
    </BoxesPage>
  );
}

export default memoRoute(MyItemsRoute);
