import type { RankingPeriod } from '@vitrine/contract/ranking.ts';

/**
 * Query keys of the VIP club (house rule: key factories). A guest's answer has no `self`, so the
 * viewer is part of the key: signing in never shows a guest's cached answer.
 */
export const rankingKeys = {
  all: ['ranking'] as const,
  period: (period: RankingPeriod, viewer: 'guest' | 'player') =>
    [...rankingKeys.all, period, viewer] as const,
};

// The schemas load with the first call: zod stays out of the page's first load.
export const rankingSchemas = () => import('@vitrine/contract/ranking.ts');
