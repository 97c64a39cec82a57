import { describe, expect, it } from 'vitest';
import { formatBRL, parseBRLInput } from './money';

// Intl separates the symbol with a no-break space; compare with a plain one for readability.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('formatBRL', () => {
  it('formats centavos as Brazilian reais', () => {
    expect(plain(formatBRL(123456))).toBe('R$ 1.234,56');
    expect(plain(formatBRL(1050))).toBe('R$ 10,50');
    expect(plain(formatBRL(0))).toBe('R$ 0,00');
    expect(plain(formatBRL(5))).toBe('R$ 0,05');
  });

  it('keeps the BRL currency in English, with English separators', () => {
    expect(formatBRL(123456, 'en')).toBe('R$1,234.56');
  });

  it('formats a negative amount', () => {
    expect(plain(formatBRL(-1050))).toBe('-R$ 10,50');
  });

  it('rounds a fractional centavo value instead of printing it', () => {
    expect(plain(formatBRL(1050.4))).toBe('R$ 10,50');
  });

  it('shows zero for a value that is not a number', () => {
    expect(plain(formatBRL(Number.NaN))).toBe('R$ 0,00');
  });

  it('never shows a negative zero', () => {
    expect(plain(formatBRL(-0.4))).toBe('R$ 0,00');
  });

  for (const locale of ['pt-BR', 'en', 'en-US', 'de-DE']) {
    it(`reads exactly as Intl's BRL currency format in ${locale}`, () => {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
      const amounts = [0, 1, 5, 99, 100, 1050, 123456, 100_000_00, 987_654_321, 12_345_678_901];
      for (const centavos of [...amounts, ...amounts.slice(1).map((amount) => -amount)]) {
        expect([centavos, formatBRL(centavos, locale)]).toEqual([
          centavos,
          intl.format(centavos / 100),
        ]);
      }
    });
  }
});

describe('parseBRLInput', () => {
  it.each([
    ['10', 1000],
    ['0', 0],
    ['10,50', 1050],
    ['10,5', 1050],
    ['10,', 1000],
    ['1.234,56', 123456],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['R$ 10,00', 1000],
    ['R$\u00a010,00', 1000],
    ['r$10', 1000],
    ['  25  ', 2500],
    ['10.50', 1050],
    ['10.5', 1050],
    ['1234,56', 123456],
  ])('reads %j as %i centavos', (text, centavos) => {
    expect(parseBRLInput(text)).toBe(centavos);
  });

  it.each([
    [''],
    ['   '],
    ['R$'],
    ['abc'],
    ['-10'],
    ['+10'],
    ['10,505'],
    ['1.23,45'],
    ['12.34.56'],
    ['10,50,00'],
    ['1e3'],
    ['10 reais'],
    ['99999999999999999999'],
  ])('rejects %j', (text) => {
    expect(parseBRLInput(text)).toBeNull();
  });

  it('reads back what formatBRL prints', () => {
    expect(parseBRLInput(formatBRL(987654))).toBe(987654);
  });
});
