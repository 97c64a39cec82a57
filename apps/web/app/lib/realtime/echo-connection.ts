import {
  readBroadcastingAuthAnswer,
  readBroadcastingUserAuthAnswer,
} from '@vitrine/contract/realtime-auth-answers.ts';
import {
  EVENT_NAMESPACE,
  REALTIME_EVENTS,
  REALTIME_TIMEOUTS,
} from '@vitrine/contract/realtime-channels.ts';
import type { RealtimeSettings } from '@vitrine/contract/realtime.ts';
import type EchoClass from 'laravel-echo';
import type {
  ChannelAuthorizationHandler,
  Options as PusherOptions,
  UserAuthenticationHandler,
} from 'pusher-js';
import type { HttpClient } from '../http/http-client';
import { isHttpError } from '../http/http-error';
import { nextTask } from '../next-task';
import type {
  ConnectionState,
  PresenceMember,
  RealtimeConnection,
  RealtimeConnectionHandlers,
  RealtimeConnector,
} from './realtime-types';

// The browser's connection: Laravel Echo over pusher-js (docs/design/realtime.md). Loaded after the
// first paint with the libraries it wraps; private channels are authorised through the app's one
// HTTP client, so they carry the headers of every other call (Bearer, else Guest-ID).

export const BROADCASTING_AUTH_PATH = 'broadcasting/auth';
export const BROADCASTING_USER_AUTH_PATH = 'broadcasting/user-auth';

/** The HTTP status of a failed authorisation call, when the server answered. */
function statusOf(error: unknown): number | null {
  return isHttpError(error) ? error.status : null;
}

function authorisationFailure(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The answer as the contract reads it (without zod: decision 023), else a failure. */
function answerOr<T>(answer: T | null, path: string): T {
  if (answer === null) throw new Error(`${path}: the answer does not match the contract`);
  return answer;
}

/**
 * pusher-js's channel authoriser: `POST {apiLink}/broadcasting/auth` with `{ socket_id,
 * channel_name }`, the answer read as the contract has it. `onRefused` learns the status, which
 * pusher-js passes on only for its own HTTP client's errors.
 */
export function channelAuthorizer(
  client: HttpClient,
  onRefused: (channel: string, status: number | null) => void = () => {},
): ChannelAuthorizationHandler {
  return ({ socketId, channelName }, callback) => {
    client
      .post(BROADCASTING_AUTH_PATH, {
        body: { socket_id: socketId, channel_name: channelName },
        // §8: reported by the realtime code, not as the page's error (a 401 would sign out).
        reportErrors: false,
      })
      .then((answer) => answerOr(readBroadcastingAuthAnswer(answer), BROADCASTING_AUTH_PATH))
      .then(
        (answer) => callback(null, answer),
        (error: unknown) => {
          onRefused(channelName, statusOf(error));
          callback(authorisationFailure(error), null);
        },
      );
  };
}

/** pusher-js's user authenticator: `POST {apiLink}/broadcasting/user-auth` with `{ socket_id }`. */
export function userAuthenticator(
  client: HttpClient,
  onRefused: (status: number | null) => void = () => {},
): UserAuthenticationHandler {
  return ({ socketId }, callback) => {
    client
      .post(BROADCASTING_USER_AUTH_PATH, {
        body: { socket_id: socketId },
        reportErrors: false,
      })
      .then((answer) =>
        answerOr(readBroadcastingUserAuthAnswer(answer), BROADCASTING_USER_AUTH_PATH),
      )
      .then(
        (answer) => callback(null, answer),
        (error: unknown) => {
          onRefused(statusOf(error));
          callback(authorisationFailure(error), null);
        },
      );
  };
}

/** The pusher-js options for a tenant's settings, with §9's timers. */
export function pusherOptions(
  settings: RealtimeSettings,
  handlers: {
    channelAuthorization: ChannelAuthorizationHandler;
    userAuthentication: UserAuthenticationHandler;
  },
): PusherOptions {
  return {
    cluster: settings.cluster,
    wsHost: settings.wsHost,
    wsPort: settings.wsPort,
    wssPort: settings.wssPort,
    forceTLS: settings.forceTLS,
    // WebSockets only: no HTTP fallbacks to other hosts the page's policy does not name.
    enabledTransports: ['ws', 'wss'],
    ...REALTIME_TIMEOUTS,
    channelAuthorization: { customHandler: handlers.channelAuthorization },
    userAuthentication: { customHandler: handlers.userAuthentication },
  };
}

/**
 * docs/product/realtime.md "§9 Realtime": while the socket is away, a fresh attempt every
 * unavailable timeout. pusher-js alone waits out each attempt's own timeout (15 s, then 30 s, then
 * 60 s) even when the server refused it at once: a server back after 20 s was found 46 s after
 * the drop.
 */
export const RECONNECT_EVERY_MS = REALTIME_TIMEOUTS.unavailableTimeout;

/** The part of a pusher-js client this module reads; `Pusher` itself satisfies it. */
export interface PusherClient {
  channel(name: string): { subscribed: boolean; subscriptionPending: boolean } | undefined;
  /** Opens the socket; with `disconnect`, starts a fresh attempt (channels are joined again). */
  connect(): void;
  disconnect(): void;
  connection: { bind(event: 'state_change', callback: (change: unknown) => void): unknown };
  user: { bind(event: 'pusher:signin_error', callback: (error: unknown) => void): unknown };
}

const CONNECTION_STATES: readonly ConnectionState[] = [
  'initialized',
  'connecting',
  'connected',
  'unavailable',
  'failed',
  'disconnected',
];

function currentState(change: unknown): ConnectionState | null {
  if (typeof change !== 'object' || change === null || !('current' in change)) return null;
  return CONNECTION_STATES.find((state) => state === change.current) ?? null;
}

function reportedStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** pusher-js's member events carry `{ id, info }`. */
function memberOf(value: unknown): PresenceMember | null {
  if (!isRecord(value) || typeof value.id !== 'string') return null;
  return { id: value.id, info: value.info };
}

/**
 * Follows the members of a presence channel from pusher-js's own events (Echo's `here`/`leaving`
 * drop the member ids), reporting the whole list after each change.
 */
function followPresence(
  channel: string,
  subscription: { on(event: string, callback: CallableFunction): unknown },
  handlers: RealtimeConnectionHandlers,
): void {
  const members = new Map<string, unknown>();
  const report = () =>
    handlers.onPresence?.(
      channel,
      [...members].map(([id, info]) => ({ id, info })),
    );
  subscription.on('pusher:subscription_succeeded', (data: unknown) => {
    members.clear();
    const listed = isRecord(data) && isRecord(data.members) ? data.members : {};
    for (const [id, info] of Object.entries(listed)) members.set(id, info);
    report();
  });
  subscription.on('pusher:member_added', (data: unknown) => {
    const member = memberOf(data);
    if (!member) return;
    members.set(member.id, member.info);
    report();
  });
  subscription.on('pusher:member_removed', (data: unknown) => {
    const member = memberOf(data);
    if (member && members.delete(member.id)) report();
  });
}

/** A connector over the given libraries (the browser's are loaded by `loadEchoConnector`). */
export function createEchoConnector(options: {
  settings: RealtimeSettings;
  client: HttpClient;
  Echo: typeof EchoClass;
  createPusher: (key: string, options: PusherOptions) => PusherClient;
  /**
   * Where the channels asked for in the task that connected wait: the browser's connector joins
   * them in the next task (connecting and subscribing were one task of ~25 ms on a fast machine,
   * a long one on a phone). Without it they are joined at once.
   */
  afterConnect?: (task: () => void) => void;
}): RealtimeConnector {
  const { settings, client, Echo, afterConnect } = options;
  return (handlers) => {
    const refusedWith = new Map<string, number | null>();
    let signInRefusedWith: number | null = null;
    const pusher = options.createPusher(
      settings.key,
      pusherOptions(settings, {
        channelAuthorization: channelAuthorizer(client, (channel, status) =>
          refusedWith.set(channel, status),
        ),
        userAuthentication: userAuthenticator(client, (status) => {
          signInRefusedWith = status;
        }),
      }),
    );
    const echo = new Echo({
      broadcaster: 'pusher',
      key: settings.key,
      client: pusher,
      // §9: events arrive as `App\Events\BetPlaced`; `.listen('BetPlaced')` finds them.
      namespace: EVENT_NAMESPACE,
      withoutInterceptors: true,
    });
    // Set by disconnect(): nothing is joined, retried or reported after it.
    let closed = false;
    // A fresh attempt every RECONNECT_EVERY_MS while the socket is connecting or unavailable; the
    // states it passes through on the way (disconnected, connecting) are not news to the owner.
    let retryTimer: ReturnType<typeof setTimeout> | null = null;
    let retrying = false;
    const stopRetrying = () => {
      if (retryTimer !== null) clearTimeout(retryTimer);
      retryTimer = null;
    };
    const retryLater = () => {
      retryTimer ??= setTimeout(() => {
        retryTimer = null;
        retrying = true;
        pusher.disconnect();
        pusher.connect();
        retrying = false;
        retryLater();
      }, RECONNECT_EVERY_MS);
    };
    // Only a socket that was there is "away": a first connection slower than the timeout (a slow
    // phone's first handshake) is left to finish, not cut off and started over.
    let wasConnected = false;
    pusher.connection.bind('state_change', (change) => {
      const state = currentState(change);
      if (!state || retrying || closed) return;
      if (state === 'connected') wasConnected = true;
      if (wasConnected && (state === 'connecting' || state === 'unavailable')) retryLater();
      else stopRetrying();
      handlers.onStateChange(state);
    });
    pusher.user.bind('pusher:signin_error', (error) =>
      handlers.onSignInError(reportedStatus(error) ?? signInRefusedWith),
    );

    const subscribe = (channel: string) => {
      const existing = echo.connector.channels[channel];
      if (existing) {
        // Already known to Echo: subscribes again only when it is neither subscribed nor pending.
        existing.subscribe();
        return;
      }
      const presence = channel.startsWith('presence-')
        ? echo.join(channel.slice('presence-'.length))
        : null;
      if (presence) followPresence(channel, presence, handlers);
      const subscription = presence
        ? presence
        : channel.startsWith('private-')
          ? echo.private(channel.slice('private-'.length))
          : echo.channel(channel);
      for (const event of REALTIME_EVENTS) {
        subscription.listen(event, (payload: unknown) => handlers.onEvent(channel, event, payload));
      }
      subscription.subscribed(() => handlers.onSubscribed?.(channel));
      subscription.error((error: unknown) =>
        handlers.onSubscriptionError(
          channel,
          reportedStatus(error) ?? refusedWith.get(channel) ?? null,
        ),
      );
    };

    // The channels asked for before the connection's next task, in order (null once joined).
    let waiting: string[] | null = afterConnect ? [] : null;
    afterConnect?.(() => {
      const asked = waiting ?? [];
      waiting = null;
      if (!closed) for (const channel of asked) subscribe(channel);
    });

    const connection: RealtimeConnection = {
      join(channel) {
        if (closed) return;
        if (waiting === null) subscribe(channel);
        else if (!waiting.includes(channel)) waiting.push(channel);
      },
      isJoined(channel) {
        if (waiting?.includes(channel)) return true;
        const subscription = pusher.channel(channel);
        return Boolean(
          subscription && (subscription.subscribed || subscription.subscriptionPending),
        );
      },
      signIn: () => echo.connector.signin(),
      disconnect: () => {
        // Nothing asked for is joined once the connection is gone.
        closed = true;
        stopRetrying();
        echo.disconnect();
      },
    };
    return connection;
  };
}

/** Loads Laravel Echo and pusher-js (never part of the first load) and makes the connector. */
export async function loadEchoConnector(options: {
  settings: RealtimeSettings;
  client: HttpClient;
}): Promise<RealtimeConnector> {
  const [{ default: Echo }, { default: Pusher }] = await Promise.all([
    import('laravel-echo'),
    import('pusher-js'),
  ]);
  return createEchoConnector({
    ...options,
    Echo,
    createPusher: (key, pusherOptions) => new Pusher(key, pusherOptions),
    afterConnect: (task) => void nextTask().then(task),
  });
}
