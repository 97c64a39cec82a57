// Bonuses, coupons, cashback and promotions (§1, §3 "Cashback entry", "Coupon", §4 "Coupon",
// "Cashback claim", §7 `GET /wallet/bonuses` and "Bonuses", issue 37; docs/product/bonuses.md).
// §7 shows no response shapes beyond `coupon`: the platform defines them here. On a regulated
// tenant no bonus is granted before or for betting or depositing (docs/product/brazil.md).
import { z } from 'zod';
import { centavos, isoDateTime } from './scalars.ts';
import { walletSchema } from './wallet.ts';

const positiveId = z.coerce.number().int().positive().max(2_147_483_647);
const page = z.coerce.number().int().positive().max(100_000).default(1);

/** Our choice: 20 bonuses or cashback entries to a page, as the histories. */
export const BONUSES_PAGE_SIZE = 20;

// ─── Bonuses with rollover ─────────────────────────────────────────────────────────────────────────

/**
 * Where a bonus stands: `active` until its rollover is met (`completed`, converted to cash), its
 * deadline passes (`expired`), the player gives it up or withdraws (`forfeited`), or its money is
 * all lost in play (`lost`, our extension).
 */
export const BONUS_STATUSES = ['active', 'completed', 'expired', 'forfeited', 'lost'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** Where a bonus came from: a deposit coupon or the operator's console. */
export const BONUS_SOURCES = ['coupon', 'console'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

export const bonusSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(BONUS_STATUSES),
    source: z.enum(BONUS_SOURCES),
    name: z.string().describe('What the player reads: the coupon’s description or the console’s'),
    coupon: z.string().nullable().describe('The code that granted it'),
    amount: centavos.positive().describe('Granted into the bonus balance'),
    rollover_multiplier: z.number().int().positive(),
    required: centavos.positive().describe('amount × rollover_multiplier: what must be wagered'),
    wagered: centavos
      .nonnegative()
      .describe('Counted so far: each bet × its game’s contribution percentage, rounded down'),
    max_bet: centavos.positive().nullable().describe('The largest stake while active'),
    converted: centavos
      .nonnegative()
      .describe('Moved into cash when the rollover was met (0 until then)'),
    removed: centavos.nonnegative().describe('Taken away on expiry, forfeit or cancel'),
    expires_at: isoDateTime,
    ended_at: isoDateTime.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'Bonus' });
export type Bonus = z.infer<typeof bonusSchema>;

/**
 * `GET /wallet/bonuses` (signed in; §7 "params or page"): the player's bonuses, newest first, the
 * active one (at most one) first of all. `status` filters.
 */
export const bonusesQuerySchema = z
  .object({ page, status: z.enum(BONUS_STATUSES).optional() })
  .meta({ id: 'BonusesQuery' });
export type BonusesQuery = z.infer<typeof bonusesQuerySchema>;

export const bonusPageSchema = z
  .object({
    data: z.array(bonusSchema),
    current_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'BonusPage' });
export type BonusPage = z.infer<typeof bonusPageSchema>;

/**
 * `POST /bonuses/{id}/cancel` (signed in, idempotent; our extension): the player gives up the
 * active bonus; its money leaves the bonus balance with a `bonus_forfeit` row.
 */
export const cancelBonusResponseSchema = z
  .object({ bonus: bonusSchema, wallet: walletSchema })
  .meta({ id: 'CancelBonus' });

/** §4 rank-style progress: wagered ÷ required as a whole percentage, clamped 0–100. */
export function rolloverPercent(wagered: number, required: number): number {
  if (required <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((wagered * 100) / required)));
}

// ─── Coupons and promo codes ───────────────────────────────────────────────────────────────────────

/** Codes are letters, digits, `-` and `_`, compared without case; stored upper-case. */
export const COUPON_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(COUPON_PATTERN)
  .describe('3–32 letters, digits, - or _; case does not matter');

/**
 * What a coupon gives. `deposit`: a deposit match (percent of the deposit, up to `max_bonus`) into
 * the bonus balance with a rollover. Unregulated tenants only (docs/product/bonuses.md).
 */
export const COUPON_KINDS = ['deposit'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const couponSchema = z
  .object({
    code: z.string(),
    kind: z.enum(COUPON_KINDS),
    description: z.string(),
    percent: z.number().int().positive().max(500).describe('Of the deposit, as a bonus'),
    max_bonus: centavos.positive(),
    min_deposit: centavos.nonnegative(),
    rollover_multiplier: z.number().int().positive().max(100),
    max_bet: centavos.positive().nullable(),
    valid_days: z.number().int().positive().max(365).describe('Days to meet the rollover'),
    starts_at: isoDateTime.nullable(),
    ends_at: isoDateTime.nullable(),
    used: z.boolean().describe('This player has used it (always false for a guest)'),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof couponSchema>;

/** `GET /bonuses/coupons` (guest or player): the codes open now, each with `used` for the player. */
export const couponsResponseSchema = z
  .object({ coupons: z.array(couponSchema) })
  .meta({ id: 'Coupons' });

/**
 * `POST /bonuses/check-coupon` (`{coupon}`; guest or player): 200 `{ coupon }` when it can be used
 * now, else a typed refusal (`bonuses.coupon_*`, `bonuses.regulated`, `bonuses.active_bonus`).
 */
export const checkCouponRequestSchema = z
  .object({ coupon: couponCodeSchema })
  .meta({ id: 'CheckCouponRequest' });
export const checkCouponResponseSchema = z
  .object({ coupon: couponSchema })
  .meta({ id: 'CheckCoupon' });

/** What a coupon adds to a deposit of `amount` centavos: 0 below its minimum. */
export function couponBonusFor(
  coupon: Pick<Coupon, 'percent' | 'max_bonus' | 'min_deposit'>,
  amount: number,
): number {
  if (amount < coupon.min_deposit || amount <= 0) return 0;
  return Math.min(coupon.max_bonus, Math.floor((amount * coupon.percent) / 100));
}

// ─── Cashback ──────────────────────────────────────────────────────────────────────────────────────

/** §3 "Cashback entry" `type`; §4 "Cashback claim": calendar 3 claims, immediate 1. */
export const CASHBACK_TYPES = ['calendar', 'immediate'] as const;
export type CashbackType = (typeof CASHBACK_TYPES)[number];
export const CASHBACK_CLAIMS: Record<CashbackType, number> = { calendar: 3, immediate: 1 };

/** §9: a calendar entry's claims unlock at these São Paulo times of day. */
export const CASHBACK_CALENDAR_TIMES = ['12:01:00', '18:01:00', '23:59:59'] as const;

export const cashbackEntrySchema = z
  .object({
    id: z.number().int(),
    type: z.enum(CASHBACK_TYPES),
    period_start: isoDateTime,
    period_end: isoDateTime,
    losses: centavos.nonnegative().describe('Net cash losses over the period'),
    percentage: z.number().min(0).max(100),
    amount: centavos.nonnegative().describe('The whole entry: losses × percentage, rounded down'),
    available_at: isoDateTime.describe('§3; in the future: counted in the total only (§4)'),
    claimed: z.number().int().nonnegative().describe('§3 claimed count'),
    claims: z.number().int().positive().describe('How many claims the entry allows (3 or 1)'),
    claimed_amount: centavos.nonnegative(),
    next_amount: centavos.nonnegative().describe('What the next claim pays; 0 when none is left'),
    next_unlock_at: isoDateTime
      .nullable()
      .describe('When the next claim unlocks (in the past: claimable now); null when all claimed'),
    credited_to: z.enum(['cash', 'loyalty']).describe('Loyalty on a regulated tenant'),
  })
  .meta({ id: 'CashbackEntry' });
export type CashbackEntry = z.infer<typeof cashbackEntrySchema>;

/** `GET /bonuses/cashback` (signed in): the entries, newest first, and the totals. */
export const cashbackResponseSchema = z
  .object({
    enabled: z.boolean().describe('The tenant’s `cashback` switch'),
    percentage: z.number().min(0).max(100),
    release_day: z.number().int().min(0).max(6),
    release_hour: z.number().int().min(0).max(23),
    entries: z.array(cashbackEntrySchema),
    total: centavos.nonnegative().describe('Unclaimed, future entries included (§4)'),
    claimable: centavos.nonnegative().describe('What can be claimed right now'),
  })
  .meta({ id: 'Cashback' });
export type CashbackResponse = z.infer<typeof cashbackResponseSchema>;

/** `POST /bonuses/cashback/claim` (`{cashback_id}`; signed in, idempotent): exactly once a claim. */
export const cashbackClaimRequestSchema = z
  .object({ cashback_id: positiveId })
  .meta({ id: 'CashbackClaimRequest' });
export const cashbackClaimResponseSchema = z
  .object({ entry: cashbackEntrySchema, amount: centavos.positive(), wallet: walletSchema })
  .meta({ id: 'CashbackClaim' });

// ─── Promotions ────────────────────────────────────────────────────────────────────────────────────

/**
 * What a promotion offers. A regulated tenant never runs `bonus` (an advance bonus, Lei 14.790
 * art. 29 I); the others are rewards not conditioned on a deposit (docs/product/bonuses.md).
 */
export const PROMOTION_KINDS = [
  'bonus',
  'cashback',
  'loyalty',
  'missions',
  'boxes',
  'info',
] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];
export const REGULATED_PROMOTION_KINDS: readonly PromotionKind[] = [
  'cashback',
  'loyalty',
  'missions',
  'boxes',
  'info',
];

export const promotionSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    title: z.string(),
    summary: z.string(),
    body: z.string().describe('Plain text; paragraphs separated by blank lines (never HTML)'),
    terms: z.string().describe('Plain text, as body'),
    image: z.string().nullable(),
    coupon: z.string().nullable().describe('The code it advertises, if any'),
    starts_at: isoDateTime.nullable(),
    ends_at: isoDateTime.nullable(),
  })
  .meta({ id: 'Promotion' });
export type Promotion = z.infer<typeof promotionSchema>;

/** `GET /promotions` (guest or player; our extension): the tenant's current promotions. */
export const promotionsResponseSchema = z
  .object({ promotions: z.array(promotionSchema) })
  .meta({ id: 'Promotions' });
/** `GET /promotions/{slug}`: one, with its terms (404 when unknown, ended or not allowed). */
export const promotionResponseSchema = z
  .object({ promotion: promotionSchema })
  .meta({ id: 'PromotionResponse' });

// ─── Demo console: a bonus for one player ───────────────────────────────────────────────────────────

/** A console form sends every field as text; an empty optional field is absent. */
const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/**
 * `POST /demo/console/bonuses/grant` (demo mode): grants a bonus to one player (by e-mail or phone)
 * into the bonus balance. Refused on a regulated tenant (`bonuses.regulated`) and while the player
 * has an active bonus (`bonuses.active_bonus`).
 */
export const demoBonusGrantSchema = z
  .object({
    player: z.string().trim().min(1).max(254).describe('The player’s e-mail or phone'),
    amount: z.coerce.number().int().positive().max(100_000_000).describe('Centavos'),
    rollover_multiplier: z.coerce.number().int().min(1).max(100),
    max_bet: optionalField(z.coerce.number().int().positive().max(100_000_000)),
    valid_days: z.coerce.number().int().min(1).max(365),
    name: optionalField(z.string().trim().min(1).max(80)),
  })
  .meta({ id: 'DemoBonusGrant' });
export type DemoBonusGrant = z.infer<typeof demoBonusGrantSchema>;
export const demoBonusGrantResponseSchema = z
  .object({ message: z.string(), bonus: bonusSchema, wallet: walletSchema })
  .meta({ id: 'DemoBonusGranted' });
