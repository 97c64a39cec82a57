import type { Rank } from '@vitrine/contract/accounts.ts';
import type { LeaderboardEntry, RankingResponse } from '@vitrine/contract/ranking.ts';

/** A level of the VIP ladder, with its benefits and, from level 2, a reward. */
export function testRank(level: number, totalBet: number, overrides: Partial<Rank> = {}): Rank {
  return {
    level,
    totalBet,
    image: `http://storage.test/ranks/${level}.webp`,
    name: ['Bronze', 'Prata', 'Ouro'][level - 1] ?? `Nível ${level}`,
    benefits: level === 1 ? [] : [`Suporte prioritário nível ${level}`],
    reward: level === 1 ? null : { loyalty: level * 1_000, box: level === 3 ? 'Dourada' : null },
    ...overrides,
  };
}

/** Bronze from R$ 0, Prata from R$ 1.000,00, Ouro from R$ 5.000,00. */
export const testLadder: Rank[] = [testRank(1, 0), testRank(2, 100_000), testRank(3, 500_000)];

export function testEntry(
  position: number,
  overrides: Partial<LeaderboardEntry> = {},
): LeaderboardEntry {
  return {
    position,
    user_id: 100 + position,
    name: `Jogador ${position}`,
    avatar: null,
    level: 3,
    wagered: 100_000 - position * 1_000,
    is_self: false,
    ...overrides,
  };
}

/**
 * `GET /ranking`: the week of 23/02/2026 (São Paulo) with three players, the player (Ana, level 2,
 * R$ 1.500,00 wagered in all) fourth — outside the list shown — or `self: null` for a guest.
 */
export function testRanking(overrides: Partial<RankingResponse> = {}): RankingResponse {
  return {
    ranks: testLadder,
    period: 'weekly',
    starts_at: '2026-02-23T03:00:00Z',
    ends_at: '2026-03-02T03:00:00Z',
    leaderboard: [testEntry(1), testEntry(2), testEntry(3)],
    self: { position: 4, wagered: 5_000, level: 2, totalBet: 150_000 },
    ...overrides,
  };
}
