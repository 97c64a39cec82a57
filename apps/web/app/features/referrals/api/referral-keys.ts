/**
 * Query keys of refer-a-friend (house rule: key factories), per viewer: the link, the totals and
 * the referred players are the signed-in player's own. Realtime events invalidate `all`.
 */
export const referralKeys = {
  all: ['referrals'] as const,
  affiliates: (viewer: string) => [...referralKeys.all, 'affiliates', viewer] as const,
};

// The schemas load with the first call: zod stays out of the first load.
export const referralSchemas = () => import('@vitrine/contract/referrals.ts');
