import type { TransactionPeriod, TransactionType } from '@vitrine/contract/wallet.ts';

/** What the transactions history is filtered by; absent = everything. */
export interface TransactionFilter {
  type?: TransactionType;
  period?: TransactionPeriod;
}

/**
 * Query keys of the wallet (house rule: key factories). Anything that moves money (a game round, a
 * deposit, a withdrawal) invalidates `walletKeys.all`: the balance, the histories and the
 * withdrawals.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  withdrawals: () => [...walletKeys.all, 'withdrawals'] as const,
  withdrawMethods: () => [...walletKeys.all, 'withdraw-methods'] as const,
  transactions: (filter: TransactionFilter) =>
    [...walletKeys.all, 'transactions', { type: filter.type, period: filter.period }] as const,
  casinoBets: () => [...walletKeys.all, 'casino-bets'] as const,
  sportsBets: () => [...walletKeys.all, 'sports-bets'] as const,
};
