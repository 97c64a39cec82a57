import type { Wallet } from '@vitrine/contract/wallet.ts';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { localeFromPath } from '~/core/i18n/config';
import { useViewer } from '~/core/session/viewer-context';
import { useSessionState } from '~/core/session/session-context';
import { useMissions } from '../api/get-missions';
import { useSyncMissionChannels } from '../hooks/use-sync-mission-channels';
import { isWidgetMission } from '../model/mission-state';

const MissionWidgets = lazy(() => import('./mission-widgets'));

/**
 * Pages where the widgets would cover play: a game, the sportsbook (its bet slip) and the sports
 * provider's page, by their route ids in either language (routes.ts). The widgets stay away.
 */
const PLAY_ROUTE = /^(en-)?(casino-game|casino-play|sports|sportsbook|widgetbetby)$/;

/** Whether the page (its routes' ids, either language) is one where play would be covered. */
export function coversPlay(routeIds: readonly string[]): boolean {
  return routeIds.some((id) => PLAY_ROUTE.test(id));
}

/**
 * §2 "Floating mission widgets", from the idle layer: the viewer's missions (a player's accepted
 * ones, a guest's guest-visible ones), followed live; the widgets' own code loads only when there
 * is one to show.
 */
export function MissionWidgetsLayer({ onWallet }: { onWallet: (wallet: Wallet) => void }) {
  const status = useSessionState((state) => state.status);
  const { viewer, signedIn, ready } = useViewer();
  const locale = localeFromPath(useLocation().pathname);
  const onPlayPage = coversPlay(useMatches().map((match) => match.id));
  const enabled = status !== 'restoring' && (!signedIn || ready);
  const missions = useMissions(viewer, enabled);
  useSyncMissionChannels(viewer);

  const list = missions.data ?? [];
  // Once loaded, the widgets stay: the last one claimed still says so until dismissed.
  const [loaded, setLoaded] = useState(false);
  if (!loaded && list.some((mission) => isWidgetMission(mission, signedIn))) setLoaded(true);
  if (onPlayPage || !loaded) return null;
  return (
    <Suspense fallback={null}>
      <MissionWidgets
        missions={list}
        signedIn={signedIn}
        viewer={viewer}
        locale={locale}
        onWallet={onWallet}
      />
    </Suspense>
  );
}
