import type { Locale } from '~/core/i18n/config';

/** Query keys of the promotions and coupons (house rule: key factories). */
export const promotionKeys = {
  all: ['promotions'] as const,
  list: (locale: Locale) => [...promotionKeys.all, 'list', locale] as const,
  promotion: (slug: string, locale: Locale) =>
    [...promotionKeys.all, 'promotion', slug, locale] as const,
  /** Per viewer: `used` is the player's own. */
  coupons: (viewer: string) => [...promotionKeys.all, 'coupons', viewer] as const,
};

// The schemas load with the first call: zod stays out of the first load.
export const bonusSchemas = () => import('@vitrine/contract/bonuses.ts');
