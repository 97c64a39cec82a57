import { describe, expect, it } from 'vitest';
import { brazilianCalendarDate, brazilianIsoDate } from './brazil-calendar.ts';

describe('the Brazilian calendar day', () => {
  it('turns over at midnight in São Paulo, not in UTC', () => {
    expect(brazilianIsoDate(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(brazilianIsoDate(new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
    expect(brazilianIsoDate(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31');
  });

  it('reads the day, the month from 1 and the year', () => {
    expect(brazilianCalendarDate(new Date('2026-12-31T12:00:00Z'))).toEqual({
      year: 2026,
      month: 12,
      day: 31,
    });
  });
});
