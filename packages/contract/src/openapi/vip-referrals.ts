import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { rankingQuerySchema, rankingResponseSchema } from '../ranking.ts';
import {
  affiliatesQuerySchema,
  affiliatesResponseSchema,
  demoAffiliateRequestSchema,
} from '../referrals.ts';
import { errorResponse, invalid, json, ok, signedIn, unauthenticated } from './responses.ts';

/** §7 `GET /ranking` (issue 38; docs/product/vip-and-referrals.md). */
export const rankingPaths = {
  '/ranking': {
    get: {
      summary:
        "The VIP ladder and the period's leaderboard of real-money wagering (privacy settings honoured); with a bearer token, the player's own standing",
      security: [{}, ...signedIn],
      requestParams: { query: rankingQuerySchema },
      responses: { '200': ok(rankingResponseSchema), '422': invalid },
    },
  },
} satisfies ZodOpenApiPathsObject;

/** §7 `GET /profile/affiliates` and the console's affiliate mark (issue 38). */
export const referralsPaths = {
  '/profile/affiliates': {
    get: {
      summary:
        "The player's referral code and link, whether they may refer, the reward, the totals and a page of the players they referred (names masked)",
      security: signedIn,
      requestParams: { query: affiliatesQuerySchema },
      responses: { '200': ok(affiliatesResponseSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/demo/console/affiliates': {
    post: {
      summary: 'Demo mode: marks or unmarks a player as an affiliate',
      requestBody: json(demoAffiliateRequestSchema),
      responses: {
        '204': { description: 'Marked' },
        '404': errorResponse('No such player in this tenant'),
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
