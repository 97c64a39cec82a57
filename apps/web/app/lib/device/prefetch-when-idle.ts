import { onIdle } from '../idle';
import { currentDeviceProfile } from './use-device-profile';

/**
 * NOTES.md: modals and route modules are prefetched when the page is idle — except on a slow
 * connection (§9), where the bytes go to what the player asked for and the code loads when used.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): () => void {
  if (currentDeviceProfile().slowConnection) return () => {};
  return onIdle(() => void load());
}
