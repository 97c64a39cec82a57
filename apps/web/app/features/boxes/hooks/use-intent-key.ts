import { useRef } from 'react';

/**
 * One `Idempotency-Key` per thing the player means (this box, this prize): asking again after a
 * failure (a lost answer, a timeout) reuses it, so the platform answers the first result instead of
 * moving money twice; a success or another request takes a new one.
 */
export function useIntentKey() {
  const pending = useRef<{ request: string; key: string } | null>(null);
  return {
    keyFor(request: string): string {
      if (pending.current?.request !== request) {
        pending.current = { request, key: crypto.randomUUID() };
      }
      return pending.current.key;
    },
    done(): void {
      pending.current = null;
    },
  };
}
