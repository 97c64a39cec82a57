import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMinutesSeconds, secondsLeft, useCountdown } from './countdown';

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('rounds the remaining time up to whole seconds', () => {
    expect(secondsLeft(1_020_000, 1_000_000)).toBe(20);
    expect(secondsLeft(1_020_000, 1_019_001)).toBe(1);
    expect(secondsLeft(1_020_000, 1_020_000)).toBe(0);
    expect(secondsLeft(null, 5)).toBe(0);
  });

  it('counts down the 20 s resend wait and stops at zero', () => {
    const endsAt = Date.now() + 20_000;
    const { result } = renderHook(() => useCountdown(endsAt));
    expect(result.current).toBe(20);
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current).toBe(15);
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current).toBe(0);
  });

  it.each([
    [300, '05:00'],
    [299, '04:59'],
    [59, '00:59'],
    [0, '00:00'],
    [-3, '00:00'],
    [Number.NaN, '00:00'],
    [3_600, '60:00'],
  ])('shows %i seconds as %s', (seconds, text) => {
    expect(formatMinutesSeconds(seconds)).toBe(text);
  });
});
