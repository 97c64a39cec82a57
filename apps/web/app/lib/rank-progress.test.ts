import { describe, expect, it } from 'vitest';
import { rankProgress, totalBetToNextRank } from './rank-progress';

const bronze = { level: 1, totalBet: 0 };
const silver = { level: 2, totalBet: 100_000 };
const gold = { level: 3, totalBet: 500_000 };

describe('rankProgress', () => {
  it('is the share of the way from the current threshold to the next one', () => {
    expect(rankProgress(50_000, bronze, silver)).toBe(50);
    expect(rankProgress(200_000, silver, gold)).toBe(25);
  });

  it('rounds to a whole percentage', () => {
    expect(rankProgress(33_333, bronze, silver)).toBe(33);
    expect(rankProgress(66_667, bronze, silver)).toBe(67);
    expect(rankProgress(100_500, silver, gold)).toBe(0);
  });

  it('clamps below 0 and above 100', () => {
    expect(rankProgress(50_000, silver, gold)).toBe(0);
    expect(rankProgress(900_000, silver, gold)).toBe(100);
  });

  it('is full at the top level', () => {
    expect(rankProgress(1_000_000, gold, null)).toBe(100);
  });

  it('treats a next threshold that is not above the current one as reached', () => {
    expect(rankProgress(0, silver, { level: 3, totalBet: 100_000 })).toBe(100);
  });
});

describe('totalBetToNextRank', () => {
  it('is what is left to wager, never negative', () => {
    expect(totalBetToNextRank(40_000, silver)).toBe(60_000);
    expect(totalBetToNextRank(150_000, silver)).toBe(0);
    expect(totalBetToNextRank(150_000, null)).toBe(0);
  });
});
