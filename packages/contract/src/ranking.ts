// The VIP club and the ranking (§1 "A VIP ranking with levels", §2 `/ranking`, §3 "Rank", §4 "Rank
// progress", §7 `GET /ranking`, issue 38; docs/product/vip-and-referrals.md). §7 shows no response
// shape: the platform defines it here. The leaderboard honours each player's privacy settings.
import { z } from 'zod';
import { rankSchema } from './accounts.ts';
import { centavos, isoDateTime } from './scalars.ts';

/** The leaderboard's periods, in São Paulo time: the week from Monday 00:00, the calendar month. */
export const RANKING_PERIODS = ['weekly', 'monthly'] as const;
export type RankingPeriod = (typeof RANKING_PERIODS)[number];

/** Our choice: the leaderboard shows the period's top 50 wagerers. */
export const LEADERBOARD_SIZE = 50;

/** `GET /ranking` (guest or signed in; our extension: `period`, weekly when absent). */
export const rankingQuerySchema = z
  .object({ period: z.enum(RANKING_PERIODS).default('weekly') })
  .meta({ id: 'RankingQuery' });
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

/**
 * One place on the leaderboard. A player who hides the username (or everything) has `name` and
 * `user_id` null; one who hides statistics or metrics (or everything) has `wagered` and `level`
 * null. The web shows "Oculto" for each null.
 */
export const leaderboardEntrySchema = z
  .object({
    position: z.number().int().positive(),
    user_id: z.number().int().nullable().describe('Null when the player hides the username'),
    name: z.string().nullable().describe('Null when the player hides the username'),
    avatar: z.url().nullable(),
    level: z.number().int().nullable().describe('Null when the player hides statistics or metrics'),
    wagered: centavos
      .nonnegative()
      .nullable()
      .describe("The period's real-money stakes; null when the player hides statistics or metrics"),
    is_self: z.boolean().describe('The signed-in player’s own place'),
  })
  .meta({ id: 'LeaderboardEntry' });
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const rankingResponseSchema = z
  .object({
    ranks: z.array(rankSchema).describe('The VIP ladder, lowest threshold first'),
    period: z.enum(RANKING_PERIODS),
    starts_at: isoDateTime,
    ends_at: isoDateTime,
    leaderboard: z
      .array(leaderboardEntrySchema)
      .describe(`At most ${LEADERBOARD_SIZE}, best first`),
    self: z
      .object({
        position: z
          .number()
          .int()
          .positive()
          .nullable()
          .describe('Null when the player has not wagered in the period'),
        wagered: centavos.nonnegative(),
        level: z.number().int(),
        totalBet: centavos.nonnegative(),
      })
      .nullable()
      .describe('The signed-in player’s own standing; null for a guest'),
  })
  .meta({ id: 'RankingResponse' });
export type RankingResponse = z.infer<typeof rankingResponseSchema>;
