import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import {
  checkCouponRequestSchema,
  type checkCouponResponseSchema,
  type couponsResponseSchema,
} from '@vitrine/contract/bonuses.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { optionalUser } from '../accounts/session.ts';
import { bonusError, checkCoupon, openCoupons, presentCoupon } from './coupon-service.ts';

type CheckCouponResponse = z.infer<typeof checkCouponResponseSchema>;
type CouponsResponse = z.infer<typeof couponsResponseSchema>;

/**
 * §7 Bonuses: the coupons (docs/product/bonuses.md §4 Coupon check), for guests and players. Both calls are
 * read-only — checking a coupon reserves nothing, the deposit redeems it — so neither takes part
 * in idempotency.
 */
export const couponRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.post('/bonuses/check-coupon', async (request): Promise<CheckCouponResponse> => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const owner = await optionalUser(services, request);
    const { coupon: code } = parseInput(checkCouponRequestSchema, bodyOf(request), locale);
    const userId = owner?.user.id ?? null;
    const checked = await checkCoupon(db, { tenant, userId, code, now: clock() });
    if ('refusal' in checked) throw bonusError(checked.refusal, locale, { field: 'coupon' });
    // Checked: the player has not used it.
    return { coupon: presentCoupon(checked.coupon, locale, false) };
  });

  app.get('/bonuses/coupons', async (request): Promise<CouponsResponse> => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const owner = await optionalUser(services, request);
    const userId = owner?.user.id ?? null;
    return { coupons: await openCoupons(db, { tenant, userId, now: clock(), locale }) };
  });
};
