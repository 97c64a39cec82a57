import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '~/lib/api-client-context';
import { checkCoupon } from '../api/check-coupon';
import {
  type CouponCheckEvent,
  type CouponCheckState,
  couponCheckReducer,
  initialCouponCheck,
  startsCheck,
} from '../model/coupon-check';

/**
 * The §4 coupon machine with its calls: plain state, not TanStack Query — the machine's cache has
 * rules of its own (a refusal is cached, a network failure is not, a stale answer is not shown),
 * and a query per typed code would cache failures and keep answers the player moved past.
 */
export function useCouponCheck(
  initialText = '',
  /** Told of every transition as it happens (the deposit keeps the text and the valid code). */
  onChange?: (state: CouponCheckState) => void,
) {
  const client = useApiClient();
  const [state, setState] = useState(() => initialCouponCheck(initialText));
  // The machine's latest state, for the answers arriving between renders.
  const latest = useRef(state);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  const send = useCallback(
    (event: CouponCheckEvent) => {
      const apply = (next: CouponCheckEvent) => {
        const previous = latest.current;
        latest.current = couponCheckReducer(previous, next);
        setState(latest.current);
        if (latest.current !== previous) latestOnChange.current?.(latest.current);
        return startsCheck(previous, latest.current);
      };
      const code = apply(event);
      if (code === null) return;
      // An answer or a failure never starts another check.
      checkCoupon(client, code).then(
        (verdict) => apply({ type: 'answered', code, verdict }),
        () => apply({ type: 'unreachable', code }),
      );
    },
    [client],
  );

  const setText = useCallback((text: string) => send({ type: 'typed', text }), [send]);
  const check = useCallback(() => send({ type: 'check' }), [send]);
  const clear = useCallback(() => send({ type: 'cleared' }), [send]);

  return { state, setText, check, clear } satisfies {
    state: CouponCheckState;
    setText(text: string): void;
    check(): void;
    clear(): void;
  };
}
