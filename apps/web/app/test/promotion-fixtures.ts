import type { Coupon, Promotion } from '@vitrine/contract/bonuses.ts';

// Issue 37: coupons and promotions, apart from fixtures.ts so that the parts of the issue built in
// parallel do not meet in one file. The seeds of docs/design/bonuses-plan.md "Promotions".

/** `BEMVINDO100`: 100 % up to R$ 500, 30×, max bet R$ 25, 7 days, from a R$ 20 deposit. */
export function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'BEMVINDO100',
    kind: 'deposit',
    description: 'Bônus de boas-vindas',
    percent: 100,
    max_bonus: 50_000,
    min_deposit: 2_000,
    rollover_multiplier: 30,
    max_bet: 2_500,
    valid_days: 7,
    starts_at: null,
    ends_at: null,
    used: false,
    ...overrides,
  };
}

export function makePromotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 1,
    slug: 'boas-vindas',
    kind: 'bonus',
    title: 'Bônus de boas-vindas',
    summary: 'Dobre o seu primeiro depósito.',
    body: 'Deposite e ganhe 100% de bônus.\n\nVálido para novos jogadores.',
    terms: 'Rollover de 30 vezes.\nAposta máxima de R$ 25.',
    image: 'https://cdn.test/promotions/boas-vindas.webp',
    coupon: 'BEMVINDO100',
    starts_at: '2026-01-01T03:00:00Z',
    ends_at: '2026-12-31T03:00:00Z',
    ...overrides,
  };
}
