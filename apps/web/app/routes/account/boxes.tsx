import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { usePlayerSession } from '~/core/session/hooks/use-player-session';
import { PlayerBoxList } from '~/features/boxes/components/player-box-list';
import { memoRoute } from '~/lib/memo-route';
import { boxesPageData } from '../common/boxes-gate.server';
import { BoxesPage, boxesTitle } from '../common/boxes-page';
import type { Route } from './+types/boxes';

export async function loader({ request, url }: Route.LoaderArgs) {
  return boxesPageData(request, url);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(themeFromMatches(matches), boxesTitle(loaderData, 'mine'));

/** `/account/boxes` ('Minhas caixas'): the unopened boxes; `?open={id}` opens one at once. */
function MyBoxesRoute({ loaderData }: Route.ComponentProps) {
  const { ready } = usePlayerSession();
  return (
    <BoxesPage locale={loaderData.locale} messages={loaderData.messages}>
      <PlayerBoxList enabled={ready} />
    </BoxesPage>
  );
}

export default memoRoute(MyBoxesRoute);
