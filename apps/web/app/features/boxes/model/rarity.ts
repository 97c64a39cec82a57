import type { PrizeRarity } from '@vitrine/contract/boxes.ts';

/** A prize's frame by its rarity, from the most to the least common. */
export const RARITY_FRAME: Record<PrizeRarity, string> = {
  common: 'border-line',
  uncommon: 'border-emerald-500',
  rare: 'border-sky-500',
  epic: 'border-violet-500',
  legendary: 'border-amber-400',
};
