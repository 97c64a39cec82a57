import type { FastifyPluginAsync } from 'fastify';
import { type AffiliatesResponse, affiliatesQuerySchema } from '@vitrine/contract/referrals.ts';
import { parseInput } from '../../http/parse-input.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { TenantServices } from '../../services/tenant-services.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { requireUser } from '../accounts/session.ts';
import { affiliatesOf, tenantSiteAddress } from './referral-service.ts';

/** §7 `GET /profile/affiliates` (docs/product/vip-and-referrals.md "Refer a friend"). */
export const referralRoutes: FastifyPluginAsync<{ services: TenantServices }> = async (
  app,
  { services },
) => {
  app.get('/profile/affiliates', async (request): Promise<AffiliatesResponse> => {
    const locale = requestLocale(request);
    const { user } = await requireUser(services, request);
    const { page } = parseInput(affiliatesQuerySchema, request.query, locale);
    const tenant = currentTenant(request);
    const site = tenantSiteAddress(tenant, request.headers.origin);
    return affiliatesOf(
      services.db,
      tenant,
      { tenantId: user.tenantId, userId: user.id, isAffiliate: user.isAffiliate },
      { page, site },
    );
  });
};
