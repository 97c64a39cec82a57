import { describe, expect, it } from 'vitest';
import { formatCompactCount } from './compact-number';

const VALUES = [
  0, 1, 7, 999, 1000, 1049, 1050, 1051, 1234, 1950, 1999, 9949, 9950, 9999, 10_000, 12_345, 99_949,
  99_950, 99_999, 100_000, 123_456, 999_449, 999_450, 999_499, 999_500, 999_949, 999_950, 999_999,
  1_000_000, 1_049_999, 1_050_000, 1_234_567, 999_950_000, 1_000_000_000, 2_345_678_901,
  1_000_000_000_000, 5_000_000_000_000,
];

describe('formatCompactCount', () => {
  for (const locale of ['pt-BR', 'en']) {
    it(`reads exactly as Intl's compact notation in ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
      for (const value of VALUES)
        expect([value, formatCompactCount(value, locale)]).toEqual([value, intl.format(value)]);
    });
  }

  it('spells the Portuguese units with a no-break space', () => {
    expect(formatCompactCount(1234, 'pt-BR')).toBe('1,2\u00a0mil');
    expect(formatCompactCount(999_999, 'pt-BR')).toBe('1\u00a0mi');
    expect(formatCompactCount(1234, 'en')).toBe('1.2K');
  });

  it('treats what cannot be a count as zero and rounds fractions', () => {
    expect(formatCompactCount(Number.NaN, 'pt-BR')).toBe('0');
    expect(formatCompactCount(-5, 'en')).toBe('0');
    expect(formatCompactCount(12.6, 'en')).toBe('13');
  });

  it('leaves other locales to Intl', () => {
    expect(formatCompactCount(1234, 'de')).toBe(
      new Intl.NumberFormat('de', { notation: 'compact', maximumFractionDigits: 1 }).format(1234),
    );
  });
});
