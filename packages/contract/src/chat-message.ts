// §3 "Chat message" itself and the chat's constants, in a module of their own: the realtime events
// (realtime.ts) carry a message, and a page that follows them builds it without the requests' and
// the moderation's schemas (chat.ts, which re-exports all of this).
import { z } from 'zod';
import { isoDateTime } from './scalars.ts';
import { isWebAddress } from './web-address.ts';

/** §9: the chat fetch limit. */
export const CHAT_FETCH_LIMIT = 50;
/** Our limits (the spec names none): characters of a message, and attachments per message. */
export const CHAT_TEXT_MAX = 500;
export const CHAT_ATTACHMENTS_MAX = 4;
/** Our rate limit: at most this many messages of one player in any window of this many seconds. */
export const CHAT_RATE_LIMIT = { messages: 3, seconds: 10 } as const;

/**
 * §3 `type`: `pinned` (an operator pinned it: shown on top until `pinned_until`), `global` (the
 * operator's own message to everyone) or `normal` (a player's).
 */
export const CHAT_MESSAGE_TYPES = ['pinned', 'global', 'normal'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/**
 * §3 `colorClass`: the sender's name colour, by their VIP level (1–2 slate … 9–10 amber). A name the
 * web app maps to its own classes: the server never hands it CSS.
 */
export const CHAT_NAME_COLORS = ['slate', 'emerald', 'sky', 'violet', 'amber'] as const;
export type ChatNameColor = (typeof CHAT_NAME_COLORS)[number];

/** §3 `emoji`: the badge beside the sender's name, by the same tiers (none for 1–2). */
export const CHAT_RANK_EMOJI = [null, '🍀', '⭐', '💎', '👑'] as const;

export const CHAT_ATTACHMENT_TYPES = ['image', 'link'] as const;

export const chatAttachmentSchema = z
  .object({
    attachment_type: z.enum(CHAT_ATTACHMENT_TYPES),
    attachment_url: z
      .string()
      .max(2048)
      .refine(isWebAddress, 'validation.url')
      .describe('http(s) only; javascript:, data:, blob:, vbscript: are refused'),
  })
  .meta({ id: 'ChatAttachment' });
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** §3 "Chat message". The text is plain text exactly as written (never HTML, never trimmed). */
export const chatMessageSchema = z
  .object({
    id: z.number().int().positive(),
    type: z.enum(CHAT_MESSAGE_TYPES),
    text: z.string(),
    time: isoDateTime.describe('When it was sent'),
    user: z
      .object({
        id: z.number().int().positive(),
        name: z.string().nullable().describe('`Ana S.`; null when the player hides their name'),
        avatar: z.string().nullable().describe('Our extension: the avatar URL'),
      })
      .nullable()
      .describe('null for a global message (the operator)'),
    mission: z
      .object({ id: z.number().int().positive(), name: z.string() })
      .nullable()
      .describe('A mission the message is about (the missions issue); null for any other'),
    colorClass: z.enum(CHAT_NAME_COLORS).nullable().describe('null for a global message'),
    emoji: z.string().nullable(),
    pinned_until: isoDateTime
      .nullable()
      .describe('Set while pinned; the type is `pinned` until then'),
    attachments: z.array(chatAttachmentSchema).max(CHAT_ATTACHMENTS_MAX),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessageSchema>;
