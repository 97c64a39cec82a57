// The user (§3) and the answers that carry one: kept apart from the request schemas of accounts.ts so
// that reading a user loads only zod, not the form schemas and their phone metadata.
import { z } from 'zod';
import { localeSchema } from './locale.ts';
import { centavos, isoDateTime } from './scalars.ts';
import { GENDERS, MARITAL_STATUSES } from './validation/choices.ts';

export { centavos, isoDateTime, movementSequence } from './scalars.ts';

export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const kycStatusSchema = z.enum(KYC_STATUSES).meta({ id: 'KycStatus' });

// ─── User (§3) ──────────────────────────────────────────────────────────────────────────────────

export const userSettingsSchema = z
  .object({
    receive_promotions_email: z.boolean(),
    hide_username: z.boolean(),
    hide_statistics: z.boolean(),
    hide_activity: z.boolean(),
    hide_played_games: z.boolean(),
    hide_battle_rewards: z.boolean(),
    hide_all: z.boolean(),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;
export const USER_SETTING_KEYS = Object.keys(userSettingsSchema.shape) as (keyof UserSettings)[];

export const vipSchema = z
  .object({ level: z.number().int(), points: z.number().int().nonnegative() })
  .meta({ id: 'Vip' });

export const userSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    name: z.string(),
    email: z.string(),
    username: z
      .string()
      .nullable()
      .describe('The phone, E.164 (+5511999990001); null for a Google account without one'),
    birth_date: z.iso.date().nullable(),
    avatar: z.url().nullable(),
    language: localeSchema,
    level: z.number().int().describe('Rank level, from totalBet'),
    totalBet: centavos.nonnegative(),
    user_likes: z.array(z.number().int()).describe('Liked game ids'),
    vip: vipSchema,
    gender: z.enum(GENDERS).nullable(),
    marital_status: z.enum(MARITAL_STATUSES).nullable(),
    cpf: z
      .string()
      .regex(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/)
      .nullable()
      .describe('Masked: ***.456.789-**'),
    email_verified_at: isoDateTime.nullable(),
    phone_verified_at: isoDateTime.nullable(),
    kyc_status: kycStatusSchema,
    settings: userSettingsSchema,
    hide_metrics: z.boolean(),
    created_at: isoDateTime,
    paused: z.boolean().describe('A pause is in force: no bets or deposits (issue 35)'),
    paused_until: isoDateTime
      .nullable()
      .describe('When the pause in force ends; null without one, or for an indefinite one'),
    limits_required: z
      .boolean()
      .default(false)
      .describe(
        'The player has no loss limit or no time limit in force: bets and deposits answer `player.limits_required` until both are set',
      ),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

/** `{ data: User }`: `GET /auth/me`, `POST /auth/update` and the profile updates. */
export const userResponseSchema = z.object({ data: userSchema }).meta({ id: 'UserResponse' });

/** §3 Auth response. */
export const authResponseSchema = z
  .object({ data: userSchema, token: z.string().min(1).describe('Bearer token') })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** 403 of login (and of any signed-in call) for a self-excluded player (§4 Session). */
export const selfExcludedSchema = z
  .object({
    message: z.string(),
    selfExcluded: z.literal(true),
    start_at: isoDateTime,
    end_at: isoDateTime.nullable().describe('Null: indefinite (issue 35)'),
  })
  .meta({ id: 'SelfExcluded' });
export type SelfExcluded = z.infer<typeof selfExcludedSchema>;
