import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LaunchFrame } from '~/features/casino/components/game-screen/launch-frame';
import { useSportLaunch } from '~/features/sportsbook/api/launch-sport';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import { type Locale, localeFromPath, localizePath } from '~/core/i18n/config';
import { useGameMessages } from '~/features/casino/model/game-messages';
import { loadGameMessages } from '~/features/casino/server/game-page-loader.server';
import type { Route } from './+types/sports';
import { requireSportsExperience } from './sports-experience-gate.server';
import { memoRoute } from '~/lib/memo-route';

const sportsTitleSchema = z.object({ sports: z.object({ title: z.string() }) });

/** `/sports` (§2): only for a brand with `hasSports` and without Betby; a 404 otherwise. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const [, { messages }] = await Promise.all([
    requireSportsExperience(request, url, 'provider-sports'),
    loadGameMessages(locale),
  ]);
  return { locale, messages, title: sportsTitleSchema.parse(messages).sports.title };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

/** The brand's sports product, launched from its game provider in the game screen's frame. */
function SportsPage({ loaderData }: Route.ComponentProps) {
  useGameMessages(loaderData.locale, loaderData.messages);
  return <ProviderSports locale={loaderData.locale} />;
}

export default memoRoute(SportsPage);

export function ProviderSports({ locale }: { locale: Locale }) {
  const { t } = useTranslation('game');
  const query = useSportLaunch(locale);
  return (
    <div className="flex flex-col gap-3 py-4 sm:py-6">
      <h1 className="text-xl font-bold sm:text-2xl">{t('sports.title')}</h1>
      <LaunchFrame
        title={t('sports.frame')}
        modeLabel={t('sports.toolbar')}
        launch={{
          gameUrl: query.data?.gameUrl ?? null,
          failed: query.isError && !query.isFetching,
          retry: () => void query.refetch(),
        }}
        lobbyHref={localizePath('/casino', locale)}
        copy={{
          loading: t('sports.loading'),
          maintenance: {
            title: t('sports.maintenance.title'),
            text: t('sports.maintenance.text'),
            back: t('sports.maintenance.back'),
          },
        }}
      />
    </div>
  );
}
