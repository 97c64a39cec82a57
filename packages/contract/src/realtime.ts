// Realtime (§7 "Realtime", §6, docs/design/realtime.md): the channels, who joins them, and the seven
// events as a Laravel backend broadcasts them over the Pusher protocol. Light: only zod.
import { z } from 'zod';
import { chatMessageSchema } from './chat-message.ts';
import { notificationSchema } from './notification-schema.ts';
import { centavos, isoDateTime, movementSequence } from './scalars.ts';

// ─── Connection settings (a theme's `realtime`) ─────────────────────────────────────────────────

/** §9 "Realtime": the client's timers, in milliseconds as pusher-js takes them. */
export const REALTIME_TIMEOUTS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;

/** §9: Echo's default namespace; events travel as `App\Events\BetPlaced`. */
export const EVENT_NAMESPACE = 'App.Events';

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

/** §7: private channels are authorised on the tenant's API, and user sign-in beside it. */
export const broadcastingAuthUrl = (apiLink: string) => `${apiLink}/broadcasting/auth`;
export const broadcastingUserAuthUrl = (apiLink: string) => `${apiLink}/broadcasting/user-auth`;

// ─── Channels (NOTES.md: the names the spec leaves open) ────────────────────────────────────────

export const channels = {
  /** The player's own: balance, missions, notifications, deposit approvals, box rewards. */
  player: (userId: number) => `private-universal.${userId}`,
  /** Everyone's: the bet feed and global notifications. */
  public: (casinoId: string) => `universal-public.${casinoId}`,
  /** Who is online: signed-in players (and guests with the chat open, who are not counted). */
  presence: (casinoId: string) => `presence-universal-public.${casinoId}`,
  /** The public chat room. */
  chat: (casinoId: string) => `chat.${casinoId}`,
  /** A guest's own, authorised by its `Guest-ID`. */
  guest: (guestId: string) => `private-guest.${guestId}`,
} as const;

/** §3 "guest_id": 'guest-' plus random characters; a guest's presence member id is its guest id. */
export const GUEST_ID_PATTERN = /^guest-[A-Za-z0-9_-]{8,128}$/;

/** A presence member who is a guest (with the chat open), not an online player. */
export const isGuestMemberId = (memberId: string): boolean => GUEST_ID_PATTERN.test(memberId);

/** What a private channel name says about who may join it; anything else is not ours to authorise. */
export type PrivateChannelOwner =
  | { kind: 'player'; userId: number }
  | { kind: 'guest'; guestId: string }
  | { kind: 'presence'; casinoId: string };

export function privateChannelOwner(name: string): PrivateChannelOwner | null {
  const player = /^private-universal\.([1-9]\d{0,9})$/.exec(name);
  if (player?.[1]) return { kind: 'player', userId: Number(player[1]) };
  const guest = /^private-guest\.(guest-[A-Za-z0-9_-]{8,128})$/.exec(name);
  if (guest?.[1]) return { kind: 'guest', guestId: guest[1] };
  const presence = /^presence-universal-public\.([A-Za-z0-9_-]{1,100})$/.exec(name);
  if (presence?.[1]) return { kind: 'presence', casinoId: presence[1] };
  return null;
}

// ─── Broadcasting auth (§7) ─────────────────────────────────────────────────────────────────────

/** `POST /broadcasting/auth`, form- or JSON-encoded as pusher-js sends it. */
export const broadcastingAuthRequestSchema = z
  .object({
    socket_id: z.string().regex(/^\d{1,20}\.\d{1,20}$/, 'invalid socket id'),
    channel_name: z.string().min(1).max(200),
  })
  .meta({ id: 'BroadcastingAuthRequest' });

export const broadcastingAuthResponseSchema = z
  .object({
    auth: z.string().describe('"{key}:{HMAC-SHA256 hex}" over socket_id:channel[:channel_data]'),
    channel_data: z
      .string()
      .optional()
      .describe('Presence channels: JSON {user_id, user_info}, signed with the channel'),
  })
  .meta({ id: 'BroadcastingAuthResponse' });

/** `POST /broadcasting/user-auth`: pusher-js's user sign-in. */
export const broadcastingUserAuthRequestSchema = z
  .object({ socket_id: broadcastingAuthRequestSchema.shape.socket_id })
  .meta({ id: 'BroadcastingUserAuthRequest' });

export const broadcastingUserAuthResponseSchema = z
  .object({
    auth: z.string().describe('"{key}:{HMAC-SHA256 hex}" over socket_id::user::user_data'),
    user_data: z.string().describe('JSON {id, user_info}'),
  })
  .meta({ id: 'BroadcastingUserAuthResponse' });

/** What a presence member carries: a name to show and an avatar, nothing private. */
export const presenceMemberInfoSchema = z
  .object({
    name: z.string().nullable().describe('null when the player hides their name'),
    avatar: z.string().nullable(),
  })
  .meta({ id: 'PresenceMemberInfo' });
export type PresenceMemberInfo = z.infer<typeof presenceMemberInfoSchema>;

// ─── Events (§7; §3 "Bet event", "Payment event", "Chat message", "Notification") ──────────────

/** The short names Echo listens for (it prefixes `App\Events\`). */
export const REALTIME_EVENTS = [
  'MessageSent',
  'BetPlaced',
  'MissionAssigned',
  'NotificationSent',
  'PaymentApproved',
  'BalanceUpdated',
  'NotifyNewUserBox',
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/** The name on the wire, as Laravel broadcasts it: `App\Events\BetPlaced`. */
export const wireEventName = (name: RealtimeEventName) =>
  `${EVENT_NAMESPACE.replace('.', '\\')}\\${name}`;

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
    amount: centavos.describe('The movement: signed, a bet is negative'),
    reason: z.enum(['deposit', 'withdraw', 'bonus', 'rollover', 'win', 'bet']),
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

/** A mission given to the player. */
export const missionAssignedEventSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
  })
  .meta({ id: 'MissionAssignedEvent' });

/** A box the player has just won. */
export const notifyNewUserBoxEventSchema = z
  .object({
    user_box: z.number().int(),
    box: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
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
