import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  cashbackClaimRequestSchema,
  cashbackClaimResponseSchema,
  cashbackResponseSchema,
} from '../bonuses.ts';
import {
  demoCashbackAdvanceSchema,
  demoCashbackEntrySchema,
  demoCashbackResponseSchema,
} from '../cashback-console.ts';
import { errorResponse, invalid, json, ok, signedIn, unauthenticated } from './responses.ts';

const notFound = errorResponse(
  'No such cashback entry for this player and tenant (`bonuses.cashback_not_found`)',
);

/** §4 "Cashback claim", §7 "Bonuses" (issue 37; docs/design/cashback.md). */
export const cashbackPaths = {
  '/bonuses/cashback': {
    get: {
      summary:
        "The player's cashback entries, newest first, with the unclaimed total (future entries included) and what can be claimed now; the last closed week's entry and the running one are made as it is read",
      security: signedIn,
      responses: { '200': ok(cashbackResponseSchema), '401': unauthenticated },
    },
  },
  '/bonuses/cashback/claim': {
    post: {
      summary:
        "Claims an entry's next part, exactly once: into cash, or the loyalty wallet on a regulated tenant (BalanceUpdated)",
      security: signedIn,
      requestBody: json(cashbackClaimRequestSchema),
      responses: {
        '200': ok(cashbackClaimResponseSchema),
        '401': unauthenticated,
        '403': errorResponse(
          'Cashback is off on this tenant and the entry is not a console one (`bonuses.cashback_disabled`)',
        ),
        '404': notFound,
        '409': errorResponse(
          'The next part has not unlocked (`bonuses.cashback_locked`, with `unlocks_at`), or every part is claimed (`bonuses.cashback_claimed`)',
        ),
        '422': invalid,
      },
    },
  },
  '/demo/console/cashback/entry': {
    post: {
      summary:
        "Demo mode: makes a cashback entry for a player, available now (the amount given, or the last 7 days' cash losses × the tenant's percentage)",
      requestBody: json(demoCashbackEntrySchema),
      responses: {
        '201': ok(demoCashbackResponseSchema),
        '404': errorResponse('No such player in this tenant'),
        '422': errorResponse('Invalid, or less than a centavo a claim'),
      },
    },
  },
  '/demo/console/cashback/advance': {
    post: {
      summary: "Demo mode: moves an entry's clock so that its next claim unlocks now",
      requestBody: json(demoCashbackAdvanceSchema),
      responses: {
        '200': ok(demoCashbackResponseSchema),
        '404': notFound,
        '409': errorResponse('Every part is claimed (`bonuses.cashback_claimed`)'),
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
