import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  casinoBetPageSchema,
  casinoBetsQuerySchema,
  sportsBetPageSchema,
  sportsBetsQuerySchema,
  transactionPageSchema,
  transactionsQuerySchema,
  walletResponseSchema,
} from '../wallet.ts';
import { invalid, ok, signedIn, unauthenticated } from './responses.ts';

/** §7 Wallet and payments (docs/design/casino-api.md). */
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
      description: 'Sportsbook bets are not here: see `/wallet/sports-bets`.',
      security: signedIn,
      requestParams: { query: casinoBetsQuerySchema },
      responses: {
        '200': ok(casinoBetPageSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
  '/wallet/sports-bets': {
    get: {
      summary: "Our extension: a page of the player's sportsbook bets, newest first",
      description:
        'One entry per bet placed through Betby (docs/design/sportsbook-api.md), with its stake, what it paid out, its status and the selections of its betslip. Paged as `/wallet/bets`.',
      security: signedIn,
      requestParams: { query: sportsBetsQuerySchema },
      responses: {
        '200': ok(sportsBetPageSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
