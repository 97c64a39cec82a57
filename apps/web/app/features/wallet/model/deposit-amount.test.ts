import { describe, expect, it } from 'vitest';
import type { Locale } from '~/core/i18n/config';
import { createI18n } from '~/core/i18n/create-i18n';
import { allResources } from '~/test/translations';
import {
  type AmountProblem,
  amountProblemMessage,
  depositAmountProblem,
  depositPresets,
  formatAmountField,
  parseAmountField,
  withdrawalAmountProblem,
  type WalletMessage,
  withdrawalRangeMessage,
} from './deposit-amount';

const DEPOSIT = { min_deposit: 1_000, max_deposit: 100_000 };
const WITHDRAWAL = { min_withdrawal: 2_000, max_withdrawal: 500_000 };

// Intl separates the symbol with a no-break space; compare with a plain one for readability.
function say(problem: AmountProblem | WalletMessage, locale: Locale) {
  const message = 'code' in problem ? amountProblemMessage(problem, locale) : problem;
  const t = createI18n(locale, allResources(locale)).getFixedT(locale, 'wallet');
  return t(message.key, message.values).replace(/\u00a0/g, ' ');
}

describe('the amount field', () => {
  it.each([
    ['50', 5_000],
    ['50,00', 5_000],
    ['50,5', 5_050],
    ['R$ 1.234,56', 123_456],
    ['1234.5', 123_450],
    ['1234,56', 123_456],
    [' 20 ', 2_000],
    ['', null],
    ['abc', null],
    ['-50', null],
    ['50,123', null],
  ])('reads %j as %s centavos', (text, centavos) => {
    expect(parseAmountField(text)).toBe(centavos);
  });

  it.each([
    [5_000, '50'],
    [5_050, '50,50'],
    [5_005, '50,05'],
    [123_456, '1.234,56'],
    [100_000_000, '1.000.000'],
    [0, '0'],
  ])('shows %i centavos as %j', (centavos, text) => {
    expect(formatAmountField(centavos)).toBe(text);
  });

  it('reads back every amount it shows', () => {
    for (const centavos of [1, 99, 100, 2_000, 5_050, 123_456, 98_765_432]) {
      expect(parseAmountField(formatAmountField(centavos))).toBe(centavos);
    }
  });
});

describe('a deposit amount', () => {
  it.each([
    ['', { code: 'required' }],
    ['   ', { code: 'required' }],
    ['cinquenta', { code: 'invalid' }],
    ['0', { code: 'invalid' }],
    ['9,99', { code: 'deposit_below_min', min: 1_000 }],
    ['10', null],
    ['1.000', null],
    ['1.000,01', { code: 'deposit_above_max', max: 100_000 }],
  ])('%j → %j', (text, problem) => {
    expect(depositAmountProblem(text, DEPOSIT)).toEqual(problem);
  });

  it('says what is wrong in Portuguese and in English', () => {
    expect(say({ code: 'deposit_below_min', min: 1_000 }, 'pt-BR')).toBe(
      'O valor mínimo para depósito é R$ 10,00.',
    );
    expect(say({ code: 'deposit_above_max', max: 100_000 }, 'pt-BR')).toBe(
      'O valor máximo para depósito é R$ 1.000,00.',
    );
    expect(say({ code: 'deposit_below_min', min: 1_000 }, 'en')).toBe(
      'The minimum deposit is R$10.00.',
    );
    expect(say({ code: 'required' }, 'pt-BR')).toBe('Informe o valor.');
    expect(say({ code: 'invalid' }, 'en')).toBe('Enter a valid amount, for example 50 or 50.00.');
  });

  it('offers the theme’s presets the limits allow, once each, smallest first', () => {
    expect(
      depositPresets({
        ...DEPOSIT,
        deposit_popup_values: [10_000, 2_000, 500, 5_000, 2_000, 200_000],
      }),
    ).toEqual([2_000, 5_000, 10_000]);
    expect(depositPresets({ ...DEPOSIT, deposit_popup_values: [] })).toEqual([]);
  });

  it('fills the field from a preset with text that passes the limits', () => {
    const [first] = depositPresets({ ...DEPOSIT, deposit_popup_values: [5_000] });
    expect(formatAmountField(first ?? 0)).toBe('50');
    expect(depositAmountProblem(formatAmountField(first ?? 0), DEPOSIT)).toBeNull();
  });
});

describe('a withdrawal amount', () => {
  const wallet = { balance_withdrawal: 30_000 };

  it.each([
    ['', { code: 'required' }],
    ['x', { code: 'invalid' }],
    ['19,99', { code: 'withdrawal_out_of_range', min: 2_000, max: 500_000 }],
    ['5.000,01', { code: 'withdrawal_out_of_range', min: 2_000, max: 500_000 }],
    ['20', null],
    ['300', null],
    ['300,01', { code: 'withdrawal_above_balance', available: 30_000 }],
  ])('%j → %j', (text, problem) => {
    expect(withdrawalAmountProblem(text, WITHDRAWAL, wallet)).toEqual(problem);
  });

  it('cannot withdraw anything when the withdrawable balance is below the minimum', () => {
    expect(withdrawalAmountProblem('20', WITHDRAWAL, { balance_withdrawal: 1_500 })).toEqual({
      code: 'withdrawal_above_balance',
      available: 1_500,
    });
  });

  it('shows the range as §5 writes it: Valor: (min ~ max)', () => {
    expect(say(withdrawalRangeMessage(WITHDRAWAL, 'pt-BR'), 'pt-BR')).toBe(
      'Valor: (R$ 20,00 ~ R$ 5.000,00)',
    );
    expect(say(withdrawalRangeMessage(WITHDRAWAL, 'en'), 'en')).toBe(
      'Amount: (R$20.00 ~ R$5,000.00)',
    );
    expect(say({ code: 'withdrawal_out_of_range', min: 2_000, max: 500_000 }, 'pt-BR')).toBe(
      'Valor: (R$ 20,00 ~ R$ 5.000,00)',
    );
  });

  it('says how much can be withdrawn when the amount passes the withdrawable balance', () => {
    expect(say({ code: 'withdrawal_above_balance', available: 30_000 }, 'pt-BR')).toBe(
      'O valor passa do seu saldo disponível para saque (R$ 300,00).',
    );
    expect(say({ code: 'withdrawal_above_balance', available: 30_000 }, 'en')).toBe(
      'The amount is more than your balance available for withdrawal (R$300.00).',
    );
  });
});
