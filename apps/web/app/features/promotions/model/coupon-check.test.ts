import type { Coupon } from '@vitrine/contract/bonuses.ts';
import { describe, expect, it } from 'vitest';
import {
  appliedCouponCode,
  type CouponCheckEvent,
  type CouponCheckState,
  couponCheckReducer,
  initialCouponCheck,
  normaliseCouponCode,
  startsCheck,
} from './coupon-check';

const coupon = (code: string): Coupon => ({
  code,
  kind: 'deposit',
  description: 'Bem-vindo',
  percent: 100,
  max_bonus: 50_000,
  min_deposit: 2_000,
  rollover_multiplier: 30,
  max_bet: 2_500,
  valid_days: 7,
  starts_at: null,
  ends_at: null,
  used: false,
});

const run = (events: CouponCheckEvent[], from = initialCouponCheck()): CouponCheckState =>
  events.reduce(couponCheckReducer, from);

const refused = { valid: false as const, message: 'Cupom não encontrado.', reason: 'x' };

describe('the coupon machine (§4 "Coupon")', () => {
  it('normalises codes: trimmed and upper-case', () => {
    expect(normaliseCouponCode('  bemVindo100 ')).toBe('BEMVINDO100');
  });

  it('starts unverified and stays so while typing', () => {
    const state = run([{ type: 'typed', text: 'bemvindo' }]);
    expect(state.status).toBe('unverified');
    expect(state.text).toBe('bemvindo');
  });

  it('goes unverified → checking → valid, asking once for the normalised code', () => {
    const typed = run([{ type: 'typed', text: ' bemvindo100 ' }]);
    const checking = couponCheckReducer(typed, { type: 'check' });
    expect(checking).toMatchObject({ status: 'checking', code: 'BEMVINDO100' });
    expect(startsCheck(typed, checking)).toBe('BEMVINDO100');
    const valid = couponCheckReducer(checking, {
      type: 'answered',
      code: 'BEMVINDO100',
      verdict: { valid: true, coupon: coupon('BEMVINDO100') },
    });
    expect(valid).toMatchObject({ status: 'valid', code: 'BEMVINDO100' });
    expect(appliedCouponCode(valid)).toBe('BEMVINDO100');
  });

  it('goes checking → invalid with the platform’s message and typed reason', () => {
    const state = run([
      { type: 'typed', text: 'nada' },
      { type: 'check' },
      { type: 'answered', code: 'NADA', verdict: refused },
    ]);
    expect(state).toMatchObject({
      status: 'invalid',
      message: 'Cupom não encontrado.',
      reason: 'x',
      retryable: false,
    });
    expect(appliedCouponCode(state)).toBeNull();
  });

  it('does not ask again for a code it already checked, valid or invalid (cache hit)', () => {
    const checked = run([
      { type: 'typed', text: 'NADA' },
      { type: 'check' },
      { type: 'answered', code: 'NADA', verdict: refused },
      { type: 'typed', text: 'ok1' },
      { type: 'check' },
      { type: 'answered', code: 'OK1', verdict: { valid: true, coupon: coupon('OK1') } },
    ]);
    const again = couponCheckReducer(couponCheckReducer(checked, { type: 'typed', text: 'nada' }), {
      type: 'check',
    });
    expect(again).toMatchObject({ status: 'invalid', code: 'NADA' });
    expect(startsCheck(checked, again)).toBeNull();
    const validAgain = run([{ type: 'typed', text: 'ok1 ' }, { type: 'check' }], again);
    expect(validAgain).toMatchObject({ status: 'valid', code: 'OK1' });
  });

  it('does not ask twice while the first check is on its way', () => {
    const checking = run([{ type: 'typed', text: 'ok1' }, { type: 'check' }]);
    const second = couponCheckReducer(checking, { type: 'check' });
    expect(second).toBe(checking);
    expect(startsCheck(checking, second)).toBeNull();
  });

  it('ignores an empty code (§5): no call, still unverified', () => {
    const state = run([{ type: 'typed', text: '   ' }, { type: 'check' }]);
    expect(state.status).toBe('unverified');
    expect(startsCheck(initialCouponCheck('   '), state)).toBeNull();
  });

  it('resets to unverified on clear, keeping what it learnt', () => {
    const valid = run([
      { type: 'typed', text: 'ok1' },
      { type: 'check' },
      { type: 'answered', code: 'OK1', verdict: { valid: true, coupon: coupon('OK1') } },
    ]);
    const cleared = couponCheckReducer(valid, { type: 'cleared' });
    expect(cleared).toMatchObject({ status: 'unverified', text: '' });
    expect(appliedCouponCode(cleared)).toBeNull();
    expect(cleared.cache.OK1).toBeDefined();
  });

  it('does not cache a network failure, and shows it as retryable', () => {
    const failed = run([
      { type: 'typed', text: 'ok1' },
      { type: 'check' },
      { type: 'unreachable', code: 'OK1' },
    ]);
    expect(failed).toMatchObject({ status: 'invalid', retryable: true, message: null });
    expect(failed.cache.OK1).toBeUndefined();
    const retry = couponCheckReducer(failed, { type: 'check' });
    expect(retry).toMatchObject({ status: 'checking', code: 'OK1' });
    expect(startsCheck(failed, retry)).toBe('OK1');
  });

  it('drops a stale answer for a code no longer typed', () => {
    const moved = run([
      { type: 'typed', text: 'ok1' },
      { type: 'check' },
      { type: 'typed', text: 'ok2' },
    ]);
    expect(moved.status).toBe('unverified');
    const answered = couponCheckReducer(moved, {
      type: 'answered',
      code: 'OK1',
      verdict: { valid: true, coupon: coupon('OK1') },
    });
    expect(answered.status).toBe('unverified');
    expect(answered.text).toBe('ok2');
    expect(appliedCouponCode(answered)).toBeNull();
    const lateFailure = couponCheckReducer(run([{ type: 'check' }], answered), {
      type: 'unreachable',
      code: 'OK1',
    });
    expect(lateFailure).toMatchObject({ status: 'checking', code: 'OK2' });
  });

  it('keeps a verdict when the same code is retyped in another case', () => {
    const valid = run([
      { type: 'typed', text: 'ok1' },
      { type: 'check' },
      { type: 'answered', code: 'OK1', verdict: { valid: true, coupon: coupon('OK1') } },
      { type: 'typed', text: 'OK1' },
    ]);
    expect(valid.status).toBe('valid');
    expect(run([{ type: 'typed', text: 'OK12' }], valid).status).toBe('unverified');
  });
});
