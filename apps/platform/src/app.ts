import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type CompositionConfig, createTenantServices, registerRoutes } from './compose.ts';
import type { Database } from './db/client.ts';
import { registerBodyParsers } from './http/body-parsers.ts';
import { answerFrameworkError, registerErrorHandling } from './http/error-handler.ts';
import { registerMalformedInputGuard } from './http/malformed-input.ts';
import { QuietRoutesLogController } from './http/request-log.ts';

export interface AppConfig extends CompositionConfig {
  /** Fastify's pino logger options; `false` in tests. */
  logger?: FastifyServerOptions['logger'];
}

// Request logs name the route, never a query string: signed links and e-mail addresses ride there.
const serializers = {
  req: (request: {
    method: string;
    routeOptions?: { url?: string };
    url: string;
    ip?: string;
  }) => ({
    method: request.method,
    url: request.url.split('?')[0],
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  }),
};

/** The HTTP application, without listening: main.ts serves it, tests inject into it. */
export async function buildApp({
  db,
  config,
  beforeReady,
}: {
  db: Database;
  config: AppConfig;
  /** Tests only: hooks of their own (a fault after a commit), added before the app is ready. */
  beforeReady?: (app: FastifyInstance) => void;
}): Promise<FastifyInstance> {
  const logger = config.logger
    ? { ...(config.logger === true ? {} : config.logger), serializers }
    : false;
  const app = Fastify({
    logger,
    logController: new QuietRoutesLogController(),
    frameworkErrors: answerFrameworkError,
  });
  registerErrorHandling(app);
  registerBodyParsers(app);
  // Before any route is registered, so that every one of them inherits it.
  registerMalformedInputGuard(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  const services = await createTenantServices(db, config, app.log, () => {
    const address = app.server.address();
    return address && typeof address === 'object' ? address : null;
  });
  app.addHook('onClose', () => services.uploads.close());
  // The views counted since the last write reach the database before it closes.
  app.addHook('onClose', () => services.gameViews.close());
  await registerRoutes(app, services, {
    demoBetFeed: config.demoBetFeed,
    impedimentSweepMinutes: config.impedimentSweepMinutes,
  });
  beforeReady?.(app);
  await app.ready();
  return app;
}
