// The global chat (§3 "Chat message"; §6; §7 `GET /chat/messages`, `POST /chat/messages`; §9 "Lists
// and chat"; docs/design/notifications-chat.md). Light: only zod.
import { z } from 'zod';
import {
  CHAT_ATTACHMENTS_MAX,
  CHAT_FETCH_LIMIT,
  CHAT_TEXT_MAX,
  chatAttachmentSchema,
  chatMessageSchema,
} from './chat-message.ts';
import { centavos, isoDateTime } from './scalars.ts';

export * from './chat-message.ts';

/** `GET /chat/messages?limit=50` (guests too). */
export const chatMessagesQuerySchema = z
  .object({
    limit: z.coerce.number().int().positive().max(CHAT_FETCH_LIMIT).default(CHAT_FETCH_LIMIT),
  })
  .meta({ id: 'ChatMessagesQuery' });

/**
 * The last `limit` messages, oldest first (append live ones at the end), plus every message still
 * pinned even if older. `amountBet` and the minimum decide whether the player may write.
 */
export const chatMessagesResponseSchema = z
  .object({
    messages: z.array(chatMessageSchema),
    amountBet: centavos
      .nonnegative()
      .nullable()
      .describe("The player's total wagered (sum of their bets in the ledger); null for a guest"),
    minAmountBet: centavos
      .nonnegative()
      .describe('Our extension: the tenant’s minimum wagered to write (0: none)'),
    muted_until: isoDateTime
      .nullable()
      .describe('Our extension: the player is muted until then; null when not (and for guests)'),
  })
  .meta({ id: 'ChatMessagesResponse' });
export type ChatMessagesResponse = z.infer<typeof chatMessagesResponseSchema>;

/** `POST /chat/messages` (signed in): some text, or at least one attachment. */
export const sendChatMessageRequestSchema = z
  .object({
    text: z.string().max(CHAT_TEXT_MAX).default(''),
    attachments: z.array(chatAttachmentSchema).max(CHAT_ATTACHMENTS_MAX).default([]),
  })
  .refine((message) => message.text.trim() !== '' || message.attachments.length > 0, {
    path: ['text'],
    message: 'validation.required',
  })
  .meta({ id: 'SendChatMessageRequest' });
export type SendChatMessageRequest = z.input<typeof sendChatMessageRequestSchema>;

/** 201: the message as everyone receives it (`MessageSent` on `chat.{casino_id}`). */
export const sendChatMessageResponseSchema = z
  .object({ message: chatMessageSchema })
  .meta({ id: 'SendChatMessageResponse' });

/**
 * Why a message was refused (besides 401 for a guest and 422 for the text or attachments): the
 * Laravel error body with a `reason` the panel can explain, keeping the text in the field.
 */
export const chatRefusalSchema = z
  .discriminatedUnion('reason', [
    z.object({
      message: z.string(),
      reason: z.literal('rate_limited').describe('429, with Retry-After'),
      retry_after: z.number().int().positive().describe('Seconds until the next message may go'),
    }),
    z.object({
      message: z.string(),
      reason: z.literal('muted').describe('403'),
      muted_until: isoDateTime,
    }),
    z.object({
      message: z.string().describe('Says how much is missing, in BRL'),
      reason: z.literal('min_amount_bet').describe('403'),
      amountBet: centavos.nonnegative(),
      minAmountBet: centavos.nonnegative(),
      missing: centavos.positive().describe('minAmountBet − amountBet'),
    }),
  ])
  .meta({ id: 'ChatRefusal' });
export type ChatRefusal = z.infer<typeof chatRefusalSchema>;

// ─── Demo mode's operator console (`{apiLink}/demo/console`) ───────────────────────────────────

/** Our limit: a pin or a mute lasts at most a year. */
export const CHAT_MODERATION_MAX_MINUTES = 525_600;

/**
 * `POST /demo/console/chat/messages/{id}/pin` and `…/chat/players/{id}/mute`: for this many minutes
 * from now; 0 lifts the pin or the mute.
 */
export const demoConsoleChatDurationSchema = z
  .object({
    minutes: z.coerce.number().int().min(0).max(CHAT_MODERATION_MAX_MINUTES),
  })
  .meta({ id: 'DemoConsoleChatDuration' });

/** `POST /demo/console/chat/messages`: the operator's own message to everyone (type global). */
export const demoConsoleChatMessageSchema = z
  .object({ text: z.string().trim().min(1).max(CHAT_TEXT_MAX) })
  .meta({ id: 'DemoConsoleChatMessage' });

export const demoConsoleChatAnswerSchema = z
  .object({
    message: z.string(),
    chat_message: chatMessageSchema.optional().describe('The message as it now is'),
    muted_until: isoDateTime.nullable().optional().describe('A mute: until when; null lifted'),
  })
  .meta({ id: 'DemoConsoleChatAnswer' });
