import { describe, expect, it } from 'vitest';
import { formatHundredths, separatorsFor, toHundredths } from './fixed-decimal';

describe('formatHundredths', () => {
  const values = [0, 1, 9, 10, 99, 100, 101, 999, 1000, 99_999, 100_000, 123_456, 1_000_000_00];
  for (const locale of ['pt-BR', 'en', 'en-US']) {
    it(`reads exactly as Intl with two decimals in ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
      for (const value of [...values, 12_345_678_901, 987_654_321_012_345]) {
        expect([value, formatHundredths(value, locale)]).toEqual([value, intl.format(value / 100)]);
      }
    });
  }

  it('leaves other locales and values it cannot write exactly to Intl', () => {
    expect(separatorsFor('de-DE')).toBeNull();
    expect(formatHundredths(100, 'de-DE')).toBeNull();
    expect(formatHundredths(-1, 'pt-BR')).toBeNull();
    expect(formatHundredths(1.5, 'pt-BR')).toBeNull();
    expect(formatHundredths(Number.NaN, 'en')).toBeNull();
    expect(formatHundredths(2 ** 60, 'en')).toBeNull();
  });
});

describe('toHundredths', () => {
  it('rounds half away from zero on the shortest decimal form, as Intl does', () => {
    const intl = new Intl.NumberFormat('en', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      useGrouping: false,
    });
    const samples = [0, 0.004, 0.005, 1.005, 1.015, 2.345, 2.675, 10.125, 1234.565, 99.995, 1e-7];
    for (const value of samples) {
      const hundredths = toHundredths(value);
      expect([value, (Number(hundredths) / 100).toFixed(2)]).toEqual([value, intl.format(value)]);
    }
  });

  it('has no answer for what is not a non-negative finite number', () => {
    expect(toHundredths(-1)).toBeNull();
    expect(toHundredths(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toHundredths(1e300)).toBeNull();
    expect(toHundredths(1e-7)).toBe(0);
  });
});
