import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { deviceProfileOf, isLowEndDevice, readDeviceSignals } from './device-profile';
import { setDeviceProfile, useSlowConnection } from './device-store';
import { freeUnusedQueries } from './free-query-cache';
import { readHeapUsage, startMemoryMonitor } from './memory-monitor';
import { keepPrefetchLinksOut } from './prefetch-links';

/** The device classified for the lists and cards, again whenever the connection changes. */
function useSyncDeviceProfile() {
  useEffect(() => {
    const classify = () => setDeviceProfile(deviceProfileOf(readDeviceSignals(navigator)));
    classify();
    // Chromium tells when the connection changes (a phone leaving Wi-Fi for 3G).
    const connection: unknown = 'connection' in navigator ? navigator.connection : null;
    if (!(connection instanceof EventTarget)) return;
    connection.addEventListener('change', classify);
    return () => connection.removeEventListener('change', classify);
  }, []);
}

/** §9: the heap watched, and the query answers no screen uses freed when it runs short. */
function useFreeMemoryUnderPressure(keepQueries: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      startMemoryMonitor({
        lowEnd: isLowEndDevice(readDeviceSignals(navigator)),
        readHeap: () => readHeapUsage(performance),
        cleanUp: () => freeUnusedQueries(queryClient, keepQueries),
      }),
    [queryClient, keepQueries],
  );
}

/** §9: on a slow connection, the document's prefetch links go (and any added later). */
function useRemovePrefetchLinksOnSlowConnection() {
  const slow = useSlowConnection();
  useEffect(() => (slow ? keepPrefetchLinksOut(document) : undefined), [slow]);
}

/**
 * The device adaptation of §9: loaded with the idle layer, after the first paint, so none of it
 * is in a page's first-load code. `keepQueries` (a constant) names the query roots never freed:
 * the player's session and wallet.
 */
export function DeviceAdaptation({ keepQueries }: { keepQueries: readonly QueryKey[] }) {
  useSyncDeviceProfile();
  useFreeMemoryUnderPressure(keepQueries);
  useRemovePrefetchLinksOnSlowConnection();
  return null;
}
