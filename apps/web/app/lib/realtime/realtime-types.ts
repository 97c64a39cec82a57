import type { channels, RealtimeEventName } from '@vitrine/contract/realtime.ts';

// Types only: the provider and the features read these without loading the contract's schemas.

/** Which of the visitor's channels (docs/design/realtime.md): the names are the session's business. */
export type ChannelRole = keyof typeof channels;

/** Who is looking, as the session knows it. */
export interface RealtimeViewer {
  /** The signed-in player's id, once known. */
  userId: number | null;
  /** The player's token; the connection is rebuilt whenever it changes (§4). */
  token: string | null;
  /** A guest's id; null for a player, or while the session is still being restored. */
  guestId: string | null;
}

/** pusher-js's connection states. */
export type ConnectionState =
  'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

/** A player on the presence channel, as the socket server lists them (`info` not parsed yet). */
export interface PresenceMember {
  id: string;
  info: unknown;
}

/** Who is online (the presence channel), parsed: a name to show and an avatar, nothing private. */
export interface OnlinePlayer {
  id: string;
  name: string | null;
  avatar: string | null;
}

/** What a connection tells its owner. */
export interface RealtimeConnectionHandlers {
  /** The members of a joined presence channel, whenever they change (all of them each time). */
  onPresence?(channel: string, members: PresenceMember[]): void;
  /** An event on a joined channel, its payload as it arrived (not parsed yet). */
  onEvent(channel: string, event: RealtimeEventName, payload: unknown): void;
  onStateChange(state: ConnectionState): void;
  /** A channel's subscription succeeded (pusher-js's `subscription_succeeded`; again after a reconnect). */
  onSubscribed?(channel: string): void;
  /** §8: a channel's authorisation was refused (`subscription_error`), with its HTTP status. */
  onSubscriptionError(channel: string, status: number | null): void;
  /** The user sign-in (`/broadcasting/user-auth`) was refused. */
  onSignInError(status: number | null): void;
}

/** One socket to the tenant's Pusher-compatible server (Laravel Echo in the browser). */
export interface RealtimeConnection {
  /** Subscribes to `channel` and listens for every event of the contract on it; idempotent. */
  join(channel: string): void;
  /** Whether `channel` is subscribed, or its subscription is on its way. */
  isJoined(channel: string): boolean;
  /** Pusher user authentication, for a signed-in player. */
  signIn(): void;
  disconnect(): void;
}

/** Opens a connection; a test passes a fake one (`app/test/fake-realtime.ts`). */
export type RealtimeConnector = (handlers: RealtimeConnectionHandlers) => RealtimeConnection;

/** What goes wrong in realtime: reported (console and `onError`), never thrown at the page. */
export type RealtimeError =
  | { kind: 'subscription'; channel: string; status: number | null }
  | { kind: 'sign-in'; status: number | null }
  | { kind: 'invalid-event'; channel: ChannelRole; event: RealtimeEventName }
  /** §8: the client library could not be loaded or refused the settings. */
  | { kind: 'unavailable'; cause: unknown };
