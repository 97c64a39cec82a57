import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  boxBuyRequestSchema,
  boxBuyResponseSchema,
  boxCatalogueSchema,
  boxOpenRequestSchema,
  boxOpenResponseSchema,
  boxPrizesResponseSchema,
  boxRefParams,
  boxSellResponseSchema,
  boxesPageQuerySchema,
  clientSeedChangeResponseSchema,
  clientSeedChangeSchema,
  demoBoxAwardResponseSchema,
  demoBoxAwardSchema,
  fairnessResponseSchema,
  playerBoxPageSchema,
  playerPrizePageSchema,
  prizeSellResponseSchema,
  seedRotationResponseSchema,
  sellRequestSchema,
} from '../boxes.ts';
import { loyaltyCashoutRequestSchema, loyaltyCashoutResponseSchema } from '../wallet.ts';
import { errorResponse, invalid, json, ok, signedIn, unauthenticated } from './responses.ts';

const notFound = errorResponse('No such box or prize of this player and tenant');
const alreadyDone = errorResponse(
  'Already opened or sold: a second call with another Idempotency-Key (`boxes.already_opened`, `boxes.already_sold`, `prizes.already_sold`)',
);

/** §7 "Boxes and prizes" and the loyalty wallet (issue 36; docs/product/rewards.md). */
export const boxesPaths = {
  '/boxes/all': {
    get: {
      summary: "The tenant's boxes, cheapest first, each with its prize table, odds and RTP",
      responses: { '200': ok(boxCatalogueSchema) },
    },
  },
  '/boxes/get/{id}/prizes': {
    get: {
      summary: 'One box (by id or slug) and its prize table',
      requestParams: { path: boxRefParams },
      responses: { '200': ok(boxPrizesResponseSchema), '404': notFound },
    },
  },
  '/boxes/user/get': {
    get: {
      summary: "A page of the player's unopened boxes, newest first",
      security: signedIn,
      requestParams: { query: boxesPageQuerySchema },
      responses: { '200': ok(playerBoxPageSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/boxes/buy': {
    post: {
      summary: 'Buys a box from the cash balance (unregulated tenants only)',
      security: signedIn,
      requestBody: json(boxBuyRequestSchema),
      responses: {
        '200': ok(boxBuyResponseSchema),
        '401': unauthenticated,
        '403': errorResponse(
          'Boxes are rewards only on this tenant (`boxes.not_for_sale`), or the player may not gamble now',
        ),
        '404': notFound,
        '422': errorResponse('Invalid body, or not enough cash (`wallet.insufficient_balance`)'),
      },
    },
  },
  '/boxes/open': {
    post: {
      summary: "Opens one of the player's boxes: the prize, its draw proof and the reel to animate",
      security: signedIn,
      requestBody: json(boxOpenRequestSchema),
      responses: {
        '200': ok(boxOpenResponseSchema),
        '401': unauthenticated,
        '404': notFound,
        '409': alreadyDone,
        '422': invalid,
      },
    },
  },
  '/boxes/sell': {
    post: {
      summary: 'Sells an unopened box back at its sell value (cash, or loyalty when regulated)',
      security: signedIn,
      requestBody: json(sellRequestSchema),
      responses: {
        '200': ok(boxSellResponseSchema),
        '401': unauthenticated,
        '404': notFound,
        '409': alreadyDone,
        '422': invalid,
      },
    },
  },
  '/prizes/user': {
    get: {
      summary: "A page of the player's prizes, kept and sold, newest first, with their draws",
      security: signedIn,
      requestParams: { query: boxesPageQuerySchema },
      responses: { '200': ok(playerPrizePageSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/prizes/sell': {
    post: {
      summary: 'Sells a prize for its value (cash, or the loyalty wallet when regulated)',
      security: signedIn,
      requestBody: json(sellRequestSchema),
      responses: {
        '200': ok(prizeSellResponseSchema),
        '401': unauthenticated,
        '404': notFound,
        '409': alreadyDone,
        '422': invalid,
      },
    },
  },
  '/boxes/fairness': {
    get: {
      summary:
        "The player's seeds: the active pair (server seed by its hash) and the revealed ones",
      security: signedIn,
      responses: { '200': ok(fairnessResponseSchema), '401': unauthenticated },
    },
  },
  '/boxes/fairness/client-seed': {
    post: {
      summary: 'Sets the client seed the next draws sign with',
      security: signedIn,
      requestBody: json(clientSeedChangeSchema),
      responses: {
        '200': ok(clientSeedChangeResponseSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
  '/boxes/fairness/rotate': {
    post: {
      summary: 'Reveals the server seed in use and commits to a new one (nonce back to 0)',
      security: signedIn,
      responses: { '200': ok(seedRotationResponseSchema), '401': unauthenticated },
    },
  },
  '/wallet/loyalty/cashout': {
    post: {
      summary: 'Moves loyalty money into the cash balance: one row on each side',
      security: signedIn,
      requestBody: json(loyaltyCashoutRequestSchema),
      responses: {
        '200': ok(loyaltyCashoutResponseSchema),
        '401': unauthenticated,
        '422': errorResponse(
          'Invalid body, or more than the loyalty balance (`loyalty.insufficient`)',
        ),
      },
    },
  },
  '/demo/console/boxes/award': {
    post: {
      summary: 'Demo mode: gives a box to a player (NotifyNewUserBox and a notification)',
      requestBody: json(demoBoxAwardSchema),
      responses: {
        '201': ok(demoBoxAwardResponseSchema),
        '404': errorResponse('No such player or box in this tenant'),
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
