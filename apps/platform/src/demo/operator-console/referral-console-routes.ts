import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { demoAffiliateRequestSchema } from '@vitrine/contract/referrals.ts';
import { users } from '../../db/schema/users.ts';
import { ApiError } from '../../http/errors.ts';
import { bodyOf, parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';

/**
 * Demo mode's operator console (docs/product/vip-and-referrals.md "Refer a friend"): marks or
 * unmarks one of the tenant's players as an affiliate, who may refer when
 * `affiliate_regular_user_active` is false.
 */
export const referralConsoleRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  const { db, clock } = services;

  app.post(
    '/demo/console/affiliates',
    { config: { idempotency: 'answer' } },
    async (request, reply) => {
      const locale = requestLocale(request);
      const tenant = currentTenant(request);
      const input = parseInput(demoAffiliateRequestSchema, bodyOf(request), locale);
      const marked = await db
        .update(users)
        .set({ isAffiliate: input.affiliate, updatedAt: clock() })
        .where(and(eq(users.tenantId, tenant.id), eq(users.id, input.user_id)))
        .returning({ id: users.id });
      if (marked.length === 0) throw new ApiError('player.not_found', locale);
      return reply.code(204).send();
    },
  );
};
