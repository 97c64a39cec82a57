import { describe, expect, it } from 'vitest';
import { latestAdultBirthDate } from './adult-birth-date';

describe('latestAdultBirthDate', () => {
  it('is the same day 18 years earlier', () => {
    expect(latestAdultBirthDate(new Date(2026, 10, 22))).toBe('2008-11-22');
  });

  it('stays in February on the 29th of a leap year', () => {
    expect(latestAdultBirthDate(new Date(2024, 1, 29))).toBe('2006-02-28');
  });
});
