/**
 * Query keys of the wallet (STYLE.md: key factories). Anything that moves money (a game round, a
 * deposit, a withdrawal) invalidates `walletKeys.all`: the balance and the withdrawals with it.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
  withdrawals: () => [...walletKeys.all, 'withdrawals'] as const,
  withdrawMethods: () => [...walletKeys.all, 'withdraw-methods'] as const,
};
