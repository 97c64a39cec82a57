import type { Bonus, CashbackEntry, CashbackResponse } from '@vitrine/contract/bonuses.ts';

/** An active bonus of R$ 100,00 at 30×: R$ 750,00 of R$ 3.000,00 wagered (25 %). */
export function testBonus(overrides: Partial<Bonus> = {}): Bonus {
  return {
    id: 7,
    status: 'active',
    source: 'coupon',
    name: 'Boas-vindas 100%',
    coupon: 'BEMVINDO100',
    amount: 10_000,
    rollover_multiplier: 30,
    required: 300_000,
    wagered: 75_000,
    max_bet: 2_500,
    converted: 0,
    removed: 0,
    // 23:59 in São Paulo.
    expires_at: '2026-03-08T02:59:00Z',
    ended_at: null,
    created_at: '2026-03-01T12:00:00Z',
    ...overrides,
  };
}

/** A calendar cashback entry of R$ 30,00 paid in three parts, the first at `next_unlock_at`. */
export function testCashbackEntry(overrides: Partial<CashbackEntry> = {}): CashbackEntry {
  return {
    id: 11,
    type: 'calendar',
    period_start: '2026-02-23T03:00:00Z',
    period_end: '2026-03-02T03:00:00Z',
    losses: 30_000,
    percentage: 10,
    amount: 3_000,
    available_at: '2026-03-02T03:00:00Z',
    claimed: 0,
    claims: 3,
    claimed_amount: 0,
    next_amount: 1_000,
    next_unlock_at: '2026-03-02T15:01:00Z',
    credited_to: 'cash',
    ...overrides,
  };
}

/** `GET /bonuses/cashback` with `entries`; the totals follow them unless given. */
export function testCashback(
  entries: CashbackEntry[],
  overrides: Partial<CashbackResponse> = {},
): CashbackResponse {
  return {
    enabled: true,
    percentage: 10,
    release_day: 1,
    release_hour: 0,
    entries,
    total: entries.reduce((sum, entry) => sum + entry.amount - entry.claimed_amount, 0),
    claimable: 0,
    ...overrides,
  };
}

/** A page of `GET /wallet/bonuses`. */
export function testBonusPage(data: Bonus[], page = 1, lastPage = 1) {
  return { data, current_page: page, last_page: lastPage, total: data.length };
}
