import { type ZodOpenApiPathsObject, createDocument } from 'zod-openapi';
import { authPaths } from './auth.ts';
import { bonusesPaths } from './bonuses.ts';
import { boxesPaths } from './boxes.ts';
import { cashbackPaths } from './cashback.ts';
import { chatPaths } from './chat.ts';
import { contentPaths } from './content.ts';
import { couponsCashbackPaths } from './coupons-cashback.ts';
import { demoSlotPaths } from './demo-slot.ts';
import { documentsPaths } from './documents.ts';
import { gamesPaths } from './games.ts';
import { missionsPaths } from './missions.ts';
import { notificationsPaths } from './notifications.ts';
import { outboxPaths } from './outbox.ts';
import { paymentsPaths } from './payments.ts';
import { profilePaths } from './profile.ts';
import { realtimePaths } from './realtime.ts';
import { registryPaths } from './registry.ts';
import { responsibleGamingPaths } from './responsible-gaming.ts';
import { sportsbookPaths } from './sportsbook.ts';
import { rankingPaths, referralsPaths } from './vip-referrals.ts';
import { walletPaths } from './wallet.ts';
import { withdrawalsPaths } from './withdrawals.ts';

/**
 * Every operation of the contract, by path: the zod schemas of its request and responses. The
 * OpenAPI document is built from it, and the contract kit walks it (kit/operations.ts).
 */
export const contractPaths = {
  ...registryPaths,
  ...contentPaths,
  ...authPaths,
  ...profilePaths,
  ...documentsPaths,
  ...outboxPaths,
  ...gamesPaths,
  ...walletPaths,
  ...paymentsPaths,
  ...withdrawalsPaths,
  ...sportsbookPaths,
  ...demoSlotPaths,
  ...realtimePaths,
  ...notificationsPaths,
  ...chatPaths,
  ...responsibleGamingPaths,
  ...boxesPaths,
  ...missionsPaths,
  ...cashbackPaths,
  ...bonusesPaths,
  ...couponsCashbackPaths,
  ...referralsPaths,
  ...rankingPaths,
} satisfies ZodOpenApiPathsObject;

/**
 * The OpenAPI 3.1 document of every call the contract covers, built from the zod schemas: one file
 * per resource, sharing the error responses of responses.ts. A platform test checks that its paths
 * are exactly the routes the reference platform serves (apps/platform/src/compose.test.ts).
 */
export function buildOpenApiDocument() {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Vitrine tenant API',
      version: '0.1.0',
      description:
        'The calls the Vitrine front end makes (product spec §7). Every tenant serves them under its own `apiLink`; the registry answers `/api/site-config`.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        guest: { type: 'apiKey', in: 'header', name: 'Guest-ID' },
      },
    },
    paths: contractPaths,
  });
}
