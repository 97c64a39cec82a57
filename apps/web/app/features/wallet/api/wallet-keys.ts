/**
 * Query keys of the wallet (STYLE.md: key factories). Anything that moves money (a game round, a
 * deposit, a withdrawal) invalidates `walletKeys.all`.
 */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: () => [...walletKeys.all, 'balance'] as const,
};
