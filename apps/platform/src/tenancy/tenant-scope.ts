import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentTenant, resolveTenant } from './current-tenant.ts';
import type { TenantDirectory } from './tenant-directory.ts';
import { tenantCorsOptions } from './tenant-cors.ts';

/**
 * Makes a plugin scope a tenant's API (`/t/:tenant`): the tenant is resolved once, at the edge of
 * the request, and CORS allows only its own host names. An inactive tenant still answers, since
 * the web decides maintenance from the registry.
 */
export async function registerTenantScope(
  app: FastifyInstance,
  tenants: TenantDirectory,
): Promise<void> {
  // Added before @fastify/cors so that its delegator finds the tenant already resolved.
  app.addHook('onRequest', async (request) => {
    await resolveTenant(tenants, request);
  });
  await app.register(cors, {
    delegator: async (request: FastifyRequest) =>
      tenantCorsOptions(currentTenant(request), request.headers.origin),
  });
}
