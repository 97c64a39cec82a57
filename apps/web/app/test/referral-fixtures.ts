import type { AffiliatesResponse, Referral } from '@vitrine/contract/referrals.ts';

/** A referred player as `GET /profile/affiliates` lists them (issue 38). */
export function testReferral(id: number, overrides: Partial<Referral> = {}): Referral {
  return {
    id,
    name: `Ma*** So*** ${id}`,
    status: 'registered',
    earned: 0,
    registered_at: '2026-03-01T15:00:00Z',
    qualified_at: null,
    ...overrides,
  };
}

/** One page of `GET /profile/affiliates`: Ana may refer, R$ 20 cash per qualified friend. */
export function testAffiliates(overrides: Partial<AffiliatesResponse> = {}): AffiliatesResponse {
  return {
    code: 'ANA2026X',
    link: 'https://demo.vitrine.example/?ref=ANA2026X',
    can_refer: true,
    reward: 2_000,
    reward_balance: 'cash',
    totals: { registered: 0, qualified: 0, earned: 0 },
    data: [],
    current_page: 1,
    last_page: 1,
    total: 0,
    ...overrides,
  };
}
