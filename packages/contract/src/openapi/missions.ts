import type { ZodOpenApiPathsObject } from 'zod-openapi';
import {
  demoMissionCreateResponseSchema,
  demoMissionCreateSchema,
  demoMissionAssignResponseSchema,
  demoMissionAssignSchema,
  missionClaimResponseSchema,
  missionIdParams,
  missionListSchema,
  missionResponseSchema,
} from '../missions.ts';
import { errorResponse, invalid, json, ok, signedIn, unauthenticated } from './responses.ts';

const notFound = errorResponse('No such mission for this player and tenant (`missions.not_found`)');

/** §7 "Chat, notifications, missions": missions (issue 36; docs/product/rewards.md). */
export const missionsPaths = {
  '/missions': {
    get: {
      summary:
        "The tenant's current missions with the player's progress; a guest sees the guest-visible ones",
      responses: { '200': ok(missionListSchema) },
    },
  },
  '/missions/{id}': {
    get: {
      summary: "One mission and the player's progress",
      requestParams: { path: missionIdParams },
      responses: { '200': ok(missionResponseSchema), '404': notFound },
    },
  },
  '/missions/{id}/accept': {
    post: {
      summary: 'Accepts a mission: progress counts from now',
      security: signedIn,
      requestParams: { path: missionIdParams },
      responses: {
        '200': ok(missionResponseSchema),
        '401': unauthenticated,
        '404': notFound,
        '409': errorResponse('Ended, or not available to accept (`missions.not_available`)'),
      },
    },
  },
  '/missions/{id}/claim': {
    post: {
      summary: "Claims a completed mission's reward (§8: the message is shown)",
      security: signedIn,
      requestParams: { path: missionIdParams },
      responses: {
        '200': ok(missionClaimResponseSchema),
        '401': unauthenticated,
        '404': notFound,
        '409': errorResponse('Already claimed (`missions.already_claimed`)'),
        '422': errorResponse('Not accepted or not completed yet (`missions.not_completed`)'),
      },
    },
  },
  '/demo/console/missions/assign': {
    post: {
      summary:
        'Demo mode: assigns (accepts for) a mission to one player or every player (MissionAssigned)',
      requestBody: json(demoMissionAssignSchema),
      responses: {
        '200': ok(demoMissionAssignResponseSchema),
        '404': errorResponse('No such player or mission in this tenant'),
        '422': invalid,
      },
    },
  },
  '/demo/console/missions': {
    post: {
      summary:
        'Demo mode: creates a mission (regulated tenants: no deposit goal, no cash reward); a guest-visible one goes out to the guests (MissionAssigned)',
      requestBody: json(demoMissionCreateSchema),
      responses: {
        '201': ok(demoMissionCreateResponseSchema),
        '404': errorResponse('No such game or box in this tenant'),
        '422': errorResponse(
          'Invalid, or not allowed on a regulated tenant (`missions.not_allowed`)',
        ),
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
