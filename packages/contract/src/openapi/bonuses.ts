import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  bonusesQuerySchema,
  bonusPageSchema,
  cancelBonusResponseSchema,
  demoBonusGrantResponseSchema,
  demoBonusGrantSchema,
} from '../bonuses.ts';
import {
  errorResponse,
  idParams,
  invalid,
  json,
  ok,
  signedIn,
  unauthenticated,
} from './responses.ts';

/** §7 `GET /wallet/bonuses`, the cancel and the console's grant (issue 37; docs/design/bonuses.md). */
export const bonusesPaths = {
  '/wallet/bonuses': {
    get: {
      summary:
        "A page of the player's bonuses: the active one first, then newest first (an active bonus past its deadline is expired first)",
      security: signedIn,
      requestParams: { query: bonusesQuerySchema },
      responses: { '200': ok(bonusPageSchema), '401': unauthenticated, '422': invalid },
    },
  },
  '/bonuses/{id}/cancel': {
    post: {
      summary:
        'Gives up the active bonus: its bonus balance leaves with a bonus_forfeit ledger row (idempotent)',
      security: signedIn,
      requestParams: idParams,
      responses: {
        '200': ok(cancelBonusResponseSchema),
        '401': unauthenticated,
        '404': errorResponse('No bonus of this player has that id (`bonuses.not_found`)'),
        '409': errorResponse('The bonus is no longer active (`bonuses.not_active`)'),
      },
    },
  },
  '/demo/console/bonuses/grant': {
    post: {
      summary: 'Demo mode: grants a bonus with a rollover to a player (a bonus ledger row)',
      requestBody: json(demoBonusGrantSchema),
      responses: {
        '201': ok(demoBonusGrantResponseSchema),
        '403': errorResponse('A regulated tenant grants no bonus (`bonuses.regulated`)'),
        '404': errorResponse('No such player in this tenant'),
        '409': errorResponse('The player already has an active bonus (`bonuses.active_bonus`)'),
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
