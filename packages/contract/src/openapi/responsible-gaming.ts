import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  blocksResponseSchema,
  historyResponseSchema,
  impedimentSweepResponseSchema,
  limitChangeRequestSchema,
  limitChangeResponseSchema,
  limitsResponseSchema,
  pauseRequestSchema,
  pauseResponseSchema,
  sessionSummarySchema,
} from '../responsible-gaming.ts';
import {
  responsibleGamingSettingsChangeResponseSchema,
  responsibleGamingSettingsChangeSchema,
} from '../site-config.ts';
import { invalid, json, ok, signedIn, unauthenticated } from './responses.ts';

/** A player's limits (issue 35; docs/design/responsible-gaming.md). */
export const responsibleGamingPaths = {
  '/responsible-gaming/limits': {
    get: {
      summary: "The player's limits: in force, used this period, and any change waiting",
      security: signedIn,
      responses: { '200': ok(limitsResponseSchema), '401': unauthenticated },
    },
    post: {
      summary: 'Set, change or remove a limit: stricter at once, looser after the cooling-off',
      security: signedIn,
      requestBody: json(limitChangeRequestSchema),
      responses: {
        '200': ok(limitChangeResponseSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
  '/responsible-gaming/blocks': {
    get: {
      summary: "The player's pause or self-exclusion in force, and every one made",
      security: signedIn,
      responses: { '200': ok(blocksResponseSchema), '401': unauthenticated },
    },
  },
  '/responsible-gaming/pause': {
    post: {
      summary: 'Pause betting and deposits for 1, 7 or 30 days, or until a date',
      security: signedIn,
      requestBody: json(pauseRequestSchema),
      responses: {
        '200': ok(pauseResponseSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
  '/responsible-gaming/history': {
    get: {
      summary: 'Every limit change, pause and self-exclusion, newest first',
      security: signedIn,
      responses: { '200': ok(historyResponseSchema), '401': unauthenticated },
    },
  },
  '/responsible-gaming/session': {
    get: {
      summary: 'This session so far: when it started, its minutes and its net result',
      security: signedIn,
      responses: { '200': ok(sessionSummarySchema), '401': unauthenticated },
    },
  },
  '/demo/console/impediment-sweep': {
    post: {
      summary:
        'Demo mode: asks the central impediment directory now about every player of this tenant due for it (15 days)',
      responses: { '200': ok(impedimentSweepResponseSchema) },
    },
  },
  '/demo/console/responsible-gaming/settings': {
    post: {
      summary:
        "Demo mode: the brand's idle minutes before the password is asked again (at most 30 when regulated) and the cooling-off of a looser limit",
      requestBody: json(responsibleGamingSettingsChangeSchema),
      responses: {
        '200': ok(responsibleGamingSettingsChangeResponseSchema),
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
