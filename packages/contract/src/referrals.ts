// Refer a friend (§1 "A referral programme", §2 `/refers`, §3 "Site config" `cpa_value`,
// `affiliate_regular_user_active`, §4 "Route behaviour" `ref`, §7 `GET /profile/affiliates`, issue
// 38; docs/product/vip-and-referrals.md). §7 shows no response shape: the platform defines it here.
import { z } from 'zod';
import { centavos, isoDateTime } from './scalars.ts';

/** §2 `ref`: the referral code a link carries, as the web stores it. */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const referralCodeSchema = z.string().trim().regex(REFERRAL_CODE_PATTERN);

/**
 * `ref` on `POST /auth/register` and Google sign-up: a malformed code is dropped, never a reason
 * to refuse a registration; an unknown one attributes nothing.
 */
export const optionalReferralCode = referralCodeSchema
  .optional()
  .catch(undefined)
  .describe('§2 `ref`: the referral code the visitor arrived with (a malformed one is ignored)');

/** Our choice: 20 referred players to a page, as the other histories. */
export const REFERRALS_PAGE_SIZE = 20;

/** A referred player is `registered` on sign-up and `qualified` on the first paid deposit. */
export const REFERRAL_STATUSES = ['registered', 'qualified'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

/** Where a referral's reward is paid: cash (unregulated) or the loyalty wallet (regulated). */
export const REFERRAL_REWARD_BALANCES = ['cash', 'loyalty'] as const;

export const affiliatesQuerySchema = z
  .object({ page: z.coerce.number().int().positive().max(100_000).default(1) })
  .meta({ id: 'AffiliatesQuery' });

/** A referred player as the referrer sees them: the name masked ("Ma*** S***"). */
export const referralSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('Masked: the first two letters of each name, then ***'),
    status: z.enum(REFERRAL_STATUSES),
    earned: centavos.nonnegative().describe('What this referral paid the referrer'),
    registered_at: isoDateTime,
    qualified_at: isoDateTime.nullable(),
  })
  .meta({ id: 'Referral' });
export type Referral = z.infer<typeof referralSchema>;

/**
 * `GET /profile/affiliates` (signed in): the player's code and link, whether they may refer, the
 * reward, the totals and a page of the players they referred, newest first.
 */
export const affiliatesResponseSchema = z
  .object({
    code: z.string().describe('The player’s referral code'),
    link: z.url().describe('{site}/?ref=CODE'),
    can_refer: z
      .boolean()
      .describe(
        'False when affiliate_regular_user_active is false and the operator has not marked the player an affiliate',
      ),
    reward: centavos.nonnegative().describe('cpa_value: paid once per qualified referral'),
    reward_balance: z.enum(REFERRAL_REWARD_BALANCES),
    totals: z.object({
      registered: z
        .number()
        .int()
        .nonnegative()
        .describe('Every player who registered through the link, qualified or not'),
      qualified: z.number().int().nonnegative(),
      earned: centavos.nonnegative(),
    }),
    data: z.array(referralSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'AffiliatesResponse' });
export type AffiliatesResponse = z.infer<typeof affiliatesResponseSchema>;

/** The demo console: mark or unmark a player as an affiliate. */
export const demoAffiliateRequestSchema = z
  .object({
    user_id: z.coerce.number().int().positive().max(2_147_483_647),
    affiliate: z.boolean(),
  })
  .meta({ id: 'DemoAffiliateRequest' });
