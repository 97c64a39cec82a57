import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type {
  promotionResponseSchema,
  promotionsResponseSchema,
} from '@vitrine/contract/bonuses.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { bonusError } from './coupon-service.ts';
import { findPromotion, listPromotions } from './promotion-service.ts';

type PromotionsResponse = z.infer<typeof promotionsResponseSchema>;
type PromotionResponse = z.infer<typeof promotionResponseSchema>;

/** A slug as the seeds and the console write them: anything else is simply not found. */
const slugParams = z.object({ slug: z.string().max(200) });
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The tenant's promotions (docs/product/bonuses.md §4 Promotions), for guests and players alike. */
export const promotionRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, publicUrl } = services;

  app.get('/promotions', async (request): Promise<PromotionsResponse> => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    return { promotions: await listPromotions(db, { tenant, now: clock(), locale, publicUrl }) };
  });

  app.get('/promotions/:slug', async (request): Promise<PromotionResponse> => {
    const locale = requestLocale(request);
    const tenant = currentTenant(request);
    const { slug } = parseInput(slugParams, request.params, locale);
    const promotion = SLUG.test(slug)
      ? await findPromotion(db, { tenant, slug, now: clock(), locale, publicUrl })
      : null;
    if (!promotion) throw bonusError('promotions.not_found', locale);
    return { promotion };
  });
};
