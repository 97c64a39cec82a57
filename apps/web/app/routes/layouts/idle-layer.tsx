import Toasts from '~/components/ui/toasts';
import AppUpdates from '~/features/app-update/components/app-updates';
import { LiveSupport } from '~/features/live-support/components/live-support';
import { profileKeys } from '~/features/profile/api/profile-keys';
import { sessionKeys } from '~/features/session/api/session-keys';
import { useCurrentUser } from '~/features/session/hooks/use-current-user';
import { useIntegrations } from '~/features/session/integrations-context';
import { useSessionState } from '~/features/session/session-context';
import { walletKeys } from '~/features/wallet/api/wallet-keys';
import { DeviceAdaptation } from '~/lib/device/device-adaptation';

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
 * What the default layout loads once the page is idle, in one chunk: the toasts, the installable
 * app's worker, update notice and offline state, the device adaptation (issue 15) and the live
 * support widget (issue 16).
 */
export default function IdleLayer() {
  return (
    <>
      <Toasts />
      <AppUpdates />
      <DeviceAdaptation keepQueries={PLAYER_QUERIES} />
      <PlayerLiveSupport />
    </>
  );
}
