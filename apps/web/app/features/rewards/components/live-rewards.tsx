import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useOverlayTurn } from '~/components/overlays/overlay-stack-context';
import { localeFromPath } from '~/core/i18n/config';
import { useSessionState } from '~/core/session/session-context';
import { prefetchWhenIdle } from '~/lib/device/device-store';
import { useRealtimeEvent } from '~/lib/realtime/realtime-provider';
import { dropShownAward, queueAward, type RewardQueue } from '../model/reward-queue';

const loadRewardModal = () => import('./reward-modal');
const RewardModal = lazy(loadRewardModal);

/** The reward modal's place in the overlay stack. */
export const REWARD_OVERLAY = 'casino-reward';

/**
 * §2 "casino reward modal preloaded when idle": a signed-in player's page loads the modal's code
 * once idle (not on a slow connection, §9); each `NotifyNewUserBox` on the player's channel (§6)
 * queues the box won, shown one at a time as a prompt of the overlay stack — behind the 18+
 * question and any dialog the player opened.
 */
export default function LiveRewards() {
  const signedIn = useSessionState((state) => state.status === 'signed-in');
  const locale = localeFromPath(useLocation().pathname);
  const [queue, setQueue] = useState<RewardQueue>([]);
  useRealtimeEvent('player', 'NotifyNewUserBox', (award) =>
    setQueue((current) => queueAward(current, award)),
  );

  useEffect(() => {
    if (!signedIn) return;
    return prefetchWhenIdle(loadRewardModal);
  }, [signedIn]);

  // A sign-out leaves nothing of the player's behind.
  if (!signedIn && queue.length > 0) setQueue([]);
  const shown = queue[0] ?? null;
  const turn = useOverlayTurn(REWARD_OVERLAY, 'prompt', shown !== null);
  if (!shown || !turn) return null;
  return (
    <Suspense fallback={null}>
      <RewardModal
        key={shown.user_box}
        award={shown}
        locale={locale}
        onClose={() => setQueue(dropShownAward)}
      />
    </Suspense>
  );
}
