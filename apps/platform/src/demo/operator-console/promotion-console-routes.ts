import type { FastifyPluginAsync } from 'fastify';
import {
  demoCouponCreateSchema,
  demoPromotionCreateSchema,
} from '@vitrine/contract/promotions-console.ts';
import type { Database } from '../../db/client.ts';
import { coupons, promotions } from '../../db/schema/bonuses.ts';
import { t } from '../../http/messages.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import { bonusError, presentCoupon } from '../../modules/bonuses/coupon-service.ts';
import {
  allowedPromotionKinds,
  presentPromotion,
} from '../../modules/bonuses/promotion-service.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

const date = (value: string | undefined) => (value === undefined ? null : new Date(value));

/** Inserts one row, or null when its unique code or slug is taken (no error, no 5xx). */
async function insertNew<Row>(insert: (db: Database) => Promise<Row[]>, db: Database) {
  const [row] = await insert(db);
  return row ?? null;
}

/**
 * Demo mode's operator console: creates a deposit coupon or a promotion (docs/product/bonuses.md).
 * A regulated tenant creates no coupon and no `bonus` promotion (`bonuses.regulated`, Lei 14.790
 * art. 29 I); a taken code or slug is a 409. Both are idempotent (the stored answer is replayed).
 */
export const promotionConsoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock, publicUrl } = services;

  app.post(
    '/demo/console/coupons',
    { config: { idempotency: 'answer' } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      if (tenant.config.is_regulated) throw bonusError('bonuses.regulated', locale);
      const input = parseInput(demoCouponCreateSchema, bodyOf(request), locale);
      const row = await insertNew(
        (tx) =>
          tx
            .insert(coupons)
            .values({
              tenantId: tenant.id,
              code: input.code,
              kind: input.kind,
              description: { pt: input.description_pt, en: input.description_en },
              percent: input.percent,
              maxBonus: input.max_bonus,
              minDeposit: input.min_deposit ?? 0,
              rolloverMultiplier: input.rollover_multiplier,
              maxBet: input.max_bet ?? null,
              validDays: input.valid_days,
              maxUses: input.max_uses ?? null,
              startsAt: date(input.starts_at),
              endsAt: date(input.ends_at),
              createdAt: clock(),
            })
            .onConflictDoNothing()
            .returning(),
        db,
      );
      if (!row) throw bonusError('bonuses.coupon_exists', locale, { field: 'code' });
      reply.code(201);
      return {
        message: t(locale, 'coupon_created', { code: row.code }),
        coupon: presentCoupon(row, locale, false),
      };
    },
  );

  app.post(
    '/demo/console/promotions',
    { config: { idempotency: 'answer' } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const input = parseInput(demoPromotionCreateSchema, bodyOf(request), locale);
      // A regulated tenant stores no bonus advertisement (§4 Promotions).
      if (!allowedPromotionKinds(tenant).includes(input.kind)) {
        throw bonusError('bonuses.regulated', locale, { field: 'kind' });
      }
      const row = await insertNew(
        (tx) =>
          tx
            .insert(promotions)
            .values({
              tenantId: tenant.id,
              slug: input.slug,
              kind: input.kind,
              position: input.position ?? 0,
              title: { pt: input.title_pt, en: input.title_en },
              summary: { pt: input.summary_pt, en: input.summary_en },
              body: { pt: input.body_pt, en: input.body_en },
              terms: { pt: input.terms_pt, en: input.terms_en },
              couponCode: input.coupon ?? null,
              startsAt: date(input.starts_at),
              endsAt: date(input.ends_at),
              createdAt: clock(),
            })
            .onConflictDoNothing()
            .returning(),
        db,
      );
      if (!row) throw bonusError('promotions.exists', locale, { field: 'slug' });
      reply.code(201);
      return {
        message: t(locale, 'promotion_created', { slug: row.slug }),
        promotion: presentPromotion(row, tenant, locale, publicUrl),
      };
    },
  );
};
