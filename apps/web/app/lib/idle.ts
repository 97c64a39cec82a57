// §9 "Idle-preload fallback 2000 ms": work that can wait runs when the browser is idle, or after
// two seconds where requestIdleCallback does not exist (Safari).
export const IDLE_FALLBACK_MS = 2000;

export function onIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(task, IDLE_FALLBACK_MS);
  return () => globalThis.clearTimeout(handle);
}
