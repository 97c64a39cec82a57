import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isLowEndDevice, readDeviceSignals } from './device-profile';
import { freeUnusedQueries } from './free-query-cache';
import { readHeapUsage, startMemoryMonitor } from './memory-monitor';
import { keepPrefetchLinksOut } from './prefetch-links';
import { useSlowConnection } from './use-device-profile';

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
 * The device adaptation of §9 that runs in the background: loaded with the idle layer, after the
 * first paint. `keepQueries` (a constant) names the query roots never freed: the player's session
 * and wallet.
 */
export function DeviceAdaptation({ keepQueries }: { keepQueries: readonly QueryKey[] }) {
  useFreeMemoryUnderPressure(keepQueries);
  useRemovePrefetchLinksOnSlowConnection();
  return null;
}
