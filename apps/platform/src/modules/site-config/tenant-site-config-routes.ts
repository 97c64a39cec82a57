import type { FastifyPluginAsync } from 'fastify';
import { contentQuerySchema } from '@vitrine/contract/locale.ts';
import type { Database } from '../../db/client.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { Realtime } from '../../services/realtime.ts';
import { currentTenant } from '../../tenancy/current-tenant.ts';
import { buildSiteConfig } from './site-config-service.ts';

/** `GET {apiLink}/site-config`: the same theme the registry serves, for the tenant of the path. */
export const tenantSiteConfigRoutes: FastifyPluginAsync<{
  db: Database;
  publicUrl: string;
  realtime: Realtime;
}> = async (app, options) => {
  app.get('/site-config', async (request, reply) => {
    const { lang } = parseInput(contentQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return buildSiteConfig(options.db, currentTenant(request), {
      publicUrl: options.publicUrl,
      locale: lang,
      realtime: options.realtime,
    });
  });
};
