import type { SiteConfig } from '@vitrine/contract/site-config.ts';
import type { Wallet } from '@vitrine/contract/wallet.ts';
import { intlLocale, type Locale } from '~/core/i18n/config';
import { formatBRL, parseBRLInput } from '~/lib/money';

// The amount fields of the deposit modal and the withdraw flow.
//
// Input model: the player types the amount as they would write it (`inputMode="decimal"`, which on
// a Brazilian phone keyboard offers the comma): "50", "50,00", "R$ 1.234,56", "1234.5". We do not
// shift digits into the cents as they are typed ("5" → 0,05, "50" → 0,50): that surprises anyone who
// types a whole number of reais — nearly every deposit — and breaks editing in the middle of the
// text. Presets fill the field with the same text a person would type.

export type DepositLimits = Pick<SiteConfig, 'min_deposit' | 'max_deposit'>;
export type WithdrawalLimits = Pick<SiteConfig, 'min_withdrawal' | 'max_withdrawal'>;

/** What is wrong with an amount; values in centavos. */
export type AmountProblem =
  | { code: 'required' }
  | { code: 'invalid' }
  | { code: 'deposit_below_min'; min: number }
  | { code: 'deposit_above_max'; max: number }
  /** §5 Withdrawal: outside `min_withdrawal`–`max_withdrawal`, shown as 'Valor: (min ~ max)'. */
  | { code: 'withdrawal_out_of_range'; min: number; max: number }
  | { code: 'withdrawal_above_balance'; available: number };

/** A message of the `wallet` namespace and its values, ready for `t(key, values)`. */
export interface WalletMessage {
  key: string;
  values: Record<string, string>;
}

/** The field's text, read as centavos: null while it is empty or not an amount. */
export function parseAmountField(text: string): number | null {
  return parseBRLInput(text);
}

/**
 * The text the field shows for an amount (a preset, or the field tidied on blur): Brazilian digits
 * without the symbol, which the field shows beside it — "50", "50,50", "1.234,56". Always what
 * `parseAmountField` reads back as the same amount.
 */
export function formatAmountField(centavos: number): string {
  const safe = Number.isFinite(centavos) ? Math.max(0, Math.round(centavos)) : 0;
  const reais = Math.floor(safe / 100);
  const cents = safe % 100;
  const whole = String(reais).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return cents === 0 ? whole : `${whole},${String(cents).padStart(2, '0')}`;
}

function basicProblem(text: string): AmountProblem | number {
  if (text.trim() === '') return { code: 'required' };
  const centavos = parseAmountField(text);
  if (centavos === null || centavos <= 0) return { code: 'invalid' };
  return centavos;
}

/** Why a deposit of `text` cannot be asked for, or null when it can (within the theme's limits). */
export function depositAmountProblem(text: string, limits: DepositLimits): AmountProblem | null {
  const amount = basicProblem(text);
  if (typeof amount !== 'number') return amount;
  if (amount < limits.min_deposit) return { code: 'deposit_below_min', min: limits.min_deposit };
  if (amount > limits.max_deposit) return { code: 'deposit_above_max', max: limits.max_deposit };
  return null;
}

/**
 * Why a withdrawal of `text` cannot be asked for, or null: within `min_withdrawal`–`max_withdrawal`
 * (§5), and no more than what can be withdrawn now (`balance_withdrawal`).
 */
export function withdrawalAmountProblem(
  text: string,
  limits: WithdrawalLimits,
  wallet: Pick<Wallet, 'balance_withdrawal'>,
): AmountProblem | null {
  const amount = basicProblem(text);
  if (typeof amount !== 'number') return amount;
  if (amount < limits.min_withdrawal || amount > limits.max_withdrawal) {
    return {
      code: 'withdrawal_out_of_range',
      min: limits.min_withdrawal,
      max: limits.max_withdrawal,
    };
  }
  if (amount > wallet.balance_withdrawal) {
    return { code: 'withdrawal_above_balance', available: Math.max(0, wallet.balance_withdrawal) };
  }
  return null;
}

/**
 * §3 `deposit_popup_values` as buttons: the ones the limits allow, each once, smallest first (an
 * operator's list may be unordered or hold a value the limits since moved past).
 */
export function depositPresets(
  limits: DepositLimits & Pick<SiteConfig, 'deposit_popup_values'>,
): number[] {
  const allowed = limits.deposit_popup_values.filter(
    (value) =>
      Number.isSafeInteger(value) && value >= limits.min_deposit && value <= limits.max_deposit,
  );
  return [...new Set(allowed)].sort((a, b) => a - b);
}

/** The amount's message in the `wallet` namespace, its money formatted for `locale`. */
export function amountProblemMessage(problem: AmountProblem, locale: Locale): WalletMessage {
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));
  switch (problem.code) {
    case 'required':
      return { key: 'amount.required', values: {} };
    case 'invalid':
      return { key: 'amount.invalid', values: {} };
    case 'deposit_below_min':
      return { key: 'amount.depositMin', values: { min: brl(problem.min) } };
    case 'deposit_above_max':
      return { key: 'amount.depositMax', values: { max: brl(problem.max) } };
    case 'withdrawal_out_of_range':
      return withdrawalRangeMessage(
        { min_withdrawal: problem.min, max_withdrawal: problem.max },
        locale,
      );
    case 'withdrawal_above_balance':
      return { key: 'amount.withdrawalBalance', values: { available: brl(problem.available) } };
  }
}

/** §5 Withdrawal: the range the amount must lie in, 'Valor: (min ~ max)', shown by the field. */
export function withdrawalRangeMessage(limits: WithdrawalLimits, locale: Locale): WalletMessage {
  const brl = (centavos: number) => formatBRL(centavos, intlLocale(locale));
  return {
    key: 'amount.withdrawalRange',
    values: { min: brl(limits.min_withdrawal), max: brl(limits.max_withdrawal) },
  };
}
