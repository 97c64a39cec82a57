// §9 "Idle-preload fallback 2000 ms": work that can wait runs when the browser is idle, or after
// two seconds where requestIdleCallback does not exist (Safari).
//
// A page whose main content is drawn by a third party after hydration (Betby's sportsbook) holds
// that work back while the content loads (`holdIdleWork`): an idle main thread there is waiting on
// the widget's network, and modal chunks or the realtime client loading then would share the
// connection with the widget's script and data. Held tasks run at the next idle moment after the
// last hold is released.
export const IDLE_FALLBACK_MS = 2000;

interface Parked {
  run: () => void;
}

let holds = 0;
let parked = new Set<Parked>();

function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_FALLBACK_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(task, IDLE_FALLBACK_MS);
  return () => globalThis.clearTimeout(handle);
}

export function onIdle(task: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  let cancelled = false;
  let cancel = () => {};
  const attempt = () => {
    if (cancelled) return;
    if (holds === 0) {
      task();
      return;
    }
    const entry: Parked = {
      run: () => {
        parked.delete(entry);
        cancel = whenIdle(attempt);
      },
    };
    parked.add(entry);
    cancel = () => parked.delete(entry);
  };
  cancel = whenIdle(attempt);
  return () => {
    cancelled = true;
    cancel();
  };
}

/**
 * Holds back the tasks of `onIdle` until the returned release is called (more than once is
 * harmless). Callers bound their hold in time: a content that never arrives must not keep the page
 * from its toasts and modals.
 */
export function holdIdleWork(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds > 0) return;
    const waiting = parked;
    parked = new Set();
    for (const entry of waiting) entry.run();
  };
}
