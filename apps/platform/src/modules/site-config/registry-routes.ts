import type { FastifyPluginAsync } from 'fastify';
import { DEFAULT_LOCALE } from '@vitrine/contract/locale.ts';
import { siteConfigQuerySchema } from '@vitrine/contract/site-config.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Realtime } from '../../services/realtime.ts';
import { findTenantByHost } from '../../tenancy/tenant-service.ts';
import { buildSiteConfig } from './site-config-service.ts';

export interface RegistryRoutesOptions {
  db: Database;
  publicUrl: string;
  realtime: Realtime;
}

/**
 * The tenant registry: which brand serves a host name. Called server to server by the web app's
 * root loader, so it has no CORS; §7 says the theme is never cached.
 */
export const registryRoutes: FastifyPluginAsync<RegistryRoutesOptions> = async (app, options) => {
  app.get('/api/site-config', async (request, reply) => {
    const { domain } = parseInput(siteConfigQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    const tenant = await findTenantByHost(options.db, domain);
    if (!tenant) throw new ApiError('tenant.not_found', DEFAULT_LOCALE);
    return buildSiteConfig(options.db, tenant, {
      publicUrl: options.publicUrl,
      locale: DEFAULT_LOCALE,
      realtime: options.realtime,
    });
  });
};
