import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  casinoBetPageSchema,
  casinoBetsQuerySchema,
  transactionPageSchema,
  transactionsQuerySchema,
  walletResponseSchema,
} from '../wallet.ts';
import { invalid, ok, signedIn, unauthenticated } from './responses.ts';

/** §7 Wallet (docs/design/casino-api.md). */
export const walletPaths = {
  '/profile/wallet': {
    get: {
      summary: "The player's balances, from the ledger",
      security: signedIn,
      responses: { '200': ok(walletResponseSchema), '401': unauthenticated },
    },
  },
  '/wallet/transactions': {
    get: {
      summary: "A page of the player's ledger, newest first, by type and period",
      description:
        'The period `today` starts at the last midnight in America/Sao_Paulo; `7d`, `30d` and `90d` count back from now.',
      security: signedIn,
      requestParams: { query: transactionsQuerySchema },
      responses: {
        '200': ok(transactionPageSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
  '/wallet/bets': {
    get: {
      summary: "A page of the player's casino bets and wins, newest first, with their games",
      security: signedIn,
      requestParams: { query: casinoBetsQuerySchema },
      responses: {
        '200': ok(casinoBetPageSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
