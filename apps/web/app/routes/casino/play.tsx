import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { useRecentGames } from '~/features/casino/api/get-recent';
import { useViewer } from '~/core/session/viewer-context';
import { useSessionState } from '~/core/session/session-context';
import { pageMeta, themeFromMatches } from '~/core/tenant/model/tenant-meta';
import type { Route } from './+types/play';
import { useGameMessages } from '~/features/casino/model/game-messages';
import { loadPlay } from '~/features/casino/server/play-loader.server';
import { playTarget } from '~/features/casino/model/play-target';
import { memoRoute } from '~/lib/memo-route';

export function loader({ request, url }: Route.LoaderArgs) {
  return loadPlay(request, url);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(themeFromMatches(matches), loaderData?.title);

/** `/casino/play` (§2 "Jogar"), when the server could not decide: the browser sends the player on. */
function PlayPage({ loaderData }: Route.ComponentProps) {
  useGameMessages(loaderData.locale, loaderData.messages);
  const { t } = useTranslation('game');
  const target = usePlayTarget(loaderData.locale);
  const navigate = useNavigate();

  useEffect(() => {
    if (target) void navigate(target, { replace: true });
  }, [navigate, target]);

  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('titles.play')}</h1>
      <div role="status" className="flex flex-col items-center gap-3 text-fg-muted">
        <Spinner />
        <span>{t('play.opening')}</span>
      </div>
    </div>
  );
}

export default memoRoute(PlayPage);

/** Where to go once it is known: after the start-up check, and for a player after their recent list. */
function usePlayTarget(locale: Route.ComponentProps['loaderData']['locale']): string | null {
  const checked = useSessionState((state) => state.checked);
  const { signedIn, ready } = useViewer();
  const recent = useRecentGames();
  if (!ready || !checked) return null;
  if (!signedIn) return playTarget({ signedIn: false, lastPlayed: null }, locale);
  if (recent.isPending) return null;
  return playTarget({ signedIn: true, lastPlayed: recent.data?.pages[0]?.data[0] }, locale);
}
