/** The part of a rank (`GET /profile/vip`) the progress depends on: its totalBet threshold. */
export interface RankThreshold {
  level: number;
  /** Centavos wagered to reach the level. */
  totalBet: number;
}

/**
 * §4 "Rank progress": the percentage of the distance between the current and the next level's
 * totalBet thresholds, clamped 0–100 and rounded. At the top level (no next rank) the bar is full.
 */
export function rankProgress(
  totalBet: number,
  current: RankThreshold,
  next: RankThreshold | null,
): number {
  if (!next) return 100;
  const distance = next.totalBet - current.totalBet;
  // A misconfigured ladder (next threshold not above the current one) counts as reached.
  if (distance <= 0) return 100;
  const percentage = ((totalBet - current.totalBet) / distance) * 100;
  if (!Number.isFinite(percentage)) return 0;
  return Math.round(Math.min(100, Math.max(0, percentage)));
}

/** Centavos still to wager to reach the next level; 0 at the top or once reached. */
export function totalBetToNextRank(totalBet: number, next: RankThreshold | null): number {
  if (!next) return 0;
  return Math.max(0, next.totalBet - totalBet);
}
