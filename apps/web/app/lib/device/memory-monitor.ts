// §9 "Device adaptation": a monitor reads the page's memory every 30 s (60 s on a low-end device,
// where the reading itself is a cost) and frees caches once the heap passes 80 % of its limit.

export const DEVICE_MONITOR_INTERVAL_MS = 30_000;
export const LOW_END_DEVICE_MONITOR_INTERVAL_MS = 60_000;
/** Above this share of the heap's limit the caches are cleaned. */
export const MEMORY_PRESSURE_RATIO = 0.8;

/** The JavaScript heap as Chromium reports it (`performance.memory`, non-standard). */
export interface HeapUsage {
  used: number;
  limit: number;
}

/** Chromium's `performance.memory`, read by shape; null where the browser has none. */
export function readHeapUsage(performance: unknown): HeapUsage | null {
  if (typeof performance !== 'object' || performance === null || !('memory' in performance)) {
    return null;
  }
  const memory = performance.memory;
  if (typeof memory !== 'object' || memory === null) return null;
  if (!('usedJSHeapSize' in memory) || !('jsHeapSizeLimit' in memory)) return null;
  const { usedJSHeapSize: used, jsHeapSizeLimit: limit } = memory;
  if (typeof used !== 'number' || typeof limit !== 'number' || !(limit > 0)) return null;
  return { used, limit };
}

export function underMemoryPressure(heap: HeapUsage): boolean {
  return heap.used / heap.limit > MEMORY_PRESSURE_RATIO;
}

/** The part of `window` the monitor uses. */
export interface MemoryMonitorHost {
  setInterval(task: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(handle: ReturnType<typeof setInterval>): void;
  document: {
    visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

/**
 * Checks the heap on an interval until the returned stop, calling `cleanUp` when it is under
 * pressure. Paused while the page is hidden (a background tab allocates nothing worth a wake-up).
 * Where the browser reports no heap (Safari, Firefox) it does nothing at all.
 */
export function startMemoryMonitor(
  options: { lowEnd: boolean; readHeap: () => HeapUsage | null; cleanUp: () => void },
  host: MemoryMonitorHost = window,
): () => void {
  const { lowEnd, readHeap, cleanUp } = options;
  if (readHeap() === null) return () => {};
  const intervalMs = lowEnd ? LOW_END_DEVICE_MONITOR_INTERVAL_MS : DEVICE_MONITOR_INTERVAL_MS;
  let timer: ReturnType<typeof setInterval> | null = null;
  const check = () => {
    const heap = readHeap();
    if (heap && underMemoryPressure(heap)) cleanUp();
  };
  const resume = () => {
    timer ??= host.setInterval(check, intervalMs);
  };
  const pause = () => {
    if (timer === null) return;
    host.clearInterval(timer);
    timer = null;
  };
  const onVisibilityChange = () => {
    if (host.document.visibilityState === 'hidden') pause();
    else resume();
  };
  onVisibilityChange();
  host.document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    pause();
    host.document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
