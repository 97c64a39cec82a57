// Realtime (§7 "Realtime", §6, docs/design/realtime.md): the channels, who joins them, and the seven
// events as a Laravel backend broadcasts them over the Pusher protocol. Light: only zod. The names
// and constants (realtime-channels.ts) and the broadcasting auth (realtime-auth.ts) are modules of
// their own, re-exported here.
import { z } from 'zod';
import { BOX_SOURCES } from './boxes.ts';
import { chatMessageSchema } from './chat-message.ts';
import { missionSchema } from './missions.ts';
import { notificationSchema } from './notification-schema.ts';
import type { RealtimeEventName } from './realtime-channels.ts';
import { centavos, isoDateTime, movementSequence } from './scalars.ts';
import { BALANCE_KINDS, TRANSACTION_TYPES } from './wallet.ts';

export * from './realtime-auth.ts';
export * from './realtime-channels.ts';

// ─── Connection settings (a theme's `realtime`) ─────────────────────────────────────────────────

/**
 * The Pusher-compatible server a tenant's players connect to, in Laravel Echo's own option names.
 * The auth endpoints are not settings: they are `{apiLink}/broadcasting/auth` and `/user-auth`.
 */
export const realtimeSettingsSchema = z
  .object({
    key: z.string().min(1).max(200).describe('The Pusher app key (public)'),
    cluster: z.string().min(1).max(50).describe('Pusher cluster; §9 default "eu"'),
    wsHost: z.string().min(1).max(253).describe('Host of the WebSocket server'),
    wsPort: z.number().int().min(1).max(65_535).describe('Port for ws:// (forceTLS false)'),
    wssPort: z.number().int().min(1).max(65_535).describe('Port for wss:// (forceTLS true)'),
    forceTLS: z.boolean().describe('Connect with wss:// only'),
  })
  .meta({ id: 'RealtimeSettings' });
export type RealtimeSettings = z.infer<typeof realtimeSettingsSchema>;

// ─── Presence ──────────────────────────────────────────────────────────────────────────────────

/** What a presence member carries: a name to show and an avatar, nothing private. */
export const presenceMemberInfoSchema = z
  .object({
    name: z.string().nullable().describe('null when the player hides their name'),
    avatar: z.string().nullable(),
  })
  .meta({ id: 'PresenceMemberInfo' });
export type PresenceMemberInfo = z.infer<typeof presenceMemberInfoSchema>;

// ─── Events (§7; §3 "Bet event", "Payment event", "Chat message", "Notification") ──────────────

/** §3 "Bet event": a bet, then a win with the same transaction. Amounts in centavos. */
export const betPlacedEventSchema = z
  .object({
    type: z.enum(['bet', 'win']),
    transaction: z.string().min(1).max(100).describe('The round: the bet and its win share it'),
    game: z.object({
      id: z.number().int(),
      name: z.string(),
      image: z.string().nullable(),
    }),
    user: z.object({
      name: z.string().nullable().describe('null when the player hides their name'),
      // Our extension (issue 38): whom the name's profile-stats modal asks `POST /profile/show` for.
      id: z
        .number()
        .int()
        .positive()
        .nullable()
        .optional()
        .describe('Our extension: the player, for their profile; null when the name is hidden'),
    }),
    amount: centavos.nonnegative(),
    date: isoDateTime,
  })
  .meta({ id: 'BetPlacedEvent' });
export type BetPlacedEvent = z.infer<typeof betPlacedEventSchema>;

/** The player's wallet after a ledger movement, on their own channel. */
export const balanceUpdatedEventSchema = z
  .object({
    balance: centavos.describe('The new balance'),
    balance_withdrawal: centavos,
    bonus_balance: centavos,
    loyalty_balance: centavos.optional().describe('Our extension: the loyalty wallet after it'),
    amount: centavos.describe('The movement: signed, a bet is negative'),
    reason: z.enum(TRANSACTION_TYPES),
    balance_kind: z
      .enum(BALANCE_KINDS)
      .optional()
      .describe('Our extension: the balance the movement moved; absent means cash'),
    sequence: movementSequence.optional(),
  })
  .meta({ id: 'BalanceUpdatedEvent' });
export type BalanceUpdatedEvent = z.infer<typeof balanceUpdatedEventSchema>;

/** §3 "Payment event": a PIX deposit was paid. */
export const paymentApprovedEventSchema = z
  .object({
    balance: centavos.describe('The balance after the deposit'),
    amount: centavos.describe('What was deposited'),
    transaction_id: z.string().optional().describe('The PIX charge that was paid'),
  })
  .meta({ id: 'PaymentApprovedEvent' });
export type PaymentApprovedEvent = z.infer<typeof paymentApprovedEventSchema>;

/** §3 "Chat message" on `chat.{casino_id}`: a new message, or one pinned again (same id: replace it). */
export const messageSentEventSchema = z
  .object({ message: chatMessageSchema })
  .meta({ id: 'MessageSentEvent' });

/**
 * §3 "Notification" as it arrives live, exactly as the list shows it (unread): personal ones on the
 * player's channel, global ones (`type: platform`) on the tenant's public channel.
 */
export const notificationSentEventSchema = notificationSchema;

/**
 * A mission given to the player, or its progress moved (issue 36): `mission` is the whole mission
 * as `GET /missions/{id}` shows it. On the guest channel, a guest-visible mission as a guest sees it.
 */
export const missionAssignedEventSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    mission: missionSchema.optional().describe('Our extension'),
  })
  .meta({ id: 'MissionAssignedEvent' });

/** A box the player has just won. */
export const notifyNewUserBoxEventSchema = z
  .object({
    user_box: z.number().int(),
    box: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
    source: z.enum(BOX_SOURCES).optional().describe('Our extension: why the box was given'),
  })
  .meta({ id: 'NotifyNewUserBoxEvent' });

/** Each event's payload schema, by name. */
export const realtimeEventSchemas = {
  MessageSent: messageSentEventSchema,
  BetPlaced: betPlacedEventSchema,
  MissionAssigned: missionAssignedEventSchema,
  NotificationSent: notificationSentEventSchema,
  PaymentApproved: paymentApprovedEventSchema,
  BalanceUpdated: balanceUpdatedEventSchema,
  NotifyNewUserBox: notifyNewUserBoxEventSchema,
} as const satisfies Record<RealtimeEventName, z.ZodType>;

export type RealtimeEventPayload<Name extends RealtimeEventName> = z.infer<
  (typeof realtimeEventSchemas)[Name]
>;
