import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  broadcastingAuthRequestSchema,
  broadcastingAuthResponseSchema,
  broadcastingUserAuthRequestSchema,
  broadcastingUserAuthResponseSchema,
} from '../realtime.ts';
import { errorResponse, invalid, ok } from './responses.ts';

/** A player with `Bearer`, or a guest with its `Guest-ID` (only for its own guest channel). */
const playerOrGuest: Array<Record<string, string[]>> = [{ bearer: [] }, { guest: [] }];

// pusher-js posts these as a form (`application/x-www-form-urlencoded`); JSON is accepted too.
const formOrJson = (schema: Parameters<typeof ok>[0]) => ({
  content: {
    'application/x-www-form-urlencoded': { schema },
    'application/json': { schema },
  },
});

/** §7 "Realtime": authorising channels and signing in users (docs/design/realtime.md). */
export const realtimePaths = {
  '/broadcasting/auth': {
    post: {
      summary:
        "Authorise a private or presence channel: the player's own, a guest's own, or the tenant's presence channel",
      security: playerOrGuest,
      requestBody: formOrJson(broadcastingAuthRequestSchema),
      responses: {
        '200': ok(broadcastingAuthResponseSchema),
        '403': errorResponse('Not this caller’s channel, or another tenant’s'),
        '422': invalid,
      },
    },
  },
  '/broadcasting/user-auth': {
    post: {
      summary: 'Sign a signed-in player in on their socket (pusher:signin)',
      security: [{ bearer: [] }],
      requestBody: formOrJson(broadcastingUserAuthRequestSchema),
      responses: {
        '200': ok(broadcastingUserAuthResponseSchema),
        '403': errorResponse('Guests do not sign in'),
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
