import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client.ts';
import { registerBodyParsers } from './http/body-parsers.ts';
import { type Clock, systemClock } from './http/clock.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerMalformedInputGuard } from './http/malformed-input.ts';
import { createUrlSigner } from './http/url-signer.ts';
import { createCaptchaVerifier, type CaptchaVerifier } from './modules/auth/captcha.ts';
import {
  createGoogleVerifier,
  type GoogleIdTokenVerifier,
} from './modules/auth/google-id-token.ts';
import { DEMO_SLOT_INTEGRATION, demoSlotProvider } from './modules/demo-slot/demo-slot-provider.ts';
import { avatarRoutes } from './modules/documents/avatar-routes.ts';
import { openUploadStore } from './modules/documents/upload-store.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { outboxSender, unconfiguredSender } from './modules/outbox/message-sender.ts';
import { registryRoutes } from './modules/site-config/registry-routes.ts';
import { storageRoutes } from './modules/storage/storage-routes.ts';
import { tenantApi } from './modules/tenant-api/tenant-api.ts';
import type { TenantServices } from './modules/tenant-api/services.ts';

export interface AppConfig {
  /** Origin the platform is reached at (no trailing slash): tenant apiLinks and asset URLs. */
  publicUrl: string;
  /** Fastify's pino logger options; `false` in tests. */
  logger?: FastifyServerOptions['logger'];
  /** Demo stand-ins on: outbox, document review controls, the stand-ins' captcha and Google tokens. */
  demoMode?: boolean;
  /** Where uploads are kept; `memory://` (default) is a temporary folder removed on close. */
  uploadsDir?: string;
  /** Cloudflare Turnstile secret: register captchas are checked with Cloudflare's siteverify. */
  turnstileSecret?: string;
  /** Key of the signed links to private files; random per start when unset. */
  signingKey?: string;
  /** Tests move time with their own clock. */
  clock?: Clock;
  captcha?: CaptchaVerifier;
  google?: GoogleIdTokenVerifier;
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
}: {
  db: Database;
  config: AppConfig;
}): Promise<FastifyInstance> {
  const logger = config.logger
    ? { ...(config.logger === true ? {} : config.logger), serializers }
    : false;
  const app = Fastify({ logger });
  registerErrorHandling(app);
  registerBodyParsers(app);
  // Before any route is registered, so that every one of them inherits it.
  registerMalformedInputGuard(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });

  const demoMode = config.demoMode ?? false;
  const uploads = await openUploadStore(config.uploadsDir ?? 'memory://');
  app.addHook('onClose', () => uploads.close());
  const services: TenantServices = {
    db,
    publicUrl: config.publicUrl,
    demoMode,
    clock: config.clock ?? systemClock,
    uploads,
    captcha:
      config.captcha ??
      createCaptchaVerifier({ demoMode, turnstileSecret: config.turnstileSecret }),
    google: config.google ?? createGoogleVerifier({ demoMode }),
    messages: demoMode ? outboxSender(db) : unconfiguredSender(app.log),
    signer: createUrlSigner(config.signingKey),
    gameProviders: new Map([
      [DEMO_SLOT_INTEGRATION, demoSlotProvider({ db, publicUrl: config.publicUrl })],
    ]),
  };

  await app.register(healthRoutes);
  await app.register(registryRoutes, { db, publicUrl: config.publicUrl });
  await app.register(storageRoutes, { db });
  await app.register(avatarRoutes, { db, uploads });
  // The trailing slash matters: @fastify/cors adds its preflight route as `${prefix}*`.
  await app.register(tenantApi, { services, prefix: '/t/:tenant/' });
  await app.ready();
  return app;
}
