import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import Toasts from '~/components/ui/toasts';
import AppUpdates from '~/features/app-update/components/app-updates';
import { LiveSupport } from '~/features/live-support/components/live-support';
import { MissionWidgetsLayer } from '~/features/missions/components/mission-widgets-layer';
import LiveNotifications from '~/features/notifications/components/live-notifications';
import PushPrompt from '~/features/notifications/components/push-prompt';
import SessionReminder from '~/features/responsible-gaming/components/reminder/session-reminder';
import LiveRewards from '~/features/rewards/components/live-rewards';
import { profileKeys } from '~/features/profile/api/profile-keys';
import { sessionKeys } from '~/core/session/api/session-keys';
import { useCurrentUser } from '~/core/session/hooks/use-current-user';
import { useIntegrations } from '~/core/integrations-context';
import { useSessionState } from '~/core/session/session-context';
import { useTenant } from '~/core/tenant/tenant-context';
import { walletKeys } from '~/features/wallet/api/wallet-keys';
import { localeFromPath } from '~/core/i18n/config';
import { DeviceAdaptation } from '~/lib/device/device-adaptation';
import { nextTask } from '~/lib/next-task';
import { ChatFromPush } from './chat-from-push';
import { useRewardWallet } from '../common/use-reward-wallet';

/** What a memory cleanup never frees: the player's session, profile and wallet (§9). */
const PLAYER_QUERIES = [sessionKeys.all, profileKeys.all, walletKeys.all];

/** The tenant's live-support widget, for a player whose session is confirmed (issue 16). */
export function PlayerLiveSupport() {
  const { liveSupportScriptUrl } = useIntegrations();
  const signedIn = useSessionState((state) => state.status === 'signed-in');
  const user = useCurrentUser();
  return <LiveSupport scriptUrl={liveSupportScriptUrl} player={signedIn ? user : null} />;
}

/**
 * The live notifications (the modal and the toasts): a signed-in player's own and the tenant's
 * global ones, and for a guest the global ones of the public channel (§6: everyone joins it). The
 * push modal only for a signed-in player, when the tenant has a VAPID key (null: push is off) —
 * issue 16. Each session has its own queue: a sign-out leaves nothing of the player's behind.
 */
export function PlayerNotifications() {
  // A sign-in or sign-out (one player to another included) passes through 'guest'.
  const status = useSessionState((state) => state.status);
  const { vapidPublicKey } = useTenant().theme;
  const locale = localeFromPath(useLocation().pathname);
  if (status === 'restoring') return null;
  const signedIn = status === 'signed-in';
  return (
    <>
      <LiveNotifications key={signedIn ? 'player' : 'guest'} locale={locale} />
      {signedIn && vapidPublicKey && <PushPrompt vapidPublicKey={vapidPublicKey} />}
    </>
  );
}

/** The floating mission widgets, their claims paid into the header's balance (issue 36). */
function PlayerMissionWidgets() {
  return <MissionWidgetsLayer onWallet={useRewardWallet()} />;
}

/**
 * Mounts `parts` one at a time, each in a task of its own after the one before has committed and
 * run its effects: together they were a long task on every first visit (docs/performance.md "The
 * idle layer").
 */
function OneAtATime({ parts }: { parts: readonly ReactNode[] }) {
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (mounted >= parts.length) return;
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) startTransition(() => setMounted(mounted + 1));
    });
    return () => {
      cancelled = true;
    };
  }, [mounted, parts.length]);
  return parts.slice(0, mounted);
}

/**
 * What the default layout loads once the page is idle, in one chunk: the toasts, the installable
 * app's worker, update notice and offline state, the device adaptation (issue 15), the live
 * support widget, the live notifications, the push modal and a push's "open the chat" (issue 16).
 * The session reminder (issue 35), then the reward modal's host and the floating mission widgets
 * (issue 36). The toasts come first: the others may show one.
 */
export default function IdleLayer({ onOpenChat }: { onOpenChat: () => void }) {
  return (
    <OneAtATime
      parts={[
        <Toasts key="toasts" />,
        <AppUpdates key="app-updates" />,
        <DeviceAdaptation key="device" keepQueries={PLAYER_QUERIES} />,
        <PlayerNotifications key="notifications" />,
        <PlayerLiveSupport key="live-support" />,
        <ChatFromPush key="chat-from-push" onOpenChat={onOpenChat} />,
        <SessionReminder key="session-reminder" />,
        <LiveRewards key="rewards" />,
        <PlayerMissionWidgets key="missions" />,
      ]}
    />
  );
}
