import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { z } from 'zod';
import { selfExcludedSchema } from '../accounts.ts';
import {
  chatMessagesQuerySchema,
  chatMessagesResponseSchema,
  chatRefusalSchema,
  demoConsoleChatAnswerSchema,
  demoConsoleChatDurationSchema,
  demoConsoleChatMessageSchema,
  sendChatMessageRequestSchema,
  sendChatMessageResponseSchema,
} from '../chat.ts';
import {
  errorResponse,
  idParams,
  invalid,
  json,
  ok,
  signedIn,
  unauthenticated,
} from './responses.ts';

const refusal = (description: string, schema: z.ZodType = chatRefusalSchema) => ({
  description,
  content: { 'application/json': { schema } },
});

/** §7 "Chat, notifications, missions": the global chat (docs/design/notifications-chat.md). */
export const chatPaths = {
  '/chat/messages': {
    get: {
      summary: 'The last messages of the tenant’s chat, oldest first, with what the player wagered',
      description:
        'Guests read too (`amountBet` and `muted_until` null); a bearer token, when sent, must be valid. Messages still pinned are included even when older. Live ones arrive as `MessageSent` on `chat.{casino_id}`.',
      requestParams: { query: chatMessagesQuerySchema },
      responses: {
        '200': ok(chatMessagesResponseSchema),
        '401': unauthenticated,
        '422': invalid,
      },
    },
    post: {
      summary: 'Sends a message to the chat (text and attachments, plain text)',
      security: signedIn,
      requestBody: json(sendChatMessageRequestSchema),
      responses: {
        '201': ok(sendChatMessageResponseSchema),
        '401': unauthenticated,
        '403': refusal(
          'Muted (`muted`, until when), below the minimum wagered (`min_amount_bet`, how much is missing), or self-excluded (`selfExcluded`)',
          z.union([chatRefusalSchema, selfExcludedSchema]),
        ),
        '422': invalid,
        '429': refusal('Too many messages (`rate_limited`); see Retry-After'),
      },
    },
  },
  '/demo/console/chat/messages': {
    post: {
      summary: 'Demo mode: the operator writes to everyone (a global message)',
      requestBody: json(demoConsoleChatMessageSchema),
      responses: { '201': ok(demoConsoleChatAnswerSchema), '422': invalid },
    },
  },
  '/demo/console/chat/messages/{id}/pin': {
    post: {
      summary: 'Demo mode: pins a message for some minutes (0 unpins); MessageSent tells everyone',
      requestParams: idParams,
      requestBody: json(demoConsoleChatDurationSchema),
      responses: {
        '200': ok(demoConsoleChatAnswerSchema),
        '404': errorResponse('No message of this tenant has that id'),
        '422': invalid,
      },
    },
  },
  '/demo/console/chat/players/{id}/mute': {
    post: {
      summary: 'Demo mode: mutes a player for some minutes (0 lifts it)',
      requestParams: idParams,
      requestBody: json(demoConsoleChatDurationSchema),
      responses: {
        '200': ok(demoConsoleChatAnswerSchema),
        '404': errorResponse('No player of this tenant has that id'),
        '422': invalid,
      },
    },
  },
} satisfies ZodOpenApiPathsObject;
