import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import { errorResponse, html, json, ok, selfExcludedOrIdle } from './responses.ts';

const launchParams = {
  path: z.object({ token: z.string().describe('The launch token of gameUrl') }),
};

// The demo slot's own round call: made by the slot page (same origin as the platform), not by the
// web app, so its schemas live here rather than in games.ts.
const slotSpinRequestSchema = z
  .object({
    stake: z.number().int().describe('Centavos, one of 20, 50, 100, 200, 500, 1000, 2000, 5000'),
  })
  .meta({ id: 'SlotSpinRequest' });
const slotSpinResponseSchema = z
  .object({
    reels: z
      .array(z.array(z.string()).length(3))
      .length(3)
      .describe(
        'reels[reel][row]: symbol ids (cherry, lemon, orange, grapes, bell, star, diamond, seven)',
      ),
    win: z.number().int().nonnegative().describe('Centavos won this round'),
    balance: z
      .number()
      .int()
      .nonnegative()
      .describe('Balance after the round (demo credits in demo mode)'),
    round_id: z.uuid().describe('Shared by the round’s bet and win ledger rows'),
  })
  .meta({ id: 'SlotSpinResponse' });

/**
 * The demo slot, the reference platform's stand-in game provider: the page behind a `gameUrl` and
 * its round call (docs/design/casino-api.md "Demo slot").
 */
export const demoSlotPaths = {
  '/demo/slot/{token}': {
    get: {
      summary: 'The demo slot page behind a gameUrl (HTML, for an iframe)',
      requestParams: launchParams,
      responses: { '200': html('The slot'), '404': html('Unknown or expired launch') },
    },
  },
  '/demo/slot/{token}/spin': {
    post: {
      summary: 'One round of the demo slot, in one database transaction',
      requestParams: launchParams,
      requestBody: json(slotSpinRequestSchema),
      responses: {
        '200': ok(slotSpinResponseSchema),
        '401': errorResponse('Unknown or expired launch'),
        '403': selfExcludedOrIdle,
        '422': errorResponse('Saldo insuficiente para esta aposta. — or a stake not on offer'),
      },
    },
  },
  '/demo/sports': {
    get: {
      summary:
        "Demo mode: the demo provider's sports page behind `games/launch/sport`'s gameUrl (HTML, for an iframe; read-only matches and odds)",
      requestParams: { query: z.object({ lang: z.enum(['pt-BR', 'en']).default('pt-BR') }) },
      responses: {
        '200': html('The matches and their odds'),
        '422': errorResponse('A language it does not speak'),
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
