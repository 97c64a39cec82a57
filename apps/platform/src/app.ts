import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { registryRoutes } from './modules/site-config/registry-routes.ts';
import { storageRoutes } from './modules/storage/storage-routes.ts';
import { tenantApi } from './modules/tenant-api/tenant-api.ts';

export interface AppConfig {
  /** Origin the platform is reached at (no trailing slash): tenant apiLinks and asset URLs. */
  publicUrl: string;
  /** Fastify's pino logger options; `false` in tests. */
  logger?: FastifyServerOptions['logger'];
}

/** The HTTP application, without listening: main.ts serves it, tests inject into it. */
export async function buildApp({
  db,
  config,
}: {
  db: Database;
  config: AppConfig;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: config.logger ?? false });
  registerErrorHandling(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  await app.register(healthRoutes);
  await app.register(registryRoutes, { db, publicUrl: config.publicUrl });
  await app.register(storageRoutes, { db });
  // The trailing slash matters: @fastify/cors adds its preflight route as `${prefix}*`.
  await app.register(tenantApi, { db, publicUrl: config.publicUrl, prefix: '/t/:tenant/' });
  await app.ready();
  return app;
}
