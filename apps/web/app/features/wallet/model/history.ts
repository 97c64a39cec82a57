import {
  TRANSACTION_PERIODS,
  TRANSACTION_TYPES,
  type TransactionPeriod,
  type TransactionType,
} from '@vitrine/contract/wallet.ts';
import { formatBRL } from '~/lib/money';
import type { TransactionFilter } from '../api/wallet-keys';

// The transactions history's filters live in the URL (`?type=deposit&period=7d`): a filtered view
// can be shared, reloaded and gone back to. Anything else in those parameters means "no filter".

const isType = (value: string | null): value is TransactionType =>
  TRANSACTION_TYPES.some((type) => type === value);
const isPeriod = (value: string | null): value is TransactionPeriod =>
  TRANSACTION_PERIODS.some((period) => period === value);

export function transactionFilterFrom(params: URLSearchParams): TransactionFilter {
  const type = params.get('type');
  const period = params.get('period');
  return {
    ...(isType(type) && { type }),
    ...(isPeriod(period) && { period }),
  };
}

/** The search parameters with one filter changed; an empty value removes it. */
export function withFilter(
  params: URLSearchParams,
  name: keyof TransactionFilter,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}

/** A signed amount as the ledger holds it: "+R$ 50,00" in, "-R$ 10,00" out. */
export function signedBRL(centavos: number, intl: string): string {
  return centavos > 0 ? `+${formatBRL(centavos, intl)}` : formatBRL(centavos, intl);
}
