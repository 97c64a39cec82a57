import cors from '@fastify/cors';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { contentRoutes } from '../content/content-routes.ts';
import { tenantSiteConfigRoutes } from '../site-config/tenant-site-config-routes.ts';
import { currentTenant, resolveTenant } from './current-tenant.ts';
import { tenantCorsOptions } from './tenant-cors.ts';

export interface TenantApiOptions {
  db: Database;
  publicUrl: string;
}

/**
 * Everything under a tenant's apiLink (`/t/:tenant`). The tenant is resolved once, at the edge of
 * the request; an inactive tenant still answers, since the web decides maintenance from the registry.
 */
export const tenantApi: FastifyPluginAsync<TenantApiOptions> = async (app, options) => {
  // Added before @fastify/cors so that its delegator finds the tenant already resolved.
  app.addHook('onRequest', async (request) => {
    await resolveTenant(options.db, request);
  });
  await app.register(cors, {
    delegator: async (request: FastifyRequest) =>
      tenantCorsOptions(currentTenant(request), request.headers.origin),
  });

  // Only the dependencies: passing `options` on would hand the children our prefix a second time.
  const dependencies = { db: options.db, publicUrl: options.publicUrl };
  await app.register(tenantSiteConfigRoutes, dependencies);
  await app.register(contentRoutes, dependencies);
};
