/**
 * Query keys of the bonuses and the cashback (house rule: key factories). Cancelling a bonus
 * invalidates `bonusKeys.list()`; a cashback claim answers the entry and the wallet.
 */
export const bonusKeys = {
  all: ['bonuses'] as const,
  list: () => [...bonusKeys.all, 'list'] as const,
  cashback: () => [...bonusKeys.all, 'cashback'] as const,
};

// The schemas load with the first call: zod stays out of the first load.
export const bonusSchemas = () => import('@vitrine/contract/bonuses.ts');
