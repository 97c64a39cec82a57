import type { Rank } from '@vitrine/contract/accounts.ts';
import type { LeaderboardEntry, RankingResponse } from '@vitrine/contract/ranking.ts';

/** The player's place on the ladder: the rank of their level and the one after it, if any. */
export interface LadderPlace {
  current: Rank | null;
  next: Rank | null;
}

/**
 * Where `level` sits on a ladder (lowest threshold first). A level the ladder does not list (a
 * rank removed by the operator) falls back to the highest rank at or below it.
 */
export function ladderPlace(ranks: readonly Rank[], level: number): LadderPlace {
  const sorted = [...ranks].sort((a, b) => a.level - b.level);
  const current = sorted.filter((rank) => rank.level <= level).at(-1) ?? null;
  const next = sorted.find((rank) => rank.level > (current?.level ?? level)) ?? null;
  return { current, next };
}

/** The periods the switch offers (the contract's, without loading its schemas). */
export const PERIODS = [
  'weekly',
  'monthly',
] as const satisfies readonly RankingResponse['period'][];

/**
 * The player's own row when it is not among the leaderboard's: their position below the top, with
 * their figures. Null for a guest, for a player already in the list, and for one who has not
 * wagered in the period.
 */
export function ownRowBelowTop(ranking: RankingResponse): LeaderboardEntry | null {
  const { self } = ranking;
  if (!self || self.position === null) return null;
  if (ranking.leaderboard.some((entry) => entry.is_self)) return null;
  return {
    position: self.position,
    user_id: null,
    name: null,
    avatar: null,
    level: self.level,
    wagered: self.wagered,
    is_self: true,
  };
}

/** The last moment of a period whose `ends_at` is the first moment of the next one. */
export function periodLastMoment(endsAt: string): Date {
  return new Date(new Date(endsAt).getTime() - 1);
}
