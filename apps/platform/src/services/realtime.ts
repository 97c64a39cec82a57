import type {
  RealtimeEventName,
  RealtimeEventPayload,
  RealtimeSettings,
} from '@vitrine/contract/realtime.ts';

// Realtime as the modules see it (docs/design/realtime.md): what a tenant's theme tells the browser,
// how a channel is authorised, and publishing an event. Behind it the platform's own Pusher-protocol
// server or an operator's Pusher, Soketi or Reverb (src/realtime/realtime-deployment.ts).

/** Where events go: the platform's own server, or an operator's Pusher-compatible one. */
export type RealtimeTarget =
  | {
      kind: 'built-in';
      /** Derives each tenant app's secret; random per start when unset. */
      secret: string | undefined;
    }
  | {
      kind: 'external';
      appId: string;
      key: string;
      secret: string;
      /** Unset: Pusher's own hosts for the cluster. */
      host: string | undefined;
      port: number | undefined;
      scheme: 'http' | 'https';
      cluster: string;
    };

/** A Pusher app: its key is public, its secret signs channel auth and publishing. */
export interface RealtimeCredentials {
  id: string;
  key: string;
  secret: string;
}

export interface Realtime {
  /** The theme's `realtime` for a tenant's players. */
  settingsFor(tenantSlug: string): RealtimeSettings;
  /** The app a tenant's channels live in. */
  appFor(tenantSlug: string): RealtimeCredentials;
  /** The `auth` string of a private or presence subscription (over `socket_id:channel[:data]`). */
  signChannel(tenantSlug: string, socketId: string, channel: string, channelData?: string): string;
  /** The `auth` string of a user sign-in (over `socket_id::user::user_data`). */
  signUser(tenantSlug: string, socketId: string, userData: string): string;
  /**
   * Publishes an event through the Pusher HTTP API. Never throws: a failure is logged, and the
   * money or the round it reports has already been committed.
   */
  publish<Name extends RealtimeEventName>(
    tenantSlug: string,
    channel: string,
    event: Name,
    payload: RealtimeEventPayload<Name>,
  ): Promise<void>;
  /**
   * The tenant's occupied channels whose names start with `prefix` (the Pusher HTTP API's
   * `GET /channels?filter_by_prefix=`). Never throws: a failure is logged and answers none.
   */
  occupiedChannels?(tenantSlug: string, prefix: string): Promise<string[]>;
}
