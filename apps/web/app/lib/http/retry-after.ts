// docs/product/tenant-and-shell.md "§7 Generic client behaviour": a retry waits what the server's
// `Retry-After` asks, up to a limit; a longer wait is not worth holding the player's action for.

/** The longest `Retry-After` a retry waits; beyond it the call fails as answered, without a retry. */
export const MAX_RETRY_AFTER_MS = 10_000;

/**
 * The wait a `Retry-After` value asks for, in ms from `now`: delay-seconds (`"3"`) or an HTTP date
 * (`"Wed, 21 Oct 2026 07:28:00 GMT"`); a date already past asks for 0. Null when there is no value
 * or it is neither form (the retry then goes at once, as without the header).
 */
export function retryAfterMs(value: string | null | undefined, now: number): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its weekday and month in letters; a bare number or ISO text is not one.
  if (!/^[A-Za-z]{3},/.test(text)) return null;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Resolves after `ms`, or rejects as soon as `signal` aborts. */
export function waitFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('aborted'));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(new Error('aborted'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
