import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import {
  checkCouponRequestSchema,
  checkCouponResponseSchema,
  couponsResponseSchema,
  promotionResponseSchema,
  promotionsResponseSchema,
} from '../bonuses.ts';
import {
  demoCouponCreatedSchema,
  demoCouponCreateSchema,
  demoPromotionCreatedSchema,
  demoPromotionCreateSchema,
} from '../promotions-console.ts';
import { errorResponse, invalid, json, ok } from './responses.ts';

const regulated = errorResponse(
  'A regulated tenant offers no coupon (`bonuses.regulated`, Lei 14.790 art. 29 I)',
);

/**
 * §7 Bonuses: the coupons, and our promotions (issue 37; docs/product/bonuses.md). The cashback
 * calls are documented in cashback.ts.
 */
export const couponsCashbackPaths = {
  '/bonuses/coupons': {
    get: {
      summary:
        'The open coupons (active, within their dates, uses left), each with `used` for the player (false for a guest); empty on a regulated tenant',
      responses: { '200': ok(couponsResponseSchema) },
    },
  },
  '/bonuses/check-coupon': {
    post: {
      summary:
        'Checks a coupon for the player or guest (§4 Coupon check); read-only, so no Idempotency-Key is needed',
      requestBody: json(checkCouponRequestSchema),
      responses: {
        '200': ok(checkCouponResponseSchema),
        '401': errorResponse('A bearer token that is not valid on this tenant'),
        '403': regulated,
        '404': errorResponse('Unknown or inactive code (`bonuses.coupon_not_found`)'),
        '409': errorResponse(
          'Used by this player (`bonuses.coupon_used`), or the player has an active bonus (`bonuses.active_bonus`)',
        ),
        '422': errorResponse(
          'A malformed code (validation), not started (`bonuses.coupon_not_started`), ended (`bonuses.coupon_ended`) or out of uses (`bonuses.coupon_exhausted`)',
        ),
      },
    },
  },
  '/promotions': {
    get: {
      summary:
        "The tenant's current promotions by position, in the request's language; a regulated tenant serves no `bonus` kind",
      responses: { '200': ok(promotionsResponseSchema) },
    },
  },
  '/promotions/{slug}': {
    get: {
      summary: 'One current promotion with its terms',
      requestParams: { path: z.object({ slug: z.string() }) },
      responses: {
        '200': ok(promotionResponseSchema),
        '404': errorResponse('Unknown, ended or not allowed here (`promotions.not_found`)'),
      },
    },
  },
  '/demo/console/coupons': {
    post: {
      summary: 'Demo mode: creates a deposit coupon (refused on a regulated tenant)',
      requestBody: json(demoCouponCreateSchema),
      responses: {
        '201': ok(demoCouponCreatedSchema),
        '403': regulated,
        '409': errorResponse('The code is taken (`bonuses.coupon_exists`)'),
        '422': invalid,
      },
    },
  },
  '/demo/console/promotions': {
    post: {
      summary:
        'Demo mode: creates a promotion (kind `bonus` refused on a regulated tenant: `bonuses.regulated`)',
      requestBody: json(demoPromotionCreateSchema),
      responses: {
        '201': ok(demoPromotionCreatedSchema),
        '403': regulated,
        '409': errorResponse('The slug is taken (`promotions.exists`)'),
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
