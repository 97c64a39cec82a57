import { describe, expect, it } from 'vitest';
import { signedBRL, transactionFilterFrom, withFilter } from './history';

describe('transactionFilterFrom', () => {
  it('reads a known type and period from the URL and ignores anything else', () => {
    expect(transactionFilterFrom(new URLSearchParams('type=deposit&period=7d'))).toEqual({
      type: 'deposit',
      period: '7d',
    });
    expect(transactionFilterFrom(new URLSearchParams('type=jackpot&period=1y'))).toEqual({});
  });

  it('drops a filter set back to everything', () => {
    const params = new URLSearchParams('type=bet&period=today');
    expect(withFilter(params, 'type', '').toString()).toBe('period=today');
    expect(withFilter(params, 'period', '30d').toString()).toBe('type=bet&period=30d');
  });
});

describe('signedBRL', () => {
  it('shows the sign of money in and out, not only its colour', () => {
    expect(signedBRL(5_000, 'pt-BR')).toBe('+R$\u00a050,00');
    expect(signedBRL(-1_050, 'pt-BR')).toBe('-R$\u00a010,50');
    expect(signedBRL(0, 'pt-BR')).toBe('R$\u00a00,00');
  });
});
