import { describe, expect, it } from 'vitest';
import { CASHBACK_CALENDAR_TIMES, CASHBACK_CLAIMS, CASHBACK_TYPES } from './bonuses.ts';
import {
  CASHBACK_CLAIM_COUNTS,
  cashbackParts,
  cashbackPeriod,
  cashbackUnlocks,
  nextCashbackClaim,
} from './cashback-schedule.ts';

const at = (iso: string) => new Date(iso);
const isoList = (dates: Date[]) => dates.map((date) => date.toISOString());

// São Paulo is UTC−3 on these dates: 12:01 there is 15:01Z, 23:59:59 is 02:59:59Z the next day.
describe('when a cashback entry’s claims unlock', () => {
  it('unlocks a calendar entry’s three claims at the next three São Paulo times', () => {
    // Friday 18:00 in São Paulo.
    expect(isoList(cashbackUnlocks(at('2026-11-27T21:00:00Z'), 'calendar'))).toEqual([
      '2026-11-27T21:01:00.000Z',
      '2026-11-28T02:59:59.000Z',
      '2026-11-28T15:01:00.000Z',
    ]);
  });

  it('counts the São Paulo day, not the UTC one, across midnight', () => {
    // 23:30 on Friday in São Paulo is already Saturday in UTC.
    expect(isoList(cashbackUnlocks(at('2026-11-28T02:30:00Z'), 'calendar'))).toEqual([
      '2026-11-28T02:59:59.000Z',
      '2026-11-28T15:01:00.000Z',
      '2026-11-28T21:01:00.000Z',
    ]);
  });

  it('rolls to the next day when available after 23:59:59', () => {
    expect(isoList(cashbackUnlocks(at('2026-11-28T02:59:59.500Z'), 'calendar'))).toEqual([
      '2026-11-28T15:01:00.000Z',
      '2026-11-28T21:01:00.000Z',
      '2026-11-29T02:59:59.000Z',
    ]);
  });

  it('counts a time equal to available_at as at or after it', () => {
    expect(cashbackUnlocks(at('2026-11-28T15:01:00Z'), 'calendar')[0]?.toISOString()).toBe(
      '2026-11-28T15:01:00.000Z',
    );
  });

  it('unlocks an immediate entry’s one claim when it is available', () => {
    expect(isoList(cashbackUnlocks(at('2026-11-28T10:11:12Z'), 'immediate'))).toEqual([
      '2026-11-28T10:11:12.000Z',
    ]);
  });

  it('follows the contract’s types, claim counts and times', () => {
    expect(Object.keys(CASHBACK_CLAIM_COUNTS).sort()).toEqual([...CASHBACK_TYPES].sort());
    expect(CASHBACK_CLAIM_COUNTS).toEqual(CASHBACK_CLAIMS);
    const unlocks = cashbackUnlocks(at('2026-11-28T03:00:00Z'), 'calendar');
    const saoPauloTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Sao_Paulo',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    expect(unlocks.map((date) => saoPauloTime.format(date))).toEqual([...CASHBACK_CALENDAR_TIMES]);
  });
});

describe('what each cashback claim pays', () => {
  it('pays floor thirds with the remainder on the last', () => {
    expect(cashbackParts(100, 'calendar')).toEqual([33, 33, 34]);
    expect(cashbackParts(2, 'calendar')).toEqual([0, 0, 2]);
    expect(cashbackParts(900, 'calendar')).toEqual([300, 300, 300]);
  });

  it('pays an immediate entry whole', () => {
    expect(cashbackParts(1234, 'immediate')).toEqual([1234]);
  });

  it('sums the parts to the amount, whatever it is', () => {
    for (const amount of [0, 1, 2, 3, 4, 5, 97, 1000, 12_345_679, 2 ** 40 + 1]) {
      for (const type of CASHBACK_TYPES) {
        const parts = cashbackParts(amount, type);
        expect(parts).toHaveLength(CASHBACK_CLAIMS[type]);
        expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
        expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
      }
    }
  });
});

describe('an entry’s next claim', () => {
  const entry = { type: 'calendar' as const, amount: 1000, available_at: '2026-11-28T03:00:00Z' };

  it('is locked at 12:00:59 and unlocked at 12:01 in São Paulo', () => {
    expect(nextCashbackClaim({ ...entry, claimed: 0 }, at('2026-11-28T15:00:59Z'))).toEqual({
      index: 0,
      amount: 333,
      unlocksAt: at('2026-11-28T15:01:00Z'),
      unlocked: false,
    });
    expect(nextCashbackClaim({ ...entry, claimed: 0 }, at('2026-11-28T15:01:00Z'))?.unlocked).toBe(
      true,
    );
  });

  it('moves to the next part as claims are made, and ends with none', () => {
    const last = nextCashbackClaim({ ...entry, claimed: 2 }, at('2026-11-28T15:01:00Z'));
    expect(last).toEqual({
      index: 2,
      amount: 334,
      unlocksAt: at('2026-11-29T02:59:59Z'),
      unlocked: false,
    });
    expect(nextCashbackClaim({ ...entry, claimed: 3 }, at('2030-01-01T00:00:00Z'))).toBeNull();
    expect(
      nextCashbackClaim({ ...entry, type: 'immediate', claimed: 1 }, at('2030-01-01T00:00:00Z')),
    ).toBeNull();
  });
});

describe('the weekly cashback period', () => {
  it('runs from the last Friday 18:00 in São Paulo to the next', () => {
    const period = cashbackPeriod(at('2026-11-29T12:00:00Z'), 5, 18);
    expect(period.start.toISOString()).toBe('2026-11-27T21:00:00.000Z');
    expect(period.end.toISOString()).toBe('2026-12-04T21:00:00.000Z');
  });

  it('turns over from Saturday to Sunday at São Paulo midnight', () => {
    const saturday = cashbackPeriod(at('2026-11-29T02:59:59Z'), 0, 0);
    expect(saturday.start.toISOString()).toBe('2026-11-22T03:00:00.000Z');
    expect(saturday.end.toISOString()).toBe('2026-11-29T03:00:00.000Z');
    const sunday = cashbackPeriod(at('2026-11-29T03:00:00Z'), 0, 0);
    expect(sunday.start.toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(sunday.end.toISOString()).toBe('2026-12-06T03:00:00.000Z');
  });

  it('opens a new period at the release moment, not before it', () => {
    // Friday 22:00 in São Paulo is Saturday 01:00 in UTC.
    expect(cashbackPeriod(at('2026-11-28T00:59:59Z'), 5, 22).start.toISOString()).toBe(
      '2026-11-21T01:00:00.000Z',
    );
    expect(cashbackPeriod(at('2026-11-28T01:00:00Z'), 5, 22).start.toISOString()).toBe(
      '2026-11-28T01:00:00.000Z',
    );
  });
});
