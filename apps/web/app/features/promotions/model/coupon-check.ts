import type { Coupon } from '@vitrine/contract/bonuses.ts';

// §4 "Coupon" as a pure machine: unverified, then checking, then valid or invalid. Verified codes
// are cached per code (§4), an empty code is ignored (§5) and clearing resets it.

/** The platform's verdict on one code: what is cached, so a code is checked once. */
export type CouponVerdict =
  { valid: true; coupon: Coupon } | { valid: false; message: string | null; reason: string | null };

export type CouponCheckState = {
  /** What the player typed, as typed. */
  text: string;
  /** Verdicts by normalised code. A network failure is never here: it is worth asking again. */
  cache: Readonly<Record<string, CouponVerdict>>;
} & (
  | { status: 'unverified' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; coupon: Coupon }
  | {
      status: 'invalid';
      code: string;
      /** The platform's words; null when it gave none. */
      message: string | null;
      /** The platform's typed code (`bonuses.coupon_used` …); null when none. */
      reason: string | null;
      /** The check never reached an answer (offline, a 5xx): trying again may work. */
      retryable: boolean;
    }
);

export type CouponCheckEvent =
  | { type: 'typed'; text: string }
  | { type: 'check' }
  | { type: 'answered'; code: string; verdict: CouponVerdict }
  | { type: 'unreachable'; code: string }
  | { type: 'cleared' };

/** Codes are compared without case or surrounding spaces (the contract's `couponCodeSchema`). */
export function normaliseCouponCode(text: string): string {
  return text.trim().toUpperCase();
}

export function initialCouponCheck(text = ''): CouponCheckState {
  return { text, cache: {}, status: 'unverified' };
}

/** The state a cached verdict on `code` shows. */
function fromVerdict(
  text: string,
  cache: CouponCheckState['cache'],
  code: string,
  verdict: CouponVerdict,
): CouponCheckState {
  return verdict.valid
    ? { text, cache, status: 'valid', code, coupon: verdict.coupon }
    : {
        text,
        cache,
        status: 'invalid',
        code,
        message: verdict.message,
        reason: verdict.reason,
        retryable: false,
      };
}

export function couponCheckReducer(
  state: CouponCheckState,
  event: CouponCheckEvent,
): CouponCheckState {
  const { text, cache } = state;
  switch (event.type) {
    case 'typed': {
      // The same code in other case or spacing keeps what it showed; any other code is unverified.
      if (state.status !== 'unverified' && normaliseCouponCode(event.text) === state.code) {
        return { ...state, text: event.text };
      }
      return { text: event.text, cache, status: 'unverified' };
    }
    case 'check': {
      const code = normaliseCouponCode(text);
      // §5: an empty coupon is ignored.
      if (code === '') return state;
      // Already asked and not yet answered: one call, not two.
      if (state.status === 'checking' && state.code === code) return state;
      const cached = cache[code];
      if (cached) return fromVerdict(text, cache, code, cached);
      return { text, cache, status: 'checking', code };
    }
    case 'answered': {
      const nextCache = { ...cache, [event.code]: event.verdict };
      // An answer about a code no longer typed is kept for later but not shown.
      if (state.status !== 'checking' || state.code !== event.code) {
        return { ...state, cache: nextCache };
      }
      return fromVerdict(text, nextCache, event.code, event.verdict);
    }
    case 'unreachable':
      if (state.status !== 'checking' || state.code !== event.code) return state;
      return {
        text,
        cache,
        status: 'invalid',
        code: event.code,
        message: null,
        reason: null,
        retryable: true,
      };
    case 'cleared':
      return { text: '', cache, status: 'unverified' };
  }
}

/** Whether moving from `previous` to `next` asks the platform (a code just started checking). */
export function startsCheck(previous: CouponCheckState, next: CouponCheckState): string | null {
  if (next.status !== 'checking') return null;
  if (previous.status === 'checking' && previous.code === next.code) return null;
  return next.code;
}

/** The code a deposit may carry: only one the platform said is valid, and still typed. */
export function appliedCouponCode(state: CouponCheckState): string | null {
  return state.status === 'valid' ? state.code : null;
}
