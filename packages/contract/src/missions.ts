// Missions (§1 "missions with rewards", §4 "Mission", §7 "Chat, notifications, missions", §8
// "Mission claim", issue 36; docs/product/rewards.md). The platform tracks each goal from the ledger
// and the player's real play; §7 shows no shapes, so they are ours.
import { z } from 'zod';
import { boxSummarySchema } from './boxes.ts';
import { centavos, isoDateTime } from './scalars.ts';
import { walletSchema } from './wallet.ts';

/**
 * What a mission asks for. `wager` and `deposit` count centavos; the others count rounds, bets,
 * boxes or São Paulo days. A `deposit` goal exists on unregulated tenants only: a reward for a
 * deposit is a bonus, which the rules ban (docs/product/brazil.md).
 */
export const MISSION_GOALS = [
  'wager',
  'rounds',
  'deposit',
  'sports_bet',
  'open_box',
  'login_days',
] as const;
export type MissionGoal = (typeof MISSION_GOALS)[number];

/** A reward: a box, loyalty points (centavos) or, on unregulated tenants only, cash. */
export const MISSION_REWARDS = ['box', 'loyalty', 'cash'] as const;
export type MissionRewardKind = (typeof MISSION_REWARDS)[number];

/** Where a mission stands for the player (for a guest, always `available`). */
export const MISSION_STATUSES = [
  'available',
  'accepted',
  'completed',
  'claimed',
  'expired',
] as const;
export type MissionStatus = (typeof MISSION_STATUSES)[number];

export const missionSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    goal: z.object({
      kind: z.enum(MISSION_GOALS),
      target: z.number().int().positive().describe('Centavos for wager and deposit, else a count'),
      game: z
        .object({
          id: z.number().int(),
          title: z.string(),
          gamecode: z.string(),
          providercode: z.string(),
        })
        .nullable()
        .describe('Only this game counts'),
      provider: z.string().nullable().describe('Only this provider’s games count (its code)'),
    }),
    reward: z.object({
      kind: z.enum(MISSION_REWARDS),
      amount: centavos.positive().nullable().describe('Loyalty or cash centavos; null for a box'),
      box: boxSummarySchema.nullable(),
    }),
    starts_at: isoDateTime,
    ends_at: isoDateTime.nullable(),
    status: z.enum(MISSION_STATUSES),
    progress: z.object({
      current: z.number().int().nonnegative().describe('Capped at the target'),
      target: z.number().int().positive(),
      percentage: z.number().int().min(0).max(100),
    }),
    accepted_at: isoDateTime.nullable(),
    completed_at: isoDateTime.nullable(),
    claimed_at: isoDateTime.nullable(),
  })
  .meta({ id: 'Mission' });
export type Mission = z.infer<typeof missionSchema>;

/** `GET /missions` (guest or player): a guest sees the guest-visible ones, always `available`. */
export const missionListSchema = z
  .object({ data: z.array(missionSchema) })
  .meta({ id: 'MissionList' });
export type MissionList = z.infer<typeof missionListSchema>;

export const missionIdParams = z.object({ id: z.string().regex(/^\d{1,10}$/) });

/** `GET /missions/{id}` and `POST /missions/{id}/accept`. */
export const missionResponseSchema = z
  .object({ mission: missionSchema })
  .meta({ id: 'MissionResponse' });
export type MissionResponse = z.infer<typeof missionResponseSchema>;

/** `POST /missions/{id}/claim`: 200 with the message the widget shows (§8). */
export const missionClaimResponseSchema = z
  .object({
    message: z.string(),
    mission: missionSchema,
    wallet: walletSchema.nullable().describe('The wallet after a loyalty or cash reward'),
    user_box: z
      .object({ id: z.number().int(), box: boxSummarySchema })
      .nullable()
      .describe('The box a box reward gave'),
  })
  .meta({ id: 'MissionClaimed' });
export type MissionClaimResponse = z.infer<typeof missionClaimResponseSchema>;

/** §9 "Layout": the floating mission widgets. */
export const MISSION_WIDGET_LAYOUT = {
  minTop: 74,
  bottomOffset: 178,
  openHeight: 144,
  closedHeightNarrow: 76,
  closedHeightWide: 90,
  narrowBelow: 640,
  gap: 5,
} as const;

// ─── Demo console ─────────────────────────────────────────────────────────────────────────────────

/** `POST /demo/console/missions/assign`: one player by e-mail or phone, or every player. */
export const demoMissionAssignSchema = z
  .object({
    mission_id: z.coerce.number().int().positive().max(2_147_483_647),
    player: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().trim().min(1).max(254).optional(),
    ),
  })
  .meta({ id: 'DemoMissionAssign' });
export const demoMissionAssignResponseSchema = z
  .object({ message: z.string(), assigned: z.number().int().nonnegative() })
  .meta({ id: 'DemoMissionAssigned' });

/**
 * `POST /demo/console/missions`: creates a mission. A regulated tenant refuses a `deposit` goal or
 * a `cash` reward (`missions.not_allowed`).
 */
export const demoMissionCreateSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    description: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().trim().max(500).optional(),
    ),
    goal: z.enum(MISSION_GOALS),
    target: z.coerce.number().int().positive().max(1_000_000_000),
    game_id: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().positive().max(2_147_483_647).optional(),
    ),
    provider: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,62}$/)
        .optional(),
    ),
    reward: z.enum(MISSION_REWARDS),
    reward_amount: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().positive().max(100_000_000).optional(),
    ),
    reward_box_id: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().positive().max(2_147_483_647).optional(),
    ),
    guest_visible: z.preprocess(
      (value) => value === 'on' || value === 'true' || value === true,
      z.boolean(),
    ),
    ends_at: z.preprocess((value) => (value === '' ? undefined : value), isoDateTime.optional()),
  })
  .refine((input) => (input.reward === 'box') === (input.reward_box_id !== undefined), {
    message: 'A box reward names its box; a loyalty or cash reward does not.',
    path: ['reward_box_id'],
  })
  .refine((input) => input.reward === 'box' || input.reward_amount !== undefined, {
    message: 'A loyalty or cash reward has an amount.',
    path: ['reward_amount'],
  })
  .meta({ id: 'DemoMissionCreate' });
export type DemoMissionCreate = z.infer<typeof demoMissionCreateSchema>;
export const demoMissionCreateResponseSchema = z
  .object({ message: z.string(), mission: missionSchema })
  .meta({ id: 'DemoMissionCreated' });
