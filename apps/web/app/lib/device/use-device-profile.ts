import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LIST_BATCH_SIZE,
  isSlowConnection,
  type ListBatchSize,
  listBatchSize,
  readDeviceSignals,
} from './device-profile';

/** What the page adapts to the device it runs on (§9 "Device adaptation"). */
export interface DeviceProfile {
  listBatchSize: ListBatchSize;
  slowConnection: boolean;
}

/** The server knows nothing of the device: it renders this, and so does hydration. */
const UNKNOWN_DEVICE: DeviceProfile = {
  listBatchSize: DEFAULT_LIST_BATCH_SIZE,
  slowConnection: false,
};

/** The device as the browser describes it now (a few property reads: cheap on every render). */
export function currentDeviceProfile(): DeviceProfile {
  if (typeof navigator === 'undefined') return UNKNOWN_DEVICE;
  const signals = readDeviceSignals(navigator);
  return { listBatchSize: listBatchSize(signals), slowConnection: isSlowConnection(signals) };
}

function connection(): EventTarget | null {
  const found: unknown = 'connection' in navigator ? navigator.connection : null;
  return found instanceof EventTarget ? found : null;
}

/** Chromium tells when the connection changes (a phone leaving Wi-Fi for 3G). */
function subscribe(onChange: () => void): () => void {
  const target = connection();
  if (!target) return () => {};
  target.addEventListener('change', onChange);
  return () => target.removeEventListener('change', onChange);
}

/**
 * NOTES.md: how many list items are rendered per batch on this device (100, 250 or 500). The
 * server and the hydrating render use the default; the device's own size follows hydration.
 */
export function useListBatchSize(): ListBatchSize {
  return useSyncExternalStore(
    subscribe,
    () => currentDeviceProfile().listBatchSize,
    () => UNKNOWN_DEVICE.listBatchSize,
  );
}

/** A 3g-or-slower or data-saving connection: nothing is fetched ahead of need (§9). */
export function useSlowConnection(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => currentDeviceProfile().slowConnection,
    () => UNKNOWN_DEVICE.slowConnection,
  );
}
