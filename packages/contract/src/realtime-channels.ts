// Realtime's names and constants (§7 "Realtime", §6, docs/design/realtime.md): the client's timers,
// the channels, who may join them, and the events' names. No schemas, so no zod: the browser's
// socket is set up with these alone, and builds the events' schemas only when an event arrives.

/** §9 "Realtime": the client's timers, in milliseconds as pusher-js takes them. */
export const REALTIME_TIMEOUTS = {
  activityTimeout: 120_000,
  pongTimeout: 30_000,
  unavailableTimeout: 10_000,
} as const;

/** §9: Echo's default namespace; events travel as `App\Events\BetPlaced`. */
export const EVENT_NAMESPACE = 'App.Events';

/** §7: private channels are authorised on the tenant's API, and user sign-in beside it. */
export const broadcastingAuthUrl = (apiLink: string) => `${apiLink}/broadcasting/auth`;
export const broadcastingUserAuthUrl = (apiLink: string) => `${apiLink}/broadcasting/user-auth`;

// ─── Channels (docs/product/realtime.md "§6 Channels": the names the spec leaves open) ─────────

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

// ─── Events' names (their payloads' schemas are in realtime.ts) ─────────────────────────────────

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
