/** How long to wait for a frame before running anyway (frames can be throttled or withheld). */
export const FIRST_PAINT_TIMEOUT_MS = 300;

/**
 * Runs `task` once the browser has had the chance to paint what it has: after the next animation
 * frame (the paint follows it, the timeout runs after the paint), or after a short timeout when no
 * frame comes. A hidden document paints nothing, so it runs at once there.
 */
export function afterFirstPaint(
  task: () => void,
  env: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
    document: Pick<Document, 'visibilityState'>;
  } = window,
): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  if (env.document.visibilityState === 'hidden') {
    run();
    return;
  }
  env.requestAnimationFrame(() => env.setTimeout(run, 0));
  env.setTimeout(run, FIRST_PAINT_TIMEOUT_MS);
}
