/**
 * Query keys of the boxes (house rule: key factories). Opening or selling invalidates
 * `boxKeys.mine()`: the player's boxes and prizes.
 */
export const boxKeys = {
  all: ['boxes'] as const,
  catalogue: () => [...boxKeys.all, 'catalogue'] as const,
  box: (slug: string) => [...boxKeys.all, 'box', slug] as const,
  mine: () => [...boxKeys.all, 'mine'] as const,
  playerBoxes: () => [...boxKeys.mine(), 'boxes'] as const,
  playerPrizes: () => [...boxKeys.mine(), 'prizes'] as const,
  fairness: () => [...boxKeys.all, 'fairness'] as const,
};

// The schemas load with the first call: zod stays out of the first load.
export const boxSchemas = () => import('@vitrine/contract/boxes.ts');
