import { describe, expect, it } from 'vitest';
import {
  limitChangeTakesEffect,
  limitLeft,
  limitUsedPercent,
  periodWindow,
} from './limit-periods.ts';

// São Paulo is UTC−3: its midnight is 03:00 UTC.
const at = (iso: string) => new Date(iso);

describe('periodWindow', () => {
  it('counts a day from midnight in São Paulo, not from midnight UTC', () => {
    // 01:30 UTC on the 2nd is still 22:30 on the 1st in São Paulo.
    expect(periodWindow('day', at('2026-06-02T01:30:00Z'))).toEqual({
      start: at('2026-06-01T03:00:00Z'),
      resetsAt: at('2026-06-02T03:00:00Z'),
    });
    // One minute after São Paulo's midnight the new day has begun.
    expect(periodWindow('day', at('2026-06-02T03:01:00Z'))).toEqual({
      start: at('2026-06-02T03:00:00Z'),
      resetsAt: at('2026-06-03T03:00:00Z'),
    });
  });

  it('turns the day over exactly at São Paulo’s midnight', () => {
    expect(periodWindow('day', at('2026-06-02T02:59:59.999Z')).start).toEqual(
      at('2026-06-01T03:00:00Z'),
    );
    expect(periodWindow('day', at('2026-06-02T03:00:00Z')).start).toEqual(
      at('2026-06-02T03:00:00Z'),
    );
  });

  it('counts a week from Monday, across a month’s end', () => {
    // Sunday 31 May 2026, 23:00 in São Paulo (Monday 02:00 UTC): the week began Monday 25 May.
    expect(periodWindow('week', at('2026-06-01T02:00:00Z'))).toEqual({
      start: at('2026-05-25T03:00:00Z'),
      resetsAt: at('2026-06-01T03:00:00Z'),
    });
    // Monday 1 June, 00:00 in São Paulo: a new week.
    expect(periodWindow('week', at('2026-06-01T03:00:00Z'))).toEqual({
      start: at('2026-06-01T03:00:00Z'),
      resetsAt: at('2026-06-08T03:00:00Z'),
    });
  });

  it('counts a week across a year’s end', () => {
    // Thursday 31 December 2026: the week runs from Monday 28 December to Monday 4 January.
    expect(periodWindow('week', at('2026-12-31T15:00:00Z'))).toEqual({
      start: at('2026-12-28T03:00:00Z'),
      resetsAt: at('2027-01-04T03:00:00Z'),
    });
  });

  it('counts a month from the 1st, in the player’s month', () => {
    // 1 March 01:00 UTC is still 28 February in São Paulo.
    expect(periodWindow('month', at('2026-03-01T01:00:00Z'))).toEqual({
      start: at('2026-02-01T03:00:00Z'),
      resetsAt: at('2026-03-01T03:00:00Z'),
    });
    expect(periodWindow('month', at('2026-12-15T12:00:00Z'))).toEqual({
      start: at('2026-12-01T03:00:00Z'),
      resetsAt: at('2027-01-01T03:00:00Z'),
    });
  });

  it('ends every period after `now`, and starts it at or before', () => {
    for (let hour = 0; hour < 24 * 40; hour += 7) {
      const now = new Date(Date.UTC(2026, 0, 1) + hour * 3_600_000);
      for (const period of ['day', 'week', 'month'] as const) {
        const { start, resetsAt } = periodWindow(period, now);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(resetsAt.getTime()).toBeGreaterThan(now.getTime());
      }
    }
  });
});

describe('what is left of a limit', () => {
  it('never goes below zero', () => {
    expect(limitLeft(10_000, 2_500)).toBe(7_500);
    expect(limitLeft(10_000, 12_000)).toBe(0);
  });

  it('fills the bar as a whole percentage from 0 to 100', () => {
    expect(limitUsedPercent(10_000, 0)).toBe(0);
    expect(limitUsedPercent(10_000, 3_333)).toBe(33);
    expect(limitUsedPercent(10_000, 25_000)).toBe(100);
    expect(limitUsedPercent(0, 0)).toBe(100);
  });
});

describe('limitChangeTakesEffect', () => {
  const now = at('2026-06-01T12:00:00Z');
  const dayLater = at('2026-06-02T12:00:00Z');

  it('applies a stricter limit at once: a lower amount, the same one, or a first limit', () => {
    expect(limitChangeTakesEffect(10_000, 5_000, now, 1_440)).toEqual({ immediate: true, at: now });
    expect(limitChangeTakesEffect(10_000, 10_000, now, 1_440)).toEqual({
      immediate: true,
      at: now,
    });
    expect(limitChangeTakesEffect(null, 5_000, now, 1_440)).toEqual({ immediate: true, at: now });
  });

  it('holds a looser limit for the cooling-off: a higher amount, or none', () => {
    expect(limitChangeTakesEffect(10_000, 20_000, now, 1_440)).toEqual({
      immediate: false,
      at: dayLater,
    });
    expect(limitChangeTakesEffect(10_000, null, now, 1_440)).toEqual({
      immediate: false,
      at: dayLater,
    });
  });
});
