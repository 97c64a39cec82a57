import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import {
  demoConsoleNotificationSchema,
  demoConsoleNotificationSentSchema,
  markAllReadParamsSchema,
  markAllReadResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  pushSubscriptionRequestSchema,
  pushSubscriptionResponseSchema,
  readNotificationResponseSchema,
} from '../notifications.ts';
import {
  errorResponse,
  invalid,
  json,
  ok,
  selfExcluded,
  signedIn,
  unauthenticated,
} from './responses.ts';

const notificationIdPath = { path: z.object({ id: z.string().regex(/^\d+$/) }) };

/** §7 "Chat, notifications, missions": notifications; §7 Profile `POST subscription` (web push). */
export const notificationsPaths = {
  '/notifications': {
    get: {
      summary: "One page of the player's personal and of the tenant's global notifications",
      description:
        'Newest first, `per_page` (10) to a page of each kind, with the unread counters. Live ones arrive as `NotificationSent` (docs/design/notifications-chat.md).',
      security: signedIn,
      requestParams: { query: notificationsQuerySchema },
      responses: {
        '200': ok(notificationsResponseSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
  '/notifications/{id}/read': {
    post: {
      summary: 'Marks one notification read for this player; the counters after it',
      security: signedIn,
      requestParams: notificationIdPath,
      responses: {
        '200': ok(readNotificationResponseSchema),
        '401': unauthenticated,
        '404': errorResponse(
          'No notification of this player (or global of this tenant) has that id',
        ),
      },
    },
  },
  '/notifications/{type}/mark-all-read': {
    post: {
      summary: 'Marks every notification of one kind read for this player (its counter is zeroed)',
      security: signedIn,
      requestParams: { path: markAllReadParamsSchema },
      responses: {
        '200': ok(markAllReadResponseSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
  },
  '/subscription': {
    post: {
      summary: 'Stores a web push subscription of the player (idempotent by endpoint)',
      description:
        '201 for a new endpoint, 200 for one already stored (its keys are replaced, and it moves to this player). Notifications sent to the player, and global ones, are pushed to it with the tenant’s VAPID keys; a subscription the push service answers 404 or 410 is removed.',
      security: signedIn,
      requestBody: json(pushSubscriptionRequestSchema),
      responses: {
        '200': ok(pushSubscriptionResponseSchema, 'Already stored'),
        '201': ok(pushSubscriptionResponseSchema, 'Stored'),
        '401': unauthenticated,
        '403': selfExcluded,
        '422': invalid,
      },
    },
  },
  '/demo/console/notifications': {
    post: {
      summary:
        'Demo mode: sends a notification to one player or to all (NotificationSent, and web push)',
      requestBody: json(demoConsoleNotificationSchema),
      responses: {
        '201': ok(demoConsoleNotificationSentSchema),
        '404': errorResponse('No player of this tenant has that e-mail or phone'),
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
