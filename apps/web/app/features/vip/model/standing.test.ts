import type { Rank } from '@vitrine/contract/accounts.ts';
import type { RankingResponse } from '@vitrine/contract/ranking.ts';
import { describe, expect, it } from 'vitest';
import { ladderPlace, ownRowBelowTop, periodLastMoment } from './standing';

const rank = (level: number, totalBet: number): Rank => ({
  level,
  totalBet,
  image: `http://storage.test/ranks/${level}.webp`,
  name: `Nível ${level}`,
  benefits: [],
  reward: null,
});
const ladder = [rank(3, 500_000), rank(1, 0), rank(2, 100_000)];

function ranking(overrides: Partial<RankingResponse> = {}): RankingResponse {
  return {
    ranks: ladder,
    period: 'weekly',
    starts_at: '2026-02-23T03:00:00Z',
    ends_at: '2026-03-02T03:00:00Z',
    leaderboard: [
      {
        position: 1,
        user_id: 8,
        name: 'Bia L.',
        avatar: null,
        level: 3,
        wagered: 90_000,
        is_self: false,
      },
    ],
    self: { position: 71, wagered: 1_000, level: 2, totalBet: 150_000 },
    ...overrides,
  };
}

describe('ladderPlace', () => {
  it('finds the current and the next rank whatever the order given', () => {
    expect(ladderPlace(ladder, 2)).toEqual({ current: ladder[2], next: ladder[0] });
  });

  it('has no next rank at the top', () => {
    expect(ladderPlace(ladder, 3)).toEqual({ current: ladder[0], next: null });
  });

  it('falls back to the highest rank below a level the ladder does not list', () => {
    expect(ladderPlace(ladder, 7).current?.level).toBe(3);
    expect(ladderPlace([], 2)).toEqual({ current: null, next: null });
  });
});

describe('ownRowBelowTop', () => {
  it('gives the player’s own row when they are placed outside the top', () => {
    expect(ownRowBelowTop(ranking())).toMatchObject({
      position: 71,
      level: 2,
      wagered: 1_000,
      is_self: true,
    });
  });

  it('gives nothing for a guest, a player in the top, or one who has not wagered', () => {
    expect(ownRowBelowTop(ranking({ self: null }))).toBeNull();
    const inTop = ranking();
    inTop.leaderboard[0]!.is_self = true;
    expect(ownRowBelowTop(inTop)).toBeNull();
    expect(
      ownRowBelowTop(ranking({ self: { position: null, wagered: 0, level: 1, totalBet: 0 } })),
    ).toBeNull();
  });
});

it('ends a period on the moment before the next one starts', () => {
  expect(periodLastMoment('2026-03-02T03:00:00Z').toISOString()).toBe('2026-03-02T02:59:59.999Z');
});
