import Toasts from '~/components/ui/toasts';
import AppUpdates from '~/features/app-update/components/app-updates';
import { profileKeys } from '~/features/profile/api/profile-keys';
import { sessionKeys } from '~/features/session/api/session-keys';
import { walletKeys } from '~/features/wallet/api/wallet-keys';
import { DeviceAdaptation } from '~/lib/device/device-adaptation';

/** What a memory cleanup never frees: the player's session, profile and wallet (§9). */
const PLAYER_QUERIES = [sessionKeys.all, profileKeys.all, walletKeys.all];

/**
 * What the default layout loads once the page is idle, in one chunk: the toasts, the installable
 * app's worker, update notice and offline state, and the device adaptation (issue 15).
 */
export default function IdleLayer() {
  return (
    <>
      <Toasts />
      <AppUpdates />
      <DeviceAdaptation keepQueries={PLAYER_QUERIES} />
    </>
  );
}
