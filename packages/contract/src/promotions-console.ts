// The demo operator console's coupons and promotions (issue 37; docs/product/bonuses.md). The
// console's forms post strings, so numbers are coerced; money is in centavos.
import { z } from 'zod';
import {
  COUPON_KINDS,
  couponCodeSchema,
  couponSchema,
  PROMOTION_KINDS,
  promotionSchema,
} from './bonuses.ts';
import { isoDateTime } from './scalars.ts';

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalInt = (schema: z.ZodNumber) =>
  z.preprocess(blankToUndefined, z.coerce.number().pipe(schema).optional());
const optionalDate = z.preprocess(blankToUndefined, isoDateTime.optional());
const text = (max: number) => z.string().trim().min(1).max(max);

/** `POST /demo/console/coupons`: a deposit coupon (refused on a regulated tenant). */
export const demoCouponCreateSchema = z
  .object({
    code: couponCodeSchema,
    kind: z.enum(COUPON_KINDS).default('deposit'),
    description_pt: text(200),
    description_en: text(200),
    percent: z.coerce.number().int().min(1).max(500),
    max_bonus: z.coerce.number().int().positive().max(100_000_000).describe('Centavos'),
    min_deposit: optionalInt(z.number().int().nonnegative().max(100_000_000)).describe(
      'Centavos; 0 when absent',
    ),
    rollover_multiplier: z.coerce.number().int().min(1).max(100),
    max_bet: optionalInt(z.number().int().positive().max(100_000_000)).describe(
      'Centavos; none when absent',
    ),
    valid_days: z.coerce.number().int().min(1).max(365),
    max_uses: optionalInt(z.number().int().positive().max(10_000_000)),
    starts_at: optionalDate,
    ends_at: optionalDate,
  })
  .meta({ id: 'DemoCouponCreate' });
export type DemoCouponCreate = z.infer<typeof demoCouponCreateSchema>;

export const demoCouponCreatedSchema = z
  .object({ message: z.string(), coupon: couponSchema })
  .meta({ id: 'DemoCouponCreated' });

/** A slug: lower-case words joined by hyphens. */
export const PROMOTION_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `POST /demo/console/promotions`: a promotion (kind `bonus` refused on a regulated tenant). */
export const demoPromotionCreateSchema = z
  .object({
    slug: z.string().trim().min(1).max(80).regex(PROMOTION_SLUG_PATTERN),
    kind: z.enum(PROMOTION_KINDS),
    title_pt: text(120),
    title_en: text(120),
    summary_pt: text(300),
    summary_en: text(300),
    body_pt: text(4_000),
    body_en: text(4_000),
    terms_pt: text(4_000),
    terms_en: text(4_000),
    coupon: z.preprocess(blankToUndefined, couponCodeSchema.optional()),
    position: optionalInt(z.number().int().min(0).max(1_000)),
    starts_at: optionalDate,
    ends_at: optionalDate,
  })
  .meta({ id: 'DemoPromotionCreate' });
export type DemoPromotionCreate = z.infer<typeof demoPromotionCreateSchema>;

export const demoPromotionCreatedSchema = z
  .object({ message: z.string(), promotion: promotionSchema })
  .meta({ id: 'DemoPromotionCreated' });
