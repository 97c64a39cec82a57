import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Database } from './db/client.ts';
import { startDemoBetFeed } from './demo/bet-feed/demo-bet-feed.ts';
import { type StandInKeyring, standInKeyring } from './demo/betby/stand-in-keys.ts';
import { standInRoutes } from './demo/betby/stand-in-routes.ts';
import { demoGoogleVerifier } from './demo/google/demo-google-verifier.ts';
import { jivoStandInRoutes } from './demo/jivo/jivo-routes.ts';
import { chatConsoleRoutes } from './demo/operator-console/chat-console-routes.ts';
import { consoleRoutes } from './demo/operator-console/console-routes.ts';
import { documentReviewRoutes } from './demo/operator-console/document-review-routes.ts';
import { notificationConsoleRoutes } from './demo/operator-console/notification-console-routes.ts';
import { responsibleGamingSettingsRoutes } from './demo/operator-console/responsible-gaming-settings-routes.ts';
import { impedimentConsoleRoutes } from './demo/operator-console/impediment-console-routes.ts';
import { missionConsoleRoutes } from './demo/operator-console/mission-console-routes.ts';
import { promotionConsoleRoutes } from './demo/operator-console/promotion-console-routes.ts';
import { outboxRoutes } from './demo/outbox/outbox-routes.ts';
import { outboxSender } from './demo/outbox/outbox-sender.ts';
import { bankRoutes, demoPixBank } from './demo/pix-bank/bank-routes.ts';
import { demoPixDirectory } from './demo/pix-directory/demo-pix-directory.ts';
import { demoImpedimentDirectory } from './demo/impediment-directory/demo-impediment-directory.ts';
import { demoPixPsp } from './demo/pix-psp/demo-pix-psp.ts';
import { DEMO_SLOT_INTEGRATION, demoSlotProvider } from './demo/slot/demo-slot-provider.ts';
import { slotRoutes } from './demo/slot/slot-routes.ts';
import { demoSportsProvider, demoSportsRoutes } from './demo/sports/sports-routes.ts';
import { demoCaptchaVerifier } from './demo/turnstile/demo-captcha-verifier.ts';
import { type Clock, systemClock } from './http/clock.ts';
import { createGameViewCounter } from './modules/casino/game-views.ts';
import { createUrlSigner } from './http/url-signer.ts';
import { authRoutes } from './modules/accounts/auth-routes.ts';
import { refusingCaptchaVerifier, turnstileVerifier } from './modules/accounts/captcha.ts';
import { codeRoutes } from './modules/accounts/code-routes.ts';
import { googleIdTokenVerifier } from './modules/accounts/google-id-token.ts';
import { contentRoutes } from './modules/content/content-routes.ts';
import { avatarRoutes } from './modules/documents/avatar-routes.ts';
import { documentsRoutes } from './modules/documents/documents-routes.ts';
import { openUploadStore } from './modules/documents/upload-store.ts';
import { gameRoutes } from './modules/casino/game-routes.ts';
import { sportLaunchRoutes } from './modules/casino/sport-launch-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { registerIdempotency } from './modules/idempotency/idempotency.ts';
import { notificationRoutes } from './modules/notifications/notification-routes.ts';
import { webPushSender } from './modules/notifications/web-push-sender.ts';
import { chatRoutes } from './modules/chat/chat-routes.ts';
import { paymentRoutes } from './modules/payments/payment-routes.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { rankingRoutes } from './modules/vip/ranking-routes.ts';
import { broadcastingRoutes } from './modules/realtime/broadcasting-routes.ts';
import { registryRoutes } from './modules/site-config/registry-routes.ts';
import { responsibleGamingRoutes } from './modules/responsible-gaming/responsible-gaming-routes.ts';
import { startImpedimentSweep } from './modules/responsible-gaming/impediment-sweep-service.ts';
import { sessionRoutes } from './modules/responsible-gaming/session-routes.ts';
import { confirmPasswordRoutes } from './modules/accounts/confirm-password-routes.ts';
import { blocksRoutes } from './modules/responsible-gaming/blocks-routes.ts';
import { tenantSiteConfigRoutes } from './modules/site-config/tenant-site-config-routes.ts';
import { storageRoutes } from './modules/storage/storage-routes.ts';
import { walletRoutes } from './modules/wallet/wallet-routes.ts';
import { missionRoutes } from './modules/missions/mission-routes.ts';
import { withdrawalRoutes } from './modules/withdrawals/withdrawal-routes.ts';
import { boxRoutes } from './modules/boxes/box-routes.ts';
import { bonusRoutes } from './modules/bonuses/bonus-routes.ts';
import { couponRoutes } from './modules/bonuses/coupon-routes.ts';
import { promotionRoutes } from './modules/bonuses/promotion-routes.ts';
import { boxConsoleRoutes } from './demo/operator-console/box-console-routes.ts';
import { cashbackRoutes } from './modules/bonuses/cashback-routes.ts';
import { referralRoutes } from './modules/referrals/referral-routes.ts';
import { referralConsoleRoutes } from './demo/operator-console/referral-console-routes.ts';
import { cashbackConsoleRoutes } from './demo/operator-console/cashback-console-routes.ts';
import { bonusConsoleRoutes } from './demo/operator-console/bonus-console-routes.ts';
import {
  type ConfiguredSportsbookKeys,
  createSportsbookKeyring,
} from './modules/sportsbook/sportsbook-keys.ts';
import { sportsbookRoutes } from './modules/sportsbook/sportsbook-routes.ts';
import {
  createRealtimeDeployment,
  type RealtimeDeployment,
} from './realtime/realtime-deployment.ts';
import { realtimeHttpApi } from './realtime/realtime-http-api.ts';
import { createRealtimeServer } from './realtime/realtime-server.ts';
import type { PushService } from './services/push-service.ts';
import type { RealtimeTarget } from './services/realtime.ts';
import { unconfiguredSender } from './services/unconfigured-message-sender.ts';
import type {
  CaptchaVerifier,
  GoogleIdTokenVerifier,
  ImpedimentDirectory,
  PixDirectory,
  PixPsp,
  TenantServices,
} from './services/tenant-services.ts';
import { tenantDirectory } from './tenancy/tenant-directory.ts';
import { registerTenantScope } from './tenancy/tenant-scope.ts';

// The composition root: which implementation stands behind each interface, and which module's
// routes are served where. The modules know nothing of each other's routes, nor of this file.

/** What the deployment chooses (main.ts from the environment, tests their own). */
export interface CompositionConfig {
  /** Origin the platform is reached at (no trailing slash): tenant apiLinks and asset URLs. */
  publicUrl: string;
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
  /** Default: the platform's own Pusher-protocol server, with a random secret. */
  realtime?: RealtimeTarget;
  /** Demo mode's simulated bet feed (§9): off unless asked for. */
  demoBetFeed?: boolean;
  /** Default: the demo PSP's directory, which says every key is the asking player's. */
  pixDirectory?: PixDirectory;
  /** Default: the demo PSP, which issues static BR Codes to a PIX key of the tenant's own. */
  pixPsp?: PixPsp;
  /** Default: the demo directory, which impedes two documented CPFs (README "Demo players"). */
  impedimentDirectory?: ImpedimentDirectory;
  /** The operators' sportsbook keys by tenant slug (SPORTSBOOK_KEYS_FILE). */
  sportsbookKeys?: Record<string, ConfiguredSportsbookKeys>;
  /** Demo mode: other tenants' sportsbook keys derive from it; random per start when unset. */
  sportsbookDemoSecret?: string;
  /** Default: the real push services, through `web-push`. */
  push?: PushService;
  /** The central impediment sweep's period in minutes (IN SPA/MF 31/2025); unset or 0: off. */
  impedimentSweepMinutes?: number;
  /** How often counted game views are written (GAME_VIEWS_FLUSH_MS unless set). */
  gameViewsFlushMs?: number;
  /** How long a tenant read by slug is kept (TENANT_CACHE_MS unless set; 0 keeps none). */
  tenantCacheMs?: number;
}

export type ComposedServices = TenantServices & {
  realtime: RealtimeDeployment;
  /** Demo mode: the sportsbook keyring, with the Betby stand-in's signing key; else null. */
  standInKeys: StandInKeyring | null;
};

/** Turnstile with the operator's secret; else the stand-in in demo mode; else none passes. */
function captchaVerifier(options: {
  demoMode: boolean;
  turnstileSecret: string | undefined;
}): CaptchaVerifier {
  if (options.turnstileSecret) return turnstileVerifier(options.turnstileSecret);
  return options.demoMode ? demoCaptchaVerifier() : refusingCaptchaVerifier;
}

/** Google's real tokens always; the stand-in's too in demo mode. */
export function googleVerifier(options: { demoMode: boolean }): GoogleIdTokenVerifier {
  const google = googleIdTokenVerifier();
  return options.demoMode ? demoGoogleVerifier(google) : google;
}

/** The services every tenant API module is given, real or demo stand-ins as configured. */
export async function createTenantServices(
  db: Database,
  config: CompositionConfig,
  log: FastifyBaseLogger,
  listeningAddress: () => AddressInfo | null = () => null,
): Promise<ComposedServices> {
  const demoMode = config.demoMode ?? false;
  const operatorKeys = createSportsbookKeyring(config.sportsbookKeys);
  const standInKeys = demoMode
    ? standInKeyring({ operators: operatorKeys, secret: config.sportsbookDemoSecret })
    : null;
  const tenants = tenantDirectory(db, { ttlMs: config.tenantCacheMs });
  return {
    db,
    publicUrl: config.publicUrl,
    demoMode,
    clock: config.clock ?? systemClock,
    tenants,
    uploads: await openUploadStore(config.uploadsDir ?? 'memory://'),
    captcha:
      config.captcha ?? captchaVerifier({ demoMode, turnstileSecret: config.turnstileSecret }),
    google: config.google ?? googleVerifier({ demoMode }),
    messages: demoMode ? outboxSender(db) : unconfiguredSender(log),
    signer: createUrlSigner(config.signingKey),
    // Every seeded provider launches through the demo slot; a real integration is one more entry.
    gameProviders: new Map([
      [DEMO_SLOT_INTEGRATION, demoSlotProvider({ db, publicUrl: config.publicUrl })],
    ]),
    sportsProvider: demoMode ? demoSportsProvider(config.publicUrl) : null,
    pixDirectory: config.pixDirectory ?? demoPixDirectory,
    pixPsp: config.pixPsp ?? demoPixPsp,
    impedimentDirectory: config.impedimentDirectory ?? demoImpedimentDirectory,
    pixBank: demoMode ? demoPixBank(config.publicUrl) : null,
    sportsbookKeys: standInKeys ?? operatorKeys,
    standInKeys,
    push: config.push ?? webPushSender(),
    gameViews: createGameViewCounter({ db, flushMs: config.gameViewsFlushMs, log }),
    realtime: createRealtimeDeployment({
      target: config.realtime ?? { kind: 'built-in', secret: undefined },
      publicUrl: config.publicUrl,
      listeningAddress,
      // Sockets connect far more often than tenants change: the same few seconds' memory.
      tenantExists: async (slug) => (await tenants.bySlug(slug)) !== null,
      log,
    }),
  };
}

/** Everything under a tenant's apiLink (`/t/:tenant`). */
const tenantApi: FastifyPluginAsync<{ services: ComposedServices }> = async (app, { services }) => {
  const { db, publicUrl } = services;
  await registerTenantScope(app, services.tenants);
  registerIdempotency(app, { db, clock: services.clock });

  // Only the dependencies: passing `options` on would hand the children our prefix a second time.
  await app.register(tenantSiteConfigRoutes, { db, publicUrl, realtime: services.realtime });
  await app.register(contentRoutes, { db, publicUrl });
  await app.register(authRoutes, { services });
  await app.register(codeRoutes, { services });
  await app.register(profileRoutes, { services });
  await app.register(documentsRoutes, { services });
  await app.register(gameRoutes, { services });
  await app.register(walletRoutes, { services });
  await app.register(paymentRoutes, { services });
  await app.register(withdrawalRoutes, { services });
  await app.register(sportsbookRoutes, { services });
  await app.register(slotRoutes, { services });
  await app.register(sportLaunchRoutes, { services });
  await app.register(broadcastingRoutes, { services });
  await app.register(notificationRoutes, { services });
  await app.register(chatRoutes, { services });
  await app.register(responsibleGamingRoutes, { services });
  await app.register(sessionRoutes, { services });
  await app.register(confirmPasswordRoutes, { services });
  await app.register(blocksRoutes, { services });
  await app.register(boxRoutes, { services });
  await app.register(bonusRoutes, { services });
  await app.register(missionRoutes, { services });
  await app.register(couponRoutes, { services });
  await app.register(promotionRoutes, { services });
  await app.register(rankingRoutes, { services });
  if (services.demoMode) await app.register(demoSportsRoutes);
  if (services.demoMode) await app.register(outboxRoutes, { db });
  if (services.demoMode) await app.register(bankRoutes, { services });
  if (services.demoMode) await app.register(consoleRoutes, { services });
  if (services.demoMode) await app.register(notificationConsoleRoutes, { services });
  if (services.demoMode) await app.register(chatConsoleRoutes, { services });
  if (services.demoMode) await app.register(documentReviewRoutes, { services });
  if (services.demoMode) await app.register(responsibleGamingSettingsRoutes, { services });
  if (services.demoMode) await app.register(impedimentConsoleRoutes, { services });
  if (services.demoMode) await app.register(boxConsoleRoutes, { services });
  if (services.demoMode) await app.register(missionConsoleRoutes, { services });
  await app.register(cashbackRoutes, { services });
  if (services.demoMode) await app.register(cashbackConsoleRoutes, { services });
  if (services.demoMode) await app.register(bonusConsoleRoutes, { services });
  if (services.demoMode) await app.register(promotionConsoleRoutes, { services });
  await app.register(referralRoutes, { services });
  if (services.demoMode) await app.register(referralConsoleRoutes, { services });
  if (services.standInKeys) {
    await app.register(standInRoutes, { services, standInKeys: services.standInKeys });
  }
  if (services.demoMode) await app.register(jivoStandInRoutes);
};

/**
 * The built-in Pusher-protocol server (when no external one is configured): sockets on
 * `/app/{key}` of the platform's own port, the publishing API on `/apps/{id}/…`.
 */
async function registerRealtimeServer(app: FastifyInstance, services: ComposedServices) {
  const apps = services.realtime.directory;
  if (!apps) return;
  const server = createRealtimeServer({ apps, log: app.log });
  server.attach(app.server);
  // Before Fastify waits for connections to end: sockets are told to reconnect (4200) and go.
  app.addHook('preClose', () => server.close());
  await app.register(realtimeHttpApi, { server, apps });
}

/** Every route the platform serves: the registry, storage, health, and each tenant's API. */
export async function registerRoutes(
  app: FastifyInstance,
  services: ComposedServices,
  options: { demoBetFeed?: boolean; impedimentSweepMinutes?: number } = {},
) {
  const { db, publicUrl, uploads } = services;
  await app.register(healthRoutes);
  await app.register(registryRoutes, { db, publicUrl, realtime: services.realtime });
  await app.register(storageRoutes, { db });
  await app.register(avatarRoutes, { db, uploads });
  // The trailing slash matters: @fastify/cors adds its preflight route as `${prefix}*`.
  await app.register(tenantApi, { services, prefix: '/t/:tenant/' });
  await registerRealtimeServer(app, services);
  if (services.demoMode && options.demoBetFeed) {
    const stop = startDemoBetFeed({
      db,
      realtime: services.realtime,
      publicUrl,
      clock: services.clock,
      log: app.log,
    });
    app.addHook('onClose', async () => stop());
  }
  if (options.impedimentSweepMinutes) {
    const stop = startImpedimentSweep({
      services,
      intervalMs: options.impedimentSweepMinutes * 60_000,
      log: app.log,
    });
    app.addHook('onClose', async () => stop());
  }
}
