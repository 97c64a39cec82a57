import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { walletResponseSchema } from '../wallet.ts';
import { ok, signedIn, unauthenticated } from './responses.ts';

/** §7 Wallet (docs/design/casino-api.md). */
export const walletPaths = {
  '/profile/wallet': {
    get: {
      summary: "The player's balances, from the ledger",
      security: signedIn,
      responses: { '200': ok(walletResponseSchema), '401': unauthenticated },
    },
  },
} satisfies ZodOpenApiPathsObject;
