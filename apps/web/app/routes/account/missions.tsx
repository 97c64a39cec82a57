import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { localeFromPath } from '~/core/i18n/config';
import { loadNamespace } from '~/core/i18n/resources';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { useViewer } from '~/core/session/viewer-context';
import { MissionList } from '~/features/missions/components/mission-list';
import { memoRoute } from '~/lib/memo-route';
import { useLoaderMessages } from '../common/signed-in-area';
import { useRewardWallet } from '../common/use-reward-wallet';
import type { Route } from './+types/missions';

const MISSIONS_NAMESPACE = 'missions';

/** The page's messages, so it renders and hydrates in its language at once. */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  return { locale, missionMessages: await loadNamespace(locale, MISSIONS_NAMESPACE) };
}

const loaderDataSchema = z.object({
  missionMessages: z.object({ page: z.object({ title: z.string() }) }),
});

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    themeFromMatches(matches),
    loaderDataSchema.safeParse(loaderData).data?.missionMessages.page.title,
  );

/** `/account/missions` ('Missões', issue 36): the player's missions, accepted and claimed here too. */
function MissionsPage({ loaderData }: Route.ComponentProps) {
  useLoaderMessages(loaderData.locale, MISSIONS_NAMESPACE, loaderData.missionMessages);
  const { t } = useTranslation(MISSIONS_NAMESPACE);
  const { viewer, ready } = useViewer();
  const onWallet = useRewardWallet();
  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('page.title')}</h1>
        <p className="text-fg-muted">{t('page.intro')}</p>
      </div>
      <MissionList viewer={viewer} enabled={ready} locale={loaderData.locale} onWallet={onWallet} />
    </>
  );
}

export default memoRoute(MissionsPage);
