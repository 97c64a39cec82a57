import cors from '@fastify/cors';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { authRoutes } from '../auth/auth-routes.ts';
import { codeRoutes } from '../auth/code-routes.ts';
import { contentRoutes } from '../content/content-routes.ts';
import { slotRoutes } from '../demo-slot/slot-routes.ts';
import { documentsRoutes } from '../documents/documents-routes.ts';
import { gameRoutes } from '../games/game-routes.ts';
import { registerIdempotency } from '../idempotency/idempotency.ts';
import { outboxRoutes } from '../outbox/outbox-routes.ts';
import { profileRoutes } from '../profile/profile-routes.ts';
import { tenantSiteConfigRoutes } from '../site-config/tenant-site-config-routes.ts';
import { walletRoutes } from '../wallet/wallet-routes.ts';
import { currentTenant, resolveTenant } from './current-tenant.ts';
import type { TenantServices } from './services.ts';
import { tenantCorsOptions } from './tenant-cors.ts';

export interface TenantApiOptions {
  services: TenantServices;
}

/**
 * Everything under a tenant's apiLink (`/t/:tenant`). The tenant is resolved once, at the edge of
 * the request; an inactive tenant still answers, since the web decides maintenance from the registry.
 */
export const tenantApi: FastifyPluginAsync<TenantApiOptions> = async (app, { services }) => {
  const { db, publicUrl } = services;
  // Added before @fastify/cors so that its delegator finds the tenant already resolved.
  app.addHook('onRequest', async (request) => {
    await resolveTenant(db, request);
  });
  await app.register(cors, {
    delegator: async (request: FastifyRequest) =>
      tenantCorsOptions(currentTenant(request), request.headers.origin),
  });
  registerIdempotency(app, { db, clock: services.clock });

  // Only the dependencies: passing `options` on would hand the children our prefix a second time.
  await app.register(tenantSiteConfigRoutes, { db, publicUrl });
  await app.register(contentRoutes, { db, publicUrl });
  await app.register(authRoutes, { services });
  await app.register(codeRoutes, { services });
  await app.register(profileRoutes, { services });
  await app.register(documentsRoutes, { services });
  await app.register(gameRoutes, { services });
  await app.register(walletRoutes, { services });
  await app.register(slotRoutes, { services });
  if (services.demoMode) await app.register(outboxRoutes, { db });
};
