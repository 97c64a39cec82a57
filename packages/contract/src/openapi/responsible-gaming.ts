import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  limitChangeRequestSchema,
  limitChangeResponseSchema,
  limitsResponseSchema,
} from '../responsible-gaming.ts';
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
} satisfies ZodOpenApiPathsObject;
