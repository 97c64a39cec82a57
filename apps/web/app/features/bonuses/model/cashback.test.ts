import { describe, expect, it } from 'vitest';
import { testCashbackEntry } from '~/test/bonus-fixtures';
import { claimableEntry, claimableNow, formatCountdown, nextLocked } from './cashback';

const at = (iso: string) => Date.parse(iso);

describe('the cashback countdown', () => {
  it('writes hh:mm:ss, never negative', () => {
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(59.9)).toBe('00:00:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
    expect(formatCountdown(100 * 3600)).toBe('100:00:00');
  });

  it('claims the longest-waiting unlocked part first, and counts down to the next locked one', () => {
    const older = testCashbackEntry({ id: 1, next_unlock_at: '2026-03-02T15:01:00Z' });
    const newer = testCashbackEntry({ id: 2, next_unlock_at: '2026-03-02T21:01:00Z' });
    const done = testCashbackEntry({ id: 3, next_unlock_at: null, next_amount: 0, claimed: 3 });
    const entries = [newer, done, older];
    const before = at('2026-03-02T15:00:00Z');
    expect(claimableEntry(entries, before)).toBeNull();
    expect(nextLocked(entries, before)?.entry.id).toBe(1);
    expect(claimableNow(entries, before)).toBe(0);

    const between = at('2026-03-02T18:00:00Z');
    expect(claimableEntry(entries, between)?.id).toBe(1);
    expect(nextLocked(entries, between)?.entry.id).toBe(2);
    expect(claimableNow(entries, between)).toBe(1_000);

    const after = at('2026-03-03T00:00:00Z');
    expect(claimableEntry(entries, after)?.id).toBe(1);
    expect(nextLocked(entries, after)).toBeNull();
    expect(claimableNow(entries, after)).toBe(2_000);
  });
});
